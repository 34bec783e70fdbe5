/// An open prompt box on a terminal: read texts from it, print lines above it. Get one from
/// ``Prompt/session(on:_:)``, which erases the box and restores the terminal when it ends.
///
/// The session owns the run loop: it reads the terminal (with a timeout while a lone ESC or a resize waits),
/// decodes keys, hands them to its ``TextArea`` and draws each change as a diff of frames.
public final class PromptSession {
    /// How long the window must stay the same size before the box is redrawn for it, in milliseconds: a drag
    /// sends many SIGWINCH, and one redraw at the end is enough. tmux 3.3a re-wraps its lines at each size at once
    /// but reports the last of a quick run of sizes up to a quarter of a second after the first: a box drawn for a
    /// size the terminal no longer has would erase the wrong rows.
    package static let resizeDebounceMilliseconds = 300
    /// How often a waiting box asks its prompt's ``Prompt/status`` whether the note changed, in milliseconds.
    package static let statusPollMilliseconds = 250
    /// The kitty keyboard protocol's flags the session asks for: 1, disambiguate, so that Shift+Enter, Ctrl+Enter and
    /// Alt+Enter are keys of their own; no event types, no release reports.
    static let keyboardFlags = 1

    let prompt: Prompt
    let terminal: any PromptTerminal
    /// The text area being edited.
    package internal(set) var area: TextArea
    var renderer = FrameRenderer()
    /// Turns the terminal's bytes into events: the one place they are decoded.
    var input: InputPipeline
    /// Events decoded and not handled yet (type-ahead, or keys after a submit that belong to the next read).
    var pendingEvents: ArraySlice<KeyEvent> = []
    /// The size to fit once the window stops changing.
    var pendingSize: TerminalSize?
    /// The cells this terminal gives the clusters terminals disagree on, measured as they appear.
    var widths = ClusterWidthProbe(isActive: false)
    /// What the start-up probe found and the session turned on.
    var modes = TerminalModes()
    /// Whether the box still holds the last submitted text, to be emptied before it is drawn again.
    var needsReset = false
    /// The erase sequence last handed to the terminal's signal path.
    var publishedCleanup: [UInt8] = []
    /// A click waiting for the cursor's position, and where the box was for the drag after it.
    var mouse = MouseState()
    /// Whether the user asked for their editor, opened once the events before the request are handled.
    var wantsExternalEditor = false
    /// Whether a refused key waits for the bell, rung with the next frame.
    var ringsBell = false
    /// The completions of the prompt's sources, nil without sources.
    let completion: CompletionController?
    /// Where the completion searches leave their answers for the run loop.
    let completionInbox: AnswerInbox<CompletionAnswer>
    /// The span refiner's requests and their outcomes.
    var refinement: Refinement
    /// The menu rows the last frame showed: the menu's keys work only while some do.
    var completionRowsShown = 0
    /// Whether the key summary (`?` on an empty box) shows, until the next key.
    var showsKeySummary = false
    /// The reply whose command runs, and the texts queued behind it.
    var replies = Replies()

    init(prompt: Prompt, terminal: some PromptTerminal) throws {
        self.prompt = prompt
        self.terminal = terminal
        input = InputPipeline { terminal.monotonicMilliseconds }
        area = try TextArea(
            text: prompt.initialText, placeholder: prompt.placeholder, expansion: prompt.expansion,
            size: Self.boxSize(terminal: terminal.size, width: prompt.width), characterLimit: prompt.characterLimit,
            decoration: prompt.decoration, keyMap: prompt.keyMap,
            tabWidth: prompt.tabWidth)
        area.submitsBlankText = prompt.submitsBlankText
        area.usesColor = prompt.usesColor
        area.collapsesPastes = prompt.collapsesPastes
        area.highlightTheme = prompt.highlightTheme ?? (prompt.usesColor ? .colored : .monochrome)
        area.spanProvider = prompt.spanProvider
        area.history = InputHistory(prompt.history)
        area.start(with: Submission(text: prompt.initialText, elements: prompt.initialElements))
        for entry in prompt.historyElements { area.rememberElements(of: entry) }
        let inbox = AnswerInbox<CompletionAnswer>(wakeUp: terminal.wakeUp)
        completionInbox = inbox
        refinement = Refinement(inbox: AnswerInbox(wakeUp: terminal.wakeUp))
        completion =
            prompt.completionSources.isEmpty
            ? nil : CompletionController(sources: prompt.completionSources) { inbox.deliver($0) }
    }

