"""Drives programs in a real terminal: a private tmux server and the panes of its sessions.

Shared by the end-to-end scenarios and the soak test. Every wait here is a bounded poll of the screen (or of a
condition the caller gives), never a blind sleep: a busy machine makes a run slower, not flaky.
"""

import os
import shlex
import subprocess
import tempfile
import time

# A server of our own: no user configuration, panes stay on screen after their command ends (so tmux still reports
# the terminal modes a program left behind), no status line (so the pane is the whole window), nothing timed on ESC.
PRIVATE_CONFIG = """\
set -g exit-empty off
set -g remain-on-exit on
set -g status off
set -g escape-time 0
set -g history-limit 1000
"""


def poll(condition, seconds, interval=0.02):
    """Calls `condition` until it returns true, at most `seconds` long; returns whether it did."""
    deadline = time.monotonic() + seconds
    while True:
        if condition():
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(interval)


class TmuxServer:
    """A tmux server on a socket of its own (`tmux -L`), so nothing else on the machine is touched."""

    def __init__(self, socket):
        self.socket = socket

    def run(self, *args, check=True, input_bytes=None):
        """Runs one tmux command against this server; returns its standard output as text."""
        result = subprocess.run(["tmux", "-L", self.socket, *args], input=input_bytes,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        if check and result.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(args)}: {result.stderr.decode(errors='replace').strip()}")
        return result.stdout.decode("utf-8", errors="replace")

    def start(self, config_text=PRIVATE_CONFIG):
        """Starts the server with `config_text` as its only configuration."""
        with tempfile.NamedTemporaryFile("w", prefix="tmux-", suffix=".conf", delete=False) as config:
            config.write(config_text)
        try:
            self.run("-f", config.name, "start-server")
        finally:
            os.unlink(config.name)

    def kill(self):
        """Ends this server and every session in it (and nothing else)."""
        self.run("kill-server", check=False)

    def new_session(self, name, columns, rows, *command):
        """A detached session of `columns` x `rows` running `command` (one shell command, or a program and its
        arguments); returns its pane. The first session starts the server if `start` did not."""
        self.run("new-session", "-d", "-s", name, "-x", str(columns), "-y", str(rows), *command)
        return Pane(self, name)

    def set_environment(self, name, value=None):
        """Sets (or with no value removes) a variable of the environment new sessions get."""
        if value is None:
            self.run("set-environment", "-gu", name, check=False)
        else:
            self.run("set-environment", "-g", name, value)


