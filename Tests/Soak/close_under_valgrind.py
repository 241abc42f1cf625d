"""Closes the real app under valgrind each way a person can (the close button, the window
manager's WM_DELETE_WINDOW, Ctrl+Q) after typing, and fails on any invalid read or write: the
window must not be used after GTK has freed it. `make soak` runs it under Xvfb.
Usage: close_under_valgrind.py BINARY"""

import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Window"))
from calculator import wait_until, xdotool  # noqa: E402
from test_closing import send_wm_delete_window  # noqa: E402

BINARY = sys.argv[1]


def window_of(process):
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(process.pid),
                            "--name", "Calculator Brain"], capture_output=True, text=True)
    return found.stdout.split()


def close(how, window):
    geometry = dict(line.split("=") for line in
                    xdotool("getwindowgeometry", "--shell", window).split())
    width = int(geometry["WIDTH"])
    if how == "close button":  # the header bar's last button, at its top right corner
        xdotool("mousemove", width - 22, 22, "click", 1)
    elif how == "WM_DELETE_WINDOW":
        send_wm_delete_window(window)
    else:
        xdotool("mousemove", width // 2, 30, "key", "ctrl+q")


def main():
    failures = 0
    for how in ("close button", "WM_DELETE_WINDOW", "Ctrl+Q"):
        state = Path(tempfile.mkdtemp())
        log = state / "valgrind.log"
        process = subprocess.Popen(
            ["valgrind", "--undef-value-errors=no", f"--log-file={log}", BINARY],
            env={**__import__("os").environ, "XDG_STATE_HOME": str(state)})
        window = wait_until(lambda: window_of(process), timeout=120)[0]
        time.sleep(2)  # valgrind is slow: let the window finish its first frames
        xdotool("mousemove", 200, 300, "key", "--delay", "200", "4", "plus", "2")
        time.sleep(2)
        close(how, window)
        status = process.wait(timeout=120)
        report = log.read_text()
        errors = re.search(r"ERROR SUMMARY: (\d+) errors", report)
        invalid = re.findall(r"Invalid (?:read|write) of size \d+", report)
        session = json.loads((state / "calculator-brain" / "session.json").read_text())
        saved = (session.get("typing"), session.get("windowWidth"))
        print(f"{how}: exit {status}, {errors.group(0) if errors else 'no summary'}, "
              f"{len(invalid)} invalid reads/writes, saved typing and width {saved}")
        failures += status != 0 or not errors or errors.group(1) != "0" or saved != ("2", 440)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
