#!/usr/bin/env python3
"""Times two commands in paired, alternating runs; prints JSON.

usage: paired.py RUNS WARMUP [--prepare SHELL_COMMAND] -- COMMAND_A... -- COMMAND_B...

Each round runs A then B, or B then A (alternating), so a slow spell of a busy host
costs both alike; hyperfine instead runs all of A, then all of B. Reported: the median
wall time of each, the median of the per-round ratios B/A (and the lowest and highest),
page faults per run and CPUs utilized, (user + system) / wall (from getrusage of the
children). --prepare runs before every run, warm-up included, and is not timed (to
empty an output folder, say). Output goes to /dev/null; a failing run is an error.
"""
import json
import os
import resource
import statistics
import subprocess
import sys
import time


def run(argv, prepare):
    if prepare:
        subprocess.run(["sh", "-c", prepare], check=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, os.environ,
                         file_actions=[(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
                                       (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)])
    _, status = os.waitpid(pid, 0)
    elapsed = (time.perf_counter_ns() - start) / 1e9
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"paired.py: {' '.join(argv)} failed")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, after.ru_minflt - before.ru_minflt, cpu / elapsed


def main():
    runs, warmup = int(sys.argv[1]), int(sys.argv[2])
    rest = sys.argv[3:]
    prepare = None
    if rest[:1] == ["--prepare"]:
        prepare, rest = rest[1], rest[2:]
    assert rest[0] == "--" and rest.count("--") == 2
    split = rest.index("--", 1)
    a, b = rest[1:split], rest[split + 1:]
    a[0] = subprocess.check_output(["sh", "-c", f'command -v "{a[0]}"'], text=True).strip()
    b[0] = subprocess.check_output(["sh", "-c", f'command -v "{b[0]}"'], text=True).strip()
    for _ in range(warmup):
        run(a, prepare)
        run(b, prepare)
    results = {"a": [], "b": []}
    ratios = []
    for i in range(runs):
        if i % 2 == 0:
            ra = run(a, prepare)
            rb = run(b, prepare)
        else:
            rb = run(b, prepare)
            ra = run(a, prepare)
        results["a"].append(ra)
        results["b"].append(rb)
        ratios.append(rb[0] / ra[0])
    summary = {}
    for key in ("a", "b"):
        times, faults, cpus = zip(*results[key])
        summary.update({f"{key}_median": statistics.median(times), f"{key}_faults": statistics.median(faults),
                        f"{key}_cpus": statistics.median(cpus)})
    summary.update({"ratio_median": statistics.median(ratios), "ratio_min": min(ratios),
                    "ratio_max": max(ratios), "runs": runs})
    json.dump(summary, sys.stdout)
    print()


main()
