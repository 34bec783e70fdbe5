"""Scenarios about drawing: the box's size, growth and shrinking, resizes, and widths as the terminal has them."""

import os
import re
import shlex
import time

from harness import BOX_ROW, GUTTER_WIDTH, PLACEHOLDER, SCRIPTS, flat, poll, require, scenario, write_script

EMOJI = "👩🏽‍💻👍🏽❤️🇯🇵"


@scenario("box starts at the minimum")
def box_starts_at_minimum(h):
    """An empty box with --min-lines 3 takes 3 rows at the bottom, the caret at the start of its first row."""
    s = h.start("min", 40, 12, "--min-lines", "3", "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    require(s.box_height() == 3, f"box is {s.box_height()} rows, expected 3")
    require(s.box_top() == 9, f"box starts on row {s.box_top()}, expected 9 (at the bottom)")
    require(s.cursor() == (GUTTER_WIDTH, 9), f"cursor at {s.cursor()}, expected {GUTTER_WIDTH} 9 (start of the box)")


@scenario("box grows one line per wrapped line")
def grows_one_line_per_wrapped_line(h):
    """Word by word, the box has as many rows as the layout command says the text takes, the caret on the last."""
    columns = 30
    width = columns - 1 - GUTTER_WIDTH
    s = h.start("grow", columns, 12, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    require(s.box_height() == 1, f"empty box is {s.box_height()} rows, expected 1")
    text = ""
    lines = 0
    for word in "The quick brown fox jumps over the lazy dog and keeps running far away".split():
        piece = (" " if text else "") + word
        text += piece
        s.type_text(piece)
        lines = h.content_lines(width, text)
        require(poll(lambda: s.box_height() == lines and s.box_rows()[-1].endswith(word), 5) and s.settle(),
                f"after '{text}' the box is {s.box_height()} rows, expected {lines}")
        require(s.cursor()[1] == 11, f"caret not on the last row: {s.cursor()}")
    require(lines >= 3, f"the text wrapped only to {lines} lines")
    s.expect_box(h.layout_lines(width, text))


@scenario("box stops at the maximum and scrolls with the caret visible")
def stops_at_maximum_and_scrolls(h):
    """Past --max-lines the box scrolls to keep the caret's line shown, also when the caret moves up."""
    s = h.start("max", 30, 12, "--max-lines", "3", "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    for line in ("one", "two", "three", "four", "five", "six"):
        s.type_text(f"line {line}")
        if line != "six":
            s.send_keys("C-j")
    require(s.shows("line six"), "last line not shown")
    require(s.box_height() == 3, f"box is {s.box_height()} rows at the maximum, expected 3")
    s.expect_box("line four\nline five\nline six")
    require(s.cursor() == (GUTTER_WIDTH + 8, 11), f"caret at {s.cursor()}, expected after 'line six'")
    s.send_keys("Up", "Up", "Up", "Up", "Up")
    require(s.shows("line one"), "moving up did not scroll to the first line")
    s.expect_box("line one\nline two\nline three")
    require(s.cursor()[1] == 9, f"caret at {s.cursor()}, expected on the box's first row")
    s.send_keys("End", "Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("line one\nline two\nline three\nline four\nline five\nline six\n")


@scenario("box shrinks back after deleting")
def shrinks_back_after_deleting(h):
    """Deleting every line shrinks the box to one row and leaves nothing of it below."""
    s = h.start("shrink", 30, 12, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("a")
    s.send_keys("C-j")
    s.type_text("b")
    s.send_keys("C-j")
    s.type_text("c")
    s.send_keys("C-j")
    s.type_text("d")
    require(s.shows("d"), "'d' never shown")
    require(s.box_height() == 4, f"box is {s.box_height()} rows with 4 lines, expected 4")
    s.send_keys(*["BSpace"] * 7)
    require(s.shows(PLACEHOLDER), "placeholder not back after deleting everything")
    require(s.box_height() == 1, f"box is {s.box_height()} rows after deleting, expected 1")
    top = s.box_top()
    below = sum(1 for line in s.screen()[top + 1:] if line)
    require(below == 0, f"{below} rows left over below the shrunk box")
    require(s.cursor() == (GUTTER_WIDTH, top), f"caret at {s.cursor()}, expected {GUTTER_WIDTH} {top}")


@scenario("placeholder shows exactly when empty")
def placeholder_shows_when_empty(h):
    """The placeholder goes with the first character and comes back when the text is empty again."""
    s = h.start("placeholder", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder not shown at start")
    s.type_text("x")
    require(poll(lambda: not s.screen_has(PLACEHOLDER), 5) and s.settle(), "placeholder still shown with text")
    s.expect_box("x")
    s.send_keys("BSpace")
    require(s.shows(PLACEHOLDER), "placeholder not shown after deleting the text")


@scenario("resize re-wraps without garbage")
def resize_rewraps(h):
    """At each new width the box holds the layout for that width, and every other row is filler or blank."""
    text = "Resizing the terminal re-wraps the text of the box to the new width without garbage."
    s = h.start("resize", 50, 14, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text(text)
    require(s.shows("garbage."), "text not shown")
    s.expect_box(h.layout_lines(50 - 1 - GUTTER_WIDTH, text))
    for columns in (30, 20, 64, 25):
        s.resize(columns=columns)
        expected = h.layout_lines(columns - 1 - GUTTER_WIDTH, text)
        if poll(lambda: s.box_text() == expected, 5):
            s.settle()
        actual = s.box_text()
        require(actual == expected, f"at {columns} columns: box shows '{flat(actual)}', expected '{flat(expected)}'")
        # No garbage: every row is filler, box or blank.
        stray = [line for line in s.screen()
                 if line and not BOX_ROW.match(line) and not re.fullmatch(r"filler [0-9]*", line)]
        require(not stray, f"{len(stray)} stray rows after resizing to {columns} columns")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout(text + "\n")


@scenario("a resize during a paste leaves no box rows after exit")
def resize_during_paste_leaves_no_box_rows(h):
    """Resizes while a large paste arrives: after the submit no row of the box is left on the screen."""
    long_paste = "".join(f"line {i} of a long paste that wraps at narrow widths\n" for i in range(3000))
    for attempt in range(1, 7):
        s = h.start(f"resize-paste-{attempt}", 80, 24, "--placeholder", PLACEHOLDER, "--max-lines", "8")
        require(s.shows(PLACEHOLDER), "placeholder never shown")
        s.paste(long_paste, buffer="long")
        for columns in (50, 30, 70, 40):
            s.resize(columns=columns)
            time.sleep(0.05)
        require(s.shows("line 2999"), f"try {attempt}: the paste never showed")
        s.send_keys("Enter")
        require(s.wait_exit(), f"try {attempt}: no exit after Enter")
        s.settle()
        require(not s.screen_has("┃"), f"try {attempt}: box rows left after exit at {columns} columns")
        s.kill()


@scenario("a resize to 20 columns and back leaves no box rows after exit")
def resize_narrow_and_back_leaves_no_box_rows(h):
    """A narrowing and widening back, twice, the second time with Ctrl+C at once: tmux reflows the box's rows each
    time; none may stay on screen, and no line of the shell's above the box may be erased."""
    text = "a text long enough to wrap into several rows once the window is only twenty columns wide"
    s = h.start("narrow-back", 100, 20, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text(text)
    require(s.shows("columns wide"), "text not shown")
    s.resize(columns=20)
    s.settle()
    s.resize(columns=100)
    if poll(lambda: s.box_text() == text, 5):
        s.settle()
    require(s.box_text() == text, f"back at 100 columns: box shows '{flat(s.box_text())}', expected '{text}'")
    shell_lines = sum(1 for line in s.screen() if line.startswith("filler"))
    # Ctrl+C right after a resize back, which tmux reports late: the box was drawn for 20 columns meanwhile.
    s.resize(columns=20)
    time.sleep(0.15)
    s.resize(columns=100)
    s.send_keys("C-c", "C-c")
    require(s.wait_exit(), "no exit after Ctrl+C twice")
    s.settle()
    left_over = [line for line in s.screen() if "┃" in line]
    require(not left_over, f"box rows left after exit: '{'⏎'.join(left_over)}'")
    left = sum(1 for line in s.screen() if line.startswith("filler"))
    require(left == shell_lines, f"{shell_lines - left} of the shell's {shell_lines} lines erased")
    s.expect_status(130)


@scenario("the window shrinks below the box in one step and grows back")
def height_shrink_in_one_step_and_back(h):
    """The window gets shorter than the box in one step: the box is clipped to the rows that fit with the caret line
    shown, every key is drawn, and growing back draws one clean frame (tmux brings back the rows it pushed into its
    history; they must not stand as a second copy)."""
    s = h.start("shrink", 80, 24, "--max-lines", "8")
    require(poll(lambda: s.box_height() >= 1, 10), "box never shown")
    s.paste("\n".join(f"l{i}" for i in range(1, 13)))
    require(s.shows("l12"), "'l12' never shown")
    for height in (4, 3, 1):
        # One step at a time, as a user would resize: the next only once the box was drawn for this one.
        written = s.size("pipe")
        s.resize(rows=height)
        require(poll(lambda: s.size("pipe") > written, 5), f"no redraw at {height} rows")
        s.settle()
        expected = "\n".join(f"l{i}" for i in range(13 - height, 13))
        require(poll(lambda: s.box_text() == expected, 5), f"at {height} rows the box shows '{flat(s.box_text())}'")
        require(s.cursor() == (5, height - 1), f"at {height} rows the caret is at {s.cursor()}")
    s.type_text("X")
    require(poll(lambda: s.box_text() == "l12X", 5), "a key at 1 row was not drawn with the box")
    s.resize(rows=24)
    expected = "\n".join(f"l{i}" for i in range(5, 12)) + "\nl12X"
    require(poll(lambda: s.box_text() == expected, 5),
            f"growing back shows '{flat(s.box_text())}', expected one frame of l5 to l12X")
    require(sum(1 for line in s.screen() if "l12X" in line) == 1, "growing back left a second copy of the box")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("".join(f"l{i}\n" for i in range(1, 12)) + "l12X\n")


@scenario("hidden lines, the remaining count, the bell and a cut paste are shown")
def feedback_at_the_maximum_and_the_limit(h):
    """At the maximum the gutter says where lines are hidden (↑ above the first row, ↓ below the last); near the
    character limit the last row counts down, a refused key rings the bell, and a cut paste says what it dropped."""
    s = h.start("feedback", 40, 10, "--max-lines", "3", "--char-limit", "40")
    require(poll(lambda: s.box_height() >= 1, 10), "box never shown")
    s.type_text("one")
    s.send_keys("C-j")
    s.type_text("two")
    s.send_keys("C-j")
    s.type_text("three")
    s.send_keys("C-j")
    s.type_text("four")
    require(s.shows("four"), "'four' never shown")
    gutter = s.gutters()
    require(gutter == "↑ ┃ ┃ ", f"gutter at the end is '{gutter}', expected ↑ on the first row only")
    s.send_keys("Up", "Up", "Up")
    s.settle()
    gutter = s.gutters()
    require(gutter == "┃ ┃ ↓ ", f"gutter at the top is '{gutter}', expected ↓ on the last row only")
    s.send_keys("C-c", "C-c")
    require(s.wait_exit(), "no exit after Ctrl+C twice")
    s.kill()
    s = h.start("feedback-limit", 40, 10, "--char-limit", "10")
    require(poll(lambda: s.box_height() >= 1, 10), "box never shown")
    s.type_text("abcdefgh")
    require(poll(lambda: any(re.search(r"abcdefgh +2$", line) for line in s.screen()), 5),
            "no count of 2 left in the last row")
    bells = s.lines_with(b"\a")
    s.type_text("ijk")
    require(poll(lambda: s.lines_with(b"\a") > bells, 5), "no bell for the key past the limit")
    s.send_keys("BSpace", "BSpace")
    s.paste("12345", buffer="cut")
    require(s.shows("3 not pasted: limit 10"), "a cut paste did not say what it dropped")
    s.send_keys("Left")
    require(poll(lambda: not s.screen_has("not pasted"), 5), "the note stayed after the next key")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("abcdefgh12\n")


@scenario("Ctrl+L clears the screen and draws the box at its top, over another program's output")
def ctrl_l_redraws_the_box(h):
    """Another program writes over the box; Ctrl+L clears the screen, as readline does (it only redrew the box,
    the shell's lines staying above it), and draws the box cleanly on the top row."""
    s = h.start("ctrl-l", 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("clean text")
    require(s.shows("clean text"), "'clean text' never shown")
    with open(s.display("#{pane_tty}"), "wb") as terminal:
        terminal.write(b"\r\x1b[2KGARBAGE")
    require(s.shows("GARBAGE"), "'GARBAGE' never shown")
    s.send_keys("C-l")
    require(s.shows("clean text"), "Ctrl+L did not draw the text again")
    require(not s.screen_has("GARBAGE"), "Ctrl+L left the garbage on screen")
    require(poll(lambda: s.box_top() == 0, 5), f"the box is on row {s.box_top()} after Ctrl+L, not the top")
    require(not s.screen_has("filler"), "Ctrl+L left the shell's lines on screen")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("clean text\n")


def tmux_advance(h, text):
    """The column at which tmux draws the cell after `text` printed from column 0: its own widths, whatever the
    wrapping contract says; None if tmux never drew it."""
    pane = h.server.new_session(f"advance-{os.getpid()}", 80, 5, f"printf '%s' {shlex.quote(text)}; exec sleep 60")
    try:
        if not poll(lambda: pane.cursor()[0] not in (0, -1), 5):
            return None
        return pane.cursor()[0]
    finally:
        pane.kill()


@scenario("emoji keep the cells tmux gives them, the caret where tmux draws next")
def emoji_keep_their_cells(h):
    """tmux 3.3a has no grapheme-cluster mode and gives these emoji other widths than the wrapping contract (the
    terminal-widths rules): the box measures them and lays out with tmux's widths, so none overwrites another and the
    caret is where tmux draws next."""
    advance = tmux_advance(h, EMOJI)
    require(advance is not None, "tmux never drew the emoji")
    s = h.start("emoji", 40, 10, "--value", EMOJI)
    require(s.shows(f"┃ {EMOJI}"), "the four emoji are not shown intact, in order")
    expected = (GUTTER_WIDTH + advance, 9)
    require(s.cursor() == expected, f"caret at {s.cursor()}, tmux draws the next cell at {expected}")
    s.type_text("x")
    require(s.shows(f"┃ {EMOJI}x"), "x typed after the emoji is not drawn after them")
    require(s.cursor() == (GUTTER_WIDTH + advance + 1, 9), f"caret at {s.cursor()} after x")
    require(b"\x1b[?2027h" not in s.pipe_bytes(), "grapheme-cluster mode set on a terminal without it")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout(f"{EMOJI}x\n")
    s.expect_cooked()


@scenario("a terminal that answers no query keeps working")
def silent_terminal_keeps_working(h):
    """A terminal that answers no query (silent-terminal.py takes the queries out on the way to tmux): the box still
    starts (after the probe's timeout), keeps the wrapping contract's widths with the cursor re-placed after each
    cluster, and edits and submits as usual."""
    silent = write_script(h.work / "silent.sh", f"#!/bin/sh\nexec {shlex.quote(str(SCRIPTS / 'silent-terminal.py'))} "
                                                f"{shlex.quote(h.binary)} \"$@\"\n")
    s = h.start("silent", 40, 10, "--placeholder", PLACEHOLDER, binary=silent)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    require(b"\x1b[6n" not in s.pipe_bytes(), "a query reached the terminal")
    s.type_text(f"a{EMOJI}b")
    require(s.shows("b"), "typed text not shown")
    # The wrapping contract: each emoji 2 cells, so b ends at gutter + 1 + 8 + 1.
    require(s.cursor()[0] == GUTTER_WIDTH + 10, f"caret at {s.cursor()}, expected column 12")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout(f"a{EMOJI}b\n")
    s.expect_status(0)
    s.expect_cooked()


@scenario("bidi controls and zero-width characters are drawn as markers")
def invisible_characters_are_shown(h):
    """Bidi controls and zero-width characters are drawn as dimmed markers; the submitted text is unchanged."""
    trojan = 'if (role == "user\u202e \u2066// admin\u2069\u2066") {\u200b'
    s = h.start("invisible", 70, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.paste(trojan, buffer="trojan")
    require(s.shows("admin"), "pasted text not shown")
    s.expect_box('if (role == "user<RLO> <LRI>// admin<PDI><LRI>") {<ZWSP>')
    require("\u202e".encode() not in s.pipe_bytes(), "U+202E was written to the terminal raw")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout(trojan + "\n")
