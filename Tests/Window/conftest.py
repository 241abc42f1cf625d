import os

import pytest

from calculator import Calculator


def pytest_collection_modifyitems(config, items):
    if not os.environ.get("DISPLAY"):
        skip = pytest.mark.skip(reason="no X server could be started, so no window to test")
        for item in items:
            item.add_marker(skip)


@pytest.fixture
def calculator(tmp_path):
    app = Calculator({"XDG_STATE_HOME": str(tmp_path / "state")})
    yield app
    errors = app.close()
    warnings = [line for line in errors.splitlines() if "-CRITICAL" in line or "-WARNING" in line]
    assert warnings == [], "GTK complained on stderr"
