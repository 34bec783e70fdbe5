#!/usr/bin/env bash
# Records the animated picture at the top of the README: `expanding-text` in a real terminal (xterm on a virtual X
# server, as Scripts/screenshot.sh takes the still one) while xdotool types into it. The box starts at one line,
# grows line by line to its maximum (--max-lines 5), scrolls (the gutter shows ↑), shrinks back as lines are cut,
# and the text is submitted to `git commit`. Frames are captured with ImageMagick's `import` after every step and
# assembled with `convert` into a looping GIF. Writes docs/demo.gif (or the path given).
#
# Needs (Debian): xterm xvfb xdotool x11-xserver-utils (xmodmap) imagemagick git fonts-dejavu-core fonts-noto-cjk
# fonts-noto-color-emoji.
# Usage: Scripts/record-demo.sh [OUTPUT.gif]
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-docs/demo.gif}
source Scripts/lib/xterm-session.sh

xterm_session_require xdotool xmodmap import convert git
xterm_session_build
xterm_session_begin

# A project of its own with a change staged, so the message typed really goes to `git commit`. Fixed names and dates
# keep the commit id, and so the picture, the same from run to run.
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
export GIT_AUTHOR_NAME=Ada GIT_AUTHOR_EMAIL=ada@example.com GIT_AUTHOR_DATE='2024-05-01T12:00:00Z'
export GIT_COMMITTER_NAME=Ada GIT_COMMITTER_EMAIL=ada@example.com GIT_COMMITTER_DATE='2024-05-01T12:00:00Z'
project="$work/app"
git init -q -b main "$project"
printf '# Composer\n' >"$project/README.md"
git -C "$project" add README.md
git -C "$project" commit -q -m 'Start the composer'
printf '# Composer\n\nA text input that grows with its content.\n' >"$project/README.md"
git -C "$project" add README.md

# The terminal runs an interactive shell in the project, with the tool on its PATH and a short prompt.
cat >"$work/session.sh" <<SESSION
cd "$project"
export PATH="$(dirname "$bin"):\$PATH" HISTFILE= PS1='\[\e[1;32m\]~/app\[\e[0m\] \$ '
exec bash --noprofile --norc -i
SESSION
xterm_session_start 80x7 "$work/session.sh"
xdotool mousemove --window "$xterm_window" 10 10  # no window manager: the keyboard goes to the window under the pointer

# What is typed: a first line, a blank one, a paragraph that wraps, then lines past the maximum.
subject='Ship the growing composer 🚀'
paragraph='It starts at one line and grows as you type, wrapping long lines by display width: '
paragraph+='日本語、한국어 and 👍 take two cells each.'
at_maximum='At five lines it stops growing ✅'
scrolled=('and scrolls instead,' 'keeping the caret in view.')

# xdotool types a character the keyboard map lacks by binding it to a spare key for that one keystroke; on a busy
# machine xterm can look the key up after it is unbound again, and the character is lost or doubled. So every such
# character of the text gets a spare key of its own first, and the map does not change while typing.
bind_keys() {
    local text=$1 spare i=0 c char
    declare -A bound=()
    mapfile -t spare < <(xmodmap -pke | awk '$1 == "keycode" && NF == 3 { print $2 }')
    for ((c = 0; c < ${#text}; c++)); do
        char=${text:c:1}
        [[ $char == [[:ascii:]] || -n ${bound[$char]:-} ]] && continue
        ((i < ${#spare[@]})) || { echo "error: no spare key left for $char" >&2; exit 1; }
        xmodmap -e "keycode ${spare[i]} = $(printf 'U%04X' "'$char")"
        bound[$char]=${spare[i]}
        ((i += 1))
    done
}
bind_keys "$subject$paragraph$at_maximum${scrolled[*]}"

# Frames: one capture after every step, each shown for the delay given (in hundredths of a second).
frames=()
delays=()
capture() {
    sleep 0.15  # the tool redraws at once; this lets xterm paint
    local file
    file=$(printf '%s/frame-%03d.png' "$work" "${#frames[@]}")
    import -window "$xterm_window" "$file"
    frames+=("$file")
    delays+=("$1")
}
# Types a text a word at a time, a frame after each word.
words() {
    local list i
    read -ra list <<<"$1"
    for i in "${!list[@]}"; do
        ((i == 0)) || xdotool key space
        xdotool type --delay 25 "${list[i]}"
        capture 14
    done
}
# Presses a key, then captures a frame shown for the delay given.
press() {
    xdotool key "$1"
    capture "$2"
}
# Shows the last frame for longer.
hold() {
    delays[-1]=$1
}

sleep 1
capture 40
# shellcheck disable=SC2016  # typed into the shell in the terminal
xdotool type --delay 0 'git commit -m "$(expanding-text --placeholder Message --max-lines 5)"'
capture 100
press Return 150

# Growing, line by line: new lines with Ctrl+J, long ones wrapping by display width.
words "$subject"
press ctrl+j 40
press ctrl+j 40
words "$paragraph"
press ctrl+j 40
words "$at_maximum"
hold 150
# Scrolling: more lines hide the first ones; the gutter shows ↑.
for line in "${scrolled[@]}"; do
    press ctrl+j 40
    words "$line"
done
hold 200
# Shrinking back: cut each line (Ctrl+U) and join it to the one above (Backspace), then the blank line.
for _ in 1 2 3 4 5; do
    press ctrl+u 35
    press BackSpace 35
done
press BackSpace 35
hold 150
press Return 300
committed=$(git -C "$project" log -1 --format=%s)
if [[ $committed != "$subject" ]]; then
    echo "error: the recording went wrong: the text committed was \"$committed\"" >&2
    exit 1
fi

# The window is just what is shown (the command line, the box at its five lines, one line to spare), so each frame
# is all of it. One palette of 64 colours made from every frame, so no frame's colours flicker; repeated frames are
# merged (their delays added) and each frame keeps only what changed.
convert "${frames[@]}" -append +dither -colors 64 -unique-colors "$work/palette.png"
args=()
for i in "${!frames[@]}"; do
    args+=(-delay "${delays[i]}" "${frames[i]}")
done
mkdir -p "$(dirname "$output")"
convert "${args[@]}" +dither -remap "$work/palette.png" -layers RemoveDups -fuzz 1% -layers Optimize -loop 0 "$output"
size=$(stat -c %s "$output")
echo "wrote $output: $(identify "$output" | wc -l) frames, $size bytes"
((size < 1000000)) || { echo "error: $output is 1 MB or more; a README picture should be smaller" >&2; exit 1; }
