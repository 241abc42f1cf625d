"""kill -9 the real app while it saves, many times: half the kills at a random moment, half
the moment a save has created its temporary file. After each kill the session file must be
whole (the previous save or the new one). `make soak` runs it under Xvfb.
Usage: crash_safety.py BINARY [KILLS]"""

import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BINARY, KILLS = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 100


def mapped(pid):
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid), "--name",
                            "Calculator Brain"], capture_output=True, text=True)
    return found.stdout.split()


def main():
    random.seed(9)
    state = Path(tempfile.mkdtemp())
    session = state / "calculator-brain" / "session.json"
    session.parent.mkdir(parents=True)
    # A large session, so each save takes long enough for kills to land inside it.
    program = ["1"] + ["1", "+"] * 40_000
    session.write_text(json.dumps({"version": 1, "notation": "rpn", "algebraicProgram": [],
                                   "rpnProgram": program, "variables": {"x": 2}, "history": [],
                                   "angleUnit": "radians", "significantDigits": 15}))
    whole, changed, leftovers = 0, 0, 0
    previous = session.read_bytes()
    for kill in range(KILLS):
        app = subprocess.Popen([BINARY], env=dict(os.environ, XDG_STATE_HOME=str(state)),
                               stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not mapped(app.pid) and time.monotonic() < deadline:
            time.sleep(0.01)
        subprocess.run(["xdotool", "mousemove", "200", "300"])  # focus follows the pointer
        typing = subprocess.Popen(["xdotool", "key", "--delay", "40"] + ["1", "plus"] * 40)
        if kill % 2:  # at a random moment
            time.sleep(random.uniform(0.05, 1.5))
        else:  # the moment a save has begun writing its temporary file
            temporary = session.parent / "session.json.tmp"
            deadline = time.monotonic() + 5
            while not temporary.exists() and time.monotonic() < deadline:
                pass
        app.send_signal(signal.SIGKILL)
        app.wait()
        typing.kill()
        typing.wait()
        leftovers += (session.parent / "session.json.tmp").exists()
        assert not list(session.parent.glob("session.json.corrupt-*")), "a start set the session aside"
        data = json.loads(session.read_text())  # raises on a damaged file
        # Version 1 as written above until the first save, then the app's own (2).
        assert data["version"] in (1, 2, 3) and isinstance(data["rpnProgram"], list), \
            "a session is incomplete"
        whole += 1
        changed += session.read_bytes() != previous
        previous = session.read_bytes()
    print(f"{KILLS} kills -9: {whole} whole session files afterwards, {changed} of them newer than "
          f"before the kill, {leftovers} kills caught a save in the middle (left its temporary file)")


if __name__ == "__main__":
    main()
