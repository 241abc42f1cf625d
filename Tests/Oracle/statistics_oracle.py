"""The oracle for the functions of statistics (issue 57).

Reads lines `call TAB display` (from `calculator-bench --statistics-oracle-programs N`) and
checks each display with Python's exact fractions: the mean, the variances summed about the
exact mean, the sorted order, QUARTILE.INC's straight line between neighbours; a standard
deviation is the variance's square root in mpmath at 60 digits. Every digit shown must be
the true value's, correctly rounded.

`--one-pass`: computes the variance as (Σx² − (Σx)²/n) ÷ (n − 1) in floating point, as many
calculators do, to prove the oracle can fail (it does on data with a large common part).
"""
import re
import sys
from fractions import Fraction

from mpmath import mp, mpf

from every_line import check_every_line
from money_oracle import NUMBER, agrees, half_unit

ONE_PASS = "--one-pass" in sys.argv
ARGUMENT = re.compile(r"^[0-9.+\-()/]+$")


def value(text):
    """An argument: numbers, `+`, `-`, `/` and parentheses, read as exact fractions."""
    assert ARGUMENT.match(text), text
    return eval(re.sub(r"[0-9]+(\.[0-9]+)?", lambda m: f"Fraction('{m.group(0)}')", text),
                {"Fraction": Fraction})


def variance(x, sample):
    if ONE_PASS:
        floats = [float(v) for v in x]
        return Fraction(sum(v * v for v in floats) - sum(floats) ** 2 / len(x)) / (len(x) - sample)
    mean = sum(x) / len(x)
    return sum((v - mean) ** 2 for v in x) / (len(x) - sample)


def quantile(x, p):
    ordered = sorted(x)
    place = p * (len(ordered) - 1)
    below = int(place)
    fraction = place - below
    if fraction == 0:
        return ordered[below]
    return ordered[below] + (ordered[below + 1] - ordered[below]) * fraction


def check(line):
    call, display = line.rstrip("\n").split("\t")
    name, arguments = call[:-1].split("(", 1)
    a = [value(text) for text in arguments.split(", ")]
    mp.dps = 60
    if name in ("stdev", "var") and len(a) < 2:
        expected = f"{name} takes at least 2 arguments, not 1"
        return None if expected in display else f"{call}: shows {display!r}, expected a refusal"
    if name in ("stdev", "stdevp"):
        truth = mp.sqrt(mpf(variance(a, name == "stdev").numerator)
                        / variance(a, name == "stdev").denominator)
        if not NUMBER.match(display):
            return f"{call}: shows {display!r}, true value {mp.nstr(truth, 20)}"
        error = abs(mpf(Fraction(display).numerator) / Fraction(display).denominator - truth)
        limit = half_unit(display)
        return None if error <= mpf(limit.numerator) / limit.denominator else (
            f"{call}: shows {display}, true value {mp.nstr(truth, 20)}")
    truth = {
        "mean": lambda: sum(a) / len(a),
        "median": lambda: quantile(a, Fraction(1, 2)),
        "var": lambda: variance(a, 1),
        "varp": lambda: variance(a, 0),
        "min": lambda: min(a),
        "max": lambda: max(a),
        "quartile": lambda: quantile(a[1:], Fraction(int(a[0]), 4)),
    }[name]()
    problem = agrees(display, truth)
    return f"{call[:120]}: {problem}" if problem else None


if __name__ == "__main__":
    sys.exit(check_every_line(sys.argv[1], check, noun="calls"))
