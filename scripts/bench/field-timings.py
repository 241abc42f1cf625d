"""Issue 44's figures: each expression of its Done-means as a whole process, the median and the
maximum of 11 runs. Usage: /usr/bin/python3 scripts/bench/field-timings.py BINARY"""
import subprocess, sys, time, statistics
binary = sys.argv[1]
exprs = ["sin(1)^2+cos(1)^2-1", "(1/3)!-(1/3)!", "sqrt(2)*sqrt(3)-sqrt(6)", "atan(1/2)+atan(1/3)-pi/4",
 "cos(pi/5)-(1+sqrt(5))/4", "(2^(1/3))^3-2", "sqrt(e^2)-e", "ln(e^(10^20))-10^20",
 "sqrt(2)+sqrt(3)-sqrt(5+2*sqrt(6))", "floor(ln(8)/ln(2))", "e^(pi*sqrt(163))-640320^3-744",
 "e^(10^20)", "2^-(10^12)", "2+3"]
print("| expression | display | median ms (11 runs) | max ms |")
print("|---|---|---:|---:|")
for e in exprs:
    times = []
    for _ in range(11):
        t = time.perf_counter()
        out = subprocess.run([binary, "--expression", e], capture_output=True, text=True).stdout
        times.append((time.perf_counter() - t) * 1000)
    shown = out.splitlines()[0].removeprefix("display: ")
    print(f"| `{e}` | {shown} | {statistics.median(times):.1f} | {max(times):.1f} |")
