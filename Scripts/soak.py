#!/usr/bin/env python3
"""Soak test: a seeded random storm of keys, pastes and resizes against `expanding-text` in a real terminal.

The storm is generated from a seed together with a reference model of the text it must produce: typed text (ASCII,
CJK, emoji, combining marks, tabs, invalid UTF-8), Backspace, newlines, bracketed pastes of up to 1 MB (with escape
sequences, invalid UTF-8 and every kind of line break), caret round trips, undo/redo round trips, input the tool must
ignore (unbound keys, mouse reports, terminal replies, control strings, sequences split across writes) and resizes
down to 1x1 and back, pastes whose end marker never comes, and job-control signals (SIGTSTP, SIGCONT; in the
soak's process group, which no job-control shell owns, the kernel discards the stop and the box must come back).
At the end the text is submitted and the tool's stdout must equal the model's text exactly;
the tool must still answer keys, the terminal must be back in the modes it had before the tool started (cooked), and
no pasted control sequence may appear in what the tool wrote to the terminal. On failure the seed is printed so the
run can be repeated (timing still varies: keys are sent as fast as tmux takes them). Then a second, short run of
the tool is ended by a signal chosen from every signal that ends a process: the tool must die by that signal with
the terminal restored and nothing on stdout.

Usage: soak.py BINARY [--seconds N] [--seed N]
"""

import argparse
import os
import random
import signal
import shutil
import sys
import tempfile
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))

from terminal_driver import TmuxServer  # noqa: E402 - found through the path set above

ASCII = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:!?-_()[]{}'\"/\\@#$%^&*+=<>|~`"
CJK = "漢字仮名交じり文한국어中文输入法の試験"
EMOJI = ["😀", "👍🏽", "❤️", "1️⃣", "🇫🇷", "🇯🇵", "👨‍👩‍👧‍👦", "🏳️‍🌈", "☝🏽", "🧑‍💻"]
COMBINING = ["e\u0301", "a\u0308\u0323", "n\u0303", "\u0915\u094d\u0937"]
ESCAPES = [b"\x1b[31m", b"\x1b[2J", b"\x1b[200~", b"\x1b[H", b"\x1b]0;owned\x07", b"\x1b[?1049h", b"\x1b[6n", b"\x1bc",
           b"\x1b[?25l", b"\x1bP+q544e\x1b\\", b"\x9b31m", b"\x07", b"\x08", b"\x03", b"\x04"]
