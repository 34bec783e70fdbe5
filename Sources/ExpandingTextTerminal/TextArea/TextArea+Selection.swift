// MARK: - Selection and the clipboard

extension TextArea {
    /// The selected text, or nil when nothing is selected.
    ///
    /// - Complexity: O(length of the selection + log n).
    public var selectedText: String? {
        document.editor.selection.isCollapsed
            ? nil
            : document.editor.elements.expanding(document.editor.storage.string(in: document.editor.selection.range))
                .text
    }

    /// The characters (grapheme clusters) selected, which an edit replaces: 0 for a caret; an element counts as
    /// the characters of its text.
    ///
    /// - Complexity: O(length of the selection + log n).
    var selectedCharacterCount: Int {
        let range = document.editor.selection.range
        guard !range.isEmpty else { return 0 }
        let characters =
            document.editor.storage.characterOffset(of: range.upperBound)
            - document.editor.storage.characterOffset(of: range.lowerBound)
        return characters + document.editor.elements.surplusCharacters(in: document.editor.storage.string(in: range))
    }

    /// Copies the selection into the kill ring (for Ctrl+Y) and for the terminal's clipboard, then lets it go: the
    /// caret stays at its moving end, as after Emacs's M-w.
    ///
    /// - Returns: ``Outcome/moved``, or ``Outcome/refused`` when nothing is selected.
    mutating func copySelection() -> Outcome {
        guard let text = selectedText else { return .refused }
        document.killRing.kill(
            document.editor.storage.string(in: document.editor.selection.range), direction: .forward, appending: false)
        document.clipboardText = text
        document.editor.move(to: document.editor.selection.head)
        return .moved
    }

    /// The text a cut or a copy left for the terminal's clipboard, once: the session writes it with OSC 52.
    ///
    /// - Returns: The text, or nil when nothing was cut or copied since the last call.
    package mutating func takeClipboardText() -> String? {
        defer { document.clipboardText = nil }
        return document.clipboardText
    }
}
