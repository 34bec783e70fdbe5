/// A multi-line prompt that grows with its text, drawn inline in the terminal: the run loop around a ``TextArea``.
///
/// The box appears where the cursor is, grows from the minimum to the maximum number of rows as the text wraps,
/// then scrolls; the text is returned when the user submits (Enter), nil when they cancel (Ctrl+C or Ctrl+D on an
/// empty box; Ctrl+C on a box holding text empties it first, keeping the text for Up and undo). The box is erased either way, with the cursor left where it began, and the terminal restored
/// (also when the process is killed).
///
/// <!-- example: compile-only -->
/// ```swift
/// do {
///     if let message = try Prompt(placeholder: "Message", lines: 1...8).read() {
///         print(message)
///     }
/// } catch {
///     print("error: \(error)")  // no terminal to draw on (cron, a pipe), or TERM=dumb
/// }
/// ```
///
/// For a conversation, keep the box open with ``session(_:)`` and print each message above it:
///
/// <!-- example: compile-only -->
/// ```swift
/// try Prompt(placeholder: "Say something", lines: 1...5).session { session in
///     while let message = try session.read() {
///         try session.printAbove("you: " + message)
///     }
/// }
/// ```
public struct Prompt: Sendable {
    /// The text shown, dimmed, while the text is empty.
    public var placeholder: String
    /// The least and greatest number of rows of the box.
    public var expansion: ExpansionPolicy
    /// The text the box starts with (a draft, a value to edit); cut to ``characterLimit``.
    public var initialText = ""
    /// Where elements (collapsed pastes) lie in ``initialText``, as a draft recorded them: the box starts with their
    /// tokens. Left out when ``initialText`` is longer than ``characterLimit``.
    public var initialElements: [Submission.Element] = []
    /// Entries of ``history`` with elements (collapsed pastes), and where they lie: a recalled entry shows their
    /// tokens again.
    public var historyElements: [Submission] = []
    /// The most characters the text may hold, or nil for no limit.
    public var characterLimit: CharacterLimit?
    /// The box's width in columns, or nil for the terminal's width; never wider than the terminal.
    public var width: Int?
    /// What is drawn to the left of the text.
    public var decoration = TextAreaDecoration.none
    /// The key bindings.
    public var keyMap = KeyMap.default
    /// What Enter does: the key map's Return bindings; setting it rebinds them.
    public var returnKeyBehavior: ReturnKeyBehavior {
        get { keyMap.returnKeyBehavior }
        set { keyMap.bindReturnKey(newValue) }
    }
    /// Columns between tab stops.
    public var tabWidth = 4
    /// Whether a selection cut (Ctrl+W) or copied (Alt+W) also goes to the terminal's clipboard, with OSC 52, as
    /// well as to the kill ring. On by default; terminals that do not allow programs to set the clipboard ignore it.
    public var copiesToClipboard = true
    /// Whether a paste of more than 3 lines or 800 characters shows as one token, such as
    /// `[Pasted text #1 +40 lines]`, that edits treat as one character and Ctrl+X Ctrl+O expands; the text submitted
    /// holds the paste in full. Off by default.
    public var collapsesPastes = false
    /// Whether the box may draw in colour (a gray placeholder; faint without colour). By default, unless the
    /// environment variable `NO_COLOR` is set and not empty (no-color.org).
    public var usesColor = Prompt.environmentAllowsColor
    /// Whether the mouse places the caret (a click on a cluster), selects (a drag) and scrolls the box (the wheel,
    /// leaving the caret where it is). Off by default:
    /// while it is on, the terminal's own selection with the mouse needs Shift.
    public var tracksMouse = false
    /// Whether a one-line hint under an empty box says that `?` shows the main keys and which key breaks a line
    /// (Shift+Enter where the terminal speaks kitty's keyboard protocol, else Ctrl+J), and `?` typed in an empty box
    /// shows a summary of the key map until the next key (`?` again types it). Off by default.
    public var showsHints = false
    /// Earlier texts, oldest first, for Up on the first line, Down on the last and Ctrl+R; each read adds the
    /// text submitted, for the next read of the same session.
    public var history: [String] = []
    /// Whether an empty or white-space-only text may be submitted; when not, Enter on one rings the bell and the
    /// box stays open (Ctrl+D on an empty box still cancels).
    public var submitsBlankText = true
    /// Called after each change of the text (typing, deleting, pasting, undo), with the text. Taking the
    /// snapshot is O(1); a draft saver reads it in full (collapsed pastes expanded) when it saves, off the keystroke's
    /// path. Not called when a session empties the box after a submit.
    public var onChange: (@Sendable (TextSnapshot) -> Void)?
    /// A lasting note for the box's last row, such as a draft that could not be saved: shown, dimmed, for as long as
    /// it returns one (a key does not dismiss it). Asked before each frame and, while the box waits for keys, four
    /// times a second, so a note set by work in the background appears without a key. Called on the thread that
    /// reads the prompt: it should only read a value, never wait.
    ///
    /// <!-- example: compile-only -->
    /// ```swift
    /// @Sendable func connectionNote() -> String? { "offline: messages wait to be sent" }  // the app's own state
    ///
    /// var prompt = try Prompt(placeholder: "Message")
    /// prompt.status = connectionNote
    /// ```
    public var status: (@Sendable () -> String?)?
    /// Where completions come from: typing a source's trigger (such as `@` at a word's start, or `/` at the text's
    /// start) opens a menu of its candidates below the box. While the menu is open, Up and Down (or Ctrl+P and
    /// Ctrl+N) move in it, Tab or Enter accept the selected candidate, and Esc closes it; every other key keeps its
    /// meaning.
    ///
    /// <!-- example: compile-only -->
    /// ```swift
    /// struct Commands: CompletionSource {
    ///     let trigger = CompletionTrigger(sigil: "/", anchor: .startOfText)
    ///     func candidates(for query: String) async throws -> [CompletionCandidate] {
    ///         [CompletionCandidate(label: "/help", description: "Show the keys")]
    ///     }
    /// }
    /// var prompt = try Prompt(placeholder: "Message")
    /// prompt.completionSources = [Commands()]
    /// ```
    public var completionSources: [any CompletionSource] = []
    /// What gives the text its style roles, such as ``StandardSpanProvider`` (links, mentions, tags, code); nil (the
    /// default) draws plain text. On each key only the box's rows are asked for, and only what the key changed.
    ///
    /// ```swift
    /// var prompt = try Prompt(placeholder: "Message")
    /// prompt.spanProvider = StandardSpanProvider()
    /// ```
    public var spanProvider: (any SpanProvider)?
    /// A slower source of spans (a parser, a spelling checker), asked in a task about the rows drawn once the
    /// provider's spans for them are final; its answer replaces them there, and is dropped when the text changed
    /// meanwhile. Keys never wait for it. Nil, the default, asks none.
    ///
    /// ```swift
    /// struct Exclamations: SpanRefiner {
    ///     func refinedSpans(for request: SpanRefinementRequest) async throws -> [HighlightedSpan] {
    ///         let text = request.text.string(in: request.range)
    ///         return text.hasSuffix("!") ? [HighlightedSpan(range: request.range, role: .emphasis)] : []
    ///     }
    /// }
    /// var prompt = try Prompt(placeholder: "Message")
    /// prompt.spanProvider = StandardSpanProvider()
    /// prompt.spanRefiner = Exclamations()
    /// ```
    public var spanRefiner: (any SpanRefiner)?
    /// How the style roles are drawn; nil (the default) takes ``HighlightTheme/colored``, or
    /// ``HighlightTheme/monochrome`` when ``usesColor`` is off.
    public var highlightTheme: HighlightTheme?

