#!/usr/bin/env bash
# Type-checks the Apple adapters (Sources/ExpandingTextUI) and Examples/ from a machine without Apple SDKs, and runs
# them under a behavioural model of the platform.
#
# UIKit, AppKit and SwiftUI do not exist here, so Tools/AppleSDKStubs/ declares the subset of their API that the
# adapters use (signatures, optionality, actor isolation and availability copied from Apple's documentation). This
# script compiles those declarations, with stand-ins for Foundation and the Objective-C runtime, into two sets of
# modules:
#   uikit  — UIKit + SwiftUI (UIKit flavour): the iOS, Mac Catalyst and visionOS code paths;
#   appkit — AppKit + SwiftUI (AppKit flavour): the macOS code paths.
# Each set is built twice from the same sources. With Objective-C interop, from the declarations only, the adapters
# and examples are type-checked against it with the SDK's semantics (`@objc` protocols with optional requirements,
# `NSObject` as the Objective-C root). Without, with the declarations' working bodies (the behavioural model), the
# adapters are linked with that set's scenarios (Tools/AppleScenarios/<set>, with the harness both sets share in
# Tools/AppleScenarios/Shared) and run once per combination of the model's switches; Scripts/lib/objc_model.py
# writes the copies of the sources that this build takes, without their Objective-C spelling.
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

mapfile -t ui_sources < <(swift_files Sources/ExpandingTextUI)
mapfile -t example_sources < <(swift_files Examples)
structs="$stubs/CStructs"

# The type-check with the SDK's semantics: Objective-C interop on, so `@objc` protocols, optional requirements and the
# root class `NSObject` behave as with the SDK (a direct call of an optional requirement is an error). Nothing is
# generated or linked: the stub modules are emitted from their declarations only.
objc=(-frontend -enable-objc-interop -disable-objc-attr-requires-foundation-module -swift-version 6 -parse-as-library)

# name, output dir, package, then compiler arguments and sources: a module of declarations only, with interop.
emit_declarations() {
    local name="$1" dir="$2" package="$3"
    shift 3
    mkdir -p "$dir"
    swiftc "${objc[@]}" -package-name "$package" -emit-module -experimental-skip-all-function-bodies \
        -module-name "$name" -o "$dir/$name.swiftmodule" -I "$dir" -I "$structs" "$@"
}

stub_set_sources() {
    swift_files "$stubs/Shared" "$stubs/$1"
}

for set in uikit appkit; do
    case "$set" in
        uikit) framework=UIKit ;;
        appkit) framework=AppKit ;;
    esac
    dir="$out/$set-objc"
    step "Objective-C semantics: type-check Sources/ExpandingTextUI and Examples/ against the $framework set"
    emit_declarations ObjectiveC "$dir" applemodel $(swift_files "$stubs/ObjectiveC")
    emit_declarations CoreGraphics "$dir" applemodel $(swift_files "$stubs/CoreGraphics")
    emit_declarations Dispatch "$dir" applemodel $(swift_files "$stubs/Dispatch")
    emit_declarations Foundation "$dir" applemodel $(swift_files "$stubs/Foundation")
    emit_declarations "$framework" "$dir" applemodel $(stub_set_sources "$framework")
    emit_declarations SwiftUI "$dir" applemodel $(swift_files "$stubs/SwiftUI")
    emit_declarations ExpandingTextCore "$dir" expandingtext "${core_sources[@]}"
    swiftc "${objc[@]}" -package-name expandingtext -typecheck -module-name ExpandingTextUI -warnings-as-errors \
        -I "$dir" -I "$structs" "${ui_sources[@]}"
    emit_declarations ExpandingTextUI "$dir" expandingtext "${ui_sources[@]}"
    swiftc "${objc[@]}" -typecheck -module-name ExpandingTextExamples -warnings-as-errors \
        -I "$dir" -I "$structs" "${example_sources[@]}"
    # Scripts/check-examples.py extracts the UI examples (fragments inside their context's preamble); its file:line
    # in errors.
    rm -rf "$dir/doc-examples"
    python3 Scripts/check-examples.py --emit-ui "$set" "$dir/doc-examples"
    mapfile -t doc_example_sources < <(swift_files "$dir/doc-examples")
    swiftc "${objc[@]}" -typecheck -module-name ExpandingTextDocExamples -suppress-warnings \
        -I "$dir" -I "$structs" "${doc_example_sources[@]}"
    echo "${#doc_example_sources[@]} documentation examples type-check"
