"""Issue 14 in the real window: RPN's stack, each level's value and formula, the stack keys."""

import subprocess

from calculator import wait_until, xdotool


def levels(calculator):
    """The accessible names of the stack's rows, level 1 first."""
    calculator.refresh()
    return [row.name for row in calculator.levels]


def test_each_level_shows_its_value_and_formula_and_is_spoken(calculator):
    calculator.type("ctrl+r")
    calculator.write("3 5 + 2 sqrt")  # the command line, as the HP 48's
    calculator.type("Return")
    calculator.shows(stack=[("1.4142135623731", "√(2)"), ("8", "3 + 5")])
    assert levels(calculator) == ["level 1: 1.4142135623731, square root of (2)",
                                  "level 2: 8, 3 plus 5"]
    calculator.type("4")
    calculator.shows("what the line holds is on the stack as one types", line="4",
                     stack=[("4", "4"), ("1.4142135623731", "√(2)"), ("8", "3 + 5")])


def test_an_error_on_one_level_leaves_the_others_their_values(calculator):
    calculator.type("ctrl+r")
    calculator.write("7 1 0 /")
    calculator.type("Return")
    calculator.shows(stack=[("Division by zero", "1 ÷ 0"), ("7", "7")])


def test_stack_keys_by_mouse(calculator):
    calculator.type("ctrl+r 1 Return 2 Return 3 Return")
    calculator.shows(stack=[("3", "3"), ("2", "2"), ("1", "1")])
    calculator.click("swap x and y")
    calculator.shows("x⇄y", stack=[("2", "2"), ("3", "3"), ("1", "1")])
    calculator.click("roll down")
    calculator.shows("R↓: level 1 goes to the top", stack=[("3", "3"), ("1", "1"), ("2", "2")])
    calculator.click("drop")
    calculator.shows(stack=[("1", "1"), ("2", "2")])
    calculator.click("plus", "last x")
    calculator.shows("LASTx pushes the last operand", stack=[("1", "1"), ("3", "2 + 1")])


def test_stack_keys_by_keyboard_undo_and_redo(calculator):
    calculator.type("ctrl+r 6 Return 2 Return")
    calculator.type("alt+shift+x")
    calculator.shows(stack=[("6", "6"), ("2", "2")])
    calculator.type("slash Return alt+shift+l")
    calculator.shows(stack=[("6", "6"), ("0.333333333333333", "2 ÷ 6")])
    calculator.type("alt+shift+r")
    calculator.shows(stack=[("0.333333333333333", "2 ÷ 6"), ("6", "6")])
    calculator.type("ctrl+BackSpace")
    calculator.shows(stack=[("6", "6")])
    calculator.type("ctrl+z")
    calculator.shows("undo brings the dropped level back",
                     stack=[("0.333333333333333", "2 ÷ 6"), ("6", "6")])
    calculator.type("ctrl+shift+z")
    calculator.shows(stack=[("6", "6")])


def test_stack_keys_explain_what_they_need(calculator):
    calculator.type("ctrl+r alt+shift+x")
    calculator.shows(notice="x⇄y needs two levels on the stack", stack=[])
    calculator.type("ctrl+BackSpace")
    calculator.shows(notice="The stack is empty")
    calculator.type("ctrl+shift+a alt+shift+x")
    calculator.shows(notice="The stack keys work in RPN notation (Ctrl+R)")


def test_a_clicked_level_is_pushed_and_its_menu_copies_the_value(calculator):
    calculator.type("ctrl+r 2 Return")
    calculator.write("3 * 10")
    calculator.type("Return")
    calculator.shows(stack=[("10", "10"), ("6", "2 × 3")])
    calculator.refresh()
    level_2 = calculator.levels[1]
    calculator.click_accessible(level_2)
    calculator.shows("a click pushes a copy of the level",
                     stack=[("6", "6"), ("10", "10"), ("6", "2 × 3")])
    x, y, width, height = calculator.rectangle(calculator.levels[0])
    xdotool("mousemove", x + width // 2, y + height // 2, "click", 3)
    item = wait_until(lambda: calculator.find("menu item", "Copy Value"))
    assert item is not None, "the level's context menu opened"
    item.queryAction().doAction(0)

    def clipboard():
        return subprocess.run(["xclip", "-selection", "clipboard", "-o"],
                              capture_output=True, text=True).stdout

    assert wait_until(lambda: clipboard() == "6"), clipboard()


def test_the_stack_survives_a_visit_to_algebraic(calculator):
    calculator.type("ctrl+r")
    calculator.write("4 9 sqrt")
    calculator.type("Return")
    calculator.shows(stack=[("3", "√(9)"), ("4", "4")])
    calculator.click("Algebraic")
    calculator.shows(stack=[], display="0")
    calculator.click("RPN")
    calculator.shows(stack=[("3", "√(9)"), ("4", "4")])
    calculator.refresh()
    assert "last x" in calculator.buttons, "the stack keys are back with the stack"
