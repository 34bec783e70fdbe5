#!/usr/bin/env bash
# Checks the package for Apple platforms from a machine without Xcode, in two ways.
#
# 1. Compiled against Apple's own SDK interfaces (../shared/apple-sdk: the iOS 17.0 and macOS 14.0 SDKs' headers and
#    Swift interfaces, no binaries), as Xcode builds a package: at the package's floors (iOS 13, macOS 10.15), Swift 6,
#    whole module, to object code, warnings as errors. For iOS the products an iOS app adds (Core, UI), Examples/ and
#    the documentation's Apple examples; for macOS every target but the tests. Scripts/apple_sdk.py does it and
#    says what Tools/AppleModel/sdk-exceptions.tsv may except. Without the SDK folder this step says so and is skipped;
#    `--require-sdk` (CI) makes that an error.
# 2. Run on a behavioural model of the platform: UIKit, AppKit and SwiftUI do not run here, so Tools/AppleModel/Stubs
#    declares the part of their API the adapters use, with working bodies (Stubs/BEHAVIOUR.tsv says where
#    each modelled behaviour comes from). The adapters are compiled against it unchanged (Scripts/objc_model.py
#    writes the copies that this build takes, without their Objective-C spelling, as nothing links Objective-C here),
#    linked with the scenarios of each set (Tools/AppleModel/Scenarios/<set>, with the harness both share in
#    Tools/AppleModel/Scenarios/Shared), and run once per combination of the model's switches:
#      uikit  — UIKit + SwiftUI (UIKit flavour): the iOS, Mac Catalyst and visionOS code paths;
#      appkit — AppKit + SwiftUI (AppKit flavour): the macOS code paths.
#    So that the model offers no API Apple lacks or types differently, every Apple declaration of the stubs is named
#    with its full type in a generated reference (Scripts/stub_reference.py), compiled against the stubs here and
#    against the real SDK in step 1.
# A lint of the house rules for the adapters and of the model's switches against BEHAVIOUR.tsv runs last.
#
# Usage: Tools/AppleModel/check.sh [--keep] [--require-sdk] [--symbol-graphs DIR]
#   --keep               leaves the build folder in place and prints its path
#   --require-sdk        fails when the SDK interfaces are not there (CI)
#   --symbol-graphs DIR  also writes ExpandingTextUI's symbol graph (UIKit set) to DIR, for Scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

keep=false
require_sdk=false
symbol_graphs=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --keep) keep=true ;;
        --require-sdk) require_sdk=true ;;
        --symbol-graphs)
            symbol_graphs="$(mkdir -p "$2" && cd "$2" && pwd)"
            shift
            ;;
        *)
            echo "usage: Tools/AppleModel/check.sh [--keep] [--require-sdk] [--symbol-graphs DIR]" >&2
            exit 2
            ;;
    esac
    shift
done

sdk=../shared/apple-sdk
# The SDK's Swift modules take minutes to build: they are kept outside the checkout, per toolchain and SDK version.
sdk_cache="${XDG_CACHE_HOME:-$HOME/.cache}/expanding-text/apple-sdk"
stubs=Tools/AppleModel/Stubs
structs="$stubs/CStructs"
out="$(mktemp -d "${TMPDIR:-/tmp}/check-apple.XXXXXX")"
if [[ "$keep" == false ]]; then
    trap 'rm -rf "$out"' EXIT
fi

# The adapters are built in their own package; the model's modules in another, so that only the scenarios, not the
# adapters, reach the model's `package` controls.
core=(-swift-version 6 -package-name expandingtext)
model=(-swift-version 6 -package-name applemodel)

swift_files() {
    find "$@" -name '*.swift' -print 2>/dev/null | LC_ALL=C sort
}

step() { printf '== %s\n' "$*"; }

# name, output dir, flags (an array name), then compiler arguments and sources: a module and a static library.
emit_module() {
    local name="$1" dir="$2" flags_name="$3[@]"
    shift 3
    local flags=("${!flags_name}")
    mkdir -p "$dir"
    swiftc "${flags[@]}" -parse-as-library -module-name "$name" -emit-module -emit-library -static -wmo \
        -o "$dir/lib$name.a" -emit-module-path "$dir/$name.swiftmodule" "$@"
}

step "ExpandingTextCore"
emit_module ExpandingTextCore "$out/core" core $(swift_files Sources/ExpandingTextCore)

