// MARK: - Selection and the clipboard

extension TextArea {
    /// The selected text, or nil when nothing is selected.
    ///
    /// - Complexity: O(length of the selection + log n).
    public var selectedText: String? {
        editor.selection.isCollapsed ? nil : editor.storage.string(in: editor.selection.range)
    }

    /// The characters (grapheme clusters) selected, which an edit replaces: 0 for a caret.
    ///
    /// - Complexity: O(length of the selection + log n).
    var selectedCharacterCount: Int {
        selectedText?.count ?? 0
    }

    /// Copies the selection into the kill ring (for Ctrl+Y) and for the terminal's clipboard, then lets it go: the
    /// caret stays at its moving end, as after Emacs's M-w.
    ///
    /// - Returns: ``Outcome/moved``, or ``Outcome/refused`` when nothing is selected.
    mutating func copySelection() -> Outcome {
        guard let text = selectedText else { return .refused }
        killRing.kill(text, direction: .forward, appending: false)
        clipboardText = text
        editor.move(to: editor.selection.head)
        return .moved
    }

    /// The text a cut or a copy left for the terminal's clipboard, once: the session writes it with OSC 52.
    ///
    /// - Returns: The text, or nil when nothing was cut or copied since the last call.
    package mutating func takeClipboardText() -> String? {
        defer { clipboardText = nil }
        return clipboardText
    }
}
