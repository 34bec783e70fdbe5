#!/usr/bin/env bash
# Takes a real screenshot of `expanding-text` in a real terminal: xterm on a virtual X server (Xvfb), captured with
# ImageMagick's `import`. Writes docs/screenshot.png (or the path given).
#
# Needs (Debian): xterm xvfb imagemagick fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji. xterm draws
# each emoji scalar on its own (no skin tones, flags or ZWJ sequences), so the text uses single-scalar emoji.
# Usage: Scripts/screenshot.sh [OUTPUT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-docs/screenshot.png}

for tool in xterm Xvfb import; do
    command -v "$tool" >/dev/null || { echo "error: $tool is required" >&2; exit 1; }
done

swift build --product expanding-text >/dev/null
bin="$(swift build --show-bin-path)/expanding-text"

work=$(mktemp -d "${TMPDIR:-/tmp}/expanding-text-shot.XXXXXX")
server_pid=""
terminal_pid=""
cleanup() {
    [[ -n $terminal_pid ]] && kill "$terminal_pid" 2>/dev/null
    [[ -n $server_pid ]] && kill "$server_pid" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# A display of our own: Xvfb picks a free number and writes it to the descriptor given.
exec {display_fd}<> <(:)
Xvfb -displayfd "$display_fd" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
server_pid=$!
read -r -t 10 -u "$display_fd" display_number || { echo "error: Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$display_number"

# What runs in the terminal: a shell-like prompt, the command, then the tool itself with a text that makes the box
# grow to a few lines (wrapped, with CJK and emoji). The terminal's window id goes to a file for `import`.
message=$'Ship the growing composer 🚀\n\nThe box starts at one line and grows with every wrapped line 🎉 日本語のテキスト、한국어 and emoji 👍 ✅ wrap by display width, then it scrolls.'
cat >"$work/session.sh" <<EOF
printf '%s\n' "\$WINDOWID" >"$work/window"
printf '\e[1;32m~/project\e[0m \$ git add -A\n'
printf '\e[1;32m~/project\e[0m \$ git commit -m "\$(expanding-text --placeholder "Commit message")"\n'
exec "$bin" --placeholder "Commit message" --value "\$(cat "$work/message")"
EOF
printf '%s' "$message" >"$work/message"

xterm -geometry 76x10 -fa 'DejaVu Sans Mono' -fs 13 -bg '#1e1e2e' -fg '#cdd6f4' -cr '#f5e0dc' \
    -xrm 'XTerm*cursorBlink: false' -e bash --noprofile --norc "$work/session.sh" &
terminal_pid=$!

for _ in $(seq 100); do
    [[ -s $work/window ]] && break
    sleep 0.1
done
[[ -s $work/window ]] || { echo "error: xterm did not start" >&2; exit 1; }
# The tool probes the terminal (answered at once by xterm) and draws; give it a moment to settle.
sleep 2
mkdir -p "$(dirname "$output")"
import -window "$(cat "$work/window")" "$output"
echo "wrote $output"
