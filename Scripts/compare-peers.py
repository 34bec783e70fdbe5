#!/usr/bin/env python3
"""Compare `expanding-text` with the inline multi-line inputs a user would compare it with, in a real terminal.

The peers, run from the two small programs in `Scripts/peers/`:
  - prompt_toolkit: `prompt("> ", multiline=True, default=...)`;
  - textual: an inline app (`App.run(inline=True)`) holding one `TextArea` styled `height: auto; max-height: 10`.

This script installs nothing. Before running it:
    pip install prompt_toolkit textual
    swift build -c release --product expanding-text

Every scenario runs in a fresh session of a private tmux server (`tmux -L peers-<pid>`, killed at the end), 80x24,
driven through one tmux control-mode client per session: the client is told about every write the program makes
(`%output`), so a wait is "the next write, then look at the screen" rather than a timed poll, and a time is taken
from the write that made the screen right. What it measures, for each program in the same run:

  1. bytes written to the terminal per typed character (`pipe-pane -O` to a file), typing N characters one at a
     time (each waits until it is on screen) at the end of a short text and of two 1 MB texts (one paragraph of
     minified JSON; many paragraphs of prose); N defaults to 80, about one row, so each program meets one wrap;
  2. keystroke latency: the time from `send-keys` of one character until it is on screen (median and 90th
     percentile over the N characters typed one at a time), and the time to process N characters sent at once,
     until the last one is on screen, divided by N; also the time from launch until the 1 MB text is on screen;
  3. correctness probes from the pitfalls: how far the caret (`#{cursor_x}`) moves when a wide cluster is typed
     after an `A` in an empty input, against the width the wrapping contract gives the cluster; what a bracketed paste
     containing `ESC[31m` and `ESC]0;x BEL` does (raw bytes echoed? the pane title changed?); whether the input
     grows line by line, stops at its maximum and shrinks back; whether the terminal is restored after SIGTERM
     (`stty -a` before and after, and the terminal modes the program's output left changed).

The initial text goes to each program its own way: expanding-text takes `--value` for the short text, but a 1 MB
value cannot be passed as one argument on Linux (execve fails with E2BIG above MAX_ARG_STRLEN, 128 KiB), so the
1 MB texts go through `--draft FILE` (restored at start; saved again in a background thread while typing);
prompt_toolkit takes `default=`, textual `TextArea(text=...)`, both read from a file named on their command line.

Usage: compare-peers.py [--runs N] [--keys N] [--binary PATH] [--only NAME...] [--texts NAME...]
                        [--skip-probes]
Prints a table per measurement (median, and min-max over the runs) and the probe results.
"""

import argparse
import os
import random
import re
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PEERS = ROOT / "Scripts" / "peers"
COLUMNS, ROWS = 80, 24
MEGABYTE = 1 << 20

# Typed characters come from this alphabet, which no initial text and no program's decoration contains, so the
# number of them on screen says how many keystrokes have been drawn.
TYPED = "ABCDEFGHIJKLMNOPQRSTUVWXY"
# Every initial text ends with this word: the text is on screen (caret at its end) once the word is.
END_MARK = "endmark"
# Cells per cluster per the wrapping contract, for the caret probes.
CARET_PROBES = [("日本語", 6), ("👍🏽", 2), ("❤️", 2), ("🇫🇷", 2)]
PASTE = b"a\x1b[31mred\x1b]0;x\x07b"
GROWTH_LINES = 12


# MARK: - Texts


def short_text():
    return f"short text {END_MARK}"


def json_paragraph(size):
    """One line of minified JSON of about `size` bytes: no line break, no space, nothing of TYPED."""
    rng = random.Random(1)
    items = []
    total = 0
    index = 0
    while total < size:
        item = (
            f'{{"id":{index},"name":"user{index}","email":"user{index}@example.com",'
            f'"tags":["alpha","beta","gamma"],"active":{"true" if rng.random() < 0.5 else "false"},'
            f'"score":{rng.randint(0, 9999) / 100}}}'
        )
        items.append(item)
        total += len(item) + 1
        index += 1
    return "[" + ",".join(items) + f',{{"{END_MARK}":0}}]'


