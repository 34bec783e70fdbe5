#!/usr/bin/env python3
"""Launch to placeholder: how long `expanding-text` takes from being started in a terminal to showing its box.

Runs each binary given, in turn, RUNS times in a fresh tmux window (a private tmux server, 80x24), and times from the
start of the window to the first screen that shows the placeholder, polling the screen every few milliseconds. Prints
one line per binary: `launch-to-placeholder BINARY median=… min=… max=… ms (N runs)`. Runs of several binaries are
interleaved, so that a busy machine slows them alike.

Usage: measure-launch.py BINARY... [--runs N]
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

PLACEHOLDER = "LAUNCHREADY"
TIMEOUT_SECONDS = 10


def tmux(socket, *arguments):
    return subprocess.run(["tmux", "-L", socket, *arguments], check=True, capture_output=True, text=True).stdout


def time_one_launch(socket, binary):
    """Seconds from the window's start to the placeholder on its screen."""
    started = time.monotonic()
    tmux(socket, "new-window", "-d", "-n", "launch", binary, "--placeholder", PLACEHOLDER)
    try:
        while time.monotonic() - started < TIMEOUT_SECONDS:
            if PLACEHOLDER in tmux(socket, "capture-pane", "-p", "-t", "launch"):
                return time.monotonic() - started
            if tmux(socket, "display-message", "-p", "-t", "launch", "#{pane_dead}").strip() == "1":
                raise RuntimeError(f"{binary} exited before showing its placeholder")
            time.sleep(0.002)
        raise RuntimeError(f"{binary} showed no placeholder within {TIMEOUT_SECONDS} s")
    finally:
        subprocess.run(["tmux", "-L", socket, "kill-window", "-t", "launch"], capture_output=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--runs", type=int, default=20)
    options = parser.parse_args()
    socket = f"launch-{os.getpid()}"
    with tempfile.NamedTemporaryFile("w", suffix=".conf") as config:
        # remain-on-exit: a program that exits early leaves its window, so the failure can be named.
        config.write("set -g exit-empty off\nset -g status off\nset -g escape-time 0\nset -g remain-on-exit on\n")
        config.flush()
        tmux(socket, "-f", config.name, "new-session", "-d", "-x", "80", "-y", "24", "-s", "measure", "sh")
        try:
            samples = {binary: [] for binary in options.binaries}
            for _ in range(options.runs):
                for binary in options.binaries:
                    samples[binary].append(time_one_launch(socket, binary) * 1000)
        finally:
            subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)
    for binary, times in samples.items():
        print(f"launch-to-placeholder {binary} median={statistics.median(times):.1f} min={min(times):.1f} "
              f"max={max(times):.1f} ms ({len(times)} runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
