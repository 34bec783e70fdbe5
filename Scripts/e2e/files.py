"""Scenarios about files: the draft, the history, rescue files, and standard output that cannot be written; nothing
typed is lost."""

import glob
import os
import re
import shlex
import signal
import subprocess
import sys
import time

from harness import (DRAFT_WAIT, PLACEHOLDER, file_mode, flat, poll, read_text, require, scenario, seconds_until,
                     signal_number, write_script)


def rescue_files(state, pattern="rescued-*.txt"):
    """The rescue files the tool wrote under the state folder `state`."""
    return sorted(glob.glob(os.path.join(glob.escape(state), "expanding-text", pattern)))


@scenario("kill -9 with --draft loses nothing older than the debounce")
def kill_9_keeps_draft(h):
    """Text typed longer than the debounce before a kill -9 is in the draft (mode 600); the next start restores it
    over --value, and a submit removes it."""
    draft = str(h.work / "kill-9.draft")
    s = h.start("kill-9", 40, 10, "--placeholder", PLACEHOLDER, "--draft", draft)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("typed well before the kill")
    require(s.shows("the kill"), "'the kill' never shown")
    # Time itself is what this scenario is about: wait the debounce (and margin) from when the text was on screen.
    time.sleep(DRAFT_WAIT)
    s.type_text(" and just before")
    s.signal("KILL")
    require(s.wait_exit(), "no exit after kill -9")
    require(os.path.isfile(draft), "no draft file after kill -9")
    saved = read_text(draft)
    require(saved.startswith("typed well before the kill"), f"draft holds '{saved}'")
    require(file_mode(draft) == "600", f"draft mode is {file_mode(draft)}, expected 600")
    s.kill()
    # The next start restores it; a submit removes it.
    s = h.start("kill-9-restore", 40, 10, "--placeholder", PLACEHOLDER, "--draft", draft, "--value", "ignored")
    require(s.shows("the kill"), "draft not restored at the next start")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout(saved + "\n")
    require(not os.path.exists(draft), "draft still there after the submit")