class Pane:
    """The one pane of a session: what it shows, and the keys, bytes, pastes and sizes a user would give it."""

    def __init__(self, server, target):
        self.server = server
        self.target = target

    def run(self, *args, check=True, input_bytes=None):
        """Runs one tmux command against the pane's server (the target is the caller's to give)."""
        return self.server.run(*args, check=check, input_bytes=input_bytes)

    def kill(self):
        """Ends the session, and with it whatever still runs in the pane."""
        self.run("kill-session", "-t", self.target, check=False)

    # MARK: What the pane shows

    def capture(self):
        """The screen as capture-pane prints it."""
        return self.run("capture-pane", "-p", "-t", self.target, check=False)

    def screen(self):
        """The screen, one string per row, trailing white space removed; no empty rows at the end."""
        lines = [line.rstrip() for line in self.capture().split("\n")]
        while lines and not lines[-1]:
            lines.pop()
        return lines

    def screen_has(self, text):
        """Whether `text` appears within a row of the screen."""
        return any(text in line for line in self.screen())

    def display(self, format_string):
        """A tmux format expanded for this pane, e.g. '#{pane_tty}'."""
        return self.run("display-message", "-p", "-t", self.target, format_string, check=False).strip()

    def cursor(self):
        """The cursor as (column, row), both 0-based; (-1, -1) once the session is gone."""
        try:
            column, row = self.display("#{cursor_x} #{cursor_y}").split()
            return int(column), int(row)
        except ValueError:
            return -1, -1

    # MARK: Input

    def send_keys(self, *keys):
        """Keys by tmux name (Enter, C-j, M-b, BSpace, Up…)."""
        self.run("send-keys", "-t", self.target, *keys)

    def type_text(self, text):
        """Text typed as it is, each character a key."""
        self.run("send-keys", "-t", self.target, "-l", "--", text)

    def send_bytes(self, data, chunk=256):
        """Raw bytes, exactly as a terminal would deliver them, in tmux calls of at most `chunk` bytes."""
        for start in range(0, len(data), chunk):
            self.run("send-keys", "-t", self.target, "-H", *[f"{byte:02x}" for byte in data[start:start + chunk]])

    def load_buffer(self, name, data):
        """Fills the tmux buffer `name` with `data` (bytes or text), through standard input: any size, any byte."""
        if isinstance(data, str):
            data = data.encode()
        self.run("load-buffer", "-b", name, "-", input_bytes=data)

    def paste_buffer(self, name, bracketed=True, raw=False, delete=False):
        """Pastes the buffer `name`: with `bracketed` inside the paste markers the program asked for (-p); with `raw`
        without tmux's LF-to-CR translation (-r); with `delete` the buffer is removed afterwards (-d)."""
        flags = [flag for flag, wanted in (("-p", bracketed), ("-r", raw), ("-d", delete)) if wanted]
        self.run("paste-buffer", *flags, "-b", name, "-t", self.target)

    def paste(self, data, bracketed=True, raw=False, buffer="paste"):
        """Loads `data` into a buffer and pastes it, keeping the buffer for another paste."""
        self.load_buffer(buffer, data)
        self.paste_buffer(buffer, bracketed=bracketed, raw=raw)

    def paste_in_pieces(self, data, size, gap_seconds):
        """Writes `data` into the pane in pieces of `size` bytes with a pause between them, as a paste arrives over a
        slow link. Each piece goes through a tmux buffer pasted raw (no bracketing of tmux's own, no line break
        translation), so the pane receives it at once and its bytes, escape sequences included, reach the program."""
        for start in range(0, len(data), size):
            if start:
                time.sleep(gap_seconds)
            self.load_buffer("piece", data[start:start + size])
            self.paste_buffer("piece", bracketed=False, raw=True, delete=True)

    def resize(self, columns=None, rows=None):
        """Resizes the window, as a user dragging the terminal's corner."""
        size = []
        if columns is not None:
            size += ["-x", str(columns)]
        if rows is not None:
            size += ["-y", str(rows)]
        self.run("resize-window", "-t", self.target, *size)

    def pipe_output(self, path):
        """Copies every byte programs write to the pane from now on into the file `path` (pipe-pane -O)."""
        self.run("pipe-pane", "-O", "-t", self.target, f"cat >{shlex.quote(str(path))}")

    def stop_piping(self):
        """Ends the copy started by pipe_output."""
        self.run("pipe-pane", "-t", self.target)

    # MARK: Waits

    def wait_for(self, predicate, seconds, what):
        """Waits until `predicate(screen)` holds for the captured screen; raises RuntimeError after `seconds`."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            screen = self.capture()
            if predicate(screen):
                return screen
            time.sleep(0.05)
        raise RuntimeError(f"timed out waiting for {what}; screen:\n{self.capture()}")

    def settle(self, seconds=5, quiet=0.1, polls=5, interval=0.02):
        """Waits until the screen and the cursor are the same for `polls` polls in a row and at least `quiet`
        seconds; false if they still change after `seconds`."""
        deadline = time.monotonic() + seconds
        previous = None
        same = 0
        unchanged_since = time.monotonic()
        while time.monotonic() < deadline:
            current = (self.capture(), self.cursor())
            if current != previous:
                previous = current
                same = 0
                unchanged_since = time.monotonic()
            else:
                same += 1
                if same >= polls and time.monotonic() - unchanged_since >= quiet:
                    return True
            time.sleep(interval)
        return False
