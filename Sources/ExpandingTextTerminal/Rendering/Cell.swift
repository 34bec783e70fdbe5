/// One cell of a frame: what the renderer writes at one terminal column.
///
/// A cluster n cells wide is a *lead* cell of width n followed by n − 1 ``continuation`` cells of width 0, so that a
/// row's index is always its column. n is 1 or 2 by the wrapping contract, more where a terminal was measured to draw a
/// cluster wider (tmux 3.3a gives `👍🏽` 4 cells). `text` is already safe to write: the frame builder replaced control
/// characters by their caret notation and tabs by spaces before making cells.
package struct Cell: Hashable, Sendable {
    /// What to write: one grapheme cluster or its stand-in; empty for a continuation cell.
    package var text: String
    /// Columns the cell occupies in the model: 1 or 2 by the wrapping contract, or what the terminal was measured to
    /// draw the cluster in; 0 for a continuation cell.
    package var width: Int
    /// The SGR attributes the text is written with.
    package var style: CellStyle
    /// Columns a terminal probably advances for `text` (the sum of its scalars' wcwidth-style widths).
    package var terminalWidth: Int
    /// Whether the terminal's cursor must be placed at the model's column after writing the cell.
    ///
    /// Terminals disagree with each other and with the wrapping contract about clusters of several scalars (variation
    /// selectors, ZWJ sequences, modifiers, flags, marks), so after such a cluster, or any cluster whose
    /// terminal width differs from the model, the renderer re-places the cursor absolutely.
    package private(set) var needsCursorPlacement: Bool

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - text: The cluster to write, or a stand-in of single-scalar characters.
    ///   - width: Its width in the model.
    ///   - style: Its attributes.
    ///   - terminalWidth: What a terminal probably advances for it; `nil` means the same as `width`.
    package init(_ text: String, width: Int = 1, style: CellStyle = [], terminalWidth: Int? = nil) {
        self.text = text
        self.width = width
        self.style = style
        self.terminalWidth = terminalWidth ?? width
        self.needsCursorPlacement = self.terminalWidth != width || text.unicodeScalars.count != text.count
    }

    /// A column after the first of a cluster wider than one column.
    package static let continuation = Cell("", width: 0)

    /// Whether the cell is a column after the first of a wide cluster (never written on its own).
    package var isContinuation: Bool { width == 0 }

    /// Whether the terminal may leave some of the cell's columns untouched (it advances less than the model),
    /// so the renderer blanks them before writing the cluster.
    package var needsBlanking: Bool { terminalWidth < width }

    /// Makes a row of cells from lead cells, inserting width − 1 continuations after every wide cell.
    ///
    /// - Parameter cells: Lead cells, left to right.
    /// - Returns: The row, indexed by column.
    package static func row(_ cells: some Sequence<Cell>) -> [Cell] {
        var row: [Cell] = []
        for cell in cells {
            row.append(cell)
            if cell.width > 1 { row.append(contentsOf: repeatElement(.continuation, count: cell.width - 1)) }
        }
        return row
    }

    /// Makes a row of single-column cells, one per character of `text`, all in `style`.
    ///
    /// - Parameters:
    ///   - text: Characters of width 1 (ASCII, for decorations and tests).
    ///   - style: The attributes of every cell.
    /// - Returns: The row.
    package static func row(plain text: String, style: CellStyle = []) -> [Cell] {
        text.map { Cell(String($0), style: style) }
    }
}
