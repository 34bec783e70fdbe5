// MARK: - Drawing

extension TextArea {
    /// The box as a frame: the visible lines (or the dimmed placeholder) after the decoration, and the caret.
    ///
    /// - Complexity: O(log n + length of the visible lines).
    package func frame() -> Frame {
        let rowCount = visibleLineCount
        let decorationWidth = showsDecoration ? decoration.width : 0
        let showsPlaceholder =
            !placeholder.isEmpty && PlaceholderPolicy.isVisible(isTextEmpty: isEmpty, isComposing: false)
        let lines: [VisualLine]
        let style: CellStyle
        if showsPlaceholder {
            lines = placeholderLayout.lines(0..<min(rowCount, placeholderLayout.lineCount), in: placeholderStorage)
            style = .dim
        } else {
            let end = min(scrollOffset + rowCount, layout.lineCount)
            lines = layout.lines(scrollOffset..<end, in: editor.storage)
            style = []
        }
        var rows: [[Cell]] = []
        rows.reserveCapacity(rowCount)
        for row in 0..<rowCount {
            var cells = showsDecoration ? decoration.cells(forRow: row) : []
            if row < lines.count {
                cells += Cell.cells(for: lines[row], width: layout.width, style: style)
            }
            rows.append(cells)
        }
        addFeedback(to: &rows, showingText: !showsPlaceholder)
        let caret = showsPlaceholder ? CaretLocation(line: 0, column: 0) : self.caret
        return Frame(
            rows: rows,
            caret: FramePosition(
                row: caret.line - (showsPlaceholder ? 0 : scrollOffset), column: decorationWidth + caret.column))
    }
}
