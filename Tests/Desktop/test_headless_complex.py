"""Issue 45's "Done means", headless: the installed binary's answers, each checked against
mpmath's principal value at 60 digits, not against the calculator."""

import os
import subprocess
from pathlib import Path

import pytest
from mpmath import mp, mpc, mpf

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))
mp.dps = 60


def run(*arguments):
    return subprocess.run([BINARY, *arguments], capture_output=True, text=True)


def display(*arguments):
    result = run(*arguments)
    assert result.returncode == 0, result.stderr
    line = result.stdout.splitlines()[0]
    assert line.startswith("display: "), result.stdout
    return line.removeprefix("display: ")


def parts(text):
    """The shown value as mpmath's complex number: `a + bi`, `a − bi`, `bi`, `a`."""
    text = text.replace("−", "-")
    if not text.endswith("i"):
        return mpc(mpf(text))
    body = text[:-1]
    if " + " in body or " - " in body:
        real, sign, imaginary = body.rpartition(" + ") if " + " in body else body.rpartition(" - ")
        imaginary = imaginary or "1"
        return mpc(mpf(real), mpf(imaginary) * (1 if sign.strip() == "+" else -1))
    return mpc(0, mpf({"": "1", "-": "-1"}.get(body, body)))


# The issue's expression, the text it must show, and mpmath's value of it.
DONE_MEANS = [
    ("sqrt(-4)", "2i", lambda: mp.sqrt(-4)),
    ("ln(-1)", "3.14159265358979i", lambda: mp.log(-1)),
    ("(1+2i)*(3-i)", "5 + 5i", lambda: mpc(1, 2) * mpc(3, -1)),
    ("e^(i*pi)+1", "0", lambda: mp.exp(mpc(0, 1) * mp.pi) + 1),
    ("abs(3+4i)", "5", lambda: abs(mpc(3, 4))),
    ("arg(i)", "1.5707963267949", lambda: mp.arg(mpc(0, 1))),
    ("i^i", "0.207879576350762", lambda: mpc(0, 1) ** mpc(0, 1)),
    ("(-8)^(1/3)", "-2", lambda: -mp.cbrt(8)),  # an odd root of a negative real stays real
    ("asin(2)", "1.5707963267949 − 1.31695789692482i", lambda: mp.asin(2)),
]


@pytest.mark.parametrize("expression, shown, value", DONE_MEANS)
def test_the_issues_values(expression, shown, value):
    assert display("--expression", expression) == shown
    # Every digit shown is right: within half a unit of the 15th significant digit.
    with mp.workdps(60):
        error = abs(parts(shown) - value())
        assert error <= max(abs(value()), 1) * mpf(10) ** -14


def test_rpn_keys_take_the_square_root_of_a_negative_level():
    assert display("--mode", "rpn", "--keys", "4 ± √ 3 +") == "3 + 2i"


def test_real_results_only_and_polar_form():
    result = run("--real-only", "--expression", "sqrt(-4)")
    assert result.stdout.splitlines()[0] == "error: Square root of a negative number"
    assert display("--format", "polar", "--expression", "1+i") == "1.4142135623731∠0.785398163397448"


def test_real_only_operations_say_why():
    result = run("--expression", "floor(2i)")
    assert result.stdout.splitlines()[0] == "error: Needs real numbers, not complex ones"
