"""GNOME Shell's search provider, installed into a temporary prefix and started by D-Bus
activation on a private session bus, asked as the overview asks, with gdbus."""

import os
import shlex
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))
APP_ID = "io.github.calculatorbrain.Calculator"
PROVIDER = ["--dest", f"{APP_ID}.SearchProvider",
            "--object-path", "/io/github/calculatorbrain/Calculator/SearchProvider"]
METHOD = "org.gnome.Shell.SearchProvider2."
SLOW_SUM = "+".join(f"{199999 - term}!" for term in range(120))


def gdbus(*arguments):
    return ["gdbus", "call", "--session", *arguments]


def on_private_bus(prefix, *commands, idle_seconds=1):
    """Runs the commands in one private session bus that finds services under `prefix`; the
    output of each, in order."""
    script = "; ".join(shlex.join(command) + "; echo ==="
                       for command in commands)
    environment = dict(os.environ, XDG_DATA_DIRS=f"{prefix}/share:/usr/share",
                       CALCULATOR_BRAIN_SEARCH_IDLE_SECONDS=str(idle_seconds))
    run = subprocess.run(["dbus-run-session", "--", "sh", "-c", script], env=environment,
                         capture_output=True, text=True, timeout=120)
    return [part.strip() for part in run.stdout.split("===")[:-1]]


def test_the_overview_gets_the_value_of_a_sum_and_nothing_for_other_words(tmp_path):
    prefix = tmp_path / "prefix"
    subprocess.run(["make", "-s", "-C", str(ROOT), "install", f"PREFIX={prefix}", f"BINARY={BINARY}"],
                   check=True, capture_output=True, text=True)
    service = (prefix / f"share/dbus-1/services/{APP_ID}.SearchProvider.service").read_text()
    assert f"Exec={prefix}/bin/calculator-brain --search-provider" in service
    assert (prefix / f"share/gnome-shell/search-providers/{APP_ID}.search-provider.ini").exists()

    sum_, metas, hello, number, subsearch, slow, launched, still_there = on_private_bus(
        prefix,
        gdbus(*PROVIDER, "--method", METHOD + "GetInitialResultSet", "['2+3']"),
        gdbus(*PROVIDER, "--method", METHOD + "GetResultMetas", "['2+3']"),
        gdbus(*PROVIDER, "--method", METHOD + "GetInitialResultSet", "['hello']"),
        gdbus(*PROVIDER, "--method", METHOD + "GetInitialResultSet", "['5']"),
        gdbus(*PROVIDER, "--method", METHOD + "GetSubsearchResultSet", "['2+3']", "['2+3', '*', '4']"),
        # 120 factorials of a million digits each: seconds of work, so no answer.
        gdbus(*PROVIDER, "--method", METHOD + "GetInitialResultSet", f"['{SLOW_SUM}']"),
        ["sleep", "3"],
        gdbus("--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
              "--method", "org.freedesktop.DBus.NameHasOwner", f"{APP_ID}.SearchProvider"))
    assert sum_ == "(['2+3'],)"
    assert "'name': <'5'>" in metas and "'description': <'2 + 3 ='>" in metas
    assert "'clipboardText': <'5'>" in metas
    assert hello == "(@as [],)"
    assert number == "(@as [],)"
    assert subsearch == "(['2+3 * 4'],)"
    assert slow == "(@as [],)"
    # Idle for a second (as this test asks; 20 unless told), the provider has gone.
    assert still_there == "(false,)"

    subprocess.run(["make", "-s", "-C", str(ROOT), "uninstall", f"PREFIX={prefix}"], check=True,
                   capture_output=True, text=True)
    assert not (prefix / f"share/dbus-1/services/{APP_ID}.SearchProvider.service").exists()
