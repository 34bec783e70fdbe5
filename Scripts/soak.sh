#!/usr/bin/env bash
# Soak test: storms `expanding-text` in a real terminal (tmux) with seeded random keys, pastes of up to 1 MB and
# resizes down to 1×1, then checks the submitted text against a model, that the tool still answers, that the
# terminal is back in cooked mode and that no pasted control sequence reached the terminal raw.
#
#   Scripts/soak.sh [seconds] [seed]     default: 60 seconds, a random seed (printed, to repeat a failing run)
#
# Uses the debug build: it handles a 1 MB paste in well under a second, so a release build (minutes of compiling)
# is not needed, and CI has already built it.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
seed=${2:-}
if ! [[ $seconds =~ ^[0-9]+$ ]] || ! [[ -z $seed || $seed =~ ^[0-9]+$ ]]; then
    echo "usage: Scripts/soak.sh [seconds] [seed]" >&2
    exit 2
fi
if ! command -v tmux >/dev/null; then
    echo "error: the soak test needs tmux" >&2
    exit 1
fi

swift build --product expanding-text
binary="$(swift build --show-bin-path)/expanding-text"
arguments=("$binary" --seconds "$seconds")
[[ -n $seed ]] && arguments+=(--seed "$seed")
exec python3 Scripts/soak.py "${arguments[@]}"
