/// An auto-growing text input for a terminal: the editing model, its layout, the sizing policy, the placeholder,
/// the character limit and the key map, drawn as frames.
///
/// The box shows clamp(content lines, min, max) rows of the text wrapped at the box's width (``expansion``); past the
/// maximum it scrolls, keeping the caret in view. Keys go through ``handle(_:)``, which tells the caller whether
/// to redraw, and whether the user submitted or cancelled. ``Prompt`` runs a text area on a terminal and draws it.
///
/// ```swift
/// var area = try TextArea(placeholder: "Message", expansion: ExpansionPolicy(minLines: 1, maxLines: 5),
///                         size: TerminalSize(rows: 24, columns: 80))
/// area.handle(.press("h"))          // .edited
/// area.handle(.press(.left))        // .moved
/// area.handle(.press(.enter))       // .submitted
/// area.text                         // "h"
/// ```
///
/// Every key costs O(edit + visible lines): the layout is updated incrementally with the changes the editor
/// returns, and only the visible lines are read to draw a frame.
public struct TextArea: Sendable {
    /// The box's least and greatest number of rows.
    public let expansion: ExpansionPolicy
    /// The text shown, dimmed, while the text is empty.
    public let placeholder: String
    /// The most characters (grapheme clusters) the text may hold, or nil for no limit.
    public let characterLimit: CharacterLimit?
    /// What is drawn to the left of the text.
    public let decoration: TextAreaDecoration
    /// Which key runs which command, Return included.
    public var keyMap: KeyMap
    /// What Enter does: submit (Enter with Shift, Alt or Control inserts a line break) or insert a line break.
    /// It is the key map's Return bindings: setting it rebinds them (``KeyMap/bindReturnKey(_:)``).
    public var returnKeyBehavior: ReturnKeyBehavior {
        get { keyMap.returnKeyBehavior }
        set { keyMap.bindReturnKey(newValue) }
    }
    /// Whether a text that is empty or only white space (spaces, tabs, line breaks) may be submitted; when not,
    /// a submit of one is refused (``Outcome/refused``), so a script never receives an empty message by accident.
    /// Ctrl+D on an empty text cancels either way.
    public var submitsBlankText = true
    /// The terminal size the box fits in: its columns are the box's width, its rows the most it may show.
    public internal(set) var size: TerminalSize
    /// The first row shown when the text scrolls: the first visual line shown, except after a line that a marker of
    /// hidden text wider than the box spreads over several rows.
    public internal(set) var scrollOffset = 0

    /// The editing model: text, caret and undo history.
    package internal(set) var editor: TextEditor
    /// The text's visual lines at ``textWidth``.
    package internal(set) var layout: TextLayout
    /// Where the caret is drawn at a wrap boundary.
    package internal(set) var affinity = CaretAffinity.downstream
    /// The column up and down aim for while the caret moves only vertically.
    var goalColumn: Int?
    /// A note about the last edit for the box's last row (a paste cut at the limit), until the next key.
    package internal(set) var note: String?
    /// A note that stays until its owner takes it away (a draft that could not be saved), shown when there is no
    /// ``note``.
    package var lastingNote: String?
    /// The texts submitted before, for Up, Down and Ctrl+R.
    public var history = InputHistory()
    /// Where the elements of texts the history holds lie (UTF-8 offsets, by the text), so that a recalled text shows
    /// its tokens again.
    var elementsOfEntries: [String: [(utf8: Range<Int>, element: TextElement)]] = [:]
    /// Whether the box may draw in colour: the placeholder is then gray (``CellStyle/gray``), else faint
    /// (``CellStyle/dim``), as for a user who set `NO_COLOR`.
    public var usesColor = true
    /// The search of the history under way (Ctrl+R), if any.
    package internal(set) var historySearch: HistorySearch?
    /// The first chord of a two-key binding, while the second is awaited.
    package internal(set) var awaitedSecondKeyAfter: KeyChord?
    /// Whether part of what was typed was refused at the limit (see ``takeRefusedInput()``).
    var refusedInput = false
    /// The texts the kill commands cut, for yanking.
    package internal(set) var killRing = KillRing()
    /// Whether a paste of more than 3 lines or 800 characters becomes one element behind a label such as
    /// `[Pasted text #1 +40 lines]`; the text submitted holds the paste in full either way.
    public var collapsesPastes = false
    /// The pastes collapsed in this box so far, which number their labels.
    package internal(set) var collapsedPasteCount = 0
    /// A selection just cut or copied, for the terminal's clipboard, until the session takes it.
    var clipboardText: String?
    /// A kill or a yank that the next command may continue: kills in a row join one entry, Alt+Y follows a yank.
    var recentKillOrYank: RecentKillOrYank?
    /// What gives the text its style roles (links, mentions, code…), drawn through ``highlightTheme``; nil (the
    /// default) draws plain text. Only the visible rows are asked for on each key, and only what an edit changed.
    public var spanProvider: (any SpanProvider)? {
        didSet { restartHighlighting() }
    }
    /// How the style roles of ``spanProvider`` are drawn.
    public var highlightTheme = HighlightTheme.colored
    /// Follows the edits for ``spanProvider``.
    package internal(set) var highlighter: SpanHighlighter?
    /// The spans of the visible rows, found when the text or the scrolling last changed.
    package internal(set) var visibleSpans = HighlightResult(spans: [], isComplete: true)
    let placeholderStorage: TextStorage
    var placeholderLayout: TextLayout

