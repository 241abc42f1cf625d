#!/usr/bin/python3
"""Checks quantity expressions (issue 58) against GNU units, an independent reference.

Usage: quantity_oracle.py CALCULATOR-BENCH [COUNT [SEED]]. Writes random expressions of
quantities (`4.25 mi / 2.5 h to km/h`, `3 kg * 9.81 m/s^2`,
`7 ft + 3.5 in to cm`), has `calculator-bench --displays` show each, and asks GNU units the
same. The dimensions come from GNU units too (each unit's definition in base units), so
nothing of the calculator's own catalogue decides what is compatible. A result shown in the
expression's own units (`kg·m/s²`) is read back into GNU's names. Sums of different dimensions
must be refused by both."""

import random
import re
import subprocess
import sys

from units_oracle import GNU

# Temperatures have offsets and angles are plain numbers to GNU units: the conversions oracle
# covers both.
SKIPPED = {"K", "°C", "°F", "°R", "rad", "mrad", "°", "′", "″", "grad", "turn"}
POOL = [symbol for symbol in GNU if symbol not in SKIPPED]
REFUSED = "refused"
SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")


def gnu_units(batch):
    result = subprocess.run(["units", "--quiet", "--terse", "--digits", "15"], input=batch,
                            capture_output=True, text=True, check=True)
    return result.stdout.splitlines()


def dimensions():
    """Each unit's dimension as GNU units writes it in base units (`kg m / s^2`)."""
    answers = gnu_units("".join(f"1 {GNU[symbol]}\n\n" for symbol in POOL))
    return {symbol: re.sub(r"^[-+0-9.e]+ ?", "", answer) for symbol, answer in zip(POOL, answers)}


def value(generator):
    return f"{generator.randint(1, 999)}.{generator.randint(0, 999):03d}".rstrip("0").rstrip(".")


def ours_to_gnu(units):
    """`kg·m/s²` in GNU's names: `kg m / s^2`."""
    pieces = re.findall(r"([/·]?)(\([^()]+\)|[^/·⁰¹²³⁴⁵⁶⁷⁸⁹⁻()]+)([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]*)", units)
    text = ""
    for operator, symbol, power in pieces:
        name = GNU[symbol.strip("()")]
        power = power.translate(SUPERSCRIPTS)
        text += (" / " if operator == "/" else " ") + f"({name})" + (f"^{power}" if power else "")
    return text.strip()


def cases(count, seed, dimension):
    generator = random.Random(seed)
    by_dimension = {}
    for symbol in POOL:
        by_dimension.setdefault(dimension[symbol], []).append(symbol)
    for _ in range(count):
        shape = generator.choice(["product", "product", "sum", "refused"])
        if shape == "refused":
            first, second = generator.sample(POOL, 2)
            if dimension[first] == dimension[second]:
                continue
            a, b = value(generator), value(generator)
            yield f"{a} {first} + {b} {second}", f"{a} ({GNU[first]}) + {b} ({GNU[second]})", \
                REFUSED
            continue
        if shape == "sum":
            first = generator.choice(POOL)
            second = generator.choice(by_dimension[dimension[first]])
            a, b = value(generator), value(generator)
            ours = f"{a} {first} + {b} {second}"
            gnu = f"{a} ({GNU[first]}) + {b} ({GNU[second]})"
            wanted = dimension[first]
        else:
            factors = generator.sample(POOL, generator.randint(2, 3))
            ours, gnu = "", ""
            for index, symbol in enumerate(factors):
                operator = "" if index == 0 else generator.choice([" * ", " / "])
                number = value(generator)
                ours += f"{operator}{number} {symbol}"
                gnu += f"{operator}({number} ({GNU[symbol]}))"
            wanted = None
        targets = by_dimension.get(wanted, []) if wanted else []
        if not wanted:
            answer = gnu_units(f"{gnu}\n\n")[0]
            targets = by_dimension.get(re.sub(r"^[-+0-9.e]+ ?", "", answer), [])
        if targets and generator.random() < 0.8:
            target = generator.choice(targets)
            yield f"{ours} to {target}", gnu, target
        else:
            yield ours, gnu, None


def main(bench, count, seed):
    dimension = dimensions()
    rows = list(cases(count, seed, dimension))
    shown = subprocess.run([bench, "--displays"],
                           input="".join(row[0] + "\n" for row in rows),
                           capture_output=True, text=True, check=True).stdout.splitlines()
    assert len(shown) == len(rows), f"{len(shown)} displays for {len(rows)} expressions"
    wrong = refused = 0
    checked = []
    for (ours, gnu, target), display in zip(rows, shown):
        if target == REFUSED:
            refused += 1
            answer = subprocess.run(["units", "--terse", gnu], capture_output=True,
                                    text=True).stdout
            if not display.startswith("Cannot add") or "non-conformable" not in answer:
                wrong += 1
                print(f"{ours}: ours {display!r}, GNU units {answer.strip()!r}")
            continue
        number, _, units = display.partition(" ")
        if target and units != target:
            wrong += 1
            print(f"{ours}: shown in {units!r}, not {target}")
            continue
        checked.append((ours, gnu, number, GNU[target] if target else ours_to_gnu(units)))
    # One run each: an answer GNU units cannot give takes more than one line.
    for ours, gnu, number, want in checked:
        theirs = " ".join(gnu_units(f"{gnu}\n{want}\n"))
        try:
            agrees = abs(float(number) - float(theirs)) <= 5e-12 * abs(float(theirs))
        except ValueError:
            agrees = False
        if not agrees:
            wrong += 1
            print(f"{ours}: ours {number} , GNU units {theirs} ({gnu} in {want})")
    print(f"{len(rows)} quantity expressions ({refused} to refuse) checked against GNU units: "
          f"{wrong} wrong")
    sys.exit(1 if wrong or len(checked) < len(rows) // 2 else 0)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 500,
         int(sys.argv[3]) if len(sys.argv) > 3 else 2026)
