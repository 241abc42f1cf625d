"""Quantities in expressions, headless, as issue 58's "Done means" lists them. Each expected
value is computed here with exact fractions from the units' definitions."""

from fractions import Fraction as F

import pytest

from test_headless_units import decimal, run

MILE, FOOT, INCH, YARD = F("1609.344"), F("0.3048"), F("0.0254"), F("0.9144")
HOUR, MINUTE = 3600, 60


@pytest.mark.parametrize("expression, exact, unit", [
    ("20 mi / 2 h to km/h", (20 * MILE / (2 * HOUR)) / (F(1000) / HOUR), "km/h"),
    ("5 ft + 3 in to cm", (5 * FOOT + 3 * INCH) / F("0.01"), "cm"),
    ("3 kg * 9.81 m/s^2 to N", 3 * F("9.81"), "N"),
    ("100 km/h * 2 h", F(100) * 2, "km"),
    ("1 MB/s * 1 h to GB", F(10**6) * HOUR / 10**9, "GB"),
    ("5 ft 11 in to cm", (5 * FOOT + 11 * INCH) / F("0.01"), "cm"),
    ("1.25 yd to ft", F("1.25") * YARD / FOOT, "ft"),
    ("2 kWh / 8 h to W", 2 * F(3_600_000) / (8 * HOUR), "W"),
    ("60 mph * 90 min to mi", (60 * MILE / HOUR) * 90 * MINUTE / MILE, "mi"),
])
def test_the_issues_quantities(expression, exact, unit):
    status, lines, error = run("--expression", expression)
    assert (status, error) == (0, "")
    assert lines["display"] == f"{decimal(exact)} {unit}"


def test_a_length_and_a_time_cannot_be_added():
    status, lines, error = run("--expression", "2 m + 3 s")
    assert status == 2
    assert "display" not in lines
    assert error.strip() == "calculator-brain: Cannot add a length and a time"


def test_mixed_units_and_temperatures():
    # 1.75 m is 68.897… in: 5 ft and 8.90 in, rounded to hundredths in the last unit.
    inches = F("1.75") / INCH
    assert (inches // 12, round(inches % 12, 2)) == (5, F("8.9"))
    assert run("--expression", "1.75 m to ft in")[1]["display"] == "5 ft 8.9 in"
    celsius = (F("98.6") + F("459.67")) * F(5, 9) - F("273.15")
    assert run("--expression", "98.6 °F to °C")[1]["display"] == f"{decimal(celsius)} °C"
    assert run("--expression", "20 °C + 5 K")[1]["display"] == "25 °C"
