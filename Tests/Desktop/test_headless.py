"""The headless mode as a script runs it: exit statuses and what reaches the terminal."""

import os
import subprocess
import sys
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


def run(*arguments, **options):
    return subprocess.run([BINARY, *arguments], capture_output=True, text=True, **options)


def test_a_refused_expression_exits_non_zero_with_its_message_on_standard_error():
    refused = run("--expression", "2+")
    assert (refused.returncode, refused.stdout) == (2, "")
    assert refused.stderr == "calculator-brain: Not an expression: it ends before it is complete\n"
    accepted = run("--expression", "2+3")
    assert (accepted.returncode, accepted.stdout.splitlines()[0]) == (0, "display: 5")


def test_the_headless_modes_load_neither_gtk_nor_libsoup(tmp_path):
    # Issue 68: the dynamic loader names every library it maps (LD_DEBUG=files); GTK is loaded
    # when a window is first built (lazy_toolkit.c), libsoup when rates are first fetched.
    data = tmp_path / "values.csv"
    data.write_text("x\n1.5\n2.5\n")
    for arguments, first in [(["--expression", "sin(1)^2+cos(1)^2-1"], "display: 0"),
                             (["--data", str(data)], "n: 2")]:
        loaded = run(*arguments, env={**os.environ, "LD_DEBUG": "files"})
        assert (loaded.returncode, loaded.stdout.splitlines()[0]) == (0, first)
        files = [line.split("file=")[1].split()[0] for line in loaded.stderr.splitlines()
                 if "file=" in line]
        assert "libglib-2.0.so.0" in files  # the loader's words are read as they are
        assert [name for name in files if "gtk" in name or "soup" in name or "cairo" in name] == []


def test_control_characters_of_a_refused_expression_reach_the_terminal_escaped():
    refused = run("--expression", "\x1b]0;x\x07" + "1")
    assert refused.returncode == 2
    assert "\x1b" not in refused.stderr and "\x07" not in refused.stderr
    assert "\\u{1B}" in refused.stderr


def test_format_characters_that_reorder_text_reach_the_terminal_escaped():
    """Issue 42, item 30: U+202E (right-to-left override) was printed raw."""
    refused = run("--expression", "2+\u202eabc")
    assert refused.returncode == 2
    assert refused.stderr == "calculator-brain: Not an expression: “\\u{202E}” at character 3 is out of place\n"
    refused = run("--keys", "1\u200b")
    assert refused.stderr == "calculator-brain: unknown key '1\\u{200B}'; see --help\n"


def test_a_refused_expression_draws_no_graph(tmp_path):
    graph = tmp_path / "e.png"
    drawn = run("--expression", "foo", "--plot", str(graph))
    assert drawn.returncode == 2
    assert "no function, constant or variable" in drawn.stderr
    assert not graph.exists()
    table = run("--expression", "sin(", "--plot-table", "2")
    assert (table.returncode, table.stdout) == (2, "")


def test_a_range_beyond_what_a_graph_shows_is_a_usage_error(tmp_path):
    graph = tmp_path / "far.png"
    for far in ("1e5000:1e5001", "1:1.00000000000000000001", "-1e16:0", "-1e15:1e15"):
        drawn = run("--keys", "x sin", "--plot", str(graph), "--plot-range", far,
                    "--plot-table", "2")
        assert (drawn.returncode, drawn.stdout) == (2, ""), far
        assert f"--plot-range '{far}' is beyond that" in drawn.stderr
        assert not graph.exists()


def test_a_graph_that_cannot_be_written_whole_leaves_the_old_file_whole(tmp_path):
    keep = tmp_path / "keep.png"
    assert run("--keys", "x", "--plot", str(keep), "--plot-size", "64x48").returncode == 0
    before = keep.read_bytes()
    # 8 KiB at most per file: a 2000 × 2000 graph is far larger.
    limited = subprocess.run(
        ["bash", "-c", 'ulimit -f 8; exec "$0" --keys "x sin" --plot "$1" --plot-size 2000x2000',
         BINARY, str(keep)], capture_output=True, text=True)
    assert limited.returncode == 1
    assert limited.stderr == f"calculator-brain: cannot write '{keep}': File too large\n"
    assert keep.read_bytes() == before
    assert sorted(path.name for path in tmp_path.iterdir()) == ["keep.png"]


def test_the_longest_table_starts_printing_at_once():
    table = subprocess.Popen([BINARY, "--keys", "x sin", "--plot-table", "100000"],
                             stdout=subprocess.PIPE, text=True)
    try:
        first = [table.stdout.readline() for _ in range(3)]
    finally:
        table.kill()
        table.wait()
    # sin(−10) and sin(−9.9998), sin(−9.9996) to 15 digits (mpmath).
    assert first == ["-10\t0.54402111088937\n", "-9.9998\t0.543853285704251\n",
                     "-9.9996\t0.543685438765001\n"]


def test_under_ci_the_window_suite_fails_without_a_display():
    environment = {name: value for name, value in os.environ.items() if name != "DISPLAY"}
    suite = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
             str(ROOT / "Tests/Window/test_window.py")]
    failed = subprocess.run(suite, env={**environment, "CI": "true"}, capture_output=True,
                            text=True, cwd=ROOT)
    assert failed.returncode == 1
    assert "window tests cannot run under CI" in failed.stdout + failed.stderr
    assert "DISPLAY is unset" in failed.stdout + failed.stderr
    environment.pop("CI", None)
    skipped = subprocess.run(suite, env=environment, capture_output=True, text=True, cwd=ROOT)
    assert skipped.returncode == 0
    assert " skipped" in skipped.stdout
