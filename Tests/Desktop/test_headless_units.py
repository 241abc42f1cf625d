"""Unit conversion, headless, as issue 29's "Done means" lists it. Each expected value is
computed here with exact fractions from the definitions (1 mi = 1609.344 m; °F to °C is
(F + 459.67) × 5/9 − 273.15; 1 GiB = 2^30 B)."""

import os
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))


def run(*arguments):
    completed = subprocess.run([BINARY, *arguments], capture_output=True, text=True, timeout=60)
    lines = dict(line.split(": ", 1) for line in completed.stdout.splitlines())
    return completed.returncode, lines, completed.stderr


def decimal(value):
    """An exact fraction with a terminating decimal, written as the display writes it."""
    text = f"{float(value):.15g}"
    assert Fraction(text) == value, f"{value} does not terminate within 15 digits"
    return text


@pytest.mark.parametrize("expression, exact", [
    ("1 mi in km", Fraction("1609.344") / 1000),
    ("98.6 °F in °C", (Fraction("98.6") + Fraction("459.67")) * Fraction(5, 9)
     - Fraction("273.15")),
    ("1 GiB in MB", Fraction(2**30, 10**6)),
    ("0 K in °C", -Fraction("273.15")),
    ("5 ft to cm", 5 * Fraction("30.48")),
    ("1 lb in g", Fraction("453.59237")),
])
def test_exact_conversions(expression, exact):
    status, lines, _ = run("--expression", expression)
    assert status == 0
    target = expression.split()[-1]
    assert lines["display"] == decimal(exact) + " " + target


def test_a_quotient_is_a_fraction_or_fifteen_digits():
    exact = Fraction(100_000, 3600)
    assert exact == Fraction(250, 9)
    _, fraction, _ = run("--expression", "100 km/h in m/s", "--format", "fraction")
    assert fraction["display"] == "250/9 m/s"
    _, decimal_lines, _ = run("--expression", "100 km/h in m/s")
    assert decimal_lines["display"] == f"{float(exact):.15g} m/s" == "27.7777777777778 m/s"


def test_units_of_two_categories_are_an_error_in_words():
    status, lines, error = run("--expression", "5 kg in m")
    assert status == 2
    assert "display" not in lines
    assert error.strip() == "calculator-brain: Cannot convert mass to length"