INVALID_UTF8 = [b"\xff", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x80\x80", b"\xc0\xaf"]
# Input the tool must take without changing the text or the caret: unbound function and editing keys, unbound Alt and
# Ctrl keys (Ctrl+S, Ctrl+Q and Ctrl+\ also prove that flow control and signal keys are off in raw mode; Ctrl+G,
# Ctrl+R and Ctrl+X are bound: the editor, the history search, a two-key binding), mouse
# reports, focus events, terminal replies and control strings, and sequences no terminal sends. Each is sent in one
# write, except that tuples are sent as separate writes, split after the ESC [ 1 that starts a sequence.
IGNORED = [b"\x1bOP", b"\x1b[15~", b"\x1b[24;2~", b"\x1b[1;5Q", b"\x1b[2~", b"\x1b[E", b"\x1b[Z", b"\x1bq", b"\x1b\x1b",
           b"\x1d", b"\x0f", b"\x13", b"\x11", b"\x1c", b"\x00", b"\x1b[<0;5;5M", b"\x1b[<0;5;5m", b"\x1b[M !!",
           b"\x1b[I", b"\x1b[O", b"\x1b[?62;22c", b"\x1bP>|xterm(390)\x1b\\", b"\x1b]11;rgb:0000/0000/0000\x07",
           b"\x1b[99z", b"\x1b[?1;2$y", b"\x1b_apc\x1b\\", b"\x1b[" + b"9;" * 700 + b"m",
           (b"\x1b[1", b"5;5~"), (b"\x1b[1", b";3P")]
# Longer than the pause after which a key read alone after a paste may be a key press
# (PasteQuietWindow.keyPauseMilliseconds), with margin.
PASTE_PAUSE_SECONDS = 0.15
# The longest pause between two pieces of a paste that arrives in pieces, from one paste into the pane to the next:
# below the tool's quiet window (InputDecoder.pasteQuietMilliseconds, 500 ms) by what a tmux call may take on a busy
# machine. The longest pause that happened is reported as max_gap_ms.
SLOW_PASTE_GAP_SECONDS = 0.25

# Byte sequences the tool must never write to the terminal: each could only come from pasted text reaching the
# terminal raw (the tool draws control characters as visible stand-ins instead).
FORBIDDEN_OUTPUT = [b"\x1b]0;owned", b"\x1b[?1049h", b"\x1bc", b"\x1bP+q544e", b"\x1b[2J", b"\x07"]
PLACEHOLDER = "SOAKREADY"
FORGED_END = "\x1b[201~"
# Longer than the pause after the last pasted byte before which an Esc is more of a paste that is still open
# (InputPipeline.pasteEndingPauseMilliseconds), with margin: Esc pressed twice after it ends such a paste.
OPEN_PASTE_PAUSE_SECONDS = 1.3
# Every signal whose default action ends the process; the closing round sends one of them.
TERMINATING_SIGNALS = ["HUP", "INT", "QUIT", "TERM", "PIPE", "USR1", "USR2", "ALRM", "XCPU", "XFSZ", "VTALRM",
                       "PROF", "SYS", "PWR", "STKFLT", "IO", "RTMIN", "RTMAX", "SEGV", "ABRT", "BUS", "TRAP", "ILL",
                       "FPE"]


def wait_until_stable(pane, seconds=10):
    """Waits until the screen and the cursor have not changed for 0.3 s, at most `seconds`."""
    pane.settle(seconds, quiet=0.3, polls=1, interval=0.05)


def wait_until_idle(pid, seconds=60):
    """Waits until the tool sleeps in poll(2) (so it has read all its input and handled it), twice in a row."""
    deadline = time.monotonic() + seconds
    idle_checks = 0
    while time.monotonic() < deadline and idle_checks < 2:
        try:
            with open(f"/proc/{pid}/stat") as handle:
                state = handle.read().rsplit(")", 1)[1].split()[0]
            with open(f"/proc/{pid}/wchan") as handle:
                waiting_in = handle.read()
        except OSError:
            return
        idle_checks = idle_checks + 1 if state == "S" and "poll" in waiting_in else 0
        time.sleep(0.05)


class Storm:
    """Generates the storm and keeps the reference model of the text it produces."""

    def __init__(self, seed):
        self.random = random.Random(seed)
        self.text = ""
        self.width = 80
        # Units the model can delete with one Backspace: single typed ASCII characters and tabs, which always form a
        # grapheme cluster of their own after anything this storm produces.
        self.deletable = []
        self.counts = {"keys": 0, "pastes": 0, "paste_bytes": 0, "open_pastes": 0, "slow_pastes": 0, "pieces": 0,
                       "max_gap_ms": 0, "forged_ends": 0, "resizes": 0, "backspaces": 0, "round_trips": 0, "ignored": 0, "signals": 0}
        self.pid = None

    def typed_text(self):
        pieces = []
        for _ in range(self.random.randint(1, 12)):
            kind = self.random.random()
            if kind < 0.02:
                pieces.append("\t")
            elif kind < 0.7:
                pieces.append(self.random.choice(ASCII))
            elif kind < 0.82:
                pieces.append(self.random.choice(CJK))
            elif kind < 0.94:
                pieces.append(self.random.choice(EMOJI))
            else:
                pieces.append(self.random.choice(COMBINING))
        return pieces

    def paste_bytes(self):
        if self.random.random() < 0.02:
            target = self.random.randint(200_000, 1_000_000)
        else:
            target = int(10 ** self.random.uniform(0, 4))
        parts = []
        size = 0
        while size < target:
            kind = self.random.random()
            if kind < 0.45:
                piece = "".join(self.random.choice(ASCII) for _ in range(self.random.randint(1, 80))).encode()
            elif kind < 0.55:
                piece = "".join(self.random.choice(CJK) for _ in range(self.random.randint(1, 20))).encode()
            elif kind < 0.63:
                piece = self.random.choice(EMOJI).encode()
            elif kind < 0.68:
                piece = self.random.choice(COMBINING).encode()
            elif kind < 0.78:
                piece = self.random.choice([b"\n", b"\r\n", b"\r", b"\t", b"\n\n"])
            elif kind < 0.9:
                piece = self.random.choice(ESCAPES)
            else:
                piece = self.random.choice(INVALID_UTF8)
            parts.append(piece)
            size += len(piece)
        return b"".join(parts)

    def slow_paste_body(self):
        """Text with line breaks for a paste in pieces, with forged end markers, each with a CR and a command.

        What follows a forged end marker reaches the tool outside a paste, so it holds no escape sequence (it would be
        a key) and no invalid UTF-8 (its replacement could depend on where the marker split it).
        """
        parts = []
        for _ in range(self.random.randint(1, 60)):
            kind = self.random.random()
            if kind < 0.6:
                parts.append("".join(self.random.choice(ASCII + CJK) for _ in range(self.random.randint(1, 80))))
            elif kind < 0.85:
                parts.append(self.random.choice(["\r", "\n", "\r\n"]))
            else:
                parts.append(FORGED_END + "\rtouch soak-pwned\r")
                self.counts["forged_ends"] += 1
        return "".join(parts).encode()

    @staticmethod
    def model_of_paste(data):
        text = data.decode("utf-8", errors="replace")
        return text.replace("\r\n", "\n").replace("\r", "\n")


def storm_step(storm, tmux, work):
    """Sends one random operation and updates the model."""
    operation = storm.random.random()
    if operation < 0.40:
        pieces = storm.typed_text()
        for piece in pieces:
            storm.text += piece
            storm.deletable.append(len(piece) == 1 and (piece in ASCII or piece == "\t"))
        tmux.send_bytes("".join(pieces).encode())
        storm.counts["keys"] += len(pieces)
    elif operation < 0.43:
        # Invalid UTF-8 typed outside a paste, ended by an ASCII letter so that the next operation cannot complete
        # the sequence: U+FFFD per maximal invalid subsequence, as Python's decoder also replaces them.
        data = storm.random.choice(INVALID_UTF8) + storm.random.choice(ASCII[:26]).encode()
        decoded = data.decode("utf-8", errors="replace")
        storm.text += decoded
        storm.deletable.extend([False] * (len(decoded) - 1) + [True])
        tmux.send_bytes(data)
        storm.counts["keys"] += len(decoded)
    elif operation < 0.52:
        if storm.deletable and storm.deletable[-1]:
            storm.deletable.pop()
            storm.text = storm.text[:-1]
            tmux.send_bytes(b"\x7f")
            storm.counts["keys"] += 1
            storm.counts["backspaces"] += 1
    elif operation < 0.58:
        tmux.send_bytes(storm.random.choice([b"\n", b"\x1b\r"]))
        storm.text += "\n"
        storm.deletable.append(False)
        storm.counts["keys"] += 1
    elif operation < 0.67:
        data = storm.paste_bytes()
        path = os.path.join(work, "paste.bin")
        with open(path, "wb") as handle:
            handle.write(data)
        tmux.run("load-buffer", "-b", "storm", path)
        tmux.run("paste-buffer", "-p", "-r", "-d", "-b", "storm", "-t", "soak")
        storm.text += Storm.model_of_paste(data)
        storm.deletable.append(False)
        storm.counts["pastes"] += 1
        storm.counts["paste_bytes"] += len(data)
        if len(data) > 100_000:
            wait_until_stable(tmux, 60)
        # A person pauses after a paste; a line break arriving without a pause after its end marker counts as pasted
        # text, not as the key. A larger paste takes a while to reach the tool after tmux returns: the pause starts
        # once it is drawn.
        if len(data) >= 4096:
            wait_until_stable(tmux, 30)
        time.sleep(PASTE_PAUSE_SECONDS)
    elif operation < 0.74:
        # Caret round trips that end where they started, at the end of the text.
        steps = storm.random.randint(1, 6)
        keys, count = storm.random.choice([
            (b"\x1b[D" * steps + b"\x1b[C" * steps, 2 * steps),  # Left, Right
            (b"\x02" * steps + b"\x06" * steps, 2 * steps),  # Ctrl+B, Ctrl+F
            (b"\x1b[H\x1b[F", 2),  # Home, End
            (b"\x01\x05", 2),  # Ctrl+A, Ctrl+E
        ])
        tmux.send_bytes(keys)
        storm.counts["keys"] += count
        storm.counts["round_trips"] += 1
    elif operation < 0.79:
        tmux.send_bytes(b"\x1f\x1b/")  # Ctrl+_ undoes, Alt+/ redoes
        storm.counts["keys"] += 2
        storm.counts["round_trips"] += 1
    elif operation < 0.80:
        # A paste whose end marker never comes: no pause ends it; Esc pressed twice, in writes of their own after a
        # pause, does, and it is inserted whole. The pause is the tool's: it must have read the paste (it may be busy
        # with an undo of a megabyte when it is sent) before the pause is counted.
        body = "".join(storm.random.choice(ASCII + CJK) for _ in range(storm.random.randint(1, 40)))
        body += storm.random.choice(["", "\r", "\n"])
        wait_until_idle(storm.pid)
        tmux.send_bytes(b"\x1b[200~" + body.encode())
        wait_until_idle(storm.pid)
        time.sleep(OPEN_PASTE_PAUSE_SECONDS)
        for _ in range(2):
            tmux.send_bytes(b"\x1b")
            wait_until_idle(storm.pid)
            time.sleep(0.1)
        storm.text += Storm.model_of_paste(body.encode())
        storm.deletable.append(False)
        storm.counts["open_pastes"] += 1
    elif operation < 0.82:
        name = storm.random.choice(["TSTP", "CONT", "WINCH"])
        # A stop discards input the tool has not read yet (the shell must not get it): let it read everything first.
        # A stable screen does not prove it: the tool may still be busy with the keys before.
        wait_until_stable(tmux, 30)
        wait_until_idle(storm.pid)
        if name == "TSTP":
            os.kill(storm.pid, signal.SIGTSTP)
            os.kill(storm.pid, signal.SIGCONT)
            # Until the box is back, input is not the tool's to take: the stop discards what it has not read, and it
            # turns bracketed paste off until the box is drawn again, so that a paste meanwhile reaches the tool
            # without its markers, as keys (a paste of ESC [ H is Home). A person pastes once the box is back.
            wait_until_stable(tmux, 30)
            wait_until_idle(storm.pid)
        else:
            os.kill(storm.pid, getattr(signal, "SIG" + name))
        storm.counts["signals"] += 1
    elif operation < 0.86:
        # A paste over a slow link: in pieces of random sizes, each one write, with random pauses below the window.
        # As for a paste without an end marker, the tool must have read what came before: an answer to one of its
        # queries arriving inside the paste would be pasted text.
        wait_until_idle(storm.pid)
        body = storm.slow_paste_body()
        data = b"\x1b[200~" + body + FORGED_END.encode()
        path = os.path.join(work, "piece.bin")
        # A terminal writes the start marker with the text after it, so the first piece holds it whole; any other
        # cut may fall anywhere, inside a forged end marker too.
        first = len(b"\x1b[200~")
        cuts = sorted(storm.random.sample(range(first, len(data)), min(len(data) - first, storm.random.randint(0, 11))))
        last_sent = None
        for start, end in zip([0] + cuts, cuts + [len(data)]):
            with open(path, "wb") as handle:
                handle.write(data[start:end])
            tmux.run("load-buffer", "-b", "piece", path)
            if last_sent is not None:
                time.sleep(max(0.0, storm.random.uniform(0, SLOW_PASTE_GAP_SECONDS) - (time.monotonic() - last_sent)))
            tmux.run("paste-buffer", "-r", "-d", "-b", "piece", "-t", "soak")
            now = time.monotonic()
            if last_sent is not None:
                storm.counts["max_gap_ms"] = max(storm.counts["max_gap_ms"], round((now - last_sent) * 1000))
            last_sent = now
            storm.counts["pieces"] += 1
        storm.text += Storm.model_of_paste(body.replace(FORGED_END.encode(), b""))
        storm.deletable.append(False)
        storm.counts["slow_pastes"] += 1
        time.sleep(PASTE_PAUSE_SECONDS)
    elif operation < 0.89:
        sequence = storm.random.choice(IGNORED)
        for part in sequence if isinstance(sequence, tuple) else (sequence,):
            tmux.send_bytes(part)
        storm.counts["keys"] += 1
        storm.counts["ignored"] += 1
    else:
        width = storm.random.choice([1, 2, 3, 5, 10, 20, 40, 80, 120])
        height = storm.random.choice([1, 2, 3, 5, 10, 24, 40])
        if storm.width == 1 and width == 2:
            # tmux 3.3a's server crashes (in grid_reflow_join) when a window holding wide characters goes from 1
            # column straight to 2, whatever runs in it; going through 3 columns avoids its bug.
            tmux.resize(3, height)
            storm.counts["resizes"] += 1
        tmux.resize(width, height)
        storm.width = width
        storm.counts["resizes"] += 1


def run(binary, seconds, seed):
    socket = f"soak-{os.getpid()}"
    server = TmuxServer(socket)
    work = tempfile.mkdtemp(prefix="expanding-text-soak-")
    out_path = os.path.join(work, "out.txt")
    status_path = os.path.join(work, "status.txt")
    stty_before_path = os.path.join(work, "stty-before.txt")
    stty_path = os.path.join(work, "stty.txt")
    written_path = os.path.join(work, "written.bin")
    pid_path = os.path.join(work, "pid.txt")
    command = (f"stty -a > '{stty_before_path}'; {started(binary, pid_path)} --placeholder {PLACEHOLDER} --max-lines 6 "
               f"> '{out_path}'; {when_ended(status_path, stty_path)}")
    storm = Storm(seed)
    failures = []
    try:
        tmux = server.new_session("soak", 80, 24, "sh", "-c", command)
        # Every byte the tool writes to the terminal, to prove that no pasted control sequence reaches it raw.
        tmux.pipe_output(written_path)
        tmux.wait_for(lambda screen: PLACEHOLDER in screen, 30, "the box")
        with open(pid_path) as handle:
            storm.pid = int(handle.read())
        deadline = time.monotonic() + seconds
        operations = 0
        while time.monotonic() < deadline:
            storm_step(storm, tmux, work)
            operations += 1
            if operations % 25 == 0:
                wait_until_stable(tmux, 30)
                if os.path.exists(status_path):
                    with open(status_path) as handle:
                        status = handle.read().strip()
                    raise RuntimeError(f"the tool exited during the storm (after {operations} operations) with "
                                       f"status {status}")
        tmux.resize(80, 24)
        storm.counts["resizes"] += 1
        wait_until_stable(tmux, 60)
        marker = "ALIVE" + str(storm.random.randint(1000, 9999))
        tmux.send_bytes(b"\n" + marker.encode())
        storm.text += "\n" + marker
        tmux.wait_for(lambda screen: marker in screen, 60, "the tool to answer keys after the storm")
        tmux.send_bytes(b"\r")
        deadline = time.monotonic() + 60
        while not os.path.exists(stty_path) and time.monotonic() < deadline:
            time.sleep(0.1)
        if not os.path.exists(stty_path):
            failures.append("the tool did not exit after Enter")
        else:
            failures += check_results(storm, out_path, status_path, stty_before_path, stty_path)
        tmux.stop_piping()
        if os.path.exists(written_path):
            with open(written_path, "rb") as handle:
                written = handle.read()
            for sequence in FORBIDDEN_OUTPUT:
                at = written.find(sequence)
                if at >= 0:
                    failures.append(f"the tool wrote {sequence!r} to the terminal (at byte {at} of its output): "
                                    f"pasted text reached the terminal raw")
        else:
            failures.append("tmux recorded nothing the tool wrote")
        tmux.kill()
        failures += signal_round(binary, storm, server, work)
    except Exception as error:  # noqa: BLE001 - every failure must print the seed
        failures.append(str(error))
    finally:
        server.kill()
        shutil.rmtree(work, ignore_errors=True)
    summary = ", ".join(f"{key}={value}" for key, value in storm.counts.items())
    print(f"soak: seed={seed} seconds={seconds} {summary} text={len(storm.text.encode())} bytes")
    for failure in failures:
        print(f"FAIL soak (seed {seed}): {failure}")
    return not failures


def started(binary, pid_path):
    """The shell words that run the tool in the foreground, writing its process id to `pid_path` first.

    In the foreground, not with `&`: a shell without job control starts background commands with SIGINT and SIGQUIT
    ignored, and the tool rightly keeps a signal its parent ignored.
    """
    return f"sh -c 'echo $$ > \"$1\"; shift; exec \"$@\"' sh '{pid_path}' '{binary}'"


def when_ended(status_path, stty_path):
    """The shell words that keep the tool's exit status and then the terminal's settings, the settings file appearing
    whole: the soak reads it as soon as it exists, and `stty -a > file` creates the file before it writes."""
    return (f"echo $? > '{status_path}'; stty -a > '{stty_path}.tmp'; mv '{stty_path}.tmp' '{stty_path}'; "
            "sleep 600")


def signal_round(binary, storm, server, work):
    """Runs the tool again, storms it briefly, then ends it by a random terminating signal."""
    name = storm.random.choice(TERMINATING_SIGNALS)
    paths = {key: os.path.join(work, f"round-{key}.txt") for key in ("before", "after", "out", "status", "pid")}
    command = (f"stty -a > '{paths['before']}'; {started(binary, paths['pid'])} --placeholder {PLACEHOLDER} "
               f"> '{paths['out']}'; {when_ended(paths['status'], paths['after'])}")
    tmux = server.new_session("soak", 60, 12, "sh", "-c", command)
    tmux.wait_for(lambda screen: PLACEHOLDER in screen, 30, "the box of the signal round")
    with open(paths["pid"]) as handle:
        storm.pid = int(handle.read())
    for _ in range(20):
        storm_step(storm, tmux, work) if storm.random.random() < 0.5 else tmux.send_bytes(b"typed ")
    os.kill(storm.pid, getattr(signal, "SIG" + name))
    storm.counts["closing_signal"] = "SIG" + name
    deadline = time.monotonic() + 30
    while not os.path.exists(paths["after"]) and time.monotonic() < deadline:
        time.sleep(0.1)
    if not os.path.exists(paths["after"]):
        return [f"the tool did not end after SIG{name}"]
    failures = []
    with open(paths["status"]) as handle:
        status = handle.read().strip()
    expected = 128 + getattr(signal, "SIG" + name)
    if status != str(expected):
        failures.append(f"exit status {status} after SIG{name}, expected {expected}")
    if os.path.getsize(paths["out"]) != 0:
        failures.append(f"stdout is not empty after SIG{name}")
    before, after = terminal_modes(paths["before"]), terminal_modes(paths["after"])
    if before != after:
        failures.append(f"terminal not restored after SIG{name}: {sorted(before - after)} before the tool, "
                        f"{sorted(after - before)} after it")
    return failures


def terminal_modes(path):
    """The settings `stty -a` printed, without its first line (speed and size, which resizes change)."""
    with open(path) as handle:
        lines = handle.read().splitlines()[1:]
    return set(" ".join(lines).replace(";", " ").split())


def check_results(storm, out_path, status_path, stty_before_path, stty_path):
    """Compares what the tool printed with the model, and checks that the terminal modes are as before it ran."""
    failures = []
    with open(status_path) as handle:
        status = handle.read().strip()
    if status != "0":
        failures.append(f"exit status {status}, expected 0")
    with open(out_path, "rb") as handle:
        output = handle.read()
    expected = (storm.text + "\n").encode()
    if output != expected:
        prefix = os.path.commonprefix([output, expected])
        failures.append(f"stdout differs from the model at byte {len(prefix)} of {len(expected)} "
                        f"(got {output[len(prefix):len(prefix) + 40]!r}, "
                        f"expected {expected[len(prefix):len(prefix) + 40]!r})")
    before = terminal_modes(stty_before_path)
    after = terminal_modes(stty_path)
    if before != after:
        failures.append(f"terminal not restored: {sorted(before - after)} before the tool, {sorted(after - before)} "
                        f"after it")
    for mode in ("icanon", "echo", "isig", "icrnl", "opost"):
        if mode not in after:
            failures.append(f"terminal not in cooked mode: {mode} is off")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=None)
    arguments = parser.parse_args()
    seed = arguments.seed if arguments.seed is not None else random.SystemRandom().randint(1, 2**31)
    passed = run(os.path.abspath(arguments.binary), arguments.seconds, seed)
    print("PASS soak" if passed else "FAIL soak")
    print(f"{1 if passed else 0} passed, {0 if passed else 1} failed")
    sys.exit(0 if passed else 1)


if __name__ == "__main__":
    main()
