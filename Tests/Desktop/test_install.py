"""`make install` into a staging folder: the validators pass, the installed binary runs and
loads its files from its own prefix, and `make uninstall` takes everything away again."""

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))
APP_ID = "io.github.calculatorbrain.Calculator"


def make(target, staging):
    subprocess.run(["make", "-s", "-C", str(ROOT), target, "PREFIX=/usr", f"DESTDIR={staging}",
                    f"BINARY={BINARY}"], check=True, capture_output=True, text=True)


def installed_files(staging):
    return sorted(str(path.relative_to(staging)) for path in staging.rglob("*") if path.is_file())


def test_install_validate_run_uninstall(tmp_path):
    staging = tmp_path / "staging"
    make("install", staging)
    files = installed_files(staging)
    assert f"usr/share/applications/{APP_ID}.desktop" in files
    assert f"usr/share/metainfo/{APP_ID}.metainfo.xml" in files
    assert f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg" in files
    assert f"usr/share/icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg" in files
    assert "usr/share/calculator-brain/style.css" in files
    assert "usr/bin/calculator-brain" in files
    # The user guide, in English and translated, where Yelp looks for help:APP_ID.
    for language in ("C", "de", "ru"):
        assert f"usr/share/help/{language}/{APP_ID}/index.page" in files
        assert f"usr/share/help/{language}/{APP_ID}/programmer.page" in files
    assert "Programmierer-Modus" in (staging / f"usr/share/help/de/{APP_ID}/programmer.page").read_text()

    desktop = subprocess.run(["desktop-file-validate",
                              str(staging / f"usr/share/applications/{APP_ID}.desktop")],
                             capture_output=True, text=True)
    assert (desktop.returncode, desktop.stdout) == (0, "")
    metainfo = subprocess.run(["appstreamcli", "validate", "--no-net",
                               str(staging / f"usr/share/metainfo/{APP_ID}.metainfo.xml")],
                              capture_output=True, text=True)
    assert metainfo.returncode == 0, metainfo.stdout
    # The project has no web site of its own: no address is named rather than a made-up one.
    for page in (staging / f"usr/share/metainfo/{APP_ID}.metainfo.xml",
                 staging / "usr/share/calculator-brain/ui/about.ui"):
        assert "http" not in page.read_text(), page

    binary = staging / "usr/bin/calculator-brain"
    run = subprocess.run([str(binary), "--keys", "7 + 9 = √"], capture_output=True, text=True)
    assert run.stdout.splitlines() == ["display: 4", "description: √(7 + 9) ="]
    folder = subprocess.run([str(binary), "--data-dir"], capture_output=True, text=True).stdout.strip()
    assert Path(folder).resolve() == (staging / "usr/share/calculator-brain").resolve()

    make("uninstall", staging)
    assert installed_files(staging) == []


def test_a_binary_finds_its_files_from_where_it_is_not_where_it_was_built(tmp_path):
    """A source tree moved after the build (or the binary copied into another one) still finds
    its data: nothing looks at the path the binary was compiled in."""
    tree = tmp_path / "moved-tree"
    (tree / "data").mkdir(parents=True)
    (tree / "data/style.css").write_text((ROOT / "data/style.css").read_text())
    (tree / "Package.swift").write_text("// a source tree\n")
    binary = tree / ".build/x86_64-unknown-linux-gnu/release/calculator-brain"
    binary.parent.mkdir(parents=True)
    binary.write_bytes(Path(BINARY).read_bytes())
    binary.chmod(0o755)
    folder = subprocess.run([str(binary), "--data-dir"], capture_output=True, text=True).stdout.strip()
    assert folder == str(tree / "data")


def test_make_clean_removes_every_build_folder():
    planned = subprocess.run(["make", "-n", "clean"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    assert {".build", ".build-test", ".build-fuzz"} <= set(planned)