    /// Creates a prompt whose box shows between `lines.lowerBound` and `lines.upperBound` rows.
    ///
    /// - Parameters:
    ///   - placeholder: The text shown while the text is empty.
    ///   - lines: The least and greatest number of rows; the least is at least 1.
    ///   - initialText: The text the box starts with.
    ///   - characterLimit: The most characters the text may hold (at least 1), or nil.
    ///   - width: The box's width in columns (at least 1), or nil for the terminal's.
    /// - Throws: `ConfigurationError` naming the invalid value.
    public init(
        placeholder: String = "", lines: ClosedRange<Int> = 1...8, initialText: String = "",
        characterLimit: Int? = nil, width: Int? = nil
    ) throws {
        try self.init(
            placeholder: placeholder,
            expansion: ExpansionPolicy(minLines: lines.lowerBound, maxLines: lines.upperBound),
            initialText: initialText, characterLimit: characterLimit, width: width)
    }

    /// Creates a prompt with a sizing policy (for a box without a maximum: `ExpansionPolicy(minLines: 1)`).
    ///
    /// - Parameters:
    ///   - placeholder: The text shown while the text is empty.
    ///   - expansion: The least and greatest number of rows.
    ///   - initialText: The text the box starts with.
    ///   - characterLimit: The most characters the text may hold (at least 1), or nil.
    ///   - width: The box's width in columns (at least 1), or nil for the terminal's.
    /// - Throws: `ConfigurationError` naming the invalid value.
    public init(
        placeholder: String = "", expansion: ExpansionPolicy, initialText: String = "", characterLimit: Int? = nil,
        width: Int? = nil
    ) throws {
        if let width, width < 1 {
            throw ConfigurationError(parameter: "width", value: "\(width)", requirement: "must be at least 1")
        }
        self.placeholder = placeholder
        self.expansion = expansion
        self.initialText = initialText
        self.characterLimit = try characterLimit.map { try CharacterLimit($0) }
        self.width = width
    }

