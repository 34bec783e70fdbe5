// Deleting. With a selection, every deletion deletes the selection; otherwise it deletes from the caret by the
// unit it names. A whole cluster always goes at once: Backspace after a flag or a family emoji removes all of it.

extension TextEditor {
    /// Deletes the selection, or the cluster before the caret (Backspace). Consecutive Backspaces are one undo step.
    /// - Returns: The changes applied (none at the start of the text).
    @discardableResult
    public mutating func deleteBackward() -> [TextChange] {
        guard selection.isCollapsed else { return deleteSelection() }
        let caret = selection.head
        guard caret > .start else { return [] }
        return edit(
            storage.position(before: caret)..<caret, with: "", kind: .deletingBackward,
            selectionAfter: .caretAfterInsertion)
    }

    /// Deletes the selection, or the cluster after the caret (Delete). Consecutive forward deletions are one undo
    /// step.
    /// - Returns: The changes applied (none at the end of the text).
    @discardableResult
    public mutating func deleteForward() -> [TextChange] {
        guard selection.isCollapsed else { return deleteSelection() }
        let caret = selection.head
        guard caret < storage.endPosition else { return [] }
        return edit(
            caret..<storage.position(after: caret), with: "", kind: .deletingForward,
            selectionAfter: .caretAfterInsertion)
    }

    /// Deletes the selection, or back to the start of the word before the caret (Ctrl+W, Alt+Backspace): the
    /// spaces and punctuation before the caret and the word before them (the word rule is in ``TextEditor``).
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func deleteWordBackward() -> [TextChange] {
        guard selection.isCollapsed else { return deleteSelection() }
        return delete(wordStart(before: selection.head)..<selection.head)
    }

    /// Deletes the selection, or forward to the end of the word after the caret (Alt+D): the spaces and
    /// punctuation after the caret and the word after them (the word rule is in ``TextEditor``).
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func deleteWordForward() -> [TextChange] {
        guard selection.isCollapsed else { return deleteSelection() }
        return delete(selection.head..<wordEnd(after: selection.head))
    }

    /// Deletes the selection, or from the start of the line to the caret (Ctrl+U).
    ///
    /// The line is the paragraph (the text after the previous line break) unless the caller passes the start of
    /// the visual line from its layout. At the very start of a line, the line break before it is deleted, so the
    /// line joins the previous one.
    /// - Parameter lineStart: Where the line starts: a cluster boundary at or before the caret (or the program
    ///   stops with a message naming both); nil for the paragraph's start.
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func deleteToLineStart(_ lineStart: TextPosition? = nil) -> [TextChange] {
        guard selection.isCollapsed else { return deleteSelection() }
        let caret = selection.head
        let start = lineStart ?? storage.paragraphStart(storage.paragraphIndex(of: caret))
        requirePrecondition(
            start <= caret, "TextEditor.deleteToLineStart(_:): line start \(start) is after the caret \(caret)")
        if start == caret {
            guard caret > .start else { return [] }
            let previous = storage.position(before: caret)
            guard TextStorage.isLineBreak(storage.character(at: previous)) else { return [] }
            return delete(previous..<caret)
        }
        return delete(start..<caret)
    }

    /// Deletes the selection, or from the caret to the end of the line (Ctrl+K).
    ///
    /// The line is the paragraph (up to its line break) unless the caller passes the end of the visual line from
    /// its layout. At the very end of a line, its line break is deleted, so the next line joins it.
    /// - Parameter lineEnd: Where the line ends: a cluster boundary at or after the caret (or the program stops
    ///   with a message naming both); nil for the paragraph's end.
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func deleteToLineEnd(_ lineEnd: TextPosition? = nil) -> [TextChange] {
        guard selection.isCollapsed else { return deleteSelection() }
        let caret = selection.head
        let end = lineEnd ?? storage.paragraphEnd(of: caret)
        requirePrecondition(
            end >= caret, "TextEditor.deleteToLineEnd(_:): line end \(end) is before the caret \(caret)")
        if end == caret {
            guard caret < storage.endPosition, TextStorage.isLineBreak(storage.character(at: caret)) else {
                return []
            }
            return delete(caret..<storage.position(after: caret))
        }
        return delete(caret..<end)
    }

    /// Deletes a range as one undo step and puts the caret where it was.
    /// - Parameter range: The range to delete; its bounds must be cluster boundaries.
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func delete(_ range: Range<TextPosition>) -> [TextChange] {
        storage.checkBoundary(range.lowerBound, "TextEditor.delete(_:)")
        storage.checkBoundary(range.upperBound, "TextEditor.delete(_:)")
        return edit(range, with: "", kind: .other, selectionAfter: .caretAfterInsertion)
    }

    private mutating func deleteSelection() -> [TextChange] {
        edit(selection.range, with: "", kind: .other, selectionAfter: .caretAfterInsertion)
    }
}

// MARK: - Transposing

extension TextEditor {
    /// Swaps the character (grapheme cluster) before the caret with the one after it and moves the caret past both
    /// (Ctrl+T); at the end of a line, or of the text, swaps the two characters before the caret instead.
    ///
    /// Nothing happens with a selection, at the start of the text, or when fewer than two characters are there to
    /// swap. The swap is one undo step.
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func transposeCharacters() -> [TextChange] {
        guard selection.isCollapsed else { return [] }
        var caret = selection.head
        guard caret > .start else { return [] }
        if caret == storage.endPosition || storage.character(at: caret).isNewline {
            caret = storage.position(before: caret)
            guard caret > .start else { return [] }
        }
        let start = storage.position(before: caret)
        let end = storage.position(after: caret)
        let swapped = storage.string(in: caret..<end) + storage.string(in: start..<caret)
        closeStep()
        let changes = edit(start..<end, with: swapped, kind: .other, selectionAfter: .caretAfterInsertion)
        closeStep()
        return changes
    }
}
