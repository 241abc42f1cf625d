#!/usr/bin/python3
"""Programmer mode against Python's integers.

Reads lines `notation, bits, signed|unsigned, base, dec, hex, description` (from
`calculator-bench --programmer-oracle-programs N`), evaluates each description itself in the
word (every result wrapped as hardware does: bits = 8…64, two's complement when signed), and
checks the calculator's decimal and hex readouts against it. The reference shares nothing with
the app: it parses the description with the C/Python precedence of the operators and computes
with Python's unbounded integers.
"""

import re
import sys

# Lowest first: OR < XOR < AND < shifts < + − < × ÷ mod < prefix -.
PRECEDENCE = {
    "OR": 1, "NOR": 1, "XOR": 2, "AND": 3, "NAND": 3,
    "<<": 4, ">>": 4, "rol": 4, "ror": 4,
    "+": 5, "−": 5, "×": 6, "÷": 6, "mod": 6,
}
TOKEN = re.compile(r"\s*(<<|>>|NOT\(|[()+−×÷-]|[A-Za-z0-9]+)")


class Refused(Exception):
    """The calculation has no value: the calculator must show this error."""


class Word:
    def __init__(self, bits, signed, base):
        self.bits, self.signed, self.base = bits, signed, base
        self.mask = (1 << bits) - 1

    def wrap(self, value):
        value &= self.mask
        if self.signed and value >> (self.bits - 1):
            value -= 1 << self.bits
        return value

    def pattern(self, value):
        return value & self.mask

    def apply(self, operator, a, b):
        x, y = self.pattern(a), self.pattern(b)
        if operator in ("÷", "mod") and b == 0:
            raise Refused("Division by zero")
        if operator in ("<<", ">>") and b < 0:
            raise Refused("Needs whole numbers that are not negative")
        count = min(b, self.bits)
        rotation = y % self.bits
        result = {
            "+": lambda: a + b,
            "−": lambda: a - b,
            "×": lambda: a * b,
            # Toward zero, as C divides.
            "÷": lambda: abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1),
            # The sign of the divisor, as Python's %.
            "mod": lambda: a % b,
            "AND": lambda: x & y,
            "OR": lambda: x | y,
            "XOR": lambda: x ^ y,
            "NAND": lambda: ~(x & y),
            "NOR": lambda: ~(x | y),
            "<<": lambda: a << count,
            ">>": lambda: a >> count,
            "rol": lambda: (x << rotation) | (x >> (self.bits - rotation)),
            "ror": lambda: (x >> rotation) | (x << (self.bits - rotation)),
        }[operator]()
        return self.wrap(result)


class Parser:
    def __init__(self, text, word):
        self.tokens = TOKEN.findall(text)
        if "".join(self.tokens).replace(" ", "") != text.replace(" ", ""):
            raise ValueError(f"unreadable: {text!r}")
        self.word = word
        self.index = 0

    def peek(self):
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def take(self):
        token = self.peek()
        self.index += 1
        return token

    def expression(self, minimum=1):
        left = self.prefix()
        while (operator := self.peek()) in PRECEDENCE and PRECEDENCE[operator] >= minimum:
            self.take()
            right = self.expression(PRECEDENCE[operator] + 1)  # every operator from the left
            left = self.word.apply(operator, left, right)
        return left

    def prefix(self):
        token = self.take()
        if token == "-":
            return self.word.wrap(-self.prefix())
        if token in ("(", "NOT("):
            value = self.expression()
            if self.take() != ")":
                raise ValueError("unclosed parenthesis")
            return self.word.wrap(~value) if token == "NOT(" else value
        if token is None or token in PRECEDENCE or token == ")":
            raise ValueError(f"operand expected, found {token!r}")
        return self.word.wrap(int(token, self.word.base))


BASES = {"HEX": 16, "DEC": 10, "OCT": 8, "BIN": 2}


def grouped_hex(pattern):
    digits = f"{pattern:X}"
    groups = [digits[max(0, end - 4):end] for end in range(len(digits), 0, -4)]
    return " ".join(reversed(groups))


def check(line):
    """None when the line is right; else what is wrong."""
    notation, bits, signed, base, dec, hex_text, description = line.rstrip("\n").split("\t")
    word = Word(int(bits), signed == "signed", BASES[base])
    text = description.removesuffix(" =")
    if "?" in text:  # an operand with no value: the calculation has none either
        return f"shows {dec}, expected an error" if re.fullmatch(r"-?\d+", dec) else None
    try:
        expected = Parser(text, word).expression()
    except Refused as refusal:
        return None if dec == str(refusal) else f"shows {dec}, expected the error {refusal}"
    if dec != str(expected):
        return f"shows {dec}, expected {expected}"
    if hex_text != grouped_hex(word.pattern(expected)):
        return f"hex {hex_text}, expected {grouped_hex(word.pattern(expected))}"
    return None


def main(path):
    lines = open(path, encoding="utf-8") if path != "-" else sys.stdin
    wrong = checked = 0
    for line in lines:
        checked += 1
        try:
            problem = check(line)
        except ValueError as error:
            problem = str(error)
        if problem:
            wrong += 1
            if wrong <= 20:
                print(f"WRONG: {line.rstrip()}\n  {problem}")
    print(f"programmer oracle: {checked} calculations, {wrong} wrong")
    return 1 if wrong or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
