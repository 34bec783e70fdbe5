"""Scenarios about the composer's collapsed pastes: a long paste is one token in the box and the whole paste
everywhere the text goes (standard output, the editor)."""

from harness import PLACEHOLDER, poll, read_text, require, scenario, write_script
from editor import start_with_environment

FORTY_LINES = "\n".join(f"line {n} of the paste" for n in range(1, 41))
TOKEN = "[Pasted text #{} +40 lines]"


@scenario("--collapse-pastes: a 40-line paste is one token, and Enter prints the 40 lines")
def a_long_paste_is_one_token(h):
    """A bracketed paste of 40 lines shows as one token on one row; the text printed is the paste, exactly."""
    s = h.start("collapse", 60, 10, "--placeholder", PLACEHOLDER, "--collapse-pastes")
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.paste(FORTY_LINES, buffer="forty")
    require(s.shows(TOKEN.format(1)), f"no token in the box: '{'/'.join(s.box_rows())}'")
    s.expect_box(TOKEN.format(1))
    require(not s.screen_has("line 2 of the paste"), "the paste's lines are drawn")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout(FORTY_LINES + "\n")


@scenario("a collapsed paste: Backspace removes it whole, Ctrl+_ undoes it, Ctrl+X Ctrl+O expands it")
def a_token_is_removed_undone_and_expanded(h):
    """Backspace after the token removes all of it; Ctrl+_ right after a paste removes the paste; Ctrl+X Ctrl+O after
    the token shows the 40 lines in the box, and Enter prints them."""
    s = h.start("token-keys", 60, 14, "--placeholder", PLACEHOLDER, "--collapse-pastes", "--max-lines", "10")
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.paste(FORTY_LINES, buffer="forty")
    require(s.shows(TOKEN.format(1)), "no token after the first paste")
    s.send_keys("BSpace")
    require(s.shows(PLACEHOLDER), f"Backspace did not remove the token whole: '{'/'.join(s.box_rows())}'")
    s.paste(FORTY_LINES, buffer="forty")
    require(s.shows(TOKEN.format(2)), "no token after the second paste")
    s.send_keys("C-_")
    require(s.shows(PLACEHOLDER), f"Ctrl+_ did not remove the paste: '{'/'.join(s.box_rows())}'")
    s.paste(FORTY_LINES, buffer="forty")
    require(s.shows(TOKEN.format(3)), "no token after the third paste")
    s.send_keys("C-x", "C-o")
    require(s.shows("line 40 of the paste"), f"Ctrl+X Ctrl+O did not expand the token: '{'/'.join(s.box_rows())}'")
    require(s.box_height() == 10 and not s.screen_has("[Pasted text"), "the box does not grow to the expanded lines")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout(FORTY_LINES + "\n")


@scenario("a collapsed paste goes to $EDITOR in full and comes back as its token")
def the_editor_gets_the_whole_paste(h):
    """The editor's file holds the 40 lines, not the token; the block found again on return is a token again, and
    what the editor added stays plain text."""
    folder = h.folder("token-editor")
    editor = folder / "edit.sh"
    seen = folder / "seen"
    write_script(editor, f'#!/bin/sh\ncat "$1" >{seen}\nprintf "signed\\n" >>"$1"\n')
    s = start_with_environment(h, {"EDITOR": str(editor)}, "token-editor", 60, 10, "--placeholder", PLACEHOLDER,
                               "--collapse-pastes")
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("See: ")
    require(s.shows("See:"), "typed text never shown")
    s.paste(FORTY_LINES, buffer="forty")
    require(s.shows(TOKEN.format(1)), "no token after the paste")
    s.send_keys("C-x", "C-e")
    require(s.shows("signed"), f"the editor's text did not come back: '{'/'.join(s.box_rows())}'")
    require(poll(lambda: read_text(seen) == "See: " + FORTY_LINES, 5),
            f"the editor got {read_text(seen)[-60:]!r}, not the whole paste")
    s.expect_box("See: " + TOKEN.format(1) + "\nsigned")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("See: " + FORTY_LINES + "\nsigned\n")


@scenario("a draft keeps a collapsed paste: the file holds the lines, the next start shows the token")
def a_draft_keeps_the_token(h):
    """The draft file holds the full text (readable as ever) and the record beside it says where the paste lies; after
    a kill -9 the next start shows the token again, and a submit prints the paste and removes both files."""
    draft = h.work / "token.draft"
    arguments = ("--placeholder", PLACEHOLDER, "--collapse-pastes", "--draft", str(draft))
    s = h.start("token-draft", 60, 10, *arguments)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("See: ")
    require(s.shows("See:"), "typed text never shown")
    s.paste(FORTY_LINES, buffer="forty")
    require(s.shows(TOKEN.format(1)), "no token after the paste")
    require(poll(lambda: read_text(draft) == "See: " + FORTY_LINES, 5),
            f"the draft holds {read_text(draft)[:60]!r}, not the full text")
    record = draft.with_name(draft.name + ".elements")
    require(poll(lambda: "paste =[Pasted\\stext\\s#1\\s+40\\slines]" in read_text(record), 5),
            f"no record of the paste beside the draft: {read_text(record)!r}")
    s.signal("KILL")
    require(s.wait_exit(), "no exit after kill -9")
    s.kill()
    s = h.start("token-draft-restore", 60, 10, *arguments)
    require(s.shows(TOKEN.format(1)), f"the restored draft shows no token: '{'/'.join(s.box_rows())}'")
    s.expect_box("See: " + TOKEN.format(1))
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout("See: " + FORTY_LINES + "\n")
    require(not draft.exists() and not record.exists(), "the draft or its record is still there after the submit")


@scenario("--history keeps a collapsed paste: the file holds the lines, the next run's Up shows the token")
def the_history_keeps_the_token(h):
    """A submitted text with a collapsed paste is in the history file in full, and the record beside it lets the next
    run's Up show the token again."""
    history = h.work / "token.history"
    arguments = ("--placeholder", PLACEHOLDER, "--collapse-pastes", "--history", str(history))
    s = h.start("token-history", 60, 10, *arguments)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.paste(FORTY_LINES, buffer="forty")
    require(s.shows(TOKEN.format(1)), "no token after the paste")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout(FORTY_LINES + "\n")
    require(FORTY_LINES.replace("\n", "\\n") in read_text(history), "the history file does not hold the lines")
    s.kill()
    s = h.start("token-history-recall", 60, 10, *arguments)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.send_keys("Up")
    require(s.shows(TOKEN.format(1)), f"Up did not recall the token: '{'/'.join(s.box_rows())}'")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout(FORTY_LINES + "\n")
