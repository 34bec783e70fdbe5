#!/usr/bin/env bash
# Fuzzes ExpandingText with libFuzzer.
#
#   Scripts/fuzz.sh TARGET [seconds]     one target (InputDecoder, EditingLayout, LineBreaking, Arguments)
#   Scripts/fuzz.sh all [seconds]        every target, one after the other, `seconds` each
#
# For each target: compiles the modules it needs with coverage and AddressSanitizer (only code compiled with
# -sanitize=fuzzer is instrumented, so the package's modules are compiled here with swiftc rather than taken from
# `swift build`), replays every input in Fuzz/TARGET/Regressions/ and Fuzz/TARGET/Corpus/, then fuzzes for
# `seconds` (default 60; 0 only replays) starting from a copy of the corpus in .build/fuzz/, so the committed corpus
# stays small. A crash, a timeout or a failed property fails the script and leaves the input in Fuzz/crashes/TARGET/.
# Build products go to .build/fuzz/.
set -euo pipefail
cd "$(dirname "$0")/.."

readonly ALL_TARGETS=(InputDecoder EditingLayout LineBreaking Arguments)
readonly BUILD=.build/fuzz
readonly PACKAGE_NAME=expandingtext
# -O for speed, with assert() kept (-assert-config Debug): the code's own internal checks run under the fuzzer too.
readonly SWIFT_FLAGS=(-swift-version 6 -package-name "$PACKAGE_NAME" -sanitize=fuzzer,address -O
    -assert-config Debug -g -parse-as-library)
# Per input: a run longer than this is reported as a hang (the quality bars: bad input never hangs either).
readonly INPUT_TIMEOUT_SECONDS=20

usage() {
    echo "usage: Scripts/fuzz.sh TARGET|all [seconds]   (targets: ${ALL_TARGETS[*]})" >&2
    exit 2
}

[[ $# -ge 1 && $# -le 2 ]] || usage
seconds=${2:-60}
[[ $seconds =~ ^[0-9]+$ ]] || usage
if [[ $1 == all ]]; then
    targets=("${ALL_TARGETS[@]}")
else
    [[ " ${ALL_TARGETS[*]} " == *" $1 "* ]] || usage
    targets=("$1")
fi

mkdir -p "$BUILD"
# Swift's own crash backtracer would run inside AddressSanitizer's and libFuzzer's signal handling; let libFuzzer
# report crashes (it prints the stack and keeps the input).
export SWIFT_BACKTRACE=enable=no

# The modules a target's harness imports (each needs the ones before it), and the extra sources compiled into it.
modules_for() {
    case $1 in
        InputDecoder) echo "ExpandingTextCore ExpandingTextTerminal" ;;
        EditingLayout | LineBreaking) echo "ExpandingTextCore" ;;
        Arguments) echo "ExpandingTextCore ExpandingTextTerminal" ;;
    esac
}

extra_sources_for() {
    case $1 in
        # The tool's own files but main.swift: the parser and what it uses, without the program's top level.
        Arguments) find Sources/expanding-text -name '*.swift' ! -name main.swift | sort ;;
    esac
}

# Prints a fingerprint of the given files and the compiler flags: a product is rebuilt when it changes.
fingerprint() {
    { printf '%s\n' "${SWIFT_FLAGS[@]}"; swiftc --version 2>&1; for file in "$@"; do
        echo "$file"
        cat "$file"
    done; } | sha256sum | cut -d' ' -f1
}

# Compiles one of the package's library modules as an instrumented static library, unless it is up to date.
# Arguments: the module, then the modules it imports (already built).
build_module() {
    local module=$1
    shift
    local sources
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
    local stamp="$BUILD/$module.fingerprint"
    local print dependency
    print=$(fingerprint "${sources[@]}")
    for dependency in "$@"; do
        print+=$(cat "$BUILD/$dependency.fingerprint")
    done
    if [[ -f $stamp && $(cat "$stamp") == "$print" && -f $BUILD/lib$module.a ]]; then
        return
    fi
    echo "fuzz: compiling $module with fuzzer and address sanitizer instrumentation"
    swiftc "${SWIFT_FLAGS[@]}" -module-name "$module" -wmo -emit-library -static \
        -emit-module -emit-module-path "$BUILD/$module.swiftmodule" -I "$BUILD" \
        "${sources[@]}" -o "$BUILD/lib$module.a"
    echo "$print" >"$stamp"
}

