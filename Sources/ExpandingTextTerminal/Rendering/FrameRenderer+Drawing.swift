// MARK: - Rows, cells and cursor motion

extension FrameRenderer {
    /// Draws row `index` of the new frame: the changed spans of a row drawn before, all of a new or unknown row.
    ///
    /// - Returns: What the row is on screen afterwards.
    mutating func drawRow(_ index: Int, _ cells: [Cell], into output: inout TerminalOutput) -> ScreenRow {
        guard index < rows.count, let old = rows[index].cells else {
            move(toRow: index, column: 0, into: &output)
            output.write(.eraseLine)
            write(cells, columns: 0..<cells.count, into: &output)
            return ScreenRow(cells: cells, extent: cells.count)
        }
        let diff = RowDiff(old: old, new: cells)
        for span in diff.spans {
            move(toRow: index, column: span.lowerBound, into: &output)
            write(cells, columns: span, into: &output)
        }
        if let column = diff.eraseFrom {
            move(toRow: index, column: column, into: &output)
            output.write(.eraseToEndOfLine)
        }
        return ScreenRow(cells: cells, extent: max(rows[index].extent, cells.count))
    }

    /// Erases a row the new frame no longer covers, unless it is known to be blank already.
    mutating func eraseVacatedRow(_ index: Int, into output: inout TerminalOutput) {
        if rows[index].cells?.isEmpty == true { return }
        move(toRow: index, column: 0, into: &output)
        output.write(.eraseLine)
    }

    /// Writes the cells of `row` in `columns` (which start at a lead cell) at the cursor, which is at the
    /// range's first column.
    mutating func write(_ row: [Cell], columns: Range<Int>, into output: inout TerminalOutput) {
        var style: CellStyle = []
        var column = columns.lowerBound
        while column < columns.upperBound {
            let cell = row[column]
            if cell.isContinuation {
                column += 1
                continue
            }
            if cursorColumn != column {
                output.write(.cursorToColumn(column))
            }
            output.setStyle(from: style, to: cell.style)
            style = cell.style
            if cell.needsBlanking {
                output.write(String(repeating: " ", count: cell.width))
                output.write(.cursorToColumn(column))
            }
            output.write(cell.text)
            column += cell.width
            cursorColumn = cell.needsCursorPlacement ? nil : column
        }
        output.setStyle(from: style, to: [])
    }

    /// Moves the cursor with relative row motions: up with `CSI n A`, down with CR LF (which scrolls the terminal
    /// when the box grows at the bottom of the screen); then to the column.
    mutating func move(toRow row: Int, column: Int, into output: inout TerminalOutput) {
        if row < cursorRow {
            output.write(.cursorUp(cursorRow - row))
        } else if row > cursorRow {
            output.write("\r")
            output.write(String(repeating: "\n", count: row - cursorRow))
            cursorColumn = 0
        }
        cursorRow = row
        guard cursorColumn != column else { return }
        if let current = cursorColumn, current == column + 1 {
            output.write("\u{8}")
        } else {
            output.write(.cursorToColumn(column))
        }
        cursorColumn = column
    }
}
