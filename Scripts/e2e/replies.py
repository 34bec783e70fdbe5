"""Scenarios about `chat --reply-with`: a command answers each message, its output streams above the box while the box
stays usable, Ctrl+C stops it, and messages sent meanwhile wait in a queue that can be edited."""

import subprocess
import time

from harness import PLACEHOLDER, poll, require, scenario, styled_row

# A reply that writes a word every 0.2 s, without a line break, for 20 s.
SLOW = 'i=0; while [ $i -lt 100 ]; do printf "part%d " $i; sleep 0.2; i=$((i+1)); done; echo'


def reply_groups(tool_pid):
    """The process groups of the tool's children: each reply runs in one of its own."""
    table = subprocess.run(["ps", "-eo", "pid=,pgid=,ppid="], capture_output=True, text=True).stdout
    return {int(pgid) for pid, pgid, ppid in (line.split() for line in table.splitlines()) if int(ppid) == tool_pid}


def group_alive(group):
    table = subprocess.run(["ps", "-eo", "pgid="], capture_output=True, text=True).stdout
    return any(int(line) == group for line in table.split())


def start_chat(h, name, command, columns=60, rows=16):
    s = h.start(name, columns, rows, "chat", "--placeholder", PLACEHOLDER, "--reply-with", command)
    require(s.shows(PLACEHOLDER), "placeholder never shown")
    return s


def send(s, text):
    """Types `text` and presses Enter once it shows, then waits for the box to be emptied: a line break and text after
    it in one read look pasted, and the Enter would be a line break."""
    s.type_text(text)
    require(poll(lambda: s.box_rows()[:1] == [text], 5), f"'{text}' never shown in the box: '{s.box_text()}'")
    s.send_keys("Enter")
    require(poll(lambda: s.box_rows()[:1] == [PLACEHOLDER], 5),
            f"the box was not emptied after '{text}': '{s.box_text()}'")


def end_chat(s, *keys):
    """Presses `keys` (emptying the box), then Ctrl+D, which ends the chat with status 0."""
    s.send_keys(*keys, "C-d")
    require(s.wait_exit(), "Ctrl+D on the empty box did not end the chat")
    s.expect_status(0)


@scenario("chat --reply-with cat: each reply above the box, the conversation in $EXPANDING_TEXT_TRANSCRIPT")
def reply_with_cat(h):
    """The reply command reads the message on its standard input; what it writes follows the message in the log, and
    the transcript it is given holds the messages and replies before it, as JSON lines."""
    command = 'cat; echo; echo "lines: $(wc -l < "$EXPANDING_TEXT_TRANSCRIPT")"; tail -n 1 "$EXPANDING_TEXT_TRANSCRIPT"'
    s = start_chat(h, "reply-cat", command, columns=80)
    send(s, "hello there")
    require(s.shows("lines: 1"), "the first reply never came")
    send(s, "second")
    require(s.shows("lines: 3"), "the second reply never came, or the transcript missed the first reply")
    screen = [line for line in s.screen() if line and not line.startswith("filler")]
    expected = ["› hello there", "hello there", "lines: 1", '{"role":"user","text":"hello there"}',
                "› second", "second", "lines: 3", '{"role":"user","text":"second"}']
    require(screen[:len(expected)] == expected, f"the log reads {screen}")
    end_chat(s)
    s.expect_stdout("hello there\nsecond\n")


@scenario("a slow reply streams above the box as it comes, the box stays usable, Ctrl+C stops it and keeps the chat")
def slow_reply_streams_and_stops(h):
    """Words written without a line break show above the box as they come (not at the end); typing meanwhile goes
    into the box; Ctrl+C ends the reply's process group and says so, the typed text stays, and the chat goes on."""
    s = start_chat(h, "reply-slow", SLOW)
    send(s, "go")
    require(s.shows("part3"), "the reply's words did not show as they came")
    groups = reply_groups(s.tool_pid())
    require(len(groups) == 1, f"expected one reply process group, found {groups}")
    s.type_text("typed meanwhile")
    require(s.shows("typed meanwhile", 2), "keys typed during the reply were not drawn")
    require(s.box_rows()[0] == "typed meanwhile", f"the box holds '{s.box_text()}'")
    s.send_keys("C-c")
    require(s.shows("reply stopped"), "Ctrl+C did not stop the reply")
    group = groups.pop()
    require(poll(lambda: not group_alive(group), 3), "the reply's process group outlived the stop")
    require(not s.exited(), "Ctrl+C during a reply ended the chat")
    require(s.box_rows()[0] == "typed meanwhile", f"the stop changed the box to '{s.box_text()}'")
    shown = sum(line.count("part") for line in s.screen())
    time.sleep(0.6)
    require(sum(line.count("part") for line in s.screen()) == shown, "the reply went on writing after the stop")
    s.send_keys("Enter")
    require(s.shows("› typed meanwhile"), "the chat did not send after the stop")
    s.send_keys("C-c")
    require(poll(lambda: sum("reply stopped" in line for line in s.screen()) == 2, 5), "the second reply did not stop")
    end_chat(s)


