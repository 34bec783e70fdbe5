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
    /// Whether the cursor shows there: false while the wheel has scrolled the caret out of the box, when the
    /// cursor waits, hidden, on the box's row nearest to the caret.
    package var showsCaret = true

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - rows: The rows, top to bottom, each indexed by column.
    ///   - caret: Where the cursor is left.
    package init(rows: [[Cell]], caret: FramePosition) {
        self.rows = rows
        self.caret = caret
    }
}
