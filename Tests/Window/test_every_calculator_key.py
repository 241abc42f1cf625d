"""Percent, exponent entry, parentheses, pasted expressions and the order of operations in the
real window, by keyboard and by mouse."""

from calculator import put_on_clipboard, wait_until


def click_named(calculator, *names):
    """Clicks buttons by name, looking each up afresh (the ( key's name counts what is open)."""
    for name in names:
        button = wait_until(lambda: calculator.find("push button", name))
        assert button, name
        calculator.click_accessible(button)


def test_percent_by_keyboard_and_by_mouse(calculator):
    calculator.type("1 0 0 plus 2 0 percent")
    calculator.shows(display="20", description="100 + 20% …")
    calculator.type("Return")
    calculator.shows(display="120", description="100 + 20% =")
    calculator.click("clear", "2", "0", "0", "times", "1", "5", "percent", "equals")
    calculator.shows(display="30", description="200 × 15% =")


def test_exponent_entry_by_keyboard_and_by_mouse(calculator):
    calculator.type("1 period 5 E 3 n")
    calculator.shows(display="1.5e-3")
    calculator.type("asterisk 2 Return")
    calculator.shows(display="0.003", description="0.0015 × 2 =")
    # e typed inside a number starts its exponent; outside one it is Euler's number.
    calculator.type("Escape 2 e 3 Return")
    calculator.shows(display="2000", description="2000 =")
    calculator.click("clear", "4", "exponent", "2", "plus", "1", "equals")
    calculator.shows(display="401", description="400 + 1 =")


def test_parentheses_by_keyboard_count_what_is_open(calculator):
    calculator.type("2 asterisk parenleft 3 plus parenleft 4 minus 1")
    calculator.shows(description="2 × (3 + (4 − …")
    assert wait_until(lambda: calculator.find("push button", "open parenthesis, 2 open"))
    calculator.type("parenright parenright Return")
    calculator.shows(display="12", description="2 × (3 + 4 − 1) =")
    assert wait_until(lambda: calculator.find("push button", "open parenthesis"))


def test_parentheses_by_mouse(calculator):
    click_named(calculator, "3", "times", "open parenthesis", "1", "plus", "4",
                "close parenthesis", "equals")
    calculator.shows(display="15", description="3 × (1 + 4) =")


def test_a_pasted_expression_means_what_it_says(calculator):
    put_on_clipboard("12.5 + 7.25 × 2")
    calculator.type("ctrl+v")
    calculator.shows(display="27", description="12.5 + 7.25 × 2 =")
    put_on_clipboard("sqrt(16)+")
    calculator.type("ctrl+v")
    calculator.shows(display="27", notice="Not an expression: it ends before it is complete")


def test_the_order_of_operations_is_chosen_in_the_menu_and_remembered(launch):
    calculator = launch()
    calculator.type("1 2 period 5 plus 7 period 2 5 asterisk 2 Return")
    calculator.shows(display="39.5", description="(12.5 + 7.25) × 2 =")
    calculator.click("main menu")
    item = wait_until(lambda: calculator.find("menu item", "Multiplication Before Addition"))
    assert item, "the main menu offers the order of operations"
    item.queryAction().doAction(0)  # a popover is its own surface: no window coordinates
    calculator.shows(display="27", description="12.5 + 7.25 × 2 =")
    calculator.type("ctrl+q")
    assert calculator.wait_for_exit() == 0
    again = launch()
    again.shows(display="27", description="12.5 + 7.25 × 2 =")
