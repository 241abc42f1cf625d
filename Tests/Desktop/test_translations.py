"""German and Russian for every user-visible string: the template is up to date, each catalog
translates all of it, and the window speaks German when asked."""

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def msgids(text):
    return {msgid for msgid in re.findall(r'^msgid "(.*)"$', text, re.M) if msgid}


def test_template_lists_every_string_in_the_code(tmp_path):
    fresh = tmp_path / "fresh.pot"
    subprocess.run([str(ROOT / "po/extract-messages"), str(fresh)], check=True)
    assert msgids(fresh.read_text()) == msgids((ROOT / "po/calculator-brain.pot").read_text()), \
        "run po/extract-messages and translate what changed"


def test_every_catalog_translates_everything():
    template = msgids((ROOT / "po/calculator-brain.pot").read_text())
    for language in (ROOT / "po/LINGUAS").read_text().split():
        text = (ROOT / f"po/{language}.po").read_text()
        pairs = dict(re.findall(r'^msgid "(.*)"\nmsgstr "(.*)"$', text, re.M))
        untranslated = sorted(msgid for msgid in template if not pairs.get(msgid))
        assert untranslated == [], f"{language} lacks translations"
        placeholders = [msgid for msgid in template if msgid.count("%@") != pairs[msgid].count("%@")]
        assert placeholders == [], f"{language} loses %@ placeholders"
        subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(ROOT / f"po/{language}.po")],
                       check=True)


def test_the_user_guide_is_translated_whole(tmp_path):
    """Every paragraph of help/C/*.page, as itstool splits them today, has a translation."""
    template = tmp_path / "help.pot"
    subprocess.run(["itstool", "-o", str(template), *map(str, sorted(ROOT.glob("help/C/*.page")))],
                   check=True)
    for language in (ROOT / "po/LINGUAS").read_text().split():
        catalog = ROOT / f"help/{language}/{language}.po"
        compared = subprocess.run(["msgcmp", str(catalog), str(template)], capture_output=True,
                                  text=True)
        assert compared.returncode == 0, f"help/{language}: {compared.stderr}"
        untranslated = subprocess.run(["msgattrib", "--untranslated", "--no-obsolete", str(catalog)],
                                      capture_output=True, text=True, check=True).stdout
        assert msgids(untranslated) == set(), f"help/{language} lacks translations"
