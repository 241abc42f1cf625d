import os
import shutil
import subprocess

import pytest

from calculator import Calculator


def missing_requirements():
    """What the window tests need and this machine lacks, each said plainly."""
    missing = [f"{tool} is not installed" for tool in ("xdotool", "xclip")
               if shutil.which(tool) is None]
    if not os.environ.get("DISPLAY"):
        return missing + ["no X server: DISPLAY is unset (make test starts Xvfb)"]
    bus = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus",
                          "/org/a11y/bus", "org.a11y.Bus.GetAddress"],
                         capture_output=True, text=True, timeout=30, check=False)
    if bus.returncode != 0:
        missing.append(f"no AT-SPI bus on the session bus: {bus.stderr.strip()}")
    return missing


def pytest_collection_modifyitems(config, items):
    # TEST_SHARD=K/N runs every Nth test from the Kth: N parts, each on an X server of its own
    # (scripts/window-tests), share the suite's time.
    if shard := os.environ.get("TEST_SHARD"):
        part, parts = map(int, shard.split("/"))
        config.hook.pytest_deselected(items=[item for index, item in enumerate(items)
                                             if index % parts != part - 1])
        items[:] = items[part - 1::parts]
    missing = missing_requirements()
    if not missing:
        return
    reason = "; ".join(missing)
    # Under CI a window suite that cannot run is a failure, never a quiet skip.
    if os.environ.get("CI"):
        pytest.exit(f"window tests cannot run under CI: {reason}", returncode=1)
    for item in items:
        item.add_marker(pytest.mark.skip(reason=reason))


@pytest.fixture
def launch(tmp_path):
    """Starts apps (each with the test's own state folder unless told otherwise) and always
    closes them: the app is single-instance, so one left running would swallow later starts."""
    started = []

    def start(environment=None, language="en"):
        app = Calculator({"XDG_STATE_HOME": str(tmp_path / "state"), **(environment or {})}, language)
        started.append(app)
        return app

    yield start
    complaints = []
    for app in started:
        errors = app.close()
        complaints += [line for line in errors.splitlines()
                       if "-CRITICAL" in line or "-WARNING" in line]
    assert complaints == [], "GTK complained on stderr"


@pytest.fixture
def calculator(launch):
    return launch()
