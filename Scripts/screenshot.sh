#!/usr/bin/env bash
# Takes a real screenshot of `expanding-text` in a real terminal: xterm on a virtual X server (Xvfb), captured with
# ImageMagick's `import`. Writes docs/screenshot.png (or the path given). Scripts/record-demo.sh makes the animated
# picture the same way.
#
# Needs (Debian): xterm xvfb imagemagick fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji. xterm draws
# each emoji scalar on its own (no skin tones, flags or ZWJ sequences), so the text uses single-scalar emoji.
# Usage: Scripts/screenshot.sh [OUTPUT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-docs/screenshot.png}
source Scripts/lib/xterm-session.sh

xterm_session_require import
xterm_session_build
xterm_session_begin

# What runs in the terminal: a shell-like prompt, the command, then the tool itself with a text that makes the box
# grow to a few lines (wrapped, with CJK and emoji).
message=$'Ship the growing composer 🚀\n\nThe box starts at one line and grows with every wrapped line 🎉 日本語のテキスト、한국어 and emoji 👍 ✅ wrap by display width, then it scrolls.'
cat >"$work/session.sh" <<SESSION
printf '\e[1;32m~/project\e[0m \$ git add -A\n'
printf '\e[1;32m~/project\e[0m \$ git commit -m "\$(expanding-text --placeholder "Commit message")"\n'
exec "$bin" --placeholder "Commit message" --value "\$(cat "$work/message")"
SESSION
printf '%s' "$message" >"$work/message"

xterm_session_start 76x10 "$work/session.sh"
# The tool probes the terminal (answered at once by xterm) and draws; give it a moment to settle.
sleep 2
mkdir -p "$(dirname "$output")"
import -window "$xterm_window" "$output"
echo "wrote $output"
