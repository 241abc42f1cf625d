#!/usr/bin/python3
"""Checks the solver (issue 67) against mpmath: every root of each equation that
`calculator-bench --solve-oracle-programs N` writes, found independently, must be shown once,
each shown digit right (within half a unit of the 15th significant digit), and nothing shown
that is no root. A piece said undecided must hold a double root (the function all but
vanishes there).

A polynomial is expanded with exact fractions, its repeated factors taken out (Euclid), and
its roots found with mpmath's polyroots at 50 digits. Any other equation is scanned for sign
changes at 4 000 points of its range and each change refined with mpmath's findroot.

Usage: solve_oracle.py FILE [--shifted-roots]   (the second shifts every shown root by
a unit of its 14th digit: the check must then fail)."""

import re
import sys
from fractions import Fraction

import mpmath

mpmath.mp.dps = 50


class Poly:
    """A polynomial with Fraction coefficients, low degree first, for evaluating the text."""

    def __init__(self, coefficients):
        self.c = [Fraction(a) for a in coefficients]
        while self.c and self.c[-1] == 0:
            self.c.pop()

    @staticmethod
    def of(value):
        return value if isinstance(value, Poly) else Poly([Fraction(value)])

    def __add__(self, other):
        other = Poly.of(other)
        n = max(len(self.c), len(other.c))
        return Poly([(self.c[i] if i < len(self.c) else 0) + (other.c[i] if i < len(other.c) else 0)
                     for i in range(n)])

    __radd__ = __add__

    def __neg__(self):
        return Poly([-a for a in self.c])

    def __sub__(self, other):
        return self + -Poly.of(other)

    def __rsub__(self, other):
        return Poly.of(other) - self

    def __mul__(self, other):
        other = Poly.of(other)
        product = [Fraction(0)] * max(0, len(self.c) + len(other.c) - 1)
        for i, a in enumerate(self.c):
            for j, b in enumerate(other.c):
                product[i + j] += a * b
        return Poly(product)

    __rmul__ = __mul__

    def __truediv__(self, other):
        other = Poly.of(other)
        assert len(other.c) == 1
        return Poly([a / other.c[0] for a in self.c])

    def __rtruediv__(self, other):
        return Poly.of(other) / self

    def __pow__(self, n):
        result = Poly([Fraction(1)])
        for _ in range(int(n)):
            result = result * self
        return result

    def derivative(self):
        return Poly([i * a for i, a in enumerate(self.c)][1:])

    def divmod(self, divisor):
        remainder = list(self.c)
        quotient = [Fraction(0)] * max(0, len(self.c) - len(divisor.c) + 1)
        for shift in range(len(quotient) - 1, -1, -1):
            factor = remainder[shift + len(divisor.c) - 1] / divisor.c[-1]
            quotient[shift] = factor
            for k, c in enumerate(divisor.c):
                remainder[shift + k] -= factor * c
        return Poly(quotient), Poly(remainder)

    def square_free(self):
        a, b = self, self.derivative()
        while b.c:
            a, b = b, a.divmod(b)[1]
        return self.divmod(a)[0]


def python_text(text):
    return text.replace("e^(", "exp(").replace("^", "**")


def polynomial_roots(left, right):
    def exact(side):  # every integer a Fraction, so that 1/7937 is exact
        return eval(re.sub(r"\b(\d+)\b", r"F(\1)", python_text(side)),
                    {"x": Poly([0, 1]), "F": Fraction})
    p = Poly.of(exact(left)) - exact(right)
    p = Poly.of(p).square_free()
    if len(p.c) <= 1:
        return []
    roots = mpmath.polyroots([mpmath.mpf(a.numerator) / a.denominator for a in reversed(p.c)],
                             maxsteps=400, extraprec=400)
    return sorted(mpmath.re(r) for r in roots if abs(mpmath.im(r)) < mpmath.mpf(10) ** -30)


def value_at(left, right, x):
    x = mpmath.mpf(x.numerator) / x.denominator
    names = {"x": x, "sin": mpmath.sin, "cos": mpmath.cos, "exp": mpmath.exp}
    return eval(python_text(left), names) - eval(python_text(right), names)


def scanned_roots(left, right, lower, upper):
    names = {"x": None, "sin": mpmath.sin, "cos": mpmath.cos, "exp": mpmath.exp}

    def f(x):
        names["x"] = x
        return eval(python_text(left), names) - eval(python_text(right), names)

    points = 4000
    step = (upper - lower) / points
    roots, previous = [], f(lower)
    if previous == 0:
        roots.append(mpmath.mpf(lower))
    for i in range(1, points + 1):
        x = lower + i * step
        value = f(x)
        if value == 0:
            roots.append(mpmath.mpf(x))
        elif previous != 0 and (value > 0) != (previous > 0):
            roots.append(mpmath.findroot(f, (x - step, x), solver="anderson"))
        previous = value
    return roots


def agrees(shown, root):
    """Whether `shown` is `root` to its last digit (within half a unit of it)."""
    if root == 0:
        return mpmath.mpf(shown) == 0
    digits = shown.lstrip("-").replace(".", "").lstrip("0")
    exponent = mpmath.floor(mpmath.log10(abs(mpmath.mpf(shown)))) if mpmath.mpf(shown) != 0 else 0
    unit = mpmath.mpf(10) ** (exponent - max(len(digits), 1) + 1)
    return abs(mpmath.mpf(shown) - root) <= unit / 2 * (1 + mpmath.mpf(10) ** -20)


def main():
    path = sys.argv[1]
    shift = "--shifted-roots" in sys.argv
    wrong = undecided = checked = roots_checked = 0
    for line in open(path, encoding="utf-8"):
        text, lower, upper, findings = line.rstrip("\n").split("\t")
        left, right = text.split(" = ")
        lower, upper = (mpmath.mpf(Fraction(end).numerator) / Fraction(end).denominator
                        for end in (lower, upper))
        entries = [] if findings == "none" else findings.split(";")
        shown = [e for e in entries if not e.startswith(("undecided", "unsearched"))]
        pieces = [e.split()[1:] for e in entries if e.startswith("undecided")]
        if shift:
            shown = [str(mpmath.mpf(s) * (1 + mpmath.mpf(10) ** -13)) if mpmath.mpf(s) else s
                     for s in shown]
        is_polynomial = not any(name in text for name in ("sin", "cos", "e^"))
        if is_polynomial:
            reference = [r for r in polynomial_roots(left, right) if lower <= r <= upper]
        else:
            reference = scanned_roots(left, right, lower, upper)
        checked += 1
        roots_checked += len(reference)
        # An undecided piece is honest only where the function all but vanishes (a double
        # root: no sign change, so the scan has no root there); a polynomial's never is (its
        # square-free part has simple roots), and nothing may be left unsearched.
        honest = not is_polynomial and len(pieces) + len(shown) == len(entries) and all(
            abs(value_at(left, right, (Fraction(a) + Fraction(b)) / 2)) < mpmath.mpf(10) ** -15
            for a, b in pieces)
        undecided += len(pieces)
        if (pieces and not honest) or len(shown) != len(reference) \
                or not all(map(agrees, shown, reference)):
            wrong += 1
            if wrong <= 10:
                print(f"wrong: {text} on [{lower}, {upper}]: shown {entries}, "
                      f"mpmath {[mpmath.nstr(r, 17) for r in reference]}")
    print(f"{checked} equations, {roots_checked} roots, {wrong} wrong, "
          f"{undecided} pieces undecided, each beside a double root")
    sys.exit(1 if wrong else 0)


main()