    /// Shows the prompt on the terminal (`/dev/tty`) and returns the submitted text.
    ///
    /// - Returns: The text, or nil when the user cancelled.
    /// - Throws: ``TerminalError`` when there is no terminal, `TERM` says it cannot move the cursor, or it fails.
    public func read() throws -> String? {
        try read(on: Terminal())
    }

    /// Shows the prompt on `terminal` and returns the submitted text.
    ///
    /// - Parameter terminal: The terminal.
    /// - Returns: The text, or nil when the user cancelled or the terminal went away.
    /// - Throws: What the terminal throws.
    public func read(on terminal: some PromptTerminal) throws -> String? {
        try session(on: terminal) { try $0.read() }
    }

    /// Shows the prompt on the terminal (`/dev/tty`) and returns the submitted text with its elements (each
    /// collapsed paste, and where it lies in the text).
    ///
    /// - Returns: The text and its elements, or nil when the user cancelled.
    /// - Throws: ``TerminalError`` when there is no terminal, `TERM` says it cannot move the cursor, or it fails.
    public func readSubmission() throws -> Submission? {
        try session(on: Terminal()) { try $0.readSubmission() }
    }

    /// Opens the box on the terminal (`/dev/tty`) for several reads, as a chat does; it is erased when `body`
    /// returns or throws.
    ///
    /// - Parameter body: What to do with the open box.
    /// - Returns: What `body` returns.
    /// - Throws: ``TerminalError`` when there is no terminal, `TERM` says it cannot move the cursor, or it fails,
    ///   and what `body` throws.
    public func session<Result>(_ body: (PromptSession) throws -> Result) throws -> Result {
        try session(on: Terminal(), body)
    }

    /// Opens the box on `terminal` for several reads; it is erased and the terminal restored when `body` returns
    /// or throws.
    ///
    /// - Parameters:
    ///   - terminal: The terminal.
    ///   - body: What to do with the open box.
    /// - Returns: What `body` returns.
    /// - Throws: What the terminal or `body` throws.
    public func session<Result>(
        on terminal: some PromptTerminal, _ body: (PromptSession) throws -> Result
    ) throws -> Result {
        try terminal.withRawMode {
            let session = try PromptSession(prompt: self, terminal: terminal)
            defer { session.close() }
            try session.start()
            return try body(session)
        }
    }
}
