"""The window among the desktop's programs: F1 asks the help viewer for the user guide (without
one, a notice says so), and a second launch with --open enters an expression in the running
window, as the overview's search does when a result is chosen."""

import os
import subprocess

from calculator import BINARY, wait_until


def help_viewer(tmp_path, program):
    """The environment in which `program` is the desktop's help viewer (help: and ghelp:)."""
    applications = tmp_path / "data" / "applications"
    applications.mkdir(parents=True)
    (applications / "stand-in-help.desktop").write_text(
        "[Desktop Entry]\nType=Application\nName=Stand-in help viewer\n"
        f"Exec={program} %u\nMimeType=x-scheme-handler/help;x-scheme-handler/ghelp;\n")
    config = tmp_path / "config"
    config.mkdir()
    (config / "mimeapps.list").write_text(
        "[Default Applications]\nx-scheme-handler/help=stand-in-help.desktop\n"
        "x-scheme-handler/ghelp=stand-in-help.desktop\n"
        # A desktop's Yelp would be the fallback where the stand-in does not run.
        "[Removed Associations]\nx-scheme-handler/help=yelp.desktop\n"
        "x-scheme-handler/ghelp=yelp.desktop\n")
    return {"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(config)}


def test_f1_opens_the_user_guide(launch, tmp_path):
    opened = tmp_path / "opened"
    viewer = tmp_path / "viewer"
    viewer.write_text(f'#!/bin/sh\necho "$1" > {opened}\n')
    viewer.chmod(0o755)
    calculator = launch(help_viewer(tmp_path, viewer))
    calculator.type("F1")
    assert wait_until(opened.exists)
    # Run from the source tree, the guide is the tree's pages; installed, help:APP_ID.
    uri = wait_until(lambda: opened.read_text().strip())
    assert uri.startswith("ghelp:") and uri.endswith("/help/C"), uri
    calculator.shows(notice="")


def test_without_a_help_viewer_a_notice_says_so(launch, tmp_path):
    calculator = launch(help_viewer(tmp_path, tmp_path / "no-such-viewer"))
    calculator.type("F1")
    assert wait_until(lambda: calculator.state()["notice"].startswith(
        "The user guide could not be opened (is Yelp installed?): ")), calculator.state()["notice"]


def test_a_second_launch_with_open_enters_the_expression_in_the_running_window(launch, tmp_path):
    calculator = launch()
    calculator.type("7")
    environment = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"))
    second = subprocess.run([str(BINARY), "--open", "sqrt(16)+1"], env=environment,
                            capture_output=True, text=True, timeout=30)
    assert second.returncode == 0, second.stderr
    calculator.shows(display="5", description="√(16) + 1 =")
