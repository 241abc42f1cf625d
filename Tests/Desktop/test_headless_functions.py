"""Issue 25's functions, headless, as its "Done means" lists them; digits from mpmath and
Python's integers, an independent reference."""

import math
import os
import subprocess
from pathlib import Path

import pytest
from mpmath import mp, mpf, nstr

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))


def lines(*arguments):
    run = subprocess.run([BINARY, *arguments], capture_output=True, text=True, check=True)
    return dict(line.split(": ", 1) for line in run.stdout.splitlines())


def digits(value, count=15):
    """As the calculator writes a value: `count` significant digits, no trailing zeros."""
    with mp.workdps(60):
        text = nstr(value, count, strip_zeros=True)
    return text[:-2] if text.endswith(".0") else text


with mp.workdps(60):
    REFERENCE = {"sinh(1)": digits(mp.sinh(1)), "asinh(1)": digits(mp.asinh(1))}


@pytest.mark.parametrize("expression, shown", [
    ("sinh(1)", REFERENCE["sinh(1)"]),
    ("asinh(1)", REFERENCE["asinh(1)"]),
    ("7 mod -3", "-2"),
    ("-7 mod 3", "2"),
    ("abs(-3.5)", "3.5"),
    ("floor(-2.5)", "-3"),
    ("ceil(2.1)", "3"),
    ("100 nCr 50", str(math.comb(100, 50))),
    ("20 nPr 10", str(math.perm(20, 10))),
])
def test_expressions(expression, shown):
    assert lines("--expression", expression)["display"] == shown


@pytest.mark.parametrize("keys, shown", [
    ("27 ∛", "3"), ("1024 log₂", "10"), ("3 10ˣ", "1000"), ("0 cosh", "1"), ("5 2ˣ", "32"),
])
def test_keys(keys, shown):
    assert lines("--keys", keys)["display"] == shown


def test_a_count_of_a_fraction_is_an_error_in_words():
    shown = lines("--keys", "2.5 nCr 2 =")
    assert shown["error"] == "Needs whole numbers that are not negative"
    assert "display" not in shown


def test_the_odd_root_of_a_negative_number_is_on_the_plot_table():
    run = subprocess.run([BINARY, "--keys", "x ^ ( 1 ÷ 3 ) =", "--plot-table", "4",
                          "--plot-range", "-8:8"], capture_output=True, text=True, check=True)
    rows = dict(row.split("\t") for row in run.stdout.splitlines())
    assert rows["-8"] == "-2" and rows["8"] == "2", run.stdout