# Compiles a target's harness into $BUILD/TARGET, unless it is up to date.
build_harness() {
    local target=$1
    local modules sources extra
    read -r -a modules <<<"$(modules_for "$target")"
    mapfile -t sources < <(find "Fuzz/$target" Fuzz/Shared -maxdepth 1 -name '*.swift' | sort)
    mapfile -t extra < <(extra_sources_for "$target")
    local index
    for ((index = 0; index < ${#modules[@]}; index++)); do
        build_module "${modules[index]}" "${modules[@]:0:index}"
    done
    local stamp="$BUILD/$target.fingerprint"
    local print
    print=$(fingerprint "${sources[@]}" "${extra[@]}")
    for module in "${modules[@]}"; do
        print+=$(cat "$BUILD/$module.fingerprint")
    done
    if [[ -f $stamp && $(cat "$stamp") == "$print" && -x $BUILD/$target ]]; then
        return
    fi
    echo "fuzz: compiling the $target harness"
    local libraries=()
    # Link order: a library before the ones it depends on.
    local module
    for ((index = ${#modules[@]} - 1; index >= 0; index--)); do
        libraries+=("$BUILD/lib${modules[index]}.a")
    done
    swiftc "${SWIFT_FLAGS[@]}" -module-name "${target}Fuzz" -I "$BUILD" \
        -use-ld=lld "${sources[@]}" "${extra[@]}" "${libraries[@]}" -o "$BUILD/$target"
    echo "$print" >"$stamp"
}

# Lists the input files of a folder (not the placeholder that keeps an empty folder in git).
inputs_in() {
    [[ -d $1 ]] || return 0
    find "$1" -maxdepth 1 -type f ! -name '.*' | sort
}

report_crash() {
    local target=$1 log=$2
    echo "FAIL fuzz $target: see the log below"
    grep -vE '^#[0-9]+' "$log" | tail -n 60
    local found
    found=$(find "Fuzz/crashes/$target" -type f -newer "$BUILD/$target.log.start" 2>/dev/null | sort || true)
    if [[ -n $found ]]; then
        echo "fuzz: the failing input is kept:"
        printf '  %s\n' $found
        echo "fuzz: reproduce with: $BUILD/$target <file>"
        echo "fuzz: once fixed, move it into Fuzz/$target/Regressions/ (git mv or add) so every run replays it."
    fi
}

# Replays the regressions and the corpus, then fuzzes. Returns non-zero on any failure.
run_target() {
    local target=$1
    build_harness "$target"
    local binary="$BUILD/$target"
    local crashes="Fuzz/crashes/$target"
    mkdir -p "$crashes"
    local log="$BUILD/$target.log" replay_log="$BUILD/$target.replay.log"
    : >"$log"
    : >"$replay_log"
    touch "$log.start"
    local options=(-artifact_prefix="$crashes/" -timeout="$INPUT_TIMEOUT_SECONDS" -rss_limit_mb=2560
        -print_final_stats=1)
    [[ -f Fuzz/$target/$target.dict ]] && options+=(-dict="Fuzz/$target/$target.dict")

    local replay
    mapfile -t replay < <(inputs_in "Fuzz/$target/Regressions"; inputs_in "Fuzz/$target/Corpus")
    local started=$SECONDS
    if ((${#replay[@]} > 0)); then
        if ! "$binary" "${options[@]}" "${replay[@]}" >"$replay_log" 2>&1; then
            echo "fuzz: a committed input of $target fails"
            report_crash "$target" "$replay_log"
            return 1
        fi
    fi
    echo "fuzz $target: replayed ${#replay[@]} committed inputs (regressions and corpus) in $((SECONDS - started)) s"
    ((seconds > 0)) || return 0

    # The run's corpus: a fresh copy of the committed one, which the fuzzer grows.
    local work="$BUILD/$target.corpus"
    rm -rf "$work"
    mkdir -p "$work"
    inputs_in "Fuzz/$target/Corpus" | while read -r file; do cp "$file" "$work/"; done
    started=$SECONDS
    local status=0
    "$binary" "${options[@]}" -max_total_time="$seconds" "$work" >>"$log" 2>&1 || status=$?
    local executions corpus
    executions=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -n 1 | grep -o '[0-9]*$' || echo "?")
    corpus=$(find "$work" -type f | wc -l)
    if ((status != 0)); then
        report_crash "$target" "$log"
        echo "fuzz $target: $executions executions in $((SECONDS - started)) s before the failure"
        return 1
    fi
    echo "fuzz $target: $executions executions in $((SECONDS - started)) s, corpus grew to $corpus inputs, no failure"
    grep -E 'stat::' "$log" | tail -n 6 | sed 's/^/  /'
}

failed=()
for target in "${targets[@]}"; do
    run_target "$target" || failed+=("$target")
done
if ((${#failed[@]} > 0)); then
    echo "FAIL fuzz: ${failed[*]}"
    exit 1
fi
echo "PASS fuzz: ${targets[*]}"