def prose_paragraphs(size):
    """Paragraphs of 40-120 lowercase words, one per line, about `size` bytes in all; the last is END_MARK."""
    rng = random.Random(2)
    words = ("the quick brown fox jumps over lazy dog while seven wizards quietly judge boxing matches near old "
             "harbour lights and every line wraps somewhere else when widths change").split()
    paragraphs = []
    total = 0
    while total < size:
        paragraph = " ".join(rng.choice(words) for _ in range(rng.randint(40, 120))) + "."
        paragraphs.append(paragraph)
        total += len(paragraph) + 1
    paragraphs.append(END_MARK)
    return "\n".join(paragraphs)


TEXTS = {
    "short": short_text,
    "1MB-json": lambda: json_paragraph(MEGABYTE),
    "1MB-prose": lambda: prose_paragraphs(MEGABYTE),
}


# MARK: - The programs


@dataclass
class Program:
    name: str
    newline_key: str  # the tmux key that inserts a line break

    def command(self, text_file, text, workdir):
        raise NotImplementedError

    def is_drawn(self, screen):
        """The empty input is on screen."""
        raise NotImplementedError

    def box_rows(self, screen, cursor_y):
        """Rows of text the input shows (decorations excluded)."""
        raise NotImplementedError


@dataclass
class ExpandingText(Program):
    binary: str = ""

    def command(self, text_file, text, workdir):
        if text_file is None:
            return [self.binary]
        if len(text.encode()) < 100 * 1024:
            return [self.binary, "--value", text]
        draft = Path(workdir) / "draft.txt"
        draft.write_text(text, encoding="utf-8")
        return [self.binary, "--draft", str(draft)]

    def is_drawn(self, screen):
        return any(row.startswith("┃") for row in screen)

    def box_rows(self, screen, cursor_y):
        return sum(row.startswith("┃") for row in screen)


@dataclass
class PromptToolkit(Program):
    def command(self, text_file, text, workdir):
        return [sys.executable, str(PEERS / "prompt_toolkit_prompt.py"), *([str(text_file)] if text_file else [])]

    def is_drawn(self, screen):
        return any(row.startswith(">") for row in screen)

    def box_rows(self, screen, cursor_y):
        first = next((i for i, row in enumerate(screen) if row.startswith("> ")), None)
        if first is None:
            return 0
        last = max([i for i, row in enumerate(screen) if row.strip()] + [cursor_y])
        return last - first + 1


@dataclass
class Textual(Program):
    def command(self, text_file, text, workdir):
        return [sys.executable, str(PEERS / "textual_inline.py"), *([str(text_file)] if text_file else [])]

    def is_drawn(self, screen):
        return any(row.startswith("▊") for row in screen)

    def box_rows(self, screen, cursor_y):
        return sum(row.startswith("▊") and not row[1:2] in ("▔", "▁") for row in screen)


# MARK: - tmux


class Timeout(Exception):
    pass


