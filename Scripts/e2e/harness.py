"""The end-to-end harness: the tool in a fresh session of a private tmux server per run, and the checks a user would
make of it.

Each run shows what a user would see (the screen, the cursor), what the tool wrote to the terminal (pipe-pane -O),
its standard output, its exit status and the terminal's mode afterwards (`stty -a` run in the same pane). Every wait
is a bounded poll of the screen, never a blind sleep, except where a scenario is about time itself (the draft
debounce before a kill -9).
"""

import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path


SGR = re.compile(r"\x1b\[([0-9;]*)m")
# What each SGR reset parameter turns off.
SGR_RESETS = {"22": {"1", "2"}, "23": {"3"}, "24": {"4"}, "27": {"7"},
              "39": {str(n) for n in [*range(30, 38), *range(90, 98)]}, "49": {str(n) for n in range(40, 48)}}


def styled_row(session, row_text):
    """The characters of the first screen row that shows `row_text`, each with the SGR parameters it is drawn in
    (a frozenset such as {"1", "36"}); None when no row shows it."""
    styled = session.run("capture-pane", "-p", "-e", "-t", session.target, check=False).split("\n")
    for line in styled:
        if row_text not in SGR.sub("", line):
            continue
        active = set()
        cells = []
        position = 0
        while position < len(line):
            match = SGR.match(line, position)
            if match:
                for parameter in (match.group(1) or "0").split(";"):
                    if parameter in ("", "0"):
                        active.clear()
                    elif parameter in SGR_RESETS:
                        active -= SGR_RESETS[parameter]
                    else:
                        active.add(parameter)
                position = match.end()
                continue
            cells.append((line[position], frozenset(active)))
            position += 1
        return cells
    return None

SCRIPTS = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(SCRIPTS / "lib"))

from terminal_driver import Pane, poll  # noqa: E402 - found through the path set above

# Every box row starts with the tool's border, "┃ " (2 columns); the text area is W = columns - 1 - 2 wide (the
# wrapping contract: the last column is kept for the caret).
GUTTER_WIDTH = 2
# A box row as capture-pane shows it: trailing spaces are trimmed, so an empty row is the border alone.
BOX_ROW = re.compile(r"^[┃↑↓↕]( |$)")

PLACEHOLDER = "Write a message"
# How long to wait after typing before a kill -9 for the text to be in the draft: the tool saves at most 150 ms
# after a change; the rest is margin for a busy machine.
DRAFT_WAIT = 0.35

# The files a run writes in its folder; removed before a run of the same name.
RUN_FILES = ("go", "run.sh", "pid", "out", "err", "status.tmp", "status", "stty", "pipe", "leftover", "stopped",
             "resume", "background", "backgrounded")

# Every scenario as (name, title, function), in the order they are defined; filled by @scenario.
SCENARIOS = []


def scenario(title):
    """Registers the function as a scenario under its own name, reported by `title`."""
    def register(function):
        SCENARIOS.append((function.__name__, title, function))
        return function
    return register


class Failure(Exception):
    """Why a scenario failed, in words for its FAIL line."""


def require(condition, reason):
    """Fails the scenario with `reason` unless `condition` holds."""
    if not condition:
        raise Failure(reason)


def flat(text):
    """A multi-line text on one line, for a report."""
    return text.replace("\n", "⏎")


def signal_number(name):
    """The number of a signal given by its name without SIG (TERM, RTMIN…)."""
    return int(getattr(signal, "SIG" + name))