done

# The model's run: the same sources without their Objective-C spelling (Scripts/lib/objc_model.py), compiled without
# interop, with working bodies, and linked with the scenarios. The libraries are linked by path: `-lFoundation` would
# find the toolchain's Foundation first.
model_sources="$out/model-sources"
python3 Scripts/lib/objc_model.py --stubs "$stubs" --out "$model_sources" --table "$out/MethodTable.swift" \
    ExpandingTextUI=Sources/ExpandingTextUI AppleScenarios=Tools/AppleScenarios ExpandingTextExamples=Examples
# The sources under the given folders, each as the model's copy where it has one.
model_files() {
    local file
    for file in $(swift_files "$@"); do
        local copy="$model_sources/${file%.swift}.model.swift"
        if [[ -f "$copy" ]]; then echo "$copy"; else echo "$file"; fi
    done
}

for set in uikit appkit; do
    dir="$out/$set"
    case "$set" in
        uikit) framework=UIKit ;;
        appkit) framework=AppKit ;;
    esac

    step "Model modules ObjectiveC, CoreGraphics, Dispatch, Foundation, $framework and SwiftUI ($framework flavour)"
    emit_module ObjectiveC "$dir" model library $(model_files "$stubs/ObjectiveC")
    emit_module CoreGraphics "$dir" model library -I "$dir" -I "$structs" $(model_files "$stubs/CoreGraphics")
    emit_module Dispatch "$dir" model library -I "$dir" $(model_files "$stubs/Dispatch")
    emit_module Foundation "$dir" model library -I "$dir" -I "$structs" $(model_files "$stubs/Foundation")
    emit_module "$framework" "$dir" model library -I "$dir" -I "$structs" \
        $(model_files "$stubs/Shared" "$stubs/$framework")
    emit_module SwiftUI "$dir" model library -I "$dir" -I "$structs" $(model_files "$stubs/SwiftUI")

    step "Build Sources/ExpandingTextUI on the $framework model"
    graph_flags=()
    if [[ -n "$symbol_graphs" && "$set" == uikit ]]; then
        graph_flags=(-emit-symbol-graph -emit-symbol-graph-dir "$symbol_graphs")
    fi
    emit_module ExpandingTextUI "$dir/ui" core library ${graph_flags[@]+"${graph_flags[@]}"} \
        -I "$dir" -I "$structs" -I "$out/core" $(model_files Sources/ExpandingTextUI)

    step "Build and run the scenarios ($framework and SwiftUI adapters on the behavioural model)"
    swiftc "${model[@]}" -warnings-as-errors -module-name AppleScenarios -o "$dir/apple-scenarios" \
        -I "$dir" -I "$structs" -I "$out/core" -I "$dir/ui" \
        $(model_files Tools/AppleScenarios/Shared "Tools/AppleScenarios/$framework") "$out/MethodTable.swift" \
        "$dir/ui/libExpandingTextUI.a" "$dir/libSwiftUI.a" "$dir/lib$framework.a" "$dir/libFoundation.a" \
        "$dir/libDispatch.a" "$dir/libCoreGraphics.a" "$dir/libObjectiveC.a" "$out/core/libExpandingTextCore.a"
    "$dir/apple-scenarios"
done

step "Availability and API lint"
python3 Scripts/lint-apple.py

if [[ "$keep" == true ]]; then
    echo "build folder: $out"
fi
echo "check-apple: all checks passed"
