# shellcheck shell=bash
# Shared by the scripts that show `expanding-text` in a real terminal (screenshot.sh, record-demo.sh): checks the
# tools, builds `expanding-text`, and runs a session script in xterm on a virtual X server (Xvfb) of its own.
# Both processes are stopped (by the ids this file started them with) and the work folder removed on every exit.
#
# Sourced from a script that has `set -euo pipefail` and is in the package root. In order:
#   xterm_session_require TOOL…   fail clearly unless xterm, Xvfb and the TOOLs are on PATH
#   xterm_session_build           build the tool; sets $bin
#   xterm_session_begin           make the work folder $work, and clean up on exit
#   xterm_session_start COLSxROWS SCRIPT
#                                 run bash SCRIPT in an xterm of that many cells; sets $DISPLAY and $xterm_window
#
# Fonts (Debian): fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji. xterm draws each emoji scalar on its own
# (no skin tones, flags or ZWJ sequences), so texts shown use single-scalar emoji.

# Text is UTF-8 everywhere: in the terminal, the tool and the scripts.
export LC_ALL=C.UTF-8

xterm_session_require() {
    local tool
    for tool in xterm Xvfb "$@"; do
        command -v "$tool" >/dev/null || { echo "error: $tool is required" >&2; exit 1; }
    done
}

xterm_session_build() {
    swift build --product expanding-text >/dev/null
    bin="$(swift build --show-bin-path)/expanding-text"
}

xterm_session_server_pid=""
xterm_session_terminal_pid=""
# Each step on its own: a terminal that has already closed must not keep the server running or the folder there.
xterm_session_cleanup() {
    if [[ -n $xterm_session_terminal_pid ]]; then kill "$xterm_session_terminal_pid" 2>/dev/null || true; fi
    if [[ -n $xterm_session_server_pid ]]; then kill "$xterm_session_server_pid" 2>/dev/null || true; fi
    if [[ -n ${work:-} ]]; then rm -rf "$work"; fi
}

xterm_session_begin() {
    work=$(mktemp -d "${TMPDIR:-/tmp}/expanding-text-xterm.XXXXXX")
    trap xterm_session_cleanup EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
}

xterm_session_start() {
    local geometry=$1 script=$2 display_fd display_number

    # A display of our own: Xvfb picks a free number and writes it to the descriptor given.
    exec {display_fd}<> <(:)
    Xvfb -displayfd "$display_fd" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
    xterm_session_server_pid=$!
    read -r -t 10 -u "$display_fd" display_number || { echo "error: Xvfb did not start" >&2; exit 1; }
    exec {display_fd}<&-
    export DISPLAY=":$display_number"

    # The terminal writes its window id to a file (for `import` and `xdotool`), then runs the script.
    # shellcheck disable=SC2016  # expanded by the shell in the terminal
    local announce='printf "%s\n" "$WINDOWID" >"$1.tmp" && mv "$1.tmp" "$1" && exec bash --noprofile --norc "$2"'
    xterm -geometry "$geometry" -fa 'DejaVu Sans Mono' -fs 13 -bg '#1e1e2e' -fg '#cdd6f4' -cr '#f5e0dc' \
        -xrm 'XTerm*cursorBlink: false' -e bash --noprofile --norc -c "$announce" session "$work/window" "$script" &
    xterm_session_terminal_pid=$!

    local _
    for _ in $(seq 100); do
        [[ -s $work/window ]] && break
        sleep 0.1
    done
    [[ -s $work/window ]] || { echo "error: xterm did not start" >&2; exit 1; }
    xterm_window=$(cat "$work/window")
}
