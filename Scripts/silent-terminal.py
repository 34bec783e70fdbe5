#!/usr/bin/env python3
"""Runs a command on a terminal that never answers a query: a pseudo-terminal between the real terminal and the
command, passing keys through and the command's output back with every query taken out (cursor position CSI 6n,
DA1 CSI c, XTVERSION CSI >0q, DECRQM CSI ? n $p), so the real terminal draws but never replies.

The command's /dev/tty and stdin are the pseudo-terminal; its stdout and stderr are this script's.

Usage: Scripts/silent-terminal.py COMMAND [ARG...]     exits with the command's status
"""
import fcntl
import os
import pty
import re
import select
import sys
import termios
import tty

QUERIES = re.compile(rb"\x1b\[(?:6n|c|>0q|\?\d+\$p)")
# A control sequence whose final byte has not been read yet, at the end of a read.
UNFINISHED = re.compile(rb"\x1b(?:\[[?>]?[0-9;$]*)?\Z")


def main():
    terminal = os.open("/dev/tty", os.O_RDWR)
    size = fcntl.ioctl(terminal, termios.TIOCGWINSZ, b"\0" * 8)
    master, secondary = pty.openpty()
    fcntl.ioctl(master, termios.TIOCSWINSZ, size)
    pid = os.fork()
    if pid == 0:
        # The pseudo-terminal becomes the command's /dev/tty and stdin; its stdout and stderr stay the caller's.
        os.close(master)
        os.setsid()
        fcntl.ioctl(secondary, termios.TIOCSCTTY, 0)
        os.dup2(secondary, 0)
        os.close(secondary)
        os.execvp(sys.argv[1], sys.argv[1:])
    os.close(secondary)
    saved = termios.tcgetattr(terminal)
    tty.setraw(terminal)
    # A query split between two reads is held back until its end arrives.
    held = b""
    try:
        while True:
            ready, _, _ = select.select([terminal, master], [], [])
            if terminal in ready:
                os.write(master, os.read(terminal, 4096))
            if master in ready:
                try:
                    data = held + os.read(master, 4096)
                except OSError:
                    break
                if not data:
                    break
                unfinished = UNFINISHED.search(data)
                held, data = (data[unfinished.start():], data[:unfinished.start()]) if unfinished else (b"", data)
                os.write(terminal, QUERIES.sub(b"", data))
    finally:
        os.write(terminal, QUERIES.sub(b"", held))
        termios.tcsetattr(terminal, termios.TCSADRAIN, saved)
    _, status = os.waitpid(pid, 0)
    sys.exit(os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))


if __name__ == "__main__":
    main()
