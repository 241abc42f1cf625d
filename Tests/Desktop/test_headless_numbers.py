"""Issue 24's numbers, headless, against an independent reference: Python's integers and
fractions where the value is rational, mpmath at far more digits than shown elsewhere."""

import os
import subprocess
import sys
import time
from fractions import Fraction
from pathlib import Path

import pytest
from mpmath import mp, mpf, nstr

sys.set_int_max_str_digits(0)
ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))


def display(*arguments):
    run = subprocess.run([BINARY, *arguments], capture_output=True, text=True, check=True)
    line = run.stdout.splitlines()[0]
    assert line.startswith("display: "), run.stdout
    return line.removeprefix("display: ")


def reference(text, digits):
    """mpmath's value of a Python expression written with mpmath's names, correctly rounded
    to `digits` significant digits as the calculator writes it."""
    with mp.workdps(digits + 60):
        value = eval(text, {"mpf": mpf, **{name: getattr(mp, name) for name in
                                           ("pi", "e", "sin", "cos", "log", "sqrt")}})
        return value


def agrees(shown, value, digits):
    """Whether `shown` is `value` correctly rounded to `digits` significant digits."""
    with mp.workdps(digits + 60):
        error = abs(mpf(shown) - value)
        return error <= abs(value) * mpf(10) ** (1 - digits) / 2


# The five rows of issue 24, and trigonometry of large arguments: each to 15 digits.
@pytest.mark.parametrize("typed, python", [
    ("((1+pi*10^-40)-1)*10^40", "((1 + pi * mpf(10)**-40) - 1) * mpf(10)**40"),
    ("1/((1+pi*10^-40)-1)", "1 / ((1 + pi * mpf(10)**-40) - 1)"),
    ("ln(1+pi*10^-40)", "log(1 + pi * mpf(10)**-40)"),
    ("sin(10^-30)-10^-30", "sin(mpf(10)**-30) - mpf(10)**-30"),
    ("(1+10^-100)^(10^100)", "(1 + mpf(10)**-100) ** (mpf(10)**100)"),
    ("sin(10^30)", "sin(mpf(10)**30)"),
    ("cos(10^100)", "cos(mpf(10)**100)"),
])
def test_every_digit_shown_is_right(typed, python):
    shown = display("--expression", typed)
    assert agrees(shown, reference(python, 200), 15), (typed, shown)
    assert len(shown.split("e")[0].replace("-", "").replace(".", "").lstrip("0")) >= 14


@pytest.mark.parametrize("typed, shown", [
    ("sqrt(2)*sqrt(2)-2", "0"), ("sqrt(8)-2*sqrt(2)", "0"), ("ln(e^3)-3", "0"),
    ("atan(1)*4-pi", "0"), ("tan(pi/4)-1", "0"), ("e^(ln(2))", "2"), ("10^(log(7))", "7"),
    ("e-e", "0"), ("(2^17000+1)-2^17000", "1"),
])
def test_what_is_exact_stays_exact(typed, shown):
    assert display("--expression", typed) == shown


def test_a_huge_difference_is_shown_in_full():
    assert display("--expression", "(2^30000+2^29000)-2^30000") == str(2**29000)


def test_a_value_no_precision_tells_from_zero_is_not_shown_as_zero():
    """π·10^−20000 is no 0, but no ball short of 66 000 bits shows one digit of it."""
    run = subprocess.run([BINARY, "--expression", "pi*10^-20000+1-1"], capture_output=True,
                         text=True, check=True)
    assert run.stdout.splitlines()[0] == "display: 0.000000000000000…"
    assert "notice: 0 to at least 19\u202f727 decimal places, but not proven to be exactly 0" in \
        run.stdout.splitlines()
    run = subprocess.run([BINARY, "--expression", "1/(pi*10^-20000+1-1)"],
                         capture_output=True, text=True, check=True)
    assert run.stdout.splitlines()[0] == "error: Not enough precision for this result"


