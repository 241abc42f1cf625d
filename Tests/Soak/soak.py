"""10 000 random key presses and clicks into the real window (`make soak`, under Xvfb). Every
1 000 actions its labels must equal what the headless mode shows for the same keys; at the end
the app is alive, its resident memory grew less than 5 MiB, and GTK wrote no warning.
Usage: soak.py BINARY [ACTIONS]"""

import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Window"))
os.environ["CALCULATOR_BRAIN_BINARY"] = sys.argv[1]
from calculator import Calculator  # noqa: E402  (reads the binary from the environment)

BINARY, ACTIONS = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 10_000

# xdotool key → headless token (rand is left out: it is random by design).
KEYS = {**{str(digit): str(digit) for digit in range(10)}, "period": ".", "plus": "+",
        "minus": "-", "asterisk": "*", "slash": "/", "asciicircum": "^", "Return": "=",
        "BackSpace": "⌫", "Escape": "C", "r": "sqrt", "s": "sin", "c": "cos", "t": "tan",
        "l": "ln", "g": "log", "p": "pi", "n": "±", "q": "x²", "i": "x⁻¹", "m": "M", "M": "->M",
        "exclam": "x!", "x": "x", "y": "y", "ctrl+z": "⎌", "ctrl+shift+z": "redo"}
# Button (accessible name) → headless token.
BUTTONS = {**{str(digit): str(digit) for digit in range(10)}, "decimal point": ".", "plus": "+",
           "minus": "−", "times": "×", "divided by": "÷", "to the power of": "^", "equals": "=",
           "clear": "C", "backspace": "⌫", "store to memory": "→M", "memory": "M",
           "square root": "√", "square": "x²", "reciprocal": "x⁻¹", "change sign": "±",
           "sine": "sin", "cosine": "cos", "tangent": "tan", "arcsine": "sin⁻¹",
           "arccosine": "cos⁻¹", "arctangent": "tan⁻¹", "natural logarithm": "ln",
           "common logarithm": "log", "e to the power of": "eˣ", "pi": "π",
           "Euler's number": "e", "factorial": "x!", "variable x": "x", "variable y": "y"}


def resident_kib(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def headless(tokens):
    out = subprocess.run([BINARY, "--keys", " ".join(tokens)], capture_output=True, text=True,
                         check=True).stdout
    lines = dict(line.split(": ", 1) for line in out.splitlines() if ": " in line)
    return lines.get("display", lines.get("error", "")), lines.get("description", "")


def main():
    random.seed(10_000)
    app = Calculator({"XDG_STATE_HOME": tempfile.mkdtemp()})
    buttons = {name: accessible for name, accessible in app.buttons.items() if name in BUTTONS}
    tokens, mismatches, checks = [], [], 0
    start_memory = None
    for action in range(1, ACTIONS + 1):
        if random.random() < 0.7:
            key = random.choice(list(KEYS))
            app.point_into_window()
            subprocess.run(["xdotool", "key", key], check=True)
            tokens.append(KEYS[key])
        else:
            name = random.choice(list(buttons))
            # Where the button is now: a description that wraps moves the keypad down.
            x, y, width, height = app.rectangle(buttons[name])
            subprocess.run(["xdotool", "mousemove", str(x + width // 2), str(y + height // 2),
                            "click", "1"], check=True)
            tokens.append(BUTTONS[name])
        if action % 1000 == 0:
            time.sleep(0.5)
            expected = headless(tokens)
            shown = app.expect(display=expected[0], description=expected[1])
            checks += 1
            if (shown["display"], shown["description"]) != expected:
                mismatches.append((action, shown, expected))
            if start_memory is None:
                start_memory = resident_kib(app.process.pid)
    assert app.process.poll() is None, "the app died"
    growth = (resident_kib(app.process.pid) - start_memory) / 1024
    errors = app.close()
    warnings = [line for line in errors.splitlines() if "-CRITICAL" in line or "-WARNING" in line]
    print(f"{ACTIONS} actions ({len(tokens)} keys and clicks): {checks} comparisons with the "
          f"headless mode, {len(mismatches)} mismatches; resident memory grew {growth:.1f} MiB "
          f"after the first 1 000; {len(warnings)} GTK warnings")
    for mismatch in mismatches[:3]:
        print("  mismatch at", mismatch)
    for warning in warnings[:3]:
        print("  ", warning)
    assert not mismatches and not warnings and growth < 5


if __name__ == "__main__":
    main()
