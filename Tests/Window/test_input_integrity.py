"""Issue 66 in the real window: nothing a person enters is lost or read as something else, at
any speed. Keys come 25 ms apart, as the issue measured them; typing and clicks are mixed."""

import pytest

from calculator import put_on_clipboard, wait_until


def test_keys_typed_in_a_burst_are_applied_in_the_order_they_came(calculator):
    # Each Return closes its line at once, before its result: the next digit never goes
    # into the line just kept, and Enter never finds it empty.
    calculator.type("ctrl+r 1 Return 2 Return 3 Return 4 Return 5 Return 6 Return")
    calculator.shows(stack=[("6", "6"), ("5", "5"), ("4", "4"), ("3", "3"), ("2", "2"),
                            ("1", "1")], line=None)
    calculator.type("ctrl+BackSpace 1 2 Return 3 4 Return")
    calculator.shows(stack=[("34", "34"), ("12", "12"), ("5", "5"), ("4", "4"), ("3", "3"),
                            ("2", "2"), ("1", "1")])


def test_an_operator_typed_after_a_result_goes_on_from_it_minus_too(calculator):
    calculator.type("1 2 plus 3 4 Return minus 1 0 Return")
    calculator.shows("as on every calculator", display="36", description="12 + 34 − 10 =",
                     line=None)
    calculator.type("asterisk 2 Return")
    calculator.shows(display="72", description="(12 + 34 − 10) × 2 =", line=None)
    calculator.write("(-5)")
    calculator.type("Return")
    calculator.shows("a negative number starts with its parenthesis", display="-5",
                     description="-5 =")


def test_a_function_key_after_a_typed_number_applies_to_it(calculator):
    calculator.click("angle unit: radians")  # to degrees
    calculator.type("9 0")
    calculator.click("sine")
    calculator.shows(line="sin(90)", display="1")
    calculator.type("Return")
    calculator.shows(display="1", description="sin(90) =", line=None)
    calculator.type("4")
    calculator.click("square root")
    calculator.type("minus 2 Return")
    calculator.shows("√ applies to the 4 typed", display="0", description="√(4) − 2 =")
    calculator.type("1 0 alt+n")  # ± by its shortcut, then x² clicked
    calculator.shows(line="(-10)")
    calculator.click("square")
    calculator.type("Return")
    calculator.shows("± changes the number's sign", display="100", description="(-10)² =")
    calculator.type("3 0 alt+s asciicircum 4 Return")
    calculator.shows(display="0.0625", description="sin(30) ^ 4 =")


@pytest.mark.parametrize("keys, display", [
    ("2 alt+shift+e 3 Return", "2000"), ("2 alt+shift+e Return", "2")])
def test_the_exponent_key_types_an_exponent_never_e(calculator, keys, display):
    calculator.type(keys)
    calculator.shows(display=display, line=None)


def test_a_german_user_types_and_reads_decimal_commas(launch):
    """Issue 66, items 8 and 9: where `,` is the decimal point, numbers are shown with it, and
    `1.200` pasted is twelve hundred."""
    calculator = launch({"LC_ALL": "de_DE.UTF-8"}, language="de")
    calculator.write("2,5*2")
    calculator.type("Return")
    calculator.shows(display="5", description="2,5 × 2 =")
    calculator.write("1/4")
    calculator.type("Return")
    calculator.shows(display="0,25", description="1 ÷ 4 =")
    calculator.type("Escape 7 comma 5")
    calculator.shows("the keypad's decimal key types a comma", line="7,5", display="7,5")
    calculator.type("Escape")
    put_on_clipboard("1.200")
    calculator.type("ctrl+v")
    calculator.shows(display="1200")


def test_esc_leaves_the_line_and_undo_brings_it_back(calculator):
    """Issue 66, item 26: Esc threw a typed line away for good."""
    calculator.write("12*(3+4")
    calculator.type("Escape")
    calculator.shows(line=None)
    calculator.type("ctrl+z")
    calculator.shows("the line, as it was", line="12*(3+4")
    calculator.write(")")
    calculator.type("Return")
    calculator.shows(display="84", description="12 × (3 + 4) =", line=None)


def test_after_a_refused_return_typing_puts_the_line_right(calculator):
    calculator.write("2+(3*")
    calculator.type("Return")
    calculator.shows("refused: the line stays to be put right", line="2+(3*")
    calculator.write("4)")
    calculator.type("Return")
    calculator.shows(display="14", description="2 + 3 × 4 =", line=None)


def test_times_written_as_an_x_between_spaces(calculator):
    calculator.write("2 x 3")
    calculator.type("Return")
    calculator.shows(display="6", description="2 × 3 =", line=None)


def test_the_money_and_data_shortcuts_put_the_focus_in_their_pane(calculator):
    """Issue 66, item 26: Ctrl+M and Ctrl+T left the focus on the keypad."""
    calculator.type("ctrl+m")
    assert wait_until(lambda: calculator.focused() == ("text", "number of payments")), \
        calculator.focused()
    calculator.type("Escape 5 ctrl+Return")
    calculator.type("ctrl+m ctrl+t")
    assert wait_until(lambda: calculator.focused() == ("text", "x of row 1")), \
        calculator.focused()


def test_rpn_levels_carry_their_units(calculator):
    """Issue 66, item 4: `5ft ↩ 3in ↩ +` showed 8."""
    calculator.type("ctrl+r")
    calculator.write("5ft")
    calculator.type("Return")
    calculator.write("3in")
    calculator.type("Return")
    calculator.click("plus")
    calculator.shows(stack=[("5.25 ft", "5 ft + 3 in")])
    calculator.write("2s +")  # the command line, as the HP 48's
    calculator.type("Return")
    calculator.shows("refused in words", stack=[("Cannot add a length and a time",
                                                 "5 ft + 3 in + 2 s")])


def test_a_long_paste_is_read_whole_or_refused_whole(calculator):
    """Issue 66, item 19: the field cut a paste at 65 534 characters without a word."""
    put_on_clipboard("+".join(["1"] * 50000))  # 99 999 characters
    calculator.type("ctrl+v")
    calculator.shows("read whole, on the calculator", display="50000", line=None)
    calculator.write("2+")
    put_on_clipboard("+".join(["1"] * 300))
    calculator.type("ctrl+v")  # the field's own paste: the focus is in the line
    calculator.shows("refused whole, the line as it was", line="2+", notice=(
        "The line holds 500 characters at most: paste a longer calculation on the calculator, "
        "which reads it whole"))
    calculator.write("3")
    calculator.type("Return")
    calculator.shows(display="5", line=None)
