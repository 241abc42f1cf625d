"""The headless mode as a script runs it: exit statuses and what reaches the terminal."""

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))


def test_output_that_cannot_be_written_is_an_error():
    with open("/dev/full", "w") as full:
        run = subprocess.run([BINARY, "--keys", "1 + 1 ="], stdout=full, stderr=subprocess.PIPE,
                             text=True)
    assert (run.returncode, run.stderr) == (1, "calculator-brain: cannot write the output\n")


def test_escape_sequences_from_arguments_reach_the_terminal_escaped():
    run = subprocess.run([BINARY, "--keys", "\x1b[2J"], capture_output=True, text=True)
    assert run.returncode == 2
    assert run.stderr == "calculator-brain: unknown key '\\u{1B}[2J'; see --help\n"
