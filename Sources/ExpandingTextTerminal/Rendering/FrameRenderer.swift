/// Draws frames inline on a terminal, writing only what changed since the previous frame.
///
/// The renderer keeps the previous frame's rows and where it left the terminal's cursor, relative to the top of the
/// box. It never addresses rows absolutely and never saves or restores the cursor (the inline drawing rules): it moves
/// up with `CSI n A` and down with CR LF, so growing at the bottom of the screen scrolls the terminal and the box's
/// position stays known as an offset from the cursor.
///
/// Every frame that writes cells is one synchronized update with the cursor hidden, ending with the cursor at
/// the caret:
///
/// ```
/// CSI ?2026h CSI ?25l  <changed cells, erased rows>  <cursor to caret>  CSI ?25h CSI ?2026l
/// ```
///
/// A frame whose caret is out of view (the wheel scrolled it away) leaves the cursor hidden instead of showing it.
/// A frame that only moves the caret writes the single cursor motion, and the cursor's showing or hiding when that
/// changed. The session's modes (autowrap off while drawing, bracketed paste, modifyOtherKeys) are set by
/// ``TerminalCommand/sessionStart`` and restored by ``finish()``.
package struct FrameRenderer: Sendable {
    /// What the renderer knows about one row of the box on screen.
    struct ScreenRow: Equatable, Sendable {
        /// The cells the row shows (it is blank after them), or nil when it may show anything (after a resize):
        /// such a row is erased before it is drawn.
        var cells: [Cell]?
        /// How far the row has been written since it was last erased whole. A terminal that reflows (tmux)
        /// counts cells erased with `CSI K` in a line's length, and only `CSI 2K` resets it.
        var extent: Int
    }

    /// The box's rows on screen, from its top.
    var rows: [ScreenRow] = []
    /// The cursor's row, counted from the top of the box.
    var cursorRow = 0
    /// The cursor's column, or nil when a terminal may have moved it elsewhere than the model says.
    var cursorColumn: Int? = 0
    /// Whether the last frame left the cursor hidden (its caret scrolled out of the box).
    var isCursorHidden = false
    /// Bytes queued by ``prepareForResize(columns:reflows:screenRows:)`` and ``printAbove(_:)`` for the next frame.
    var pending = TerminalOutput()
    /// Rows of the box above the screen's top: a terminal that got shorter pushed them into its history. tmux
    /// brings them back when it gets taller again, and they are then redrawn instead of standing as a stale copy.
    var rowsAboveScreen = 0
    /// The renderer as it was before a resize whose motion is not written yet: another resize before the next
    /// frame starts again from it, since the cursor is still where that state says.
    var beforeUnwrittenResize: UnwrittenResize?

    /// The state a resize starts from, and the screen height then.
    struct UnwrittenResize: Sendable {
        var rows: [ScreenRow]
        var cursorRow: Int
        var cursorColumn: Int?
        var pending: TerminalOutput
        var rowsAboveScreen: Int
        var screenRows: (old: Int, new: Int)?
    }

    /// Creates a renderer for a box whose top-left corner is where the cursor is now (column 0).
    package init() {}

    /// Draws `frame` over the previous one.
    ///
    /// - Parameter frame: The new frame.
    /// - Returns: The bytes to write; empty when nothing changed.
    /// - Complexity: O(cells of the rows of both frames).
    package mutating func render(_ frame: Frame) -> [UInt8] {
        var body = pending
        pending = TerminalOutput()
        beforeUnwrittenResize = nil
        var drawn: [ScreenRow] = []
        drawn.reserveCapacity(frame.rows.count)
        for index in 0..<max(frame.rows.count, rows.count) {
            if index < frame.rows.count {
                drawn.append(drawRow(index, frame.rows[index], into: &body))
            } else {
                eraseVacatedRow(index, into: &body)
            }
        }
        rows = drawn
        var caretMotion = TerminalOutput()
        move(toRow: frame.caret.row, column: frame.caret.column, into: &caretMotion)
        let visibilityChanged = frame.showsCaret == isCursorHidden
        isCursorHidden = !frame.showsCaret
        guard !body.isEmpty else {
            if visibilityChanged {
                caretMotion.write(frame.showsCaret ? .set(.cursorVisible) : .reset(.cursorVisible))
            }
            return caretMotion.bytes
        }
        var output = TerminalOutput()
        output.synchronizedUpdate(showingCursorAfter: frame.showsCaret) { output in
            output.write(body)
            output.write(caretMotion)
        }
        return output.bytes
    }

    /// Erases the box, leaves the cursor at its top-left corner and restores the session's terminal modes.
    ///
    /// After this the renderer is empty: the next frame is drawn from the cursor's position.
    ///
    /// - Returns: The bytes to write.
    package mutating func finish() -> [UInt8] {
        var output = TerminalOutput()
        output.write(pending)
        pending = TerminalOutput()
        output.write(eraseBox())
        output.write(TerminalCommand.sessionEnd)
        return output.bytes
    }

    /// Erases the box at the start of the next frame, which is then drawn whole where it was: after SIGSTOP and
    /// SIGCONT, whatever the shell drew meanwhile.
    package mutating func eraseBeforeNextFrame() {
        pending.write(eraseBox())
        beforeUnwrittenResize = nil
    }

    /// Clears the screen at the start of the next frame, which then draws the box whole at the screen's top: Ctrl+L,
    /// as readline clears the screen, also the clean redraw after another program's output garbled it.
    package mutating func clearScreenBeforeNextFrame() {
        pending.write(eraseBox())
        pending.write(.clearScreen)
        rowsAboveScreen = 0
        beforeUnwrittenResize = nil
    }

    /// The box as it is on screen: the extent of each row as drawn and the cursor, before any resize not written
    /// yet; nil when the cursor's column is not known.
    package var drawnRows: (extents: [Int], cursorRow: Int, cursorColumn: Int)? {
        let drawn =
            beforeUnwrittenResize.map { ($0.rows, $0.cursorRow, $0.cursorColumn) } ?? (rows, cursorRow, cursorColumn)
        guard let column = drawn.2 else { return nil }
        return (drawn.0.map(\.extent), drawn.1, column)
    }

    /// What erases the box as it is now and leaves the cursor at its top-left corner, for an exit path that cannot
    /// run the renderer (a signal handler writes it before restoring the terminal).
    package var eraseSequence: [UInt8] {
        var copy = self
        var output = copy.pending
        output.write(copy.eraseBox())
        return output.bytes
    }

    /// Erases the box row by row (never the whole screen, the inline drawing rules) and forgets it.
    private mutating func eraseBox() -> TerminalOutput {
        var output = TerminalOutput()
        guard !rows.isEmpty else { return output }
        // The cursor stays hidden until the next frame, or the session's end, shows it where it belongs.
        output.synchronizedUpdate(showingCursorAfter: false) { output in
            output.write(.resetStyle)
            move(toRow: 0, column: 0, into: &output)
            for index in rows.indices {
                if index > 0 { output.write("\n") }
                output.write(.eraseLine)
            }
            output.write(.cursorUp(rows.count - 1))
        }
        isCursorHidden = true
        rows = []
        cursorRow = 0
        cursorColumn = 0
        return output
    }

    /// Writes `lines` where the box is, leaving the box to be drawn again below them by the next frame.
    ///
    /// This is how a chat log grows above the input box: the lines become ordinary terminal lines, scrolling
    /// into the history like any program's output. The lines are queued and written by the next ``render(_:)``.
    ///
    /// - Parameter lines: Rows of cells, each at most one column narrower than the screen.
    package mutating func printAbove(_ lines: [[Cell]]) {
        guard !lines.isEmpty else { return }
        beforeUnwrittenResize = nil
        var output = pending
        move(toRow: 0, column: 0, into: &output)
        for line in lines {
            output.write(.eraseLine)
            write(line, columns: 0..<line.count, into: &output)
            output.write("\r\n")
            cursorColumn = 0
        }
        // The old box's rows below the printed lines are still on screen, now from the new top.
        rows.removeFirst(min(lines.count, rows.count))
        cursorRow = 0
        cursorColumn = 0
        pending = output
    }

    /// Prepares for a frame drawn after the terminal changed its width, per the inline drawing rules.
    ///
    /// A terminal that reflows (tmux, VTE, kitty…) re-splits each old row into ⌈used / columns⌉ rows, which moves
    /// the caret; one that does not (xterm, the Linux console) leaves rows in place. A row's used length is its
    /// extent: as far as it was ever written since it was last erased whole. The cursor is moved to the
    /// estimated top of the old box, and every row it may now cover is marked unknown, so the next frame erases
    /// and redraws them all.
    ///
    /// When the terminal gets shorter than the box above the caret, the cursor cannot go up past the screen's top:
    /// the rows above it went into the terminal's history. The box then starts at the screen's top, with at most
    /// as many rows as the screen has, and the next frame (clipped to the screen by its text area) draws every one
    /// of them. A reflowing terminal brings those rows back from its history when it gets taller; they are taken
    /// back into the box and redrawn.
    ///
    /// - Parameters:
    ///   - columns: The new width of the terminal.
    ///   - reflows: Whether the terminal re-wraps its lines on a resize.
    ///   - screenRows: The terminal's height before and after, or nil when it did not change.
    package mutating func prepareForResize(columns: Int, reflows: Bool, screenRows: (old: Int, new: Int)? = nil) {
        var screenRows = screenRows
        if let base = beforeUnwrittenResize {
            (rows, cursorRow, cursorColumn, pending, rowsAboveScreen) =
                (base.rows, base.cursorRow, base.cursorColumn, base.pending, base.rowsAboveScreen)
            if let first = base.screenRows {
                screenRows = (first.old, screenRows?.new ?? first.new)
            }
            beforeUnwrittenResize?.screenRows = screenRows
        } else {
            beforeUnwrittenResize = UnwrittenResize(
                rows: rows, cursorRow: cursorRow, cursorColumn: cursorColumn, pending: pending,
                rowsAboveScreen: rowsAboveScreen, screenRows: screenRows)
        }
        guard !rows.isEmpty else { return }
        let columns = max(columns, 1)
        // The extents of the rows each old row becomes.
        func pieces(_ row: ScreenRow) -> [Int] {
            guard reflows, row.extent > columns else { return [min(row.extent, columns)] }
            let count = (row.extent + columns - 1) / columns
            return Array(repeating: columns, count: count - 1) + [row.extent - (count - 1) * columns]
        }
        let split = rows.map(pieces)
        var up = cursorRow
        if reflows, cursorRow < rows.count {
            // A cursor at or past the end of its row's text stays in the row's last piece.
            let column = cursorColumn ?? 0
            let caretPiece = column < rows[cursorRow].extent ? column / columns : split[cursorRow].count - 1
            up = split[..<cursorRow].reduce(0) { $0 + $1.count } + caretPiece
        }
        var boxRows = split.joined().map { ScreenRow(cells: nil, extent: $0) }
        if let screenRows {
            let height = max(screenRows.new, 1)
            if reflows, screenRows.new > screenRows.old {
                let restored = min(screenRows.new - screenRows.old, rowsAboveScreen)
                rowsAboveScreen -= restored
                up += restored
                boxRows = Array(repeating: ScreenRow(cells: nil, extent: columns), count: restored) + boxRows
            }
            let lost = max(up - (height - 1), 0)
            rowsAboveScreen += lost
            up -= lost
            boxRows = Array(boxRows.dropFirst(lost).prefix(height))
        }
        pending.write(.cursorUp(up), .cursorToColumn(0))
        rows = boxRows
        cursorRow = 0
        cursorColumn = 0
    }
}
