"""Scenarios about the external editor ($EDITOR, opened with Ctrl+X Ctrl+E or Ctrl+G): the terminal handed over and
back, the file read safely, and the editor ending or stopping with the tool."""

import glob
import os
import shlex
import re
import shutil
import signal
import subprocess
import sys

from harness import PLACEHOLDER, Failure, flat, poll, read_text, require, scenario, signal_number, write_script


def start_with_environment(h, environment, *arguments, **options):
    """Starts the tool with `environment` added to what its session gets, and only its session."""
    for name, value in environment.items():
        h.server.set_environment(name, value)
    try:
        return h.start(*arguments, **options)
    finally:
        for name in environment:
            h.server.set_environment(name)


@scenario("a missing editor is reported in the box, not by the shell above it")
def missing_editor_is_reported_in_the_box(h):
    """With neither VISUAL nor EDITOR set and no vi on PATH, Ctrl+X Ctrl+E says so in the box's last row; no shell
    message such as `sh: 1: vi: not found` is left on the terminal, and the text is unchanged."""
    folder = h.folder("no-editor-path")
    script = folder / "tool.sh"
    write_script(script, f"#!/bin/sh\nunset VISUAL EDITOR\nPATH={folder} exec {shlex.quote(os.fsdecode(h.binary))} \"$@\"\n")
    s = h.start("no-editor", 70, 10, "--placeholder", PLACEHOLDER, binary=str(script))
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("draft")
    require(s.shows("draft"), "'draft' never shown")
    s.send_keys("C-x", "C-e")
    require(s.shows("vi is not found"), f"the box does not say the editor is missing: '{'/'.join(s.box_rows())}'")
    require(not s.screen_has("sh: "), "the shell's message is on the terminal")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("draft\n")


