"""Issue 24 in the window: the number format chosen in the session is how every number is
written, and a value that cannot be told from 0 is never shown as 0."""

import json
import math
import subprocess
import sys

import pyatspi

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
    # The window's groups are split by thin spaces, where a wrapped line may break.
    calculator.shows(display="1\u2009099\u2009511\u2009627\u2009776")


def test_engineering_notation(launch, tmp_path):
    calculator = start_with(launch, tmp_path, numberStyle="engineering")
    calculator.type("1 2 3 4 5 period 6 Return")
    calculator.shows(display="12.3456e+03")


def test_a_cancellation_shows_its_digits_and_an_undecidable_zero_its_bound(calculator):
    # (1 + π·10^−40 − 1)·10^40 is π: the digits come back by raising the precision.
    put_on_clipboard("((1+pi*10^-40)-1)*10^40")
    calculator.type("ctrl+v")
    calculator.shows(display="3.14159265358979")
    # sin 1 − sin 1 is proven 0 by the exact field; π·10^−20000 is proven not 0, and no ball
    # below 65 536 bits tells it from 0: its places known to be 0, and an ellipsis.
    put_on_clipboard("sin(1)-sin(1)")
    calculator.type("Escape ctrl+v")
    calculator.shows(display="0")
    put_on_clipboard("pi*10^-20000+1-1")
    calculator.type("Escape ctrl+v")
    calculator.shows(display="0.000000000000000…")


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
            # In groups of ten, thin spaces between them (lines break there).
            shown = lambda: calculator.state()["display"].replace("\u2009", "")
            assert wait_until(lambda: len(shown()) == digits + 1)
            assert shown() == nstr(truth, digits, strip_zeros=False)
            assert calculator.state()["display"].startswith("19.9990999791\u20098947576726\u2009")
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
    calculator.type("Escape")
    calculator.write("sqrt(2)")
    calculator.type("Return")
    calculator.shows(display=nstr(mp.sqrt(2), 15).rstrip("0"))
    assert loaded_number_engine(calculator) == (True, True)


def display_lines(calculator):
    text = calculator.labels["result"].queryText()
    lines, offset = [], 0
    while offset < text.characterCount:
        line, start, end = text.getTextAtOffset(offset, pyatspi.TEXT_BOUNDARY_LINE_START)
        lines.append(line)
        offset = max(end, offset + 1)
    return lines


def test_a_grouped_number_wraps_between_groups(launch, tmp_path):
    """Issue 42, item 5: 100 nCr 50 broke as "…497 2" / "56"."""
    calculator = start_with(launch, tmp_path, groupsDigits=True)
    calculator.resize(440, 660)
    calculator.write("100 nCr 50")
    calculator.type("Return")
    calculator.shows(display="100\u2009891\u2009344\u2009545\u2009564\u2009193\u2009334\u2009812\u2009497\u2009256")
    lines = wait_until(lambda: len(display_lines(calculator)) > 1 and display_lines(calculator))
    assert lines, "the number wraps in a 440-pixel window"
    groups = [line.strip("\u2009").split("\u2009") for line in lines]
    assert all(len(group) == 3 for line in groups for group in line), lines


def test_a_number_longer_than_the_display_says_how_long_it_is(calculator):
    """Issue 42, item 3: 1000! read as a number of a few lines."""
    calculator.type("1 0 0 0 exclam Return")
    calculator.shows(notice="2\u202f568 digits: More Digits (Ctrl+.) shows them all, Copy copies them")
    calculator.type("ctrl+c")
    assert wait_until(lambda: len(clipboard()) == 2568)


def test_copying_a_number_of_456_574_digits_never_holds_the_window(calculator):
    """Issue 53 item 27: 100000! copied and read by a real reader (xclip); a text past the X
    clipboard's one piece would be served in increments on the main thread, which then hung."""
    calculator.type("1 0 0 0 0 0 exclam Return")
    calculator.shows(description="100000! =")
    calculator.type("ctrl+c")
    calculator.shows(notice="Copied to 10\u202f000 significant digits: the number has 431\u202f575")
    copied = subprocess.run(["xclip", "-selection", "clipboard", "-o"], capture_output=True,
                            text=True, timeout=15).stdout
    mantissa, exponent = copied.split("e+")
    # The first 10 000 significant digits of 100000!, rounded to nearest (the next digit, and
    # whether anything follows, decide).
    sys.set_int_max_str_digits(0)
    digits = str(math.factorial(100_000)).rstrip("0")
    rounds_up = digits[10_000] > "5" or (digits[10_000] == "5" and digits[10_001:] != "")
    expected = str(int(digits[:10_000]) + rounds_up).rstrip("0")
    assert (mantissa.replace(".", "").rstrip("0"), int(exponent)) == (expected, 456_573)
    # The window still answers, and ends when asked.
    calculator.type("Escape 7")
    calculator.shows(display="7")
    calculator.process.terminate()
    assert calculator.wait_for_exit() == 0
