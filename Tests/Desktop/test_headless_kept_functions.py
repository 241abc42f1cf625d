"""Issue 46's "Done means", headless: functions defined with --define, called by text and by
key, listed with --functions, refused with a message and a non-zero exit status."""

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CALCULATOR_BRAIN_BINARY", str(ROOT / ".build/debug/calculator-brain"))


def run(*arguments):
    return subprocess.run([BINARY, *arguments], capture_output=True, text=True)


def lines(*arguments):
    result = run(*arguments)
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_the_issues_values():
    assert lines("--define", "f(x)=x^2+1", "--expression", "f(3)")[:2] == [
        "display: 10", "description: f(3) ="]
    assert lines("--define", "g(a,b)=sqrt(a^2+b^2)", "--expression", "g(3,4)")[0] == "display: 5"
    assert lines("--define", "f(x)=x+1", "--define", "h(x)=f(f(x))",
                 "--expression", "h(1)")[0] == "display: 3"
    assert lines("--define", "f(x)=x^2+1", "--mode", "rpn", "--keys", "3 f") == [
        "display: 10", "description: f(3) =", "stack 1: 10  f(3)"]


def test_refusals_name_the_function_and_exit_non_zero():
    itself = run("--define", "f(x)=f(x)+1")
    assert (itself.returncode, itself.stdout) == (2, "")
    assert itself.stderr == "calculator-brain: f would call itself\n"
    through = run("--define", "f(x)=x", "--define", "g(x)=f(x)", "--define", "f(x)=g(x)")
    assert through.returncode == 2
    assert through.stderr == "calculator-brain: f would call itself through g\n"
    count = run("--define", "f(x)=x+1", "--expression", "f(1,2)")
    assert count.returncode == 2
    assert count.stderr == "calculator-brain: f takes 1 argument, not 2\n"
    built_in = run("--define", "sin(x)=x")
    assert built_in.returncode == 2
    assert built_in.stderr == "calculator-brain: “sin” is built in: a function needs a name of its own\n"


def test_functions_lists_them_each_after_what_it_calls():
    assert lines("--define", "area(r)=pi*r^2", "--define", "ring(a,b)=area(a)-area(b)",
                 "--functions", "--expression", "ring(2,1)/pi") == [
        "display: 3", "description: ring(2, 1) ÷ π =",
        "function: area(r) = π × r ^ 2", "function: ring(a, b) = area(a) − area(b)"]


def test_a_function_of_one_argument_is_graphed_by_its_name():
    table = lines("--define", "sq(t)=t^2", "--expression", "sq", "--plot-table", "4",
                  "--plot-range", "-2:2")
    assert table == ["-2\t4", "-1\t1", "0\t0", "1\t1", "2\t4"]


def fan_out(levels):
    """d0(x) = x + 1 and d(k)(x) = d(k−1)(x) + d(k−1)(x): 2^k calls unless a call on the same
    arguments is computed once."""
    definitions = ["--define", "d0(x)=x+1"]
    for level in range(1, levels + 1):
        definitions += ["--define", f"d{level}(x)=d{level - 1}(x)+d{level - 1}(x)"]
    return definitions


def test_calls_that_fan_out_finish():
    # Issue 53 item 3: each level doubles, 2^60 × 2. make bench times it (under a second).
    assert lines(*fan_out(60), "--expression", "d60(1)")[0] == "display: 2305843009213693952"
    # d30(x) = 2^30 (x + 1), at -10, -6, …, 10.
    table = lines(*fan_out(30), "--expression", "d30", "--plot-table", "5")
    assert table == [f"{x:g}\t{2**30 * (x + 1)}" for x in range(-10, 11, 4)]


def test_a_key_word_is_refused_as_a_functions_name():
    # Issue 53 item 33: as --var refuses them; `undo` and `C` would act as the function in --keys.
    for name in ("undo", "C"):
        refused = run("--define", f"{name}(x)=x+1", "--keys", "2")
        assert (refused.returncode, refused.stdout) == (2, "")
        assert refused.stderr == f"calculator-brain: --define: '{name}' is a key's name; choose another\n"
