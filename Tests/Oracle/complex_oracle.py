"""An independent reference for the calculator's complex numbers (issue 45).

Reads lines `notation, angle unit, display, description` (from `calculator-bench
--complex-oracle-programs N`), evaluates each description with mpmath's complex arithmetic at
300 digits (1 500 where 300 round a value to 0, to a whole number or onto a singular point) on
the principal branches, and checks that each part of `a + bi` shown is within
half a unit of its last digit of the true part, that a part left out is 0, and that an error
is shown only where the reference has no value. The calculator's one convention beyond the
principal branch: an odd root of a negative real number is real (`(−8)^(1/3)` is −2).

`--wrong-branch` makes the reference take ln's other branch on the negative real axis (ln(−1)
is −πi): the check must then fail, which proves it looks at the branches.
"""
import re
import sys
from fractions import Fraction

from every_line import check_every_line
from mpmath import mp, mpc, mpf

mp.dps = 300
sys.set_int_max_str_digits(0)  # an exact part is written with every digit
WRONG_BRANCH = "--wrong-branch" in sys.argv
FUNCTIONS = ("asinh acosh atanh sinh cosh tanh asin acos atan sin cos tan ln log₂ log exp abs "
             "arg conj Re Im").split()
TOKEN = re.compile(r"\s*(\d+(?:\.\d+)?(?:e[+-]?\d+)?|" + "|".join(FUNCTIONS)
                   + r"|ʸ√|[√∛πei+−×÷^()²³∠-]|⁻¹)")
# Messages that say the calculator could not decide, not that a value is wrong.
DECLINED = ("Angle is too large", "Not enough precision for this result", "Result is too large",
            "Result is too small")


class NoValue(Exception):
    pass


class Unverifiable(Exception):
    """Beyond what 300 digits can tell (an angle of 10^(10^13)): whatever is shown passes."""


# The calculator's range, 2^(±2^100), as a natural logarithm; and the largest angle whose
# place in the turn 300 digits still tell.
LARGEST_EXPONENT = mp.log(2) * 2 ** 100
LARGEST_ANGLE = mpf(2) ** 700


def exponential(z):
    """e^z, or why the reference has none: beyond the range, or an angle beyond its digits."""
    if abs(z.real) > LARGEST_EXPONENT:
        raise NoValue("out of range")
    if abs(z.imag) > LARGEST_ANGLE:
        raise Unverifiable("an angle beyond what 300 digits reduce by 2π")
    return mp.exp(z)


def tokens(text):
    found, position = [], 0
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match:
            raise ValueError(f"cannot read {text[position:]!r}")
        token = match.group(1)
        # `3i` is 3 × i, written as on paper.
        if token == "i" and found and found[-1][0].isdigit() and text[match.start(1) - 1] != " ":
            found.append("×")
        found.append(token)
        position = match.end()
    return found


def tiny(value, scale):
    """Whether 300 digits cannot tell `value` from 0 beside `scale`."""
    return abs(value) <= mpf(10) ** -(mp.dps - 40) * scale


# Whether a line's reference read something tiny as 0 or as a whole number: such a line is
# checked again with 1 500 digits, where 1 − 10^−454 is no longer 1.
PRECISIONS = (300, 1500)
conceded = False


def zero_if_tiny(x, scale):
    global conceded
    if x == 0 or not tiny(x, scale):
        return x
    conceded = True
    return mpf(0)


def snapped(z, scale=0, real_scale=None, imaginary_scale=None):
    """A part the reference cannot tell from 0 beside what cancelled to make it is 0: the
    calculator's exact field decides it (sin π is exactly 0 there, 10^−301 here). Each part
    beside its own terms where they are given (the imaginary part of −e^1385 − 10^−29·i is
    no 0), else beside the value or `scale`."""
    z = mpc(z)
    size = max(abs(z), scale)
    return mpc(zero_if_tiny(z.real, size if real_scale is None else real_scale),
               zero_if_tiny(z.imag, size if imaginary_scale is None else imaginary_scale))


def product(a, b):
    """a × b, each part beside its two terms (ac − bd, ad + bc)."""
    return snapped(a * b, real_scale=max(abs(a.real * b.real), abs(a.imag * b.imag)),
                   imaginary_scale=max(abs(a.real * b.imag), abs(a.imag * b.real)))


def settled(z):
    """Each part that the reference cannot tell from a whole number is that number: where the
    calculator knows tan(π/4) is exactly 1, acosh of it is 0, not 10^−150·i."""
    def part(x):  # 0 is decided where it arises (`snapped`): 10^−600 is no 0
        global conceded
        whole = mp.nint(x)
        if whole == x or whole == 0 or not tiny(x - whole, abs(x)):
            return x
        conceded = True
        return whole
    return mpc(part(z.real), part(z.imag))


