"""The unit converter in the real window: it follows the display, converts what is typed in
either field, sends its result to the display as a step (undo takes it back), swaps its units
and reflows between wide and tall."""

import json

import pyatspi

from calculator import wait_until, xdotool


def fields(calculator):
    """The text of the converter's two fields: (value to convert, converted value)."""
    found = {node.name: node for node in calculator.accessibles()
             if node.getRoleName() == "text" and node.name in ("value to convert", "converted value")}
    return tuple(calculator.label_text(found[name]) if name in found else None
                 for name in ("value to convert", "converted value"))


def shows_fields(calculator, expected):
    assert wait_until(lambda: fields(calculator) == expected, timeout=5), fields(calculator)


def type_into(calculator, name, keys):
    field = next(node for node in calculator.accessibles()
                 if node.getRoleName() == "text" and node.name == name)
    calculator.click_accessible(field)
    calculator.type("End " + "BackSpace " * 20 + keys)


def test_it_follows_the_display_and_its_result_becomes_a_step(calculator):
    calculator.type("5 ctrl+u")
    shows_fields(calculator, ("5", "8.04672"))  # 5 × 1.609344, miles to kilometres
    calculator.type("2")  # the keypad still types while no field has the focus
    calculator.shows(display="52")
    shows_fields(calculator, ("52", "83.685888"))
    type_into(calculator, "value to convert", "1 0")
    shows_fields(calculator, ("10", "16.09344"))
    calculator.shows(display="52")  # what is typed in the field stays there
    calculator.refresh()
    calculator.click("use the converted value")
    calculator.shows(display="16.09344 km", description="10 mi → km =")
    calculator.type("ctrl+z")
    calculator.shows(display="10")


def test_the_converted_field_converts_back_and_swap_turns_the_units_around(calculator):
    calculator.type("ctrl+u")
    shows_fields(calculator, ("0", "0"))
    type_into(calculator, "converted value", "1")
    shows_fields(calculator, ("0.621371192237334", "1"))  # 1 / 1.609344, to 15 digits
    calculator.refresh()
    calculator.click("swap the units")
    # km to mi now, and the values change sides with them.
    shows_fields(calculator, ("1", "0.621371192237334"))
    type_into(calculator, "value to convert", "x")
    shows_fields(calculator, ("x", ""))
    calculator.click("use the converted value")
    calculator.shows(display="0", notice="Cannot paste: that is not a number")


def test_a_temperature_from_the_session_and_the_reflow(launch, tmp_path):
    state = tmp_path / "state" / "calculator-brain"
    state.mkdir(parents=True, mode=0o700)
    (state / "session.json").write_text(json.dumps(
        {"version": 3, "showsConverter": True, "converterUnits": "°F → °C"}))
    calculator = launch()
    calculator.type("9 8 period 6")
    shows_fields(calculator, ("98.6", "37"))  # (98.6 + 459.67) × 5/9 − 273.15, exactly

    def rows():
        tops = {node.name: calculator.rectangle(node)[1] for node in calculator.accessibles()
                if node.name in ("value to convert", "converted value")}
        return tops.get("value to convert"), tops.get("converted value")

    calculator.resize(1180, 560)
    assert wait_until(lambda: len(set(rows())) == 1), f"wide: one row, {rows()}"
    calculator.resize(440, 760)
    assert wait_until(lambda: rows()[0] < rows()[1]), f"tall: one line a side, {rows()}"


def test_a_unit_is_found_by_typing_its_name(calculator):
    calculator.type("1 2 ctrl+u")
    shows_fields(calculator, ("12", "19.312128"))
    choice = next(node for node in calculator.accessibles() if node.name == "unit to convert to")
    calculator.click_accessible(choice)
    xdotool("key", "--delay", "25", "y", "a", "r", "Return")  # the search finds "yard (yd)"
    shows_fields(calculator, ("12", "21120"))  # 12 × 1760


def test_a_field_keeps_its_editing_shortcuts_and_esc_returns_to_the_keypad(calculator):
    """Issue 42, item 13: Ctrl+A in the field switched to algebraic notation (here: the
    notation stays RPN, and the text is selected), and Esc left the focus in the field."""
    calculator.type("ctrl+r 5 ctrl+u")
    shows_fields(calculator, ("5", "8.04672"))
    field = next(node for node in calculator.accessibles()
                 if node.getRoleName() == "text" and node.name == "value to convert")
    calculator.click_accessible(field)
    calculator.type("ctrl+a 7")
    shows_fields(calculator, ("7", "11.265408"))  # Ctrl+A selected "5", and 7 replaced it
    calculator.refresh()
    assert calculator.buttons["RPN"].getState().contains(pyatspi.STATE_PRESSED)
    calculator.type("Escape")
    assert wait_until(lambda: calculator.focused() == ("push button", "enter"))  # RPN's =
    calculator.type("ctrl+shift+a")  # the app's shortcut for algebraic, again
    assert wait_until(lambda: calculator.buttons["Algebraic"].getState().contains(pyatspi.STATE_PRESSED))


def test_swapping_keeps_the_quantity_when_the_field_follows_the_display(calculator):
    """Issue 42, item 15: 5 mi → km, ⇄ showed 5 km = 3.1 mi; the help says the values swap."""
    calculator.type("5 ctrl+u")
    shows_fields(calculator, ("5", "8.04672"))
    calculator.refresh()
    calculator.click("swap the units")
    shows_fields(calculator, ("8.04672", "5"))
    calculator.click("use the converted value")
    calculator.shows(display="5 mi", description="8.04672 km → mi =")


def test_a_unit_is_found_by_any_word_or_its_symbol(launch, tmp_path):
    """Issue 42, item 14: `Fahrenheit`, `cel` and `F` found nothing in the temperatures."""
    folder = tmp_path / "state" / "calculator-brain"
    folder.mkdir(parents=True)
    (folder / "session.json").write_text(json.dumps({"version": 3, "converterUnits": "°C → K"}))
    calculator = launch()
    calculator.type("1 0 0 ctrl+u")
    shows_fields(calculator, ("100", "373.15"))
    for query, converted in (("Fahrenheit", "212"), ("cel", "100"), ("F", "212")):
        choice = next(node for node in calculator.accessibles() if node.name == "unit to convert to")
        calculator.click_accessible(choice)
        xdotool("key", "--delay", "25", *(query), "Return")
        shows_fields(calculator, ("100", converted))
