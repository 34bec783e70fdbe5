"""Scenarios about keys and what they end with: submit, newlines, cancel, chat, editing keys, the mouse, and
starts that must be refused."""

import re
import shlex
import subprocess
import time

from harness import BOX_ROW, PLACEHOLDER, flat, poll, require, scenario, write_script


# The hint under the empty box in a terminal without kitty's keyboard protocol (tmux).
HINT = "? for shortcuts · Ctrl+J for a newline"


@scenario("Enter submits the exact text (multi-line, CJK, emoji)")
def enter_submits_exact_text(h):
    """Enter prints the text exactly as typed, erases the box and leaves the terminal cooked."""
    s = h.start("submit", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("Hello 世界, ça va?")
    s.send_keys("C-j")
    s.type_text("emoji 👍🏽 ❤️ 🇫🇷 👨‍👩‍👧")
    s.send_keys("C-j", "C-j")
    s.type_text("  last line  ")
    require(s.shows("last line"), "'last line' never shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(0)
    s.expect_stdout("Hello 世界, ça va?\nemoji 👍🏽 ❤️ 🇫🇷 👨‍👩‍👧\n\n  last line  \n")
    require(s.box_height() == 0, "the box was not erased on submit")
    s.expect_cooked()


@scenario("Alt+Enter and Ctrl+J insert newlines")
def alt_enter_and_ctrl_j_insert_newlines(h):
    """Alt+Enter and Ctrl+J each start a new line instead of submitting."""
    s = h.start("newlines", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("alt")
    s.send_keys("M-Enter")
    s.type_text("ctrl")
    s.send_keys("C-j")
    s.type_text("end")
    require(s.shows("end"), "'end' never shown")
    s.expect_box("alt\nctrl\nend")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("alt\nctrl\nend\n")


@scenario("Ctrl+D on an empty text cancels")
def ctrl_d_on_empty_cancels(h):
    """Ctrl+D on an empty box cancels as end of input does: status 130, nothing printed, terminal cooked."""
    s = h.start("ctrl-d", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.send_keys("C-d")
    require(s.wait_exit(), "no exit after Ctrl+D")
    s.expect_status(130)
    require(not s.size("out"), "stdout is not empty after a cancel")
    s.expect_cooked()


@scenario("chat prints messages above the box")
def chat_prints_messages_above_the_box(h):
    """In chat mode each message is printed above the box after a marker, its further lines indented; blank
    messages are not sent, and standard output (a file here) gets every message too."""
    s = h.start("chat", 40, 12, "chat", "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.send_keys("Enter")
    s.settle()
    s.type_text("  ")
    s.send_keys("Enter")
    s.settle()
    require(not s.screen_has("›"), "an empty or blank message was sent")
    s.send_keys("BSpace", "BSpace")
    s.type_text("hello")
    s.send_keys("Enter")
    require(s.shows(PLACEHOLDER), "box not reset after the first message")
    s.type_text("second")
    s.send_keys("C-j")
    s.type_text("message 世界")
    require(s.shows("message 世界"), "'message 世界' never shown")
    s.send_keys("Enter")
    require(poll(lambda: s.screen_has("message 世界"), 5) and s.shows(PLACEHOLDER),
            "box not reset after the second message")
    screen = s.screen()
    # Under the empty box, the hint (chat's default).
    box_row = next(row for row, line in enumerate(screen) if BOX_ROW.match(line))
    # In 40 columns the hint keeps its first part whole.
    require(screen[box_row + 1].strip() == "? for shortcuts", f"the row under the empty box is '{screen[box_row + 1]}'")
    log = "\n".join(line for line in screen[:box_row] if line and not line.startswith("filler"))
    # Each message after a marker, its further lines indented: two messages and one of two lines look different.
    require(log == "› hello\n› second\n  message 世界", f"chat log shows '{flat(log)}'")
    require(s.box_height() == 1, f"box is {s.box_height()} rows after sending, expected 1")
    message_row = next(row for row, line in enumerate(screen) if line.startswith("  message"))
    require(box_row > message_row, "the box is not below the log")
    s.send_keys("C-d")
    require(s.wait_exit(), "Ctrl+D on an empty box did not end the chat")
    s.expect_status(0)
    s.expect_stdout("hello\nsecond\nmessage 世界\n")
    s.expect_cooked()


@scenario("chat: a hint under the empty box, ? shows the main keys until the next key, --no-hints turns both off")
def chat_hint_and_key_summary(h):
    """The hint row is under the empty box only; ? in the empty box lists the main keys under it, from the key map
    (nothing did before), and the next key hides them and types; with --no-hints there is no hint and ? types
    itself."""
    s = h.start("chat-hints", 80, 24, "chat", "--placeholder", PLACEHOLDER)
    require(s.shows(HINT), "no hint under the empty box")
    s.type_text("a")
    require(poll(lambda: not s.screen_has(HINT), 5), "the hint stays while the box holds text")
    s.send_keys("BSpace")
    require(s.shows(HINT), "the hint did not come back when the box was empty again")
    s.type_text("?")
    require(s.shows("Search earlier texts"), "? did not show the key summary")
    require(s.screen_has("Ctrl+R") and s.screen_has("Ctrl+X Ctrl+E"), "the summary misses keys of the key map")
    require(s.box_text() == PLACEHOLDER, f"? was typed into the box: '{s.box_text()}'")
    s.type_text("b")
    require(poll(lambda: not s.screen_has("Search earlier texts"), 5), "the next key did not hide the summary")
    require(s.box_text() == "b", f"the key after the summary did not type: '{s.box_text()}'")
    s.send_keys("C-u", "C-d")
    require(s.wait_exit(), "Ctrl+D on the empty box did not end the chat")
    s.kill()
    s = h.start("chat-no-hints", 80, 24, "chat", "--placeholder", PLACEHOLDER, "--no-hints")
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    require(not s.screen_has(HINT), "--no-hints still shows the hint")
    s.type_text("?")
    require(s.shows("┃ ?"), "? did not type itself with --no-hints")
    s.send_keys("C-u", "C-d")
    require(s.wait_exit(), "Ctrl+D on the empty box did not end the chat")


@scenario("chat --output-format nul and json frame each message so a program can split them")
def chat_output_formats(h):
    """A two-line message and a one-line one: with nul each ends with a NUL byte, with json each is one object on
    a line (before, the two-line message read as two messages)."""
    for format, expected in (("nul", "two\nlines\0one\0"),
                             ("json", '{"text":"two\\u000Alines","elements":[]}\n{"text":"one","elements":[]}\n')):
        s = h.start(f"chat-{format}", 40, 10, "chat", "--output-format", format, "--placeholder", PLACEHOLDER)
        require(s.shows(PLACEHOLDER), "placeholder never shown")
        s.type_text("two")
        s.send_keys("C-j")
        s.type_text("lines")
        require(s.shows("lines"), "'lines' never shown")
        s.send_keys("Enter")
        require(s.shows("› two"), "the first message was not sent")
        s.type_text("one")
        s.send_keys("Enter")
        require(s.shows("› one"), "the second message was not sent")
        s.send_keys("C-d")
        require(s.wait_exit(), "Ctrl+D on the empty box did not end the chat")
        s.expect_stdout(expected)
        s.kill()


@scenario("chat: Ctrl+C empties the box, Up brings the text back, Ctrl+C on an empty box ends (0)")
def chat_ctrl_c_clears_then_exits_0(h):
    """Ctrl+C on an unsent text empties the box without ending the chat (it used to end it and lose the text); Up
    brings the text back, Ctrl+_ after another Ctrl+C too; Ctrl+C on the empty box ends the chat normally (0)."""
    s = h.start("chat-ctrl-c", 40, 10, "chat", "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("unsent")
    require(s.shows("unsent"), "'unsent' never shown")
    s.send_keys("C-c")
    require(s.shows(PLACEHOLDER), "Ctrl+C did not empty the box")
    require(not s.exited(), "Ctrl+C on a box holding text ended the chat")
    s.send_keys("Up")
    require(s.shows("unsent"), "Up did not bring the cleared text back")
    s.send_keys("C-c")
    require(s.shows(PLACEHOLDER), "the second clear did not empty the box")
    s.send_keys("C-_")
    require(s.shows("unsent"), "undo did not bring the cleared text back")
    s.send_keys("C-c")
    require(s.shows(PLACEHOLDER), "the third clear did not empty the box")
    s.send_keys("C-c")
    require(s.wait_exit(), "Ctrl+C on the empty box did not end the chat")
    s.expect_status(0)
    require(not s.size("out"), "a cleared text was printed")
    s.expect_cooked()


@scenario("Esc Esc empties the box (Up brings it back); a lone Esc leaves the next key its meaning")
def esc_esc_clears(h):
    """Esc, a pause, Esc: the box is emptied and the tool goes on (nothing did that before); Up brings the text back;
    Esc then a letter types the letter."""
    s = h.start("esc-esc", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("draft")
    require(s.shows("draft"), "'draft' never shown")
    s.send_keys("Escape")
    time.sleep(0.3)
    s.send_keys("Escape")
    require(s.shows(PLACEHOLDER), "Esc Esc did not empty the box")
    require(not s.exited(), "Esc Esc ended the tool")
    s.send_keys("Up")
    require(poll(lambda: s.box_text() == "draft", 5), f"Up brought back '{flat(s.box_text())}'")
    s.send_keys("Escape")
    time.sleep(0.3)
    s.type_text("!")
    require(poll(lambda: s.box_text() == "draft!", 5), f"after a lone Esc the box holds '{flat(s.box_text())}'")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("draft!\n")


@scenario("Ctrl+D deletes the character under the caret; it never sends a half-written text")
def ctrl_d_deletes_forward(h):
    """Ctrl+D with text deletes the character after the caret, as in readline (it used to submit the text)."""
    s = h.start("ctrl-d-deletes", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("half")
    s.send_keys("Home", "C-d")
    require(poll(lambda: s.box_text() == "alf", 5), f"after Ctrl+D at the start the box holds '{flat(s.box_text())}'")
    require(not s.exited(), "Ctrl+D on a box holding text ended the tool")
    s.send_keys("End", "C-d")
    s.settle()
    require(not s.exited() and s.box_text() == "alf", f"Ctrl+D at the end changed '{flat(s.box_text())}'")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(0)
    s.expect_stdout("alf\n")


@scenario("msg=$(expanding-text) captures the text")
def command_substitution_captures_text(h):
    """Inside $(…) the box goes to the terminal and the text to the variable."""
    s = h.start("capture", 40, 10, "--placeholder", PLACEHOLDER, capture=True)
    require(s.shows(PLACEHOLDER), "placeholder never shown: the box must go to /dev/tty, not stdout")
    s.type_text("captured 📦")
    require(s.shows("captured"), "'captured' never shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(0)
    s.expect_stdout("captured 📦")  # $(…) removes the final newline


@scenario("keys typed right after Enter or Ctrl+C, just after a resize, reach the shell")
def keys_typed_after_the_end_reach_the_shell(h):
    """The next command typed at once after the box ends, less than 0.3 s after the window changed size (while the
    tool still waits for the size to settle): the shell reads it; nothing typed ahead is thrown away."""
    for index, key in enumerate(("Enter", "C-c C-c")):
        s = h.start(f"typed-ahead-{index}", 40, 10, "--placeholder", PLACEHOLDER, capture=True)
        require(s.shows(PLACEHOLDER), "placeholder never shown")
        s.type_text("message")
        require(s.shows("message"), "'message' never shown")
        s.resize(columns=36)
        s.send_keys(*key.split())
        s.type_text("echo next command")
        s.send_keys("C-j")
        require(s.wait_exit(), f"no exit after {key}")
        require(poll(lambda: s.path("status").exists(), 5), "the shell did not finish")
        require(s.text("leftover") == "echo next command",
                f"after {key} the shell read {s.text('leftover')!r}, not the keys typed ahead")
        s.kill()


@scenario("no terminal: error, status 1")
def no_terminal_is_an_error(h):
    """Without a controlling terminal the tool says so on stderr and exits 1."""
    result = subprocess.run([h.binary, "--placeholder", "x"], stdin=subprocess.DEVNULL, capture_output=True,
                            start_new_session=True, check=False)
    require(result.returncode == 1, f"exit status {result.returncode} without a terminal, expected 1")
    require(not result.stdout, "stdout is not empty")
    err = result.stderr.decode(errors="replace")
    require(re.search(r"^error: .*terminal", err, re.MULTILINE), f"stderr is '{err.rstrip()}'")


@scenario("bad arguments: one-line error, usage, status 2")
def bad_arguments_exit_2(h):
    """A bad option value: one line saying what is wrong, then the usage, status 2."""
    result = subprocess.run([h.binary, "--max-lines", "x"], stdin=subprocess.DEVNULL, capture_output=True,
                            check=False)
    require(result.returncode == 2, f"exit status {result.returncode}, expected 2")
    require(not result.stdout, "stdout is not empty")
    err = result.stderr.decode(errors="replace")
    first = err.split("\n")[0]
    require(first == "error: --max-lines must be a whole number ≥ --min-lines (1), got 'x'",
            f"first line is '{first}'")
    require(re.search(r"^usage: expanding-text", err, re.MULTILINE), "no usage on stderr")


@scenario("Enter on an empty or blank text is refused unless --allow-empty")
def blank_texts_are_not_submitted(h):
    """Enter on an empty or blank text rings the bell instead of submitting, so msg=$(expanding-text) && git commit
    never commits an empty message; --allow-empty lets it through; Ctrl+D on an empty box still cancels."""
    s = h.start("blank", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.send_keys("Enter")
    s.settle()
    s.type_text("   ")
    s.send_keys("C-j", "Enter")
    s.settle()
    require(not s.exited(), "a blank text was submitted")
    require(b"\a" in s.pipe_bytes(), "no bell for the refused submit")
    s.send_keys("BSpace", "BSpace", "BSpace", "BSpace")
    s.type_text("ok")
    s.send_keys("Enter")
    require(s.wait_exit(), "a text with content was not submitted")
    s.expect_stdout("ok\n")
    s.kill()
    s = h.start("blank-allowed", 40, 10, "--allow-empty", "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown with --allow-empty")
    s.send_keys("Enter")
    require(s.wait_exit(), "--allow-empty did not let an empty text through")
    s.expect_status(0)
    s.expect_stdout("\n")
    s.kill()
    s = h.start("blank-cancel", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.send_keys("C-d")
    require(s.wait_exit(), "Ctrl+D on an empty box did not cancel")
    s.expect_status(130)


@scenario("--mouse: a click places the caret, the wheel scrolls, tracking only while open")
def mouse_clicks_place_the_caret(h):
    """--mouse: a click (an SGR report, as the terminal sends it) puts the caret on the clicked character; the
    wheel scrolls the box and leaves the caret, which the next key brings back into view; tracking is on only while
    the box is open. Without --mouse the terminal's own selection is untouched."""
    s = h.start("mouse", 40, 10, "--mouse", "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    require(b"\x1b[?1000h" in s.pipe_bytes(), "mouse tracking was not switched on")
    s.type_text("hello world")
    require(s.shows("hello world"), "'hello world' never shown")
    # The box's row is the pane's last (10); "┃ " takes columns 1-2, so the "w" is in column 9.
    s.send_bytes(b"\x1b[<0;9;10M\x1b[<0;9;10m")
    s.type_text("X")
    require(s.shows("hello Xworld"), f"the click did not put the caret on the w: {s.box_text()}")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("hello Xworld\n")
    s.expect_cooked()
    s.kill()
    s = h.start("wheel", 40, 10, "--mouse", "--max-lines", "3", "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    for line in "123456":
        s.type_text(line)
        if line != "6":
            s.send_keys("C-j")
    require(poll(lambda: s.box_text() == "4\n5\n6", 5), f"the box does not end with 4, 5, 6: '{flat(s.box_text())}'")
    s.send_bytes(b"\x1b[<64;5;10M")
    require(poll(lambda: s.box_text() == "1\n2\n3", 5), f"the wheel did not scroll up 3 rows: '{flat(s.box_text())}'")
    s.type_text("X")
    require(poll(lambda: s.box_text() == "4\n5\n6X", 5),
            f"the key after the wheel did not go where the caret was: '{flat(s.box_text())}'")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("1\n2\n3\n4\n5\n6X\n")
    s.kill()
    s = h.start("no-mouse", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    require(b"\x1b[?1000h" not in s.pipe_bytes(), "mouse tracking is on without --mouse")


@scenario("Shift+arrows select, typing replaces the selection, Alt+W copies it to tmux's clipboard")
def selection_replaces_and_copies_to_the_clipboard(h):
    """Shift+Left selects (drawn in reverse video), a typed character replaces the selection; Alt+W copies it into
    the kill ring and, with OSC 52, onto the terminal's clipboard, which tmux with set-clipboard on keeps as its
    newest buffer. With --no-clipboard nothing reaches tmux's buffers."""
    s = h.start("select", 40, 10, "--value", "hello world", "--placeholder", PLACEHOLDER)
    require(s.shows("hello world"), "'hello world' never shown")
    s.send_keys("End", *["S-Left"] * 5)
    require(poll(lambda: "\x1b[7m" in s.run("capture-pane", "-p", "-e", "-t", s.target), 5),
            "the selection is not drawn in reverse video")
    s.type_text("X")
    require(s.shows("hello X"), f"typing did not replace the selection: '{flat(s.box_text())}'")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("hello X\n")
    s.kill()
    h.server.run("set-option", "-g", "set-clipboard", "on")
    try:
        for name, extra, expected in [("copy", [], "world"), ("no-clipboard", ["--no-clipboard"], None)]:
            # Earlier scenarios may have left buffers: what counts is what this run adds.
            buffers_before = h.server.run("list-buffers", "-F", "#{buffer_name} #{buffer_sample}", check=False)
            s = h.start(name, 40, 10, "--value", "hello world", *extra, "--placeholder", PLACEHOLDER)
            require(s.shows("hello world"), "'hello world' never shown")
            s.send_keys("End", *["S-Left"] * 5, "M-w")
            if expected:
                require(poll(lambda: h.server.run("show-buffer", check=False) == expected, 5),
                        f"tmux's buffer holds '{h.server.run('show-buffer', check=False)}', not '{expected}'")
            else:
                s.send_keys("C-y")
                require(s.shows("hello worldworld"), "Alt+W then Ctrl+Y did not yank the copy")
                buffers_after = h.server.run("list-buffers", "-F", "#{buffer_name} #{buffer_sample}", check=False)
                require(buffers_after == buffers_before, f"--no-clipboard still set a tmux buffer: {buffers_after!r}")
            s.send_keys("Enter")
            require(s.wait_exit(), "no exit after Enter")
            s.kill()
    finally:
        h.server.run("set-option", "-g", "set-clipboard", "external")


@scenario("kill ring: Ctrl+W/Ctrl+Y/Alt+Y, Ctrl+T and Ctrl+_")
def kill_ring_yank_transpose_and_undo(h):
    """readline's kill ring: kills in a row make one entry, Ctrl+Y yanks it, Alt+Y cycles; Ctrl+T swaps; Ctrl+_
    undoes."""
    s = h.start("kill-ring", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("alpha beta")
    require(s.shows("alpha beta"), "'alpha beta' never shown")
    s.send_keys("C-w", "C-w")
    s.type_text("first ")
    s.send_keys("C-y")
    require(s.shows("first alpha beta"), "Ctrl+W Ctrl+W then Ctrl+Y did not yank both words")
    s.send_keys("C-u")
    s.type_text("x")
    s.send_keys("C-y", "M-y")
    require(s.shows("xalpha beta"), "Alt+Y did not cycle to the older kill")
    s.type_text("ab")
    s.send_keys("C-t")
    require(s.shows("xalpha betaba"), "Ctrl+T did not swap the last two characters")
    s.send_keys("C-_")
    require(s.shows("xalpha betaab"), "Ctrl+_ did not undo the swap")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(0)
    s.expect_stdout("xalpha betaab\n")


@scenario("Alt keys: xterm's metaSendsEscape on while the box is open, off after")
def alt_keys_send_escape_while_open(h):
    """xterm sends Alt+key as an 8-bit byte unless metaSendsEscape is on: on while the box is open, off after."""
    s = h.start("meta", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    require(b"\x1b[?1036h" in s.pipe_bytes(), "metaSendsEscape was not switched on")
    s.type_text("one two")
    s.send_keys("M-b")
    s.type_text("X")
    require(s.shows("one Xtwo"), "Alt+B did not move back a word")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("one Xtwo\n")
    s.expect_cooked()


@scenario("TERM=dumb, empty or unset: one-line refusal, status 1, no escape sequences")
def dumb_terminal_is_refused_without_escapes(h):
    """TERM=dumb, empty or unset: a one-line refusal, status 1, and not one escape sequence written to the
    terminal."""
    failed = []
    for case, assignment, expected in (("dumb", "TERM=dumb", "TERM=dumb"), ("empty", "TERM=", "TERM is empty"),
                                       ("unset", "-u TERM", "TERM is not set")):
        # The tool through env(1), which execs it: the pid file still names the tool.
        script = write_script(h.work / f"env-{case}.sh",
                              f"#!/bin/sh\nexec env {assignment} {shlex.quote(h.binary)} \"$@\"\n")
        s = h.start(f"term-{case}", 40, 10, "--placeholder", PLACEHOLDER, binary=script)
        if not s.wait_exit():
            failed.append(f"{case}: no exit")
        elif s.text("status") != "1":
            failed.append(f"{case}: exit status {s.text('status')}")
        elif s.text("err") != (f"error: this terminal ({expected}) cannot show the box; run it in a terminal "
                               f"emulator or set TERM"):
            failed.append(f"{case}: stderr is '{s.text('err')}'")
        elif not poll(lambda: b"filler 9" in s.pipe_bytes(), 5):
            failed.append(f"{case}: the pane's bytes were not recorded")
        elif b"\x1b" in s.pipe_bytes():
            escapes = s.pipe_bytes().count(b"\x1b")
            failed.append(f"{case}: {escapes} ESC bytes written to the terminal")
        elif s.size("out"):
            failed.append(f"{case}: stdout is '{s.text('out')}'")
        h.end_sessions()
    require(not failed, "; ".join(failed) + "; ")
