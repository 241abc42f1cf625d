"""NIST's Statistical Reference Datasets through `--data`: every certified digit of the
univariate sets' mean and standard deviation (Lew, Lottery, Mavro, Michelso, PiDigits and
NumAcc1–4, from the lowest difficulty to the highest) and of the linear regressions Norris
(with an intercept), NoInt1 and NoInt2 (through the origin). The data in `nist/` are NIST's,
as StRD publishes them; PiDigits, π's first 5 000 digits, and NumAcc are built here by their
rule. Certified values: NIST StRD, to the 15 significant digits the display shows."""

import os
import subprocess
from pathlib import Path

import mpmath
import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))


def printed(path):
    result = subprocess.run([BINARY, "--data", str(path)], capture_output=True, text=True,
                            check=True)
    return dict(line.split(": ", 1) for line in result.stdout.splitlines())


def certified(text):
    """A certified value as the display writes it: 15 significant digits, no trailing zeros."""
    written = mpmath.nstr(mpmath.mpf(text), 15, strip_zeros=True, min_fixed=-5, max_fixed=16)
    return written.removesuffix(".0")


def pi_digits():
    """π's first 5 000 digits as NIST's PiDigits holds them: its 957th is a 3 where π's is an
    8 (so its certified mean is 4.5348, not 4.5358); its certified deviation agrees."""
    mpmath.mp.dps = 5010
    digits = list(mpmath.nstr(mpmath.pi, 5005).replace(".", "")[:5000])
    assert digits[956] == "8"
    digits[956] = "3"
    return "\n".join(digits) + "\n"


def num_acc(first, low, high):
    return "\n".join([first] + [low, high] * 500) + "\n"


UNIVARIATE = [
    ("lew", None, "-177.435000000000", "277.332168044316"),
    ("lottery", None, "518.958715596330", "291.699727470969"),
    ("mavro", None, "2.00185600000000", "0.000429123454003053"),
    ("michelso", None, "299.852400000000", "0.0790105478190518"),
    ("pidigits", pi_digits, "4.53480000000000", "2.86733906028871"),
    ("numacc1", lambda: "10000001\n10000003\n10000002\n", "10000002", "1"),
    ("numacc2", lambda: num_acc("1.2", "1.1", "1.3"), "1.2", "0.1"),
    ("numacc3", lambda: num_acc("1000000.2", "1000000.1", "1000000.3"), "1000000.2", "0.1"),
    ("numacc4", lambda: num_acc("10000000.2", "10000000.1", "10000000.3"), "10000000.2", "0.1"),
]


@pytest.mark.parametrize("name, build, mean, deviation", UNIVARIATE,
                         ids=[each[0] for each in UNIVARIATE])
def test_univariate_sets_show_every_certified_digit(tmp_path, name, build, mean, deviation):
    path = HERE / "nist" / f"{name}.csv"
    if build:
        path = tmp_path / f"{name}.csv"
        path.write_text(build())
    shown = printed(path)
    assert (shown["mean"], shown["stdev"]) == (certified(mean), certified(deviation))


def test_pi_digits_are_pi():
    assert pi_digits().startswith("3\n1\n4\n1\n5\n9\n2\n6\n")
    assert pi_digits().endswith("\n0\n4\n7\n2\n")  # NIST's last, π's 5 000th


@pytest.mark.parametrize("name, expected", [
    ("norris", {"intercept": "-0.262323073774029", "slope": "1.00211681802045",
                "r2": "0.999993745883712"}),
    ("noint1", {"slope0": "2.07438016528926"}),
    ("noint2", {"slope0": "0.727272727272727"}),
])
def test_regressions_show_every_certified_digit(name, expected):
    shown = printed(HERE / "nist" / f"{name}.csv")
    assert {key: shown[key] for key in expected} == {key: certified(value)
                                                      for key, value in expected.items()}
