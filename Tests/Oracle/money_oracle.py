"""The oracle for the functions of money (issue 56).

Reads lines `call TAB display` (from `calculator-bench --money-oracle-programs N`) and checks
each display with formulas written here, from the definitions and not from the calculator's:
a loan's balance period by period in exact fractions (pmt, fv, pv, ipmt, ppmt), the cash
flows' value (npv), and, for the roots (rate, irr, nper), the sign of the equation just below
and just above the number shown, which proves every digit of it; how many roots there are is
counted by Sturm's theorem or by the shape of the cash flows, so a root left out, one too many
or a "no rate" with a rate is caught.

`--wrong-interest`: charges interest on the balance after each payment at the end of a
period, to prove the oracle can fail.
"""
import re
import sys
from fractions import Fraction

from mpmath import mp, mpf

from every_line import check_every_line

WRONG_INTEREST = "--wrong-interest" in sys.argv
NUMBER = re.compile(r"^-?\d+(\.\d+)?(e[+-]\d+)?$")
NO_RATE = "No rate gives these cash flows a value of 0"
NO_PERIODS = "No number of periods brings these payments to that value"
SEVERAL = "More than one rate gives these cash flows a value of 0: "


def value(text):
    """An argument: a decimal, or decimals divided (`5/12/100`)."""
    parts = [Fraction(part) for part in text.split("/")]
    result = parts[0]
    for part in parts[1:]:
        result /= part
    return result


def half_unit(display):
    """Half a unit of the last digit shown."""
    mantissa, _, exponent = display.partition("e")
    places = len(mantissa.split(".")[1]) if "." in mantissa else 0
    return Fraction(1, 2) * Fraction(10) ** (int(exponent or 0) - places)


def agrees(display, truth):
    """What is wrong with `display` for the exact `truth`; None when it is `truth` correctly
    rounded to the 15 significant digits shown (trailing zeros dropped)."""
    if not NUMBER.match(display):
        return f"shows {display!r}, true value {float(truth)!r}"
    shown = Fraction(display)
    if truth == 0:
        return None if shown == 0 else f"shows {display}, true value 0"
    error = abs(shown - truth)
    # The 15th significant digit's place, from the display's leading digit.
    mantissa, _, exponent = display.lstrip("-").partition("e")
    whole, _, places = mantissa.partition(".")
    leading = len(whole) - 1 if whole != "0" else -(len(places) - len(places.lstrip("0")) + 1)
    fifteenth = Fraction(10) ** (leading + int(exponent or 0) - 14)
    if error > half_unit(display) or error > fifteenth / 2:
        return f"shows {display}, true value {mp.nstr(mpf(truth.numerator) / truth.denominator, 20)}"
    return None


def balances(rate, periods, payment, present, beginning):
    """The loan's balance after each period, owed positive: each period's interest is charged
    on what is owed during it; a payment at the beginning is made before it."""
    balance, interests, after = present, [], [present]
    for _ in range(periods):
        if beginning:
            balance += payment
        interest = balance * rate if not WRONG_INTEREST or beginning else (balance + payment) * rate
        interests.append(interest)
        balance += interest
        if not beginning:
            balance += payment
        after.append(balance)
    return interests, after


def future_value(rate, periods, payment, present, beginning):
    """What is owed after the last period, negated; past 500 periods (where the fractions of
    each period's balance grow to 10⁵ digits) the geometric series summed: the present value
    and each payment grown for the periods after it."""
    if periods <= 500:
        return -balances(rate, periods, payment, present, beginning)[1][-1]
    growth = (1 + rate) ** periods
    grown_payments = payment * periods if rate == 0 else payment * (growth - 1) / rate
    return -(present * growth + grown_payments * ((1 + rate) if beginning else 1))


def payment_of(rate, periods, present, future, beginning):
    """pmt: the future value is linear in the payment."""
    at_zero = future_value(rate, periods, Fraction(0), present, beginning)
    per_unit = future_value(rate, periods, Fraction(1), present, beginning) - at_zero
    return (future - at_zero) / per_unit


