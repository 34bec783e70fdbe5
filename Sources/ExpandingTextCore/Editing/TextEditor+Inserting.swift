// Edits that insert text: typing, newline, paste, replacing, and the programmatic whole-text set.

extension TextEditor {
    /// Types text at the selection, replacing it.
    ///
    /// Typing coalesces into one undo step per word (see ``TextEditor``). The caret ends after the inserted text.
    /// - Parameter text: What was typed, usually one cluster (or an input method's committed text).
    /// - Returns: The changes applied (none if the filter or an empty text left nothing to do).
    @discardableResult
    public mutating func insert(_ text: String) -> [TextChange] {
        insertFiltered(text, at: selection.range, kind: .typing)
    }

    /// Types a line break (LF) at the selection, replacing it; it ends the word being typed.
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func insertNewline() -> [TextChange] {
        insert("\n")
    }

    /// Turns a backslash right before the caret into a line break, as a shell continues a line: what Enter does
    /// after `\` in a terminal that cannot tell Shift+Enter from Enter.
    /// - Returns: The changes applied; none when text is selected or the character before the caret is not `\`.
    @discardableResult
    package mutating func continueLineAfterBackslash() -> [TextChange] {
        let caret = selection.head
        guard selection.isCollapsed, caret > .start else { return [] }
        let before = storage.position(before: caret)
        guard storage.character(at: before) == "\\" else { return [] }
        return replace(before..<caret, with: "\n")
    }

    /// Pastes text at the selection, replacing it, as one undo step. Line endings are normalised first (see
    /// ``normalizingLineEndings(_:)``), since a terminal's paste turns LF into CR.
    /// - Parameter text: The pasted text.
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func paste(_ text: String) -> [TextChange] {
        insertFiltered(Self.normalizingLineEndings(text), at: selection.range, kind: .other)
    }

    /// Replaces the selection with text as one undo step (not coalesced with typing): for autocorrection, an
    /// input method's replacement, or a command.
    /// - Parameter text: The new text.
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func replaceSelection(with text: String) -> [TextChange] {
        insertFiltered(text, at: selection.range, kind: .other)
    }

    /// Replaces a range with text as one undo step and puts the caret after the new text: the editing entry point
    /// for front ends whose platform reports edits as ranges (a `shouldChangeTextIn` callback).
    /// - Parameters:
    ///   - range: The range to replace; its bounds must be cluster boundaries.
    ///   - text: The new text.
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func replace(_ range: Range<TextPosition>, with text: String) -> [TextChange] {
        storage.checkBoundary(range.lowerBound, "TextEditor.replace(_:with:)")
        storage.checkBoundary(range.upperBound, "TextEditor.replace(_:with:)")
        return insertFiltered(text, at: range, kind: .other)
    }

    /// Sets the whole text from code as one undoable step, changing only what differs.
    ///
    /// The change is the minimal replacement between the common prefix and the common suffix of the old and new
    /// text, widened to cluster boundaries, so a layout re-wraps only that part and the undo history survives (a
    /// programmatic set never clears it). The selection is carried through the change: positions before it stay,
    /// positions after it shift, positions inside it go to its end. Not passed through ``replacementFilter``.
    /// - Parameter text: The new text.
    /// - Returns: The changes applied (none when the text is unchanged).
    /// - Complexity: O(n) to compare the texts, plus the change.
    @discardableResult
    public mutating func setText(_ text: String) -> [TextChange] {
        var text = text
        text.makeContiguousUTF8()
        let oldCount = storage.utf8Count
        let newBytes = text.utf8
        let newCount = newBytes.count
        let (prefix, suffix) = text.withUTF8 { new in
            let prefix = commonPrefixLength(with: new)
            return (prefix, commonSuffixLength(with: new, limit: min(oldCount, newCount) - prefix))
        }
        if prefix == oldCount && prefix == newCount {
            return []
        }
        // Widened to boundaries of the old text; the bytes kept on either side are common, so the replacement is
        // a slice of the new text between scalar boundaries.
        let lower = storage.boundary(atOrBefore: prefix)
        let upper = storage.boundary(atOrAfter: oldCount - suffix)
        let replacement = text[
            newBytes.index(
                newBytes.startIndex, offsetBy: lower.utf8Offset)..<newBytes.index(
                    newBytes.endIndex, offsetBy: -(oldCount - upper.utf8Offset))]
        return edit(lower..<upper, with: String(replacement), kind: .other, selectionAfter: .mapped)
    }

    /// The number of leading bytes the text shares with `new`.
    private func commonPrefixLength(with new: UnsafeBufferPointer<UInt8>) -> Int {
        sharedLength(of: storage.chunks(from: .start), with: new, limit: new.count)
    }

    /// The number of trailing bytes (at most `limit`) the text shares with `new`.
    private func commonSuffixLength(with new: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        sharedLength(of: storage.chunksBackward(from: storage.endPosition), with: new, limit: limit)
    }

    /// The number of bytes (at most `limit`) that `chunks`, read from the text's start or end, share with the same
    /// end of `new`.
    private func sharedLength(of chunks: TextStorage.Chunks, with new: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        let fromTheEnd = chunks.direction == .backward
        var shared = 0
        for chunk in chunks where shared < limit {
            let matched = chunk.text.utf8.withContiguousStorageIfAvailable { old in
                let count = min(old.count, limit - shared)
                var index = 0
                while index < count {
                    let same =
                        fromTheEnd
                        ? old[old.count - 1 - index] == new[new.count - 1 - shared - index]
                        : old[index] == new[shared + index]
                    guard same else { break }
                    index += 1
                }
                return index
            }
            // Leaves are native strings, so their bytes are always contiguous.
            guard let matched else { failPrecondition("TextEditor internal error: non-contiguous chunk") }
            shared += matched
            if matched < chunk.text.utf8.count {
                break
            }
        }
        return shared
    }

    /// Text with every CR LF and every lone CR turned into LF: what a paste inserts.
    ///
    /// Terminals deliver pasted line breaks as CR (tmux's `paste-buffer` turns LF into CR) and Windows text uses
    /// CR LF; the editor keeps LF. Other line breaks (VT, FF, NEL, U+2028, U+2029) are kept as they are.
    /// - Parameter text: Text with any line endings.
    /// - Returns: The text with LF line endings.
    /// - Complexity: O(n).
    public static func normalizingLineEndings(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for byte in text.utf8 {
            switch byte {
            case 0x0D:
                bytes.append(0x0A)
                previousWasCR = true
            case 0x0A where previousWasCR:
                previousWasCR = false
            default:
                bytes.append(byte)
                previousWasCR = false
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func insertFiltered(
        _ text: String, at range: Range<TextPosition>, kind: EditKind
    ) -> [TextChange] {
        var text = text
        if let replacementFilter {
            text = replacementFilter(TextChange(range: range, replacement: text), storage)
        }
        return edit(range, with: text, kind: kind, selectionAfter: .caretAfterInsertion)
    }
}
