"""Everything reachable and usable from the keyboard, whatever the state of Caps Lock and
NumLock, as in GNOME Calculator."""

import subprocess

import pyatspi

from calculator import wait_until, xdotool

KEYPAD_IN_READING_ORDER = [
    "second functions: off", "sine", "cosine", "tangent", "natural logarithm", "common logarithm",
    "pi", "hyperbolic sine", "hyperbolic cosine", "hyperbolic tangent", "binary logarithm",
    "factorial",
    "Euler's number", "square", "square root", "to the power of", "absolute value", "round",
    "change sign", "reciprocal", "modulo", "random number", "variable x", "variable y",
    "7", "8", "9", "divided by", "open parenthesis", "clear",
    "4", "5", "6", "times", "close parenthesis", "backspace",
    "1", "2", "3", "minus", "percent", "store to memory",
    "0", "decimal point", "exponent", "plus", "equals", "memory",
]


def tab_ring(calculator, key, presses=120):
    seen = []
    controls = list(calculator.accessibles())  # the same throughout: nothing opens or closes
    for _ in range(presses):
        calculator.type(key)
        seen.append(wait_until(lambda: calculator.focused(among=controls), timeout=2))
    return [name for _, name in seen]


def test_tab_and_shift_tab_reach_every_control_in_reading_order(calculator):
    calculator.type("7 plus 9 Return")
    calculator.shows(display="16")
    forward = tab_ring(calculator, "Tab")
    assert None not in forward, "every Tab press leaves the focus somewhere"
    start = forward.index("Algebraic")
    ring = forward[start:start + 60]
    assert ring == (["Algebraic", "RPN", "main menu", "angle unit: radians", "variables",
                     "Functions", "Graph", "Units", "Money", "Data", "Solve"]
                    + KEYPAD_IN_READING_ORDER + ["undo"])
    # Shift+Tab walks the same ring the other way round, from wherever the focus is.
    backward = tab_ring(calculator, "shift+Tab", presses=len(ring))
    reverse = list(reversed(ring)) * 2
    assert any(reverse[i:i + len(ring)] == backward for i in range(len(ring))), backward


def test_letter_shortcuts_mean_the_same_with_caps_lock_on(calculator):
    xdotool("key", "Caps_Lock")
    try:
        calculator.type("3 0 Return alt+s")
        calculator.shows(display="-0.988031624092862", description="sin(30) =")
        calculator.type("Escape 0 period 5 Return alt+shift+s")
        calculator.shows(display="0.523598775598299", description="asin(0.5) =")
    finally:
        xdotool("key", "Caps_Lock")


def test_the_numeric_keypad_types_digits_with_numlock_off(calculator):
    calculator.type("KP_Home KP_Delete KP_End KP_Add KP_Down KP_Next KP_Enter")
    calculator.shows(display="30.1", description="7.1 + 23 =")


def test_tooltips_tell_shifted_shortcuts_apart(calculator):
    tooltips = {name: calculator.buttons[name].description for name in ("sine", "Euler's number")}
    calculator.click("second functions: off")
    assert wait_until(lambda: calculator.refresh() and "arcsine" in calculator.buttons)
    tooltips |= {name: calculator.buttons[name].description
                 for name in ("arcsine", "e to the power of")}
    assert tooltips == {"sine": "Sine (Alt+S)", "arcsine": "Arcsine (Shift+Alt+S)",
                        "Euler's number": "Euler's number (Alt+E)",
                        "e to the power of": "E to the power of (Ctrl+E)"}


def preferences_window():
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Preferences$"],
                           capture_output=True, text=True)
    return found.stdout.split()


def test_preferences_close_with_escape_and_ctrl_w(calculator):
    for closing_key in ("Escape", "ctrl+w"):
        calculator.type("ctrl+comma")
        window = wait_until(preferences_window)
        assert window, "Ctrl+, opens Preferences"
        geometry = dict(line.split("=") for line in
                        xdotool("getwindowgeometry", "--shell", window[0]).split())
        xdotool("mousemove", int(geometry["X"]) + 20, int(geometry["Y"]) + 20)
        xdotool("key", closing_key)
        assert wait_until(lambda: not preferences_window()), f"{closing_key} closes Preferences"
    calculator.type("5")
    calculator.shows(display="5")


def ring_pixels(calculator, name):
    """How many pixels of a control are the theme's blue selection colour: its focus ring."""
    x, y, width, height = calculator.rectangle(calculator.buttons[name])
    shot = subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}",
                           "png:-"], capture_output=True, check=True).stdout
    count = subprocess.run(["convert", "-", "-fx", "(b-r>0.3)?1:0", "-format", "%[fx:mean*w*h]",
                            "info:"], input=shot, capture_output=True, check=True).stdout
    return float(count)


def test_the_focus_ring_shows_while_navigating_not_while_typing(calculator):
    calculator.tab_to("push button", "variables")  # the control after RAD, then back to RAD
    calculator.type("shift+Tab")
    assert calculator.focused() == ("push button", "angle unit: radians")
    assert wait_until(lambda: ring_pixels(calculator, "angle unit: radians") > 40)
    calculator.type("2 asterisk")  # shifted keys too: GTK shows the ring after those
    calculator.shows(line="2*", display="Incomplete")
    assert wait_until(lambda: ring_pixels(calculator, "angle unit: radians") < 5)
    calculator.type("Escape")  # out of the line; Tab navigates again, with the ring
    assert calculator.tab_to("push button", "angle unit: radians")
    assert wait_until(lambda: ring_pixels(calculator, "angle unit: radians") > 40)


def test_enter_activates_the_focused_control_not_equals(calculator):
    """Issue 42, item 10: Tab to the Graph toggle, Enter acted as `=`."""
    calculator.type("7 plus 8")
    assert calculator.tab_to("push button", "Graph")
    calculator.type("Return")
    assert wait_until(lambda: calculator.find("filler", "graph") is not None), "the graph shows"
    calculator.shows(display="15", line="7+8")
    calculator.type("Escape 2 Return")  # typing hides the ring: Enter is `=` again
    calculator.shows(display="2", description="2 =")


def shortcuts_window(calculator):
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(calculator.process.pid),
                            "--name", "^Keyboard Shortcuts$"], capture_output=True, text=True).stdout.split()
    return found[0] if found else None


def test_the_shortcuts_window_fits_a_small_screen_and_finds_every_row(calculator):
    """Issue 42, item 18: the window was 977 × 3040, taller than any screen. Issue 53 item 24:
    it is titled as GNOME's are (it was "calculator-brain"), which `shortcuts_window` finds."""
    calculator.type("ctrl+question")
    window = wait_until(lambda: shortcuts_window(calculator))
    assert window
    geometry = dict(line.split("=") for line in xdotool("getwindowgeometry", "--shell", window).split())
    assert int(geometry["WIDTH"]) <= 1366 and int(geometry["HEIGHT"]) <= 768, geometry
    # Every row is indexed for the search (the window keeps a copy of each for its results),
    # rows of the first section as well as of the last.
    rows = ("Digits", "Inverse hyperbolic tangent", "Drop", "Quit")
    names = [node.name for node in calculator.accessibles() if node.getRoleName() == "label"]
    assert {row: names.count(row) for row in rows} == {row: 2 for row in rows}