def cash_flows_of_rate(periods, payment, present, future, beginning):
    flows = [present] + [payment] * periods
    if beginning:
        flows[0] += payment
        flows[-1] = future
    else:
        flows[-1] += future
    return flows


def sign_changes(values):
    signs = [1 if v > 0 else -1 for v in values if v != 0]
    return sum(1 for a, b in zip(signs, signs[1:]) if a != b)


def remainder(a, b):
    """The remainder of polynomial a by b, lowest coefficient first."""
    a = a[:]
    while len(a) >= len(b) and any(a):
        factor, shift = a[-1] / b[-1], len(a) - len(b)
        for index, coefficient in enumerate(b):
            a[index + shift] -= factor * coefficient
        a.pop()
    while a and a[-1] == 0:
        a.pop()
    return a


def positive_root_count(flows):
    """Distinct roots x > 0 of Σ flows[k]·xᵏ: Sturm's theorem in exact fractions, for a few
    flows; for a loan's (one sign change among all but the first), Descartes' rule on the
    polynomial and its derivative."""
    flows = flows[:]
    while flows and flows[-1] == 0:
        flows.pop()
    while flows and flows[0] == 0:
        flows.pop(0)
    changes = sign_changes(flows)
    if changes < 2:
        return changes
    if len(flows) <= 16:
        chain = [flows, [k * c for k, c in enumerate(flows)][1:]]
        while len(chain[-1]) > 1:
            rest = remainder(chain[-2], chain[-1])
            if not rest:
                break
            chain.append([-c for c in rest])
        at_zero = sign_changes([p[0] for p in chain])
        at_infinity = sign_changes([p[-1] for p in chain])
        return at_zero - at_infinity
    # Two changes, one of them among the derivative's: p falls then rises (or the reverse)
    # once, so it has two roots or none, as its value at the turning point says.
    derivative = [k * c for k, c in enumerate(flows)][1:]
    assert sign_changes(derivative) == 1, "a loan's cash flows"
    turn = bisect(lambda x: polynomial(derivative, x), mpf(0), mpf(1))
    low = polynomial(flows, turn)
    return 0 if low * flows[0] > 0 else 2


def bisect(f, low, high):
    """The one root of f in (low, high), growing high until f changes sign."""
    while f(low) * f(high) > 0:
        high *= 2
    for _ in range(mp.prec + 20):
        middle = (low + high) / 2
        if f(low) * f(middle) <= 0:
            high = middle
        else:
            low = middle
    return low


def polynomial(coefficients, x):
    total = 0
    for coefficient in reversed(coefficients):
        total = total * x + (coefficient if isinstance(x, Fraction) else mpf(coefficient.numerator) / coefficient.denominator)
    return total


def brackets(flows, display):
    """Whether the flows' value changes sign between the rate shown less and plus half a unit
    of its last digit: the true rate rounds to it."""
    h = half_unit(display)
    rate = Fraction(display)
    values = []
    for r in (rate - h, rate + h):
        x = 1 / (1 + r)
        values.append(polynomial(flows, x) if len(flows) <= 64 else polynomial(flows, mpf(x.numerator) / x.denominator))
    return values[0] * values[1] < 0


def check_rates(flows, display):
    count = positive_root_count(flows)
    if display == NO_RATE:
        return None if count == 0 else f"no rate shown, {count} exist"
    shown = display[len(SEVERAL):].split("; ") if display.startswith(SEVERAL) else [display]
    if len(shown) != count or count == 1 and display.startswith(SEVERAL):
        return f"{len(shown)} rates shown, {count} exist"
    for rate in shown:
        if not NUMBER.match(rate) or not brackets(flows, rate):
            return f"rate {rate} is not a root to its last digit"
    if [Fraction(r) for r in shown] != sorted(Fraction(r) for r in shown):
        return "rates not from the lowest"
    return None


