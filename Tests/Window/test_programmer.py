"""Programmer mode in the real window: the mode switch, the word's keys, a wrap notice and
the bit grid, by keyboard and by mouse."""

import pyatspi

from calculator import wait_until


def base_lines(calculator):
    """The value in each base as the lines under the display show it."""
    names = ("hexadecimal", "decimal", "octal", "binary")
    return {node.description: calculator.label_text(node) for node in calculator.accessibles()
            if node.getRoleName() == "label" and node.description in names}


def is_sensitive(button):
    return button.getState().contains(pyatspi.STATE_SENSITIVE)


def test_the_mode_switch_changes_the_keypad_and_carries_the_value(calculator):
    calculator.type("7 slash 2 Return ctrl+p")
    calculator.shows(display="3", notice="Not a whole number: truncated toward zero")
    assert wait_until(lambda: calculator.refresh() or "and" in calculator.buttons)
    assert "sine" not in calculator.buttons and "decimal point" not in calculator.buttons
    assert {"A", "F", "and", "shift left", "rotate right", "word size: 64 bits"} <= calculator.buttons.keys()
    # Angles and the graph belong to real numbers.
    assert "Graph" not in calculator.buttons and "angle unit: radians" not in calculator.buttons
    # Decimal is the base: A to F cannot be typed, their keys say so.
    assert not is_sensitive(calculator.buttons["A"]) and is_sensitive(calculator.buttons["9"])
    assert base_lines(calculator) == {"hexadecimal": "3", "decimal": "3", "octal": "3",
                                      "binary": "11"}
    calculator.type("ctrl+s")
    calculator.shows(display="3", description="3 =")
    assert wait_until(lambda: calculator.refresh() and "sine" in calculator.buttons)
    assert "and" not in calculator.buttons


def test_a_result_that_wraps_says_so(calculator):
    # 64 bits, then 8 and 16; unsigned; hexadecimal.
    calculator.type("ctrl+p alt+w alt+w alt+u alt+h f f f f plus 1 Return")
    calculator.shows(display="0", description="FFFF + 1 =",
                     notice="Wrapped: the result does not fit in 16 bits")
    calculator.refresh()
    assert "word size: 16 bits" in calculator.buttons and "unsigned" in calculator.buttons
    assert "16-bit" in [calculator.label_text(node) for node in calculator.accessibles()
                        if node.getRoleName() == "label"]


def test_the_bit_grid_toggles_bits_by_mouse_and_keyboard(calculator):
    calculator.type("ctrl+p alt+w 5")  # 8 bits, signed
    calculator.shows(display="5")
    calculator.refresh()
    bits = [name for name in calculator.buttons if name.startswith("bit ")]
    assert len(bits) == 8, "the word's bits only"
    assert "bit 0, 1" in bits and "bit 2, 1" in bits and "bit 7, 0" in bits
    calculator.click("bit 7, 0")
    calculator.shows(display="-123")
    assert base_lines(calculator)["binary"] == "1000 0101"
    # Keyboard: Tab reaches the bits (highest first), Space presses one, an arrow moves on.
    assert calculator.tab_to("push button", "bit 7, 1")
    calculator.type("space")
    calculator.shows(display="5")
    calculator.type("Right space")
    calculator.shows(display="69")
    assert base_lines(calculator)["binary"] == "100 0101"


def test_a_session_left_in_programmer_mode_comes_back_in_it(launch):
    first = launch()
    first.type("ctrl+p alt+h f f")
    first.shows(display="FF")
    first.close()
    again = launch()
    again.shows(display="FF")
    assert wait_until(lambda: again.refresh() or "and" in again.buttons)
    assert base_lines(again) == {"hexadecimal": "FF", "decimal": "255", "octal": "377",
                                 "binary": "1111 1111"}


def test_the_keypad_has_no_holes_and_binary_is_grouped(calculator):
    """Issue 42, item 16: empty cells beside 3 and 0; 64 binary digits in one run."""
    calculator.resize(440, 860)
    calculator.type("ctrl+p alt+b")
    assert wait_until(lambda: calculator.refresh() and "and" in calculator.buttons)
    one, two, three, zero, plus, minus, equals = (
        calculator.rectangle(calculator.buttons[name])
        for name in ("1", "2", "3", "0", "plus", "minus", "equals"))
    assert zero[0] == one[0] and zero[0] + zero[2] == three[0] + three[2], "0 spans 1 to 3"
    assert equals[1] == minus[1] and equals[1] + equals[3] == plus[1] + plus[3], "= two rows"
    assert equals[0] > minus[0] + minus[2] and equals[2] > 2 * two[2], "= two columns"
    calculator.type(" ".join("1" * 13))
    calculator.shows(display="1 1111 1111 1111")
    window = calculator.window_rectangle()
    calculator.type(" ".join("1" * 51))
    calculator.shows(display=" ".join(["1111"] * 16))
    assert calculator.window_rectangle() == window, "64 binary digits do not widen the window"
