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
    calculator.write("100+20%")
    calculator.shows(display="120", line="100+20%")
    calculator.type("Return")
    calculator.shows(display="120", description="100 + 20% =")
    calculator.click("clear", "2", "0", "0", "times", "1", "5", "percent", "equals")
    calculator.shows(display="30", description="200 × 15% =")


def test_exponent_entry_by_keyboard_and_by_mouse(calculator):
    calculator.write("1.5e-3")
    calculator.shows(display="0.0015", line="1.5e-3")
    calculator.write("*2")
    calculator.type("Return")
    calculator.shows(display="0.003", description="0.0015 × 2 =")
    # e typed inside a number starts its exponent; outside one it is Euler's number.
    calculator.write("2e3")
    calculator.type("Return")
    calculator.shows(display="2000", description="2000 =")
    calculator.write("2e")
    calculator.type("Return")
    calculator.shows(display="5.43656365691809", description="2 × e =")
    # The key's shortcut starts an exponent on a number typed with the keys.
    calculator.click("clear", "7")
    calculator.type("alt+shift+e 2 Return")
    calculator.shows(display="700", description="700 =")
    calculator.click("clear", "4", "exponent", "2", "plus", "1", "equals")
    calculator.shows(display="401", description="400 + 1 =")


def test_parentheses_by_keyboard_count_what_is_open(calculator):
    calculator.write("2*(3+(4-1")
    calculator.shows(line="2*(3+(4-1", display="12")  # left open, they close at the end
    calculator.write("))")
    calculator.type("Return")
    calculator.shows(display="12", description="2 × (3 + 4 − 1) =")
    click_named(calculator, "2", "times", "open parenthesis", "3", "plus",
                "open parenthesis, 1 open")
    assert wait_until(lambda: calculator.find("push button", "open parenthesis, 2 open"))


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
    calculator.shows(display="Incomplete", line="sqrt(16)+",
                     notice="Not an expression: it ends before it is complete")
    calculator.write("1")
    calculator.type("Return")
    calculator.shows(display="5", description="√(16) + 1 =")


def test_the_order_of_operations_is_chosen_in_the_menu_and_remembered(launch):
    calculator = launch()
    calculator.click("1", "2", "decimal point", "5", "plus", "7", "decimal point", "2", "5",
                     "times", "2", "equals")
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
