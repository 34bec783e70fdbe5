#!/usr/bin/env bash
# Type-checks the Apple adapters (Sources/ExpandingTextUI) and Examples/ from a machine without Apple SDKs, and runs
# them under a behavioural model of the platform.
#
# UIKit, AppKit and SwiftUI do not exist here, so Tools/AppleSDKStubs/ declares the subset of their API that the
# adapters use (signatures, optionality, actor isolation and availability copied from Apple's documentation). This
# script compiles those declarations into two sets of modules and type-checks the adapters and examples against each:
#   uikit  — UIKit + SwiftUI (UIKit flavour): the iOS, Mac Catalyst and visionOS code paths;
#   appkit — AppKit + SwiftUI (AppKit flavour): the macOS code paths.
# The declarations have working bodies (the behavioural model), so each build also links the adapters with that
# set's scenarios (Tools/AppleScenarios/<set>, with the harness both sets share in Tools/AppleScenarios/Shared) and
# runs them, once per combination of the model's switches.
# The compiler ignores `@available(iOS …)` on Linux, so an availability lint runs afterwards.
#
# The scenarios show the adapters behave with the platform as modelled (Tools/AppleSDKStubs/BEHAVIOUR.tsv says where
# each modelled behaviour comes from); rendering, real TextKit metrics and the keyboard remain for a device.
#
# Usage: Scripts/check-apple.sh [--keep] [--symbol-graphs DIR]
#   --keep               leaves the build folder in place and prints its path
#   --symbol-graphs DIR  also writes ExpandingTextUI's symbol graph (UIKit set) to DIR, for Scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

keep=false
symbol_graphs=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --keep) keep=true ;;
        --symbol-graphs)
            symbol_graphs="$(mkdir -p "$2" && cd "$2" && pwd)"
            shift
            ;;
        *)
            echo "usage: Scripts/check-apple.sh [--keep] [--symbol-graphs DIR]" >&2
            exit 2
            ;;
    esac
    shift
done

stubs=Tools/AppleSDKStubs
out="$(mktemp -d "${TMPDIR:-/tmp}/check-apple.XXXXXX")"
if [[ "$keep" == false ]]; then
    trap 'rm -rf "$out"' EXIT
fi

# Flags shared by every compilation. The adapters are built in their own package; the model's modules in another,
# so that only the scenarios, not the adapters, reach the model's `package` controls.
core=(-swift-version 6 -package-name expandingtext)
model=(-swift-version 6 -package-name applemodel)

swift_files() {
    find "$@" -name '*.swift' -print 2>/dev/null | LC_ALL=C sort
}

step() { printf '== %s\n' "$*"; }

# name, output dir, flags (an array name), then compiler arguments and sources. With `library` as the flags' first
# word, also builds a static library for linking.
emit_module() {
    local name="$1" dir="$2" flags_name="$3[@]" kind=(-emit-module)
    shift 3
    local flags=("${!flags_name}")
    if [[ "${1:-}" == library ]]; then
        shift
        kind=(-emit-module -emit-library -static -wmo -o "$dir/lib$name.a")
    fi
    mkdir -p "$dir"
    swiftc "${flags[@]}" -parse-as-library -module-name "$name" "${kind[@]}" \
        -emit-module-path "$dir/$name.swiftmodule" "$@"
}

step "ExpandingTextCore"
mapfile -t core_sources < <(swift_files Sources/ExpandingTextCore)
# Core imports nothing.
emit_module ExpandingTextCore "$out/core" core library "${core_sources[@]}"

mapfile -t objc_sources < <(swift_files "$stubs/ObjectiveC")
mapfile -t shared_sources < <(swift_files "$stubs/Shared")
mapfile -t swiftui_sources < <(swift_files "$stubs/SwiftUI")
mapfile -t ui_sources < <(swift_files Sources/ExpandingTextUI)
mapfile -t example_sources < <(swift_files Examples)

for set in uikit appkit; do
    dir="$out/$set"
    case "$set" in
        uikit) framework=UIKit stub_flags=model ui_flags=core lib=library ;;
        appkit) framework=AppKit stub_flags=model ui_flags=core lib=library ;;
    esac
    ui_flags_name="$ui_flags[@]"

    step "Modules ObjectiveC, $framework and SwiftUI ($framework flavour)"
    mapfile -t framework_sources < <(swift_files "$stubs/$framework")
    emit_module ObjectiveC "$dir" "$stub_flags" ${lib[@]+"${lib[@]}"} "${objc_sources[@]}"
    emit_module "$framework" "$dir" "$stub_flags" ${lib[@]+"${lib[@]}"} -I "$dir" \
        "${shared_sources[@]}" "${framework_sources[@]}"
    emit_module SwiftUI "$dir" "$stub_flags" ${lib[@]+"${lib[@]}"} -I "$dir" "${swiftui_sources[@]}"

    step "Type-check Sources/ExpandingTextUI against the $framework set"
    graph_flags=()
    if [[ -n "$symbol_graphs" && "$set" == uikit ]]; then
        graph_flags=(-emit-symbol-graph -emit-symbol-graph-dir "$symbol_graphs")
    fi
    emit_module ExpandingTextUI "$dir/ui" "$ui_flags" ${lib[@]+"${lib[@]}"} -warnings-as-errors \
        ${graph_flags[@]+"${graph_flags[@]}"} -I "$dir" -I "$out/core" "${ui_sources[@]}"

    step "Type-check Examples/ against the $framework set"
    swiftc "${!ui_flags_name}" -typecheck -parse-as-library -module-name ExpandingTextExamples -warnings-as-errors \
        -I "$dir" -I "$out/core" -I "$dir/ui" "${example_sources[@]}"

    step "Type-check the UI examples of the README, the articles and the doc comments against the $framework set"
    # Scripts/check-examples.py extracts them (fragments inside their context's preamble); its file:line in errors.
    rm -rf "$dir/doc-examples"
    python3 Scripts/check-examples.py --emit-ui "$set" "$dir/doc-examples"
    mapfile -t doc_example_sources < <(swift_files "$dir/doc-examples")
    swiftc "${!ui_flags_name}" -typecheck -parse-as-library -module-name ExpandingTextDocExamples -suppress-warnings \
        -I "$dir" -I "$out/core" -I "$dir/ui" "${doc_example_sources[@]}"
    echo "${#doc_example_sources[@]} examples type-check"

    step "Build and run the scenarios ($framework and SwiftUI adapters on the behavioural model)"
    mapfile -t scenario_sources < <(swift_files Tools/AppleScenarios/Shared "Tools/AppleScenarios/$framework")
    swiftc "${model[@]}" -warnings-as-errors -module-name AppleScenarios -o "$dir/apple-scenarios" \
        -I "$dir" -I "$out/core" -I "$dir/ui" "${scenario_sources[@]}" \
        -L "$dir/ui" -L "$dir" -L "$out/core" \
        -lExpandingTextUI -lSwiftUI "-l$framework" -lObjectiveC -lExpandingTextCore
    "$dir/apple-scenarios"
done

step "Availability and API lint"
python3 Scripts/lint-apple.py

if [[ "$keep" == true ]]; then
    echo "build folder: $out"
fi
echo "check-apple: all checks passed"
