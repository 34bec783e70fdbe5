#!/usr/bin/env bash
# End-to-end tests of `expanding-text` in a real terminal (tmux 3.3a): builds the tool once, then runs the scenarios
# of Scripts/e2e (Python, on the terminal driver shared with the soak test), each in a fresh session of a private
# tmux server.
#
# Usage: Scripts/e2e.sh [--only NAME]... [NAME...]     all scenarios, or those whose name or title contains a NAME
#        Scripts/e2e.sh --list                         the scenarios' names and titles
#        E2E_BINARY=PATH Scripts/e2e.sh ...            against the tool at PATH, without building
#        E2E_TIMING_BINARY=PATH Scripts/e2e.sh ...     the timed scenarios against PATH (default: a release build)
# Prints PASS title / FAIL title (reason) per scenario and ends with the line `N passed, N failed`; exits 1 on a
# failure.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v tmux >/dev/null || { echo "error: tmux is required (Debian: apt-get install tmux)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "error: python3 is required (Debian: apt-get install python3)" >&2; exit 1; }

# E2E_BINARY runs the scenarios against another build (an older one, to see a scenario fail without its fix).
if [[ -z ${E2E_BINARY:-} && " $* " != *" --list "* ]]; then
    echo "building expanding-text"
    if ! build_log=$(swift build --product expanding-text 2>&1); then
        printf '%s\n' "$build_log" >&2
        echo "error: the build failed" >&2
        exit 1
    fi
    E2E_BINARY="$(swift build --show-bin-path)/expanding-text"
fi
# The scenarios that time the tool (completion among 100,000 files) run the optimised build users install.
if [[ -z ${E2E_TIMING_BINARY:-} && " $* " != *" --list "* ]]; then
    echo "building expanding-text (release)"
    if ! build_log=$(swift build -c release --static-swift-stdlib --product expanding-text 2>&1); then
        printf '%s\n' "$build_log" >&2
        echo "error: the release build failed" >&2
        exit 1
    fi
    E2E_TIMING_BINARY="$(swift build -c release --static-swift-stdlib --show-bin-path)/expanding-text"
fi
export E2E_BINARY E2E_TIMING_BINARY
exec python3 Scripts/e2e "$@"
