"""Every way of ending the app saves the session first and reads no freed memory (valgrind runs
of the same paths are in docs/RELIABILITY.md)."""

import json
import os
import signal
import subprocess
import time

import pytest
from Xlib import X, display, protocol

from calculator import BINARY, wait_until, xdotool


def saved(state_home):
    return json.loads((state_home / "calculator-brain" / "session.json").read_text())


def send_wm_delete_window(window_id):
    """What a window manager sends when its close button is pressed. The round trip before the
    connection closes is what a window manager's open connection gives: closed at once, the
    request was lost with it on a loaded machine in about 2 of 5 tries (issue 53, item 2)."""
    connection = display.Display()
    window = connection.create_resource_object("window", int(window_id))
    protocols = connection.intern_atom("WM_PROTOCOLS")
    delete = connection.intern_atom("WM_DELETE_WINDOW")
    event = protocol.event.ClientMessage(window=window, client_type=protocols,
                                         data=(32, [delete, X.CurrentTime, 0, 0, 0]))
    window.send_event(event, event_mask=X.NoEventMask)
    connection.sync()
    connection.close()


def close_button(calculator):
    return calculator.find("push button", "Close")


@pytest.mark.parametrize("how", ["close button", "WM_DELETE_WINDOW", "Ctrl+Q", "SIGTERM",
                                 "SIGINT", "SIGHUP"])
def test_every_way_of_closing_saves_the_typing_and_the_size(tmp_path, launch, how):
    calculator = launch()
    calculator.resize(520, 700)
    assert wait_until(lambda: calculator.window_rectangle()[2:] == (520, 700))
    calculator.write("4+2")
    calculator.shows(display="6", line="4+2")
    if how == "close button":
        calculator.click_accessible(close_button(calculator))
    elif how == "WM_DELETE_WINDOW":
        send_wm_delete_window(calculator.window_id)
    elif how == "Ctrl+Q":
        calculator.type("ctrl+q")
    else:
        calculator.process.send_signal(getattr(signal, how))
    assert calculator.wait_for_exit() == 0
    session = saved(tmp_path / "state")
    assert (session["line"], session["lineCursor"], session["algebraicProgram"]) == \
        ("4+2", 3, [])
    assert (session["windowWidth"], session["windowHeight"]) == (520, 700)


def test_a_failed_save_is_told_once_and_not_retried(tmp_path, launch):
    # A state folder that cannot be made (its parent is a file) fails for root too.
    blocked = tmp_path / "blocked"
    blocked.write_text("not a folder")
    calculator = launch({"XDG_STATE_HOME": str(blocked)})
    calculator.type("1")
    calculator.shows(notice=f"Could not save the session to {blocked}/calculator-brain/session.json")
    calculator.type("2")
    calculator.shows(display="12", notice="")
    # A retry loop would put the notice back within its 300 ms; nothing may come back.
    assert not wait_until(lambda: calculator.state()["notice"], timeout=1.5)


def test_a_resize_is_saved_before_a_kill_a_second_later(tmp_path, launch):
    calculator = launch()
    calculator.resize(600, 720)
    assert wait_until(lambda: calculator.window_rectangle()[2:] == (600, 720))
    time.sleep(1)
    calculator.process.kill()
    calculator.wait_for_exit()
    session = saved(tmp_path / "state")
    assert (session["windowWidth"], session["windowHeight"]) == (600, 720)


def test_a_second_app_without_the_session_bus_writes_nothing(tmp_path, launch):
    """Without the bus, a second start cannot find the first and runs on its own: the state
    folder's lock keeps it from writing over the first one's work (and it does not crash)."""
    first = launch()
    first.type("1 plus 2 Return")
    first.shows(display="3")
    file = tmp_path / "state" / "calculator-brain" / "session.json"
    assert wait_until(lambda: file.exists() and saved(tmp_path / "state")["algebraicProgram"]
                      == ["1", "+", "2", "="])
    second = subprocess.Popen([str(BINARY)], stderr=subprocess.DEVNULL, env=dict(
        os.environ, XDG_STATE_HOME=str(tmp_path / "state"),
        DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent"))
    try:
        window = wait_until(lambda: subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(second.pid)],
            capture_output=True, text=True).stdout.split())
        assert window, "the second app shows a window"
        xdotool("mousemove", "--window", window[0], 200, 300)
        xdotool("key", "--delay", "25", "7", "7", "plus", "Return")
        time.sleep(1)  # what it would have saved, it would have saved by now
        second.send_signal(signal.SIGTERM)
        assert second.wait(timeout=10) == 0
    finally:
        second.kill()
    session = saved(tmp_path / "state")
    assert (session["algebraicProgram"], session.get("typing")) == (["1", "+", "2", "="], None)


def test_a_long_path_in_a_notice_wraps_instead_of_widening_the_window(tmp_path, launch):
    blocked = tmp_path / ("unbreakable" * 22)  # one 242-letter word: no hyphen to break at
    blocked.write_text("not a folder")
    calculator = launch({"XDG_STATE_HOME": str(blocked)})
    width = calculator.window_rectangle()[2]
    calculator.type("1")
    assert wait_until(lambda: calculator.state()["notice"].startswith("Could not save"))
    time.sleep(0.5)  # a relayout, if any, has happened
    assert calculator.window_rectangle()[2] == width == 440
