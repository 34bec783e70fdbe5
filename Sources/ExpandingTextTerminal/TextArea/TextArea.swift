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
    public var placeholder: String { view.placeholderStorage.string }
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
    public var size: TerminalSize { view.size }
    /// The first row shown when the text scrolls: the first visual line shown, except after a line that a marker of
    /// hidden text wider than the box spreads over several rows.
    public var scrollOffset: Int { view.scrollOffset }
    /// The texts submitted before, for Up, Down and Ctrl+R.
    public var history: InputHistory {
        get { recall.history }
        set { recall.history = newValue }
    }
    /// Whether the box may draw in colour: the placeholder is then gray (``CellStyle/gray``), else faint
    /// (``CellStyle/dim``), as for a user who set `NO_COLOR`.
    public var usesColor = true
    /// Whether a paste of more than 3 lines or 800 characters becomes one element behind a label such as
    /// `[Pasted text #1 +40 lines]`; the text submitted holds the paste in full either way.
    public var collapsesPastes = false
    /// What gives the text its style roles (links, mentions, code…), drawn through ``highlightTheme``; nil (the
    /// default) draws plain text. Only the visible rows are asked for on each key, and only what an edit changed.
    public var spanProvider: (any SpanProvider)? {
        didSet { restartHighlighting() }
    }
    /// How the style roles of ``spanProvider`` are drawn.
    public var highlightTheme = HighlightTheme.colored

    /// The text and what editing it remembers.
    package internal(set) var document: TextAreaDocument
    /// What of the text is on screen, and how.
    package internal(set) var view: TextAreaViewport
    /// The texts submitted before and their search.
    package internal(set) var recall = TextAreaRecall()

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
        self.characterLimit = characterLimit
        self.decoration = decoration
        self.keyMap = keyMap
        if let returnKeyBehavior { self.keyMap.bindReturnKey(returnKeyBehavior) }
        var editor = TextEditor(text: characterLimit?.trimmed(text) ?? text)
        editor.replacementFilter = characterLimit?.replacementFilter
        document = TextAreaDocument(editor: editor)
        let width = Self.textWidth(columns: size.columns, decoration: decoration)
        let placeholderStorage = TextStorage(placeholder)
        view = TextAreaViewport(
            size: size,
            layout: try TextLayout(
                editor.storage, width: width, tabWidth: tabWidth, cellWidths: .showingInvisibleCharacters),
            placeholderStorage: placeholderStorage,
            placeholderLayout: try TextLayout(
                placeholderStorage, width: width, tabWidth: tabWidth, cellWidths: .showingInvisibleCharacters))
        scrollToCaret()
    }

    /// The text with its caret and selection, as a change handler gets it.
    package var snapshot: TextSnapshot { document.editor.snapshot }

    /// The text.
    ///
    /// - Complexity: O(n).
    public var text: String { document.editor.text }

    /// The text with the elements in it: each collapsed paste, and where it lies in ``text``.
    ///
    /// - Complexity: O(n).
    public var submission: Submission { document.editor.submission }

    /// The text as the editor stores it: copying it is O(1), reading it as a `String` is O(n), and each collapsed
    /// paste in it is one character, its placeholder (``text`` has the paste in its place).
    public var storage: TextStorage { document.editor.storage }

    /// Whether the text is empty (and the placeholder shows).
    public var isEmpty: Bool { document.editor.storage.utf8Count == 0 }

    /// Where the caret is: its visual line (from the start of the text) and column (in the text, from 0).
    ///
    /// - Complexity: O(log n + length of the caret's line).
    public var caret: CaretLocation {
        view.layout.caret(at: document.editor.selection.head, affinity: document.affinity, in: document.editor.storage)
    }

    /// Where the caret is drawn: its row from the first row of the text, and its column in that row (they differ
    /// from ``caret`` only on a line whose marker of hidden text spreads over several rows).
    ///
    /// - Complexity: O(log n + length of the caret's line).
    package var caretCell: (row: Int, column: Int) {
        view.layout.caretCell(
            at: document.editor.selection.head, affinity: document.affinity, in: document.editor.storage)
    }

    /// How many rows the box shows now: the content's rows (its visual lines, a marker of hidden text wider than the
    /// box wrapped over several) clamped to ``expansion`` (raised to fit each line of the placeholder), and to the
    /// terminal's rows.
    public var visibleLineCount: Int {
        let policy = expansion.accommodatingPlaceholder(lines: placeholderLineCount)
        return min(policy.resolve(contentLines: view.layout.rowCount).visibleLines, max(size.rows, 1))
    }

    /// The column at which the text wraps: the box's width minus the decoration and the column kept for the caret.
    public var textWidth: Int { view.layout.width }

    /// Replaces the text from code, as one undoable edit that changes only what differs; not trimmed to the
    /// character limit (as on every front end, removing text is never refused afterwards).
    ///
    /// - Parameter text: The new text.
    /// - Returns: ``Outcome/edited``, or ``Outcome/unchanged`` when the text is the same.
    @discardableResult
    public mutating func setText(_ text: String) -> Outcome {
        apply(document.editor.setText(text))
    }

    /// Replaces the text and its elements from code (a draft that recorded its collapsed pastes), as one undoable
    /// edit that changes only what differs; not trimmed to the character limit.
    ///
    /// - Parameter submission: The text and where its elements lie, in order and apart.
    /// - Returns: ``Outcome/edited``, or ``Outcome/unchanged`` when nothing changed.
    @discardableResult
    public mutating func setText(_ submission: Submission) -> Outcome {
        apply(document.editor.setText(submission))
    }

    /// Puts a text back in the box to edit (a queued message taken back), as one undoable edit, the caret at its end.
    ///
    /// - Parameter submission: The text and where its elements lie.
    /// - Returns: ``Outcome/edited``, or ``Outcome/moved`` when the text was the same.
    @discardableResult
    package mutating func takeBack(_ submission: Submission) -> Outcome {
        let changes = document.editor.setText(submission)
        document.editor.move(to: document.editor.storage.endPosition)
        return changes.isEmpty ? .moved : apply(changes)
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
        document.editor = TextEditor(submission)
        document.editor.replacementFilter = characterLimit?.replacementFilter(counting: document.editor.elements)
        view.layout = Self.layout(
            of: document.editor.storage, width: view.layout.width, tabWidth: view.layout.tabWidth,
            cellWidths: withElementLabels(cellWidths))
        document.collapsedPasteCount =
            submission.elements.lazy.filter { $0.element.kind == .paste }
            .map { CollapsedPaste.number(inLabel: $0.element.label) ?? 0 }.max() ?? 0
        restartHighlighting()
        scrollToCaret()
    }

    /// Empties the box and its undo history, as for the next message after a submit.
    public mutating func reset() {
        // A collapsed paste cut before may be yanked into the next message.
        document.editor = TextEditor(elementsOf: document.editor, keepingThoseIn: document.killRing.entries)
        document.editor.replacementFilter = characterLimit?.replacementFilter(counting: document.editor.elements)
        view.layout = Self.layout(
            of: document.editor.storage, width: view.layout.width, tabWidth: view.layout.tabWidth,
            cellWidths: cellWidths)
        document.affinity = .downstream
        document.goalColumn = nil
        view.scrollOffset = 0
        recall.search = nil
        recall.history.stopBrowsing()
        restartHighlighting()
    }

}