@pytest.mark.parametrize("typed", [
    "sin(1)^2+cos(1)^2-1", "(1/3)!-(1/3)!", "sqrt(2)*sqrt(3)-sqrt(6)", "atan(1/2)+atan(1/3)-pi/4",
    "cos(pi/5)-(1+sqrt(5))/4", "(2^(1/3))^3-2", "sqrt(e^2)-e", "ln(e^(10^20))-10^20",
    "sqrt(2)+sqrt(3)-sqrt(5+2*sqrt(6))", "sin(1)-sin(1)",
])
def test_an_identity_is_exactly_zero(typed):
    assert display("--expression", typed) == "0"
    run = subprocess.run([BINARY, "--expression", f"1/({typed})"], capture_output=True,
                         text=True, check=True)
    assert run.stdout.splitlines()[0] == "error: Division by zero"


@pytest.mark.parametrize("typed, python, shown", [
    ("floor(ln(8)/ln(2))", "floor(log(8)/log(2))", "3"),
    ("e^(pi*sqrt(163))-640320^3-744", "exp(pi*sqrt(163))-mpf(640320)**3-744",
     "-7.49927402801814e-13"),
    ("e^(10^20)", "exp(mpf(10)**20)", "1.29685640608483e+43429448190325182765"),
    ("2^-(10^12)", "mpf(2)**(-mpf(10)**12)", "1.04425072693047e-301029995664"),
    ("(23.408^(-7*10^10)+3)-3+1", "(mpf('23.408')**(-7*mpf(10)**10)+3)-3+1", "1"),
])
def test_values_near_identities_and_beyond_a_words_exponent(typed, python, shown):
    """Each shown digit agrees with mpmath at 80 digits (its exponents are exact integers)."""
    with mp.workdps(80):
        value = eval(python, {"mpf": mpf, **{name: getattr(mp, name) for name in
                                               ("pi", "exp", "sqrt", "log", "floor")}})
        assert mpf(nstr(value, 15)) == mpf(shown)
    assert display("--expression", typed) == shown


@pytest.mark.parametrize("typed, python", [
    ("sqrt(2)", "sqrt(2)"), ("pi", "pi"), ("e^pi-pi", "e**pi - pi"),
])
def test_a_thousand_digits_are_all_proven(typed, python):
    shown = display("--digits", "1000", "--expression", typed)
    digits = shown.replace(".", "").lstrip("0")
    assert len(digits.rstrip("0")) >= 990, shown
    assert agrees(shown, reference(python, 1100), 1000)


def test_ten_thousand_digits_of_pi():
    shown = display("--digits", "10000", "--expression", "pi")
    with mp.workdps(10_050):
        assert shown == nstr(+mp.pi, 10_000, strip_zeros=False)


@pytest.mark.parametrize("arguments, shown", [
    (["--format", "fraction", "--expression", "1/3+1/4"], "7/12"),
    (["--format", "fraction", "--expression", "sqrt(2)"], "1.4142135623731"),
    (["--format", "scientific", "--expression", "1234.5"], "1.2345e+03"),
    (["--format", "engineering", "--expression", "12345.678"], "12.345678e+03"),
    (["--format", "engineering", "--expression", "0.000123"], "123e-06"),
    (["--grouping", "--expression", "2^40"], "1\u202f099\u202f511\u202f627\u202f776"),
    (["--grouping", "--format", "fraction", "--expression", "1/1234"], "1/1\u202f234"),
])
def test_formats(arguments, shown):
    assert display(*arguments) == shown


def test_fractions_are_exact():
    shown = display("--format", "fraction", "--expression", "1/7+2/9-3/11")
    assert Fraction(shown) == Fraction(1, 7) + Fraction(2, 9) - Fraction(3, 11)


def loads_the_number_engine(expression):
    """What the calculator shows for `expression`, and whether it loaded FLINT and Arb: the
    dynamic loader says so (LD_DEBUG=files) when lazy_engine.c opens them."""
    run = subprocess.run([BINARY, "--expression", expression], capture_output=True, text=True,
                         check=True, env={**os.environ, "LD_DEBUG": "files"})
    return run.stdout.splitlines()[0], "file=libflint-arb.so.2" in run.stderr