@scenario("a submit to a full disk keeps the draft, status 1")
def submit_to_full_disk_keeps_draft(h):
    """A submit whose text cannot be written keeps the draft, holding the text, and says why (exit 1)."""
    draft = str(h.work / "full.draft")
    s = h.start("full", 40, 10, "--placeholder", PLACEHOLDER, "--draft", draft, stdout="/dev/full")
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("keep me safe")
    require(s.shows("keep me safe"), "'keep me safe' never shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(1)
    require(s.text("err") == f"error: could not write the text to standard output: No space left on device (the "
                            f"text is kept in the draft file '{draft}')", f"stderr is '{s.text('err')}'")
    require(read_text(draft) == "keep me safe", f"the draft holds '{read_text(draft)}'")
    s.expect_cooked()


@scenario("a submit to a closed pipe keeps the draft, SIGPIPE")
def submit_to_closed_pipe_keeps_draft(h):
    """A closed pipe ends the tool by SIGPIPE (141), as a shell expects, with the draft kept."""
    draft = str(h.work / "pipe.draft")
    s = h.start("closed-pipe", 40, 10, "--placeholder", PLACEHOLDER, "--draft", draft, pipe="head -c0")
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("still here")
    require(s.shows("still here"), "'still here' never shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(141)
    require(read_text(draft) == "still here", f"the draft holds '{read_text(draft)}'")
    require(s.text("err") == f"error: could not write the text to standard output: Broken pipe (the text is kept "
                            f"in the draft file '{draft}')", f"stderr is '{s.text('err')}'")
    s.expect_cooked()


@scenario("a chat message to a full disk is kept, status 1")
def chat_to_full_disk_keeps_message(h):
    """A chat message that cannot be written ends the chat (exit 1) with the message kept in the draft."""
    draft = str(h.work / "chat-full.draft")
    s = h.start("chat-full", 40, 10, "chat", "--placeholder", PLACEHOLDER, "--draft", draft, stdout="/dev/full")
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("first message")
    require(s.shows("first message"), "'first message' never shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "the chat went on after a message could not be written")
    s.expect_status(1)
    require(re.search(r"^error: could not write the text to standard output: No space left on device", s.text("err"),
                      re.MULTILINE), f"stderr is '{s.text('err')}'")
    require(read_text(draft) == "first message", f"the draft holds '{read_text(draft)}'")
    s.expect_cooked()


@scenario("a --draft path is used byte for byte")
def draft_path_is_bytes(h):
    """A --draft path that is not UTF-8 is used byte for byte, not with U+FFFD in place of the byte."""
    folder = h.folder("dr")
    draft = os.fsencode(folder) + b"/\xff.draft"
    s = h.start("bytes-path", 40, 10, "--placeholder", PLACEHOLDER, "--draft", draft)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("saved under the exact bytes")
    require(s.shows("exact bytes"), "'exact bytes' never shown")
    time.sleep(DRAFT_WAIT)
    s.signal("KILL")
    require(s.wait_exit(), "no exit after kill -9")
    require(read_text(draft) == "saved under the exact bytes",
            f"no draft under the exact bytes: {os.listdir(os.fsencode(folder))}")
    require(not os.path.exists(os.fsencode(folder) + b"/\xef\xbf\xbd.draft"), "the draft went to a U+FFFD name")


@scenario("stale draft temporaries of dead processes are removed at start")
def stale_temporaries_are_removed_at_start(h):
    """A save cut short (a closed pane, kill -9 between the write and the rename) leaves .NAME.PID.tmp beside the
    draft: the next start removes those of dead processes, and leaves a live process's (it may be saving) and other
    files."""
    folder = h.folder("stale-drafts")
    dead_process = subprocess.Popen(["sleep", "0"])
    dead_process.wait()
    dead = dead_process.pid
    live_process = subprocess.Popen(["sleep", "600"])
    live = live_process.pid
    (folder / f".d.{dead}.tmp").write_text("cut short")
    (folder / f".d.{live}.tmp").write_text("being saved")
    (folder / f".e.{dead}.tmp").write_text("another draft")
    try:
        s = h.start("stale", 40, 10, "--placeholder", PLACEHOLDER, "--draft", str(folder / "d"))
        shown = s.shows(PLACEHOLDER)
    finally:
        live_process.kill()
        live_process.wait()
    require(shown, "placeholder never shown")
    left = " ".join(sorted(os.listdir(folder), key=os.fsencode)) + " "
    # d.lock is the running tool's own: it holds the draft.
    require(left == f".d.{live}.tmp .e.{dead}.tmp d.lock ", f"the draft's folder holds '{left}'")


@scenario("a symbolically linked --draft stays a link")
def symlinked_draft_stays_a_link(h):
    """A --draft that is a relative symbolic link (a dotfile kept elsewhere) stays a link: the file it points to,
    taken from the link's folder (not the tool's current folder), is saved, restored and deleted."""
    h.folder("dotfiles")
    home = h.folder("home")
    link = str(home / ".draft")
    target = str(h.work / "dotfiles" / "draft")
    os.symlink("../dotfiles/draft", link)
    s = h.start("symlink", 40, 10, "--placeholder", PLACEHOLDER, "--draft", link)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("kept through the link")
    require(s.shows("the link"), "'the link' never shown")
    time.sleep(DRAFT_WAIT)
    s.signal("KILL")
    require(s.wait_exit(), "no exit after kill -9")
    require(os.path.islink(link) and os.readlink(link) == "../dotfiles/draft", "the link was replaced")
    require(read_text(target) == "kept through the link", f"the target holds '{read_text(target)}'")
    beside = [name for name in os.listdir(home) if name != ".draft"]
    require(not beside, f"left beside the link: {beside}")
    s.kill()
    s = h.start("symlink-restore", 40, 10, "--placeholder", PLACEHOLDER, "--draft", link)
    require(s.shows("the link"), "the draft was not restored through the link")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("kept through the link\n")
    require(os.path.islink(link), "the link is gone after the submit")
    require(not os.path.exists(target), "the target is still there after the submit")


@scenario("under a file-size limit the submitted text is kept and its place named")
def file_size_limit_keeps_the_text(h):
    """Under a file-size limit of 1 KiB (SIGXFSZ by default ends a process that writes past it): a text typed, then
    a paste of 3000 characters, cannot go to standard output, the draft or a rescue file. The box says the draft
    could not be saved (the paste ends in a short line, leaving the last row room for the note), Enter ends with one
    line naming where the text is, and the text is on the terminal."""
    draft = str(h.work / "limited.draft")
    state = str(h.work / "limited-state")
    pasted = "x" * 2990 + "\nlast line"
    tool = h.wrapped("limited", f"export XDG_STATE_HOME={shlex.quote(state)}; ulimit -f 1")
    s = h.start("file-size-limit", 80, 24, "--placeholder", PLACEHOLDER, "--draft", draft, binary=tool)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("typed first ")
    require(s.shows("typed first"), "'typed first' never shown")
    s.paste(pasted, buffer="big")
    require(poll(lambda: s.screen_has("draft not saved"), 5), "the box does not say the draft could not be saved")
    s.settle()
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(1)
    text = "typed first " + pasted
    err = s.text("err")
    require(s.path("err").read_bytes().count(b"\n") == 1, f"stderr is not one line: '{err}'")
    if read_text(draft) == text:
        require(draft in err, f"the draft holds the text, but the error does not say so: '{err}'")
    elif any(read_text(path) == text for path in rescue_files(state)):
        require(f"{state}/expanding-text/rescued-" in err,
                f"a rescue file holds the text, but the error does not name it: '{err}'")
    else:
        one_line = text.replace("\n", "").encode()
        require(poll(lambda: one_line in s.pipe_bytes().replace(b"\r", b"").replace(b"\n", b""), 5),
                "the text is neither in the draft, nor in a rescue file, nor on the terminal")
        require("terminal" in err, f"the text is on the terminal, but the error does not say so: '{err}'")


@scenario("a submit to a full disk without --draft keeps the text in a rescue file")
def full_disk_without_draft_rescues_the_text(h):
    """Standard output on a full disk and no --draft: the text goes to a private rescue file, which the error
    names."""
    state = str(h.work / "rescue-state")
    tool = h.wrapped("rescue", f"export XDG_STATE_HOME={shlex.quote(state)}")
    s = h.start("rescue", 60, 10, "--placeholder", PLACEHOLDER, stdout="/dev/full", binary=tool)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("nowhere else to go")
    require(s.shows("nowhere else"), "'nowhere else' never shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(1)
    found = rescue_files(state, f"rescued-*-{s.tool_pid()}.txt")
    require(len(found) == 1, f"no rescue file in {state}/expanding-text; stderr: '{s.text('err')}'")
    rescued = found[0]
    require(read_text(rescued) == "nowhere else to go", f"the rescue file holds '{read_text(rescued)}'")
    require(s.text("err") == f"error: could not write the text to standard output: No space left on device (the "
                            f"text is kept in '{rescued}')", f"stderr is '{s.text('err')}'")
    folder = os.path.join(state, "expanding-text")
    require(file_mode(rescued) == "600" and file_mode(folder) == "700",
            f"modes: file {file_mode(rescued)}, folder {file_mode(folder)}")
    s.expect_cooked()


@scenario("a submit to a closed pipe without --draft keeps the text in a rescue file, SIGPIPE")
def submit_to_closed_pipe_rescues_the_text(h):
    """A closed pipe and no --draft: the text is kept in a rescue file, and the tool still ends by SIGPIPE."""
    state = str(h.work / "pipe-state")
    tool = h.wrapped("pipe-rescue", f"export XDG_STATE_HOME={shlex.quote(state)}")
    s = h.start("closed-pipe-rescue", 40, 10, "--placeholder", PLACEHOLDER, pipe="head -c0", binary=tool)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("nobody reads")
    require(s.shows("nobody reads"), "'nobody reads' never shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(141)
    found = rescue_files(state)
    require(len(found) == 1 and read_text(found[0]) == "nobody reads",
            f"no rescue file holds the text: '{s.text('err')}'")
    require(s.text("err").endswith(f"Broken pipe (the text is kept in '{found[0]}')"), f"stderr is '{s.text('err')}'")
    s.expect_cooked()


@scenario("--history keeps submits; Up, Down and Ctrl+R recall them")
def history_is_kept_recalled_and_searched(h):
    """--history FILE: each submit is kept (multi-line entries intact, mode 0600); in the next run Up on the first
    line recalls it, Down brings back what was typed, Ctrl+R finds it; a file that is not a history is left alone
    (exit 1)."""
    history = str(h.folder("hist") / "history")
    s = h.start("history-1", 60, 10, "--history", history, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("first")
    s.send_keys("C-j")
    s.type_text("two lines")
    # A line break and text after it in one read look pasted, so Enter waits until the text is shown.
    require(s.shows("two lines"), "'two lines' never shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after the first submit")
    require(file_mode(history) == "600", f"the history file has mode {file_mode(history)}")
    s.kill()
    s = h.start("history-2", 60, 10, "--history", history, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown in the second run")
    s.type_text("draft")
    require(s.shows("draft"), "'draft' never shown")
    s.send_keys("Up")
    require(poll(lambda: s.box_text() == "first\ntwo lines", 5),
            f"Up did not recall the two-line entry: '{flat(s.box_text())}'")
    s.send_keys("Down")
    require(poll(lambda: s.box_text() == "draft", 5), "Down did not bring back the typed text")
    s.send_keys("C-u", "C-r")
    s.type_text("fir")
    require(s.shows("search: fir"), "the search is not shown in the last row")
    require(s.screen_has("two lines"), "Ctrl+R did not find the entry")
    s.send_keys("Enter")
    require(s.wait_exit(), "Enter during the search did not submit the entry found, as readline's does")
    s.expect_stdout("first\ntwo lines\n")
    s.kill()
    with open(history, "w") as handle:
        handle.write("my notes\n")
    s = h.start("history-bad", 60, 10, "--history", history)
    require(s.wait_exit(), "no exit with a file that is not a history")
    s.expect_status(1)
    require("not a history file" in s.text("err"), f"no report: {s.text('err')}")
    require(read_text(history) == "my notes", "the file was changed")


@scenario("two tools on one --history file keep every entry")
def two_writers_keep_every_history_entry(h):
    """Two tools on one --history file, each started before the other submitted: every entry is kept, in write and
    in chat."""
    history = str(h.folder("shared-history") / "history")
    first = h.start("history-a", 60, 10, "--history", history, "--placeholder", PLACEHOLDER)
    require(first.shows(PLACEHOLDER), "placeholder never shown in A")
    second = h.start("history-b", 60, 10, "--history", history, "--placeholder", PLACEHOLDER)
    require(second.shows(PLACEHOLDER), "placeholder never shown in B")
    first.type_text("from A")
    first.send_keys("Enter")
    require(first.wait_exit(), "A did not exit")
    second.type_text("from B")
    second.send_keys("Enter")
    require(second.wait_exit(), "B did not exit")
    first.kill()
    second.kill()
    first = h.start("chat-a", 60, 10, "chat", "--history", history, "--placeholder", PLACEHOLDER)
    require(first.shows(PLACEHOLDER), "placeholder never shown in chat A")
    second = h.start("chat-b", 60, 10, "chat", "--history", history, "--placeholder", PLACEHOLDER)
    require(second.shows(PLACEHOLDER), "placeholder never shown in chat B")
    for message in ("A one", "B one", "A two", "B two", "A three"):
        chat = first if message.startswith("A") else second
        chat.type_text(message)
        chat.send_keys("Enter")
        require(chat.shows(f"› {message}"), f"'{message}' was not sent")
    first.send_keys("C-d")
    require(first.wait_exit(), "chat A did not end")
    second.send_keys("C-d")
    require(second.wait_exit(), "chat B did not end")
    first.kill()
    expected = "# expanding-text history 1\nfrom A\nfrom B\nA one\nB one\nA two\nB two\nA three"
    kept = sum(1 for line in read_text(history).split("\n") if line != "# expanding-text history 1")
    print(f"    history entries kept with two writers: {kept} of 7", file=sys.stderr)
    require(read_text(history) == expected, f"the history holds '{flat(read_text(history))}'")


@scenario("a second tool on a draft a live tool holds refuses; a dead one's lock is taken")
def second_tool_on_a_live_draft_refuses(h):
    """A second tool on a draft that a live tool edits refuses with one line naming it; once that tool is gone
    (kill -9), its lock is taken over and the draft restored."""
    draft = str(h.work / "held.draft")
    first = h.start("draft-holder", 60, 10, "--placeholder", PLACEHOLDER, "--draft", draft)
    require(first.shows(PLACEHOLDER), "placeholder never shown")
    first.type_text("held by the first")
    require(first.shows("by the first"), "'by the first' never shown")
    time.sleep(DRAFT_WAIT)
    holder = first.tool_pid()
    s = h.start("draft-second", 60, 10, "--placeholder", PLACEHOLDER, "--draft", draft)
    require(s.wait_exit(), "the second tool opened the draft another one holds")
    s.expect_status(1)
    require(s.text("err") == f"error: the draft file '{draft}' is in use by another expanding-text (process "
                            f"{holder}); finish it or choose another --draft FILE", f"stderr is '{s.text('err')}'")
    require(read_text(draft) == "held by the first", f"the draft now holds '{read_text(draft)}'")
    s.kill()
    os.kill(holder, signal.SIGKILL)
    first.kill()
    s = h.start("draft-taken-over", 60, 10, "--placeholder", PLACEHOLDER, "--draft", draft)
    require(s.shows("held by the first"), f"the lock of a dead process was not taken over: '{s.text('err')}'")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("held by the first\n")


@scenario("SIGTERM, SIGHUP or SIGINT right after a key keeps the text: in the draft, else a rescue file")
def a_signal_right_after_a_key_keeps_the_text(h):
    """A signal 20 ms after the last key, well inside the draft's debounce: with --draft the draft holds the whole
    text and the tool still ends by the signal; without, the text goes to a rescue file named on standard error.
    Also after a 1 MB paste, and when the tmux pane itself is closed (SIGHUP from the terminal going away), with a
    draft and without."""
    for name in ("TERM", "HUP", "INT"):
        draft = str(h.work / f"signal-{name}.draft")
        s = h.start(f"signal-{name}", 50, 10, "--placeholder", PLACEHOLDER, "--draft", draft)
        require(s.shows(PLACEHOLDER), "placeholder never shown")
        s.type_text("typed at the very last moment")
        # Not s.shows(), which waits for the screen to settle, longer than the draft's debounce.
        require(poll(lambda: s.screen_has("last moment"), 10), "'last moment' never shown")
        time.sleep(0.02)
        s.signal(name)
        require(s.wait_exit(), f"no exit after SIG{name}")
        s.expect_status(128 + signal_number(name))
        require(read_text(draft) == "typed at the very last moment", f"after SIG{name} the draft holds "
                f"'{read_text(draft) if os.path.isfile(draft) else None}'")
        s.expect_cooked()
        s.kill()
    state = str(h.work / "signal-rescue-state")
    tool = h.wrapped("signal-rescue", f"export XDG_STATE_HOME={shlex.quote(state)}")
    s = h.start("signal-rescue", 50, 10, "--placeholder", PLACEHOLDER, binary=tool)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("no draft to keep me")
    require(poll(lambda: s.screen_has("keep me"), 10), "'keep me' never shown")
    s.signal("TERM")
    require(s.wait_exit(), "no exit after SIGTERM")
    s.expect_status(143)
    found = rescue_files(state, f"rescued-*-{s.tool_pid()}.txt")
    require(len(found) == 1 and read_text(found[0]) == "no draft to keep me", f"rescued: {found}; "
            f"stderr: '{s.text('err')}'")
    require(s.text("err") == f"expanding-text: ended by SIGTERM; the text is kept in '{found[0]}'",
            f"stderr is '{s.text('err')}'")
    s.kill()
    draft = str(h.work / "signal-paste.draft")
    s = h.start("signal-paste", 50, 10, "--placeholder", PLACEHOLDER, "--draft", draft)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    pasted = "\n".join(f"line {n} " + "x" * 40 for n in range(1, 20_001))
    s.paste(pasted)
    require(poll(lambda: s.screen_has("line 20000"), 30), "the 1 MB paste never shown")
    s.signal("TERM")
    require(s.wait_exit(), "no exit after SIGTERM")
    require(read_text(draft) == pasted, "the draft does not hold the whole paste")
    s.kill()
    draft = str(h.work / "signal-pane.draft")
    s = h.start("signal-pane", 50, 10, "--placeholder", PLACEHOLDER, "--draft", draft)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("the window closes now")
    require(poll(lambda: s.screen_has("closes now"), 10), "'closes now' never shown")
    time.sleep(0.05)
    pid = s.tool_pid()
    s.server.run("kill-pane", "-t", s.target)
    require(poll(lambda: not os.path.exists(f"/proc/{pid}"), 10), "the tool outlived its pane")
    require(os.path.isfile(draft) and read_text(draft) == "the window closes now",
            f"after the pane closed the draft holds '{read_text(draft) if os.path.isfile(draft) else None}'")
    # Without a draft the closed window's text goes to a rescue file, whether the hang-up or its SIGHUP came first.
    state = str(h.work / "signal-pane-state")
    tool = h.wrapped("signal-pane-rescue", f"export XDG_STATE_HOME={shlex.quote(state)}")
    s = h.start("signal-pane-rescue", 50, 10, "--placeholder", PLACEHOLDER, binary=tool)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("no draft, window closed")
    require(poll(lambda: s.screen_has("window closed"), 10), "'window closed' never shown")
    pid = s.tool_pid()
    s.server.run("kill-pane", "-t", s.target)
    require(poll(lambda: not os.path.exists(f"/proc/{pid}"), 10), "the tool outlived its pane")
    found = rescue_files(state, f"rescued-*-{pid}.txt")
    require(len(found) == 1 and read_text(found[0]) == "no draft, window closed",
            f"after the pane closed without a draft, rescued: {found}")


@scenario("as another user in a shared folder, what a third user planted is refused and the user's own draft is used")
def shared_folder_as_another_user(h):
    """The tool runs as the user nobody (setpriv) in a sticky folder anyone can write to, where a third user (uid
    4242, as lchown leaves it) planted a --draft link to their own file and a --history link to their history: each
    is refused with one line naming the path and why, status 1, and the planted files are neither read, changed nor
    deleted. nobody's own draft in the same folder is used and removed after the submit; a folder anyone can write
    to without the sticky bit is refused."""
    nobody, planter = 65534, 4242
    # The runner must reach the binary and its files: a copy in a folder it may enter.
    os.chmod(h.work, 0o711)
    tools = h.work / "shared-tools"
    tools.mkdir(mode=0o755)
    binary = tools / "expanding-text"
    subprocess.run(["cp", h.binary, str(binary)], check=True)
    runner = write_script(tools / "as-nobody.sh", f"#!/usr/bin/env bash\nexec setpriv --reuid={nobody} "
                          f"--regid={nobody} --clear-groups {shlex.quote(str(binary))} \"$@\"\n")
    shared = h.work / "shared"
    shared.mkdir()
    os.chmod(shared, 0o1777)
    victim, victim_history = shared / "victim.txt", shared / "victim.history"
    victim.write_text("the planter's own text")
    victim_history.write_text("the planter's entry\n")
    for planted in (victim, victim_history):
        os.chmod(planted, 0o644)
        os.lchown(planted, planter, planter)
    for name, target in (("draft", victim), ("history", victim_history)):
        os.symlink(target, shared / name)
        os.lchown(shared / name, planter, planter)
    for option, name, kind in (("--draft", "draft", "draft"), ("--history", "history", "history")):
        path = str(shared / name)
        s = h.start(f"shared-{name}", 60, 10, "--placeholder", PLACEHOLDER, option, path, binary=runner)
        require(s.wait_exit(), f"the tool opened a {kind} link planted by another user")
        s.expect_status(1)
        untouched = "nothing was read, written or deleted" if kind == "draft" else "nothing was read or written"
        require(s.text("err") == f"error: the {kind} file '{path}' is not used: '{path}' is a link of another user "
                f"(uid {planter}), in a folder they can write to; {untouched}", f"stderr is '{s.text('err')}'")
        s.kill()
    require(read_text(victim) == "the planter's own text" and read_text(victim_history) == "the planter's entry",
            "a planted file was changed")
    require(all(os.stat(f).st_uid == planter and file_mode(f) == "644" for f in (victim, victim_history)),
            "a planted file changed owner or mode")
    own = str(shared / "mine.draft")
    s = h.start("shared-own", 60, 10, "--placeholder", PLACEHOLDER, "--draft", own, binary=runner)
    require(s.shows(PLACEHOLDER), f"nobody's own draft in the shared folder was refused: '{s.text('err')}'")
    s.type_text("my own words")
    require(poll(lambda: os.path.isfile(own) and read_text(own) == "my own words", 5), "the draft was never saved")
    require(os.stat(own).st_uid == nobody, "the draft is not nobody's")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(0)
    s.expect_stdout("my own words\n")
    require(not os.path.exists(own), "the draft outlived the submit")
    s.kill()
    open_folder = h.work / "open"
    open_folder.mkdir()
    os.chmod(open_folder, 0o777)
    path = str(open_folder / "mine.draft")
    s = h.start("shared-open", 60, 10, "--placeholder", PLACEHOLDER, "--draft", path, binary=runner)
    require(s.wait_exit(), "the tool used a draft in a folder anyone can write to without the sticky bit")
    s.expect_status(1)
    require(s.text("err") == f"error: the draft file '{path}' is not used: its folder '{open_folder}' can be written "
            "by anyone and has no sticky bit, so anyone may replace it; nothing was read, written or deleted",
            f"stderr is '{s.text('err')}'")
    s.kill()


@scenario("a 60 MB history: the box is drawn at once and a submit takes under a second")
def a_huge_history_stays_quick(h):
    """A --history file of 600,000 entries (60 MB): the box shows within half a second more than without a history,
    and Enter ends the tool (the file saved with the newest entries) within a second. Both runs use the optimised
    build (the harness's timing binary), as users install it."""
    history = h.folder("huge-history") / "history"
    with open(history, "w") as handle:
        handle.write("# expanding-text history 1\n")
        handle.writelines(f"entry {index} {'x' * 90}\n" for index in range(600_000))
    plain = h.start("huge-history-plain", 60, 10, "--placeholder", PLACEHOLDER, binary=h.timing_binary)
    baseline = seconds_until(lambda: plain.screen_has(PLACEHOLDER), 10)
    require(baseline is not None, "no box without a history")
    plain.kill()
    s = h.start("huge-history", 60, 10, "--placeholder", PLACEHOLDER, "--history", str(history),
                binary=h.timing_binary)
    drawn = seconds_until(lambda: s.screen_has(PLACEHOLDER), 30)
    require(drawn is not None and drawn <= baseline + 0.5,
            f"the box showed {drawn} s after the start, {baseline:.3f} s without a history")
    s.type_text("the newest entry")
    require(s.shows("newest entry"), "'newest entry' never shown")
    s.send_keys("Enter")
    submitted = seconds_until(s.exited, 30)
    require(submitted is not None and submitted <= 1.0, f"the submit took {submitted} s")
    s.expect_status(0)
    lines = read_text(history).split("\n")
    require(lines[-1] == "the newest entry" and lines[-2] == "entry 599999 " + "x" * 90,
            f"the history ends with '{lines[-2:]}'")
    print(f"    box {drawn * 1000:.0f} ms after the start ({baseline * 1000:.0f} ms without a history); submit "
          f"{submitted * 1000:.0f} ms", file=sys.stderr)
