#!/usr/bin/env python3
"""The Products screen of the release demo with a large catalogue, as a person uses it: the time
to the first frame, each search key, each sort, a clear and a live reload, and the resident memory
after each step, measured on the real executable in a 120 x 40 pseudo-terminal.

    swift build -c release --product demo
    python3 Benchmarks/Scripts/generate-large-catalog.py 100000 /tmp/catalog-100k.json
    python3 Benchmarks/Scripts/browser.py .build/release/demo /tmp/catalog-100k.json

A key's time is from writing it to the first byte of the frame that answers it (the screen is
drawn after the key's work is done; an animated apply goes on drawing after that). A reload's
time is from saving the changed file (a rename over it, as editors save) to the frame that shows
the new name. Memory is the process's resident set (VmRSS) read after each step has settled, and
again 1.5 s later, once the loop has gone idle and given its freed memory back (it does within a
second of its last frame), and its peak (VmHWM) at the end. The catalogue file is restored
afterwards.
"""
import argparse
import os
import select
import shlex
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from startup import first_featured_name, read_until  # noqa: E402

import fcntl  # noqa: E402
import pty  # noqa: E402
import struct  # noqa: E402
import tempfile  # noqa: E402
import termios  # noqa: E402


def memory(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return 0.0


def settle(fd, quiet=0.15, limit=10.0, wait=0.0):
    """Reads output until none came for `quiet` seconds, waiting up to `wait` seconds for the
    first byte; the time of the first byte read (or None)."""
    first = None
    deadline = time.perf_counter() + limit
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], quiet if first is not None or wait == 0 else wait)
        if not ready:
            return first
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            return first
        if first is None:
            first = time.perf_counter()
    return first


def memory_now_and_idle(fd, pid):
    """The resident memory now and after 1.5 s without input (output drained meanwhile)."""
    now = memory(pid)
    deadline = time.perf_counter() + 1.5
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.perf_counter()))
        if ready and not os.read(fd, 1 << 16):
            break
    return f"{now:.1f} MB ({memory(pid):.1f} MB once idle)"


def press(fd, key):
    """Writes `key`; the seconds to the first byte of the answer."""
    settle(fd)
    started = time.perf_counter()
    os.write(fd, key)
    first = settle(fd, wait=10.0)
    return None if first is None else first - started


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("demo")
    parser.add_argument("catalog")
    parser.add_argument("--query", default="ca phe 1")
    parser.add_argument("--reloads", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--wrapper", default="", help="runs the demo under another program (perf record, valgrind)")
    options = parser.parse_args()

    data = tempfile.mkdtemp(prefix="browser-data-")
    started = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        os.environ.update({"TERM": "xterm-256color", "XDG_DATA_HOME": data, "SWIFT_BACKTRACE": "enable=no"})
        arguments = shlex.split(options.wrapper) + [options.demo, "--screen", "products", "--catalog", options.catalog]
        os.execvp(arguments[0], arguments)
    read_until(fd, b"Quit", b"", options.timeout)
    print(f"open to first frame: {(time.perf_counter() - started) * 1000:.0f} ms")
    settle(fd)
    print(f"  memory at open: {memory_now_and_idle(fd, pid)}")

    press(fd, b"/")
    keys = [press(fd, character.encode()) for character in options.query]
    print("search keys: " + ", ".join(f"{key * 1000:.0f}" for key in keys) + f" ms ({options.query!r})")
    deleted = press(fd, b"\x7f")
    print(f"  delete a key: {deleted * 1000:.0f} ms")
    print(f"  memory after search: {memory_now_and_idle(fd, pid)}")
    cleared = press(fd, b"\x1b")
    print(f"clear (Esc): {cleared * 1000:.0f} ms")

    sorts = [press(fd, b"o") for _ in range(5)]
    print("sorts (name, price, rating, newest, catalogue): " + ", ".join(f"{sort * 1000:.0f}" for sort in sorts) + " ms")
    print(f"  memory after sort: {memory_now_and_idle(fd, pid)}")

    press(fd, b"\x1bOH")  # Home: the first featured product shows again
    original = open(options.catalog, encoding="utf-8", newline="").read()
    name = first_featured_name(options.catalog)
    latencies = []
    try:
        for index in range(options.reloads):
            marker = ("#" if index % 2 == 0 else "@") * 12
            temporary = options.catalog + ".browser-tmp"
            with open(temporary, "w", encoding="utf-8", newline="") as file:
                file.write(original.replace(name, marker, 1))
            settle(fd)
            time.sleep(0.1 + 0.037 * index)
            changed = time.perf_counter()
            os.rename(temporary, options.catalog)
            read_until(fd, marker.encode(), b"", options.timeout)
            latencies.append(time.perf_counter() - changed)
    finally:
        with open(options.catalog, "w", encoding="utf-8", newline="") as file:
            file.write(original)
    settle(fd, quiet=0.5)
    print("reloads, save to visible: " + ", ".join(f"{latency * 1000:.0f}" for latency in latencies)
          + f" ms (median {statistics.median(latencies) * 1000:.0f}; includes the wait for the next poll)")
    print(f"  memory after reload: {memory_now_and_idle(fd, pid)}; peak {memory(pid, 'VmHWM'):.1f} MB")
    os.write(fd, b"q")
    os.waitpid(pid, 0)
    os.close(fd)


if __name__ == "__main__":
    main()
