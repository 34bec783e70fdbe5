#!/usr/bin/env bash
# Checks an installation made by Scripts/install.sh, on Linux (ldd, man -l): the binary needs no Swift library, the
# man page loads, each shell's completion script passes that shell's syntax check and loads (bash and fish then
# complete a word with it; zsh's compinit finds it), and the binary runs. Then records launch-to-placeholder for the
# installed binary.
#
# Usage: Scripts/check-installed.sh PREFIX
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:?usage: Scripts/check-installed.sh PREFIX}
binary=$prefix/bin/expanding-text

fail() { echo "error: $*" >&2; exit 1; }

[[ -x $binary ]] || fail "$binary is not installed"
libraries=$(ldd "$binary")
if grep -Ei 'swift|foundation|dispatch|icu' <<<"$libraries"; then
    fail "the installed binary needs a Swift library"
fi
echo "ldd: $(awk '{print $1}' <<<"$libraries" | tr '\n' ' ')"
"$binary" --version | grep -q '^expanding-text ' || fail "--version does not answer"

page=$(MANWIDTH=100 man -l "$prefix/share/man/man1/expanding-text.1" 2>&1)
grep -q -- '--placeholder' <<<"$page" || fail "man -l does not show the options"
grep -q 'EXIT STATUS' <<<"$page" || fail "man -l does not show the exit statuses"
echo "man page: loads, $(wc -l <<<"$page") lines"

bash_script=$prefix/share/bash-completion/completions/expanding-text
zsh_script=$prefix/share/zsh/site-functions/_expanding-text
fish_script=$prefix/share/fish/vendor_completions.d/expanding-text.fish
bash -n "$bash_script"
zsh -n "$zsh_script"
fish --no-execute "$fish_script"

bash_words=$(bash --norc --noprofile -c "source '$bash_script'
    COMP_WORDS=(expanding-text chat --dr); COMP_CWORD=2; _expanding_text; printf '%s\n' \"\${COMPREPLY[@]}\"")
[[ $bash_words == --draft ]] || fail "bash completes 'chat --dr' to '$bash_words'"
zsh -fc "fpath=('$(dirname "$zsh_script")' \$fpath); autoload -Uz compinit; compinit -u -D
    [[ \$_comps[expanding-text] == _expanding-text ]] || exit 1" || fail "zsh's compinit does not find the script"
fish_words=$(fish --no-config -c "source '$fish_script'; complete -C 'expanding-text layout --j'" | cut -f1)
[[ $fish_words == --json ]] || fail "fish completes 'layout --j' to '$fish_words'"
echo "completions: bash, zsh and fish scripts pass their shell's check, load and complete"

python3 Scripts/measure-launch.py "$binary" --runs 10