class Control:
    """A tmux control-mode client attached to one session: runs commands and notices every write of the pane."""

    def __init__(self, socket, session):
        self.session = session
        self.process = subprocess.Popen(["tmux", "-L", socket, "-C", "attach-session", "-t", session],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self.condition = threading.Condition()
        self.outputs = 0
        self.last_output = None
        self.responses = []
        self.closed = False
        threading.Thread(target=self._read, daemon=True).start()
        self._response()  # the attach itself answers with an empty block

    def _read(self):
        block = None
        output_time = None
        for raw in self.process.stdout:
            now = time.monotonic()
            line = raw.rstrip(b"\n")
            with self.condition:
                if block is not None:
                    if line.startswith((b"%end ", b"%error ")):
                        self.responses.append((line.startswith(b"%end "), block, output_time))
                        block = None
                        self.condition.notify_all()
                    else:
                        block.append(line.decode("utf-8", errors="replace"))
                elif line.startswith(b"%begin "):
                    block = []
                    output_time = self.last_output
                elif line.startswith(b"%output "):
                    self.outputs += 1
                    self.last_output = now
                    self.condition.notify_all()
        with self.condition:
            self.closed = True
            self.condition.notify_all()

    def _response(self, timeout=30):
        with self.condition:
            if not self.condition.wait_for(lambda: self.responses or self.closed, timeout):
                raise Timeout("tmux did not answer")
            if not self.responses:
                raise RuntimeError("the tmux control client ended")
            return self.responses.pop(0)

    def run(self, command):
        """Runs one tmux command; returns its output lines and the time of the last write before it ran."""
        self.process.stdin.write(command.encode() + b"\n")
        ok, lines, output_time = self._response()
        if not ok:
            raise RuntimeError(f"tmux {command}: {' '.join(lines)}")
        return lines, output_time

    def screen(self):
        return self.run(f"capture-pane -p -t {self.session}")

    def cursor(self):
        lines, _ = self.run(f"display-message -p -t {self.session} '#{{cursor_x}} #{{cursor_y}}'")
        x, y = lines[0].split()
        return int(x), int(y)

    def format(self, text):
        return self.run(f"display-message -p -t {self.session} '{text}'")[0][0]

    def send_text(self, text):
        self.run(f"send-keys -t {self.session} -H " + " ".join(f"{b:02x}" for b in text.encode()))

    def send_key(self, key, count=1):
        self.run(f"send-keys -t {self.session} -N {count} {key}")

    def wait(self, predicate, timeout, what):
        """Waits until predicate(screen) holds; returns the time of the write that made it hold."""
        deadline = time.monotonic() + timeout
        while True:
            with self.condition:
                seen = self.outputs
            screen, output_time = self.screen()
            if predicate(screen):
                return output_time if output_time is not None else time.monotonic()
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise Timeout(f"timed out after {timeout} s waiting for {what}")
            with self.condition:
                self.condition.wait_for(lambda: self.outputs != seen or self.closed, min(remaining, 0.25))

    def wait_quiet(self, quiet=0.3, timeout=30):
        """Waits until the program has written nothing for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        with self.condition:
            while time.monotonic() < deadline:
                seen = self.outputs
                self.condition.wait_for(lambda: self.outputs != seen, quiet)
                if self.outputs == seen:
                    return
        raise Timeout("the program kept writing")

    def close(self):
        try:
            self.process.stdin.close()
        except OSError:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


class Server:
    """A private tmux server; each scenario runs in a fresh session of it."""

    def __init__(self, workdir):
        self.socket = f"peers-{os.getpid()}"
        self.workdir = Path(workdir)
        config = self.workdir / "tmux.conf"
        config.write_text("set -g exit-empty off\nset -g remain-on-exit on\nset -g status off\n"
                          "set -g escape-time 0\nset -g history-limit 2000\n")
        self.tmux("-f", str(config), "start-server")
        self.count = 0

    def tmux(self, *args):
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=True).stdout

    def kill(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True, check=False)

    def start(self, argv):
        """Starts argv in a fresh session; returns a Session (the program starts once `go` is called)."""
        self.count += 1
        name = f"s{self.count}"
        directory = self.workdir / name
        directory.mkdir()
        script = directory / "run.sh"
        script.write_text(
            f"cd {shlex.quote(str(directory))}\n"
            "until [ -e go ]; do sleep 0.01; done\n"
            "stty -a >stty.before\n"
            f"( echo $BASHPID >pid; exec {shlex.join(argv)} )\n"
            "echo $? >status.tmp\n"
            "stty -a >stty.after\n"
            "mv status.tmp status\n"
            "exec sleep 600\n")
        self.tmux("new-session", "-d", "-s", name, "-x", str(COLUMNS), "-y", str(ROWS),
                  f"bash --noprofile --norc {shlex.quote(str(script))}")
        self.tmux("pipe-pane", "-O", "-t", name, f"cat >{shlex.quote(str(directory / 'pipe'))}")
        return Session(self, name, directory)


class Session:
    def __init__(self, server, name, directory):
        self.server = server
        self.name = name
        self.directory = directory
        self.control = Control(server.socket, name)
        self.started = None

    def go(self):
        self.started = time.monotonic()
        (self.directory / "go").touch()

    def pipe_size(self):
        """Bytes the program has written so far (waits for pipe-pane's reader to catch up)."""
        path = self.directory / "pipe"
        size = -1
        while True:
            time.sleep(0.1)
            now = path.stat().st_size if path.exists() else 0
            if now == size:
                return size
            size = now

    def pipe_bytes(self):
        self.pipe_size()
        return (self.directory / "pipe").read_bytes()

    def pid(self):
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            text = (self.directory / "pid").read_text().strip() if (self.directory / "pid").exists() else ""
            if text:
                return int(text)
            time.sleep(0.01)
        raise Timeout("the program did not start")

    def close(self):
        self.control.close()
        subprocess.run(["tmux", "-L", self.server.socket, "kill-session", "-t", self.name], capture_output=True,
                       check=False)


# MARK: - Measurements


def typed_count(screen):
    return sum(row.count(c) for row in screen for c in TYPED)


def shows_end(screen):
    return END_MARK in "".join(row.strip(" ┃▊▎>") for row in screen)


def keys(count, offset=0):
    return [TYPED[(offset + i) % len(TYPED)] for i in range(count)]


def measure_typing(server, program, text_name, text, key_count, timeout, key_timeout):
    """One program, one initial text: startup, bytes per keystroke, latency one by one and in a batch.

    A character that is not on screen `key_timeout` seconds after it was typed is counted as shown late (Textual
    scrolls the caret's new row into view only at the next keystroke once a wrap adds a row at its maximum height):
    its latency is left out, and the next character's wait covers it.
    """
    result = {}
    text_file = server.workdir / f"{text_name}.txt"
    if not text_file.exists():
        text_file.write_text(text, encoding="utf-8")
    session = server.start(program.command(text_file, text, server.workdir))
    control = session.control
    try:
        session.go()
        drawn = control.wait(shows_end, timeout, "the initial text")
        result["startup"] = drawn - session.started
        control.wait_quiet()
        before = session.pipe_size()
        latencies = []
        late = []
        for index, key in enumerate(keys(key_count)):
            sent = time.monotonic()
            control.send_text(key)
            try:
                shown = control.wait(lambda s, n=index + 1: typed_count(s) >= n, key_timeout, f"keystroke {index}")
                latencies.append(shown - sent)
            except Timeout:
                if late and late[-1] == index:
                    raise
                late.append(index + 1)
        control.wait_quiet()
        result["bytes"] = (session.pipe_size() - before) / key_count
        result["latency"] = statistics.median(latencies)
        result["latency_p90"] = sorted(latencies)[int(0.9 * (len(latencies) - 1))]
        if late:
            result["shown late"] = late
        sent = time.monotonic()
        control.send_text("".join(keys(key_count, key_count)))
        shown = control.wait(lambda s: typed_count(s) >= 2 * key_count, timeout, "the batch")
        result["batch"] = (shown - sent) / key_count
    except Timeout as error:
        result["error"] = str(error)
    finally:
        session.close()
    return result


def start_empty(server, program, argv=None):
    session = server.start(argv or program.command(None, "", server.workdir))
    session.go()
    session.control.wait(program.is_drawn, 30, "the empty input")
    session.control.wait_quiet()
    return session


def probe_caret(server, program, cluster):
    session = start_empty(server, program)
    try:
        # The caret after one ASCII letter is the baseline: Textual parks the hidden cursor elsewhere until the
        # first keystroke.
        session.control.send_text("A")
        session.control.wait(lambda s: typed_count(s) == 1, 10, "the first letter")
        session.control.wait_quiet()
        x0, y0 = session.control.cursor()
        session.control.send_text(cluster)
        session.control.wait(lambda s: session.control.cursor() != (x0, y0), 10, "the caret to move")
        session.control.wait_quiet()
        x1, y1 = session.control.cursor()
        return x1 - x0 if y1 == y0 else f"row {y1 - y0:+d}, x {x1}"
    except Timeout:
        return "did not move"
    finally:
        session.close()


def probe_paste(server, program):
    session = start_empty(server, program)
    try:
        title = session.control.format("#{pane_title}")
        before = len(session.pipe_bytes())
        payload = server.workdir / "paste.bin"
        payload.write_bytes(PASTE)
        session.control.run(f"load-buffer -b probe {payload}")
        session.control.run(f"paste-buffer -p -d -b probe -t {session.name}")
        session.control.wait(lambda s: any("red" in row for row in s), 10, "the paste")
        session.control.wait_quiet()
        written = session.pipe_bytes()[before:]
        row = next(row for row in session.control.screen()[0] if "red" in row)
        return {
            "raw SGR echoed": b"\x1b[31mred" in written,
            "raw OSC echoed": b"\x1b]0;x\x07" in written,
            "title changed": session.control.format("#{pane_title}") != title,
            "shown as": row.strip(" ┃▊▎>"),
        }
    except Timeout as error:
        return {"error": str(error)}
    finally:
        session.close()


def probe_growth(server, program):
    """Box rows after each of GROWTH_LINES lines, whether the caret's line stays visible, and rows after deleting
    back to one line."""
    session = start_empty(server, program)
    control = session.control
    heights = []
    caret_visible = True
    typed = ""
    try:
        for line in range(1, GROWTH_LINES + 1):
            if line > 1:
                control.send_key(program.newline_key)
                typed += "\n"
            label = f"L{line}"
            control.send_text(label)
            typed += label
            pattern = re.compile(rf"\b{label}\b")
            control.wait(lambda s: any(pattern.search(row) for row in s), 10, label)
            control.wait_quiet(0.15)
            screen, _ = control.screen()
            heights.append(program.box_rows(screen, control.cursor()[1]))
            caret_visible = caret_visible and any(pattern.search(row) for row in screen)
        control.send_key("BSpace", len(typed) - 2)
        control.wait(lambda s: not any(re.search(r"\bL2\b", row) for row in s), 10, "the deletion")
        control.wait_quiet(0.3)
        screen, _ = control.screen()
        return {"rows": heights, "caret line visible": caret_visible,
                "rows after deleting back to 1 line": program.box_rows(screen, control.cursor()[1])}
    except Timeout as error:
        return {"rows": heights, "error": str(error)}
    finally:
        session.close()


MODES = {  # private modes a program may change: the state a shell expects afterwards, and the name of the other
    "?25": ("h", "cursor hidden"),
    "?7": ("h", "autowrap off"),
    "?2004": ("l", "bracketed paste on"),
    "?1000": ("l", "mouse reporting on"),
    "?1003": ("l", "mouse motion on"),
    "?1006": ("l", "SGR mouse on"),
    "?1049": ("l", "alternate screen on"),
    "?1": ("l", "application cursor keys on"),
}


def left_modes(written):
    """Modes the program's last word leaves in a state a shell does not expect."""
    text = written.decode("latin-1")
    wrong = []
    for mode, (expected, name) in MODES.items():
        states = re.findall(rf"\x1b\[{re.escape(mode)}(?:;[\d;]*)?([hl])", text)
        combined = re.findall(rf"\x1b\[\?[\d;]*;{mode[1:]}(?:;[\d;]*)?([hl])", text)
        last = (states + combined)[-1:] if states or combined else []
        if last and last[0] != expected:
            wrong.append(name)
    other = re.findall(r"\x1b\[>4(;\d+)?m", text)
    if other and other[-1] != "":
        wrong.append("modifyOtherKeys on")
    kitty = re.findall(r"\x1b\[([<>])\d*u", text)
    if kitty and kitty[-1] == ">":
        wrong.append("kitty keyboard flags pushed")
    return wrong


def probe_sigterm(server, program):
    session = start_empty(server, program)
    try:
        os.kill(session.pid(), 15)
        deadline = time.monotonic() + 10
        while not (session.directory / "status").exists():
            if time.monotonic() > deadline:
                return {"exited": False}
            time.sleep(0.05)
        before = set((session.directory / "stty.before").read_text().split())
        after = set((session.directory / "stty.after").read_text().split())
        changed = sorted(after - before)
        return {
            "exited": True,
            "status": (session.directory / "status").read_text().strip(),
            "stty changed": " ".join(changed) if changed else "no",
            "modes left changed": ", ".join(left_modes(session.pipe_bytes())) or "none",
        }
    finally:
        session.close()


# MARK: - Report


def spread(values, unit, scale=1.0, digits=1):
    if not values:
        return "-"
    values = sorted(v * scale for v in values)
    median = statistics.median(values)
    if len(values) == 1 or values[0] == values[-1]:
        return f"{median:.{digits}f}{unit}"
    return f"{median:.{digits}f}{unit} ({values[0]:.{digits}f}-{values[-1]:.{digits}f})"


def table(title, header, rows):
    widths = [max(len(str(r[i])) for r in [header, *rows]) for i in range(len(header))]
    print(f"\n{title}")
    print("  ".join(str(h).ljust(w) for h, w in zip(header, widths)))
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(row, widths)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of the typing measurements (default 3)")
    parser.add_argument("--keys", type=int, default=80,
                        help="characters typed one at a time, then again all at once (default 80: about one row, so "
                             "each program meets one line wrap)")
    parser.add_argument("--timeout", type=float, default=120,
                        help="seconds to wait for the initial text, or for a batch of keys (default 120)")
    parser.add_argument("--key-timeout", type=float, default=5,
                        help="seconds after which a typed character not on screen counts as shown late (default 5)")
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "expanding-text"))
    parser.add_argument("--only", nargs="*", help="programs to measure (expanding-text, prompt_toolkit, textual)")
    parser.add_argument("--texts", nargs="*", default=list(TEXTS), help=f"initial texts ({', '.join(TEXTS)})")
    parser.add_argument("--skip-probes", action="store_true", help="measure speed only")
    arguments = parser.parse_args()

    if not os.access(arguments.binary, os.X_OK):
        sys.exit(f"error: {arguments.binary} is missing: swift build -c release --product expanding-text")
    try:
        import prompt_toolkit  # noqa: F401
        import textual  # noqa: F401
    except ImportError as error:
        sys.exit(f"error: {error}: pip install prompt_toolkit textual")

    programs = [
        ExpandingText("expanding-text", "C-j", binary=arguments.binary),
        PromptToolkit("prompt_toolkit", "Enter"),
        Textual("textual", "Enter"),
    ]
    if arguments.only:
        programs = [p for p in programs if p.name in arguments.only]
    texts = {name: TEXTS[name]() for name in arguments.texts}

    from importlib.metadata import version
    print(f"tmux {subprocess.run(['tmux', '-V'], capture_output=True, text=True).stdout.split()[-1]}, "
          f"{COLUMNS}x{ROWS}; prompt_toolkit {version('prompt_toolkit')}, textual {version('textual')}; "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")

    # A SIGTERM unwinds like Ctrl+C, so the tmux server and the temporary files go away.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    with tempfile.TemporaryDirectory(prefix="compare-peers.") as workdir:
        server = Server(workdir)
        try:
            results = {}  # (program, text) -> list of per-run dicts
            for run in range(arguments.runs):
                order = programs[run % len(programs):] + programs[:run % len(programs)]
                for program in order:
                    for name, text in texts.items():
                        result = measure_typing(server, program, name, text, arguments.keys, arguments.timeout,
                                                arguments.key_timeout)
                        results.setdefault((program.name, name), []).append(result)
                        print(f"  run {run + 1} {program.name:15} {name:10} "
                              + ", ".join(f"{k} {v:.4g}" if isinstance(v, float) else f"{k} {v}"
                                          for k, v in result.items()), file=sys.stderr)

            def column(key, unit, scale, digits):
                rows = []
                for program in programs:
                    row = [program.name]
                    for name in texts:
                        runs = results[(program.name, name)]
                        values = [r[key] for r in runs if key in r]
                        errors = [r["error"] for r in runs if "error" in r]
                        row.append(spread(values, unit, scale, digits) + (f" [{len(errors)} timed out]"
                                                                          if errors else ""))
                    rows.append(row)
                return rows

            header = ["program", *texts]
            runs = f"median (min-max) of {arguments.runs} runs"
            table(f"Bytes written per typed character, one key at a time ({runs})", header,
                  column("bytes", " B", 1, 0))
            table(f"Keystroke latency, one key at a time: median ({runs})", header,
                  column("latency", " ms", 1000, 1))
            table(f"Keystroke latency, one key at a time: 90th percentile ({runs})", header,
                  column("latency_p90", " ms", 1000, 1))
            table(f"N keys sent at once, until the last is on screen, / N ({runs})", header,
                  column("batch", " ms", 1000, 2))
            table(f"Launch until the initial text is on screen ({runs})", header,
                  column("startup", " ms", 1000, 0))
            table(f"Characters typed one at a time that were not on screen after {arguments.key_timeout:g} s (their "
                  "numbers, per run)", header,
                  [[program.name, *["; ".join(",".join(map(str, r.get("shown late", []))) or "none"
                                              for r in results[(program.name, name)]) for name in texts]]
                   for program in programs])

            if not arguments.skip_probes:
                rows = []
                for program in programs:
                    rows.append([program.name, *[probe_caret(server, program, c) for c, _ in CARET_PROBES]])
                table("Caret column moved by typing a cluster after an A in an empty input "
                      "(#{cursor_x} after - before)",
                      ["program", *[f"{c} (want {w})" for c, w in CARET_PROBES]], rows)
                probes = [("paste of a<ESC[31m>red<ESC]0;x BEL>b", probe_paste),
                          ("growth: rows per line typed", probe_growth),
                          ("SIGTERM", probe_sigterm)]
                for title, probe in probes:
                    found = {program.name: probe(server, program) for program in programs}
                    keys_seen = list(dict.fromkeys(k for r in found.values() for k in r))
                    table(title, ["program", *keys_seen],
                          [[name, *[", ".join(map(str, r[k])) if isinstance(r.get(k), list) else r.get(k, "-")
                                    for k in keys_seen]] for name, r in found.items()])
        finally:
            server.kill()


if __name__ == "__main__":
    main()
