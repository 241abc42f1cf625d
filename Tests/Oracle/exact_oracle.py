"""An independent reference for every digit the calculator shows.

Reads lines `notation, angle unit, display, description` (from `calculator-bench
--oracle-programs N`), evaluates each description itself, with Python's exact fractions where
the mathematics is rational and mpmath at 300 digits elsewhere (the programs cancel up to 100
digits on purpose), and checks that:
- an exact rational result is shown exactly (integers with every digit) or correctly rounded;
- every digit of any other result is correct: the shown number is within half a unit of its
  last digit of the true value; `0` only where the true value is 0 (or below what 300 digits
  tell from 0 next to the operands); `0.000…` only where
  the true value has that many places 0;
- an error is shown only where the reference finds no real value (or one out of range).
"""
import math
import re
import sys
from fractions import Fraction

from every_line import check_every_line
from mpmath import mp
from mpmath import mpf as _mpf


def mpf(value):
    """mpmath's number, from fractions too: a quotient of 1 100 bits and a power of 2, since
    mpmath converts a million-digit integer in minutes."""
    if isinstance(value, Fraction):
        n, d = value.numerator, value.denominator
        k = mp.prec + 100 - (abs(n).bit_length() - d.bit_length())
        return mp.ldexp(_mpf((n << k) // d if k >= 0 else n // (d << -k)), -k)
    return _mpf(value)


# The reference's precisions: a line whose check had to read something tiny as 0 (or as an
# integer) at the first is checked again at the second.
PRECISIONS = (300, 1500)
conceded = False


def indistinct(value, scale=1):
    """Whether the reference cannot tell `value` from 0 next to `scale`; noted, so that the
    line is checked again with more digits."""
    global conceded
    if abs(value) >= _mpf(10) ** -(mp.dps - 40) * max(1, abs(scale)):
        return False
    conceded = True
    return True
sys.set_int_max_str_digits(0)
# The calculator's range: 2^(±2^100).
LIMIT = mp.ldexp(_mpf(1), 2**100)
VARIABLES = {"x": Fraction(3, 2), "y": Fraction(-9, 4), "M": Fraction(1, 10)}
FUNCTIONS = "asinh acosh atanh sinh cosh tanh asin acos atan sin cos tan ln log₂ log exp abs floor ceil round int frac".split()
TOKEN = re.compile(r"\s*(\d+(?:\.\d+)?(?:e[+-]?\d+)?|" + "|".join(FUNCTIONS) + r"|mod|nCr|nPr|ʸ√|[√∛πexyM+−×÷^()²³!%?-]|⁻¹)")


class NoValue(Exception):
    pass


class Unverifiable(Exception):
    """The reference cannot decide: whatever the calculator shows passes unchecked."""


class PowerOfE:
    """e^q for a fraction q, exact as the calculator keeps it: `e ÷ e` is 1, `ln(exp 2)` is 2."""

    def __init__(self, exponent):
        self.exponent = exponent


class Percent:
    """`b%`, which is b/100, except as the right operand of + or −: `a + b%` is a + a·b/100
    (GNOME's and Windows Calculator's reading)."""

    def __init__(self, value):
        self.value = value


def plain(value):
    """A fraction or an mpmath number: a power of e is written out, a percent is its value."""
    if isinstance(value, Percent):
        return value.value
    return mp.exp(mpf(value.exponent)) if isinstance(value, PowerOfE) else value


def power_of_e(exponent):
    return Fraction(1) if exponent == 0 else PowerOfE(exponent)


def tokens(text):
    text, found, position = text.rstrip(" =…"), [], 0
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match:
            raise ValueError(f"cannot read {text[position:]!r}")
        found.append(match.group(1))
        position = match.end()
    return found


class Reader:
    """Ordinary precedence: + − < × ÷ < prefix - < ^ (right) < postfix ² ⁻¹ ! < atoms."""

    def __init__(self, text, degrees):
        self.tokens, self.at, self.degrees, self.scale = tokens(text), 0, degrees, mpf(1)
        self.out_of_range = False
        self.indistinct_power = False

    def peek(self):
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self, expected=None):
        token = self.peek()
        if expected and token != expected:
            raise ValueError(f"expected {expected}, got {token}")
        self.at += 1
        return token

    def note(self, value):
        magnitude = abs(mpf(plain(value)))
        self.scale = max(self.scale, magnitude)
        self.out_of_range |= magnitude > LIMIT or 0 < magnitude < mp.ldexp(_mpf(1), -2**100)
        return value

    def expression(self):
        value = self.term()
        while self.peek() in ("+", "−"):
            operator, right = self.take(), self.term()
            if isinstance(right, Percent):
                left, share = alike(plain(value), right.value)
                right = self.note(left * share)
            value, right = alike(plain(value), plain(right))
            total = value + right if operator == "+" else value - right
            # What cancels to within the reference's rounding is 0 as far as it can tell;
            # nothing cancels beside an exact 0 (0 + 10^−(10^21) is no 0).
            if not isinstance(total, Fraction) and value != 0 and right != 0 \
                    and indistinct(total, max(abs(value), abs(right))):
                total = Fraction(0)
            value = self.note(total)
        return value

    def term(self):
        value = self.negation()
        while self.peek() in ("×", "÷", "mod", "nCr", "nPr"):
            operator, right = self.take(), self.negation()
            if operator in ("mod", "nCr", "nPr"):
                value = self.note(whole_number_operation(operator, plain(value), plain(right)))
                continue
            if isinstance(value, PowerOfE) and isinstance(right, PowerOfE):
                sign = 1 if operator == "×" else -1
                value = self.note(power_of_e(value.exponent + sign * right.exponent))
                continue
            value, right = plain(value), plain(right)
            if operator == "÷":
                self.divide_by(right)
            value, right = alike(value, right)
            value = self.note(value * right if operator == "×" else value / right)
        return value

    def negation(self):
        if self.peek() == "-":
            self.take()
            return -plain(self.negation())
        return self.power()

    def divide_by(self, divisor):
        if vanishes(divisor):
            raise NoValue("division by zero")

    def power(self):
        base = self.postfix()
        if self.peek() not in ("^", "ʸ√"):
            return base
        operator = self.take()
        base, exponent = plain(base), plain(self.power())
        if operator == "ʸ√":
            if vanishes(exponent):
                raise NoValue("a 0th root")
            exponent = 1 / exponent if isinstance(exponent, Fraction) else 1 / mpf(exponent)
        # Beyond 2^(2^20) an integer is not written out: as an mpf, 1^x is still 1.
        if not isinstance(exponent, Fraction) and 0 < abs(mp.nint(exponent)) < mp.ldexp(_mpf(1), 2**20) \
                and indistinct(exponent - mp.nint(exponent)):
            # An integer to mpmath's rounding: e ÷ e and ln(exp 2) are exact to the calculator,
            # cos(10^-20) is not, and it may decline a negative base then; digits still checked.
            exponent, self.indistinct_power = Fraction(int(mp.nint(exponent))), True
        value = power(base, exponent)
        if not isinstance(value, Fraction) and base != 1:
            # 2^(1/N!) rounds to 1 at any precision mpmath has: noted as a concession, so that
            # the calculator's "too close to a whole number" for its ceiling is not a fault.
            indistinct(mpf(value) - 1)
        return self.note(value)

    def postfix(self):
        value = self.atom()
        while self.peek() in ("²", "³", "⁻¹", "!", "%"):
            operator = self.take()
            value = plain(value)
            if operator == "%":
                value = Percent(value / 100)
                continue
            if operator == "²":
                value = value * value
            elif operator == "³":
                value = power(value, Fraction(3))
            elif operator == "⁻¹":
                self.divide_by(value)
                value = 1 / value
            else:
                value = factorial(value)
            self.note(value)
        return value

    def atom(self):
        token = self.take()
        if token == "(":
            value = self.expression()
            self.take(")")
            return value
        if token == "?":
            raise NoValue("missing operand")
        if token == "π":
            return +mp.pi
        if token == "e":
            return PowerOfE(Fraction(1))
        if token in VARIABLES:
            return VARIABLES[token]
        if token[0].isdigit():
            return Fraction(token)
        self.take("(")
        argument = self.expression()
        self.take(")")
        if token == "∛":
            return self.note(power(plain(argument), Fraction(1, 3)))
        return self.note(function(token, argument, self.degrees))


def vanishes(value):
    """0: sums that cancel and sines at whole turns are made exact 0 where they arise."""
    return value == 0


def alike(a, b):
    """Both exact, or both mpmath numbers."""
    if isinstance(a, Fraction) and isinstance(b, Fraction):
        return a, b
    return mpf(a), mpf(b)


def power(base, exponent):
    if isinstance(base, Fraction) and isinstance(exponent, Fraction):
        if exponent.denominator == 1 and small_power(base, exponent):
            if base == 0 and exponent < 0:
                raise NoValue("division by zero")
            return base ** int(exponent)
    if vanishes(exponent) or base == 1:
        return Fraction(1)
    if isinstance(base, Fraction) and base > 0 and isinstance(exponent, Fraction):
        root = exact_root(base, exponent.denominator)
        if root is not None and small_power(root, exponent.numerator):
            return root ** exponent.numerator
    if base == 0:
        if exponent < 0:
            raise NoValue("division by zero")
        return Fraction(0) if exponent > 0 else Fraction(1)
    size = abs(mpf(exponent) * mp.log(abs(mpf(base)), 2))
    if size > 2**100:
        raise NoValue("out of range")
    if base < 0:
        # The calculator may know more: π ÷ π ÷ y is exactly −4/9, whose odd root is real;
        # mpmath cannot tell.
        if not isinstance(exponent, Fraction):
            # Written out, 1e-5361111111111111111 is a fraction no memory holds.
            if not mpf(10) ** -(mp.dps - 10) < abs(exponent) < mpf(10) ** (mp.dps - 10):
                raise Unverifiable("an exponent too close to 0 or too large to tell from a fraction")
            near = Fraction(mp.nstr(exponent, mp.dps - 5)).limit_denominator(1000)
            if indistinct(exponent - mpf(near)):
                raise Unverifiable("an exponent the calculator may know exactly")
        if not isinstance(exponent, Fraction) or exponent.denominator % 2 == 0:
            raise NoValue("not real")
        magnitude = mp.power(mpf(-base), mpf(exponent))
        return magnitude if exponent.numerator % 2 == 0 else -magnitude
    return mp.power(mpf(base), mpf(exponent))


def small_power(base, exponent):
    """Whether the calculator keeps `base ^ exponent` exact: its bound on a power's size."""
    bits = abs(base.numerator).bit_length() + base.denominator.bit_length() - 1
    return base in (0, 1, -1) or abs(exponent) * bits <= 2**22


def exact_root(value, n):
    """The n-th root of a positive fraction, when it is one."""
    def integer_root(k):
        if k.bit_length() > 2000 or n > 64:
            return None
        with mp.workdps(len(str(k)) + 20):
            guess = int(mp.nint(mp.root(k, n)))
        return next((r for r in (guess - 1, guess, guess + 1) if r >= 0 and r**n == k), None)

    top, bottom = integer_root(value.numerator), integer_root(value.denominator)
    return Fraction(top, bottom) if top is not None and bottom is not None else None


def factorial(value):
    if isinstance(value, Fraction) and value.denominator == 1:
        if value < 0:
            raise NoValue("pole")
        if value * int(value).bit_length() <= 2**22:
            return Fraction(math.factorial(int(value)))
    x = mpf(value)
    if abs(x) > 10**27:  # through logarithms: beyond mpmath's gamma, not beyond its exponents
        if x > 0:
            logarithm = mp.loggamma(x + 1)
            if logarithm > 0.693 * 2**100:
                raise NoValue("too large")
            return mp.exp(logarithm)
        # Γ(1 + x) = πx / (sin(πx)·Γ(1 − x)): far below 2^−(2^100), which an everyday answer
        # may still pass through on its way ((−6·10^192)! ! is 1).
        sine = mp.sin(mp.pi * (x - mp.nint(x)))
        if indistinct(sine):
            raise NoValue("pole")
        magnitude = mp.exp(mp.log(mp.pi * abs(x)) - mp.log(abs(sine)) - mp.loggamma(1 - x))
        return -mp.sign(sine) * magnitude
    near = mp.nint(mpf(value))
    if near <= -1 and indistinct(mpf(value) - near):
        raise NoValue("pole")
    return mp.gamma(mpf(value) + 1)


def whole(x, round_to=lambda value: mp.nint(value)):
    """x as the integer it is, or nothing: a value the reference cannot tell from a whole
    number (or a half, for `round`) is unverifiable, as the calculator says in words."""
    global conceded
    if isinstance(x, Fraction):
        return x
    # The whole part of a large value needs all its digits, which cancellation may have
    # cost: such a line is always checked again with more.
    conceded = True
    if near(x, round_to(x)):
        raise Unverifiable("too close to a whole number")
    return None


def near(x, target):
    """Whether x is within half the reference's digits of target: the programs cancel up to
    a few hundred digits on purpose, so a value the reference finds that close may be exactly
    on it (7 ÷ (e + 1e-63 − e) is 7·10^63), where the calculator says it cannot decide."""
    return abs(x - target) < mpf(10) ** -(mp.dps // 2) * max(1, abs(x))


def floor(x):
    return Fraction(math.floor(x)) if whole(x) is not None else Fraction(int(mp.floor(x)))


def rounded(x):
    """Half away from zero."""
    if isinstance(x, Fraction):
        return Fraction(math.floor(abs(x) + Fraction(1, 2))) * (1 if x >= 0 else -1)
    whole(x, lambda value: mp.floor(value) + mpf(0.5))
    return Fraction(int(mp.floor(abs(x) + mpf(0.5)))) * (1 if x >= 0 else -1)


def whole_number_operation(operator, a, b):
    if operator == "mod":
        if vanishes(b):
            raise NoValue("division by zero")
        if isinstance(a, Fraction) and isinstance(b, Fraction):
            return a % b
        quotient = floor(mpf(a) / mpf(b))
        return a if quotient == 0 else mpf(a) - mpf(b) * mpf(quotient)
    if any(not isinstance(v, Fraction) and not near(v, mp.nint(v)) for v in (a, b)):
        raise NoValue("needs whole numbers")
    if not (isinstance(a, Fraction) and isinstance(b, Fraction)):
        raise Unverifiable("whole numbers the calculator may know exactly (π ÷ π)")
    if a.denominator != 1 or b.denominator != 1 or a < 0 or b < 0:
        raise NoValue("needs whole numbers")
    n, k = int(a), int(b)
    if k > n:
        return Fraction(0)
    fewer = min(k, n - k) if operator == "nCr" else k
    if fewer * n.bit_length() <= 2**22:
        return Fraction(math.comb(n, k) if operator == "nCr" else math.perm(n, k))
    logarithm = mp.loggamma(n + 1) - mp.loggamma(n - k + 1) - (mp.loggamma(k + 1) if operator == "nCr" else 0)
    if logarithm > 0.693 * 2**100:
        raise NoValue("too large")
    return mp.exp(logarithm)


def function(name, x, degrees):
    if name in ("abs", "floor", "ceil", "round", "int", "frac"):
        x = plain(x)
        if name == "abs":
            return abs(x)
        if name == "floor":
            return floor(x)
        if name == "ceil":
            return -floor(-x)
        if name == "round":
            return rounded(x)
        whole_part = floor(x) if x >= 0 else -floor(-x)
        return whole_part if name == "int" else x - whole_part if isinstance(x, Fraction) else mpf(x) - mpf(whole_part)
    if name in ("sinh", "cosh", "tanh", "asinh", "acosh", "atanh"):
        x = plain(x)
        if vanishes(x) and name != "acosh":
            return Fraction(1) if name == "cosh" else Fraction(0)
        if name == "acosh" and (x < 1 or (x == 1 and isinstance(x, Fraction))):
            if x < 1:
                raise NoValue("not real")
            return Fraction(0)
        if name == "atanh" and abs(x) >= 1:
            raise NoValue("not real")
        if name in ("sinh", "cosh") and abs(x) > 2**100:
            raise NoValue("too large")
        if name == "tanh" and abs(x) > 10**6:  # ±(1 − 2e^(−2|x|)); mpmath overflows on 2^(10^20)
            # Beyond 2^40, e^(−2|x|) takes mpmath minutes: ±1, a concession like a cancellation.
            tail = 2 * mp.exp(-2 * abs(mpf(x))) if abs(x) < 2**40 else mpf(0)
            if tail == 0:
                indistinct(tail)
            return mp.sign(x) * (1 - tail)
        return getattr(mp, name)(mpf(x))
    if name == "log₂" and isinstance(x, Fraction) and x > 0:
        top, bottom = x.numerator, x.denominator
        if top & (top - 1) == 0 and bottom & (bottom - 1) == 0 and 1 in (top, bottom):
            return Fraction(top.bit_length() - bottom.bit_length())
    if name == "ln" and isinstance(x, PowerOfE):
        return x.exponent
    if name == "exp" and isinstance(x, Fraction) and abs(x) <= 10**7:
        return power_of_e(x)
    x = plain(x)
    if name == "√":
        if vanishes(x):
            return Fraction(0)
        if x < 0:
            raise NoValue("negative")
        if isinstance(x, Fraction):
            top, bottom = math.isqrt(x.numerator), math.isqrt(x.denominator)
            if top * top == x.numerator and bottom * bottom == x.denominator:
                return Fraction(top, bottom)
        return mp.sqrt(mpf(x))
    if name in ("ln", "log", "log₂"):
        if x <= 0 or vanishes(x):
            raise NoValue("logarithm")
        if x == 1 and (isinstance(x, Fraction) or indistinct(x - 1)):
            return Fraction(0)
        if name == "log" and isinstance(x, Fraction):
            power = x.numerator if x.denominator == 1 else x.denominator if x.numerator == 1 else 0
            if re.fullmatch(r"10*", str(power)):
                return Fraction((len(str(power)) - 1) * (1 if x.denominator == 1 else -1))
        return mp.log(mpf(x), {"ln": mp.e, "log": 10, "log₂": 2}[name])
    if name == "exp":
        if abs(x) > 0.693 * 2**100:  # the calculator's bound: 2^(2^100)
            raise NoValue("too large")
        return Fraction(1) if x == 0 else mp.exp(mpf(x))
    if name in ("sin", "cos", "tan"):
        if degrees and isinstance(x, Fraction):
            x = x % 360  # exactly: 20-digit angles in degrees lose nothing
            x = x - 360 if x > 180 else x
            turn = int(x if name == "sin" else 90 - x) % 360 if x.denominator == 1 else None
            if name != "tan" and turn in EXACT_SINES:
                return EXACT_SINES[turn]
            if name == "tan" and x.denominator == 1 and x % 45 == 0:
                if x % 180 == 90:
                    raise NoValue("pole")
                return Fraction(0) if x % 180 == 0 else Fraction(1 if x % 180 == 45 else -1)
        angle = mpf(x) * mp.pi / 180 if degrees else mpf(x)
        if abs(angle) > mpf(2) ** 700:
            raise Unverifiable("an angle beyond what 300 digits reduce by 2π")
        if name == "tan" and indistinct(mp.cos(angle)):
            raise NoValue("pole")
        value = getattr(mp, name)(angle)
        # At a whole multiple of π: the calculator knows 10^20 π exactly, mpmath to 300 digits.
        return Fraction(0) if abs(angle) > 1 and indistinct(value, angle) else value
    if name in ("asin", "acos"):
        if abs(x) > 1:
            raise NoValue("not real")
    if degrees and isinstance(x, Fraction) and (name, x) in EXACT_INVERSES:
        return EXACT_INVERSES[(name, x)]
    angle = getattr(mp, name)(mpf(x))
    return angle * 180 / mp.pi if degrees else angle


# sin of the whole multiples of 30°, and the inverses' exact values in degrees.
EXACT_SINES = {a: Fraction(s) for a, s in zip(range(0, 360, 30), "0 1/2 None 1 None 1/2 0 -1/2 None -1 None -1/2".split()) if s != "None"}
EXACT_INVERSES = {}
for _half in (-2, -1, 0, 1, 2):
    _x = Fraction(_half, 2)
    EXACT_INVERSES[("asin", _x)] = Fraction(30 * _half if abs(_half) < 2 else 45 * _half)
    EXACT_INVERSES[("acos", _x)] = 90 - EXACT_INVERSES[("asin", _x)]
EXACT_INVERSES.update({("atan", Fraction(0)): Fraction(0), ("atan", Fraction(1)): Fraction(45), ("atan", Fraction(-1)): Fraction(-45)})


# The calculator may decline where too few bits are left for a digit: not a wrong digit.
DECLINED = ("Angle is too large", "Not enough precision for this result")
# Where the reference had to read something tiny as 0: ln(tanh 10^19) is −10^(−10^19), whose
# floor the calculator cannot decide.
TOO_CLOSE = "Too close to a whole number to decide"
NOT_WHOLE = "Needs whole numbers that are not negative"


def check(line):
    """What is wrong with one line; None when nothing."""
    global conceded
    for digits in PRECISIONS:
        with mp.workdps(digits):
            conceded = False
            problem = check_at_precision(line)
        if not conceded:
            break
    return problem


def check_at_precision(line):
    notation, unit, display, description = line.rstrip("\n").split("\t")
    expression = description.split(", ")[-1]
    reader = Reader(expression, unit == "degrees")
    try:
        truth = plain(reader.expression())
        if reader.peek() is not None:
            return f"unread tokens in {description}"
    except (Unverifiable, MemoryError):  # mpmath cannot work beyond 2^(2^60) or so
        return None
    except (NoValue, ZeroDivisionError, ValueError, OverflowError) as reason:
        if isinstance(reason, ValueError) and "read" in str(reason):
            return str(reason)
        return None if not re.match(r"^-?[\d.]+(e[+-]\d+)?$", display) else f"{description}: shows {display}, reference says {reason}"
    if not re.match(r"^-?[\d.]+(e[+-]\d+)?$", display):
        magnitude = abs(mpf(truth))
        # Undecided around 0: the places shown are proven 0, the ellipsis says no more is.
        zeros = re.fullmatch(r"0\.(0+)…|…", display)
        if zeros:
            return None if not zeros.group(1) or magnitude < mpf(10) ** -len(zeros.group(1)) else f"{description}: shows {display}, reference value {mp.nstr(mpf(truth), 20)}"
        # e^N + 10^−20 − e^N is no whole number, but 300 or 1 500 digits read it as 0.
        if display in DECLINED or display in (TOO_CLOSE, NOT_WHOLE) and conceded:
            return None
        if display.startswith("Result is too") and (reader.out_of_range or magnitude > LIMIT or magnitude < mp.ldexp(_mpf(1), -2**100)):
            return None
        return f"{description}: shows {display!r}, reference value {mp.nstr(mpf(truth), 20)}"
    exponent = int(display.split("e")[1]) if "e" in display else 0
    # A million-digit power of 10 as a fraction takes seconds; so far out only mpmath compares.
    shown = Fraction(display) if abs(exponent) < 400 else mpf(display)
    if not isinstance(shown, Fraction):
        truth = mpf(truth)
    if reader.indistinct_power and isinstance(truth, Fraction):
        truth = mpf(truth)  # the calculator may know it only approximately
    if isinstance(truth, Fraction) and truth.numerator.bit_length() + truth.denominator.bit_length() > 2**22:
        truth = mpf(truth)  # beyond what the calculator keeps exactly: an approximation
    if isinstance(truth, Fraction):
        if truth.denominator == 1:
            if display == str(truth.numerator):
                return None
            # A sum the reference read as 0 at its most digits (x + 1e-63 − x with x near
            # e^34600 needs 15 000 of them): a value shown below its resolution is not checked.
            if truth == 0 and conceded and indistinct(mpf(shown.numerator) / shown.denominator
                                                      if isinstance(shown, Fraction) else shown,
                                                      reader.scale):
                return None
            return f"{description}: integer {truth} shown as {display}"
        error = abs(shown - truth)
    else:
        if shown == 0:
            return None if indistinct(truth, reader.scale) else f"{description}: shows 0, value {truth}"
        error = abs(mpf(shown) - truth)
    digits = re.sub(r"e.*", "", display).lstrip("-").replace(".", "")
    places = len(display.split("e")[0].split(".")[1]) if "." in display.split("e")[0] else 0
    half_unit = (Fraction(1, 2) * Fraction(10) ** (exponent - places) if abs(exponent) < 400
                 else mpf(10) ** (exponent - places) / 2)
    slack = 0 if isinstance(truth, Fraction) else abs(truth) * _mpf(10) ** -(mp.dps - 40)
    if error > (half_unit if isinstance(error, Fraction) else mpf(half_unit)) + slack:
        return f"{description}: shows {display}, true value {mp.nstr(mpf(truth), 25)}"
    if isinstance(truth, Fraction) and shown != truth:
        # Exact: correctly rounded to 15 significant digits.
        scale = Fraction(10) ** (int(mp.floor(mp.log10(abs(mpf(truth))))) - 14)
        if error > scale / 2:
            return f"{description}: {display} is not {truth} to 15 digits"
    return None


if __name__ == "__main__":
    sys.exit(check_every_line(sys.argv[1], check))
