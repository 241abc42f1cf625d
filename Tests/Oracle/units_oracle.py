#!/usr/bin/python3
"""Checks the calculator's unit conversions against GNU units, an independent reference.

Reads `calculator-bench --unit-conversions VALUE` (unit, other unit, display), asks GNU units
the same conversions in one batch run, and requires agreement to 12 significant digits. Every
unit of the catalogue must have a GNU name here, so a unit added without a reference fails."""

import subprocess
import sys

# Our symbol: the same unit in GNU units' definitions (2.22). Temperatures are its functions.
GNU = {
    "m": "m", "km": "km", "dm": "dm", "cm": "cm", "mm": "mm", "µm": "micrometer", "nm": "nm",
    "pm": "pm", "Å": "angstrom", "in": "inch", "ft": "ft", "yd": "yd", "mi": "mile",
    "nmi": "nauticalmile", "mil": "mil", "ftm": "fathom", "ch": "chain", "fur": "furlong",
    "au": "au", "ly": "lightyear",
    "m²": "m^2", "km²": "km^2", "cm²": "cm^2", "mm²": "mm^2", "ha": "hectare", "in²": "inch^2",
    "ft²": "ft^2", "yd²": "yd^2", "mi²": "mile^2", "ac": "acre",
    "m³": "m^3", "cm³": "cm^3", "mm³": "mm^3", "L": "liter", "dL": "deciliter",
    "cL": "centiliter", "mL": "milliliter", "in³": "inch^3", "ft³": "ft^3", "yd³": "yd^3",
    "gal": "gallon", "qt": "quart", "pt": "pint", "cup": "cup", "fl oz": "floz",
    "tbsp": "tbsp", "tsp": "tsp", "bbl": "bbl", "imp gal": "brgallon", "imp pt": "brpint",
    "imp fl oz": "brfloz",
    "kg": "kg", "g": "gram", "mg": "mg", "µg": "microgram", "t": "tonne", "lb": "lb",
    "oz": "oz", "st": "stone", "gr": "grain", "ton": "shortton", "long ton": "longton",
    "ct": "carat", "oz t": "troyounce",
    "s": "s", "ms": "ms", "µs": "microsecond", "ns": "ns", "min": "min", "h": "hr",
    "d": "day", "wk": "week", "yr": "julianyear",
    "m/s": "m/s", "km/h": "km/hr", "km/s": "km/s", "mph": "mph", "kn": "knot",
    "ft/s": "ft/s",
    "K": "tempK", "°C": "tempC", "°F": "tempF", "°R": "tempR",
    "J": "J", "kJ": "kJ", "MJ": "MJ", "cal": "cal", "kcal": "kilocalorie", "Wh": "W hr",
    "kWh": "kW hr", "eV": "eV", "BTU": "btu", "erg": "erg", "ft⋅lbf": "ft lbf",
    "W": "W", "mW": "mW", "kW": "kW", "MW": "MW", "hp": "hp", "PS": "metrichorsepower",
    "BTU/h": "btu/hr",
    "Pa": "Pa", "hPa": "hPa", "kPa": "kPa", "MPa": "MPa", "bar": "bar", "mbar": "millibar",
    "atm": "atm", "Torr": "torr", "mmHg": "mmHg", "inHg": "inHg", "psi": "psi",
    "rad": "radian", "mrad": "milliradian", "°": "degree", "′": "arcmin", "″": "arcsec",
    "grad": "gon", "turn": "turn",
    "bit": "bit", "B": "byte", "kbit": "kilobit", "Mbit": "megabit", "Gbit": "gigabit",
    "kB": "kilobyte", "MB": "megabyte", "GB": "gigabyte", "TB": "terabyte", "PB": "petabyte",
    "KiB": "kibibyte", "MiB": "mebibyte", "GiB": "gibibyte", "TiB": "tebibyte",
    "PiB": "pebibyte",
    "Hz": "Hz", "kHz": "kHz", "MHz": "MHz", "GHz": "GHz", "THz": "THz",
    "GW": "GW", "MWh": "MW hr",
    "N": "N", "kN": "kN", "lbf": "lbf", "kgf": "kgf", "dyn": "dyne",
    "A": "A", "mA": "mA", "C": "C", "Ah": "A hr", "mAh": "mA hr",
    "V": "V", "mV": "mV", "kV": "kV", "Ω": "ohm", "kΩ": "kiloohm", "MΩ": "megaohm",
}
TEMPERATURES = {"tempK", "tempC", "tempF", "tempR"}


def query(value, source, target):
    """The two lines GNU units reads for one conversion: what you have, what you want."""
    have = f"{source}({value})" if source in TEMPERATURES else f"{value} {source}"
    return f"{have}\n{target}\n"


def main(path, value):
    lines = open(path, encoding="utf-8").read().splitlines() if path != "-" else \
        sys.stdin.read().splitlines()
    rows = [line.split("\t") for line in lines]
    unknown = sorted({symbol for row in rows for symbol in row[:2] if symbol not in GNU})
    if unknown:
        sys.exit(f"no GNU units name for: {', '.join(unknown)}")
    batch = "".join(query(value, GNU[source], GNU[target]) for source, target, _ in rows)
    result = subprocess.run(["units", "--quiet", "--terse", "--digits", "15"], input=batch,
                            capture_output=True, text=True, check=True)
    answers = result.stdout.splitlines()
    if len(answers) != len(rows):
        sys.exit(f"GNU units answered {len(answers)} of {len(rows)} conversions")
    wrong = 0
    for (source, target, ours), theirs in zip(rows, answers):
        reference = float(theirs)
        # The display writes the value with its unit: `1.609344 km`.
        number = ours.removesuffix(" " + target)
        try:
            agrees = number != ours and abs(float(number) - reference) <= 5e-12 * abs(reference)
        except ValueError:
            agrees = False
        if not agrees:
            wrong += 1
            print(f"{value} {source} in {target}: ours {ours}, GNU units {theirs}")
    print(f"{len(rows)} conversions of {value} checked against GNU units: {wrong} wrong")
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "7.3")
