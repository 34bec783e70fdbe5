/// The editing model: the text, the selection, and undo/redo.
///
/// Front ends turn their events into calls on the editor (typing, paste, a key binding's command) and apply what
/// comes back. Every method that changes the text returns the ``TextChange``s it applied, in order, each in
/// positions of the text before it, so that an incremental layout can follow; each change's ends are cluster
/// boundaries both before and after it, and no cluster boundary outside its range moves (see
/// ``TextStorage``'s `alignedChange`).
///
/// **Undo.** Each edit is one undo step, except that typing is coalesced per word: consecutive insertions at the
/// caret make one step, and a step ends when a word character is typed after a space or line break (so a word
/// and the spaces typed after it undo together), when the caret is moved or the selection set, and at any other
/// kind of edit. Deletions are grouped the same way: consecutive Backspaces make one step until, after a word
/// character, they reach a space or line break (so each word and the spaces before it undo together), and so do
/// consecutive forward deletions (spaces, then the word after them). Paste, replacing
/// the selection, word and line deletions and ``setText(_:)-(String)`` are one step each. Undo restores the text and the
/// selection from before the step; redo re-applies it and restores the selection from after it. A new edit
/// clears the redo history. Programmatic changes (``setText(_:)-(String)``, ``replace(_:with:)``) are undoable steps,
/// never a reset of the history.
///
/// **Clusters.** Positions are cluster boundaries; deleting or moving steps over a whole cluster (a flag, a
/// family emoji, a letter with its accents).
///
/// **Words.** A word is a run of word clusters: letters, digits, ideographs, kana, Hangul, emoji (classified by
/// the Unicode 15.0 line-break class of the cluster's first scalar: AL, HL, NU, ID, NS, EB, EM, RI, the Hangul
/// classes, and marks without a base). An apostrophe or full stop between two word clusters belongs to the word
/// ("don't", "3.14"). Spaces, line breaks and punctuation separate words. Word right goes past any separators to
/// the end of the next word; word left goes back past separators to the start of the previous word; the word
/// deletions delete what those moves pass over (as readline's Alt+Backspace does).
///
/// **Limits.** The editor does not know about character limits. Either trim text before passing it in, or set
/// ``replacementFilter``: it sees each proposed insertion (typing, newline, paste, replacing) and returns the
/// text to insert instead (for example trimmed at a cluster boundary to fit a limit). Deletions, undo, redo and
/// ``setText(_:)-(String)`` are not filtered.
///
/// ```swift
/// var editor = TextEditor()
/// editor.insert("Hello")
/// editor.insert(" ")
/// editor.insert("world")
/// editor.undo()            // removes "world"
/// editor.text              // "Hello "
/// editor.paste("a\r\nb")   // inserts "a\nb" as one step
/// ```
public struct TextEditor: Sendable {
    /// Decides what an insertion actually inserts: given the proposed change (the range it replaces and its new
    /// text) and the text before it, returns the text to insert (the proposal's text, a trimmed version of it, or
    /// an empty string to insert nothing).
    public typealias ReplacementFilter = @Sendable (_ proposed: TextChange, _ storage: TextStorage) -> String

    /// The text as the editor keeps it: each element one character, its placeholder (see ``TextElement``); ``text``
    /// is the text with each element's text in its place.
    public internal(set) var storage: TextStorage
    /// The selection (a caret when collapsed).
    public internal(set) var selection: TextSelection
    /// Applied to every insertion before it is made; nil inserts text as given.
    public var replacementFilter: ReplacementFilter?
    /// The elements, each behind the one character of ``storage`` that stands for it.
    package internal(set) var elements = ElementTable()

    var undoSteps: [UndoStep] = []
    var redoSteps: [UndoStep] = []
    /// Which kind of edit may still be added to the last undo step.
    var openStep: OpenStep = .none
    /// Where the space an accepted completion put after its text ends, until the next change of the text.
    var completionSpaceEnd: TextPosition?

