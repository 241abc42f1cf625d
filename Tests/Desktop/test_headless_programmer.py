"""Programmer mode, headless, as issue 26's "Done means" lists it; every expected value
computed here with Python's integers."""

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))


def run(*arguments):
    completed = subprocess.run([BINARY, "--programmer", *arguments], capture_output=True,
                               text=True, timeout=60)
    lines = dict(line.split(": ", 1) for line in completed.stdout.splitlines())
    return completed.returncode, lines


def ungrouped(text):
    return text.replace(" ", "")


@pytest.mark.parametrize("arguments, shown, wraps", [
    (["--base", "hex", "--word-size", "16", "--unsigned", "--keys", "F F F F + 1 ="],
     format((0xFFFF + 1) % 2**16, "X"), True),
    (["--base", "dec", "--word-size", "8", "--keys", "1 2 7 + 1 ="],
     str((127 + 1 + 128) % 256 - 128), True),
    (["--base", "hex", "--keys", "F F AND 0 F ="], format(0xFF & 0x0F, "X"), False),
    (["--base", "bin", "--keys", "1 0 1 0 XOR 1 1 1 1 ="], format(0b1010 ^ 0b1111, "b"), False),
    (["--base", "dec", "--word-size", "8", "--unsigned", "--keys", "0 NOT"],
     str(~0 & 0xFF), False),
    (["--keys", "1 << 1 0 ="], str(1 << 10), False),
    (["--base", "oct", "--keys", "7 7 7 OR 1 0 0 0 ="], format(0o777 | 0o1000, "o"), False),
    (["--mode", "rpn", "--keys", "6 enter 3 AND"], str(6 & 3), False),
])
def test_done_means(arguments, shown, wraps):
    status, lines = run(*arguments)
    assert status == 0
    assert ungrouped(lines["display"]) == shown
    assert ("notice" in lines) == wraps, lines.get("notice")


def test_every_base_at_once():
    status, lines = run("--base", "dec", "--keys", "2 5 5")
    assert status == 0
    assert (lines["hex"], lines["oct"], ungrouped(lines["bin"])) == ("FF", "377", "11111111")
    assert lines["bin"] == "1111 1111", "grouped by nibble"


def test_a_digit_the_base_has_not_is_ignored():
    status, lines = run("--base", "bin", "--keys", "2")
    assert (status, lines["display"]) == (0, "0")
    assert "notice" not in lines and "error" not in lines


def test_a_signed_word_shows_its_bits_in_hex():
    status, lines = run("--word-size", "32", "--keys", "1 ±")
    assert (lines["display"], ungrouped(lines["hex"])) == ("-1", format(-1 % 2**32, "X"))


def test_division_by_zero_is_an_error_in_words():
    status, lines = run("--keys", "7 ÷ 0 =")
    assert (status, lines["error"]) == (0, "Division by zero")


@pytest.mark.parametrize("arguments, message", [
    (["--base", "hexadecimal"], "unknown base 'hexadecimal': use hex, dec, oct or bin"),
    (["--word-size", "12"], "--word-size takes 8, 16, 32 or 64, not '12'"),
])
def test_a_bad_setting_is_refused_in_words(arguments, message):
    completed = subprocess.run([BINARY, "--programmer", *arguments], capture_output=True,
                               text=True, timeout=60)
    assert completed.returncode == 2
    assert completed.stderr == f"calculator-brain: {message}\n"


@pytest.mark.parametrize("arguments, shown", [
    # Issue 42, item 27: digits in the word's base (A ÷ 3 was read, and FF refused).
    (["--base", "hex", "--expression", "10/3"], format(0x10 // 3, "X")),
    (["--base", "hex", "--expression", "FF"], "FF"),
    (["--base", "hex", "--expression", "dead and beef"], format(0xDEAD & 0xBEEF, "X")),
    (["--base", "bin", "--expression", "101*11"], format(0b101 * 0b11, "b")),
    (["--base", "oct", "--expression", "17+1"], format(0o17 + 1, "o")),
    (["--expression", "7-10"], "-3"),
])
def test_an_expression_is_read_in_the_words_base(arguments, shown):
    status, lines = run(*arguments)
    assert status == 0
    assert ungrouped(lines["display"]) == shown


@pytest.mark.parametrize("expression, message", [
    ("sin(1)", "Not an expression: “sin” works in scientific mode"),
    ("x+1", "Not an expression: “x” works in scientific mode"),
    ("1 rol 99999999999999999999999", "That number does not fit in 64 bits"),
    ("1.5", "Not an expression: “.” at character 2 is out of place"),
])
def test_an_expression_of_scientific_mode_is_refused_as_its_keys_are(expression, message):
    completed = subprocess.run([BINARY, "--programmer", "--expression", expression],
                               capture_output=True, text=True, timeout=60)
    assert completed.returncode == 2
    assert completed.stderr == f"calculator-brain: {message}\n"