# The model's run: the sources without their Objective-C spelling, with the model's method table.
model_sources="$out/model-sources"
python3 Tools/AppleModel/Scripts/objc_model.py --stubs "$stubs" --out "$model_sources" --table "$out/MethodTable.swift" \
    ExpandingTextUI=Sources/ExpandingTextUI AppleScenarios=Tools/AppleModel/Scenarios ExpandingTextExamples=Examples
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
    # The C structs only macOS has are declared for the AppKit set alone.
    case "$set" in
        uikit) framework=UIKit set_flags=() ;;
        appkit) framework=AppKit set_flags=(-Xcc -DSTUB_SET_APPKIT) ;;
    esac
    model_set=("${model[@]}" ${set_flags[@]+"${set_flags[@]}"})
    core_set=("${core[@]}" ${set_flags[@]+"${set_flags[@]}"})
    # Each stub module's symbol graph, from which the stub reference is written.
    graphs=(-emit-symbol-graph -emit-symbol-graph-dir "$dir/stub-symbols")
    mkdir -p "$dir/stub-symbols"

    step "Model modules ObjectiveC, CoreGraphics, Dispatch, Foundation, $framework and SwiftUI ($framework flavour)"
    emit_module ObjectiveC "$dir" model_set "${graphs[@]}" $(model_files "$stubs/ObjectiveC")
    emit_module CoreGraphics "$dir" model_set "${graphs[@]}" -I "$dir" -I "$structs" $(model_files "$stubs/CoreGraphics")
    emit_module Dispatch "$dir" model_set "${graphs[@]}" -I "$dir" $(model_files "$stubs/Dispatch")
    emit_module Foundation "$dir" model_set "${graphs[@]}" -I "$dir" -I "$structs" \
        $(model_files "$stubs/Foundation")
    emit_module "$framework" "$dir" model_set "${graphs[@]}" -I "$dir" -I "$structs" \
        $(model_files "$stubs/Shared" "$stubs/$framework")
    emit_module SwiftUI "$dir" model_set "${graphs[@]}" -I "$dir" -I "$structs" $(model_files "$stubs/SwiftUI")

    step "Stub reference ($framework set): every Apple declaration of the stubs with its full type, against the stubs"
    python3 Tools/AppleModel/Scripts/stub_reference.py --symbols "$dir/stub-symbols" --stubs "$stubs" \
        --model-sources "$model_sources" --imports "$framework,SwiftUI,Foundation,Dispatch" \
        --out "$out/stub-reference-$set"
    swiftc "${model_set[@]}" -typecheck -parse-as-library -warnings-as-errors -module-name StubReference \
        -I "$dir" -I "$structs" "$out/stub-reference-$set"/*.swift

    step "Build Sources/ExpandingTextUI on the $framework model"
    graph_flags=()
    if [[ -n "$symbol_graphs" && "$set" == uikit ]]; then
        graph_flags=(-emit-symbol-graph -emit-symbol-graph-dir "$symbol_graphs")
    fi
    emit_module ExpandingTextUI "$dir/ui" core_set ${graph_flags[@]+"${graph_flags[@]}"} \
        -I "$dir" -I "$structs" -I "$out/core" $(model_files Sources/ExpandingTextUI)

    step "Build and run the scenarios ($framework and SwiftUI adapters on the behavioural model)"
    # The libraries are linked by path: `-lFoundation` would find the toolchain's Foundation first.
    swiftc "${model_set[@]}" -warnings-as-errors -module-name AppleScenarios -o "$dir/apple-scenarios" \
        -I "$dir" -I "$structs" -I "$out/core" -I "$dir/ui" \
        $(model_files Tools/AppleModel/Scenarios/Shared "Tools/AppleModel/Scenarios/$framework") "$out/MethodTable.swift" \
        "$dir/ui/libExpandingTextUI.a" "$dir/libSwiftUI.a" "$dir/lib$framework.a" "$dir/libFoundation.a" \
        "$dir/libDispatch.a" "$dir/libCoreGraphics.a" "$dir/libObjectiveC.a" "$out/core/libExpandingTextCore.a"
    "$dir/apple-scenarios"
done

step "Compiled against Apple's SDK interfaces (iOS 17.0, macOS 14.0) at the package's floors"
if [[ -f "$sdk/prepare-modules.sh" ]]; then
    python3 Tools/AppleModel/Scripts/apple_sdk.py --sdk "$sdk" --cache "$sdk_cache" \
        --exceptions Tools/AppleModel/sdk-exceptions.tsv \
        --reference "ios=$out/stub-reference-uikit" --reference "macos=$out/stub-reference-appkit"
elif [[ "$require_sdk" == true ]]; then
    echo "error: Apple SDK interfaces not found at $sdk" >&2
    exit 1
else
    echo "Apple SDK interfaces not found at $sdk: skipped"
fi

step "House rules of the adapters and the model's switches"
python3 Tools/AppleModel/Scripts/lint-apple.py

if [[ "$keep" == true ]]; then
    echo "build folder: $out"
fi
echo "check-apple: all checks passed"
