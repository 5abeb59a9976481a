#!/usr/bin/env python3
"""Start-to-first-frame of the demo, its peak memory, and the time from a catalogue file change
to the frame that shows it, measured on the real executable in a pseudo-terminal.

    swift build -c release --product demo
    python3 Benchmarks/Scripts/generate-large-catalog.py 100000 /tmp/catalog-100k.json
    python3 Benchmarks/Scripts/startup.py .build/release/demo                       # embedded
    python3 Benchmarks/Scripts/startup.py .build/release/demo /tmp/catalog-100k.json --reloads 5

The demo opens the Products screen in a 120 x 40 xterm-256color pseudo-terminal. The first
frame is complete when the status bar's "Quit" hint has been written (curses writes the frame
top to bottom, the status bar last). Peak memory is the process's maximum resident set
(getrusage's ru_maxrss), read after `q`. With --reloads N, the first featured product is
renamed N times (the file saved through a temporary file and a rename, as editors do) and the
time from the rename to the output of the new name is measured; the demo polls the file every
250 ms, so a reload waits 0 to 250 ms before it starts (the minimum is closest to the work).
--wrapper runs the demo under another program (valgrind --tool=callgrind, say).
"""
import argparse
import csv
import fcntl
import io
import json
import os
import pty
import select
import shlex
import statistics
import struct
import tempfile
import termios
import time


def read_until(fd, marker, buffer, timeout):
    deadline = time.perf_counter() + timeout
    while marker not in buffer:
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            raise TimeoutError(f"no {marker!r} within {timeout} s")
        ready, _, _ = select.select([fd], [], [], remaining)
        if ready:
            try:
                chunk = os.read(fd, 1 << 16)
            except OSError:
                raise TimeoutError("the demo ended")
            if not chunk:
                raise TimeoutError("the demo ended")
            buffer += chunk
    return buffer


def first_featured_name(path):
    with open(path, encoding="utf-8-sig", newline="") as file:
        if path.lower().endswith(".csv"):
            for row in csv.DictReader(file):
                if row["featured"].lower() in ("true", "yes", "1"):
                    return row["name"]
        else:
            for product in json.load(file)["products"]:
                if product.get("featured"):
                    return product["name"]
    raise SystemExit("no featured product")


def run(demo, catalog, reloads, wrapper, timeout):
    data = tempfile.mkdtemp(prefix="startup-data-")
    arguments = shlex.split(wrapper) + [demo, "--screen", "products"] + (["--catalog", catalog] if catalog else [])
    started = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        os.environ.update({"TERM": "xterm-256color", "XDG_DATA_HOME": data, "SWIFT_BACKTRACE": "enable=no"})
        os.execvp(arguments[0], arguments)
    buffer = read_until(fd, b"Quit", b"", timeout)
    first_frame = time.perf_counter() - started
    latencies = []
    if reloads and catalog:
        original = open(catalog, encoding="utf-8", newline="").read()
        name = first_featured_name(catalog)
        try:
            latencies = reload(fd, catalog, original, name, reloads, timeout)
        finally:
            with open(catalog, "w", encoding="utf-8", newline="") as file:
                file.write(original)
    os.write(fd, b"q")
    _, status, usage = os.wait4(pid, 0)
    os.close(fd)
    return first_frame, usage.ru_maxrss / 1024, latencies


def reload(fd, catalog, original, name, reloads, timeout):
    """Renames the product `name` `reloads` times; the seconds from each save to its frame."""
    latencies = []
    for index in range(reloads):
        marker = ("#" if index % 2 == 0 else "@") * 12
        text = original.replace(name, marker, 1)
        temporary = catalog + ".startup-tmp"
        with open(temporary, "w", encoding="utf-8", newline="") as file:
            file.write(text)
        time.sleep(0.1 + 0.037 * index)  # a different phase of the poll each time
        changed = time.perf_counter()
        os.rename(temporary, catalog)
        read_until(fd, marker.encode(), b"", timeout)
        latencies.append(time.perf_counter() - changed)
    return latencies


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("demo")
    parser.add_argument("catalog", nargs="?")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--reloads", type=int, default=0)
    parser.add_argument("--wrapper", default="")
    parser.add_argument("--timeout", type=float, default=120)
    options = parser.parse_args()
    frames, memories, latencies = [], [], []
    for _ in range(options.runs):
        frame, memory, reload = run(options.demo, options.catalog, options.reloads, options.wrapper, options.timeout)
        frames.append(frame)
        memories.append(memory)
        latencies += reload
    what = options.catalog or "embedded catalogue"
    print(f"{what}: first frame {statistics.median(frames) * 1000:.0f} ms median of {len(frames)} "
          f"(min {min(frames) * 1000:.0f}, max {max(frames) * 1000:.0f}); peak memory {statistics.median(memories):.1f} MB")
    if latencies:
        print(f"  file change to new frame: median {statistics.median(latencies) * 1000:.0f} ms, "
              f"min {min(latencies) * 1000:.0f}, max {max(latencies) * 1000:.0f} ({len(latencies)} changes; "
              f"includes the 0-250 ms wait for the next poll)")


if __name__ == "__main__":
    main()
