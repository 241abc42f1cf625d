"""Issue 56's functions of money and loan schedules, headless, as its "Done means" lists
them: each call's display as printed, digit for digit, and the HP-12C's published schedule."""

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))


def run(*arguments, check=True):
    return subprocess.run([BINARY, *arguments], capture_output=True, text=True, check=check)


def display(expression):
    return dict(line.split(": ", 1) for line in run("--expression", expression).stdout.splitlines())


@pytest.mark.parametrize("expression, shown", [
    ("pmt(0.08/12, 10, 10000)", "-1037.03208935915"),
    ("pmt(0.08/12, 10, 10000, 0, 1)", "-1030.16432717797"),
    ("fv(0.005, 10, -200, -500, 1)", "2581.40337406018"),
    ("pv(0.08/12, 240, 500)", "-59777.145851188"),
    ("nper(0.01, -100, -1000, 10000, 1)", "59.6738656742946"),
    ("rate(48, -200, 8000)", "0.00770147248820204"),
    ("ipmt(0.1/12, 1, 36, 8000)", "-66.6666666666667"),
    ("ppmt(0.08, 10, 10, 200000)", "-27598.0534624214"),
    ("npv(0.1, -10000, 3000, 4200, 6800)", "1188.44341233522"),
    ("irr(-70000, 12000, 15000, 18000, 21000, 26000)", "0.0866309480365316"),
    ("pmt(0, 12, 1200)", "-100"),
    ("sln(30000, 7500, 10)", "2250"),
    ("syd(30000, 7500, 10, 1)", "4090.90909090909"),
    ("ddb(2400, 300, 10, 1)", "480"),
])
def test_each_call_of_the_issue_shows_its_digits(expression, shown):
    printed = display(expression)
    assert printed["display"] == shown
    assert "error" not in printed


def test_cash_flows_with_two_rates_of_return_name_both_and_choose_none():
    printed = display("irr(-100, 230, -132)")
    assert printed["error"] == "More than one rate gives these cash flows a value of 0: 0.1; 0.2"
    assert "display" not in printed


def test_a_call_with_too_few_arguments_is_refused_with_the_count():
    refused = run("--expression", "pmt(0.1, 12)", check=False)
    assert refused.returncode == 2
    assert "pmt takes 3 to 5 arguments, not 2" in refused.stderr


def test_one_convention_headless_whatever_the_locale():
    """Issue 66, item 8: the headless mode reads `.` as the decimal point and `,` or `;`
    between arguments in every locale; a call written with `;` and a decimal comma is refused
    (it read as four arguments), never taken for another call."""
    for environment in ({}, {"LC_ALL": "de_DE.UTF-8"}):
        env = dict(os.environ, **environment)
        shown = subprocess.run([BINARY, "--expression", "pmt(6.5/1200; 360; 200000)"],
                               capture_output=True, text=True, env=env, check=True).stdout
        assert "display: -1264.13604698593" in shown  # mpmath
        refused = subprocess.run([BINARY, "--expression", "pmt(6,5/1200; 360; 200000)"],
                                 capture_output=True, text=True, env=env)
        assert refused.returncode == 2
        assert "“,” at character 6 is out of place" in refused.stderr


def test_the_handbooks_mortgage_is_amortized_to_the_cent():
    printed = run("--amortization", "13.25/12/100", "300", "50000").stdout.splitlines()
    assert len(printed) == 300
    assert printed[0] == "1: -552.08 -21.27 49978.73"
    assert printed[-1].startswith("300: ") and printed[-1].endswith(" 0.00")


def test_a_schedule_paid_at_the_beginning_starts_with_no_interest():
    printed = run("--amortization", "0.102/12", "48", "12500", "0", "1").stdout.splitlines()
    assert printed[0].startswith("1: 0.00 ")
    assert printed[9] == "10: -88.72 -226.83 10210.45"


@pytest.mark.parametrize("arguments, message", [
    (["0.01", "12"], "--amortization takes RATE NPER PV [FV [TYPE]] alone"),
    (["0.01", "12.5", "1000"], "NPER is a whole number from 1 to 12000"),
    (["0.01", "12", "1000", "0", "2"], "TYPE is 0 (end) or 1 (beginning)"),
    (["0.01", "12", "lots"], "'lots' is no number"),
])
def test_a_bad_schedule_is_refused_with_a_reason(arguments, message):
    refused = run("--amortization", *arguments, check=False)
    assert refused.returncode == 2
    assert message in refused.stderr
    assert refused.stdout == ""
