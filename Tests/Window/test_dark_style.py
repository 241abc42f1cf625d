"""The window follows the desktop's dark style, at start and while it runs: from the settings
portal where one runs (a stand-in here, on the test's session bus), else from GSettings."""

import subprocess
from pathlib import Path

import pytest

from calculator import wait_until

PORTAL = Path(__file__).with_name("stand_in_portal.py")


def gsettings(tmp_path, scheme):
    """GNOME's color-scheme key, in a keyfile the app reads and watches."""
    keyfile = tmp_path / "config" / "glib-2.0" / "settings" / "keyfile"
    keyfile.parent.mkdir(parents=True, exist_ok=True)
    keyfile.write_text(f"[org/gnome/desktop/interface]\ncolor-scheme='{scheme}'\n")
    return {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": str(tmp_path / "config")}


@pytest.mark.parametrize("scheme, looks_dark", [("prefer-dark", True), ("default", False)])
def test_the_window_starts_in_the_desktop_style(launch, tmp_path, scheme, looks_dark):
    calculator = launch(gsettings(tmp_path, scheme))
    brightness = calculator.brightness()
    assert (brightness < 0.5) == looks_dark, f"mean brightness {brightness:.2f}"


def test_a_change_in_gsettings_is_followed_while_running(launch, tmp_path):
    calculator = launch(gsettings(tmp_path, "default"))
    assert calculator.brightness() > 0.5
    gsettings(tmp_path, "prefer-dark")
    assert wait_until(lambda: calculator.brightness() < 0.5), "dark after the change"
    gsettings(tmp_path, "default")
    assert wait_until(lambda: calculator.brightness() > 0.5), "light again"


@pytest.fixture
def portal():
    """The stand-in portal, answering "no preference" until told otherwise."""
    process = subprocess.Popen(["/usr/bin/python3", str(PORTAL), "0"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline().strip() == "ready"

    def switch(scheme):
        process.stdin.write(f"{scheme}\n")
        process.stdin.flush()

    yield switch
    process.stdin.close()
    process.wait(timeout=10)


def test_the_portal_decides_and_its_changes_are_followed(launch, tmp_path, portal):
    # GSettings says dark; the portal, which runs, says no preference: the portal wins.
    calculator = launch(gsettings(tmp_path, "prefer-dark"))
    assert wait_until(lambda: calculator.brightness() > 0.5), "light, as the portal says"
    portal(1)
    assert wait_until(lambda: calculator.brightness() < 0.5), "dark after the portal's change"
    portal(2)
    assert wait_until(lambda: calculator.brightness() > 0.5), "light again"