    /// Creates an editor.
    /// - Parameters:
    ///   - text: The initial text (not undoable).
    ///   - selection: The initial selection, both ends cluster boundaries of `text` (or the program stops with a
    ///     message naming the offset); by default a caret at the end of the text.
    public init(text: String = "", selection: TextSelection? = nil) {
        storage = TextStorage(text)
        let end = storage.endPosition
        self.selection = selection ?? TextSelection(caret: end)
        if let selection {
            storage.checkBoundary(selection.anchor, "TextEditor.init(text:selection:)")
            storage.checkBoundary(selection.head, "TextEditor.init(text:selection:)")
        }
    }

    /// The whole text, each element's text in its place (what a front end submits).
    /// - Complexity: O(n).
    public var text: String { submission.text }

    /// The whole text with the elements in it (see ``Submission``).
    /// - Complexity: O(n).
    public var submission: Submission { snapshot.submission }

    /// The characters of ``text``: an element counts as the characters of its text.
    /// - Complexity: O(1).
    public var characterCount: Int { storage.characterCount + elements.surplusCharacters }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoSteps.isEmpty }

    /// Whether there is a step to redo.
    public var canRedo: Bool { !redoSteps.isEmpty }
}

// MARK: - Applying and recording edits

extension TextEditor {
    /// What an edit is, for undo coalescing.
    enum EditKind {
        case typing
        case deletingBackward
        case deletingForward
        case other
    }

    /// The step that later edits of the same kind may still join.
    enum OpenStep: Equatable, Sendable {
        case none
        /// Typing; `afterSpace` once the last typed cluster was a space or line break.
        case typing(afterSpace: Bool)
        /// Deleting; `afterWord` once the last deleted cluster was not a space or line break.
        case deletingBackward(afterWord: Bool)
        case deletingForward(afterWord: Bool)
    }

    /// One undo step: a single change (coalesced edits are merged into one) and the selections around it.
    struct UndoStep: Sendable {
        /// The change, in positions of the text before the step.
        var change: TextChange
        /// The text the change removed.
        var removed: String
        var selectionBefore: TextSelection
        var selectionAfter: TextSelection
    }

    /// Where the selection goes after an edit.
    enum SelectionAfterEdit {
        /// A caret after the inserted text (the typing and pasting case).
        case caretAfterInsertion
        /// The old selection carried through the change (a programmatic change elsewhere).
        case mapped
    }

    /// Replaces `range` with `text` as one edit of `kind`: aligns the change on cluster boundaries, applies it,
    /// moves the selection, and records or coalesces the undo step.
    mutating func edit(
        _ range: Range<TextPosition>, with text: String, kind: EditKind, selectionAfter: SelectionAfterEdit
    ) -> [TextChange] {
        if range.isEmpty && text.isEmpty {
            return []
        }
        let change = storage.alignedChange(replacing: range, with: text)
        let removed = storage.string(in: change.range)
        let selectionBefore = selection
        replaceInStorage(change.range, with: change.replacement, removed: removed)
        switch selectionAfter {
        case .caretAfterInsertion:
            let end = range.lowerBound.utf8Offset + text.utf8.count
            selection = TextSelection(caret: storage.boundary(atOrAfter: end))
        case .mapped:
            selection = TextSelection(
                anchor: Self.map(selectionBefore.anchor, through: change),
                head: Self.map(selectionBefore.head, through: change))
        }
        record(change, removed: removed, selectionBefore: selectionBefore, kind: kind, typed: text)
        return [change]
    }

    /// Replaces a range of the storage, counting the element placeholders the edit removes and inserts.
    mutating func replaceInStorage(_ range: Range<TextPosition>, with text: String, removed: String) {
        completionSpaceEnd = nil
        storage.replace(range, with: text)
        elements.noteReplacement(removed: removed, inserted: text)
    }

    /// Where a position of the text before `change` lies after it; positions inside the replaced range go to the
    /// end of the replacement. The change's ends are cluster boundaries on both sides, so the result is one too.
    static func map(_ position: TextPosition, through change: TextChange) -> TextPosition {
        if position <= change.range.lowerBound {
            return position
        }
        if position >= change.range.upperBound {
            return TextPosition(utf8Offset: position.utf8Offset + change.utf8Delta)
        }
        return change.replacementRange.upperBound
    }

