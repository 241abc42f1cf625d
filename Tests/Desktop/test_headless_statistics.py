"""Issue 57's functions of statistics and `--data`, headless, as its "Done means" lists them:
each display as printed, digit for digit, including NIST's NumAcc4, whose one-pass variance
goes negative in floating point."""

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))
SIX = "5, 6, 4, 2, 3, 7"
NUM_ACC_4 = ["10000000.2"] + ["10000000.1", "10000000.3"] * 500


def run(*arguments, check=True):
    return subprocess.run([BINARY, *arguments], capture_output=True, text=True, check=check)


def printed(*arguments):
    return dict(line.split(": ", 1) for line in run(*arguments).stdout.splitlines())


@pytest.mark.parametrize("expression, shown", [
    (f"mean({SIX})", "4.5"), (f"median({SIX})", "4.5"), (f"stdev({SIX})", "1.87082869338697"),
    (f"var({SIX})", "3.5"), (f"stdevp({SIX})", "1.70782512765993"),
    ("stdev(1999999, 2000000, 2000001)", "1"),
    (f"stdev({', '.join(NUM_ACC_4)})", "0.1"),
])
def test_each_function_of_the_issue_shows_its_digits(expression, shown):
    assert printed("--expression", expression)["display"] == shown


def test_data_prints_num_acc_4s_certified_values(tmp_path):
    path = tmp_path / "numacc4.csv"
    path.write_text("\n".join(NUM_ACC_4) + "\n")
    shown = printed("--data", str(path))
    assert shown["n"] == "1001"
    assert shown["mean"] == "10000000.2"
    assert shown["stdev"] == "0.1"
    assert shown["median"] == "10000000.2"
    assert (shown["min"], shown["max"]) == ("10000000.1", "10000000.3")
    assert "slope" not in shown


def test_data_with_two_columns_fits_the_line(tmp_path):
    path = tmp_path / "xy.csv"
    path.write_text("x,y\n1,2.1\n2,3.9\n3,6.2\n4,7.8\n5,10.1\n6,12.2\n7,13.8\n")
    shown = printed("--data", str(path))
    assert shown["slope"] == "1.98571428571429"
    assert shown["intercept"] == "0.0714285714285714"
    assert shown["r"] == "0.999172912755884"
    assert shown["r2"] == "0.998346509585077"
    assert shown["n"] == "7"


@pytest.mark.parametrize("content, message", [
    ("1\n2\nfoo\n", "Row 3: “foo” is no number"),
    ("1,1\n2,bar\n", "Row 2: “bar” is no number"),
    # Issue 66, items 10 and 11: a first row that is a number written wrongly is no header,
    # and one row of 60 MB took 1.2 GB to give n 1.
    ("0x10\n1\n", "Row 1: “0x10” is no number"),
    ("1\n" + "9" * 5000 + "\n", "Row 2 is longer than 4096 characters"),
])
def test_a_damaged_file_is_refused_with_its_row(tmp_path, content, message):
    path = tmp_path / "data.csv"
    path.write_text(content)
    refused = run("--data", str(path), check=False)
    assert refused.returncode == 2
    assert message in refused.stderr
    assert refused.stdout == ""


def test_an_empty_cell_is_skipped_as_a_spreadsheet_skips_it(tmp_path):
    # Row 2 has no y: x's statistics take it, the line takes the rows with both (slope 2).
    path = tmp_path / "data.csv"
    path.write_text("1,2\n2\n3,6\n")
    shown = printed("--data", str(path))
    assert (shown["n"], shown["mean"], shown["slope"], shown["intercept"]) == ("3", "2", "2", "0")
    assert shown["slope0"] == "2"


def test_a_missing_file_says_so(tmp_path):
    refused = run("--data", str(tmp_path / "none.csv"), check=False)
    assert refused.returncode == 2
    assert "No such file or directory" in refused.stderr


def test_a_fifo_or_a_device_is_refused_at_once(tmp_path):
    """Issue 66, item 11: a FIFO given to --data blocked for ever (it waits for a writer)."""
    fifo = tmp_path / "data.csv"
    os.mkfifo(fifo)
    for path in (fifo, "/dev/zero"):
        refused = subprocess.run([BINARY, "--data", str(path)], capture_output=True, text=True,
                                 timeout=30)
        assert refused.returncode == 2
        assert f"“{path}” could not be read: it is not a regular file" in refused.stderr


def test_csv_as_a_spreadsheet_writes_it(tmp_path):
    """Issue 66, item 10: a byte order mark, CR line ends, quoted cells and a header row."""
    path = tmp_path / "data.csv"
    path.write_bytes(b'\xef\xbb\xbf"Height\n(cm)","Weight"\r"1,000",2\r3,4\r')
    shown = printed("--data", str(path))
    assert (shown["n"], shown["mean"], shown["header"]) == ("2", "501.5", "row 1, skipped")
