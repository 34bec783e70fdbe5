/// A position in a frame: a row counted from the top of the box and a terminal column counted from 0.
package struct FramePosition: Hashable, Sendable {
    /// The row, from the top of the box.
    package var row: Int
    /// The terminal column, from the left edge of the screen.
    package var column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - row: The row, from the top of the box.
    ///   - column: The terminal column, from 0.
    package init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// What the box looks like: its rows of cells and where the terminal's cursor goes.
///
/// A row holds its cells from the screen's first column, decorations (prompt marker, border) included; columns
/// after a row's last cell are blank. The caret is where the terminal's real cursor is left, so that an input
/// method's candidate window opens there.
package struct Frame: Hashable, Sendable {
    /// The rows of the box, top to bottom; at least one.
    package var rows: [[Cell]]
    /// Where the terminal's cursor is left after drawing.
    package var caret: FramePosition

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - rows: The rows, top to bottom, each indexed by column.
    ///   - caret: Where the cursor is left.
    package init(rows: [[Cell]], caret: FramePosition) {
        self.rows = rows
        self.caret = caret
    }

    /// The frame as plain text, one line per row, for reference files and test failures.
    ///
    /// Each row is followed by `|` (so trailing blanks are visible); styled runs are wrapped in a marker naming
    /// the style (`{dim:…}`, `{inverse:…}`); the caret is shown as a line below the rows: `caret row,column`.
    package var textDump: String {
        var lines: [String] = []
        for row in rows {
            var line = ""
            var style: CellStyle = []
            for cell in row where !cell.isContinuation {
                if cell.style != style {
                    if !style.isEmpty { line += "}" }
                    if !cell.style.isEmpty { line += "{" + cell.style.name + ":" }
                    style = cell.style
                }
                line += cell.text
            }
            if !style.isEmpty { line += "}" }
            lines.append(line + "|")
        }
        lines.append("caret \(caret.row),\(caret.column)")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension CellStyle {
    /// The attribute names of the style joined by `+`, for text dumps.
    fileprivate var name: String {
        let names: [(CellStyle, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.inverse, "inverse"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
