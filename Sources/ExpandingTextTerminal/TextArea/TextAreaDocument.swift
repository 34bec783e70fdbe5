import ExpandingTextCore

/// The text of a ``TextArea`` and what editing it remembers: the caret's side of a wrap and the column it aims for,
/// the kill ring, the chord half typed, and what the last command leaves for the next one.
package struct TextAreaDocument: Sendable {
    /// The editing model: text, caret and undo history.
    package internal(set) var editor: TextEditor
    /// Where the caret is drawn at a wrap boundary.
    package internal(set) var affinity = CaretAffinity.downstream
    /// The column up and down aim for while the caret moves only vertically.
    var goalColumn: Int?
    /// The texts the kill commands cut, for yanking.
    package internal(set) var killRing = KillRing()
    /// A kill or a yank that the next command may continue: kills in a row join one entry, Alt+Y follows a yank.
    var recentKillOrYank: RecentKillOrYank?
    /// The first chord of a two-key binding, while the second is awaited.
    package internal(set) var awaitedSecondKeyAfter: KeyChord?
    /// The pastes collapsed in this box so far, which number their labels.
    package internal(set) var collapsedPasteCount = 0
    /// A selection just cut or copied, for the terminal's clipboard, until the session takes it.
    var clipboardText: String?
    /// Whether part of what was typed was refused at the limit (see ``TextArea/takeRefusedInput()``).
    var refusedInput = false

    init(editor: TextEditor) {
        self.editor = editor
    }

    /// Starts the caret's memory over, for a new text.
    mutating func resetCaret() {
        affinity = .downstream
        goalColumn = nil
    }
}

extension TextAreaDocument {
    /// The last command, when it was one that the next may continue.
    enum RecentKillOrYank: Equatable, Sendable {
        /// A kill: another kill joins its kill-ring entry.
        case kill
        /// A yank of the kill-ring entry `rotation` steps from the newest, now at `range`.
        case yank(range: Range<TextPosition>, rotation: Int)
    }
}