    private mutating func record(
        _ change: TextChange, removed: String, selectionBefore: TextSelection, kind: EditKind, typed: String
    ) {
        redoSteps.removeAll()
        if !undoSteps.isEmpty,
            canCoalesce(
                change, kind: kind, typed: typed, removed: removed, into: undoSteps[undoSteps.count - 1],
                at: selectionBefore)
        {
            Self.merge(&undoSteps[undoSteps.count - 1], with: change, removed: removed, selection: selection)
        } else {
            undoSteps.append(
                UndoStep(change: change, removed: removed, selectionBefore: selectionBefore, selectionAfter: selection))
        }
        switch kind {
        case .typing:
            openStep = .typing(afterSpace: typed.last.map { Self.wordClass(of: $0) == .space } ?? false)
        case .deletingBackward:
            openStep = .deletingBackward(afterWord: Self.isWord(removed))
        case .deletingForward:
            openStep = .deletingForward(afterWord: Self.isWord(removed))
        case .other:
            openStep = .none
        }
    }

    /// Whether an edit joins the open step: same kind, made at the caret where the step left it, touching the
    /// step's text — and, for typing, not a word starting after a space; for deleting, not a space reached after a
    /// word.
    private func canCoalesce(
        _ change: TextChange, kind: EditKind, typed: String, removed: String, into step: UndoStep,
        at selectionBefore: TextSelection
    ) -> Bool {
        guard selectionBefore.isCollapsed, selectionBefore == step.selectionAfter else { return false }
        let span = step.change.replacementRange
        guard change.range.lowerBound <= span.upperBound, change.range.upperBound >= span.lowerBound else {
            return false
        }
        switch (openStep, kind) {
        case (.typing(let afterSpace), .typing):
            let startsWord = typed.first.map { Self.wordClass(of: $0) != .space } ?? false
            return !(afterSpace && startsWord)
        case (.deletingBackward(let afterWord), .deletingBackward), (.deletingForward(let afterWord), .deletingForward):
            return !(afterWord && !Self.isWord(removed))
        default:
            return false
        }
    }

    /// Whether a deleted cluster belongs to a word: anything but white space and line breaks.
    private static func isWord(_ removed: String) -> Bool {
        removed.first.map { wordClass(of: $0) != .space } ?? false
    }

    /// Makes `step` do what it did and then `change`. `change` (in positions of the text after `step`) overlaps or
    /// touches the text `step` inserted, so the two combine into a single replacement of the text before `step`.
    static func merge(_ step: inout UndoStep, with change: TextChange, removed: String, selection: TextSelection) {
        step.selectionAfter = selection
        let stepStart = step.change.range.lowerBound.utf8Offset
        let stepEnd = step.change.range.upperBound.utf8Offset
        let insertedEnd = stepStart + step.change.replacement.utf8.count
        let start = change.range.lowerBound.utf8Offset
        let end = change.range.upperBound.utf8Offset
        if start == insertedEnd && end == insertedEnd {
            // Typing at the end of the step's text: appended in place, so a long run of typing stays linear.
            step.change.replacement += change.replacement
            return
        }
        let inserted = step.change.replacement
        // What `change` removed before and after the step's own text, which the step did not remove.
        let removedBefore = max(0, stepStart - start)
        let removedAfter = max(0, end - insertedEnd)
        var mergedRemoved = String(removed.utf8Prefix(removedBefore))
        mergedRemoved += step.removed
        mergedRemoved += removed.utf8Suffix(removedAfter)
        var replacement = String(inserted.utf8Prefix(max(0, start - stepStart)))
        replacement += change.replacement
        replacement += inserted.utf8Suffix(max(0, insertedEnd - end))
        step.change = TextChange(
            range: TextPosition(utf8Offset: min(start, stepStart))..<TextPosition(utf8Offset: stepEnd + removedAfter),
            replacement: replacement)
        step.removed = mergedRemoved
    }

    /// Ends the open undo step: the next edit starts a new one.
    mutating func closeStep() {
        openStep = .none
    }
}

extension String {
    /// The first `count` UTF-8 bytes, which must end on a scalar boundary.
    fileprivate func utf8Prefix(_ count: Int) -> Substring {
        self[..<utf8.index(startIndex, offsetBy: count)]
    }

    /// The last `count` UTF-8 bytes, which must start on a scalar boundary.
    fileprivate func utf8Suffix(_ count: Int) -> Substring {
        self[utf8.index(endIndex, offsetBy: -count)...]
    }
}