@scenario("Ctrl+X Ctrl+E and Ctrl+G edit the text in $EDITOR")
def external_editor_edits_the_text(h):
    """Ctrl+X Ctrl+E and Ctrl+G open the text in $EDITOR with the terminal handed over (the file ends with a line
    break, so a line appended is a line of its own), and what it saves (without the trailing line break) replaces
    the text as one undo step; a failing editor leaves the text and says so."""
    folder = h.folder("editor")
    editor = folder / "edit.sh"
    seen = folder / "seen"
    # An editor that records its file's mode and text, and the terminal mode it was given, then appends a line.
    write_script(editor, f'#!/bin/sh\nstat -c %a "$1" >{seen}; cat "$1" >>{seen}; '
                         f'stty -a </dev/tty | grep -o " icanon" >>{seen}\nprintf "and more\\n" >>"$1"\n')
    s = start_with_environment(h, {"EDITOR": str(editor)}, "editor", 60, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("draft")
    require(s.shows("draft"), "'draft' never shown")
    s.send_keys("C-x", "C-e")
    require(s.shows("and more") and s.box_text() == "draft\nand more",
            f"the editor's text did not replace the box's: '{'/'.join(s.box_rows())}'")
    mode = read_text(seen).split("\n")[0]
    require(mode == "600", f"the editor's file has mode {mode}, expected 600")
    require("icanon" in read_text(seen), "the terminal was not in cooked mode for the editor")
    temporary = os.environ.get("TMPDIR") or "/tmp"
    require(not glob.glob(os.path.join(glob.escape(temporary), "expanding-text-??????")),
            "the editor's file was not removed")
    s.send_keys("C-_")
    require(s.shows("draft") and not s.screen_has("and more"), "undo did not bring the text back in one step")
    write_script(editor, "#!/bin/sh\nexit 3\n")
    s.send_keys("C-g")
    require(s.shows("exited with status 3"), "a failing editor was not reported")
    require(s.screen_has("draft"), "a failing editor changed the text")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("draft\n")
    s.expect_cooked()


def process_gone(pid):
    """Whether no process has the id `pid` (as kill -0 fails)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


@scenario("the editor gets SIGTERM and SIGHUP with the tool, and its file is removed")
def editor_ends_with_the_tool(h):
    """SIGTERM or SIGHUP to the tool while an editor that never exits has the terminal: the editor gets the signal
    and ends, its temporary file and folder are gone, the terminal is cooked, and the tool ends by that signal."""
    trials = int(os.environ.get("EDITOR_TRIALS", "3"))
    pid_file = h.work / "editor-pid"
    temporary = h.work / "editor-tmp"
    # The editor as a program that traps nothing: it ends on the first signal it gets.
    editor = write_script(h.work / "editor-hang.sh", f'#!/bin/sh\necho $$ >"{pid_file}"\nexec sleep 600\n')
    failed = []
    restored = 0
    for name in ("TERM", "HUP"):
        for attempt in range(1, trials + 1):
            pid_file.unlink(missing_ok=True)
            shutil.rmtree(temporary, ignore_errors=True)
            temporary.mkdir()
            s = start_with_environment(h, {"EDITOR": editor, "TMPDIR": str(temporary)},
                                       f"editor-{name}-{attempt}", 40, 10, "--placeholder", PLACEHOLDER)
            if not s.shows(PLACEHOLDER):
                failed.append(f"{name} {attempt}: no box")
                continue
            s.type_text("draft")
            s.shows("draft")
            s.send_keys("C-x", "C-e")
            if not poll(lambda: pid_file.exists() and pid_file.stat().st_size > 0, 5):
                failed.append(f"{name} {attempt}: the editor did not start")
                continue
            editor_pid = int(read_text(pid_file))
            s.signal(name)
            try:
                require(s.wait_exit(), "the tool did not end")
                s.expect_status(128 + signal_number(name))
                require(poll(lambda: process_gone(editor_pid), 1), f"the editor (pid {editor_pid}) outlived the tool")
                left = sorted(os.listdir(temporary))
                require(not left, f"left in the temporary folder: {' '.join(left)} ")
                s.expect_cooked()
                restored += 1
            except Failure as failure:
                failed.append(f"{name} {attempt}: {failure}")
            try:
                os.kill(editor_pid, signal.SIGKILL)
            except OSError:
                pass
            s.kill()
    print(f"    editor open: {restored} of {2 * trials} signals restored the terminal and left no editor or file",
          file=sys.stderr)
    require(not failed, "; ".join(failed) + "; ")


def process_ended(pid):
    """Whether the process `pid` is gone or a zombie nobody has reaped yet."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


@scenario("a hung editor that ignores SIGTERM, and what it started, end with the tool")
def hung_editor_and_its_children_end_with_the_tool(h):
    """An editor that ignores SIGTERM and SIGHUP and has started a child that ignores them too: SIGTERM to the tool
    ends the tool within the editor's grace, and neither the editor nor its child is left running."""
    pid_file = h.work / "hung-editor-pid"
    child_file = h.work / "hung-editor-child"
    editor = write_script(h.work / "editor-hung.sh", "#!/bin/sh\ntrap '' TERM HUP\n"
                          f'sleep 601 &\necho $! >"{child_file}"\necho $$ >"{pid_file}"\nsleep 600\n')
    s = start_with_environment(h, {"EDITOR": editor}, "editor-hung", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("draft")
    require(s.shows("draft"), "'draft' never shown")
    s.send_keys("C-x", "C-e")
    require(poll(lambda: pid_file.exists() and pid_file.stat().st_size > 0, 5), "the editor did not start")
    editor_pid, child_pid = int(read_text(pid_file)), int(read_text(child_file))
    s.signal("TERM")
    require(s.wait_exit(10), "the tool did not end within 10 s")
    s.expect_status(143)
    require(poll(lambda: process_ended(editor_pid), 2), f"the editor (pid {editor_pid}) outlived the tool")
    require(poll(lambda: process_ended(child_pid), 2), f"the editor's child (pid {child_pid}) outlived the tool")
    s.expect_cooked()
    s.kill()


@scenario("the editor's file is read only if regular, never through a link")
def editor_file_is_read_safely(h):
    """What the editor leaves is read only if it is a regular file of at most the documented size, never through a
    link (a FIFO does not hang the box); the file ends with a line break, so a line appended by a script is a line,
    and an editor that writes a new file and renames it over the old one is read."""
    editor = h.work / "editor-swap.sh"
    secret = h.folder("editor-safe") / "secret"
    secret.write_text("secret")
    dir_mode = h.work / "dir-mode"
    s = start_with_environment(h, {"EDITOR": str(editor)}, "editor-safe", 70, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("draft")
    require(s.shows("draft"), "'draft' never shown")
    write_script(editor, f'#!/bin/sh\nstat -c %a "$(dirname "$1")" >{dir_mode}\nprintf "appended\\n" >>"$1"\n')
    s.send_keys("C-x", "C-e")
    require(poll(lambda: s.box_text() == "draft\nappended", 5),
            f"a line appended to the file shows as '{flat(s.box_text())}'")
    require(read_text(dir_mode) == "700", f"the editor's folder has mode {read_text(dir_mode)}")
    write_script(editor, '#!/bin/sh\nprintf "renamed over\\n" >"$1.new" && mv "$1.new" "$1"\n')
    s.send_keys("C-x", "C-e")
    require(s.shows("renamed over"), "a file renamed over the old one was not read")
    write_script(editor, f'#!/bin/sh\nrm "$1" && ln -s {shlex.quote(str(secret))} "$1"\n')
    s.send_keys("C-x", "C-e")
    require(s.shows("link"), "a file swapped for a link was not refused")
    require(not s.screen_has("secret"), "the link's target was read into the box")
    write_script(editor, '#!/bin/sh\nrm "$1" && mkfifo "$1"\n')
    s.send_keys("C-x", "C-e")
    require(poll(lambda: s.screen_has("not a regular file"), 5), "a FIFO was not refused (or hung the box)")
    require(s.screen_has("renamed over"), "a refused file changed the text")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("renamed over\n")


def job_states(leader):
    """The states of the processes of the job `leader` leads, as ps reports them: its process group, and the
    groups its children lead (the editor's)."""
    listing = subprocess.run(["ps", "-e", "-o", "ppid=,pgid=,stat="], capture_output=True, text=True).stdout
    processes = [(int(parent), int(group), state) for parent, group, state in map(str.split, listing.splitlines())]
    groups = {leader} | {group for parent, group, _ in processes if parent == leader}
    return [state for _, group, state in processes if group in groups], len(groups)


@scenario("Ctrl+Z in the editor stops the tool too, fg resumes both")
def ctrl_z_in_the_editor_stops_and_resumes_both(h):
    """Ctrl+Z while the editor has the terminal stops the whole job, the tool with it, and fg brings both back: the
    editor goes on reading the terminal, and the box is drawn only once it has ended."""
    # An editor that reads one line from the terminal and adds it to the file.
    editor = write_script(h.work / "editor-read.sh", '#!/bin/sh\nIFS= read -r line && printf "%s\\n" "$line" >>"$1"\n')
    s = start_with_environment(h, {"EDITOR": editor}, "editor-ctrl-z", 50, 10, "--placeholder", PLACEHOLDER,
                               job_control=True)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("draft")
    require(s.shows("draft"), "'draft' never shown")
    s.send_keys("C-x", "C-e")
    require(poll(lambda: not s.screen_has("┃"), 5), "the box was not erased for the editor")
    s.send_keys("C-z")
    require(poll(lambda: s.path("stopped").exists(), 5), "Ctrl+Z in the editor did not stop the job")
    # The job is the process group the tool leads and the one the editor leads inside it (`ps -g` would select a
    # session, of which the tool is not the leader: no process at all).
    listed, groups = job_states(s.tool_pid())
    states = " ".join(listed)
    require(groups == 2, f"the editor does not lead a group of its own: {groups} group(s)")
    require(not re.search("[RS]", states), f"a process of the job still runs after Ctrl+Z: {states}")
    s.path("resume").touch()
    require(poll(lambda: not s.path("resume").exists(), 5), "fg did not run")
    s.settle()
    require(not s.screen_has("┃"), "the box was drawn while the editor had the terminal")
    s.type_text("typed in the editor")
    s.send_keys("Enter")
    require(poll(lambda: s.box_text() == "draft\ntyped in the editor", 5),
            f"after fg the editor's line did not reach the box: '{'/'.join(s.box_rows())}'")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(0)
    s.expect_stdout("draft\ntyped in the editor\n")
