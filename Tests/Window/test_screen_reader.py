"""Issue 66, item 25: what a screen reader hears. GTK 4.8 has no announce call; a result or a
refusal becomes the focused widget's description, which Orca speaks when it changes. Heard
here as Orca hears it: through an AT-SPI event listener."""

import time

import pyatspi
from gi.repository import GLib


class Listener:
    """The description changes the app sends, as (role, name, description)."""

    def __init__(self):
        self.heard = []
        pyatspi.Registry.registerEventListener(
            self.on_event, "object:property-change:accessible-description")

    def on_event(self, event):
        try:
            source = event.source
            self.heard.append((source.getRoleName(), source.name, str(event.any_data)))
        except GLib.GError:
            pass  # a widget gone while its event came

    def hears(self, description, timeout=10.0):
        """Whether `description` comes (the events pumped meanwhile)."""
        context, end = GLib.MainContext.default(), time.monotonic() + timeout
        while time.monotonic() < end:
            while context.iteration(False):
                pass
            if any(heard[2] == description for heard in self.heard):
                return True
            time.sleep(0.02)
        return False

    def close(self):
        pyatspi.Registry.deregisterEventListener(
            self.on_event, "object:property-change:accessible-description")


def test_a_result_and_a_refusal_are_heard(calculator):
    listener = Listener()
    try:
        calculator.write("2+3")
        calculator.type("Return")
        assert listener.hears("2 + 3 = 5"), listener.heard
        said = next(heard for heard in listener.heard if heard[2] == "2 + 3 = 5")
        assert said[:2] == ("push button", "equals"), "on the widget that has the focus"
        calculator.write("7*(")
        calculator.type("Return")
        assert listener.hears("Not an expression: it ends before it is complete"), \
            listener.heard[-5:]
    finally:
        listener.close()


def test_no_label_is_left_nameless(calculator):
    """A screen reader called each empty label "GtkLabel"."""
    calculator.write("2+3")
    calculator.type("Return")
    nameless = [node.getRoleName() for node in calculator.accessibles()
                if node.getRoleName() == "label" and node.name in ("", "GtkLabel")]
    assert nameless == []