@pytest.mark.parametrize("expression, python", [
    ("2 + 3", 2 + 3), ("12 * 13 - 4", 12 * 13 - 4), ("-9 * 9", -9 * 9),
])
def test_machine_words_need_no_number_engine(expression, python):
    # Issue 28: arithmetic that stays in machine words never loads FLINT and Arb.
    assert loads_the_number_engine(expression) == (f"display: {python}", False)


@pytest.mark.parametrize("expression, python", [
    ("7 / 2", "3.5"), ("2^70", str(2**70)),
])
def test_the_first_number_that_needs_it_loads_the_number_engine(expression, python):
    assert loads_the_number_engine(expression) == (f"display: {python}", True)


def test_the_number_engine_loaded_midway_computes_every_digit():
    # The first call into Arb comes through a trampoline that loads the libraries and keeps
    # the call's arguments: √2 to 1000 digits, checked against mpmath.
    with mp.workdps(1100):
        assert display("--digits", "1000", "--expression", "sqrt(2)") == nstr(
            mp.sqrt(2), 1000, strip_zeros=False)


def test_the_fields_helper_ends_with_the_calculator():
    """Σ cos(2πk/257) + 1 is 0, a question Calcium works on for minutes: the calculator is
    killed while its helper works, and the helper must not outlive it."""
    terms = "+".join(f"cos({2 * k}*pi/257)" for k in range(1, 257))
    brain = subprocess.Popen([BINARY, "--expression", terms + "+1"], stdout=subprocess.DEVNULL)
    children = Path(f"/proc/{brain.pid}/task/{brain.pid}/children")

    def helper():
        """The helper's pid once it runs the helper (a spawned child first runs the parent's
        program, for an instant before its exec)."""
        try:
            for pid in children.read_text().split():
                if Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0].endswith(
                        b"calculator-field"):
                    return pid
        except FileNotFoundError:
            pass
        return None

    pid = wait(helper)
    assert pid is not None, "the calculator started no helper"
    brain.kill()
    brain.wait()

    def ended():
        stat = Path(f"/proc/{pid}/stat")
        try:
            return stat.read_text().rsplit(")", 1)[1].split()[0] in ("Z", "X")
        except FileNotFoundError:
            return True

    assert wait(ended), "the helper still runs after the calculator was killed"


def wait(condition, timeout=5.0):
    deadline = time.monotonic() + timeout
    while not (value := condition()) and time.monotonic() < deadline:
        time.sleep(0.02)
    return value


def stand_in_helper(tmp_path, script):
    """An environment whose exact field's helper is `script`, a Python program."""
    helper = tmp_path / "field"
    helper.write_text("#!/usr/bin/python3\nimport sys, time\n" + script)
    helper.chmod(0o755)
    return dict(os.environ, CALCULATOR_BRAIN_FIELD=str(helper))


def test_a_helper_that_stops_reading_cannot_hold_the_evaluation(tmp_path):
    # Issue 53 item 9: a question of 380 kB fills the socket; a blocking send waited for ever.
    environment = stand_in_helper(tmp_path, "time.sleep(600)\n")
    run = subprocess.run([BINARY, "--expression", "sqrt(3^400000+1)^2-(3^400000+1)"],
                         capture_output=True, text=True, env=environment, timeout=60)
    assert run.stdout.splitlines()[::2] == [
        "display: …", "notice: Not one digit of this result could be proven"]


def test_a_helpers_stray_line_is_never_taken_for_an_answer(tmp_path):
    # Issue 53 item 10: a stray "0" before each answer was read as the answer (1e-60 showed 0).
    environment = stand_in_helper(tmp_path, (
        "for line in sys.stdin:\n"
        "    print('0', flush=True)\n"
        "    print(line.split(' ', 1)[0], '1', flush=True)\n"))
    run = subprocess.run([BINARY, "--expression", "sin(1)^2+cos(1)^2-1+10^-60"],
                         capture_output=True, text=True, env=environment, timeout=60)
    assert run.stdout.splitlines()[0] == "display: 1e-60"
