"""Issue 24 in the window: the number format chosen in the session is how every number is
written, and a value that cannot be told from 0 is never shown as 0."""

import json
import subprocess

from mpmath import mp, nstr

from calculator import put_on_clipboard, wait_until


def start_with(launch, tmp_path, **settings):
    folder = tmp_path / "state" / "calculator-brain"
    folder.mkdir(parents=True)
    (folder / "session.json").write_text(json.dumps({"version": 3, **settings}))
    return launch()


def test_fractions_and_groups_of_digits(launch, tmp_path):
    calculator = start_with(
        launch, tmp_path, numberStyle="fraction", groupsDigits=True, order="precedence")
    calculator.type("1 slash 3 plus 1 slash 4 Return")
    calculator.shows(display="7/12", description="1 ÷ 3 + 1 ÷ 4 =")
    calculator.type("2 asciicircum 4 0 Return")
    calculator.shows(display="1\u202f099\u202f511\u202f627\u202f776")


def test_engineering_notation(launch, tmp_path):
    calculator = start_with(launch, tmp_path, numberStyle="engineering")
    calculator.type("1 2 3 4 5 period 6 Return")
    calculator.shows(display="12.3456e+03")


def test_a_cancellation_shows_its_digits_and_an_undecidable_zero_its_bound(calculator):
    # (1 + π·10^−40 − 1)·10^40 is π: the digits come back by raising the precision.
    put_on_clipboard("((1+pi*10^-40)-1)*10^40")
    calculator.type("ctrl+v")
    calculator.shows(display="3.14159265358979")
    put_on_clipboard("sin(1)-sin(1)")
    calculator.type("Escape ctrl+v")
    calculator.shows(display="|x| < 1e-19727")


def clipboard():
    return subprocess.run(["xclip", "-selection", "clipboard", "-o"], capture_output=True,
                          text=True).stdout


def test_more_digits_are_computed_on_demand_and_copied(calculator):
    put_on_clipboard("e^pi-pi")
    calculator.type("ctrl+v")
    calculator.shows(display="19.9990999791895")
    with mp.workdps(1100):
        truth = mp.e ** mp.pi - mp.pi
        for digits in (100, 1000):
            calculator.type("ctrl+period")
            assert wait_until(lambda: len(calculator.state()["display"]) == digits + 1)
            assert calculator.state()["display"] == nstr(truth, digits, strip_zeros=False)
    calculator.type("ctrl+c")
    assert wait_until(lambda: clipboard() == nstr(truth, 1000, strip_zeros=False))
    # The next key goes back to the format's digits.
    calculator.type("plus 1 Return")
    calculator.shows(display="20.9990999791895")


def loaded_number_engine(calculator):
    maps = open(f"/proc/{calculator.process.pid}/maps").read()
    return "libflint-arb" in maps, "libflint.so" in maps


def test_the_window_opens_without_the_number_engine(calculator):
    # Issue 28: FLINT and Arb are loaded by the first number that needs them, not before the
    # first frame; sums of machine words never need them.
    calculator.type("4 0 plus 2 Return")
    calculator.shows(display="42")
    assert loaded_number_engine(calculator) == (False, False)
    calculator.type("Escape 2 r")
    calculator.shows(display=nstr(mp.sqrt(2), 15).rstrip("0"))
    assert loaded_number_engine(calculator) == (True, True)
