@testable import ExpandingTextTerminal

/// Writes `ESC` as `⎋` so that expected bytes read like the sequences they are.
func visible(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacing("\u{1B}", with: "⎋")
}

/// Start of every frame that writes cells: synchronized update on, cursor hidden.
let frameStart = "⎋[?2026h⎋[?25l"
/// End of every frame that writes cells: cursor shown, synchronized update off.
let frameEnd = "⎋[?25h⎋[?2026l"

/// A frame of plain ASCII rows.
func frame(_ rows: [String], caret: (Int, Int)) -> Frame {
    Frame(rows: rows.map { Cell.row(plain: $0) }, caret: FramePosition(row: caret.0, column: caret.1))
}
