/// What a key does to the text area: the commands a ``KeyMap`` binds keys to.
///
/// Motions by line (`lineStart`, `lineEnd`, `moveUp`, `moveDown`) work on *visual* lines, the rows the text wraps
/// into, as a user sees them. Word motions and deletions follow the editing model's word rule.
///
/// ```swift
/// KeyMap.default.command(for: .press("w", .control))  // .deleteWordBackward
/// ```
public enum EditorCommand: String, CaseIterable, Hashable, Sendable {
    /// Insert a line break at the caret.
    case insertNewline
    /// Insert a tab character at the caret.
    case insertTab
    /// Finish: hand the text to the program.
    case submit
    /// Give up: the program gets no text.
    case cancel
    /// Submit, or cancel when the text is empty (Ctrl+D where Enter inserts a newline).
    case submitOrCancelIfEmpty
    /// Empty the box, or cancel when it is empty already (Ctrl+C, as in the composers of coding agents): the text
    /// cleared goes to the history, so Up brings it back, and one undo restores it.
    case clearOrCancel
    /// Delete the character after the caret, or cancel when the text is empty (Ctrl+D, as in readline).
    case deleteForwardOrCancelIfEmpty
    /// Move the caret one character (grapheme cluster) left.
    case moveLeft
    /// Move the caret one character (grapheme cluster) right.
    case moveRight
    /// Move the caret one visual line up, keeping its column; on the first line, recall the previous text.
    case moveUp
    /// Move the caret one visual line down, keeping its column; on the last line, the next text recalled.
    case moveDown
    /// Move the caret to the start of its visual line.
    case lineStart
    /// Move the caret to the end of its visual line.
    case lineEnd
    /// Move the caret to the start of the previous word.
    case wordLeft
    /// Move the caret to the end of the next word.
    case wordRight
    /// Move the caret to the start of the text.
    case documentStart
    /// Move the caret to the end of the text.
    case documentEnd
    /// Extend the selection one character left (from the caret, the selection's moving end).
    case selectLeft
    /// Extend the selection one character right.
    case selectRight
    /// Extend the selection one visual line up.
    case selectUp
    /// Extend the selection one visual line down.
    case selectDown
    /// Extend the selection to the start of the caret's visual line.
    case selectToLineStart
    /// Extend the selection to the end of the caret's visual line.
    case selectToLineEnd
    /// Extend the selection to the start of the previous word.
    case selectWordLeft
    /// Extend the selection to the end of the next word.
    case selectWordRight
    /// Extend the selection to the start of the text.
    case selectToDocumentStart
    /// Extend the selection to the end of the text.
    case selectToDocumentEnd
    /// Copy the selection into the kill ring and to the terminal's clipboard, and let it go (Emacs's M-w).
    case copySelection
    /// Move the caret up by the number of visible lines.
    case pageUp
    /// Move the caret down by the number of visible lines.
    case pageDown
    /// Delete the character before the caret.
    case deleteBackward
    /// Delete the character after the caret.
    case deleteForward
    /// Delete from the start of the previous word to the caret (into the kill ring, as the other word and line
    /// deletions); with a selection, cut the selection instead, into the kill ring and to the terminal's clipboard
    /// (Emacs's C-w).
    case deleteWordBackward
    /// Delete from the caret to the end of the next word.
    case deleteWordForward
    /// Delete from the start of the caret's visual line to the caret.
    case deleteToLineStart
    /// Delete from the caret to the end of its visual line.
    case deleteToLineEnd
    /// Insert the newest killed text at the caret.
    case yank
    /// Right after a yank: replace the yanked text with the kill before it, going round the kill ring.
    case yankPop
    /// Swap the characters around the caret (the two before it at the end of a line).
    case transposeCharacters
    /// Undo the last edit.
    case undo
    /// Redo the last undone edit.
    case redo
    /// Search the texts submitted before, newest first, for what is typed next (again: an older one).
    case searchHistory
    /// Open the text in the user's editor (`$VISUAL`, else `$EDITOR`, else `vi`); what it saves replaces the text.
    case editInExternalEditor
    /// Turn the element next to the caret (a collapsed paste) back into plain text, in place.
    case expandElement
    /// Clear the screen and draw the box again at its top, as readline's Ctrl+L does (also after another program's
    /// output garbled the screen).
    case redraw
    /// Empty the box, the text kept as ``clearOrCancel`` keeps it (Esc Esc); nothing on an empty box.
    case clear
    /// Stop the program as the shell's job control does; it resumes where it was with `fg`.
    case suspend
}

extension EditorCommand {
    /// A short description for help texts, e.g. "Insert a newline".
    public var summary: String {
        switch self {
        case .insertNewline: "Insert a newline"
        case .insertTab: "Insert a tab"
        case .submit: "Submit (a newline after \\)"
        case .cancel: "Cancel"
        case .submitOrCancelIfEmpty: "Submit (cancel when empty)"
        case .clearOrCancel: "Clear, Up restores (empty: end)"
        case .clear: "Clear, Up restores"
        case .deleteForwardOrCancelIfEmpty: "Delete next (empty: end)"
        case .moveLeft: "Move left"
        case .moveRight: "Move right"
        case .moveUp: "Up a line (at the top: older)"
        case .moveDown: "Down a line (at the end: newer)"
        case .lineStart: "Go to line start"
        case .lineEnd: "Go to line end"
        case .wordLeft: "Go to previous word"
        case .wordRight: "Go to next word"
        case .documentStart: "Go to start of text"
        case .documentEnd: "Go to end of text"
        case .selectLeft: "Select left"
        case .selectRight: "Select right"
        case .selectUp: "Select up a line"
        case .selectDown: "Select down a line"
        case .selectToLineStart: "Select to line start"
        case .selectToLineEnd: "Select to line end"
        case .selectWordLeft: "Select to previous word"
        case .selectWordRight: "Select to next word"
        case .selectToDocumentStart: "Select to start of text"
        case .selectToDocumentEnd: "Select to end of text"
        case .copySelection: "Copy the selection"
        case .pageUp: "Page up"
        case .pageDown: "Page down"
        case .deleteBackward: "Delete previous character"
        case .deleteForward: "Delete next character"
        case .deleteWordBackward: "Cut previous word or selection"
        case .deleteWordForward: "Cut next word"
        case .deleteToLineStart: "Cut to line start"
        case .deleteToLineEnd: "Cut to line end"
        case .yank: "Paste the last cut text"
        case .yankPop: "Cycle through earlier cut texts"
        case .transposeCharacters: "Swap characters"
        case .undo: "Undo"
        case .redo: "Redo"
        case .searchHistory: "Search earlier texts"
        case .editInExternalEditor: "Edit in $VISUAL or $EDITOR"
        case .expandElement: "Expand the collapsed paste"
        case .redraw: "Clear the screen, redraw"
        case .suspend: "Suspend (resume with fg)"
        }
    }
}
