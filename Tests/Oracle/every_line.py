"""What the line-by-line oracles share: checking every line of a file on every core."""
import multiprocessing
import sys
import time


def check_every_line(path, check, noun="programs"):
    """Checks every line of the file (`-`: standard input) with `check`, which returns what is
    wrong with a line or None; prints the first 20 problems and a count. The exit status: 1
    when a line is wrong or there is none."""
    with open(sys.stdin.fileno() if path == "-" else path, encoding="utf-8") as lines:
        programs = list(lines)
    started = time.monotonic()
    with multiprocessing.Pool() as pool:
        problems = pool.map(check, programs, chunksize=64)
    rate = len(programs) / max(time.monotonic() - started, 1e-9)
    failures = [problem for problem in problems if problem]
    for problem in failures[:20]:
        print(problem if len(problem) < 400 else problem[:400] + "…")
    print(f"{len(programs)} {noun}, {len(failures)} wrong ({rate:.0f} checked per second)")
    return 1 if failures or not programs else 0
