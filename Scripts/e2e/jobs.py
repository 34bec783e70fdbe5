"""Scenarios about signals and job control: every way the tool can be ended, stopped, continued, put in the
background and brought back, alone or inside a job."""

import os
import shlex
import signal
import subprocess
import time

from harness import PLACEHOLDER, Failure, flat, poll, require, scenario, signal_number, write_script

# Every signal whose default action ends the process.
TERMINATING_SIGNALS = ("HUP", "INT", "QUIT", "TERM", "PIPE", "USR1", "USR2", "ALRM", "XCPU", "XFSZ", "VTALRM", "PROF",
                       "PWR", "SYS", "STKFLT", "IO", "RTMIN", "RTMAX", "SEGV", "ABRT", "BUS", "TRAP", "ILL", "FPE")


def terminal_modes(s):
    """The pane's terminal settings right now, as `stty -a` prints them, split into words."""
    result = subprocess.run(["stty", "-F", s.display("#{pane_tty}"), "-a"], capture_output=True, text=True,
                            check=False)
    return set(result.stdout.replace(";", " ").split())


def ends_in_cooked_mode(h, name, how, status):
    """Text typed, then the tool ended by `how` (C-c, or a signal's name): it exits with `status`, prints nothing,
    erases the box and leaves the terminal cooked."""
    s = h.start(name, 40, 10, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("some text")
    require(s.shows("some text"), "'some text' never shown")
    if how == "C-c":
        # The first Ctrl+C empties the box; the second, on the empty box, cancels.
        s.send_keys("C-c")
        require(s.shows(PLACEHOLDER), "the first Ctrl+C did not empty the box")
        s.send_keys("C-c")
    else:
        s.signal(how)
    require(s.wait_exit(), f"no exit after {how}")
    s.expect_status(status)
    require(not s.size("out"), f"stdout is not empty after {how}")
    require(s.box_height() == 0, f"the box was not erased after {how}")
    s.expect_cooked()


@scenario("Ctrl+C empties the box, then cancels (130) in cooked mode")
def cancel_with_ctrl_c(h):
    """Ctrl+C on a box holding text empties it; on the empty box it cancels with status 130, as a shell reports
    SIGINT."""
    ends_in_cooked_mode(h, "ctrl-c", "C-c", 130)


@scenario("SIGTERM leaves the terminal in cooked mode")
def sigterm_restores_terminal(h):
    """SIGTERM ends the tool by that signal with the terminal restored."""
    ends_in_cooked_mode(h, "sigterm", "TERM", 143)


@scenario("SIGHUP leaves the terminal in cooked mode")
def sighup_restores_terminal(h):
    """SIGHUP ends the tool by that signal with the terminal restored."""
    ends_in_cooked_mode(h, "sighup", "HUP", 129)


@scenario("every terminating signal restores the terminal and ends the tool by it")
def every_terminating_signal_restores_and_ends(h):
    """Every signal that ends a process: the box erased, the terminal cooked, and the process ended by that
    signal."""
    failed = []
    for name in TERMINATING_SIGNALS:
        try:
            ends_in_cooked_mode(h, f"signal-{name}", name, 128 + signal_number(name))
        except Failure as failure:
            failed.append(f"SIG{name}: {failure}")
        h.end_sessions()
    require(not failed, f"{len(failed)} of {len(TERMINATING_SIGNALS)} signals: " + "; ".join(failed) + "; ")


@scenario("SIGTSTP restores the terminal and stops, fg brings the box back")
def stop_and_continue_resume_the_box(h):
    """kill -TSTP: the terminal cooked while the tool is stopped; fg: raw mode and the box back, typing goes on."""
    s = h.start("stop-continue", 40, 10, "--placeholder", PLACEHOLDER, job_control=True)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("before")
    require(s.shows("before"), "'before' never shown")
    s.signal("TSTP")
    require(poll(lambda: s.path("stopped").exists(), 5), "the tool did not stop")
    modes = terminal_modes(s)
    require("icanon" in modes and "echo" in modes, "the terminal is not cooked while the tool is stopped")
    require(not s.screen_has("before"), "the box was not erased by the stop")
    s.path("resume").touch()
    require(s.shows("before"), "the box was not drawn again after fg")
    require("-icanon" in terminal_modes(s), "raw mode did not come back after SIGCONT")
    s.type_text(" after")
    require(s.shows("before after"), "typing after SIGCONT is not shown")
    s.send_keys("Enter")
    require(s.wait_exit(), "Enter after SIGCONT did not submit")
    s.expect_status(0)
    s.expect_stdout("before after\n")
    s.expect_cooked()


@scenario("after SIGTSTP and fg, pastes into the box are bracketed again")
def stop_and_continue_bracket_pastes_again(h):
    """The stop turns bracketed paste off with the terminal's other modes; once the box is back, a paste of exactly
    ESC [ H is text, not Home, and a pasted line break and Ctrl+G neither submit nor open the editor."""
    s = h.start("stop-paste", 40, 10, "--placeholder", PLACEHOLDER, job_control=True)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("before")
    require(s.shows("before"), "'before' never shown")
    s.signal("TSTP")
    require(poll(lambda: s.path("stopped").exists(), 5), "the tool did not stop")
    s.path("resume").touch()
    require(s.shows("before"), "the box was not drawn again after fg")
    s.paste("\x1b[H", buffer="home")
    require(s.shows("before^[[H"), "the pasted ESC [ H is not shown as text at the end")
    s.paste("a\nb\x07c", buffer="lines")
    require(s.shows("b^Gc"), "the pasted line break and Ctrl+G are not shown as text")
    s.send_keys("Enter")
    require(s.wait_exit(), "Enter after the pastes did not submit")
    s.expect_status(0)
    s.expect_stdout("before\x1b[Ha\nb\x07c\n")


@scenario("Ctrl+Z suspends like a readline program, fg resumes")
def ctrl_z_suspends_and_fg_resumes(h):
    """Ctrl+Z in the box stops the job as at a shell prompt (raw mode sends no signal of its own); fg brings it
    back."""
    s = h.start("ctrl-z", 40, 10, "--placeholder", PLACEHOLDER, job_control=True)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("kept")
    require(s.shows("kept"), "'kept' never shown")
    s.send_keys("C-z")
    require(poll(lambda: s.path("stopped").exists(), 5), "Ctrl+Z did not stop the tool")
    require(not s.screen_has("kept"), "the box was not erased by the stop")
    s.path("resume").touch()
    require(s.shows("kept"), "the box was not drawn again after fg")
    submits_after_fg(s)


def submits_after_fg(s):
    """After `fg`, the box still holds "kept": typing goes on, and Enter submits with the terminal cooked."""
    s.type_text(" too")
    s.send_keys("Enter")
    require(s.wait_exit(), "Enter after fg did not submit")
    s.expect_status(0)
    s.expect_stdout("kept too\n")
    s.expect_cooked()


def job_states(pid):
    """The states of the processes in the session of process `pid`, for a report."""
    session = subprocess.run(["ps", "-o", "sid=", "-p", str(pid)], capture_output=True, text=True).stdout.strip()
    states = subprocess.run(["ps", "-o", "stat=", "-g", session], capture_output=True, text=True).stdout
    return " ".join(states.split())


@scenario("Ctrl+Z and fg in a script, a pipeline and $(…) in a script")
def ctrl_z_in_a_job_resumes_every_time(h):
    """Ctrl+Z and fg with the tool inside a job: the line of a script run by sh, a pipeline, $(…) inside a script.
    The whole job stops (the shell reports it stopped) and fg brings back the box, where typing goes on; a try in
    which the tool stays stopped while sh runs hangs the terminal."""
    tool = shlex.quote(h.binary)
    scripts = {"script": f'#!/bin/sh\n{tool} "$@"\n',
               "pipeline": f'#!/bin/sh\n{tool} "$@" | cat\n',
               "substitution": f'#!/bin/sh\nmsg=$({tool} "$@")\nprintf "%s\\n" "$msg"\n'}
    failed = []
    for how, text in scripts.items():
        script = write_script(h.work / f"job-script-{how}", text)
        for attempt in (1, 2, 3):
            s = h.start(f"job-{how}-{attempt}", 40, 10, "--placeholder", PLACEHOLDER, job_control=True,
                        binary=script)
            if not s.shows(PLACEHOLDER):
                failed.append(f"{how} {attempt}: placeholder never shown")
            else:
                s.type_text("kept")
                s.shows("kept")
                s.send_keys("C-z")
                if not poll(lambda: s.path("stopped").exists(), 5):
                    failed.append(f"{how} {attempt}: Ctrl+Z did not stop the job")
                else:
                    s.path("resume").touch()
                    if not s.shows("kept"):
                        failed.append(f"{how} {attempt}: the box did not come back after fg (states: "
                                      f"{job_states(s.tool_pid())})")
                    else:
                        s.type_text(" too")
                        s.send_keys("Enter")
                        if not s.wait_exit():
                            failed.append(f"{how} {attempt}: Enter after fg did not end the job")
                        elif s.text("out") != "kept too":
                            failed.append(f"{how} {attempt}: stdout '{s.text('out')}'")
            # The job's own process group, which the pid file's process leads: nothing else is in it.
            try:
                os.killpg(s.tool_pid(), signal.SIGKILL)
            except (OSError, TypeError):
                pass
            h.end_sessions()
    require(not failed, f"{len(failed)} of 9 tries: " + "; ".join(failed) + "; ")


@scenario("Ctrl+Z then bg: the tool in the background draws nothing until fg")
def background_tool_does_not_draw(h):
    """Ctrl+Z, then bg: in the background the tool neither draws (a resize asks it to) nor queries the terminal; it
    stops itself until fg, which brings the box back where the cursor is."""
    s = h.start("background", 40, 10, "--placeholder", PLACEHOLDER, job_control=True)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("kept")
    require(s.shows("kept"), "'kept' never shown")
    s.send_keys("C-z")
    require(poll(lambda: s.path("stopped").exists(), 5), "Ctrl+Z did not stop the tool")
    s.path("background").touch()
    require(poll(lambda: s.path("backgrounded").exists(), 5), "bg did not run")
    written = s.size("pipe")
    s.resize(columns=30)
    time.sleep(0.5)
    require(not s.screen_has("kept"), "the tool in the background drew its box over the shell")
    require(s.size("pipe") == written,
            f"the tool in the background wrote {s.size('pipe') - written} bytes to the terminal")
    s.path("resume").touch()
    require(s.shows("kept"), "the box did not come back after fg")
    submits_after_fg(s)


@scenario("a paste stopped and continued with bg draws nothing until fg")
def background_paste_does_not_draw(h):
    """A long paste, SIGTSTP while the tool takes it in, then bg: the tool goes on in the background without drawing
    over the shell or querying the terminal (whose answers would land in the shell's input), until fg."""
    long_paste = "".join(f"line {i} with a heart \u2764\ufe0f in it\n" for i in range(20000))
    s = h.start("background-paste", 60, 10, "--placeholder", PLACEHOLDER, job_control=True)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.paste(long_paste, buffer="long")
    time.sleep(0.2)
    s.signal("TSTP")
    require(poll(lambda: s.path("stopped").exists(), 5), "SIGTSTP did not stop the tool")
    s.path("background").touch()
    require(poll(lambda: s.path("backgrounded").exists(), 5), "bg did not run")
    written = s.size("pipe")
    time.sleep(3)
    require(not s.screen_has("┃"), "the tool in the background drew its box over the shell")
    require(s.size("pipe") == written,
            f"the tool in the background wrote {s.size('pipe') - written} bytes to the terminal")
    s.path("resume").touch()
    require(poll(lambda: s.screen_has("┃"), 20), "the box did not come back after fg")
    s.settle()
    s.send_keys("C-c", "C-c")
    require(s.wait_exit(), "no exit after Ctrl+C twice")
    s.expect_status(130)
    s.expect_cooked()


@scenario("SIGSTOP then SIGCONT redraws the box where it is")
def sigstop_and_sigcont_redraw_in_place(h):
    """SIGSTOP, which no program can handle, then SIGCONT: the box is still on screen, and it is drawn again where
    it is, not a second time from the caret; Ctrl+C then leaves no row of it."""
    s = h.start("sigstop", 40, 12, "--placeholder", PLACEHOLDER)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    s.type_text("one")
    s.send_keys("M-Enter")
    s.type_text("two")
    s.send_keys("M-Enter")
    s.type_text("three")
    require(s.shows("three"), "'three' never shown")
    s.signal("STOP")
    s.signal("CONT")
    s.settle()
    actual = s.box_text()
    require(actual == "one\ntwo\nthree", f"after SIGCONT: box shows '{flat(actual)}', expected 'one⏎two⏎three'")
    require(s.cursor() == (7, 11), f"after SIGCONT the caret is at {s.cursor()}, expected 7 11")
    s.send_keys("C-c", "C-c")
    require(s.wait_exit(), "no exit after Ctrl+C twice")
    s.settle()
    left_over = [line for line in s.screen() if "┃" in line]
    require(not left_over, f"box rows left after Ctrl+C: '{'/'.join(left_over)}'")


@scenario("SIGTERM during a resize storm leaves no box rows")
def sigterm_during_resize_storm_leaves_no_box_rows(h):
    """SIGTERM while the window is being dragged through many sizes: the box erased where it really is."""
    tries = int(os.environ.get("STORM_TRIES", "3"))
    failed = []
    for attempt in range(1, tries + 1):
        s = h.start(f"resize-storm-{attempt}", 90, 20, "--placeholder", PLACEHOLDER)
        require(s.shows(PLACEHOLDER), "placeholder never shown")
        s.type_text("some text that wraps when the window gets narrow, over a few rows of the box")
        require(s.shows("the box"), "text not shown")
        for columns in (60, 30, 80, 25, 70, 20, 90, 35, 50):
            s.resize(columns=columns)
            time.sleep(0.03)
        s.signal("TERM")
        require(s.wait_exit(), f"try {attempt}: no exit after SIGTERM")
        s.settle()
        left_over = [line for line in s.screen() if "┃" in line]
        if left_over:
            failed.append(f"try {attempt} at {columns} columns: '{'⏎'.join(left_over[:3])}'")
        s.kill()
    require(not failed, f"box rows left after exit in {len(failed)} of {tries} tries: " + "; ".join(failed) + "; ")
