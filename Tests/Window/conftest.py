import os

import pytest

from calculator import Calculator


def pytest_collection_modifyitems(config, items):
    if not os.environ.get("DISPLAY"):
        skip = pytest.mark.skip(reason="no X server could be started, so no window to test")
        for item in items:
            item.add_marker(skip)


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
