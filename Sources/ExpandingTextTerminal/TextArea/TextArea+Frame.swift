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
            ? Cell.rows(
                0..<rowCount, of: view.placeholderLayout, in: view.placeholderStorage, style: usesColor ? .gray : .dim)
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
}