def check_periods(rate, payment, present, future, beginning, display):
    if rate == 0:
        return agrees(display, -(present + future) / payment)
    due = payment * (1 + rate) if beginning else payment
    ratio = (due - future * rate) / (due + present * rate) if due + present * rate else None
    if ratio is None or ratio <= 0:
        return None if display == NO_PERIODS else f"shows {display}, no number of periods exists"
    if not NUMBER.match(display):
        return f"shows {display!r}, a number of periods exists"

    def residual(n):
        growth = (1 + mpf(rate.numerator) / rate.denominator) ** n
        r = mpf(rate.numerator) / rate.denominator
        return float_of(present) * growth + float_of(due) * (growth - 1) / r + float_of(future)

    h = half_unit(display)
    low, high = Fraction(display) - h, Fraction(display) + h
    below, above = residual(mpf(low.numerator) / low.denominator), residual(mpf(high.numerator) / high.denominator)
    return None if below * above < 0 else f"shows {display}, not the number of periods to its last digit"


def float_of(fraction):
    return mpf(fraction.numerator) / fraction.denominator


def check(line):
    call, display = line.rstrip("\n").split("\t")
    name, arguments = call[:-1].split("(", 1)
    a = [value(text) for text in arguments.split(", ")]
    optional = lambda index: a[index] if index < len(a) else Fraction(0)
    mp.dps = 120
    try:
        problem = check_call(name, a, optional, display)
    except ZeroDivisionError:
        problem = None if not NUMBER.match(display) else f"shows {display}, the value divides by 0"
    return f"{call}: {problem}" if problem else None


def check_call(name, a, optional, display):
    if name in ("pmt", "fv", "pv", "nper", "rate", "ipmt", "ppmt"):
        beginning = optional({"ipmt": 5, "ppmt": 5}.get(name, 4)) == 1
    if name == "pmt":
        return agrees(display, payment_of(a[0], int(a[1]), a[2], optional(3), beginning))
    if name == "fv":
        return agrees(display, future_value(a[0], int(a[1]), a[2], optional(3), beginning))
    if name == "pv":
        # The future value is linear in the present value.
        at_zero = future_value(a[0], int(a[1]), a[2], Fraction(0), beginning)
        per_unit = future_value(a[0], int(a[1]), a[2], Fraction(1), beginning) - at_zero
        return agrees(display, (optional(3) - at_zero) / per_unit)
    if name == "nper":
        return check_periods(a[0], a[1], a[2], optional(3), beginning, display)
    if name == "rate":
        return check_rates(cash_flows_of_rate(int(a[0]), a[1], a[2], optional(3), beginning), display)
    if name in ("ipmt", "ppmt"):
        rate, period, periods, present, future = a[0], int(a[1]), int(a[2]), a[3], optional(4)
        payment = payment_of(rate, periods, present, future, beginning)
        interests, _ = balances(rate, periods, payment, present, beginning)
        # Interest is paid with the payment after it accrues: at the beginning, the next one.
        interest = -(interests[period - 1] if not beginning else (interests[period - 2] if period > 1 else 0))
        return agrees(display, interest if name == "ipmt" else payment - interest)
    if name == "npv":
        return agrees(display, sum(v / (1 + a[0]) ** k for k, v in enumerate(a[1:], start=1)))
    if name == "irr":
        return check_rates(a, display)
    if name == "effect":
        return agrees(display, (1 + a[0] / a[1]) ** int(a[1]) - 1)
    if name == "nominal":
        truth = a[1] * ((1 + float_of(a[0])) ** (1 / float_of(a[1])) - 1)
        shown = Fraction(display)
        return None if abs(float_of(shown) - truth) <= float_of(half_unit(display)) else f"shows {display}, true value {mp.nstr(truth, 20)}"
    if name == "sln":
        return agrees(display, (a[0] - a[1]) / a[2])
    if name == "syd":
        cost, salvage, life, period = a
        return agrees(display, (cost - salvage) * (life - period + 1) * 2 / (life * (life + 1)))
    if name == "ddb":
        cost, salvage, life, period = a[:4]
        factor = optional(4) or Fraction(2)
        # The book value falls by factor ÷ life of itself each period, never below salvage.
        book, depreciation = cost, Fraction(0)
        for _ in range(int(period)):
            depreciation = max(Fraction(0), min(book * min(factor / life, 1), book - salvage))
            book -= depreciation
        return agrees(display, depreciation)
    return f"no formula for {name}"


if __name__ == "__main__":
    sys.exit(check_every_line(sys.argv[1], check, noun="calls"))
