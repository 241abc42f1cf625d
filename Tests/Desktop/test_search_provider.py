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


# Started on a private bus, as D-Bus would: warmed up with one slow search (its library code
# paged in), measured, sent 20 slow searches at once and then `2+3`, measured again 5 s later.
BURST = r"""
"$0" --search-provider & provider=$!
ask() { gdbus call --session %s --method %sGetInitialResultSet "[$1]"; }
status() { grep -E '^(Threads|VmRSS|RssAnon)' /proc/$provider/status | tr -s ' \t\n' ' '; echo; }
until ask "'1+1'" >/dev/null 2>&1; do sleep 0.1; done
ask "'0*((1/3)!-(1/3)!)'" >/dev/null; sleep 2
status
searches=""
for term in $(seq 20); do ask "'$term*((1/3)!-(1/3)!)'" >/dev/null & searches="$searches $!"; done
sleep 0.3
start=$(date +%%s%%N); ask "'2+3'"; echo $(( ($(date +%%s%%N) - start) / 1000000 ))
wait $searches; sleep 5
status
kill $provider
""" % (" ".join(PROVIDER), METHOD)


def status(line):
    """`Threads: 3 VmRSS: 26440 kB RssAnon: 2432 kB` as numbers (kB)."""
    words = line.split()
    return {word.rstrip(":"): int(value) for word, value in zip(words, words[1:])
            if word.endswith(":")}


def test_a_burst_of_slow_searches_neither_delays_the_next_nor_leaves_threads_or_memory():
    environment = dict(os.environ, CALCULATOR_BRAIN_SEARCH_IDLE_SECONDS="60")
    run = subprocess.run(["dbus-run-session", "--", "sh", "-c", BURST, BINARY], env=environment,
                         capture_output=True, text=True, timeout=120)
    before, answer, milliseconds, after = run.stdout.strip().splitlines()
    before, after = status(before), status(after)
    assert answer == "(['2+3'],)"
    # Answered as an idle provider answers, not after the slow searches' 500 ms each.
    assert int(milliseconds) < 400
    assert after["Threads"] <= before["Threads"] + 1
    assert after["VmRSS"] - before["VmRSS"] < 5 * 1024
    assert after["RssAnon"] - before["RssAnon"] < 5 * 1024


# Twenty searches one after another, each on a fresh worker thread (a thread ends when no
# search waits), each with numbers past a machine word, which FLINT keeps in caches of the
# thread's own: under valgrind, nothing may be lost when the provider ends (idle, after 10 s:
# with 3 s, a loaded machine let the provider end between the first search and the next).
SEQUENTIAL = r"""
valgrind --leak-check=full --log-file="$1" "$0" --search-provider & provider=$!
ask() { gdbus call --session --timeout 60 %s --method %sGetInitialResultSet "[$1]"; }
until ask "'1+1'" >/dev/null 2>&1; do sleep 0.5; done
for term in $(seq 20); do ask "'2^(200+$term)*(1/3)!+3^$term'"; done
wait $provider
""" % (" ".join(PROVIDER), METHOD)


def test_twenty_searches_on_fresh_threads_lose_no_memory(tmp_path):
    log = tmp_path / "valgrind.log"
    environment = dict(os.environ, CALCULATOR_BRAIN_SEARCH_IDLE_SECONDS="10")
    run = subprocess.run(["dbus-run-session", "--", "sh", "-c", SEQUENTIAL, BINARY, str(log)],
                         env=environment, capture_output=True, text=True, timeout=300)
    # Each answered: with its id, or with none if valgrind's pace ran past the time limit.
    answers = run.stdout.splitlines()
    assert len(answers) == 20 and all(answer.startswith("([") or answer == "(@as [],)"
                                      for answer in answers), answers
    summary = log.read_text()
    assert "definitely lost: 0 bytes in 0 blocks" in summary, summary[-3000:]