@scenario("a failing reply shows its standard error dimmed and its exit status")
def failing_reply(h):
    """A reply command that writes to standard error and exits 3: the error line is drawn dim, a line says the
    status, and the chat goes on."""
    s = start_chat(h, "reply-fails", "echo 'to stdout'; echo 'went wrong' >&2; exit 3")
    send(s, "try")
    require(s.shows("reply failed: exit status 3"), "the failure was not said")
    cells = styled_row(s, "went wrong")
    require(cells is not None, "the error line was not shown")
    require(all("2" in style for text, style in cells if text.strip()), "the error line is not dim")
    cells = styled_row(s, "to stdout")
    require(cells is not None and not any("2" in style for _, style in cells), "standard output is drawn dim")
    send(s, "again")
    require(poll(lambda: sum("reply failed" in line for line in s.screen()) == 2, 5), "the chat stopped answering")
    end_chat(s)


@scenario("a reply that floods the terminal leaves the box usable, and Ctrl+C stops it at once")
def flooding_reply(h):
    """`yes` as the reply: keys typed during the flood are drawn within a second, Ctrl+C stops it within two, and
    nothing of it runs afterwards."""
    s = start_chat(h, "reply-flood", "yes flood")
    send(s, "go")
    # While it floods, the screen never settles: look for what it shows, not for a still screen.
    require(poll(lambda: s.screen_has("flood"), 10), "the flood never showed")
    group = reply_groups(s.tool_pid()).pop()
    time.sleep(1)
    s.type_text("still here")
    require(poll(lambda: s.screen_has("still here"), 1), "keys typed during the flood were not drawn within a second")
    s.send_keys("C-c")
    require(s.shows("reply stopped", 2), "Ctrl+C did not stop the flood within two seconds")
    require(poll(lambda: not group_alive(group), 3), "the flood's process group outlived the stop")
    require(s.box_rows()[0] == "still here", f"the box holds '{s.box_text()}'")
    end_chat(s, "C-u")


@scenario("messages sent during a reply are queued, Up takes the last back to edit, and each is sent in turn")
def queued_messages(h):
    """Two messages sent while a slow reply runs show as queued; Up on the empty box takes the second back, edited it
    is queued again; when the replies end, each queued message is sent and answered in order. Ctrl+C during a reply
    puts what is queued back in the box."""
    s = start_chat(h, "reply-queue", "sleep 1.5; cat")
    send(s, "first")
    send(s, "second")
    send(s, "third")
    require(s.shows("queued › second") and s.shows("queued › third"), "the queued messages are not shown")
    s.send_keys("Up")
    require(poll(lambda: s.box_rows()[0] == "third", 2), f"Up took '{s.box_text()}' back, expected 'third'")
    require(not s.screen_has("queued › third"), "the message taken back still shows as queued")
    s.type_text(" edited")
    s.send_keys("Enter")
    require(s.shows("queued › third edited"), "the edited message was not queued")
    require(poll(lambda: sum(line.endswith("third edited") for line in s.screen()) == 2, 10),
            "the queue was not sent and answered")
    log = [line for line in s.screen() if line and not line.startswith("filler") and not line.startswith("┃")]
    expected = ["› first", "first", "› second", "second", "› third edited"]
    require(log[:len(expected)] == expected, f"the log reads {log}")
    send(s, "fourth")
    send(s, "fifth")
    require(s.shows("queued › fifth"), "the fifth message was not queued")
    s.send_keys("C-c")
    require(s.shows("reply stopped"), "Ctrl+C did not stop the reply")
    require(poll(lambda: s.box_rows()[0] == "fifth", 2), f"the queue did not come back into the box: '{s.box_text()}'")
    require(not s.screen_has("› fifth"), "a queued message was sent after the stop")
    end_chat(s, "C-u")
    s.expect_stdout("first\nsecond\nthird edited\nfourth\n")
