"""Issue 25 in the real window: the second functions' key and the new functions, by key and
by button."""

from calculator import wait_until


def test_2nd_puts_the_second_functions_in_the_function_keys_places(calculator):
    calculator.click("second functions: off")
    assert wait_until(lambda: calculator.refresh() and "arcsine" in calculator.buttons), \
        "2nd shows the inverses"
    assert "sine" not in calculator.buttons and "second functions: on" in calculator.buttons
    assert len(calculator.keypad_rectangles()) == 48, "the keypad keeps its size"
    calculator.click("1", "arcsine")
    calculator.shows(display="1.5707963267949", description="asin(1) =")
    calculator.click("clear", "2", "7", "cube root")
    calculator.shows(display="3", description="∛(27) =")
    # It stays on until pressed again (Ctrl+2 presses it), and is recorded nowhere: undo
    # takes back the cube root, not the key.
    calculator.type("ctrl+2")
    assert wait_until(lambda: calculator.refresh() and "sine" in calculator.buttons), \
        "2nd again shows the first functions"
    calculator.type("ctrl+z")
    calculator.shows(display="27")


def test_the_new_functions_by_their_shortcuts(calculator):
    # A number typed and kept, then the key's shortcut on it, as on a pocket calculator.
    for typed, keys, display, description in [
        ("100", "alt+k 5 0 Return", "100891344545564193334812497256", "100 nCr 50 ="),
        ("7", "ctrl+percent minus 3 Return", "-2", "7 mod -3 ="),
        ("0", "ctrl+alt+c", "1", "cosh(0) ="),
        ("1024", "alt+b", "10", "log₂(1024) ="),
        ("3", "alt+shift+g", "1000", "10^3 ="),
        ("(-2.5)", "alt+bracketleft", "-3", "floor(-2.5) ="),  # a minus first goes on
        ("1", "ctrl+alt+s", "1.1752011936438", "sinh(1) ="),
    ]:
        calculator.write(typed)
        calculator.type("Return " + keys)
        calculator.shows(keys, display=display, description=description)


def test_a_count_of_a_fraction_is_an_error_in_words(calculator):
    calculator.write("2.5 nCr 2")
    calculator.type("Return")
    calculator.shows(display="Needs whole numbers that are not negative",
                     description="2.5 nCr 2 =")
