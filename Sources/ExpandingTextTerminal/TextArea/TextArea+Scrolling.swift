// MARK: - Scrolling

extension TextArea {
    /// Scrolls as little as possible to show the caret's row, and never past the end of the text; the spans of the
    /// rows then shown are found.
    mutating func scrollToCaret() {
        let rows = visibleLineCount
        let row = caretCell.row
        if row < view.scrollOffset {
            view.scrollOffset = row
        } else if row >= view.scrollOffset + rows {
            view.scrollOffset = row - rows + 1
        }
        view.scrollOffset = max(0, min(view.scrollOffset, view.layout.rowCount - rows))
        highlightVisibleRows()
    }

    /// Scrolls the box by `rows` (negative: up), as the mouse wheel does, and leaves the caret where it is, even
    /// out of view: the next key brings it back.
    ///
    /// - Parameter rows: Rows to scroll; the box never scrolls past either end of the text.
    /// - Returns: ``Outcome/moved``, or ``Outcome/unchanged`` at an end.
    @discardableResult
    package mutating func scrollView(by rows: Int) -> Outcome {
        let limit = max(view.layout.rowCount - visibleLineCount, 0)
        let offset = min(max(view.scrollOffset + max(min(rows, limit), -limit), 0), limit)
        guard offset != view.scrollOffset else { return .unchanged }
        view.scrollOffset = offset
        highlightVisibleRows()
        return .moved
    }
}
