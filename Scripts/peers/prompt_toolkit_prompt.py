"""A multi-line prompt_toolkit prompt: the peer `compare-peers.py` measures (see its docstring).

Usage: prompt_toolkit_prompt.py [FILE]    the initial text is FILE's contents (UTF-8), or empty
Enter inserts a newline; Meta+Enter (Esc, Enter) submits and prints the text.
"""

import sys

from prompt_toolkit import prompt

initial = open(sys.argv[1], encoding="utf-8").read() if len(sys.argv) > 1 else ""
print(prompt("> ", multiline=True, default=initial))