    /// The texts submitted before, oldest first: the prompt's ``Prompt/history`` and what was submitted since.
    public var history: [String] { area.history.entries }

    /// The text in the box.
    ///
    /// - Complexity: O(n).
    public var text: String { area.text }

    /// Reads one text: runs until the user submits or cancels.
    ///
    /// After a submit the box still shows the text until the next ``read()`` or ``printAbove(_:)``, which empty it
    /// (with a fresh undo history); keys typed after the submit are kept for the next read.
    ///
    /// - Returns: The submitted text, or nil when the user cancelled or the terminal went away.
    /// - Throws: What the terminal throws.
    public func read() throws -> String? {
        try readSubmission()?.text
    }

    /// Reads one text with its elements (each collapsed paste, and where it lies): runs until the user submits or
    /// cancels, as ``read()`` does.
    ///
    /// - Returns: The submitted text and its elements, or nil when the user cancelled or the terminal went away.
    /// - Throws: What the terminal throws.
    public func readSubmission() throws -> Submission? {
        resetIfSubmitted()
        try render()
        while true {
            if let queued = try serviceReply() { return queued }
            if !pendingEvents.isEmpty {
                switch try handlePendingEventsAndDraw() {
                case .submitted(let submission): return submission
                case .cancelled: return nil
                case .handled: continue
                }
            }
            switch try terminal.read(timeoutMilliseconds: readTimeout) {
            case .bytes(let bytes): try take(bytes)
            case .timedOut:
                // A terminal that cannot be woken is polled for answers while a search runs; spans guessed for want
                // of budget are found at the next turn.
                let answered = takeCompletionAnswers()
                let refined = takeRefinements()
                if area.continueHighlighting() || answered || refined { try render() }
                try inputPaused()
            case .woken:
                let answered = takeCompletionAnswers()
                if takeRefinements() || answered { try render() }
            case .resized(let size):
                pendingSize = size
                publishCleanup(afterResizeTo: size)
            case .resumed(let size): try resume(at: size)
            case .continued(let size): try redrawInPlace(at: size)
            case .endOfInput: return nil
            }
        }
    }

    /// Prints text above the box, as a chat prints a sent message: the text is wrapped at the terminal's width,
    /// scrolls into the terminal's history like any output, and the box is drawn again below it (emptied, if the
    /// last read was submitted).
    ///
    /// Control characters in `text` are shown as symbols, as in the box.
    ///
    /// - Parameter text: The text; line breaks start new lines.
    /// - Throws: What the terminal throws.
    public func printAbove(_ text: String) throws {
        try printAbove([(text, CellStyle())])
    }

    /// Prints lines above the box, each piece of text in its style.
    func printAbove(_ pieces: [(text: String, style: CellStyle)]) throws {
        resetIfSubmitted()
        fitPendingSize()
        renderer.printAbove(try rowsToPrint(pieces))
        try render()
    }

    /// The rows of text printed above the box, wrapped at ``printWidth``, each piece in its style.
    func rowsToPrint(_ pieces: [(text: String, style: CellStyle)]) throws -> [[Cell]] {
        try pieces.flatMap { piece in
            let laidOut = try layout(of: piece.text)
            return Cell.rows(0..<laidOut.layout.rowCount, of: laidOut.layout, in: laidOut.storage, style: piece.style)
        }
    }

    /// The width text printed above the box wraps at: the box's, less the column the cursor may need.
    var printWidth: Int {
        let columns = Self.boxSize(terminal: terminal.size, width: prompt.width).columns
        return min(max(columns - 1, 1), TextLayout.maximumWidth)
    }

    /// Text laid out for printing above the box.
    func layout(of text: String) throws -> (layout: TextLayout, storage: TextStorage) {
        let storage = TextStorage(text)
        return (
            try TextLayout(storage, width: printWidth, tabWidth: prompt.tabWidth, cellWidths: area.cellWidths),
            storage
        )
    }
}
