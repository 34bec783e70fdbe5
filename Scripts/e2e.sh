#!/usr/bin/env bash
# End-to-end tests of `expanding-text` in a real terminal: tmux 3.3a.
#
# Builds the tool once, then runs every scenario in a fresh tmux session of a private tmux server, driving it with
# send-keys / paste-buffer and checking what a user would see (capture-pane, #{cursor_x}/#{cursor_y}), what the tool
# wrote to the terminal (pipe-pane -O), its standard output, its exit status and the terminal's mode afterwards
# (`stty -a` run in the same pane). Every wait is a bounded poll of the screen, never a blind sleep, except where a
# scenario is about time itself (the draft debounce before a kill -9).
#
# Usage: Scripts/e2e.sh [NAME...]     run all scenarios, or only those whose name contains one of the NAMEs
#        E2E_BINARY=PATH Scripts/e2e.sh [NAME...]     the same against the tool at PATH, without building
# Prints PASS name / FAIL name (reason) per scenario and ends with the line `N passed, N failed`; exits 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."

command -v tmux >/dev/null || { echo "error: tmux is required (Debian: apt-get install tmux)" >&2; exit 1; }

# E2E_BINARY runs the scenarios against another build (an older one, to see a scenario fail without its fix).
if [[ -n ${E2E_BINARY:-} ]]; then
    BIN=$E2E_BINARY
else
    echo "building expanding-text"
    if ! build_log=$(swift build --product expanding-text 2>&1); then
        printf '%s\n' "$build_log" >&2
        echo "error: the build failed" >&2
        exit 1
    fi
    BIN="$(swift build --show-bin-path)/expanding-text"
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/expanding-text-e2e.XXXXXX")"
SOCKET="e2e-$$"
tm() { tmux -L "$SOCKET" "$@"; }
cleanup() {
    tm kill-server 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT

# A server of our own: no user configuration, panes stay on screen after their command ends, no status line (so the
# pane is the whole window), nothing timed on ESC.
cat >"$WORK/tmux.conf" <<'EOF'
set -g exit-empty off
set -g remain-on-exit on
set -g status off
set -g escape-time 0
set -g history-limit 1000
EOF
tm -f "$WORK/tmux.conf" start-server

# Every box row starts with the tool's border, "┃ " (2 columns); the text area is W = columns - 1 - 2 wide (the
# wrapping contract: the last column is kept for the caret).
GUTTER_WIDTH=2
# A box row as capture-pane shows it: trailing spaces are trimmed, so an empty row is the border alone.
BOX_ROW='^[┃↑↓↕]( |$)'

PLACEHOLDER='Write a message'
# How long to wait after typing before a kill -9 for the text to be in the draft: the tool saves at most 150 ms
# after a change; the rest is margin for a busy machine.
DRAFT_WAIT=0.35

PASSED=0
FAILED=0
REASON=""
ONLY=("$@")

# MARK: - Sessions

# start NAME COLUMNS ROWS [--capture | --stdout PATH | --pipe COMMAND | --job-control] -- ARG...
# Runs the tool in a fresh session of COLUMNS x ROWS. The pane first fills the screen with numbered filler lines so
# the box is drawn on the bottom row and grows by scrolling the screen, as at a shell prompt at the bottom of a
# terminal; the box's height is then the number of gutter rows. Standard output goes to the file out, or with
# --capture into a variable as msg=$(…) does (then written to out), with --stdout to PATH (/dev/full, or /dev/tty for
# the pane itself), with --pipe into COMMAND (the tool's own status is recorded). --job-control runs the tool as a
# job of a shell with job control (its own process group, so that a stop is not discarded): when it stops, the file
# stopped appears, and creating the file resume brings it back with fg (creating background first continues it with
# bg, then the file backgrounded appears, and resume brings it back with fg). Files in $WORK/NAME: pid, out, err,
# status, stty, pipe (every byte the pane received from programs).
start() {
    local name=$1 columns=$2 rows=$3 capture=0 stdout="" through="" jobs=0
    shift 3
    case ${1:-} in
    --capture) capture=1 && shift ;;
    --stdout) stdout=$2 && shift 2 ;;
    --pipe) through=$2 && shift 2 ;;
    --job-control) jobs=1 && shift ;;
    esac
    [[ ${1:-} == -- ]] && shift
    S=$name
    D="$WORK/$name"
    mkdir -p "$D"
    local quoted tool
    quoted=$(printf ' %q' "$@")
    tool="$(printf %q "$BIN")$quoted"
    {
        echo 'cd "$(dirname "$0")"'
        echo 'until [[ -e go ]]; do sleep 0.01; done'
        echo "for ((i = 1; i < $rows; i++)); do printf 'filler %d\\n' \$i; done"
        if ((capture)); then
            # What a script does: the box on the terminal, the text in a variable.
            echo "msg=\$( ( echo \$BASHPID >pid; exec $tool 2>err ) )"
            echo 'echo $? >status.tmp'
            echo 'printf "%s" "$msg" >out'
            # What the shell would read next: input the tool left unread.
            echo 'while IFS= read -r -t 0.5 line; do printf "%s\n" "$line"; done >leftover'
        elif [[ -n $through ]]; then
            echo "( echo \$BASHPID >pid; exec $tool 2>err ) | $through"
            echo 'echo ${PIPESTATUS[0]} >status.tmp'
        elif ((jobs)); then
            echo 'set -m'
            echo "( echo \$BASHPID >pid; exec $tool >out 2>err )"
            echo 'status=$?'
            echo 'while ((status == 148)); do'
            echo '    touch stopped; until [[ -e resume || -e background ]]; do sleep 0.02; done'
            echo '    if [[ -e background ]]; then'
            echo '        bg >/dev/null; touch backgrounded; until [[ -e resume ]]; do sleep 0.02; done'
            echo '    fi'
            echo '    rm -f stopped resume background backgrounded'
            echo '    fg >/dev/null; status=$?'
            echo 'done'
            echo 'echo $status >status.tmp'
        elif [[ -n $stdout ]]; then
            echo "( echo \$BASHPID >pid; exec $tool >$(printf %q "$stdout") 2>err )"
            echo 'echo $? >status.tmp'
        else
            echo "( echo \$BASHPID >pid; exec $tool >out 2>err )"
            echo 'echo $? >status.tmp'
        fi
        echo 'stty -a >stty'
        # The status file last: its presence means everything is written. The pane stays alive, so tmux still
        # reports the terminal modes the tool left behind.
        echo 'mv status.tmp status'
        echo 'exec sleep 600'
    } >"$D/run.sh"
    tm new-session -d -s "$S" -x "$columns" -y "$rows" "bash --noprofile --norc $D/run.sh"
    tm pipe-pane -O -t "$S" "cat >$D/pipe"
    touch "$D/go"
}

# The screen, one line per row, trailing spaces removed.
screen() { tm capture-pane -p -t "$S" | sed 's/[[:space:]]*$//'; }
cursor() { tm display-message -p -t "$S" '#{cursor_x} #{cursor_y}'; }
pane() { tm display-message -p -t "$S" "$1"; }
send() { tm send-keys -t "$S" "$@"; }
type_text() { tm send-keys -t "$S" -l -- "$1"; }
# Sends raw bytes, given as a printf format (e.g. '\\e[200~'), exactly as a terminal would deliver them.
send_raw() { tm send-keys -t "$S" -H $(printf "$1" | od -An -v -tx1); }
tool_pid() { cat "$D/pid" 2>/dev/null; }

# poll TIMEOUT_SECONDS COMMAND...: runs COMMAND every 20 ms until it succeeds; fails after the timeout.
poll() {
    local timeout=$1 tries
    shift
    tries=$((timeout * 50))
    while ((tries-- > 0)); do
        "$@" && return 0
        sleep 0.02
    done
    return 1
}

# Waits until the screen and cursor stop changing: the same for 5 polls in a row (100 ms), at most 5 s.
settle() {
    local previous="" current same=0 tries=250
    while ((tries-- > 0)); do
        current="$(screen)
$(cursor)"
        if [[ $current == "$previous" ]]; then
            ((++same >= 5)) && return 0
        else
            same=0
            previous=$current
        fi
        sleep 0.02
    done
    return 1
}

screen_has() { screen | grep -qF -- "$1"; }
# Waits for TEXT on screen, then for the screen to settle.
wait_for() { poll 10 screen_has "$1" && settle; }
exited() { [[ -s $D/status ]]; }
wait_exit() { poll 10 exited; }

# The box's rows as text (gutter removed), from the screen.
box_rows() { screen | grep -E "$BOX_ROW" | sed -E "s/$BOX_ROW//"; }
box_height() { screen | grep -cE "$BOX_ROW"; }
# 0-based screen row of the first box row.
box_top() { screen | grep -nE "$BOX_ROW" | head -1 | cut -d: -f1 | awk '{ print $1 - 1 }'; }
# The visual lines of TEXT at WIDTH, as the tool's own layout command computes them, trailing spaces removed.
layout_lines() { printf '%s' "$2" | "$BIN" layout --width "$1" | sed 's/[[:space:]]*$//'; }
content_lines() { printf '%s' "$2" | "$BIN" layout --width "$1" --json | sed 's/.*"contentLines":\([0-9]*\).*/\1/'; }

fail() {
    REASON=$1
    return 1
}

# The last lines of what happened, for a failure report.
dump() {
    {
        echo "    --- screen ($(cursor | sed 's/ /,/'))"
        screen | sed 's/^/    |/'
        for file in out err status; do
            [[ -s $D/$file ]] && echo "    --- $file" && sed 's/^/    |/' "$D/$file" | head -20
        done
    } >&2
}

