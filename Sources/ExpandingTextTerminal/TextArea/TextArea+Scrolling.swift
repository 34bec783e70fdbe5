// MARK: - Scrolling

extension TextArea {
    /// Scrolls as little as possible to show the caret's row, and never past the end of the text; the spans of the
    /// rows then shown are found.
    mutating func scrollToCaret() {
        let rows = visibleLineCount
        let row = caretCell.row
        if row < scrollOffset {
            scrollOffset = row
        } else if row >= scrollOffset + rows {
            scrollOffset = row - rows + 1
        }
        scrollOffset = max(0, min(scrollOffset, layout.rowCount - rows))
        highlightVisibleRows()
    }

    /// Scrolls the box by `rows` (negative: up), as the mouse wheel does, and leaves the caret where it is, even
    /// out of view: the next key brings it back.
    ///
    /// - Parameter rows: Rows to scroll; the box never scrolls past either end of the text.
    /// - Returns: ``Outcome/moved``, or ``Outcome/unchanged`` at an end.
    @discardableResult
    package mutating func scrollView(by rows: Int) -> Outcome {
        let limit = max(layout.rowCount - visibleLineCount, 0)
        let offset = min(max(scrollOffset + max(min(rows, limit), -limit), 0), limit)
        guard offset != scrollOffset else { return .unchanged }
        scrollOffset = offset
        highlightVisibleRows()
        return .moved
    }
}
