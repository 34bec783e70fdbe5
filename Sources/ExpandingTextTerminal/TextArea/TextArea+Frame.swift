// MARK: - Drawing

extension TextArea {
    /// The box as a frame: the visible rows of the text (or the placeholder, gray) after the decoration, a row for
    /// the note while there is one, and the caret. The selection, or the match of a history search, is in reverse
    /// video.
    ///
    /// - Complexity: O(log n + length of the visible lines).
    package func frame() -> Frame {
        let rowCount = visibleLineCount
        let decorationWidth = showsDecoration ? decoration.width : 0
        let showsPlaceholder =
            !view.placeholderStorage.isEmpty && PlaceholderPolicy.isVisible(isTextEmpty: isEmpty, isComposing: false)
        let shown =
            showsPlaceholder
            ? placeholderRows(rowCount, style: usesColor ? .gray : .dim)
            : Cell.rows(
                view.scrollOffset..<view.scrollOffset + rowCount, of: view.layout, in: document.editor.storage,
                selection: document.editor.selection.isCollapsed ? searchMatch : document.editor.selection.range,
                elements: document.editor.elements,
                spans: visibleSpanStyles)
        var rows: [[Cell]] = []
        rows.reserveCapacity(rowCount)
        for row in 0..<rowCount {
            var cells = showsDecoration ? decoration.cells(forRow: row) : []
            if row < shown.count {
                cells += shown[row]
            }
            rows.append(cells)
        }
        addFeedback(to: &rows, showingText: !showsPlaceholder)
        let caret = showsPlaceholder ? (row: 0, column: 0) : caretCell
        let caretRow = caret.row - (showsPlaceholder ? 0 : view.scrollOffset)
        // The wheel may have scrolled the caret out of the box: the cursor then waits, hidden, on the nearest row.
        let shownRow = min(max(caretRow, 0), rowCount - 1)
        addNoteRow(to: &rows, caretRow: shownRow)
        var frame = Frame(
            rows: rows,
            caret: FramePosition(row: shownRow, column: shownRow == caretRow ? decorationWidth + caret.column : 0))
        frame.showsCaret = shownRow == caretRow
        return frame
    }

    /// The placeholder's rows: the first row of each of its lines, ending in "…" where the line wraps on. A long
    /// placeholder in a narrow box takes no more rows than its lines (it made an empty box tall).
    private func placeholderRows(_ count: Int, style: CellStyle) -> [[Cell]] {
        let layout = view.placeholderLayout
        let lines = layout.lines(0..<layout.lineCount, in: view.placeholderStorage)
        var rows: [[Cell]] = []
        var startsLine = true
        for line in lines where rows.count < count {
            defer { startsLine = line.endsParagraph }
            guard startsLine else { continue }
            let row = Cell.rows(for: line, width: layout.width, style: style).first ?? []
            let wrapsOn = !line.endsParagraph || line.rows > 1
            guard wrapsOn else {
                rows.append(row)
                continue
            }
            var shortened = Cell.fitting(row, in: layout.width - 1)
            while shortened.last?.text == " " { shortened.removeLast() }
            rows.append(shortened + [Cell("…", style: style)])
        }
        return rows
    }

    /// How many rows the placeholder asks the box for: one for each of its lines.
    var placeholderLineCount: Int {
        view.placeholderStorage.isEmpty ? 0 : view.placeholderStorage.lineBreakCount + 1
    }
}
