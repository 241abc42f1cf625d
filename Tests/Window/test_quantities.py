"""Issue 58: quantities typed as a person types them, units and all, into a fresh window; the
display shows each result with its units, read back through AT-SPI."""

import datetime
import json
import sys
from pathlib import Path

from calculator import saved_session, wait_until

sys.path.insert(0, str(Path(__file__).parents[1] / "Desktop"))
from test_exchange_rates import FIXTURE, server  # noqa: E402,F401  (the fixture server)


def test_quantities_are_typed_converted_and_kept_with_their_units(calculator, tmp_path):
    calculator.write("20 mi / 2 h to km/h")
    calculator.type("Return")
    calculator.shows("speed", display="16.09344 km/h", description="(20 mi ÷ 2 h) → km/h =",
                     line=None)
    calculator.write("100 km/h * 2 h")
    calculator.shows("as one types", line="100 km/h * 2 h", display="200 km")
    calculator.type("Return")
    calculator.shows("own units", display="200 km", description="100 km/h × 2 h =")
    history = wait_until(lambda: len(saved_session(tmp_path / "state").get("history", [])) == 2
                         and saved_session(tmp_path / "state")["history"])
    assert [(row["description"], row.get("units")) for row in history] == [
        ("(20 mi ÷ 2 h) → km/h", "km/h"), ("100 km/h × 2 h", "km")]


def test_a_fix_in_the_middle_and_a_refused_sum(calculator):
    calculator.write("5 ft 10 in to cm")
    calculator.shows("as typed", display="177.8 cm")  # 70 × 2.54
    calculator.type("Home " + "Right " * 7 + "BackSpace")
    calculator.write("1")
    calculator.shows("fixed", line="5 ft 11 in to cm", display="180.34 cm")  # 71 × 2.54
    calculator.type("Return")
    calculator.shows("kept", display="180.34 cm", description="(5 ft + 11 in) → cm =")
    calculator.write("2 m + 3 s")
    calculator.type("Return")
    calculator.shows("refused", line="2 m + 3 s", notice="Cannot add a length and a time")


def test_temperatures_and_mixed_units(calculator):
    calculator.write("98.6 degF to degC")
    calculator.type("Return")
    calculator.shows("exact", display="37 °C", description="98.6 °F → °C =")
    calculator.write("1.75 m to ft in")
    calculator.type("Return")
    calculator.shows("mixed", display="5 ft 8.9 in")
    calculator.write("90 min to h")
    calculator.type("Return")
    calculator.shows("minutes, not min()", display="1.5 h")


def test_money_at_the_days_rates_fetched_once_a_result_is_money(launch, server, tmp_path):
    state = tmp_path / "state" / "calculator-brain"
    state.mkdir(parents=True, mode=0o700)
    (state / "session.json").write_text(json.dumps({"version": 7,
                                                    "ratesAddress": server["address"]}))
    calculator = launch()
    assert not (state / "rates.xml").exists(), "nothing fetched before money is used"
    calculator.write("100 USD to EUR")
    calculator.type("Return")
    # 100 / 1.0523, to 15 digits; the fixture's day, and its age once past a long weekend.
    age = (datetime.date.today() - datetime.date(2026, 11, 27)).days
    calculator.shows("fetched", display="95.0299344293452 EUR",
                     notice="At the European Central Bank's rates of 2026-11-27"
                     + (f", {age} days old" if age > 4 else ""))
    assert wait_until(lambda: (state / "rates.xml").exists()
                      and (state / "rates.xml").read_bytes() == FIXTURE)
    calculator.write("12 EUR/h * 8 h to USD")
    calculator.type("Return")
    calculator.shows("used", display="101.0208 USD", description="(12 EUR/h × 8 h) → USD =")
