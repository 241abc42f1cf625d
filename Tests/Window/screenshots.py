"""Screenshots of the real window for README, under Xvfb: python3 screenshots.py OUTPUT_FOLDER [NAME]...

A shot's keys are xdotool key names; a 'quoted' part is text, typed as a person types it;
click:NAME clicks the button of that accessible name (`-` for a space)."""

import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from calculator import Calculator, put_on_clipboard, wait_until

STACK = "ctrl+r '3 5 + sqrt 10 3 / pi 4 / sin 7! 1 0 / 2 5 ^' Return"
COMPLEX_STACK = "ctrl+r '-4 sqrt 3 + 1 j + x² -2 ln 5 12 j * + arg' Return"
SHOTS = [
    # name, size, dark style, keys typed
    ("tall-light-algebraic", (440, 660), False, "'9+M' Return alt+r 7 alt+shift+m"),
    ("wide-light-rpn", (1180, 500), False, "ctrl+r '3 5 4 + * 2 sqrt' Return ctrl+h"),
    ("tall-dark-rpn", (440, 660), True, "ctrl+r '7 M + sqrt' Return 9 alt+shift+m '14 +' Return"),
    ("wide-dark-algebraic", (940, 480), True, "ctrl+d '4*sin(30)' Return"),
    # The expression line: typed as written, edited in the middle, the value as one types.
    ("tall-light-editing", (440, 660), False, "'12+34' Return Home Right Delete"),
    ("wide-dark-editing", (940, 480), True, "'sqrt(2)*sqrt(2' Left Left"),
    ("tall-dark-editing", (440, 660), True, "'2+*3' Return"),
    ("wide-light-editing", (940, 480), False, "'(1+2i)^2/(3-4i)'"),
    # Quantities (issue 58): units in the expression, the result with its units.
    ("quantities-wide-light", (940, 480), False,
     "'20 mi / 2 h to km/h' Return '5 ft 11 in to cm' Return '3 kg * 9.81 m/s^2 to N'"),
    ("quantities-tall-dark", (440, 660), True, "'2 m + 3 s' Return ctrl+a '1.75 m to ft in' Return"),
    # Exact numbers: every digit of 69!, no binary noise, 1/3 correctly rounded.
    ("tall-light-factorial", (440, 660), False, "'69!'"),
    ("wide-light-factorial", (940, 480), False, "'69!' Return"),
    ("tall-dark-exact-zero", (440, 660), True, "0 period 1 plus 0 period 2 minus 0 period 3 Return"),
    ("wide-dark-third", (940, 480), True, "1 slash 3 Return"),
    ("tall-light-third", (440, 660), False, "1 slash 3 Return"),
    ("wide-light-exact-zero", (940, 480), False, "0 period 1 plus 0 period 2 minus 0 period 3 Return"),
    # The keys every calculator has: an open parenthesis counted on its key, percent, EE.
    ("tall-light-parentheses", (440, 660), False, "2 asterisk parenleft 3 plus parenleft 4 minus 1"),
    ("wide-dark-percent", (940, 480), True, "1 0 0 plus 2 0 percent"),
    ("wide-light-exponent", (940, 480), False, "'1.5e-3'"),
    ("tall-dark-precedence", (440, 660), True, "1 2 period 5 plus 7 period 2 5 asterisk 2 Return"),
    # The second functions (2nd, Ctrl+2) in the function keys' places; a count and a cube root.
    ("tall-light-second-functions", (440, 660), False, "'100 nCr 50' Return ctrl+2"),
    ("wide-dark-second-functions", (940, 480), True, "'27' Return ctrl+shift+r ctrl+2"),
    # Programmer mode: a mask in hex, the value in every base and its bits; RPN in 16 bits.
    ("tall-light-programmer", (440, 860), False, "ctrl+p alt+h f 0 f f ampersand 3 c Return"),
    ("wide-dark-programmer", (1180, 640), True,
     "ctrl+p ctrl+r alt+w alt+w alt+h '7fff 1 + 80' Return '3 <<'"),
    # RPN's stack: five levels, each with its formula, one an error, a number being typed.
    ("tall-light-stack", (440, 800), False, STACK + " '42'"),
    ("wide-dark-stack", (1180, 560), True, STACK),
    # The graph of the calculation, wide beside the keypad and tall in its place.
    *((f"graph-{name}-{shape}-{style}", size, style == "dark", f"ctrl+r {keys} ctrl+g")
      for name, keys in (("sin", "'M sin' Return"), ("tan", "'M tan' Return"),
                         ("reciprocal", "'1 M /' Return"))
      for shape, size in (("wide", (1400, 600)), ("tall", (440, 800)))
      for style in ("light", "dark")),
    # The unit converter under the display: 5 ft in metres; 98.6 °F in °C.
    ("converter-wide-light", (1180, 560), False, "5 ctrl+u"),
    ("converter-tall-dark", (440, 760), True, "9 8 period 6 ctrl+u"),
    # The Money pane: the HP-12C handbook's mortgage, PMT solved, and its schedule.
    ("money-tall-light", (440, 800), False, "ctrl+m click:solve-PMT click:Schedule"),
    ("money-wide-dark", (1180, 640), True, "ctrl+m click:solve-PMT click:Schedule"),
    # The Data pane: the x and y with their line and ŷ at 8; Σ+ typed three times, the
    # HP-12C manual's s that a one-pass formula makes 0; the points and their line on the graph.
    ("data-wide-light", (1180, 700), False, "ctrl+t '8'"),
    ("data-tall-dark", (440, 800), True,
     "ctrl+t '1999999' ctrl+Return '2000000' ctrl+Return '2000001' ctrl+Return"),
    ("data-graph-wide-dark", (1180, 640), True, "ctrl+t click:Plot"),
    # The exact field: an identity is exactly 0; a value no precision tells from 0 says so.
    ("tall-light-identity", (440, 660), False, "ctrl+v"),
    ("wide-dark-identity", (940, 480), True, "ctrl+v"),
    ("tall-dark-undecided", (440, 660), True, "ctrl+v"),
    ("wide-light-undecided", (940, 480), False, "ctrl+v"),
    # Complex numbers: asin 2 on its principal branch; RPN levels that are complex, each with
    # its formula; polar form in degrees, the history beside.
    ("tall-light-complex", (440, 660), False, "ctrl+v"),
    ("wide-dark-complex-stack", (1180, 560), True, COMPLEX_STACK),
    ("tall-dark-complex-stack", (440, 800), True, COMPLEX_STACK),
    ("wide-light-polar", (1180, 500), False, "'1+j' Return 'sqrt(-3)' Return ctrl+h"),
    # Functions the user keeps: typed by name and called, and the list that calls, graphs,
    # edits and deletes them; in RPN a call takes its arguments from the stack.
    ("tall-light-functions", (440, 760), False,
     "2 asterisk h y p parenleft 3 comma 4 parenright Return ctrl+f"),
    ("wide-dark-functions", (1180, 660), True, "ctrl+r 3 Return 4 ctrl+f h y p Return 2 ctrl+f"),
    # Solving (issue 67): every root typed in the line, said to be every one; the Solver
    # pane's v = d / t solved for the name left empty.
    ("solve-wide-light", (1180, 560), False, "'solve(sin(x) = 0, x, 1, 10)' Return ctrl+h"),
    ("solve-tall-dark", (440, 660), True, "'solve(x^3 - 2x = 1)' Return"),
    ("solver-wide-dark", (1180, 640), True, "ctrl+shift+e 'v = d / t' Tab Tab '100' Tab '8' Return"),
    ("solve-graph-wide-light", (1180, 560), False, "'x^3-2x' Return ctrl+g"),
    ("solve-graph-tall-dark", (440, 800), True, "'x^3-2x' Return ctrl+g"),
    ("solver-tall-light", (440, 800), False,
     "ctrl+shift+e 'x^2 = 2' Tab Tab '0' Tab '10' click:solve-the-equation"),
]
# Shots with a popover open: it is a window of its own, so the screen is cropped to the app's.
POPOVERS = {"tall-light-functions", "wide-dark-functions"}
FUNCTIONS = ["hyp(a, b) = √(a ^ 2 + b ^ 2)", "f(x) = x ^ 2 + 1", "area(r) = π × r ^ 2",
             "payment(rate, years, loan) = loan × rate ÷ (1 − (1 + rate) ^ (-years))"]
