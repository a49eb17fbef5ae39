#!/usr/bin/env python3
"""Times two commands in paired, alternating runs; prints JSON.

usage: paired.py RUNS WARMUP -- COMMAND_A... -- COMMAND_B...

Each round runs A then B, or B then A (alternating), so a slow spell of a busy host
costs both alike; hyperfine instead runs all of A, then all of B. Reported: the median
wall time of each, the median of the per-round ratios B/A, and page faults per run
(from getrusage of the children). Output goes to /dev/null; a failing run is an error.
"""
import json
import os
import resource
import statistics
import subprocess
import sys
import time


def run(argv):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, os.environ,
                         file_actions=[(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
                                       (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)])
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter_ns() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"paired.py: {' '.join(argv)} failed")
    return elapsed / 1e9, resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt - before


def main():
    runs, warmup = int(sys.argv[1]), int(sys.argv[2])
    rest = sys.argv[3:]
    assert rest[0] == "--" and rest.count("--") == 2
    split = rest.index("--", 1)
    a, b = rest[1:split], rest[split + 1:]
    a[0] = subprocess.check_output(["sh", "-c", f'command -v "{a[0]}"'], text=True).strip()
    b[0] = subprocess.check_output(["sh", "-c", f'command -v "{b[0]}"'], text=True).strip()
    for _ in range(warmup):
        run(a)
        run(b)
    times_a, times_b, faults_a, faults_b, ratios = [], [], [], [], []
    for i in range(runs):
        if i % 2 == 0:
            ta, fa = run(a)
            tb, fb = run(b)
        else:
            tb, fb = run(b)
            ta, fa = run(a)
        times_a.append(ta)
        times_b.append(tb)
        faults_a.append(fa)
        faults_b.append(fb)
        ratios.append(tb / ta)
    json.dump({
        "a_median": statistics.median(times_a), "b_median": statistics.median(times_b),
        "ratio_median": statistics.median(ratios),
        "a_faults": statistics.median(faults_a), "b_faults": statistics.median(faults_b),
        "runs": runs,
    }, sys.stdout)
    print()


main()