    /// Creates a text area.
    ///
    /// - Parameters:
    ///   - text: The initial text, cut to `characterLimit`; the caret is at its end.
    ///   - placeholder: Shown dimmed while the text is empty; the box grows to show it (up to its maximum).
    ///   - expansion: The least and greatest number of rows.
    ///   - size: The space for the box: the text wraps at `columns − 1 − decoration` (at least 1); at most `rows`
    ///     rows are shown.
    ///   - characterLimit: The most characters the text may hold; typing and pasting are trimmed to fit.
    ///   - decoration: A prompt marker or border to the left of the text.
    ///   - keyMap: The key bindings.
    ///   - returnKeyBehavior: What Enter does, rebinding the key map's Return keys; nil (the default) keeps the
    ///     key map's, which submit in ``KeyMap/default`` as at a command line.
    ///   - tabWidth: Columns between tab stops; at least 1.
    /// - Throws: An error naming `tabWidth` when it is below 1.
    public init(
        text: String = "",
        placeholder: String = "",
        expansion: ExpansionPolicy,
        size: TerminalSize,
        characterLimit: CharacterLimit? = nil,
        decoration: TextAreaDecoration = .none,
        keyMap: KeyMap = .default,
        returnKeyBehavior: ReturnKeyBehavior? = nil,
        tabWidth: Int = 4
    ) throws {
        self.expansion = expansion
        self.placeholder = placeholder
        self.characterLimit = characterLimit
        self.decoration = decoration
        self.keyMap = keyMap
        if let returnKeyBehavior { self.keyMap.bindReturnKey(returnKeyBehavior) }
        self.size = size
        let initial = characterLimit?.trimmed(text) ?? text
        editor = TextEditor(text: initial)
        editor.replacementFilter = characterLimit?.replacementFilter
        let width = Self.textWidth(columns: size.columns, decoration: decoration)
        layout = try TextLayout(
            editor.storage, width: width, tabWidth: tabWidth, cellWidths: .showingInvisibleCharacters)
        placeholderStorage = TextStorage(placeholder)
        placeholderLayout = try TextLayout(
            placeholderStorage, width: width, tabWidth: tabWidth, cellWidths: .showingInvisibleCharacters)
        scrollToCaret()
    }

    /// The text with its caret and selection, as a change handler gets it.
    package var snapshot: TextSnapshot { editor.snapshot }

    /// The text.
    ///
    /// - Complexity: O(n).
    public var text: String { editor.text }

    /// The text with the elements in it: each collapsed paste, and where it lies in ``text``.
    ///
    /// - Complexity: O(n).
    public var submission: Submission { editor.submission }

    /// The text as the editor stores it: copying it is O(1), reading it as a `String` is O(n), and each collapsed
    /// paste in it is one character, its placeholder (``text`` has the paste in its place).
    public var storage: TextStorage { editor.storage }

    /// Whether the text is empty (and the placeholder shows).
    public var isEmpty: Bool { editor.storage.utf8Count == 0 }