# The Money pane's fields: n, i, PV, PMT (to be solved) and FV.
MORTGAGE = ["300", "13.25", "50000", "", "0"]
# The x and y, as a session keeps the Data pane's table.
LINE = "x,y\n1,2.1\n2,3.9\n3,6.2\n4,7.8\n5,10.1\n6,12.2\n7,13.8\n"
# What a shot pastes.
PASTED = {"tall-light-identity": "sin(1)^2+cos(1)^2-1", "wide-dark-identity": "atan(1/2)+atan(1/3)-pi/4",
          "tall-dark-undecided": "pi*10^-20000+1-1", "wide-light-undecided": "pi*10^-20000+1-1",
          "tall-light-complex": "asin(2)"}
# Settings a shot starts with, as a saved session has them.
SESSIONS = {"tall-dark-precedence": {"version": 2, "order": "precedence"},
            "converter-wide-light": {"version": 3, "converterUnits": "ft → m"},
            "converter-tall-dark": {"version": 3, "converterUnits": "°F → °C"},
            "wide-light-polar": {"version": 5, "complexNumbers": "polar", "angleUnit": "degrees"},
            "tall-light-functions": {"version": 6, "functions": FUNCTIONS},
            "money-tall-light": {"version": 7, "money": {"texts": MORTGAGE}},
            "money-wide-dark": {"version": 7, "money": {"texts": MORTGAGE, "paysAtBeginning": True}},
            "wide-dark-functions": {"version": 6, "functions": FUNCTIONS},
            "data-wide-light": {"version": 7, "data": LINE},
            "data-graph-wide-dark": {"version": 7, "data": LINE}}


