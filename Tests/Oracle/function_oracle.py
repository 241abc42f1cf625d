"""The exact oracle for programs that define functions and call them (issue 46).

Reads lines `notation, angle unit, display, description, definition…` (from `calculator-bench
--function-oracle-programs N`). Each call in the description is written out from its
definition as text (`f(2, x)` with `f(a, b) = a ^ 2 + b` is `((2) ^ 2 + (x))`), until no call
is left; the expanded text is then checked as any description is (exact_oracle.py: fractions
where the mathematics is rational, mpmath elsewhere). The expansion knows nothing of the
calculator's evaluation: only the definitions' text.
"""
import re
import sys

import exact_oracle
from every_line import check_every_line

CALL = re.compile(r"\b(f\d+)\(")
# `--swapped-arguments`: binds parameters last argument first, to prove the oracle can fail.
SWAPPED = "--swapped-arguments" in sys.argv


def definitions(texts):
    """name → (parameters, formula), from `f0(a, b) = formula`."""
    found = {}
    for text in texts:
        heading, formula = text.split(" = ", 1)
        name, parameters = heading[:-1].split("(")
        found[name] = (parameters.split(", "), formula)
    return found


def arguments_of(text, start):
    """The arguments of the call whose `(` is at `start`, and where its `)` is."""
    depth, pieces, begin = 0, [], start + 1
    for position in range(start, len(text)):
        character = text[position]
        if character == "(":
            depth += 1
        elif character == ")":
            depth -= 1
            if depth == 0:
                pieces.append(text[begin:position])
                return pieces, position
        elif character == "," and depth == 1:
            pieces.append(text[begin:position])
            begin = position + 1
    raise ValueError(f"cannot read the call in {text!r}")


def expanded(text, functions, arguments_seen):
    """`text` with every call written out, innermost first, each in parentheses; each call's
    arguments (written out) go to `arguments_seen`."""
    while CALL.search(text) is not None:
        # The last call's arguments hold no call of their own.
        last = list(CALL.finditer(text))[-1]
        name = last.group(1)
        arguments, end = arguments_of(text, last.end() - 1)
        arguments_seen += arguments
        if SWAPPED:
            arguments.reverse()
        parameters, formula = functions[name]
        # A parameter is a whole word of ASCII letters (`a` in `a³`, not in `atan`).
        body = re.sub(r"(?<![A-Za-z0-9_])(" + "|".join(parameters) + r")(?![A-Za-z0-9_])",
                      lambda word: "(" + arguments[parameters.index(word.group(1))].strip() + ")",
                      formula)
        text = text[:last.start()] + "(" + body + ")" + text[end + 1:]
    return text


def has_value(text, degrees):
    """Whether the reference finds a value in range for `text` (at 300 digits); None where
    it cannot decide (`e mod e`, which no precision tells from 0 or e)."""
    with exact_oracle.mp.workdps(300):
        reader = exact_oracle.Reader(text, degrees)
        try:
            reader.expression()
        except (exact_oracle.NoValue, ZeroDivisionError, ValueError, OverflowError):
            return False
        except (exact_oracle.Unverifiable, MemoryError):
            return None
        return not reader.out_of_range


def check(line):
    notation, unit, display, description, *texts = line.rstrip("\n").split("\t")
    arguments = []
    text = expanded(description, definitions(texts), arguments)
    # A call takes the values of its arguments, used or not (as sin does): one without a
    # value leaves the call without one, whatever its body would make of it.
    valued = [has_value(argument, unit == "degrees") for argument in arguments]
    if None in valued:
        return None  # as exact_oracle.py leaves a line it cannot decide
    if not all(valued):
        if re.fullmatch(r"-?[\d.]+(e[+-]\d+)?", display):
            return f"{description}: shows {display}, but an argument has no value"
        return None
    problem = exact_oracle.check("\t".join((notation, unit, display, text)))
    return problem and f"{problem} [from {description} with {'; '.join(texts)}]"


if __name__ == "__main__":
    sys.exit(check_every_line(sys.argv[1], check, noun="programs with functions"))