class Reader:
    """Ordinary precedence: + − < × ÷ ∠ < prefix - < ^ ʸ√ (right) < postfix < atoms."""

    def __init__(self, text, degrees):
        self.tokens, self.at, self.degrees = tokens(text), 0, degrees
        self.unit = mp.pi / 180 if degrees else mpf(1)

    def peek(self):
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self, expected=None):
        token = self.peek()
        if expected and token != expected:
            raise ValueError(f"expected {expected}, got {token}")
        self.at += 1
        return token

    def expression(self):
        value = self.term()
        while self.peek() in ("+", "−"):
            operator, right = self.take(), self.term()
            value = snapped(value + right if operator == "+" else value - right,
                            real_scale=max(abs(value.real), abs(right.real)),
                            imaginary_scale=max(abs(value.imag), abs(right.imag)))
        return value

    def term(self):
        value = self.negation()
        while self.peek() in ("×", "÷", "∠"):
            operator, right = self.take(), self.negation()
            if operator == "∠":
                if value.imag or right.imag:
                    raise NoValue("needs real numbers")
                angle = right.real * self.unit
                value = snapped(value.real * mpc(mp.cos(angle), mp.sin(angle)), abs(value))
            elif operator == "×":
                value = product(value, right)
            else:
                if right == 0:
                    raise NoValue("division by zero")
                value = product(value, mp.conj(right)) / abs(right) ** 2
        return value

    def negation(self):
        if self.peek() == "-":
            self.take()
            return -self.negation()
        return self.power()

    def power(self):
        base = self.postfix()
        if self.peek() not in ("^", "ʸ√"):
            return base
        operator = self.take()
        start = self.at
        exponent = self.power()
        written = "".join(self.tokens[start:self.at])
        exact = Fraction(written.replace("−", "-")) if re.fullmatch(r"-?[\d.]+", written) else None
        if operator == "ʸ√":
            if exponent == 0:
                raise NoValue("0th root")
            exponent = 1 / exponent
            exact = 1 / exact if exact else None
        return power(base, exponent, exact)

    def postfix(self):
        value = self.atom()
        while self.peek() in ("²", "³", "⁻¹"):
            operator = self.take()
            if operator == "⁻¹":
                if value == 0:
                    raise NoValue("division by zero")
                value = snapped(1 / value)
            else:
                value = power(value, mpc(2 if operator == "²" else 3), Fraction(2 if operator == "²" else 3))
        return value

    def atom(self):
        token = self.take()
        if token == "(":
            value = self.expression()
            self.take(")")
            return value
        if token == "π":
            return mpc(mp.pi)
        if token == "e":
            return mpc(mp.e)
        if token == "i":
            return mpc(0, 1)
        if token[0].isdigit():
            return mpc(mpf(token))
        self.take("(")
        argument = self.expression()
        self.take(")")
        if token == "∛":
            return power(argument, mpc(1) / 3, Fraction(1, 3))
        return function(token, argument, self.unit)


def power(base, exponent, exact):
    """The principal value; a real base to a real power with an odd denominator is real."""
    base, exponent = settled(base), settled(exponent)
    if exponent == 0:
        return mpc(1)
    if base == 0:
        if exponent.real > 0:
            return mpc(0)
        raise NoValue("division by zero")
    if exact is not None and exact.denominator == 1:
        return snapped(base ** int(exact), abs(base) ** int(exact))
    if base.imag == 0 and exponent.imag == 0 and base.real < 0 and exact is not None \
            and exact.denominator % 2 == 1:
        magnitude = mp.power(-base.real, mpf(exact.numerator) / exact.denominator)
        return mpc(magnitude if exact.numerator % 2 == 0 else -magnitude)
    return snapped(exponential(exponent * logarithm(base)))


def logarithm(z):
    if z == 0:
        raise NoValue("logarithm of 0")
    value = mp.log(z)
    if WRONG_BRANCH and z.imag == 0 and z.real < 0:
        value = mp.conj(value)
    return value