# run NAME FUNCTION: one scenario, reported as PASS/FAIL; its session is killed afterwards.
run() {
    local name=$1 function=$2 pattern selected=$((${#ONLY[@]} == 0))
    for pattern in "${ONLY[@]}"; do [[ $name == *"$pattern"* ]] && selected=1; done
    ((selected)) || return 0
    REASON=""
    S=""
    if "$function"; then
        echo "PASS $name"
        PASSED=$((PASSED + 1))
    else
        echo "FAIL $name (${REASON:-no reason given})"
        FAILED=$((FAILED + 1))
        [[ -n $S ]] && dump
    fi
    if [[ -n $S ]]; then
        local pid
        pid=$(tool_pid)
        [[ -n $pid ]] && kill -KILL "$pid" 2>/dev/null
        tm kill-session -t "$S" 2>/dev/null
    fi
}

# Checks the box shows exactly LINES (newline-separated, trailing spaces ignored).
expect_box() {
    local expected=$1 actual
    actual=$(box_rows)
    [[ $actual == "$expected" ]] || fail "box shows '${actual//$'\n'/⏎}', expected '${expected//$'\n'/⏎}'"
}

# Checks the terminal is in cooked mode after the tool ended: canonical input and echo on.
expect_cooked() {
    [[ -s $D/stty ]] || fail "no stty output" || return 1
    grep -qE '(^| )icanon( |$)' "$D/stty" || fail "icanon is off after exit" || return 1
    grep -qE '(^| )echo( |$)' "$D/stty" || fail "echo is off after exit" || return 1
    grep -qE '(^| )icrnl( |$)' "$D/stty" || fail "icrnl is off after exit" || return 1
    local mode
    mode=$(pane '#{cursor_flag} #{wrap_flag} #{alternate_on} #{insert_flag} #{keypad_cursor_flag} #{mouse_any_flag}')
    [[ $mode == "1 1 0 0 0 0" ]] ||
        fail "terminal modes cursor/autowrap/alternate/insert/keypad/mouse are '$mode', expected '1 1 0 0 0 0'" ||
        return 1
    # tmux has no format for bracketed paste or modifyOtherKeys: the last setting the tool wrote must be the reset.
    local last
    last=$(grep -aoE $'\e\[\?2004[hl]' "$D/pipe" | tail -1)
    [[ -z $last || $last == $'\e[?2004l' ]] || fail "bracketed paste left on" || return 1
    last=$(grep -aoE $'\e\[>4(;1)?m' "$D/pipe" | tail -1)
    [[ -z $last || $last == $'\e[>4m' ]] || fail "modifyOtherKeys left on" || return 1
    last=$(grep -aoE $'\e\[\?1036[hl]' "$D/pipe" | tail -1)
    [[ -z $last || $last == $'\e[?1036l' ]] || fail "xterm's metaSendsEscape left on" || return 1
    last=$(grep -aoE $'\e\[\?1000[hl]' "$D/pipe" | tail -1)
    [[ -z $last || $last == $'\e[?1000l' ]] || fail "mouse tracking left on"
}

expect_status() {
    local status
    status=$(cat "$D/status")
    [[ $status == "$1" ]] || fail "exit status $status, expected $1"
}

expect_stdout() {
    local expected=$1 actual
    actual=$(od -An -c "$D/out")
    [[ "$(cat "$D/out"; echo x)" == "$expected"x ]] ||
        fail "stdout is '$(tr '\n' '⏎' <"$D/out")' (bytes:$actual), expected '${expected//$'\n'/⏎}'"
}

# MARK: - Scenarios

box_starts_at_minimum() {
    start min 40 12 -- --min-lines 3 --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    [[ $(box_height) == 3 ]] || fail "box is $(box_height) rows, expected 3" || return 1
    [[ $(box_top) == 9 ]] || fail "box starts on row $(box_top), expected 9 (at the bottom)" || return 1
    [[ $(cursor) == "$GUTTER_WIDTH 9" ]] || fail "cursor at $(cursor), expected $GUTTER_WIDTH 9 (start of the box)"
}

grows_one_line_per_wrapped_line() {
    local columns=30 width text="" word piece lines
    width=$((columns - 1 - GUTTER_WIDTH))
    start grow $columns 12 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    [[ $(box_height) == 1 ]] || fail "empty box is $(box_height) rows, expected 1" || return 1
    for word in The quick brown fox jumps over the lazy dog and keeps running far away; do
        piece="${text:+ }$word"
        text+=$piece
        type_text "$piece"
        lines=$(content_lines $width "$text")
        poll 5 eval '[[ $(box_height) == '"$lines"' && "$(box_rows | tail -1)" == *'"$word"' ]]' && settle ||
            fail "after '$text' the box is $(box_height) rows, expected $lines" || return 1
        [[ $(cursor | cut -d' ' -f2) == 11 ]] || fail "caret not on the last row: $(cursor)" || return 1
    done
    ((lines >= 3)) || fail "the text wrapped only to $lines lines" || return 1
    expect_box "$(layout_lines $width "$text")"
}

stops_at_maximum_and_scrolls() {
    local columns=30 width
    width=$((columns - 1 - GUTTER_WIDTH))
    start max $columns 12 -- --max-lines 3 --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    local line
    for line in one two three four five six; do
        type_text "line $line"
        [[ $line != six ]] && send C-j
    done
    wait_for "line six" || fail "last line not shown" || return 1
    [[ $(box_height) == 3 ]] || fail "box is $(box_height) rows at the maximum, expected 3" || return 1
    expect_box $'line four\nline five\nline six' || return 1
    [[ $(cursor) == "$((GUTTER_WIDTH + 8)) 11" ]] || fail "caret at $(cursor), expected after 'line six'" || return 1
    send Up Up Up Up Up
    wait_for "line one" || fail "moving up did not scroll to the first line" || return 1
    expect_box $'line one\nline two\nline three' || return 1
    [[ $(cursor | cut -d' ' -f2) == 9 ]] || fail "caret at $(cursor), expected on the box's first row" || return 1
    send End Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout $'line one\nline two\nline three\nline four\nline five\nline six\n'
}

shrinks_back_after_deleting() {
    start shrink 30 12 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "a"
    send C-j
    type_text "b"
    send C-j
    type_text "c"
    send C-j
    type_text "d"
    wait_for "d" || return 1
    [[ $(box_height) == 4 ]] || fail "box is $(box_height) rows with 4 lines, expected 4" || return 1
    send BSpace BSpace BSpace BSpace BSpace BSpace BSpace
    wait_for "$PLACEHOLDER" || fail "placeholder not back after deleting everything" || return 1
    [[ $(box_height) == 1 ]] || fail "box is $(box_height) rows after deleting, expected 1" || return 1
    local top below
    top=$(box_top)
    below=$(screen | tail -n +$((top + 2)) | grep -c .)
    ((below == 0)) || fail "$below rows left over below the shrunk box" || return 1
    [[ $(cursor) == "$GUTTER_WIDTH $top" ]] || fail "caret at $(cursor), expected $GUTTER_WIDTH $top"
}

placeholder_shows_when_empty() {
    start placeholder 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder not shown at start" || return 1
    type_text "x"
    poll 5 eval '! screen_has "$PLACEHOLDER"' && settle || fail "placeholder still shown with text" || return 1
    expect_box "x" || return 1
    send BSpace
    wait_for "$PLACEHOLDER" || fail "placeholder not shown after deleting the text"
}

enter_submits_exact_text() {
    start submit 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "Hello 世界, ça va?"
    send C-j
    type_text "emoji 👍🏽 ❤️ 🇫🇷 👨‍👩‍👧"
    send C-j C-j
    type_text "  last line  "
    wait_for "last line" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_status 0 || return 1
    expect_stdout $'Hello 世界, ça va?\nemoji 👍🏽 ❤️ 🇫🇷 👨‍👩‍👧\n\n  last line  \n' || return 1
    [[ $(box_height) == 0 ]] || fail "the box was not erased on submit" || return 1
    expect_cooked
}

alt_enter_and_ctrl_j_insert_newlines() {
    start newlines 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "alt"
    send M-Enter
    type_text "ctrl"
    send C-j
    type_text "end"
    wait_for "end" || return 1
    expect_box $'alt\nctrl\nend' || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout $'alt\nctrl\nend\n'
}

bracketed_paste_shows_escapes_as_symbols() {
    start paste 60 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    # Set the title, switch to the alternate screen, colour red, ring the bell: all must arrive as text.
    local payload=$'A\e]0;PWNED\aB\e[?1049hC\e[31mD\e[2JE'
    tm set-buffer -b evil -- "$payload"
    tm paste-buffer -p -b evil -t "$S"
    wait_for "E" || fail "pasted text not shown" || return 1
    expect_box 'A^[]0;PWNED^GB^[[?1049hC^[[31mD^[[2JE' || return 1
    [[ $(pane '#{alternate_on}') == 0 ]] || fail "the paste switched to the alternate screen" || return 1
    [[ $(pane '#{pane_title}') != PWNED ]] || fail "the paste set the window title" || return 1
    local raw
    for raw in $'\e]0;PWNED' $'\e[?1049h' $'\e[31m' $'\e[2J'; do
        if grep -qF -- "$raw" "$D/pipe"; then
            fail "the terminal received '${raw//$'\e'/ESC}' raw"
            return 1
        fi
    done
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout "$payload"$'\n'
}

paste_with_newlines_is_one_edit() {
    start paste-lines 40 12 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    tm set-buffer -b lines -- $'first\nsecond'
    tm paste-buffer -p -b lines -t "$S" # tmux turns each LF into CR; the tool reads a pasted CR as LF
    wait_for "second" || fail "pasted text not shown" || return 1
    tm set-buffer -b crlf -- $'\r\nthird\r\nfourth'
    tm paste-buffer -p -r -b crlf -t "$S" # -r: sent as is; the tool reads a pasted CR LF as LF
    wait_for "fourth" || fail "second paste not shown" || return 1
    expect_box $'first\nsecond\nthird\nfourth' || return 1
    send C-_ # one paste is one undo step
    poll 5 eval '! screen_has fourth' && settle || fail "undo did not remove the second paste" || return 1
    expect_box $'first\nsecond' || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout $'first\nsecond\n'
}

# ends_in_cooked_mode NAME HOW STATUS
ends_in_cooked_mode() {
    local name=$1 how=$2 status=$3
    start "$name" 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "some text"
    wait_for "some text" || return 1
    case $how in
    C-c) send C-c ;;
    *) kill "-$how" "$(tool_pid)" ;;
    esac
    wait_exit || fail "no exit after $how" || return 1
    expect_status "$status" || return 1
    [[ ! -s $D/out ]] || fail "stdout is not empty after $how" || return 1
    [[ $(box_height) == 0 ]] || fail "the box was not erased after $how" || return 1
    expect_cooked
}
cancel_with_ctrl_c() { ends_in_cooked_mode ctrl-c C-c 130; }
sigterm_restores_terminal() { ends_in_cooked_mode sigterm TERM 143; }
sighup_restores_terminal() { ends_in_cooked_mode sighup HUP 129; }

ctrl_d_on_empty_cancels() {
    start ctrl-d 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    send C-d
    wait_exit || fail "no exit after Ctrl+D" || return 1
    expect_status 130 || return 1
    [[ ! -s $D/out ]] || fail "stdout is not empty after a cancel" || return 1
    expect_cooked
}

resize_rewraps() {
    local text="Resizing the terminal re-wraps the text of the box to the new width without garbage."
    start resize 50 14 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "$text"
    wait_for "garbage." || fail "text not shown" || return 1
    expect_box "$(layout_lines $((50 - 1 - GUTTER_WIDTH)) "$text")" || return 1
    local columns expected stray
    for columns in 30 20 64 25; do
        tm resize-window -t "$S" -x $columns
        expected=$(layout_lines $((columns - 1 - GUTTER_WIDTH)) "$text")
        poll 5 eval '[[ "$(box_rows)" == "$expected" ]]' && settle
        expect_box "$expected" || fail "at $columns columns: $REASON" || return 1
        # No garbage: every row is filler, box or blank.
        stray=$(screen | grep -vE "$BOX_ROW" | grep -v '^filler [0-9]*$' | grep -c .)
        ((stray == 0)) || fail "$stray stray rows after resizing to $columns columns" || return 1
    done
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout "$text"$'\n'
}

kill_9_keeps_draft() {
    local draft="$WORK/kill-9.draft"
    start kill-9 40 10 -- --placeholder "$PLACEHOLDER" --draft "$draft"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "typed well before the kill"
    wait_for "the kill" || return 1
    # Time itself is what this scenario is about: wait the debounce (and margin) from when the text was on screen.
    sleep $DRAFT_WAIT
    type_text " and just before"
    kill -KILL "$(tool_pid)"
    wait_exit || fail "no exit after kill -9" || return 1
    [[ -f $draft ]] || fail "no draft file after kill -9" || return 1
    local saved
    saved=$(cat "$draft")
    [[ $saved == "typed well before the kill"* ]] || fail "draft holds '$saved'" || return 1
    [[ $(stat -c %a "$draft") == 600 ]] || fail "draft mode is $(stat -c %a "$draft"), expected 600" || return 1
    tm kill-session -t "$S"

    # The next start restores it; a submit removes it.
    start kill-9-restore 40 10 -- --placeholder "$PLACEHOLDER" --draft "$draft" --value "ignored"
    wait_for "the kill" || fail "draft not restored at the next start" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout "$saved"$'\n' || return 1
    [[ ! -e $draft ]] || fail "draft still there after the submit"
}

chat_prints_messages_above_the_box() {
    start chat 40 12 -- chat --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    send Enter
    type_text "  "
    send Enter
    settle
    screen_has "›" && fail "an empty or blank message was sent" && return 1
    send BSpace BSpace
    type_text "hello"
    send Enter
    wait_for "$PLACEHOLDER" || fail "box not reset after the first message" || return 1
    type_text "second"
    send C-j
    type_text "message 世界"
    send Enter
    poll 5 screen_has "message 世界" && wait_for "$PLACEHOLDER" || fail "box not reset after the second message" ||
        return 1
    local log
    log=$(screen | grep -v '^filler' | grep -vE "$BOX_ROW" | grep .)
    # Each message after a marker, its further lines indented: two messages and one of two lines look different.
    [[ $log == $'› hello\n› second\n  message 世界' ]] || fail "chat log shows '${log//$'\n'/⏎}'" || return 1
    [[ $(box_height) == 1 ]] || fail "box is $(box_height) rows after sending, expected 1" || return 1
    [[ $(screen | grep -nE "$BOX_ROW" | cut -d: -f1) -gt $(screen | grep -n "^  message" | cut -d: -f1) ]] ||
        fail "the box is not below the log" || return 1
    send C-d
    wait_exit || fail "Ctrl+D on an empty box did not end the chat" || return 1
    expect_status 0 || return 1
    # Standard output is a file here, not the terminal: it gets every message too.
    expect_stdout $'hello\nsecond\nmessage 世界\n' || return 1
    expect_cooked
}

chat_ctrl_c_exits_0() {
    start chat-ctrl-c 40 10 -- chat --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "unsent"
    wait_for "unsent" || return 1
    send C-c
    wait_exit || fail "Ctrl+C did not end the chat" || return 1
    expect_status 0 || return 1
    expect_cooked
}

command_substitution_captures_text() {
    start capture 40 10 --capture -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown: the box must go to /dev/tty, not stdout" || return 1
    type_text "captured 📦"
    wait_for "captured" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_status 0 || return 1
    expect_stdout "captured 📦" # $(…) removes the final newline
}

no_terminal_is_an_error() {
    D="$WORK/no-terminal"
    mkdir -p "$D"
    setsid -w "$BIN" --placeholder x </dev/null >"$D/out" 2>"$D/err"
    local status=$?
    ((status == 1)) || fail "exit status $status without a terminal, expected 1" || return 1
    [[ ! -s $D/out ]] || fail "stdout is not empty" || return 1
    grep -q '^error: .*terminal' "$D/err" || fail "stderr is '$(cat "$D/err")'"
}

bad_arguments_exit_2() {
    D="$WORK/bad-arguments"
    mkdir -p "$D"
    "$BIN" --max-lines x </dev/null >"$D/out" 2>"$D/err"
    local status=$?
    ((status == 2)) || fail "exit status $status, expected 2" || return 1
    [[ ! -s $D/out ]] || fail "stdout is not empty" || return 1
    [[ $(head -1 "$D/err") == "error: --max-lines must be a whole number ≥ --min-lines (1), got 'x'" ]] ||
        fail "first line is '$(head -1 "$D/err")'" || return 1
    grep -q '^usage: expanding-text' "$D/err" || fail "no usage on stderr"
}

# MARK: - Scenarios: nothing lost, nothing executed

# A submit whose text cannot be written keeps the draft, holding the text, and says why (exit 1); a closed pipe ends
# the tool by SIGPIPE (141), as a shell expects, also with the draft kept.
submit_to_full_disk_keeps_draft() {
    local draft="$WORK/full.draft"
    start full 40 10 --stdout /dev/full -- --placeholder "$PLACEHOLDER" --draft "$draft"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "keep me safe"
    wait_for "keep me safe" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_status 1 || return 1
    [[ $(cat "$D/err") == "error: could not write the text to standard output: No space left on device (the text is kept in the draft file '$draft')" ]] ||
        fail "stderr is '$(cat "$D/err")'" || return 1
    [[ $(cat "$draft" 2>/dev/null) == "keep me safe" ]] || fail "the draft holds '$(cat "$draft" 2>/dev/null)'" ||
        return 1
    expect_cooked
}

submit_to_closed_pipe_keeps_draft() {
    local draft="$WORK/pipe.draft"
    start closed-pipe 40 10 --pipe "head -c0" -- --placeholder "$PLACEHOLDER" --draft "$draft"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "still here"
    wait_for "still here" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_status 141 || return 1
    [[ $(cat "$draft" 2>/dev/null) == "still here" ]] || fail "the draft holds '$(cat "$draft" 2>/dev/null)'" ||
        return 1
    [[ $(cat "$D/err") == "error: could not write the text to standard output: Broken pipe (the text is kept in the draft file '$draft')" ]] ||
        fail "stderr is '$(cat "$D/err")'" || return 1
    expect_cooked
}

# The same without --draft: the text is kept in a rescue file, and the tool still ends by SIGPIPE.
submit_to_closed_pipe_rescues_the_text() {
    local state="$WORK/pipe-state" tool rescued
    tool=$(wrapped pipe-rescue "export XDG_STATE_HOME=$(printf %q "$state")")
    BIN=$tool start closed-pipe-rescue 40 10 --pipe "head -c0" -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "nobody reads"
    wait_for "nobody reads" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_status 141 || return 1
    rescued=$(ls "$state"/expanding-text/rescued-*.txt 2>/dev/null)
    [[ -n $rescued && $(cat "$rescued") == "nobody reads" ]] || fail "no rescue file holds the text: '$(cat "$D/err")'" ||
        return 1
    [[ $(cat "$D/err") == *"Broken pipe (the text is kept in '$rescued')" ]] || fail "stderr is '$(cat "$D/err")'" ||
        return 1
    expect_cooked
}

chat_to_full_disk_keeps_message() {
    local draft="$WORK/chat-full.draft"
    start chat-full 40 10 --stdout /dev/full -- chat --placeholder "$PLACEHOLDER" --draft "$draft"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "first message"
    wait_for "first message" || return 1
    send Enter
    wait_exit || fail "the chat went on after a message could not be written" || return 1
    expect_status 1 || return 1
    grep -q "^error: could not write the text to standard output: No space left on device" "$D/err" ||
        fail "stderr is '$(cat "$D/err")'" || return 1
    [[ $(cat "$draft" 2>/dev/null) == "first message" ]] || fail "the draft holds '$(cat "$draft" 2>/dev/null)'" ||
        return 1
    expect_cooked
}

# Standard output on the terminal itself: what was typed is shown, never executed.
submit_to_terminal_shows_escapes() {
    start stdout-tty 60 10 --stdout /dev/tty -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    tm set-buffer -b title -- $'say \e]0;PWNED and \e[?1049h done'
    tm paste-buffer -p -b title -t "$S"
    wait_for "done" || fail "pasted text not shown" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_status 0 || return 1
    screen_has 'say ^[]0;PWNED^G and ^[[?1049h done' || fail "the text is not shown with symbols" || return 1
    [[ $(pane '#{pane_title}') != PWNED ]] || fail "the submitted text set the window title" || return 1
    [[ $(pane '#{alternate_on}') == 0 ]] || fail "the submitted text switched to the alternate screen"
}

# A clipboard with its own end marker, a CR, 20,000 spaces and a command, pasted into msg=$(…): nothing is submitted
# until the user presses Enter, and nothing is left for the shell to run.
hostile_paste_reaches_neither_submit_nor_shell() {
    local spaces
    spaces=$(printf '%20000s' '')
    start hostile-paste 60 12 --capture -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    # Too long for a tmux command line: loaded from a file.
    printf '%s' "harmless"$'\e[201~\r'"$spaces"$'\rtouch pwned\r' >"$D/clipboard"
    tm load-buffer -b hostile "$D/clipboard"
    tm paste-buffer -p -b hostile -t "$S"
    wait_for "touch pwned" || fail "the pasted text is not in the box" || return 1
    ! exited || fail "the paste submitted the box" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_status 0 || return 1
    expect_stdout "harmless"$'\n'"$spaces"$'\ntouch pwned' || return 1
    [[ ! -s $D/leftover ]] || fail "the shell was left '$(head -c 80 "$D/leftover")'" || return 1
    [[ ! -e $D/pwned ]] || fail "the paste ran a command"
}

# A 53 KB paste with a forged end marker, a CR and a command every 40 lines, arriving in pieces with pauses between
# them as over a slow link, into msg=$(…): nothing is submitted until the user presses Enter, whatever the pauses
# (all shorter than the quiet window), and nothing is left for the shell.
paste_in_pieces_over_a_slow_link() {
    local pieces gap
    python3 -c '
import sys
body = "\x1b[200~"
for line in range(1, 1201):
    body += "line %d of the pasted text\r" % line
    if line % 40 == 0:
        body += "\x1b[201~\rtouch pwned\r"
sys.stdout.write(body + "\x1b[201~")' >"$WORK/slow-paste"
    for pieces in "14000 80" "300 50" "300 100" "4096 300" "2000 420"; do
        read -r size gap <<<"$pieces"
        start "slow-paste-$size-$gap" 60 12 --capture -- --placeholder "$PLACEHOLDER"
        wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
        python3 Scripts/lib/send_pieces.py "$SOCKET" "$S" "$WORK/slow-paste" "$size" "$gap" || return 1
        wait_for "line 1200 of the pasted text" || fail "the paste in $size-byte pieces is not in the box" || return 1
        sleep 0.6
        ! exited || fail "the paste in $size-byte pieces ${gap} ms apart submitted the box" || return 1
        send Enter
        wait_exit || fail "no exit after Enter" || return 1
        expect_status 0 || return 1
        [[ $(grep -c '^touch pwned$' "$D/out") == 30 ]] || fail "the submitted text lost pasted lines" || return 1
        [[ ! -s $D/leftover ]] || fail "the shell was left '$(head -c 80 "$D/leftover")'" || return 1
        tm kill-session -t "$S"
    done
}

# An end marker with no paste begun proves its read was pasted: `hello`, a forged end marker, a CR and a command in
# one write submit nothing.
a_stray_end_marker_makes_its_read_a_paste() {
    start stray-end-marker 40 10 --capture -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    send_raw 'hello\e[201~\rtouch x\r'
    wait_for "touch x" || fail "the text is not in the box" || return 1
    sleep 0.6
    ! exited || fail "the read with a stray end marker submitted the box" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout $'hello\ntouch x' || return 1
    [[ ! -s $D/leftover ]] || fail "the shell was left '$(head -c 80 "$D/leftover")'"
}

# A paste whose end marker never comes: Ctrl+C still cancels at once, and after a pause keys are keys again.
unterminated_paste_never_hangs() {
    start open-paste 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    send_raw '\e[200~stuck'
    send C-c
    poll 1 exited || fail "Ctrl+C did not cancel within a second inside an open paste" || return 1
    expect_status 130 || return 1
    expect_cooked || return 1
    tm kill-session -t "$S"

    start open-paste-then-keys 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    send_raw '\e[200~pasted'
    wait_for "pasted" || fail "the open paste was not inserted after a pause" || return 1
    type_text " typed"
    wait_for "pasted typed" || return 1
    send Enter
    wait_exit || fail "Enter after an open paste did not submit" || return 1
    expect_stdout $'pasted typed\n'
}

# Every signal that ends a process: the box erased, the terminal cooked, and the process ended by that signal.
every_terminating_signal_restores_and_ends() {
    local signals=(HUP INT QUIT TERM PIPE USR1 USR2 ALRM XCPU XFSZ VTALRM PROF PWR SYS STKFLT IO RTMIN RTMAX SEGV ABRT
        BUS TRAP ILL FPE)
    local signal number failed=()
    for signal in "${signals[@]}"; do
        number=$(kill -l "$signal")
        ends_in_cooked_mode "signal-$signal" "$signal" $((128 + number)) || failed+=("SIG$signal: $REASON")
        kill -KILL "$(tool_pid)" 2>/dev/null
        tm kill-session -t "$S"
    done
    S=""
    ((${#failed[@]} == 0)) || fail "${#failed[@]} of ${#signals[@]} signals: $(printf '%s; ' "${failed[@]}")"
}

# kill -TSTP: the terminal cooked while the tool is stopped; fg: raw mode and the box back, typing goes on.
stop_and_continue_resume_the_box() {
    start stop-continue 40 10 --job-control -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "before"
    wait_for "before" || return 1
    kill -TSTP "$(tool_pid)"
    poll 5 eval '[[ -e $D/stopped ]]' || fail "the tool did not stop" || return 1
    local modes
    modes=$(stty -F "$(pane '#{pane_tty}')" -a)
    grep -qE '(^| )icanon( |$)' <<<"$modes" && grep -qE '(^| )echo( |$)' <<<"$modes" ||
        fail "the terminal is not cooked while the tool is stopped" || return 1
    ! screen_has "before" || fail "the box was not erased by the stop" || return 1
    touch "$D/resume"
    wait_for "before" || fail "the box was not drawn again after fg" || return 1
    modes=$(stty -F "$(pane '#{pane_tty}')" -a)
    grep -qE '(^| )-icanon( |$)' <<<"$modes" || fail "raw mode did not come back after SIGCONT" || return 1
    type_text " after"
    wait_for "before after" || fail "typing after SIGCONT is not shown" || return 1
    send Enter
    wait_exit || fail "Enter after SIGCONT did not submit" || return 1
    expect_status 0 || return 1
    expect_stdout $'before after\n' || return 1
    expect_cooked
}

# The window gets shorter than the box in one step: the box is clipped to the rows that fit with the caret line
# shown, every key is drawn, and growing back draws one clean frame (tmux brings back the rows it pushed into its
# history; they must not stand as a second copy).
height_shrink_in_one_step_and_back() {
    start shrink 80 24 -- --max-lines 8
    poll 10 eval '[[ $(box_height) -ge 1 ]]' || fail "box never shown" || return 1
    printf 'l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\nl11\nl12' | tm load-buffer -
    tm paste-buffer -p -t "$S"
    wait_for "l12" || return 1
    local height expected written
    for height in 4 3 1; do
        # One step at a time, as a user would resize: the next only once the box was drawn for this one.
        written=$(stat -c %s "$D/pipe")
        tm resize-window -t "$S" -y "$height"
        poll 5 eval '(($(stat -c %s "$D/pipe") > written))' || fail "no redraw at $height rows" || return 1
        settle
        expected=$(printf 'l%s\n' $(seq $((13 - height)) 12) | head -c -1)
        poll 5 eval '[[ $(box_rows) == "$expected" ]]' ||
            fail "at $height rows the box shows '$(box_rows | tr '\n' '⏎')'" || return 1
        [[ $(cursor) == "5 $((height - 1))" ]] || fail "at $height rows the caret is at $(cursor)" || return 1
    done
    type_text "X"
    poll 5 eval '[[ $(box_rows) == "l12X" ]]' || fail "a key at 1 row was not drawn with the box" || return 1
    tm resize-window -t "$S" -y 24
    expected=$(printf 'l%s\n' $(seq 5 11); printf 'l12X')
    poll 5 eval '[[ $(box_rows) == "$expected" ]]' ||
        fail "growing back shows '$(box_rows | tr '\n' '⏎')', expected one frame of l5 to l12X" || return 1
    [[ $(screen | grep -c 'l12X') == 1 ]] || fail "growing back left a second copy of the box" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout "$(printf 'l%s\n' $(seq 1 11))"$'\nl12X\n'
}

# Enter on an empty or blank text rings the bell instead of submitting, so msg=$(expanding-text) && git commit
# never commits an empty message; --allow-empty lets it through; Ctrl+D on an empty box still cancels.
blank_texts_are_not_submitted() {
    start blank 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    send Enter
    type_text "   "
    send C-j Enter
    settle
    exited && fail "a blank text was submitted" && return 1
    grep -aq $'\a' "$D/pipe" || fail "no bell for the refused submit" || return 1
    send BSpace BSpace BSpace BSpace
    type_text "ok"
    send Enter
    wait_exit || fail "a text with content was not submitted" || return 1
    expect_stdout $'ok\n' || return 1
    tm kill-session -t "$S"
    start blank-allowed 40 10 -- --allow-empty --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown with --allow-empty" || return 1
    send Enter
    wait_exit || fail "--allow-empty did not let an empty text through" || return 1
    expect_status 0 || return 1
    expect_stdout $'\n' || return 1
    tm kill-session -t "$S"
    start blank-cancel 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    send C-d
    wait_exit || fail "Ctrl+D on an empty box did not cancel" || return 1
    expect_status 130
}

# A paste from a terminal without bracketed paste arrives as typed keys (tmux paste-buffer without -p): its line
# breaks must not submit, and it undoes in one step.
unbracketed_paste_does_not_submit() {
    start unbracketed 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    printf 'first line\nsecond line\nthird' | tm load-buffer -b plain -
    tm paste-buffer -b plain -t "$S"
    wait_for "third" || fail "the paste was not shown" || return 1
    exited && fail "the paste's first line break submitted" && return 1
    expect_box $'first line\nsecond line\nthird' || return 1
    send C-_
    poll 5 eval '[[ $(box_height) == 1 ]] && ! screen_has "first line"' ||
        fail "Ctrl+_ did not undo the whole paste at once" || return 1
    tm paste-buffer -b plain -t "$S"
    wait_for "third" || return 1
    send Enter
    wait_exit || fail "Enter after the paste did not submit" || return 1
    expect_stdout $'first line\nsecond line\nthird\n'
}

# At the maximum the gutter says where lines are hidden (↑ above the first row, ↓ below the last); near the
# character limit the last row counts down, a refused key rings the bell, and a cut paste says what it dropped.
feedback_at_the_maximum_and_the_limit() {
    start feedback 40 10 -- --max-lines 3 --char-limit 40
    poll 10 eval '[[ $(box_height) -ge 1 ]]' || fail "box never shown" || return 1
    type_text "one"
    send C-j
    type_text "two"
    send C-j
    type_text "three"
    send C-j
    type_text "four"
    wait_for "four" || return 1
    local gutter
    gutter=$(screen | grep -E "$BOX_ROW" | cut -c1-3 | tr '\n' ' ')
    [[ $gutter == "↑ ┃ ┃ " ]] || fail "gutter at the end is '$gutter', expected ↑ on the first row only" || return 1
    send Up Up Up
    settle
    gutter=$(screen | grep -E "$BOX_ROW" | cut -c1-3 | tr '\n' ' ')
    [[ $gutter == "┃ ┃ ↓ " ]] || fail "gutter at the top is '$gutter', expected ↓ on the last row only" || return 1
    send C-c
    wait_exit || return 1
    tm kill-session -t "$S"
    start feedback-limit 40 10 -- --char-limit 10
    poll 10 eval '[[ $(box_height) -ge 1 ]]' || fail "box never shown" || return 1
    type_text "abcdefgh"
    poll 5 eval 'screen | grep -qE "abcdefgh +2$"' || fail "no count of 2 left in the last row" || return 1
    local bells
    bells=$(grep -ac $'\a' "$D/pipe")
    type_text "ijk"
    poll 5 eval '(($(grep -ac $'"'"'\a'"'"' "$D/pipe") > bells))' || fail "no bell for the key past the limit" || return 1
    send BSpace BSpace
    printf '12345' | tm load-buffer -b cut -
    tm paste-buffer -p -b cut -t "$S"
    wait_for "3 not pasted: limit 10" || fail "a cut paste did not say what it dropped" || return 1
    send Left
    poll 5 eval '! screen_has "not pasted"' || fail "the note stayed after the next key" || return 1
    send Enter
    wait_exit || return 1
    expect_stdout $'abcdefgh12\n'
}

# Ctrl+X Ctrl+E and Ctrl+G open the text in $EDITOR with the terminal handed over (the file ends with a line break,
# so a line appended is a line of its own), and what it saves (without the trailing line break) replaces the text as
# one undo step; a failing editor leaves the text and says so.
external_editor_edits_the_text() {
    mkdir -p "$WORK/editor"
    local editor="$WORK/editor/edit.sh" seen="$WORK/editor/seen"
    # An editor that records its file's mode and text, and the terminal mode it was given, then appends a line.
    printf '#!/bin/sh\nstat -c %%a "$1" >%s; cat "$1" >>%s; stty -a </dev/tty | grep -o " icanon" >>%s\nprintf "and more\\n" >>"$1"\n' \
        "$seen" "$seen" "$seen" >"$editor"
    chmod +x "$editor"
    tm set-environment -g EDITOR "$editor"
    start editor 60 10 -- --placeholder "$PLACEHOLDER"
    tm set-environment -gu EDITOR
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "draft"
    wait_for "draft" || return 1
    send C-x C-e
    wait_for "and more" && [[ $(box_rows) == $'draft\nand more' ]] ||
        fail "the editor's text did not replace the box's: '$(box_rows | tr '\n' '/')'" || return 1
    [[ $(head -1 "$seen") == 600 ]] || fail "the editor's file has mode $(head -1 "$seen"), expected 600" || return 1
    grep -q "icanon" "$seen" || fail "the terminal was not in cooked mode for the editor" || return 1
    [[ -z $(ls -d "${TMPDIR:-/tmp}"/expanding-text-?????? 2>/dev/null) ]] || fail "the editor's file was not removed" ||
        return 1
    send C-_
    wait_for "draft" && ! screen_has "and more" || fail "undo did not bring the text back in one step" || return 1
    printf '#!/bin/sh\nexit 3\n' >"$editor"
    send C-g
    wait_for "exited with status 3" || fail "a failing editor was not reported" || return 1
    screen_has "draft" || fail "a failing editor changed the text" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout $'draft\n' || return 1
    expect_cooked
}

# SIGTERM or SIGHUP to the tool while an editor that never exits has the terminal: the editor gets the signal and
# ends, its temporary file and folder are gone, the terminal is cooked, and the tool ends by that signal.
editor_ends_with_the_tool() {
    local editor="$WORK/editor-hang.sh" signal try trials=${EDITOR_TRIALS:-3} restored=0 failed=() editor_pid
    # The editor as a program that traps nothing: it ends on the first signal it gets.
    printf '#!/bin/sh\necho $$ >"%s/editor-pid"\nexec sleep 600\n' "$WORK" >"$editor"
    chmod +x "$editor"
    for signal in TERM HUP; do
        for ((try = 1; try <= trials; try++)); do
            rm -f "$WORK/editor-pid"
            rm -rf "$WORK/editor-tmp" && mkdir -p "$WORK/editor-tmp"
            tm set-environment -g EDITOR "$editor"
            tm set-environment -g TMPDIR "$WORK/editor-tmp"
            start "editor-$signal-$try" 40 10 -- --placeholder "$PLACEHOLDER"
            tm set-environment -gu EDITOR
            tm set-environment -gu TMPDIR
            wait_for "$PLACEHOLDER" || { failed+=("$signal $try: no box"); continue; }
            type_text "draft"
            wait_for "draft"
            send C-x C-e
            poll 5 eval '[[ -s $WORK/editor-pid ]]' || { failed+=("$signal $try: the editor did not start"); continue; }
            editor_pid=$(cat "$WORK/editor-pid")
            kill "-$signal" "$(tool_pid)"
            if ! wait_exit; then
                failed+=("$signal $try: the tool did not end")
            elif ! expect_status $((128 + $(kill -l $signal))); then
                failed+=("$signal $try: $REASON")
            elif poll 1 eval '! kill -0 "$editor_pid" 2>/dev/null'; [[ $? != 0 ]]; then
                failed+=("$signal $try: the editor (pid $editor_pid) outlived the tool")
            elif [[ -n $(ls -A "$WORK/editor-tmp") ]]; then
                failed+=("$signal $try: left in the temporary folder: $(ls -A "$WORK/editor-tmp" | tr '\n' ' ')")
            elif ! expect_cooked; then
                failed+=("$signal $try: $REASON")
            else
                restored=$((restored + 1))
            fi
            kill -KILL "$editor_pid" 2>/dev/null
            tm kill-session -t "$S"
        done
    done
    S=""
    echo "    editor open: $restored of $((2 * trials)) signals restored the terminal and left no editor or file" >&2
    ((${#failed[@]} == 0)) || fail "$(printf '%s; ' "${failed[@]}")"
}

# What the editor leaves is read only if it is a regular file of at most the documented size, never through a
# link (a FIFO does not hang the box); the file ends with a line break, so a line appended by a script is a line,
# and an editor that writes a new file and renames it over the old one is read.
editor_file_is_read_safely() {
    local editor="$WORK/editor-swap.sh"
    mkdir -p "$WORK/editor-safe"
    printf 'secret' >"$WORK/editor-safe/secret"
    tm set-environment -g EDITOR "$editor"
    start editor-safe 70 10 -- --placeholder "$PLACEHOLDER"
    tm set-environment -gu EDITOR
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "draft"
    wait_for "draft" || return 1
    printf '#!/bin/sh\nstat -c %%a "$(dirname "$1")" >%s/dir-mode\nprintf "appended\\n" >>"$1"\n' "$WORK" >"$editor" && chmod +x "$editor"
    send C-x C-e
    poll 5 eval '[[ $(box_rows) == $'"'"'draft\nappended'"'"' ]]' ||
        fail "a line appended to the file shows as '$(box_rows | tr '\n' '⏎')'" || return 1
    [[ $(cat "$WORK/dir-mode") == 700 ]] || fail "the editor's folder has mode $(cat "$WORK/dir-mode")" || return 1
    printf '#!/bin/sh\nprintf "renamed over\\n" >"$1.new" && mv "$1.new" "$1"\n' >"$editor" && chmod +x "$editor"
    send C-x C-e
    wait_for "renamed over" || fail "a file renamed over the old one was not read" || return 1
    printf '#!/bin/sh\nrm "$1" && ln -s %q "$1"\n' "$WORK/editor-safe/secret" >"$editor" && chmod +x "$editor"
    send C-x C-e
    wait_for "link" || fail "a file swapped for a link was not refused" || return 1
    ! screen_has "secret" || fail "the link's target was read into the box" || return 1
    printf '#!/bin/sh\nrm "$1" && mkfifo "$1"\n' >"$editor" && chmod +x "$editor"
    send C-x C-e
    poll 5 eval 'screen_has "not a regular file"' || fail "a FIFO was not refused (or hung the box)" || return 1
    screen_has "renamed over" || fail "a refused file changed the text" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout $'renamed over\n'
}

# Ctrl+Z while the editor has the terminal stops the whole job, the tool with it, and fg brings both back: the
# editor goes on reading the terminal, and the box is drawn only once it has ended.
ctrl_z_in_the_editor_stops_and_resumes_both() {
    local editor="$WORK/editor-read.sh"
    # An editor that reads one line from the terminal and adds it to the file.
    printf '#!/bin/sh\nIFS= read -r line && printf "%%s\\n" "$line" >>"$1"\n' >"$editor" && chmod +x "$editor"
    tm set-environment -g EDITOR "$editor"
    start editor-ctrl-z 50 10 --job-control -- --placeholder "$PLACEHOLDER"
    tm set-environment -gu EDITOR
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "draft"
    wait_for "draft" || return 1
    send C-x C-e
    poll 5 eval '! screen_has "┃"' || fail "the box was not erased for the editor" || return 1
    send C-z
    poll 5 eval '[[ -e $D/stopped ]]' || fail "Ctrl+Z in the editor did not stop the job" || return 1
    local states
    states=$(ps -o stat= -g "$(tool_pid)" | tr -s ' \n' ' ')
    [[ $states != *[RS]* ]] || fail "a process of the job still runs after Ctrl+Z: $states" || return 1
    touch "$D/resume"
    poll 5 eval '[[ ! -e $D/resume ]]' || fail "fg did not run" || return 1
    settle
    ! screen_has "┃" || fail "the box was drawn while the editor had the terminal" || return 1
    type_text "typed in the editor"
    send Enter
    poll 5 eval '[[ $(box_rows) == $'"'"'draft\ntyped in the editor'"'"' ]]' ||
        fail "after fg the editor's line did not reach the box: '$(box_rows | tr '\n' '/')'" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_status 0 || return 1
    expect_stdout $'draft\ntyped in the editor\n'
}

# --history FILE: each submit is kept (multi-line entries intact, mode 0600); in the next run Up on the first line
# recalls it, Down brings back what was typed, Ctrl+R finds it; a file that is not a history is left alone (exit 1).
history_is_kept_recalled_and_searched() {
    mkdir -p "$WORK/hist"
    local file="$WORK/hist/history"
    start history-1 60 10 -- --history "$file" --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "first"
    send C-j
    type_text "two lines"
    send Enter
    wait_exit || fail "no exit after the first submit" || return 1
    [[ $(stat -c %a "$file") == 600 ]] || fail "the history file has mode $(stat -c %a "$file")" || return 1
    tm kill-session -t "$S"
    start history-2 60 10 -- --history "$file" --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown in the second run" || return 1
    type_text "draft"
    wait_for "draft" || return 1
    send Up
    poll 5 eval '[[ $(box_rows) == $'"'"'first\ntwo lines'"'"' ]]' ||
        fail "Up did not recall the two-line entry: '$(box_rows | tr '\n' '⏎')'" || return 1
    send Down
    poll 5 eval '[[ $(box_rows) == draft ]]' || fail "Down did not bring back the typed text" || return 1
    send C-u C-r
    type_text "fir"
    wait_for "search: fir" || fail "the search is not shown in the last row" || return 1
    screen_has "two lines" || fail "Ctrl+R did not find the entry" || return 1
    send Enter
    poll 5 eval '! screen_has "search:"' || fail "Enter did not end the search" || return 1
    send Enter
    wait_exit || fail "no exit after the second submit" || return 1
    expect_stdout $'first\ntwo lines\n' || return 1
    tm kill-session -t "$S"
    printf 'my notes\n' >"$file"
    start history-bad 60 10 -- --history "$file"
    wait_exit || fail "no exit with a file that is not a history" || return 1
    expect_status 1 || return 1
    grep -q "not a history file" "$D/err" || fail "no report: $(cat "$D/err")" || return 1
    [[ $(cat "$file") == "my notes" ]] || fail "the file was changed"
}

# --mouse: a click (an SGR report, as the terminal sends it) puts the caret on the clicked character, the wheel
# moves it; tracking is on only while the box is open. Without --mouse the terminal's own selection is untouched.
mouse_clicks_place_the_caret() {
    start mouse 40 10 -- --mouse --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    grep -aqF $'\e[?1000h' "$D/pipe" || fail "mouse tracking was not switched on" || return 1
    type_text "hello world"
    wait_for "hello world" || return 1
    # The box's row is the pane's last (10); "┃ " takes columns 1-2, so the "w" is in column 9.
    send_raw '\033[<0;9;10M\033[<0;9;10m'
    type_text "X"
    wait_for "hello Xworld" || fail "the click did not put the caret on the w: $(box_rows)" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout $'hello Xworld\n' || return 1
    expect_cooked || return 1
    tm kill-session -t "$S"
    start no-mouse 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    ! grep -aqF $'\e[?1000h' "$D/pipe" || fail "mouse tracking is on without --mouse"
}

# Ctrl+Z in the box stops the job as at a shell prompt (raw mode sends no signal of its own); fg brings it back.
ctrl_z_suspends_and_fg_resumes() {
    start ctrl-z 40 10 --job-control -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "kept"
    wait_for "kept" || return 1
    send C-z
    poll 5 eval '[[ -e $D/stopped ]]' || fail "Ctrl+Z did not stop the tool" || return 1
    ! screen_has "kept" || fail "the box was not erased by the stop" || return 1
    touch "$D/resume"
    wait_for "kept" || fail "the box was not drawn again after fg" || return 1
    type_text " too"
    send Enter
    wait_exit || fail "Enter after fg did not submit" || return 1
    expect_status 0 || return 1
    expect_stdout $'kept too\n' || return 1
    expect_cooked
}

# Ctrl+Z and fg with the tool inside a job: the line of a script run by sh, a pipeline, $(…) inside a script. The
# whole job stops (the shell reports it stopped) and fg brings back the box, where typing goes on; a try in which
# the tool stays stopped while sh runs hangs the terminal.
ctrl_z_in_a_job_resumes_every_time() {
    local how try failed=() script="$WORK/job-script"
    for how in script pipeline substitution; do
        case $how in
        script) printf '#!/bin/sh\n%q "$@"\n' "$BIN" ;;
        pipeline) printf '#!/bin/sh\n%q "$@" | cat\n' "$BIN" ;;
        substitution) printf '#!/bin/sh\nmsg=$(%q "$@")\nprintf "%%s\\n" "$msg"\n' "$BIN" ;;
        esac >"$script-$how"
        chmod +x "$script-$how"
        for try in 1 2 3; do
            BIN="$script-$how" start "job-$how-$try" 40 10 --job-control -- --placeholder "$PLACEHOLDER"
            if ! wait_for "$PLACEHOLDER"; then
                failed+=("$how $try: placeholder never shown")
            else
                type_text "kept"
                wait_for "kept"
                send C-z
                if ! poll 5 eval '[[ -e $D/stopped ]]'; then
                    failed+=("$how $try: Ctrl+Z did not stop the job")
                else
                    touch "$D/resume"
                    if ! wait_for "kept"; then
                        failed+=("$how $try: the box did not come back after fg (states: $(ps -o stat= -g "$(ps -o sid= -p "$(tool_pid)" | tr -d ' ')" 2>/dev/null | tr -s ' \n' ' '))")
                    else
                        type_text " too"
                        send Enter
                        if ! wait_exit; then
                            failed+=("$how $try: Enter after fg did not end the job")
                        elif [[ $(cat "$D/out") != "kept too" ]]; then
                            failed+=("$how $try: stdout '$(cat "$D/out")'")
                        fi
                    fi
                fi
            fi
            # The job's own process group, which the pid file's process leads: nothing else is in it.
            kill -KILL -- -"$(tool_pid)" 2>/dev/null
            tm kill-session -t "$S"
        done
    done
    S=""
    ((${#failed[@]} == 0)) || fail "${#failed[@]} of 9 tries: $(printf '%s; ' "${failed[@]}")"
}

# Ctrl+Z, then bg: in the background the tool neither draws (a resize asks it to) nor queries the terminal; it
# stops itself until fg, which brings the box back where the cursor is.
background_tool_does_not_draw() {
    start background 40 10 --job-control -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "kept"
    wait_for "kept" || return 1
    send C-z
    poll 5 eval '[[ -e $D/stopped ]]' || fail "Ctrl+Z did not stop the tool" || return 1
    touch "$D/background"
    poll 5 eval '[[ -e $D/backgrounded ]]' || fail "bg did not run" || return 1
    local written
    written=$(stat -c %s "$D/pipe")
    tm resize-window -t "$S" -x 30
    sleep 0.5
    ! screen_has "kept" || fail "the tool in the background drew its box over the shell" || return 1
    (($(stat -c %s "$D/pipe") == written)) ||
        fail "the tool in the background wrote $(($(stat -c %s "$D/pipe") - written)) bytes to the terminal" || return 1
    touch "$D/resume"
    wait_for "kept" || fail "the box did not come back after fg" || return 1
    type_text " too"
    send Enter
    wait_exit || fail "Enter after fg did not submit" || return 1
    expect_status 0 || return 1
    expect_stdout $'kept too\n' || return 1
    expect_cooked
}

# A long paste, SIGTSTP while the tool takes it in, then bg: the tool goes on in the background without drawing over
# the shell or querying the terminal (whose answers would land in the shell's input), until fg.
background_paste_does_not_draw() {
    python3 -c 'import sys; sys.stdout.write("".join(f"line {i} with a heart \u2764\ufe0f in it\n" for i in range(20000)))' \
        >"$WORK/long-background-paste"
    start background-paste 60 10 --job-control -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    tm load-buffer -b long "$WORK/long-background-paste"
    tm paste-buffer -p -b long -t "$S"
    sleep 0.2
    kill -TSTP "$(tool_pid)"
    poll 5 eval '[[ -e $D/stopped ]]' || fail "SIGTSTP did not stop the tool" || return 1
    touch "$D/background"
    poll 5 eval '[[ -e $D/backgrounded ]]' || fail "bg did not run" || return 1
    local written
    written=$(stat -c %s "$D/pipe")
    sleep 3
    ! screen_has "┃" || fail "the tool in the background drew its box over the shell" || return 1
    (($(stat -c %s "$D/pipe") == written)) ||
        fail "the tool in the background wrote $(($(stat -c %s "$D/pipe") - written)) bytes to the terminal" || return 1
    touch "$D/resume"
    poll 20 eval 'screen_has "┃"' || fail "the box did not come back after fg" || return 1
    settle
    send C-c
    wait_exit || fail "no exit after Ctrl+C" || return 1
    expect_status 130 || return 1
    expect_cooked
}

# SIGSTOP, which no program can handle, then SIGCONT: the box is still on screen, and it is drawn again where it
# is, not a second time from the caret; Ctrl+C then leaves no row of it.
sigstop_and_sigcont_redraw_in_place() {
    start sigstop 40 12 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "one"
    send M-Enter
    type_text "two"
    send M-Enter
    type_text "three"
    wait_for "three" || return 1
    kill -STOP "$(tool_pid)"
    kill -CONT "$(tool_pid)"
    settle
    expect_box $'one\ntwo\nthree' || fail "after SIGCONT: $REASON" || return 1
    [[ $(cursor) == "7 11" ]] || fail "after SIGCONT the caret is at $(cursor), expected 7 11" || return 1
    send C-c
    wait_exit || fail "no exit after Ctrl+C" || return 1
    settle
    ! screen_has "┃" || fail "box rows left after Ctrl+C: '$(screen | grep '┃' | tr '\n' '/')'"
}

# readline's kill ring: kills in a row make one entry, Ctrl+Y yanks it, Alt+Y cycles; Ctrl+T swaps; Ctrl+_ undoes.
kill_ring_yank_transpose_and_undo() {
    start kill-ring 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "alpha beta"
    wait_for "alpha beta" || return 1
    send C-w C-w
    type_text "first "
    send C-y
    wait_for "first alpha beta" || fail "Ctrl+W Ctrl+W then Ctrl+Y did not yank both words" || return 1
    send C-u
    type_text "x"
    send C-y M-y
    wait_for "xalpha beta" || fail "Alt+Y did not cycle to the older kill" || return 1
    type_text "ab"
    send C-t
    wait_for "xalpha betaba" || fail "Ctrl+T did not swap the last two characters" || return 1
    send C-_
    wait_for "xalpha betaab" || fail "Ctrl+_ did not undo the swap" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_status 0 || return 1
    expect_stdout $'xalpha betaab\n'
}

# xterm sends Alt+key as an 8-bit byte unless metaSendsEscape is on: on while the box is open, off after.
alt_keys_send_escape_while_open() {
    start meta 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    grep -aqF $'\e[?1036h' "$D/pipe" || fail "metaSendsEscape was not switched on" || return 1
    type_text "one two"
    send M-b
    type_text "X"
    wait_for "one Xtwo" || fail "Alt+B did not move back a word" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout $'one Xtwo\n' || return 1
    expect_cooked
}

# Ctrl+L redraws the box cleanly after another program wrote over it.
ctrl_l_redraws_the_box() {
    start ctrl-l 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "clean text"
    wait_for "clean text" || return 1
    printf '\r\033[2KGARBAGE' >"$(pane '#{pane_tty}')"
    wait_for "GARBAGE" || return 1
    send C-l
    wait_for "clean text" || fail "Ctrl+L did not draw the text again" || return 1
    ! screen_has "GARBAGE" || fail "Ctrl+L left the garbage on screen" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout $'clean text\n'
}

# A --draft path that is not UTF-8 is used byte for byte, not with U+FFFD in place of the byte.
draft_path_is_bytes() {
    mkdir -p "$WORK/dr"
    local draft="$WORK/dr/"$'\xff'".draft"
    start bytes-path 40 10 -- --placeholder "$PLACEHOLDER" --draft "$draft"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "saved under the exact bytes"
    wait_for "exact bytes" || return 1
    sleep $DRAFT_WAIT
    kill -KILL "$(tool_pid)"
    wait_exit || fail "no exit after kill -9" || return 1
    [[ $(cat "$draft" 2>/dev/null) == "saved under the exact bytes" ]] ||
        fail "no draft under the exact bytes: $(ls "$WORK/dr" | od -An -c | head -2)" || return 1
    [[ ! -e "$WORK/dr/"$'\xef\xbf\xbd'".draft" ]] || fail "the draft went to a U+FFFD name"
}

# A resize while a large paste arrives: after the submit no row of the box is left on the screen.
resize_during_paste_leaves_no_box_rows() {
    local try columns
    python3 -c 'import sys; sys.stdout.write("".join(f"line {i} of a long paste that wraps at narrow widths\n" for i in range(3000)))' \
        >"$WORK/long-paste"
    for try in 1 2 3 4 5 6; do
        start "resize-paste-$try" 80 24 -- --placeholder "$PLACEHOLDER" --max-lines 8
        wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
        tm load-buffer -b long "$WORK/long-paste"
        tm paste-buffer -p -b long -t "$S"
        for columns in 50 30 70 40; do
            tm resize-window -t "$S" -x $columns
            sleep 0.05
        done
        wait_for "line 2999" || fail "try $try: the paste never showed" || return 1
        send Enter
        wait_exit || fail "try $try: no exit after Enter" || return 1
        settle
        screen_has "┃" && fail "try $try: box rows left after exit at $columns columns" && return 1
        tm kill-session -t "$S"
    done
    S=""
}

# A narrowing and widening back, twice, the second time with Ctrl+C at once: tmux reflows the box's rows each time;
# none may stay on screen, and no line of the shell's above the box may be erased.
resize_narrow_and_back_leaves_no_box_rows() {
    local text="a text long enough to wrap into several rows once the window is only twenty columns wide"
    start narrow-back 100 20 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "$text"
    wait_for "columns wide" || fail "text not shown" || return 1
    tm resize-window -t "$S" -x 20
    settle
    tm resize-window -t "$S" -x 100
    poll 5 eval '[[ "$(box_rows)" == "$text" ]]' && settle
    expect_box "$text" || fail "back at 100 columns: $REASON" || return 1
    local shell_lines
    shell_lines=$(screen | grep -c '^filler')
    # Ctrl+C right after a resize back, which tmux reports late: the box was drawn for 20 columns meanwhile.
    tm resize-window -t "$S" -x 20
    sleep 0.15
    tm resize-window -t "$S" -x 100
    send C-c
    wait_exit || fail "no exit after Ctrl+C" || return 1
    settle
    ! screen_has "┃" || fail "box rows left after exit: '$(screen | grep '┃' | tr '\n' '⏎')'" || return 1
    [[ $(screen | grep -c '^filler') == "$shell_lines" ]] ||
        fail "$((shell_lines - $(screen | grep -c '^filler'))) of the shell's $shell_lines lines erased" || return 1
    expect_status 130
}

# SIGTERM while the window is being dragged through many sizes: the box erased where it really is.
sigterm_during_resize_storm_leaves_no_box_rows() {
    local try columns failed=() tries=${STORM_TRIES:-3}
    for ((try = 1; try <= tries; try++)); do
        start "resize-storm-$try" 90 20 -- --placeholder "$PLACEHOLDER"
        wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
        type_text "some text that wraps when the window gets narrow, over a few rows of the box"
        wait_for "the box" || fail "text not shown" || return 1
        for columns in 60 30 80 25 70 20 90 35 50; do
            tm resize-window -t "$S" -x $columns
            sleep 0.03
        done
        kill -TERM "$(tool_pid)"
        wait_exit || fail "try $try: no exit after SIGTERM" || return 1
        settle
        screen_has "┃" && failed+=("try $try at $columns columns: '$(screen | grep '┃' | head -3 | tr '\n' '⏎')'")
        tm kill-session -t "$S"
    done
    S=""
    ((${#failed[@]} == 0)) || fail "box rows left after exit in ${#failed[@]} of $tries tries: $(printf '%s; ' "${failed[@]}")"
}

# Bidi controls and zero-width characters are drawn as dimmed markers; the submitted text is unchanged.
invisible_characters_are_shown() {
    local trojan=$'if (role == "user\u202e \u2066// admin\u2069\u2066") {\u200b'
    start invisible 70 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    tm set-buffer -b trojan -- "$trojan"
    tm paste-buffer -p -b trojan -t "$S"
    wait_for "admin" || fail "pasted text not shown" || return 1
    expect_box 'if (role == "user<RLO> <LRI>// admin<PDI><LRI>") {<ZWSP>' || return 1
    grep -qF $'\u202e' "$D/pipe" && fail "U+202E was written to the terminal raw" && return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout "$trojan"$'\n'
}

# MARK: - Scenarios: the terminal's own widths

EMOJI='👩🏽‍💻👍🏽❤️🇯🇵'

# The column at which tmux draws the cell after TEXT printed from column 0: its own widths, whatever the wrapping
# contract says.
tmux_advance() {
    local session="advance-$$" column
    tm new-session -d -s "$session" -x 80 -y 5 "printf '%s' $(printf %q "$1"); exec sleep 60"
    poll 5 [ "$(tm display-message -p -t "$session" '#{cursor_x}')" != 0 ] || { tm kill-session -t "$session"; return 1; }
    column=$(tm display-message -p -t "$session" '#{cursor_x}')
    tm kill-session -t "$session"
    echo "$column"
}

# tmux 3.3a has no grapheme-cluster mode and gives these emoji other widths than the wrapping contract (the
# terminal-widths rules): the box measures them and lays out with tmux's widths, so none overwrites another and the
# caret is where tmux draws next.
emoji_keep_their_cells() {
    local advance expected
    advance=$(tmux_advance "$EMOJI") || fail "tmux never drew the emoji" || return 1
    start emoji 40 10 -- --value "$EMOJI"
    wait_for "┃ $EMOJI" || fail "the four emoji are not shown intact, in order" || return 1
    expected="$((GUTTER_WIDTH + advance)) 9"
    [[ $(cursor) == "$expected" ]] || fail "caret at $(cursor), tmux draws the next cell at $expected" || return 1
    type_text "x"
    wait_for "┃ ${EMOJI}x" || fail "x typed after the emoji is not drawn after them" || return 1
    [[ $(cursor) == "$((GUTTER_WIDTH + advance + 1)) 9" ]] || fail "caret at $(cursor) after x" || return 1
    grep -qaF $'\e[?2027h' "$D/pipe" && fail "grapheme-cluster mode set on a terminal without it" && return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout "${EMOJI}x"$'\n' && expect_cooked
}

# A terminal that answers no query (Scripts/silent-terminal.py takes the queries out on the way to tmux): the box still
# starts (after the probe's timeout), keeps the wrapping contract's widths with the cursor re-placed after each cluster,
# and edits and submits as usual.
silent_terminal_keeps_working() {
    local silent="$WORK/silent.sh"
    printf '#!/bin/sh\nexec %q %q "$@"\n' "$PWD/Scripts/silent-terminal.py" "$BIN" >"$silent"
    chmod +x "$silent"
    BIN=$silent start silent 40 10 -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    grep -qaF $'\e[6n' "$D/pipe" && fail "a query reached the terminal" && return 1
    type_text "a${EMOJI}b"
    wait_for "b" || fail "typed text not shown" || return 1
    # the wrapping contract: each emoji 2 cells, so b ends at gutter + 1 + 8 + 1.
    [[ $(cursor | cut -d' ' -f1) == $((GUTTER_WIDTH + 10)) ]] || fail "caret at $(cursor), expected column 12" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout "a${EMOJI}b"$'\n' && expect_status 0 && expect_cooked
}

# MARK: - Scenarios: left-overs and terminals

# A save cut short (a closed pane, kill -9 between the write and the rename) leaves .NAME.PID.tmp beside the draft:
# the next start removes those of dead processes, and leaves a live process's (it may be saving) and other files.
stale_temporaries_are_removed_at_start() {
    local folder="$WORK/stale-drafts" dead live left
    mkdir -p "$folder"
    sleep 0 &
    dead=$!
    wait $dead
    sleep 600 &
    live=$!
    printf 'cut short' >"$folder/.d.$dead.tmp"
    printf 'being saved' >"$folder/.d.$live.tmp"
    printf 'another draft' >"$folder/.e.$dead.tmp"
    start stale 40 10 -- --placeholder "$PLACEHOLDER" --draft "$folder/d"
    wait_for "$PLACEHOLDER"
    local shown=$?
    kill "$live"
    ((shown == 0)) || fail "placeholder never shown" || return 1
    left=$(cd "$folder" && LC_ALL=C ls -A | tr '\n' ' ')
    # d.lock is the running tool's own: it holds the draft.
    [[ $left == ".d.$live.tmp .e.$dead.tmp d.lock " ]] || fail "the draft's folder holds '$left'"
}

# A --draft that is a relative symbolic link (a dotfile kept elsewhere) stays a link: the file it points to, taken
# from the link's folder (not the tool's current folder), is saved, restored and deleted.
symlinked_draft_stays_a_link() {
    mkdir -p "$WORK/dotfiles" "$WORK/home"
    ln -s ../dotfiles/draft "$WORK/home/.draft"
    local link="$WORK/home/.draft" target="$WORK/dotfiles/draft"
    start symlink 40 10 -- --placeholder "$PLACEHOLDER" --draft "$link"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "kept through the link"
    wait_for "the link" || return 1
    sleep $DRAFT_WAIT
    kill -KILL "$(tool_pid)"
    wait_exit || fail "no exit after kill -9" || return 1
    [[ -L $link && $(readlink "$link") == ../dotfiles/draft ]] || fail "the link was replaced: $(ls -l "$link")" ||
        return 1
    [[ $(cat "$target" 2>/dev/null) == "kept through the link" ]] || fail "the target holds '$(cat "$target")'" ||
        return 1
    [[ -z $(ls -A "$WORK/home" | grep -v '^\.draft$') ]] || fail "left beside the link: $(ls -A "$WORK/home")" ||
        return 1
    tm kill-session -t "$S"

    start symlink-restore 40 10 -- --placeholder "$PLACEHOLDER" --draft "$link"
    wait_for "the link" || fail "the draft was not restored through the link" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout $'kept through the link\n' || return 1
    [[ -L $link ]] || fail "the link is gone after the submit" || return 1
    [[ ! -e $target ]] || fail "the target is still there after the submit"
}

# TERM=dumb, empty or unset: a one-line refusal, status 1, and not one escape sequence written to the terminal.
dumb_terminal_is_refused_without_escapes() {
    local case assignment expected failed=()
    for case in dumb empty unset; do
        case $case in
        dumb) assignment="TERM=dumb" expected="TERM=dumb" ;;
        empty) assignment="TERM=" expected="TERM is empty" ;;
        unset) assignment="-u TERM" expected="TERM is not set" ;;
        esac
        # The tool through env(1), which execs it: the pid file still names the tool.
        printf '#!/bin/sh\nexec env %s %q "$@"\n' "$assignment" "$BIN" >"$WORK/env-$case.sh"
        chmod +x "$WORK/env-$case.sh"
        BIN="$WORK/env-$case.sh" start "term-$case" 40 10 -- --placeholder "$PLACEHOLDER"
        if ! wait_exit; then
            failed+=("$case: no exit")
        elif [[ $(cat "$D/status") != 1 ]]; then
            failed+=("$case: exit status $(cat "$D/status")")
        elif [[ $(cat "$D/err") != "error: this terminal ($expected) cannot show the box; run it in a terminal emulator or set TERM" ]]; then
            failed+=("$case: stderr is '$(cat "$D/err")'")
        elif ! poll 5 grep -q "filler 9" "$D/pipe"; then
            failed+=("$case: the pane's bytes were not recorded")
        elif LC_ALL=C grep -q $'\e' "$D/pipe"; then
            failed+=("$case: $(tr -cd '\033' <"$D/pipe" | wc -c) ESC bytes written to the terminal")
        elif [[ -s $D/out ]]; then
            failed+=("$case: stdout is '$(cat "$D/out")'")
        fi
        kill -KILL "$(tool_pid)" 2>/dev/null
        tm kill-session -t "$S"
    done
    S=""
    ((${#failed[@]} == 0)) || fail "$(printf '%s; ' "${failed[@]}")"
}

# wrapped NAME PREFIX...: a script that runs the tool through PREFIX (env, a ulimit), exec'ing it so the pid file still
# names the tool; its path is printed, for BIN=… start.
wrapped() {
    local script="$WORK/$1.sh"
    shift
    printf '#!/usr/bin/env bash\n%s\nexec %q "$@"\n' "$*" "$BIN" >"$script"
    chmod +x "$script"
    printf '%s' "$script"
}

# rescue_file_holds STATE_HOME TEXT: whether a rescue file in STATE_HOME/expanding-text holds exactly TEXT.
rescue_file_holds() {
    local file
    for file in "$1"/expanding-text/rescued-*.txt; do
        [[ -f $file && $(cat "$file") == "$2" ]] && return 0
    done
    return 1
}

# Under a file-size limit of 1 KiB (SIGXFSZ by default ends a process that writes past it): a text typed, then a
# paste of 3000 characters, cannot go to standard output, the draft or a rescue file. The box says the draft could
# not be saved (the paste ends in a short line, leaving the last row room for the note), Enter ends with one line
# naming where the text is, and the text is on the terminal.
file_size_limit_keeps_the_text() {
    local draft="$WORK/limited.draft" state="$WORK/limited-state" pasted tool
    pasted="$(printf 'x%.0s' {1..2990})"$'\n'"last line"
    tool=$(wrapped limited "export XDG_STATE_HOME=$(printf %q "$state"); ulimit -f 1")
    BIN=$tool start file-size-limit 80 24 -- --placeholder "$PLACEHOLDER" --draft "$draft"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "typed first "
    wait_for "typed first" || return 1
    tm set-buffer -b big -- "$pasted"
    tm paste-buffer -p -b big -t "$S"
    poll 5 screen_has "draft not saved" || fail "the box does not say the draft could not be saved" || return 1
    settle
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_status 1 || return 1
    local text="typed first $pasted" err
    err=$(cat "$D/err")
    [[ $(wc -l <"$D/err") == 1 ]] || fail "stderr is not one line: '$err'" || return 1
    if [[ $(cat "$draft" 2>/dev/null) == "$text" ]]; then
        [[ $err == *"$draft"* ]] || fail "the draft holds the text, but the error does not say so: '$err'"
    elif rescue_file_holds "$state" "$text"; then
        [[ $err == *"$state/expanding-text/rescued-"* ]] ||
            fail "a rescue file holds the text, but the error does not name it: '$err'"
    else
        local flat=${text//$'\n'/}
        poll 5 eval 'tr -d "\r\n" <"$D/pipe" | grep -qF -- "$flat"' ||
            fail "the text is neither in the draft, nor in a rescue file, nor on the terminal" || return 1
        [[ $err == *"terminal"* ]] || fail "the text is on the terminal, but the error does not say so: '$err'"
    fi
}

# Standard output on a full disk and no --draft: the text goes to a private rescue file, which the error names.
full_disk_without_draft_rescues_the_text() {
    local state="$WORK/rescue-state" tool rescued
    tool=$(wrapped rescue "export XDG_STATE_HOME=$(printf %q "$state")")
    BIN=$tool start rescue 60 10 --stdout /dev/full -- --placeholder "$PLACEHOLDER"
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "nowhere else to go"
    wait_for "nowhere else" || return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_status 1 || return 1
    rescued=$(ls "$state"/expanding-text/rescued-*-"$(tool_pid)".txt 2>/dev/null)
    [[ -n $rescued ]] || fail "no rescue file in $state/expanding-text; stderr: '$(cat "$D/err")'" || return 1
    [[ $(cat "$rescued") == "nowhere else to go" ]] || fail "the rescue file holds '$(cat "$rescued")'" || return 1
    [[ $(cat "$D/err") == "error: could not write the text to standard output: No space left on device (the text is kept in '$rescued')" ]] ||
        fail "stderr is '$(cat "$D/err")'" || return 1
    [[ $(stat -c %a "$rescued") == 600 && $(stat -c %a "$state/expanding-text") == 700 ]] ||
        fail "modes: file $(stat -c %a "$rescued"), folder $(stat -c %a "$state/expanding-text")" || return 1
    expect_cooked
}

# Two tools on one --history file, each started before the other submitted: every entry is kept, in write and in chat.
two_writers_keep_every_history_entry() {
    mkdir -p "$WORK/shared-history"
    local file="$WORK/shared-history/history" first second expected kept
    start history-a 60 10 -- --history "$file" --placeholder "$PLACEHOLDER"
    first=$S
    wait_for "$PLACEHOLDER" || fail "placeholder never shown in A" || return 1
    start history-b 60 10 -- --history "$file" --placeholder "$PLACEHOLDER"
    second=$S
    wait_for "$PLACEHOLDER" || fail "placeholder never shown in B" || return 1
    S=$first D="$WORK/history-a"
    type_text "from A" && send Enter
    wait_exit || fail "A did not exit" || return 1
    S=$second D="$WORK/history-b"
    type_text "from B" && send Enter
    wait_exit || fail "B did not exit" || return 1
    tm kill-session -t "$first"
    tm kill-session -t "$second"

    start chat-a 60 10 -- chat --history "$file" --placeholder "$PLACEHOLDER"
    first=$S
    wait_for "$PLACEHOLDER" || fail "placeholder never shown in chat A" || return 1
    start chat-b 60 10 -- chat --history "$file" --placeholder "$PLACEHOLDER"
    second=$S
    wait_for "$PLACEHOLDER" || fail "placeholder never shown in chat B" || return 1
    local message
    for message in "A one" "B one" "A two" "B two" "A three"; do
        if [[ $message == A* ]]; then S=$first D="$WORK/chat-a"; else S=$second D="$WORK/chat-b"; fi
        type_text "$message" && send Enter
        wait_for "› $message" || fail "'$message' was not sent" || return 1
    done
    S=$first D="$WORK/chat-a" && send C-d && wait_exit || fail "chat A did not end" || return 1
    S=$second D="$WORK/chat-b" && send C-d && wait_exit || fail "chat B did not end" || return 1
    tm kill-session -t "$first"
    expected=$'# expanding-text history 1\nfrom A\nfrom B\nA one\nB one\nA two\nB two\nA three'
    kept=$(($(grep -cvx '# expanding-text history 1' "$file")))
    echo "    history entries kept with two writers: $kept of 7" >&2
    [[ $(cat "$file") == "$expected" ]] || fail "the history holds '$(tr '\n' '⏎' <"$file")'"
}

# A second tool on a draft that a live tool edits refuses with one line naming it; once that tool is gone
# (kill -9), its lock is taken over and the draft restored.
second_tool_on_a_live_draft_refuses() {
    local draft="$WORK/held.draft" first holder
    start draft-holder 60 10 -- --placeholder "$PLACEHOLDER" --draft "$draft"
    first=$S
    wait_for "$PLACEHOLDER" || fail "placeholder never shown" || return 1
    type_text "held by the first"
    wait_for "by the first" || return 1
    sleep $DRAFT_WAIT
    holder=$(tool_pid)
    start draft-second 60 10 -- --placeholder "$PLACEHOLDER" --draft "$draft"
    wait_exit || fail "the second tool opened the draft another one holds" || return 1
    expect_status 1 || return 1
    [[ $(cat "$D/err") == "error: the draft file '$draft' is in use by another expanding-text (process $holder); finish it or choose another --draft FILE" ]] ||
        fail "stderr is '$(cat "$D/err")'" || return 1
    [[ $(cat "$draft") == "held by the first" ]] || fail "the draft now holds '$(cat "$draft")'" || return 1
    tm kill-session -t "$S"
    kill -KILL "$holder"
    tm kill-session -t "$first"
    start draft-taken-over 60 10 -- --placeholder "$PLACEHOLDER" --draft "$draft"
    wait_for "held by the first" || fail "the lock of a dead process was not taken over: '$(cat "$D/err")'" ||
        return 1
    send Enter
    wait_exit || fail "no exit after Enter" || return 1
    expect_stdout $'held by the first\n'
}

# MARK: - Run

run "box starts at the minimum" box_starts_at_minimum
run "box grows one line per wrapped line" grows_one_line_per_wrapped_line
run "box stops at the maximum and scrolls with the caret visible" stops_at_maximum_and_scrolls
run "box shrinks back after deleting" shrinks_back_after_deleting
run "placeholder shows exactly when empty" placeholder_shows_when_empty
run "Enter submits the exact text (multi-line, CJK, emoji)" enter_submits_exact_text
run "Alt+Enter and Ctrl+J insert newlines" alt_enter_and_ctrl_j_insert_newlines
run "bracketed paste shows escape sequences as symbols" bracketed_paste_shows_escapes_as_symbols
run "bracketed paste with line breaks is one edit" paste_with_newlines_is_one_edit
run "Ctrl+C cancels (130) in cooked mode" cancel_with_ctrl_c
run "SIGTERM leaves the terminal in cooked mode" sigterm_restores_terminal
run "SIGHUP leaves the terminal in cooked mode" sighup_restores_terminal
run "Ctrl+D on an empty text cancels" ctrl_d_on_empty_cancels
run "resize re-wraps without garbage" resize_rewraps
run "kill -9 with --draft loses nothing older than the debounce" kill_9_keeps_draft
run "chat prints messages above the box" chat_prints_messages_above_the_box
run "chat ends with Ctrl+C, status 0" chat_ctrl_c_exits_0
run "msg=\$(expanding-text) captures the text" command_substitution_captures_text
run "no terminal: error, status 1" no_terminal_is_an_error
run "bad arguments: one-line error, usage, status 2" bad_arguments_exit_2
run "a submit to a full disk keeps the draft, status 1" submit_to_full_disk_keeps_draft
run "a submit to a closed pipe keeps the draft, SIGPIPE" submit_to_closed_pipe_keeps_draft
run "a chat message to a full disk is kept, status 1" chat_to_full_disk_keeps_message
run "a submit to the terminal shows escape sequences as symbols" submit_to_terminal_shows_escapes
run "a hostile paste neither submits nor reaches the shell" hostile_paste_reaches_neither_submit_nor_shell
run "a paste in pieces over a slow link neither submits nor reaches the shell" paste_in_pieces_over_a_slow_link
run "a stray end marker makes its read a paste" a_stray_end_marker_makes_its_read_a_paste
run "a paste without an end marker never hangs the box" unterminated_paste_never_hangs
run "a --draft path is used byte for byte" draft_path_is_bytes
run "bidi controls and zero-width characters are drawn as markers" invisible_characters_are_shown
run "a resize during a paste leaves no box rows after exit" resize_during_paste_leaves_no_box_rows
run "a resize to 20 columns and back leaves no box rows after exit" resize_narrow_and_back_leaves_no_box_rows
run "SIGTERM during a resize storm leaves no box rows" sigterm_during_resize_storm_leaves_no_box_rows
run "every terminating signal restores the terminal and ends the tool by it" every_terminating_signal_restores_and_ends
run "SIGTSTP restores the terminal and stops, fg brings the box back" stop_and_continue_resume_the_box
run "the window shrinks below the box in one step and grows back" height_shrink_in_one_step_and_back
run "Enter on an empty or blank text is refused unless --allow-empty" blank_texts_are_not_submitted
run "a paste without brackets does not submit, and undoes at once" unbracketed_paste_does_not_submit
run "hidden lines, the remaining count, the bell and a cut paste are shown" feedback_at_the_maximum_and_the_limit
run "Ctrl+X Ctrl+E and Ctrl+G edit the text in \$EDITOR" external_editor_edits_the_text
run "the editor gets SIGTERM and SIGHUP with the tool, and its file is removed" editor_ends_with_the_tool
run "the editor's file is read only if regular, never through a link" editor_file_is_read_safely
run "Ctrl+Z in the editor stops the tool too, fg resumes both" ctrl_z_in_the_editor_stops_and_resumes_both
run "--history keeps submits; Up, Down and Ctrl+R recall them" history_is_kept_recalled_and_searched
run "--mouse: a click places the caret, tracking only while open" mouse_clicks_place_the_caret
run "Ctrl+Z suspends like a readline program, fg resumes" ctrl_z_suspends_and_fg_resumes
run "Ctrl+Z and fg in a script, a pipeline and \$(…) in a script" ctrl_z_in_a_job_resumes_every_time
run "Ctrl+Z then bg: the tool in the background draws nothing until fg" background_tool_does_not_draw
run "a paste stopped and continued with bg draws nothing until fg" background_paste_does_not_draw
run "SIGSTOP then SIGCONT redraws the box where it is" sigstop_and_sigcont_redraw_in_place
run "kill ring: Ctrl+W/Ctrl+Y/Alt+Y, Ctrl+T and Ctrl+_" kill_ring_yank_transpose_and_undo
run "Ctrl+L redraws the box over another program's output" ctrl_l_redraws_the_box
run "Alt keys: xterm's metaSendsEscape on while the box is open, off after" alt_keys_send_escape_while_open
run "emoji keep the cells tmux gives them, the caret where tmux draws next" emoji_keep_their_cells
run "a terminal that answers no query keeps working" silent_terminal_keeps_working
run "stale draft temporaries of dead processes are removed at start" stale_temporaries_are_removed_at_start
run "a symbolically linked --draft stays a link" symlinked_draft_stays_a_link
run "TERM=dumb, empty or unset: one-line refusal, status 1, no escape sequences" dumb_terminal_is_refused_without_escapes
run "under a file-size limit the submitted text is kept and its place named" file_size_limit_keeps_the_text
run "a submit to a full disk without --draft keeps the text in a rescue file" full_disk_without_draft_rescues_the_text
run "a submit to a closed pipe without --draft keeps the text in a rescue file, SIGPIPE" submit_to_closed_pipe_rescues_the_text
run "two tools on one --history file keep every entry" two_writers_keep_every_history_entry
run "a second tool on a draft a live tool holds refuses; a dead one's lock is taken" second_tool_on_a_live_draft_refuses

echo "$PASSED passed, $FAILED failed"
((FAILED == 0))