    /// Where the caret is: its visual line (from the start of the text) and column (in the text, from 0).
    ///
    /// - Complexity: O(log n + length of the caret's line).
    public var caret: CaretLocation {
        layout.caret(at: editor.selection.head, affinity: affinity, in: editor.storage)
    }

    /// Where the caret is drawn: its row from the first row of the text, and its column in that row (they differ
    /// from ``caret`` only on a line whose marker of hidden text spreads over several rows).
    ///
    /// - Complexity: O(log n + length of the caret's line).
    package var caretCell: (row: Int, column: Int) {
        layout.caretCell(at: editor.selection.head, affinity: affinity, in: editor.storage)
    }

    /// How many rows the box shows now: the content's rows (its visual lines, a marker of hidden text wider than the
    /// box wrapped over several) clamped to ``expansion`` (raised to fit the placeholder), and to the terminal's rows.
    public var visibleLineCount: Int {
        let policy =
            placeholder.isEmpty ? expansion : expansion.accommodatingPlaceholder(lines: placeholderLayout.rowCount)
        return min(policy.resolve(contentLines: layout.rowCount).visibleLines, max(size.rows, 1))
    }

    /// The column at which the text wraps: the box's width minus the decoration and the column kept for the caret.
    public var textWidth: Int { layout.width }

    /// Replaces the text from code, as one undoable edit that changes only what differs; not trimmed to the
    /// character limit (as on every front end, removing text is never refused afterwards).
    ///
    /// - Parameter text: The new text.
    /// - Returns: ``Outcome/edited``, or ``Outcome/unchanged`` when the text is the same.
    @discardableResult
    public mutating func setText(_ text: String) -> Outcome {
        apply(editor.setText(text))
    }

    /// Replaces the text and its elements from code (a draft that recorded its collapsed pastes), as one undoable
    /// edit that changes only what differs; not trimmed to the character limit.
    ///
    /// - Parameter submission: The text and where its elements lie, in order and apart.
    /// - Returns: ``Outcome/edited``, or ``Outcome/unchanged`` when nothing changed.
    @discardableResult
    public mutating func setText(_ submission: Submission) -> Outcome {
        apply(editor.setText(submission))
    }

    /// Starts over with a text and its elements (a draft that recorded its collapsed pastes), the caret at its end
    /// and no undo history; nothing changes when it holds no element, or more characters than the limit (the text
    /// was cut to it).
    ///
    /// - Parameter submission: The text the box holds now, and where its elements lie.
    package mutating func start(with submission: Submission) {
        guard !submission.elements.isEmpty, submission.text == text,
            characterLimit.map({ submission.text.count <= $0.maximum }) ?? true
        else { return }
        editor = TextEditor(submission)
        editor.replacementFilter = characterLimit?.replacementFilter(counting: editor.elements)
        layout = Self.layout(
            of: editor.storage, width: layout.width, tabWidth: layout.tabWidth,
            cellWidths: withElementLabels(cellWidths))
        collapsedPasteCount =
            submission.elements.lazy.filter { $0.element.kind == .paste }
            .map { CollapsedPaste.number(inLabel: $0.element.label) ?? 0 }.max() ?? 0
        restartHighlighting()
        scrollToCaret()
    }

    /// Empties the box and its undo history, as for the next message after a submit.
    public mutating func reset() {
        // A collapsed paste cut before may be yanked into the next message.
        editor = TextEditor(elementsOf: editor, keepingThoseIn: killRing.entries)
        editor.replacementFilter = characterLimit?.replacementFilter(counting: editor.elements)
        layout = Self.layout(of: editor.storage, width: layout.width, tabWidth: layout.tabWidth, cellWidths: cellWidths)
        affinity = .downstream
        goalColumn = nil
        scrollOffset = 0
        historySearch = nil
        history.stopBrowsing()
        restartHighlighting()
    }

}

extension TextArea {
    /// The last command, when it was one that the next may continue.
    enum RecentKillOrYank: Equatable, Sendable {
        /// A kill: another kill joins its kill-ring entry.
        case kill
        /// A yank of the kill-ring entry `rotation` steps from the newest, now at `range`.
        case yank(range: Range<TextPosition>, rotation: Int)
    }
}
