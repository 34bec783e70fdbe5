// Moving the caret and setting the selection. Each of these ends the open undo step (a caret jump).
// `extending: true` moves only the head (Shift+arrow); otherwise the selection collapses to a caret.

extension TextEditor {
    /// Sets the selection.
    /// - Parameter selection: The new selection; both ends must be cluster boundaries of the text.
    public mutating func select(_ selection: TextSelection) {
        storage.checkBoundary(selection.anchor, "TextEditor.select(_:)")
        storage.checkBoundary(selection.head, "TextEditor.select(_:)")
        self.selection = selection
        closeStep()
    }

    /// Selects the whole text.
    public mutating func selectAll() {
        select(TextSelection(anchor: .start, head: storage.endPosition))
    }

    /// Moves the caret (or the head, when extending) to a position, for example a visual line's start or end
    /// found by the layout.
    /// - Parameters:
    ///   - position: A cluster boundary of the text.
    ///   - extending: Whether to keep the anchor and extend the selection.
    public mutating func move(to position: TextPosition, extending: Bool = false) {
        select(TextSelection(anchor: extending ? selection.anchor : position, head: position))
    }

    /// Moves one cluster left (towards the start). Without extending, a selection collapses to its start.
    /// - Parameter extending: Whether to extend the selection.
    public mutating func moveLeft(extending: Bool = false) {
        if !extending && !selection.isCollapsed {
            return move(to: selection.range.lowerBound)
        }
        let head = selection.head
        move(to: head > .start ? storage.position(before: head) : head, extending: extending)
    }

    /// Moves one cluster right (towards the end). Without extending, a selection collapses to its end.
    /// - Parameter extending: Whether to extend the selection.
    public mutating func moveRight(extending: Bool = false) {
        if !extending && !selection.isCollapsed {
            return move(to: selection.range.upperBound)
        }
        let head = selection.head
        move(to: head < storage.endPosition ? storage.position(after: head) : head, extending: extending)
    }

    /// Moves to the start of the word before the head (the word rule is in ``TextEditor``); without extending, a
    /// selection moves from its start.
    /// - Parameter extending: Whether to extend the selection.
    public mutating func moveWordLeft(extending: Bool = false) {
        let from = extending ? selection.head : selection.range.lowerBound
        move(to: wordStart(before: from), extending: extending)
    }

    /// Moves to the end of the word after the head (the word rule is in ``TextEditor``); without extending, a selection
    /// moves from its end.
    /// - Parameter extending: Whether to extend the selection.
    public mutating func moveWordRight(extending: Bool = false) {
        let from = extending ? selection.head : selection.range.upperBound
        move(to: wordEnd(after: from), extending: extending)
    }

    /// Moves to the start of the paragraph holding the head.
    /// - Parameter extending: Whether to extend the selection.
    public mutating func moveToParagraphStart(extending: Bool = false) {
        move(to: storage.paragraphStart(storage.paragraphIndex(of: selection.head)), extending: extending)
    }

    /// Moves to the end of the paragraph holding the head (before its line break).
    /// - Parameter extending: Whether to extend the selection.
    public mutating func moveToParagraphEnd(extending: Bool = false) {
        move(to: storage.paragraphEnd(of: selection.head), extending: extending)
    }
}