def main(folder, names):
    folder.mkdir(parents=True, exist_ok=True)
    for name, size, dark, keys in SHOTS:
        if names and name not in names:
            continue
        theme = "Adwaita:dark" if dark else "Adwaita"
        state = Path(tempfile.mkdtemp())
        if name in SESSIONS:
            (state / "calculator-brain").mkdir(mode=0o700)
            (state / "calculator-brain" / "session.json").write_text(json.dumps(SESSIONS[name]))
        calculator = Calculator({"GTK_THEME": theme, "XDG_STATE_HOME": str(state)})
        try:
            calculator.resize(*size)
            if name in PASTED:
                put_on_clipboard(PASTED[name])
            for text, key_names in re.findall(r"'([^']*)'|(\S+)", keys):
                if text:
                    calculator.write(text)
                elif key_names.startswith("click:"):  # a button by its name, `-` for a space
                    button = key_names[len("click:"):].replace("-", " ")
                    calculator.click_accessible(wait_until(lambda: next(
                        (node for node in calculator.accessibles() if node.name == button), None)))
                    time.sleep(0.5)
                else:
                    calculator.type(key_names)
            time.sleep(1)  # let the last frame reach the screen
            if name in POPOVERS:
                x, y, width, height = calculator.window_rectangle()
                subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}",
                                str(folder / f"{name}.png")], check=True)
            else:
                subprocess.run(["import", "-window", calculator.window_id,
                                str(folder / f"{name}.png")], check=True)
            print(name, calculator.state())
        finally:
            calculator.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2:])  # optional: only the shots named