def seconds_until(condition, timeout=5.0):
    """How long after now `condition` first holds, polling as fast as tmux answers; None if not within `timeout`."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if condition():
            return time.monotonic() - start
        time.sleep(0.002)
    return None


def median(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def write_script(path, text):
    """An executable file holding `text` (a str, or bytes for a path that is not UTF-8)."""
    Path(path).write_bytes(text if isinstance(text, bytes) else text.encode())
    os.chmod(path, 0o755)
    return str(path)


def file_mode(path):
    """The permission bits as `stat -c %a` prints them."""
    return format(os.stat(path).st_mode & 0o7777, "o")


def read_text(path):
    """The file's text as $(cat FILE) gives it: final line breaks removed, empty if there is no such file."""
    try:
        with open(path, "rb") as handle:
            return handle.read().decode("utf-8", errors="replace").rstrip("\n")
    except OSError:
        return ""


class Session(Pane):
    """One run of the tool in a session of its own. Files in its folder: pid (the tool's process id), out, err,
    status (written last, once everything else is), stty (`stty -a` after the tool ended), pipe (every byte the pane
    received from programs), and with --capture leftover (input the tool left for the shell)."""

    def __init__(self, server, name, folder):
        super().__init__(server, name)
        self.folder = folder
        self.killed = False

    def kill(self):
        super().kill()
        self.killed = True

    def path(self, name):
        """A file of this run's folder."""
        return self.folder / name

    def text(self, name):
        """A file of this run's folder as $(cat FILE) gives it."""
        return read_text(self.path(name))

    def size(self, name):
        """The size of a file of this run's folder, 0 if there is none yet."""
        try:
            return self.path(name).stat().st_size
        except OSError:
            return 0

    def pipe_bytes(self):
        """Every byte the pane received from programs so far."""
        try:
            return self.path("pipe").read_bytes()
        except OSError:
            return b""

    def lines_with(self, data):
        """How many lines of what the pane received hold `data` (as grep -c counts them)."""
        return sum(1 for line in self.pipe_bytes().split(b"\n") if data in line)

    def tool_pid(self):
        """The tool's process id, None before it started."""
        try:
            return int(self.text("pid"))
        except ValueError:
            return None

    def signal(self, name):
        """Sends the signal named `name` (TERM, KILL…) to the tool."""
        os.kill(self.tool_pid(), signal_number(name))

    # MARK: Waits

    def shows(self, text, seconds=10):
        """Waits for `text` on screen, then for the screen to settle; whether both happened."""
        return poll(lambda: self.screen_has(text), seconds) and self.settle()

    def exited(self):
        """Whether the tool ended and everything after it (status, stty) is written."""
        return self.size("status") > 0

    def wait_exit(self, seconds=10):
        return poll(self.exited, seconds)

    # MARK: The box

    def box_rows(self):
        """The box's rows as text, gutter removed."""
        return [BOX_ROW.sub("", line) for line in self.screen() if BOX_ROW.match(line)]

    def box_text(self):
        """The box's rows, one a line, final empty lines dropped as $(…) drops them."""
        return "\n".join(self.box_rows()).rstrip("\n")

    def box_height(self):
        """How many rows of the screen are box rows."""
        return len(self.box_rows())

    def box_top(self):
        """0-based screen row of the first box row, None if there is no box."""
        return next((row for row, line in enumerate(self.screen()) if BOX_ROW.match(line)), None)

    def gutters(self):
        """The first character of each box row, each followed by a space, as one string."""
        return "".join(line[0] + " " for line in self.screen() if BOX_ROW.match(line))

    # MARK: Expectations

    def expect_box(self, expected):
        """The box shows exactly the lines of `expected` (trailing spaces ignored)."""
        actual = self.box_text()
        require(actual == expected, f"box shows '{flat(actual)}', expected '{flat(expected)}'")

    def expect_status(self, expected):
        """The tool's exit status is `expected`."""
        status = self.text("status")
        require(status == str(expected), f"exit status {status}, expected {expected}")

    def expect_stdout(self, expected):
        """Standard output is exactly `expected`, byte for byte."""
        actual = self.path("out").read_bytes() if self.path("out").exists() else b""
        require(actual == expected.encode(), f"stdout is '{flat(actual.decode(errors='replace'))}' (bytes: "
                                             f"{actual!r}), expected '{flat(expected)}'")

    def expect_cooked(self):
        """The terminal is in cooked mode after the tool ended: canonical input, echo and CR-to-NL on, and every mode
        the tool sets is reset."""
        stty = self.text("stty")
        require(stty, "no stty output")
        words = set(stty.replace(";", " ").split())
        for mode in ("icanon", "echo", "icrnl"):
            require(mode in words, f"{mode} is off after exit")
        mode = self.display("#{cursor_flag} #{wrap_flag} #{alternate_on} #{insert_flag} #{keypad_cursor_flag} "
                            "#{mouse_any_flag}")
        require(mode == "1 1 0 0 0 0", f"terminal modes cursor/autowrap/alternate/insert/keypad/mouse are '{mode}', "
                                       f"expected '1 1 0 0 0 0'")
        # tmux has no format for bracketed paste or modifyOtherKeys: the last setting the tool wrote must be the reset.
        written = self.pipe_bytes()
        for pattern, reset, what in ((rb"\x1b\[\?2004[hl]", b"\x1b[?2004l", "bracketed paste"),
                                     (rb"\x1b\[>4(?:;1)?m", b"\x1b[>4m", "modifyOtherKeys"),
                                     (rb"\x1b\[\?1036[hl]", b"\x1b[?1036l", "xterm's metaSendsEscape"),
                                     (rb"\x1b\[\?1000[hl]", b"\x1b[?1000l", "mouse tracking"),
                                     (rb"\x1b\[\?1002[hl]", b"\x1b[?1002l", "mouse motion tracking")):
            settings = re.findall(pattern, written)
            require(not settings or settings[-1] == reset, f"{what} left on")

    def dump(self):
        """The screen and the files of this run, for a failure report."""
        column, row = self.cursor()
        lines = [f"    --- screen ({column},{row})"] + [f"    |{line}" for line in self.screen()]
        for name in ("out", "err", "status"):
            if self.size(name):
                lines.append(f"    --- {name}")
                lines += [f"    |{line}" for line in self.text(name).split("\n")[:20]]
        print("\n".join(lines), file=sys.stderr)


