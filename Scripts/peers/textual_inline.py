"""An inline Textual app holding one auto-growing TextArea: the peer `compare-peers.py` measures.

Usage: textual_inline.py [FILE]    the initial text is FILE's contents (UTF-8), or empty; the caret starts at its end
Ctrl+Q quits.
"""

import sys

from textual.app import App, ComposeResult
from textual.widgets import TextArea


class Composer(App):
    CSS = "TextArea { height: auto; max-height: 10; }"

    def __init__(self, initial: str) -> None:
        super().__init__()
        self.initial = initial

    def compose(self) -> ComposeResult:
        yield TextArea(text=self.initial)

    def on_mount(self) -> None:
        area = self.query_one(TextArea)
        area.move_cursor(area.document.end)
        # A blinking cursor redraws twice a second whatever is typed; off, the bytes written measure typing only.
        area.cursor_blink = False


initial = open(sys.argv[1], encoding="utf-8").read() if len(sys.argv) > 1 else ""
Composer(initial).run(inline=True)
