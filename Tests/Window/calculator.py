"""Drives the real Calculator Brain window: xdotool for keys and clicks, AT-SPI to read back."""

import json
import os
import re
import subprocess
import time
from pathlib import Path

import pyatspi
from gi.repository import GLib

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("CALCULATOR_BRAIN_BINARY", ROOT / ".build/debug/calculator-brain"))


def xdotool(*arguments):
    return subprocess.run(["xdotool", *map(str, arguments)], check=True,
                          capture_output=True, text=True).stdout


def put_on_clipboard(text):
    # xclip serves the clipboard from the background until the app has read it once.
    subprocess.Popen(["xclip", "-selection", "clipboard", "-loops", "1"],
                     stdin=subprocess.PIPE).communicate(text.encode())


STATE_KEYS = ("display", "description", "variables", "notice", "stack", "line")


def wait_until(condition, timeout=10.0, interval=0.05):
    """Polls until condition() is truthy; returns its last value (falsy on time-out)."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(interval)


def saved_session(state_home):
    """The session saved under `state_home`, its parts kept in files of their own (functions,
    history) put back in, as the app reads them."""
    folder = Path(state_home) / "calculator-brain"
    for attempt in range(10):
        session = json.loads((folder / "session.json").read_text())
        try:
            for part in ("functions", "history"):
                if f"{part}File" in session:
                    session[part] = json.loads((folder / session.pop(f"{part}File")).read_text())
            return session
        except FileNotFoundError:
            if attempt == 9:
                raise  # a newer save replaces a part between the two reads only so often


def catalog(language):
    """msgid → msgstr of po/LANGUAGE.po (empty for English), to find widgets by translated names."""
    if language == "en":
        return {}
    text = (ROOT / "po" / f"{language}.po").read_text()
    return {msgid: msgstr for msgid, msgstr in re.findall(r'^msgid "(.*)"\nmsgstr "(.*)"$', text, re.M)}


class Calculator:
    """One running app. Labels are found by their accessible description, buttons by name."""

    def __init__(self, environment=None, language="en"):
        words = catalog(language)
        self.t = lambda text: words.get(text) or text
        self.roles = {self.t(role): role for role in ("expression", "result", "variables", "notice")}
        self.environment = dict(os.environ, LANGUAGE=language, **(environment or {}))
        self.process = subprocess.Popen([str(BINARY)], env=self.environment,
                                        stderr=subprocess.PIPE, text=True)
        self.labels = {}
        self.buttons = {}
        self.readout = None
        self.errors = ""
        try:
            self.application = wait_until(self._find_application)
            assert self.application, "the app did not appear on the accessibility bus"
            self.window_id = wait_until(self._find_mapped_window)[0]
            assert wait_until(self.refresh), "the window's widgets did not appear"
        except BaseException:
            self.close()
            raise
        self.point_into_window()

    def _find_mapped_window(self):
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid),
                                "--name", "Calculator Brain"], capture_output=True, text=True)
        return found.stdout.split()

    def _find_application(self):
        for application in pyatspi.Registry.getDesktop(0):
            try:
                if application is not None and application.get_process_id() == self.process.pid:
                    return application
            except GLib.GError:  # an earlier test's app, gone while the list was read
                continue
        return None

    def refresh(self):
        """Finds the labels, buttons and stack levels again (the keys change with the notation
        and the mode): a walk of the whole tree, which costs a third of a second; reading the
        labels walks the readout alone."""
        self.labels.clear()
        self.buttons.clear()
        self.keypad = []
        self.levels = []
        stack = [self.application]
        while stack:
            node = stack.pop()
            children = [child for child in node if child is not None]
            pushed = [child for child in children if child.getRoleName() == "push button"]
            if len(pushed) == 24 and len(children) == len(pushed):  # a keypad block
                self.keypad += pushed
            if node.getRoleName() == "list" and node.name == self.t("stack"):
                self.levels = children[::-1]  # level 1 is at the bottom
                continue
            for child in children:
                role = child.getRoleName()
                if role == "label" and child.description in self.roles:
                    self.labels[self.roles[child.description]] = child
                elif role in ("push button", "toggle button"):
                    self.buttons[child.name] = child
                stack.append(child)
        if "notice" in self.labels:
            self.readout = self.labels["notice"].parent
        # RPN hides the display while the stack shows level 1, and always the description.
        has_labels = "notice" in self.labels  # the variables' line shows only when set
        # Programmer mode hides some basic keys: its own block is the whole keypad found then.
        in_programmer_mode = "hexadecimal" in self.buttons
        # The keys' tooltips (their descriptions) are set once the first frame is drawn.
        described = all(button.description for button in self.keypad)
        return (has_labels and described
                and len(self.keypad_rectangles()) == (24 if in_programmer_mode else 48))

    def stack(self):
        """(value, expression) of each level the window shows, level 1 first."""
        shown = self.read_readout()
        levels = [child for child in shown["stack"] if child is not None][::-1] if "stack" in shown else []
        return [self.level(row) for row in levels]

    def read_readout(self):
        """The labels, the line and the stack the readout shows now, by role: a walk of the
        readout alone (a few dozen accessibles; the whole window's, a third of a second),
        afresh, since GTK leaves hidden widgets out of the tree."""
        shown = {}
        for node in self.descendants(self.readout):
            role = node.getRoleName()
            if role == "label" and node.description in self.roles:
                shown[self.roles[node.description]] = node
            elif role == "text" and node.name == self.t("expression line"):
                shown["line"] = node
            elif role == "list" and node.name == self.t("stack"):
                shown["stack"] = node
        return shown

    @staticmethod
    def level(row):
        labels = []
        nodes = [row]
        while nodes:
            node = nodes.pop(0)
            children = [child for child in node if child is not None]
            labels += [child for child in children if child.getRoleName() == "label"]
            nodes += children
        number, expression, value = (Calculator.label_text(label) for label in labels)
        return value, expression

    def wait_for_exit(self, timeout=10):
        """Waits for the app to end by itself; its exit status."""
        _, self.errors = self.process.communicate(timeout=timeout)
        return self.process.returncode

    def close(self):
        """Ends the app if it still runs; what it wrote to standard error."""
        if self.process.returncode is not None:
            return self.errors
        self.process.terminate()
        try:
            _, errors = self.process.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _, errors = self.process.communicate()
        return errors

    # Reading

    def text(self, role):
        return self.label_text(self.labels[role])

    @staticmethod
    def label_text(label):
        """The label's text as read: a no-break space (which keeps an imaginary part's sign
        with its digits) is a space."""
        text = label.queryText()
        return text.getText(0, text.characterCount).replace("\u00a0", " ")

    def state(self, *keys):
        """What the window shows (of `keys` only, when given: each read costs a D-Bus call or
        more). In RPN the stack stands in for the display while nothing is typed (display is
        level 1's value) and for the description (stack: every level)."""
        for _ in range(20):
            try:
                return self._state(keys or STATE_KEYS)
            except GLib.GError:  # a widget went away while it was read: find them again
                time.sleep(0.05)
                self.refresh()
        return self._state(keys or STATE_KEYS)

    def _state(self, keys):
        shown = self.read_readout()
        text = lambda role: self.label_text(shown[role]) if role in shown else ""
        stack = lambda: self.stack() if "stack" in shown else []
        readers = {
            "display": lambda: text("result") if "result" in shown else next(iter(stack()), ("",))[0],
            "description": lambda: text("expression"), "variables": lambda: text("variables"),
            "notice": lambda: text("notice"), "stack": stack,
            "line": lambda: self.label_text(shown["line"]) if "line" in shown else None}
        return {key: readers[key]() for key in keys}

    def line(self):
        """The expression line's text while it is shown, else None."""
        return self.state("line")["line"]

    def line_cursor(self):
        field = self.read_readout().get("line")
        return field.queryText().caretOffset if field else None

    def shows(self, label="", /, **expected):
        """Asserts that the labels come to show `expected` (within a few seconds)."""
        shown = self.expect(**expected)
        assert shown == expected, f"{label}: shows {shown}, expected {expected}"

    def accessibles(self):
        """Every accessible of the app, searched afresh (popovers come and go)."""
        return self.descendants(self.application)

    @staticmethod
    def descendants(root):
        """The accessibles under `root`. A widget the app destroys while it is read (a table's
        page of rows rebuilt) is passed over: AT-SPI then says it "no longer exists", or counts
        its children as -1 (pyatspi's ValueError), of the widget, while the app runs on."""
        stack = [root]
        while stack:
            try:
                children = list(stack.pop())
            except (GLib.GError, ValueError):
                continue
            for child in children:
                if child is not None:
                    yield child
                    stack.append(child)

    def focused(self, among=None):
        """(role, name) of the widget that has the keyboard focus, or None; `among` the
        accessibles given (a list kept while no widget comes or goes) or every one."""
        return next(((node.getRoleName(), node.name) for node in among or self.accessibles()
                     if node.getState().contains(pyatspi.STATE_FOCUSED)), None)

    def find(self, role, name):
        """The first accessible with this role and name."""
        return next((node for node in self.accessibles()
                     if node.getRoleName() == role and node.name == name), None)

    def tab_to(self, role, name, presses=80):
        """Presses Tab until the widget (role, name) has the focus; whether it came to have it."""
        for _ in range(presses):
            self.type("Tab")
            if self.focused() == (role, name):
                return True
        return False

    def click_accessible(self, accessible):
        x, y, width, height = self.rectangle(accessible)
        xdotool("mousemove", x + width // 2, y + height // 2, "click", 1)

    def expect(self, **expected):
        """Waits until the labels show `expected`, then returns what they show."""
        wait_until(lambda: self.state(*expected) == expected, timeout=5)
        return self.state(*expected)

    # Acting

    def point_into_window(self):
        # Without a window manager, keyboard focus follows the pointer.
        x, y, width, height = self.window_rectangle()
        xdotool("mousemove", x + width // 2, y + 30)

    def type(self, keys):
        self.point_into_window()
        xdotool("key", "--delay", 25, *keys.split())

    def write(self, text):
        """Types text as a person does, character by character (`sqrt(-4)`, `2+3i`)."""
        self.point_into_window()
        xdotool("type", "--delay", 40, "--", text)

    def click(self, *names):
        for name in names:
            if name not in self.buttons:  # keys come with the notation and the mode
                self.refresh()
            x, y, width, height = self.rectangle(self.buttons[name])
            xdotool("mousemove", x + width // 2, y + height // 2, "click", 1)

    def resize(self, width, height):
        xdotool("windowsize", "--sync", self.window_id, width, height)

    def brightness(self):
        """The window's mean brightness, 0 (black) to 1 (white), from a screenshot."""
        shot = subprocess.run(["import", "-window", self.window_id, "png:-"],
                              capture_output=True, check=True).stdout
        return float(subprocess.run(
            ["convert", "-", "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"],
            input=shot, capture_output=True, check=True).stdout)

    # Geometry

    def rectangle(self, accessible):
        """On the screen. GTK 4 reports positions within the window only."""
        extents = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        x, y, _, _ = self.window_rectangle()
        return x + extents.x, y + extents.y, extents.width, extents.height

    def window_rectangle(self):
        geometry = dict(line.split("=") for line in xdotool(
            "getwindowgeometry", "--shell", self.window_id).split())
        return (int(geometry["X"]), int(geometry["Y"]),
                int(geometry["WIDTH"]), int(geometry["HEIGHT"]))

    def keypad_rectangles(self):
        x, y, _, _ = self.window_rectangle()
        keypad = {}
        for button in self.keypad:
            extents = button.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            keypad[button.name] = (x + extents.x, y + extents.y, extents.width, extents.height)
        return keypad
