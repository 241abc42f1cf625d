"""Issue 45 in the real window: i by key and by button, complex values on the display and the
stack, and the "Complex numbers" choice of the session."""

import json

from calculator import put_on_clipboard, wait_until


def test_one_plus_i_squared_is_two_i(calculator):
    # j is i (the engineers' letter); Alt+Q squares the result.
    calculator.write("1+j")
    calculator.type("Return")
    calculator.shows(display="1 + i", description="1 + i =")
    calculator.type("alt+q")
    calculator.shows(display="2i", description="(1 + i)² =")


def test_i_and_conj_are_second_functions_by_button(calculator):
    calculator.click("second functions: off")
    assert wait_until(lambda: calculator.refresh() and "imaginary unit" in calculator.buttons), \
        "2nd shows i in π's place"
    calculator.click("3", "times", "imaginary unit", "plus", "4", "equals")
    calculator.shows(display="4 + 3i", description="3i + 4 =")
    calculator.click("complex conjugate")
    calculator.shows(display="4 − 3i", description="conj(3i + 4) =")


def test_a_negative_square_root_on_the_stack(calculator):
    calculator.type("ctrl+r")
    calculator.write("-4 sqrt 3 +")
    calculator.type("Return")
    calculator.shows(display="3 + 2i", stack=[("3 + 2i", "√(-4) + 3")])
    put_on_clipboard("(2,3)")
    calculator.type("ctrl+v")
    calculator.shows(stack=[("2 + 3i", "2 + 3i"), ("3 + 2i", "√(-4) + 3")])
    calculator.type("asterisk Return")
    calculator.shows(display="13i", stack=[("13i", "(√(-4) + 3) × (2 + 3i)")])


def test_real_results_only_and_polar_form_from_the_session(launch, tmp_path):
    folder = tmp_path / "state" / "calculator-brain"
    folder.mkdir(parents=True)
    (folder / "session.json").write_text(json.dumps({"version": 5, "complexNumbers": "realOnly"}))
    calculator = launch()
    calculator.write("sqrt(-4)")
    calculator.type("Return")
    calculator.shows(display="Square root of a negative number")
    calculator.close()
    (folder / "session.json").write_text(json.dumps({"version": 5, "complexNumbers": "polar",
                                                     "angleUnit": "degrees"}))
    calculator = launch()
    calculator.write("1+j")
    calculator.type("Return")
    calculator.shows(display="1.4142135623731∠45")