class Harness:
    """The tool under test, a folder for the runs' files, and the sessions of the current scenario."""

    def __init__(self, binary, work, server, timing_binary=None):
        self.binary = binary
        # What a scenario that times the tool runs: the optimised build users install.
        self.timing_binary = timing_binary or binary
        self.work = Path(work)
        self.server = server
        self.sessions = []

    def start(self, name, columns, rows, *arguments, capture=False, stdout=None, pipe=None, job_control=False,
              binary=None):
        """Runs the tool (or `binary`, a script that execs it) with `arguments` in a fresh session of `columns` x
        `rows`. The pane first fills the screen with numbered filler lines so the box is drawn on the bottom row and
        grows by scrolling the screen, as at a shell prompt at the bottom of a terminal; the box's height is then
        the number of gutter rows.

        Standard output goes to the file out, or with `capture` into a variable as msg=$(…) does (then written to
        out), with `stdout` to that path (/dev/full, or /dev/tty for the pane itself), with `pipe` into that shell
        command (the tool's own status is recorded). `job_control` runs the tool as a job of a shell with job control
        (its own process group, so that a stop is not discarded): when it stops, the file stopped appears, and
        creating the file resume brings it back with fg (creating background first continues it with bg, then the
        file backgrounded appears, and resume brings it back with fg)."""
        folder = self.work / name
        folder.mkdir(parents=True, exist_ok=True)
        # A status file (or any other) left by an earlier run of the same name would read as this run's.
        for stale in RUN_FILES:
            (folder / stale).unlink(missing_ok=True)
        tool = " ".join(shlex.quote(os.fsdecode(word)) for word in [binary or self.binary, *arguments])
        lines = ['cd "$(dirname "$0")"',
                 'until [[ -e go ]]; do sleep 0.01; done',
                 f"for ((i = 1; i < {rows}; i++)); do printf 'filler %d\\n' $i; done"]
        if capture:
            lines += [
                # What a script does: the box on the terminal, the text in a variable.
                f"msg=$( ( echo $BASHPID >pid; exec {tool} 2>err ) )",
                "echo $? >status.tmp",
                'printf "%s" "$msg" >out',
                # What the shell would read next: input the tool left unread.
                'while IFS= read -r -t 0.5 line; do printf "%s\\n" "$line"; done >leftover']
        elif pipe:
            lines += [f"( echo $BASHPID >pid; exec {tool} 2>err ) | {pipe}",
                      "echo ${PIPESTATUS[0]} >status.tmp"]
        elif job_control:
            lines += ["set -m",
                      f"( echo $BASHPID >pid; exec {tool} >out 2>err )",
                      "status=$?",
                      "while ((status == 148)); do",
                      "    touch stopped; until [[ -e resume || -e background ]]; do sleep 0.02; done",
                      "    if [[ -e background ]]; then",
                      "        bg >/dev/null; touch backgrounded; until [[ -e resume ]]; do sleep 0.02; done",
                      "    fi",
                      "    rm -f stopped resume background backgrounded",
                      "    fg >/dev/null; status=$?",
                      "done",
                      "echo $status >status.tmp"]
        elif stdout:
            lines += [f"( echo $BASHPID >pid; exec {tool} >{shlex.quote(stdout)} 2>err )",
                      "echo $? >status.tmp"]
        else:
            lines += [f"( echo $BASHPID >pid; exec {tool} >out 2>err )",
                      "echo $? >status.tmp"]
        # The status file last: its presence means everything is written. The pane stays alive, so tmux still
        # reports the terminal modes the tool left behind.
        lines += ["stty -a >stty", "mv status.tmp status", "exec sleep 600"]
        (folder / "run.sh").write_bytes(os.fsencode("\n".join(lines) + "\n"))
        self.server.new_session(name, columns, rows, f"bash --noprofile --norc {shlex.quote(str(folder / 'run.sh'))}")
        session = Session(self.server, name, folder)
        self.sessions.append(session)
        session.pipe_output(folder / "pipe")
        (folder / "go").touch()
        return session

    def end_sessions(self):
        """Kills what the scenario left running: its tools (by their process ids) and its sessions."""
        for session in self.sessions:
            pid = session.tool_pid()
            if pid and not session.exited():
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            session.kill()
        self.sessions = []

    def folder(self, name):
        """A folder of its own for a scenario's files."""
        path = self.work / name
        path.mkdir(parents=True, exist_ok=True)
        return path

    def wrapped(self, name, *prefix):
        """A script that runs the tool through the shell lines `prefix` (an export, a ulimit), exec'ing it so the
        pid file still names the tool."""
        return write_script(self.work / f"{name}.sh", f"#!/usr/bin/env bash\n{' '.join(prefix)}\n"
                                                      f"exec {shlex.quote(self.binary)} \"$@\"\n")

    def layout_lines(self, width, text):
        """The visual lines of `text` at `width`, as the tool's own layout command computes them, one a line,
        trailing spaces removed."""
        result = subprocess.run([self.binary, "layout", "--width", str(width)], input=text.encode(),
                                stdout=subprocess.PIPE, check=False)
        return "\n".join(line.rstrip() for line in result.stdout.decode().split("\n")).rstrip("\n")

    def content_lines(self, width, text):
        """How many lines `text` takes at `width`, from the layout command's JSON."""
        result = subprocess.run([self.binary, "layout", "--width", str(width), "--json"], input=text.encode(),
                                stdout=subprocess.PIPE, check=False)
        found = re.search(r'"contentLines":(\d+)', result.stdout.decode())
        return int(found.group(1)) if found else None
