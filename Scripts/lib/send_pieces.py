#!/usr/bin/env python3
"""Writes a file into a tmux pane in pieces with a pause between them, as a paste arrives over a slow link.

Usage: send_pieces.py SOCKET TARGET FILE PIECE_BYTES GAP_MILLISECONDS
Each piece goes through a tmux buffer pasted raw (no bracketing of tmux's own, no line break translation), so the pane
receives it at once; the file's bytes, escape sequences included, reach the program as they are.
"""

import os
import subprocess
import sys
import tempfile
import time


def tmux(socket, *arguments):
    result = subprocess.run(["tmux", "-L", socket, *arguments], capture_output=True)
    if result.returncode != 0:
        sys.exit(f"send_pieces: tmux {arguments[0]} failed: {result.stderr.decode(errors='replace').strip()}")


def main() -> int:
    socket, target, path, size, gap = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
    data = open(path, "rb").read()
    with tempfile.TemporaryDirectory() as folder:
        piece_path = os.path.join(folder, "piece")
        for start in range(0, len(data), size):
            if start:
                time.sleep(gap / 1000)
            with open(piece_path, "wb") as piece:
                piece.write(data[start:start + size])
            tmux(socket, "load-buffer", "-b", "piece", piece_path)
            tmux(socket, "paste-buffer", "-r", "-d", "-b", "piece", "-t", target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
