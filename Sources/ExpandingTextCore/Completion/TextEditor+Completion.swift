extension TextEditor {
    /// Puts an accepted completion in place of its trigger and query, as one undo step: the candidate's text, or
    /// its element, and a space; the caret after them. Text passes ``replacementFilter`` (a character limit), as
    /// any replacement does; an element is inserted whole.
    ///
    /// - Parameter acceptance: What ``CompletionController/accept()`` returned for this editor's text (its range in
    ///   UTF-8 offsets, on cluster boundaries).
    /// - Returns: The change, for the layout to follow.
    @discardableResult
    public mutating func accept(_ acceptance: CompletionAcceptance) -> [TextChange] {
        let range =
            TextPosition(
                utf8Offset: acceptance.range.lowerBound)..<TextPosition(
                utf8Offset: acceptance.range.upperBound)
        storage.checkBoundary(range.lowerBound, "TextEditor.accept(_:)")
        storage.checkBoundary(range.upperBound, "TextEditor.accept(_:)")
        guard let element = acceptance.element else { return replace(range, with: acceptance.text) }
        let placeholder = elements.register(element, characterCount: nil)
        return edit(
            range, with: String(placeholder) + acceptance.text, kind: .other, selectionAfter: .caretAfterInsertion)
    }
}
