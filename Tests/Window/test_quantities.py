"""Issue 58: quantities typed as a person types them, units and all, into a fresh window; the
display shows each result with its units, read back through AT-SPI."""

from calculator import saved_session, wait_until


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
