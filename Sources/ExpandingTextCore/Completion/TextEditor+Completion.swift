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
        let changes: [TextChange]
        if let element = acceptance.element {
            let placeholder = elements.register(element, characterCount: nil)
            changes = edit(
                range, with: String(placeholder) + acceptance.text, kind: .other,
                selectionAfter: .caretAfterInsertion)
        } else {
            changes = replace(range, with: acceptance.text)
        }
        if acceptance.text.hasSuffix(" ") { completionSpaceEnd = selection.head }
        return changes
    }

    /// The text to hand on when the user submits: ``submission`` without the space an accepted completion put at
    /// the very end, while nothing changed the text since (`/review` is sent, not `/review `); a space the user
    /// typed stays: after accepting `/review` from the menu, ``submission`` holds `/review ` and this `/review`.
    public var submissionToSend: Submission {
        var sent = submission
        guard let end = completionSpaceEnd, end == storage.endPosition, sent.text.last == " " else { return sent }
        sent.text.removeLast()
        return sent
    }
}