def function(name, z, unit):
    z = settled(z)
    if name == "abs":
        return mpc(abs(z))
    if name == "arg":
        if z == 0:
            raise NoValue("no argument")
        return mpc(mp.arg(z) / unit)
    if name == "conj":
        return mp.conj(z)
    if name in ("Re", "Im"):
        return mpc(z.real if name == "Re" else z.imag)
    if name == "√":
        return snapped(mp.sqrt(z))
    if name in ("ln", "log", "log₂"):
        base = {"ln": 1, "log": mp.log(10), "log₂": mp.log(2)}[name]
        return snapped(logarithm(z) / base)
    if name == "exp":
        value = exponential(z)
        return snapped(value, abs(value))
    if name in ("sin", "cos", "tan", "sinh", "cosh", "tanh"):
        # sin z = −i sinh(iz): the real part is the angle, the imaginary part the exponent.
        turned = z * unit * (1 if name.endswith("h") else mpc(0, 1))
        if name in ("tanh", "tan") and abs(turned.real) > 10 ** 6:
            raise Unverifiable("±1 but for e^(−2·10^6)")
        exponential(turned)  # or why it has no value
    if name in ("sin", "cos", "tan"):
        angle = z * unit
        if name == "tan" and tiny(mp.cos(angle), 1):
            raise NoValue("pole")
        # What cancels is a whole turn's worth (sin π): near 0 the value is the angle's size.
        near = min(1, abs(angle))
        return snapped(getattr(mp, name)(angle), near * (1 if name == "tan" else mp.cosh(angle.imag)))
    if name in ("sinh", "cosh", "tanh"):
        if name == "tanh" and tiny(mp.cosh(z), 1):
            raise NoValue("pole")
        near = min(1, abs(z))
        return snapped(getattr(mp, name)(z), near * (1 if name == "tanh" else mp.cosh(z.real)))
    if name == "atanh" and z in (1, -1) or name == "atan" and z in (mpc(0, 1), mpc(0, -1)):
        raise NoValue("branch point")
    value = getattr(mp, name)(z)
    if z.imag == 0 and name in ("asin", "acos", "acosh", "atanh") and value.imag != 0:
        # On the cut the calculator takes the real operand's value as mpmath's mpf does.
        value = getattr(mp, name)(mpf(z.real))
    value = snapped(value)
    return value / unit if name in ("asin", "acos", "atan") else value


# A part may be undecided around 0: its places proven 0, then `…`.
MAGNITUDE = r"(?:\d+(?:\.\d+)?(?:e[+-]\d+)?|0\.0+…|…)"
NUMBER = rf"-?{MAGNITUDE}"
SHOWN = re.compile(rf"^(?:(?P<real>{NUMBER})(?: (?P<sign>[+−]) (?P<imag>{MAGNITUDE})?i)?"
                   rf"|(?P<alone>{NUMBER}|-)?i)$")


def parts(display):
    """The shown real and imaginary parts as text (None for a part left out), or nothing."""
    match = SHOWN.match(display)
    if not match:
        return None
    if match.group("real") is not None:
        imaginary = None
        if match.group("sign"):
            imaginary = ("-" if match.group("sign") == "−" else "") + (match.group("imag") or "1")
        return match.group("real"), imaginary
    alone = match.group("alone")
    return None, "1" if alone is None else "-1" if alone == "-" else alone


def wrong_part(shown, true, scale):
    """Why one shown part is wrong; None when every digit is right."""
    global conceded
    if true == 0 and shown is not None:
        conceded = True  # mpmath's own rounding (tanh 1000 is 1 at 300 digits): 1 500 say
    if shown is None:
        return None if tiny(true, scale) else f"left out, true {mp.nstr(true, 20)}"
    if shown.endswith("…"):
        zeros = len(shown) - len(shown.rstrip("…").rstrip("0")) - 1 if "." in shown else 0
        return None if abs(true) < mpf(10) ** -zeros else f"shows {shown}, true {mp.nstr(true, 20)}"
    # Below the reference's resolution beside the other part (10^−404 beside 1) both are 0 as
    # far as 300 digits tell: not checked, as the real oracle concedes such sums.
    if tiny(true, scale) and tiny(mpf(shown), scale):
        return None
    mantissa, _, exponent = shown.partition("e")
    places = len(mantissa.split(".")[1]) if "." in mantissa else 0
    half_unit = mpf(10) ** (int(exponent or 0) - places) / 2
    if abs(mpf(shown) - true) > half_unit + abs(true) * mpf(10) ** -(mp.dps - 40):
        return f"shows {shown}, true {mp.nstr(true, 25)}"
    return None


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
    expression = description.rstrip(" =")
    try:
        reader = Reader(expression, unit == "degrees")
        truth = reader.expression()
        if reader.peek() is not None:
            return f"unread tokens in {description}"
    except Unverifiable:
        return None
    except (NoValue, ZeroDivisionError) as reason:
        # A singular point may be a rounding away (tanh(10^e) is 1 − 10^−454): 1 500 digits say.
        global conceded
        conceded = True
        return None if parts(display) is None else f"{description}: shows {display}, reference says {reason}"
    except ValueError as reason:
        return f"{description}: {reason}"
    if abs(truth) > mpf(2) ** (2 ** 100):
        return None
    shown = parts(display)
    if shown is None:
        return None if display in DECLINED else f"{description}: shows {display!r}, true {mp.nstr(truth, 20)}"
    scale = abs(truth)
    problems = [f"{name} {problem}" for name, text, true in (("real part", shown[0], truth.real), ("imaginary part", shown[1], truth.imag))
                if (problem := wrong_part(text, true, scale))]
    return f"{description} ({notation}, {unit}): shows {display}: " + "; ".join(problems) if problems else None


if __name__ == "__main__":
    sys.exit(check_every_line([a for a in sys.argv[1:] if not a.startswith("--")][0], check,
                              "complex programs"))
