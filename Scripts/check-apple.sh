#!/usr/bin/env bash
# Type-checks the Apple adapters (Sources/ExpandingTextUI) and Examples/ from a machine without Apple SDKs.
#
# UIKit, AppKit and SwiftUI do not exist here, so Tools/AppleSDKStubs/ declares the subset of their API that the
# adapters use (signatures, optionality, actor isolation and availability copied from Apple's documentation). This
# script compiles those stubs into two sets of modules and type-checks the adapters and examples against each:
#   uikit  — UIKit + SwiftUI (UIKit flavour): the iOS, Mac Catalyst and visionOS code paths;
#   appkit — AppKit + SwiftUI (AppKit flavour): the macOS code paths.
# The compiler ignores `@available(iOS …)` on Linux, so an availability lint runs afterwards.
#
# This proves the adapters are consistent with the declared API; it says nothing about how UIKit behaves.
#
# Usage: Scripts/check-apple.sh [--keep]    (--keep leaves the build folder in place and prints its path)
set -euo pipefail
cd "$(dirname "$0")/.."

keep=false
if [[ "${1:-}" == "--keep" ]]; then
    keep=true
fi

stubs=Tools/AppleSDKStubs
out="$(mktemp -d "${TMPDIR:-/tmp}/check-apple.XXXXXX")"
if [[ "$keep" == false ]]; then
    trap 'rm -rf "$out"' EXIT
fi

# Flags shared by every compilation. Objective-C interop is on only here (never in Package.swift): the stubbed
# delegate protocols are `@objc` with optional requirements, as in the SDKs, and AppKit's `doCommandBy` hands over a
# `Selector` (declared by the stub ObjectiveC module, since Linux has none).
# Core is built without it, as on every platform: it imports nothing, and the standard library's pointer
# intrinsics are unavailable to interop-enabled code on Linux.
core=(-swift-version 6 -package-name expandingtext)
common=("${core[@]}" -Xfrontend -enable-objc-interop)

swift_files() {
    find "$@" -name '*.swift' -print 2>/dev/null | LC_ALL=C sort
}

step() { printf '== %s\n' "$*"; }

emit_module() { # name, output dir, then compiler arguments and sources
    local name="$1" dir="$2" flags=("${common[@]}")
    shift 2
    [[ "$name" == ExpandingTextCore ]] && flags=("${core[@]}")
    mkdir -p "$dir"
    swiftc "${flags[@]}" -parse-as-library -module-name "$name" -emit-module \
        -emit-module-path "$dir/$name.swiftmodule" "$@"
}

step "ExpandingTextCore"
mapfile -t core_sources < <(swift_files Sources/ExpandingTextCore)
emit_module ExpandingTextCore "$out/core" "${core_sources[@]}"

step "Stub module ObjectiveC"
mapfile -t objc_sources < <(swift_files "$stubs/ObjectiveC")
emit_module ObjectiveC "$out/objc" "${objc_sources[@]}"

mapfile -t shared_sources < <(swift_files "$stubs/Shared")
mapfile -t swiftui_sources < <(swift_files "$stubs/SwiftUI")
mapfile -t ui_sources < <(swift_files Sources/ExpandingTextUI)
mapfile -t example_sources < <(swift_files Examples)

for set in uikit appkit; do
    case "$set" in
        uikit) framework=UIKit ;;
        appkit) framework=AppKit ;;
    esac
    dir="$out/$set"

    step "Stub modules $framework and SwiftUI ($framework flavour)"
    mapfile -t framework_sources < <(swift_files "$stubs/$framework")
    emit_module "$framework" "$dir" -I "$out/objc" "${shared_sources[@]}" "${framework_sources[@]}"
    emit_module SwiftUI "$dir" -I "$out/objc" -I "$dir" "${swiftui_sources[@]}"

    step "Type-check Sources/ExpandingTextUI against the $framework set"
    emit_module ExpandingTextUI "$dir/ui" -warnings-as-errors \
        -I "$out/objc" -I "$dir" -I "$out/core" "${ui_sources[@]}"

    step "Type-check Examples/ against the $framework set"
    swiftc "${common[@]}" -typecheck -parse-as-library -module-name ExpandingTextExamples -warnings-as-errors \
        -I "$out/objc" -I "$dir" -I "$out/core" -I "$dir/ui" "${example_sources[@]}"
done

step "Availability and API lint"
python3 Scripts/lint-apple.py

if [[ "$keep" == true ]]; then
    echo "build folder: $out"
fi
echo "check-apple: all checks passed"
