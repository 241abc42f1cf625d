"""Issue 54: what is typed is read as written into an expression line that can be edited, with
the value as one types. Real key presses into a fresh window, read back through AT-SPI."""

import pytest

from calculator import put_on_clipboard, saved_session, wait_until

# The table: typed as a person types it, then Return.
TYPED = [
    ("sqrt(-4)", "2i", "√(-4) ="),
    ("2*pi*5", "31.4159265358979", "2 × π × 5 ="),
    ("2+3i", "2 + 3i", "2 + 3i ="),
    ("sin(1)^2+cos(1)^2-1", "0", "sin(1) ^ 2 + cos(1) ^ 2 − 1 ="),
    ("asin(2)", "1.5707963267949 − 1.31695789692482i", "asin(2) ="),
    ("log(100)", "2", "log(100) ="),
    ("sqrt(9)", "3", "√(9) ="),
    ("abs(-3)", "3", "abs(-3) ="),
    ("3x4", "12", "3 × 4 ="),
    ("2+3*4", "14", "2 + 3 × 4 ="),
]


def test_each_typed_row_of_the_table_is_read_as_written(calculator, tmp_path):
    for text, display, description in TYPED:
        calculator.write(text)
        calculator.type("Return")
        calculator.shows(text, display=display, description=description, line=None)
    history = wait_until(lambda: len(saved_session(tmp_path / "state").get("history", []))
                         == len(TYPED) and saved_session(tmp_path / "state")["history"])
    assert [row["description"] for row in history] == [d.removesuffix(" =") for _, _, d in TYPED], \
        "one row a calculation, none for the letters"


def test_space_types_a_space_and_changes_no_setting(calculator):
    calculator.type("space")
    calculator.write("sin(1)")
    calculator.type("Return")
    calculator.shows("radians", display="0.841470984807897", description="sin(1) =")
    assert calculator.find("push button", "angle unit: radians") is not None


def test_a_sum_is_typed_edited_in_the_middle_and_kept(calculator):
    calculator.type("1 2 plus 3 4")
    calculator.shows("as one types", line="12+34", display="46")
    calculator.type("Return")
    calculator.shows("kept", display="46", description="12 + 34 =", line=None)
    calculator.type("Home Right Delete")
    calculator.shows("while editing", line="1 + 34", display="35")
    calculator.type("Return")
    calculator.shows("kept again", display="35", description="1 + 34 =", line=None)
    calculator.type("ctrl+a")
    calculator.write("2+3*4")
    calculator.type("Return")
    calculator.shows("precedence", display="14", description="2 + 3 × 4 =")
    calculator.type("ctrl+a")
    calculator.write("2+*3")
    calculator.type("Return")
    calculator.shows("refused", line="2+*3",
                     notice="Not an expression: “*” at character 3 is out of place")
    assert calculator.line_cursor() == 2, "the cursor where the reader stopped"
    calculator.type("End BackSpace BackSpace 3 Return")
    calculator.shows("put right", display="5", description="2 + 3 =", line=None)


def test_up_brings_back_earlier_calculations_to_edit(calculator):
    for text in ("2*21", "10-4"):
        calculator.write(text)
        calculator.type("Return")
    calculator.type("Up")
    calculator.shows("the last", line="10 − 4")
    calculator.type("Up")
    calculator.shows("the one before", line="2 × 21")
    calculator.type("End BackSpace BackSpace")
    calculator.write("20")
    calculator.type("Return")
    calculator.shows("edited", display="40", description="2 × 20 =")


def test_a_history_rows_calculation_is_edited_in_the_line(calculator):
    calculator.write("6*7")
    calculator.type("Return ctrl+h")
    edit = wait_until(lambda: calculator.find("push button", "edit this calculation"))
    calculator.click_accessible(edit)
    calculator.shows("in the line", line="6 × 7")
    calculator.type("BackSpace")
    calculator.write("8")
    calculator.type("Return")
    calculator.shows("kept", display="48", description="6 × 8 =")


def test_undo_after_return_brings_back_the_calculation_before_and_esc_changes_nothing(
        calculator):
    for text in ("2*3", "10-4"):
        calculator.write(text)
        calculator.type("Return")
    calculator.type("ctrl+z")
    calculator.shows("undone", display="6", description="2 × 3 =")
    calculator.write("7+8")
    calculator.type("BackSpace")
    calculator.shows("typing", line="7+", display="Incomplete")
    calculator.type("ctrl+z")
    calculator.shows("the field's own undo", line="7+8", display="15")
    calculator.type("Escape")
    calculator.shows("left", display="6", description="2 × 3 =", line=None)


def test_a_failed_paste_is_put_right_in_place(calculator):
    put_on_clipboard("2+*3")
    calculator.type("ctrl+v")
    calculator.shows("pasted", line="2+*3",
                     notice="Not an expression: “*” at character 3 is out of place")
    calculator.type("Delete Return")
    calculator.shows("put right", display="5", description="2 + 3 =")


def test_a_clicked_key_types_its_text_while_the_line_holds_text(calculator):
    calculator.write("2+")
    calculator.click("square root", "9")
    calculator.shows("clicked in", line="2+√(9", display="5")
    calculator.type("Return")
    calculator.shows("kept", display="5", description="2 + √(9) =")
    calculator.click("3", "plus", "4", "equals")
    calculator.shows("keys as ever", display="7", description="3 + 4 =", line=None)


def test_rpns_command_line_and_level_one_edited(calculator):
    calculator.type("ctrl+r")
    calculator.write("3 4 + sqrt")
    calculator.type("Return")
    assert wait_until(lambda: calculator.stack()[:1] == [("2.64575131106459", "√(3 + 4)")])
    calculator.type("Home")
    calculator.shows("level 1's formula", line="√(3 + 4)")
    calculator.type("End Left BackSpace")
    calculator.write("6")
    calculator.type("Return")
    assert wait_until(lambda: calculator.stack() == [("3", "√(3 + 6)")])


def test_programmer_mode_reads_the_words_base(calculator):
    calculator.type("ctrl+p alt+h")
    calculator.write("ff+1")
    calculator.type("Return")
    calculator.shows("hexadecimal", display="100")
    calculator.write("sin(1)")
    calculator.type("Return")
    calculator.shows("refused", line="sin(1)",
                     notice="Not an expression: “sin” works in scientific mode")


@pytest.mark.parametrize("shape", [(900, 480), (360, 640)])
def test_the_line_survives_resizing_and_a_restart(launch, shape):
    first = launch()
    first.write("40+2")
    first.shows("typed", line="40+2", display="42")
    first.resize(*shape)
    first.shows("resized", line="40+2", display="42")
    first.type("ctrl+q")
    assert first.wait_for_exit() == 0
    second = launch()
    second.shows("restarted", line="40+2", display="42")
    second.type("Return")
    second.shows("kept", display="42", description="40 + 2 =")
