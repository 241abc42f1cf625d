"""Every way of ending the app saves the session first and reads no freed memory (valgrind runs
of the same paths are in docs/RELIABILITY.md)."""

import json
import signal

import pytest
from Xlib import X, display, protocol

from calculator import wait_until


def saved(state_home):
    return json.loads((state_home / "calculator-brain" / "session.json").read_text())


def send_wm_delete_window(window_id):
    """What a window manager sends when its close button is pressed."""
    connection = display.Display()
    window = connection.create_resource_object("window", int(window_id))
    protocols = connection.intern_atom("WM_PROTOCOLS")
    delete = connection.intern_atom("WM_DELETE_WINDOW")
    event = protocol.event.ClientMessage(window=window, client_type=protocols,
                                         data=(32, [delete, X.CurrentTime, 0, 0, 0]))
    window.send_event(event, event_mask=X.NoEventMask)
    connection.flush()
    connection.close()


def close_button(calculator):
    return calculator.find("push button", "Close")


@pytest.mark.parametrize("how", ["close button", "WM_DELETE_WINDOW", "Ctrl+Q", "SIGTERM",
                                 "SIGINT", "SIGHUP"])
def test_every_way_of_closing_saves_the_typing_and_the_size(tmp_path, launch, how):
    calculator = launch()
    calculator.resize(520, 700)
    assert wait_until(lambda: calculator.window_rectangle()[2:] == (520, 700))
    calculator.type("4 plus 2")
    calculator.shows(display="2", description="4 + …")
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
    assert (session["typing"], session["algebraicProgram"]) == ("2", ["4", "+"])
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
