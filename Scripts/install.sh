#!/usr/bin/env bash
# Installs expanding-text under a prefix: a stripped binary with the Swift runtime linked in (it needs only the C
# and C++ libraries), its man page and its bash, zsh and fish completions. With --uninstall, removes exactly those.
#
# Usage: Scripts/install.sh [--prefix DIR] [--uninstall]     (DIR defaults to $PREFIX, else ~/.local; a relative
#        DIR is taken from the folder the script is run in)
#
#   DIR/bin/expanding-text
#   DIR/share/man/man1/expanding-text.1
#   DIR/share/bash-completion/completions/expanding-text
#   DIR/share/zsh/site-functions/_expanding-text
#   DIR/share/fish/vendor_completions.d/expanding-text.fish
set -euo pipefail

usage() {
    echo "usage: Scripts/install.sh [--prefix DIR] [--uninstall]" >&2
    exit 2
}

prefix=${PREFIX:-$HOME/.local}
uninstall=false
while [[ $# -gt 0 ]]; do
    case $1 in
        --prefix)
            [[ $# -ge 2 ]] || usage
            prefix=$2
            shift
            ;;
        --prefix=*) prefix=${1#--prefix=} ;;
        --uninstall) uninstall=true ;;
        *) usage ;;
    esac
    shift
done
# An empty prefix would install into /bin and /share, and uninstall from there.
[[ -n $prefix ]] || { echo "error: --prefix needs a folder" >&2; exit 2; }
[[ $prefix == /* ]] || prefix=$PWD/$prefix
cd "$(dirname "$0")/.."

binary=$prefix/bin/expanding-text
manual=$prefix/share/man/man1/expanding-text.1
shells=(bash zsh fish)
completion_paths=(
    "$prefix/share/bash-completion/completions/expanding-text"
    "$prefix/share/zsh/site-functions/_expanding-text"
    "$prefix/share/fish/vendor_completions.d/expanding-text.fish"
)

if $uninstall; then
    rm -f "$binary" "$manual" "${completion_paths[@]}"
    echo "removed expanding-text from $prefix"
    exit 0
fi

echo "building expanding-text (release, Swift runtime linked in)"
swift build -c release --static-swift-stdlib --product expanding-text
built="$(swift build -c release --static-swift-stdlib --show-bin-path)/expanding-text"

install -d "$prefix/bin" "$(dirname "$manual")"
install -m 0755 "$built" "$binary"
strip "$binary"
install -m 0644 docs/expanding-text.1 "$manual"
for index in "${!shells[@]}"; do
    path=${completion_paths[$index]}
    install -d "$(dirname "$path")"
    "$binary" --generate-completion-script "${shells[$index]}" >"$path"
    chmod 0644 "$path"
done

echo "installed $binary ($(du -h "$binary" | cut -f1)), its man page and its completions under $prefix"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on PATH" ;;
esac
