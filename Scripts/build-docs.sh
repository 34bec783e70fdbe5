#!/usr/bin/env bash
# Builds each product's DocC catalog with the toolchain's `docc` from the products' symbol graphs, and fails on any
# warning (an unresolved symbol link, a missing article) or on a public symbol its landing page does not curate.
#
# Core and Terminal get their symbol graphs from `swift build`; ExpandingTextUI, which needs Apple's SDKs, from its
# build on the behaviour model (Tools/AppleModel/check.sh, UIKit set).
#
# Usage: Scripts/build-docs.sh [--ui-symbol-graphs DIR] [--output DIR]
#   --ui-symbol-graphs DIR  ExpandingTextUI's graphs from an earlier `check-apple.sh --symbol-graphs DIR`; without
#                           it, the check runs here.
#   --output DIR            where the built archives go (default .build/docs/archives).
set -euo pipefail
cd "$(dirname "$0")/.."

ui_graphs=""
output=.build/docs/archives
while [[ $# -gt 0 ]]; do
    case "$1" in
        --ui-symbol-graphs) ui_graphs="$2"; shift ;;
        --output) output="$2"; shift ;;
        *) echo "usage: Scripts/build-docs.sh [--ui-symbol-graphs DIR] [--output DIR]" >&2; exit 2 ;;
    esac
    shift
done

graphs="$(mktemp -d "${TMPDIR:-/tmp}/build-docs.XXXXXX")"
trap 'rm -rf "$graphs"' EXIT

printf '== Symbol graphs of ExpandingTextCore and ExpandingTextTerminal\n'
swift build --scratch-path .build/docs --target ExpandingTextTerminal \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all"
if [[ -z "$ui_graphs" ]]; then
    ui_graphs="$graphs/ExpandingTextUI"
    bash Tools/AppleModel/check.sh --symbol-graphs "$ui_graphs"
fi

mkdir -p "$output"
status=0
for module in ExpandingTextCore ExpandingTextTerminal ExpandingTextUI; do
    printf '== %s\n' "$module"
    if [[ "$module" == ExpandingTextUI ]]; then
        module_graphs="$ui_graphs"
    else
        module_graphs="$graphs/$module"
        mkdir -p "$module_graphs"
        cp "$graphs/all/$module".symbols.json "$module_graphs/"
        cp "$graphs/all/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
    fi
    catalog="Sources/$module/$module.docc"
    if ! docc convert "$catalog" --additional-symbol-graph-dir "$module_graphs" \
        --output-path "$output/$module.doccarchive" --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.expandingtext.$module" --warnings-as-errors; then
        status=1
    fi
    python3 Scripts/check-doc-curation.py "$catalog" "$module_graphs" || status=1
done
if [[ "$status" -ne 0 ]]; then
    echo "build-docs: the documentation has problems (above)" >&2
    exit 1
fi
echo "build-docs: every catalog built without a warning"
