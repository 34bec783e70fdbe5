"""Scenarios about pastes: bracketed or not, hostile, slow, unterminated; what is pasted is shown, never executed
or submitted."""

import time

from harness import PLACEHOLDER, poll, require, scenario

# Pauses a slow link puts between the pieces of the paste below: (bytes per piece, milliseconds between pieces), all
# shorter than the tool's quiet window.
SLOW_LINKS = ((14000, 80), (300, 50), (300, 100), (4096, 300), (2000, 420))


def require_nothing_left_for_the_shell(s):
    """The input after the tool's own was empty: nothing a paste held is left for the shell to run."""
    require(not s.size("leftover"), f"the shell was left '{s.text('leftover')[:80]}'")


@scenario("bracketed paste shows escape sequences as symbols")
def bracketed_paste_shows_escapes_as_symbols(h):
    """A paste that would set the title, switch to the alternate screen, colour red and clear: all of it arrives as
    text, drawn with visible stand-ins, and nothing of it reaches the terminal raw."""
    s = h.start("paste", 60, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    payload = "A\x1b]0;PWNED\aB\x1b[?1049hC\x1b[31mD\x1b[2JE"
    s.paste(payload, buffer="evil")
    require(s.shows("E"), "pasted text not shown")
    s.expect_box("A^[]0;PWNED^GB^[[?1049hC^[[31mD^[[2JE")
    require(s.display("#{alternate_on}") == "0", "the paste switched to the alternate screen")
    require(s.display("#{pane_title}") != "PWNED", "the paste set the window title")
    for raw in ("\x1b]0;PWNED", "\x1b[?1049h", "\x1b[31m", "\x1b[2J"):
        require(raw.encode() not in s.pipe_bytes(), f"the terminal received '{raw.replace(chr(27), 'ESC')}' raw")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout(payload + "\n")


@scenario("bracketed paste with line breaks is one edit")
def paste_with_newlines_is_one_edit(h):
    """Pasted CR and CR LF become LF, and one paste is one undo step."""
    s = h.start("paste-lines", 40, 12, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.paste("first\nsecond", buffer="lines")  # tmux turns each LF into CR; the tool reads a pasted CR as LF
    require(s.shows("second"), "pasted text not shown")
    s.paste("\r\nthird\r\nfourth", raw=True, buffer="crlf")  # sent as is; the tool reads a pasted CR LF as LF
    require(s.shows("fourth"), "second paste not shown")
    s.expect_box("first\nsecond\nthird\nfourth")
    s.send_keys("C-_")  # one paste is one undo step
    require(poll(lambda: not s.screen_has("fourth"), 5) and s.settle(), "undo did not remove the second paste")
    s.expect_box("first\nsecond")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("first\nsecond\n")


@scenario("a submit to the terminal shows escape sequences as symbols")
def submit_to_terminal_shows_escapes(h):
    """Standard output on the terminal itself: what was typed is shown, never executed."""
    s = h.start("stdout-tty", 60, 10, "--placeholder", PLACEHOLDER, stdout="/dev/tty")
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.paste("say \x1b]0;PWNED\a and \x1b[?1049h done", buffer="title")
    require(s.shows("done"), "pasted text not shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(0)
    require(s.screen_has("say ^[]0;PWNED^G and ^[[?1049h done"), "the text is not shown with symbols")
    require(s.display("#{pane_title}") != "PWNED", "the submitted text set the window title")
    require(s.display("#{alternate_on}") == "0", "the submitted text switched to the alternate screen")


@scenario("a hostile paste neither submits nor reaches the shell")
def hostile_paste_reaches_neither_submit_nor_shell(h):
    """A clipboard with its own end marker, a CR, 20,000 spaces and a command, pasted into msg=$(…): nothing is
    submitted until the user presses Enter, and nothing is left for the shell to run."""
    spaces = " " * 20000
    s = h.start("hostile-paste", 60, 12, "--placeholder", PLACEHOLDER, capture=True)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.paste("harmless\x1b[201~\r" + spaces + "\rtouch pwned\r", buffer="hostile")
    require(s.shows("touch pwned"), "the pasted text is not in the box")
    require(not s.exited(), "the paste submitted the box")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_status(0)
    s.expect_stdout("harmless\n" + spaces + "\ntouch pwned")
    require_nothing_left_for_the_shell(s)
    require(not s.path("pwned").exists(), "the paste ran a command")


@scenario("a paste in pieces over a slow link neither submits nor reaches the shell")
def paste_in_pieces_over_a_slow_link(h):
    """A 53 KB paste with a forged end marker, a CR and a command every 40 lines, arriving in pieces with pauses
    between them as over a slow link, into msg=$(…): nothing is submitted until the user presses Enter, whatever the
    pauses (all shorter than the quiet window), and nothing is left for the shell."""
    body = "\x1b[200~"
    for line in range(1, 1201):
        body += f"line {line} of the pasted text\r"
        if line % 40 == 0:
            body += "\x1b[201~\rtouch pwned\r"
    data = (body + "\x1b[201~").encode()
    for size, gap in SLOW_LINKS:
        s = h.start(f"slow-paste-{size}-{gap}", 60, 12, "--placeholder", PLACEHOLDER, capture=True)
        require(s.shows(PLACEHOLDER), "placeholder never shown")
        s.paste_in_pieces(data, size, gap / 1000)
        require(s.shows("line 1200 of the pasted text"), f"the paste in {size}-byte pieces is not in the box")
        time.sleep(0.6)
        require(not s.exited(), f"the paste in {size}-byte pieces {gap} ms apart submitted the box")
        s.send_keys("Enter")
        require(s.wait_exit(), "no exit after Enter")
        s.expect_status(0)
        submitted = s.text("out").split("\n")
        require(submitted.count("touch pwned") == 30, "the submitted text lost pasted lines")
        require_nothing_left_for_the_shell(s)
        s.kill()


@scenario("a stray end marker makes its read a paste")
def a_stray_end_marker_makes_its_read_a_paste(h):
    """An end marker with no paste begun proves its read was pasted: `hello`, a forged end marker, a CR and a
    command in one write submit nothing."""
    s = h.start("stray-end-marker", 40, 10, "--placeholder", PLACEHOLDER, capture=True)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.send_bytes(b"hello\x1b[201~\rtouch x\r")
    require(s.shows("touch x"), "the text is not in the box")
    time.sleep(0.6)
    require(not s.exited(), "the read with a stray end marker submitted the box")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("hello\ntouch x")
    require_nothing_left_for_the_shell(s)


@scenario("no encoding of a command key in a paste's burst acts")
def encoded_command_keys_after_a_forged_end_marker(h):
    """A clipboard with its own end marker followed by Enter, Ctrl+D, Ctrl+C, Ctrl+Z or Ctrl+G in the encodings of
    kitty's protocol, CSI u, SS3 and modifyOtherKeys, pasted into msg=$(…): none submits, cancels, suspends or opens
    the editor; each is text in the box, and the user's Enter later submits all of it."""
    keys = ["\x1b[13u", "\x1bOM", "\x1b[27;1;13~", "\x1b[100;5u", "\x1b[99;5u", "\x1b[27;5;99~", "\x1b[122;5u",
            "\x1b[103;5u", "\x07", "\x1a"]
    for index, key in enumerate(keys):
        s = h.start(f"encoded-key-{index}", 60, 10, "--placeholder", PLACEHOLDER, capture=True)
        require(s.shows(PLACEHOLDER), "placeholder never shown")
        s.paste(f"fix typo {index}\x1b[201~{key}touch pwned", buffer=f"encoded-{index}")
        require(s.shows("touch pwned"), f"the text after key {key!r} is not in the box")
        time.sleep(0.6)
        require(not s.exited(), f"the pasted key {key!r} ended the box")
        s.send_keys("Enter")
        require(s.wait_exit(), "no exit after Enter")
        s.expect_status(0)
        require(s.text("out").startswith(f"fix typo {index}"), f"the pasted text with {key!r} was not submitted")
        require_nothing_left_for_the_shell(s)
        s.kill()


@scenario("a paste whose pieces come seconds apart arrives whole")
def paste_in_pieces_seconds_apart(h):
    """A bracketed paste whose three pieces (each line ending in a CR, each piece in a command) come 0.6, 1, 2 or 10 s
    apart, as over a link that stalls, into msg=$(…): no pause ends it, nothing is submitted before the user's
    Enter, nothing reaches the shell; while it is open the box says it is pasting."""
    pieces = [b"\x1b[200~first line\rtouch pwned-1\r", b"second line\rtouch pwned-2\r", b"third line\x1b[201~"]
    for gap in (0.6, 1, 2, 10):
        s = h.start(f"stalled-paste-{int(gap * 1000)}", 60, 10, "--placeholder", PLACEHOLDER, capture=True)
        require(s.shows(PLACEHOLDER), "placeholder never shown")
        for index, piece in enumerate(pieces):
            if index:
                time.sleep(gap)
            s.load_buffer("piece", piece)
            s.paste_buffer("piece", bracketed=False, raw=True, delete=True)
            if index == 0:
                require(s.shows("pasting… (", seconds=3), "the open paste was not shown as pasting")
            require(not s.exited(), f"a piece {gap} s after the last ended the box")
        require(s.shows("third line"), f"the paste in pieces {gap} s apart is not in the box")
        time.sleep(0.6)
        s.send_keys("Enter")
        require(s.wait_exit(), "no exit after Enter")
        s.expect_status(0)
        s.expect_stdout("first line\ntouch pwned-1\nsecond line\ntouch pwned-2\nthird line")
        require_nothing_left_for_the_shell(s)
        s.kill()


@scenario("inside an open paste ^C is text, and Esc twice after a pause ends it")
def open_paste_keys_are_text_until_esc_esc(h):
    """A paste whose end marker never comes: Ctrl+C in a read of its own is pasted text, not a cancel; Esc pressed
    twice a second after the last pasted byte ends the paste with everything it brought, and keys are keys again."""
    s = h.start("open-paste", 40, 10, "--placeholder", PLACEHOLDER, capture=True)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.send_bytes(b"\x1b[200~stuck")
    time.sleep(0.2)
    s.send_keys("C-c")
    require(s.shows("pasting… (", seconds=3), "the open paste was not shown as pasting")
    time.sleep(0.5)
    require(not s.exited(), "Ctrl+C inside an open paste cancelled the box")
    time.sleep(0.6)
    s.send_keys("Escape")
    time.sleep(0.2)
    s.send_keys("Escape")
    require(s.shows("stuck"), "Esc Esc did not end the open paste")
    s.type_text(" typed")
    require(s.shows("typed"), "'typed' never shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "Enter after the ended paste did not submit")
    s.expect_status(0)
    s.expect_stdout("stuck\x03 typed")
    require_nothing_left_for_the_shell(s)


@scenario("a paste without brackets does not submit, and undoes at once")
def unbracketed_paste_does_not_submit(h):
    """A paste from a terminal without bracketed paste arrives as typed keys (tmux paste-buffer without -p): its line
    breaks must not submit, and it undoes in one step."""
    s = h.start("unbracketed", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.load_buffer("plain", "first line\nsecond line\nthird")
    s.paste_buffer("plain", bracketed=False)
    require(s.shows("third"), "the paste was not shown")
    require(not s.exited(), "the paste's first line break submitted")
    s.expect_box("first line\nsecond line\nthird")
    s.send_keys("C-_")
    require(poll(lambda: s.box_height() == 1 and not s.screen_has("first line"), 5),
            "Ctrl+_ did not undo the whole paste at once")
    s.paste_buffer("plain", bracketed=False)
    require(s.shows("third"), "'third' never shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "Enter after the paste did not submit")
    s.expect_stdout("first line\nsecond line\nthird\n")
