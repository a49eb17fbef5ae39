#!/usr/bin/env python3
"""Peak RSS of a command and of the drawing programs it starts.

  peak_rss.py COMMAND...   prints "MYCA_KIB DRAW_KIB PROGRAMS"

MYCA_KIB is the command's own peak and DRAW_KIB the largest any myca-draw descendant
reached, each its VmHWM (peak RSS) read from /proc every 20 ms while it runs (wait4's
ru_maxrss would take the largest child myca waited for as myca's); PROGRAMS is how many
drawing programs there were. A VmHWM only grows, so the last reading before a process
ends is its peak but for its last 20 ms.
"""
import os, subprocess, sys, time


def children_of(pid, table):
    out, todo = set(), [pid]
    while todo:
        parent = todo.pop()
        for child, ppid in table.items():
            if ppid == parent and child not in out:
                out.add(child)
                todo.append(child)
    return out


def read_status(pid):
    fields = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                key, _, value = line.partition(":")
                fields[key] = value.strip()
    except OSError:
        return None
    return fields


def main():
    process = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL)
    peaks, mine = {}, 0
    while True:
        finished, status, usage = os.wait4(process.pid, os.WNOHANG)
        if finished:
            break
        table = {}
        for name in os.listdir("/proc"):
            if name.isdigit():
                fields = read_status(int(name))
                if fields:
                    table[int(name)] = int(fields.get("PPid", "0"))
        own = read_status(process.pid)
        if own and "VmHWM" in own:
            mine = max(mine, int(own["VmHWM"].split()[0]))
        for pid in children_of(process.pid, table):
            fields = read_status(pid)
            if fields and fields.get("Name") == "myca-draw" and "VmHWM" in fields:
                peaks[pid] = max(peaks.get(pid, 0), int(fields["VmHWM"].split()[0]))
        time.sleep(0.02)
    print(mine or usage.ru_maxrss, max(peaks.values(), default=0), len(peaks))
    sys.exit(os.waitstatus_to_exitcode(status))


if __name__ == "__main__":
    main()
