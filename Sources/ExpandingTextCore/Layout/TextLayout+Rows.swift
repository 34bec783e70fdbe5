// Rows: where a front end that wraps wide markers of hidden text draws the visual lines.

extension TextLayout {
    /// The rows the visual lines are drawn on.
    ///
    /// Each line takes one row, except a line holding a single cluster whose markers of hidden text (see
    /// ``CellWidths``) are wider than the layout: a terminal wraps those markers at any cell, so such a line takes
    /// as many rows as its cells fill. With the standard widths rows and lines are the same.
    ///
    /// ```swift
    /// let storage = TextStorage("a" + "\u{E0068}\u{E0069}")   // "a" with the tags of "hi": a<TAG "hi">
    /// let layout = try TextLayout(storage, width: 5, cellWidths: .showingInvisibleCharacters)
    /// layout.lineCount            // 1
    /// layout.rowCount             // 3: `a<TAG`, ` "hi"` and `>`
    /// ```
    ///
    /// - Complexity: O(1).
    package var rowCount: Int { lines.rowCount }

    /// The first row of a visual line.
    ///
    /// - Parameter index: A line index, from 0 to `lineCount - 1`.
    /// - Complexity: O(log n).
    package func firstRow(ofLine index: Int) -> Int {
        lines.firstRow(ofLine: index)
    }

    /// The visual line drawn on a row, and that line's first row.
    ///
    /// - Parameter row: A row, from 0 to `rowCount - 1`.
    /// - Complexity: O(log n).
    package func line(atRow row: Int) -> (line: Int, firstRow: Int) {
        let (index, firstRow) = lines.line(atRow: row)
        return (index, firstRow)
    }

    /// The rows of a visual line: 1, or more for a line holding a single wide marker of hidden text.
    ///
    /// - Parameter index: A line index, from 0 to `lineCount - 1`.
    /// - Complexity: O(log n).
    package func rows(ofLine index: Int) -> Int {
        Int(lines.line(at: index).record.rows)
    }

    /// Where a caret at `position` is drawn, as a row from the first and a column in that row.
    ///
    /// On a line of one row this is ``caret(at:affinity:in:)`` with the line's row. On a line whose marker spans
    /// rows, a caret before the marker is at the start of its first row, and one after it (or after the spaces
    /// hanging behind it) on its last row, after the marker's last cell, at most at column `width`.
    ///
    /// - Parameters:
    ///   - position: A position in the text (a cluster boundary).
    ///   - affinity: Which line a wrap boundary belongs to, as for ``caret(at:affinity:in:)``.
    ///   - storage: The text this layout was made for.
    /// - Returns: The row and the column.
    /// - Complexity: O(log n + length of the line).
    package func caretCell(
        at position: TextPosition, affinity: CaretAffinity = .downstream, in storage: TextStorage
    ) -> (row: Int, column: Int) {
        let index = line(containing: position, affinity: affinity)
        let firstRow = firstRow(ofLine: index)
        let rows = rows(ofLine: index)
        guard rows > 1 else {
            return (firstRow, caret(at: position, affinity: affinity, in: storage).column)
        }
        let column = caretColumn(at: position, onLine: clusters(ofLine: index, in: storage))
        let row = column == 0 ? 0 : min((column - 1) / width, rows - 1)
        return (firstRow + row, min(column - row * width, width))
    }

    /// The position a caret takes when put on a row at a column (a click), as ``position(line:column:in:)`` puts
    /// it on a line: a column on any cell of a marker that spans rows puts the caret before it, a column past the
    /// marker's last cell after it.
    ///
    /// - Parameters:
    ///   - row: A row; a negative one counts as the first, one past the end as the last.
    ///   - column: A cell column in that row; negative counts as 0.
    ///   - storage: The text this layout was made for.
    /// - Returns: The position and its affinity.
    /// - Complexity: O(log n + length of the line).
    package func position(
        row: Int, column: Int, in storage: TextStorage
    ) -> (position: TextPosition, affinity: CaretAffinity) {
        let (index, firstRow) = line(atRow: min(max(row, 0), rowCount - 1))
        guard rows(ofLine: index) > 1 else {
            return position(line: index, column: column, in: storage)
        }
        let laidOut = clusters(ofLine: index, in: storage)
        let lineColumn = (row - firstRow) * width + max(column, 0)
        // The marker's cluster comes first; the caret goes after it only past its last cell.
        guard let marker = laidOut.clusters.first, lineColumn >= marker.advance else {
            return (TextPosition(utf8Offset: laidOut.start), .downstream)
        }
        let end = laidOut.start + marker.offset + marker.length
        let isWrapEnd = !laidOut.endsParagraph && marker.length == laidOut.text.utf8.count
        return (TextPosition(utf8Offset: end), isWrapEnd ? .upstream : .downstream)
    }
}
