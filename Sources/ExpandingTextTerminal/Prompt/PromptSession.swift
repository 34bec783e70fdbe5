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

    private let prompt: Prompt
    private let terminal: any PromptTerminal
    /// The text area being edited.
    package private(set) var area: TextArea
    private var renderer = FrameRenderer()
    private var decoder = InputDecoder()
    /// Events decoded and not handled yet (type-ahead, or keys after a submit that belong to the next read).
    private var pendingEvents: ArraySlice<KeyEvent> = []
    /// The size to fit once the window stops changing.
    private var pendingSize: TerminalSize?
    /// Whether the terminal re-wraps its lines on a resize (from the start-up probe).
    private var reflows = true
    /// The cells this terminal gives the clusters terminals disagree on, measured as they appear.
    private var widths = ClusterWidthProbe(isActive: false)
    /// Whether the session turned grapheme-cluster mode on, so that every way out turns it off again.
    private var setsGraphemeClusterMode = false
    /// Whether the box still holds the last submitted text, to be emptied before it is drawn again.
    private var needsReset = false
    /// The erase sequence last handed to the terminal's signal path.
    private var publishedCleanup: [UInt8] = []
    /// Whether a paste that came without brackets is being collected, until the input pauses.
    private var isUnbracketedPaste = false
    /// Whether the terminal brackets every paste (from the start-up probe), so that unbracketed input is typed.
    private var bracketsPastes = false
    /// Holds a lone Enter, Ctrl+C or Ctrl+D right after a paste until the input is quiet.
    private var quietWindow = PasteQuietWindow()
    /// A click's screen row and column while the cursor position it needs is awaited.
    private var pendingClick: (row: Int, column: Int)?
    /// Whether the user asked for their editor, opened once the events before the request are handled.
    private var wantsExternalEditor = false
    /// Whether a refused key waits for the bell, rung with the next frame.
    private var ringsBell = false

    init(prompt: Prompt, terminal: some PromptTerminal) throws {
        self.prompt = prompt
        self.terminal = terminal
        area = try TextArea(
            text: prompt.initialText, placeholder: prompt.placeholder, expansion: prompt.expansion,
            size: Self.boxSize(terminal: terminal.size, width: prompt.width), characterLimit: prompt.characterLimit,
            decoration: prompt.decoration, keyMap: prompt.keyMap,
            tabWidth: prompt.tabWidth)
        area.submitsBlankText = prompt.submitsBlankText
        area.history = InputHistory(prompt.history)
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
        resetIfSubmitted()
        try render()
        while true {
            if !pendingEvents.isEmpty {
                switch handlePendingEvents() {
                case .submitted(let text): return text
                case .cancelled: return nil
                case .handled: break
                }
                if wantsExternalEditor { try editInExternalEditor() }
                try render()
                continue
            }
            switch try terminal.read(timeoutMilliseconds: readTimeout) {
            case .bytes(let read):
                if read == [Self.controlC], decoder.isInsideUnterminatedPaste {
                    // A read of Ctrl+C alone is a key press, not a piece of a paste (which the terminal writes in
                    // one go): a paste that lost its end marker must not take away the way out.
                    isUnbracketedPaste = false
                    pendingEvents += decoder.flush()
                }
                let bytes = quietWindow.take(read, now: terminal.monotonicMilliseconds, decoder: decoder)
                guard !bytes.isEmpty else { continue }
                var decoded: [KeyEvent] = []
                if isUnbracketedPaste, bytes.contains(0x1B), !PasteQuietWindow.endsAPasteNotBegun(bytes) {
                    // An escape sequence is a key or a real bracketed paste, not more of the typed-in paste.
                    isUnbracketedPaste = false
                    decoded += decoder.feed(ControlSequence.pasteEnd.utf8) + decoder.flush()
                }
                if !bracketsPastes, !isUnbracketedPaste, decoder.isAtRest, Self.isUnbracketedPaste(bytes) {
                    // The decoder takes it as it takes a bracketed paste; the pause after it is the end marker.
                    isUnbracketedPaste = true
                    decoded += decoder.feed(ControlSequence.pasteStart.utf8)
                }
                decoded += decoder.feed(bytes)
                let (events, measured) = widths.consume(decoded)
                pendingEvents += events
                if measured {
                    area.setCellWidths(widths.cellWidths)
                    if pendingEvents.isEmpty { try render() }
                }
                // Typing during a resize: fit the new size before drawing the keys. Not while the decoder waits
                // on a silence: the wait is measured from the next read, so re-wrapping a long text first would
                // swallow the pause after a paste.
                if decoder.pendingTimeoutMilliseconds == nil { fitPendingSize() }
            case .timedOut:
                if widths.expire(now: LibC.monotonicMilliseconds()) {
                    // The terminal stopped answering: a late report must not be taken for one asked later.
                    decoder.expectedCursorPositionReports = 0
                }
                if quietWindow.isHolding {
                    // The held key waits for the quiet window after it, not for the decoder's silence.
                    if quietWindow.heldMilliseconds(now: terminal.monotonicMilliseconds) == 0,
                        let key = quietWindow.release()
                    {
                        // The input stayed quiet after the paste: the key was pressed.
                        pendingEvents += decoder.flush() + decoder.feed(key)
                    }
                    continue
                }
                if isUnbracketedPaste, decoder.pasteEndsInsideACharacter {
                    // The terminal split a character between two writes: its other bytes are on their way.
                    continue
                } else if isUnbracketedPaste {
                    isUnbracketedPaste = false
                    // The pause has been waited for already: what comes next is keys.
                    pendingEvents += decoder.feed(ControlSequence.pasteEnd.utf8) + decoder.flush()
                } else if decoder.pendingTimeoutMilliseconds != nil {
                    pendingEvents += decoder.flush()
                } else if pendingSize != nil {
                    fitPendingSize()
                    try render()
                } else if prompt.status?() != area.lastingNote {
                    try render()
                }
            case .resized(let size):
                pendingSize = size
                publishCleanup(afterResizeTo: size)
            case .resumed(let size):
                try resume(at: size)
            case .continued(let size):
                try redrawInPlace(at: size)
            case .endOfInput:
                return nil
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
        resetIfSubmitted()
        fitPendingSize()
        let columns = Self.boxSize(terminal: terminal.size, width: prompt.width).columns
        let width = min(max(columns - 1, 1), TextLayout.maximumWidth)
        let storage = TextStorage(text)
        let layout = try TextLayout(storage, width: width, tabWidth: prompt.tabWidth, cellWidths: area.cellWidths)
        renderer.printAbove(Cell.rows(0..<layout.rowCount, of: layout, in: storage))
        try render()
    }

    // MARK: - Start and end

    /// Probes the terminal, sets the session's modes and draws the box.
    func start() throws {
        try terminal.write(Array(TerminalProbe.query.utf8))
        decoder.expectCursorPositionReport()
        var probe = TerminalProbe()
        // A bound on reads, for a terminal that never answers while the user keeps typing.
        var reads = 0
        probing: while !probe.isComplete && reads < 64 {
            reads += 1
            switch try terminal.read(timeoutMilliseconds: TerminalProbe.timeoutMilliseconds) {
            case .bytes(let bytes):
                probe.consume(decoder.feed(bytes))
            case .resized(let size), .resumed(let size), .continued(let size):
                area.resize(to: Self.boxSize(terminal: size, width: prompt.width))
            case .timedOut, .endOfInput:
                break probing
            }
        }
        decoder.expectedCursorPositionReports = 0
        pendingEvents += probe.typeAhead
        reflows = probe.reflowsOnResize
        bracketsPastes = probe.bracketsPastes
        widths = ClusterWidthProbe(isActive: probe.measuresClusterWidths)
        setsGraphemeClusterMode = probe.needsGraphemeClusterMode
        try terminal.write(Array(((probe.needsNewLine ? "\r\n" : "") + sessionStart).utf8))
        try render()
    }

    /// Draws the box afresh after the process was stopped and continued: the stop erased it and reset the modes,
    /// and the shell has written below where it was, so the box starts again where the cursor is now.
    /// Hands the terminal to the user's editor with the text, and takes the edited text back as one undo step.
    private func editInExternalEditor() throws {
        wantsExternalEditor = false
        let result = try terminal.editInExternalEditor(area.text)
        switch result {
        case .edited(var text):
            if let limit = prompt.characterLimit, text.count > limit.maximum {
                area.note = "\(text.count - limit.maximum) characters past the limit of \(limit.maximum) were cut"
                text = limit.trimmed(text)
            }
            if area.setText(text) == .edited { prompt.onChange?(area.storage) }
        case .unchanged(let reason):
            area.note = reason
        }
        try resume(at: terminal.size)
    }

    private func resume(at size: TerminalSize) throws {
        renderer = FrameRenderer()
        publishedCleanup = []
        pendingSize = nil
        area.resize(to: Self.boxSize(terminal: size, width: prompt.width))
        try terminal.write(Array(sessionStart.utf8))
        try render()
    }

    /// Draws the box again where it is after SIGSTOP and SIGCONT: the stop could not be handled, so the box is still
    /// on screen and the cursor where it was left; drawing afresh from there, as after a handled stop, would leave
    /// the rows above the caret standing. The modes are set again (the shell may have reset them meanwhile).
    private func redrawInPlace(at size: TerminalSize) throws {
        renderer.eraseBeforeNextFrame()
        if Self.boxSize(terminal: size, width: prompt.width) != area.size {
            pendingSize = size
            fitPendingSize()
        }
        try terminal.write(Array(sessionStart.utf8))
        try render()
    }

    /// The modes the session turns on: the renderer's, and grapheme-cluster mode where the terminal has it off.
    private var sessionStart: String {
        ControlSequence.sessionStart + (setsGraphemeClusterMode ? ControlSequence.enableGraphemeClusterMode : "")
            + (prompt.tracksMouse ? ControlSequence.enableMouseTracking : "")
    }

    /// What turns off the modes the session set beyond the renderer's (which `FrameRenderer.finish()` and
    /// `Terminal.restoreSequence` restore).
    private var sessionEnd: [UInt8] {
        (setsGraphemeClusterMode ? Array(ControlSequence.disableGraphemeClusterMode.utf8) : [])
            + (prompt.tracksMouse ? Array(ControlSequence.disableMouseTracking.utf8) : [])
    }

    /// Erases the box, leaves the cursor at its top-left corner and restores the terminal's modes.
    func close() {
        // A resize the box was not redrawn for has still re-wrapped its rows on a terminal that reflows; and a
        // terminal may report the last of several sizes late.
        let current = (terminal as? Terminal)?.settledSize ?? terminal.size
        if pendingSize == nil, Self.boxSize(terminal: current, width: prompt.width) != area.size {
            pendingSize = current
        }
        fitPendingSize()
        let bytes = renderer.finish() + sessionEnd
        terminal.cleanupSequence = []
        // The terminal may be gone (a hang-up): there is nobody left to tell.
        try? terminal.write(bytes)
    }

    // MARK: - The loop

    /// The byte Ctrl+C sends.
    private static let controlC: UInt8 = 0x03

    /// Whether a read is a paste from a terminal that does not bracket pastes (or with bracketing off): text with a
    /// line break and more text after it, or a long run of text that holds one, in a single read. Nobody types that
    /// between two reads; without this the paste's first line break would submit the rest. Control characters
    /// other than tab and line breaks, and escape sequences, mean keys.
    ///
    /// A person typing into a busy box can have a long line and Enter arrive in one read; the Enter is then a line
    /// break, and a second Enter submits.
    static func isUnbracketedPaste(_ bytes: [UInt8]) -> Bool {
        guard let lastBreak = bytes.lastIndex(where: { $0 == 0x0D || $0 == 0x0A }) else { return false }
        let isText = bytes.allSatisfy { $0 >= 0x20 && $0 != 0x7F || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard isText else { return false }
        let firstBreak = bytes.firstIndex(where: { $0 == 0x0D || $0 == 0x0A })!
        let breaksInside = bytes[(firstBreak + 1)...].contains { $0 != 0x0A && $0 != 0x0D }
        return breaksInside || (bytes.count >= 16 && lastBreak > 0)
    }

    /// How long the next read may wait: while a key after a paste is held, the rest of its quiet window; while the
    /// decoder waits on a silence (a lone ESC, a paste), as long as it asks, and a resize waits for it; while only a
    /// resize waits, its debounce; with a status to ask, its poll; else until input comes. A batch of width
    /// measurements in flight shortens each to its deadline.
    private var readTimeout: Int? {
        let measuring = widths.remainingMilliseconds(now: LibC.monotonicMilliseconds())
        if let held = quietWindow.heldMilliseconds(now: terminal.monotonicMilliseconds) {
            return min(held, measuring ?? held)
        }
        if isUnbracketedPaste { return min(PasteQuietWindow.keyPauseMilliseconds, measuring ?? Int.max) }
        if let timeout = decoder.pendingTimeoutMilliseconds { return min(timeout, measuring ?? timeout) }
        if pendingSize != nil { return min(Self.resizeDebounceMilliseconds, measuring ?? Int.max) }
        if prompt.status != nil { return min(Self.statusPollMilliseconds, measuring ?? Int.max) }
        return measuring
    }

    /// Handles the pending events in order until one submits or cancels.
    ///
    /// - Returns: How the read ends, or `.handled` when every event was handled without ending it.
    private func handlePendingEvents() -> EventsResult {
        var edited = false
        defer {
            if edited { prompt.onChange?(area.storage) }
        }
        while !pendingEvents.isEmpty {
            if case .reply(let reply) = pendingEvents.first, let outcome = handleMouse(reply) {
                pendingEvents.removeFirst()
                if outcome == .moved { continue }
            }
            let outcome: TextArea.Outcome
            // Consecutive typed characters (a fast typist, a paste without brackets) are inserted at once.
            let typed = takeTypedText()
            if !typed.isEmpty {
                outcome = area.insert(typed)
            } else {
                outcome = area.handle(pendingEvents.removeFirst())
            }
            if area.takeRefusedInput() { ringsBell = true }
            switch outcome {
            case .edited:
                edited = true
            case .submitted:
                needsReset = true
                let text = area.text
                area.history.add(text)
                return .submitted(text)
            case .cancelled:
                return .cancelled
            case .redrawRequested:
                renderer.eraseBeforeNextFrame()
            case .suspendRequested:
                terminal.suspend()
            case .refused:
                ringsBell = true
            case .externalEditorRequested:
                // The editor takes the terminal: run it between events, then go on with the rest.
                wantsExternalEditor = true
                return .handled
            case .moved, .unchanged:
                break
            }
        }
        return .handled
    }

    /// What handling the pending events led to.
    private enum EventsResult {
        case submitted(String)
        case cancelled
        case handled
    }

    /// A mouse report, or the cursor position report a click waits for; nil for any other event.
    ///
    /// Mouse reports give screen rows, and the box knows only rows relative to itself: a click asks where the
    /// cursor (at the caret) is on the screen, and is carried out when the answer comes. The wheel scrolls the box
    /// three rows and leaves the caret where it is, as in a browser's text area: the next key brings it back.
    private func handleMouse(_ reply: TerminalReply) -> TextArea.Outcome? {
        switch reply {
        case .mouse(let button, let column, let row, let isRelease) where prompt.tracksMouse:
            switch button & ~0b11100 {
            case 64, 65:
                area.scrollView(by: button & 1 == 0 ? -3 : 3)
            case 0 where !isRelease:
                pendingClick = (row, column)
                decoder.expectCursorPositionReport()
                try? terminal.write(Array(ControlSequence.requestCursorPosition.utf8))
            default:
                break
            }
            return .moved
        case .cursorPosition(let caretRow, _) where pendingClick != nil:
            let click = pendingClick!
            pendingClick = nil
            let frame = area.frame()
            // The box's first row is the caret's screen row less the caret's row in the box.
            area.placeCaret(row: click.row - (caretRow - frame.caret.row), cell: click.column - 1)
            return .moved
        default:
            return nil
        }
    }

    /// Removes the typed characters at the front of the pending events and returns them as text.
    private func takeTypedText() -> String {
        var text = ""
        while let event = pendingEvents.first, let character = area.typedCharacter(for: event) {
            text.append(character)
            pendingEvents.removeFirst()
        }
        return text
    }

    /// Draws the box as it is now, unless a resize is still settling, and tells the terminal how to erase it.
    private func render() throws {
        guard pendingSize == nil else { return }
        // A window dragged through several heights sends a signal for each; a frame for a size the terminal no
        // longer has would scroll it (a row more than fits) and leave a copy of the box in its history.
        let current = terminal.size
        guard Self.boxSize(terminal: current, width: prompt.width) == area.size else {
            pendingSize = current
            return
        }
        area.lastingNote = prompt.status?()
        let frame = area.frame()
        // A terminal's answers that come while a paste is open are taken as pasted text: measure once it is over.
        let pasteIsOpen =
            decoder.isInsideUnterminatedPaste || decoder.isAfterPaste || isUnbracketedPaste || quietWindow.isHolding
        let clusters = pasteIsOpen ? [] : widths.clusters(toMeasureIn: frame)
        if !clusters.isEmpty {
            renderer.queueMeasurement(of: clusters)
            for _ in clusters { decoder.expectCursorPositionReport() }
            widths.begin(clusters, columns: terminal.size.columns, now: LibC.monotonicMilliseconds())
        }
        var bytes = renderer.render(frame)
        if ringsBell {
            ringsBell = false
            bytes += [0x07]
        }
        if !bytes.isEmpty {
            try terminal.write(bytes)
        }
        publish(erase: renderer.eraseSequence, columns: current.columns)
    }

    /// Tells the signal path how to erase the box at the size the window has now. Until the box is redrawn for it
    /// (after the debounce), the terminal has re-wrapped the rows the last frame's erase sequence counts: a signal
    /// during a drag of the window would erase the wrong rows and leave some of the box standing.
    private func publishCleanup(afterResizeTo size: TerminalSize) {
        var resized = renderer
        let rows = area.size.rows == size.rows ? nil : (old: area.size.rows, new: max(size.rows, 1))
        resized.prepareForResize(columns: size.columns, reflows: reflows, screenRows: rows)
        publish(erase: resized.eraseSequence, columns: size.columns)
    }

    /// Tells the terminal's signal path how to erase the box: `erase`, right at `columns`, and where the drawn rows
    /// are, for a terminal that reflows and may report its width late.
    private func publish(erase: [UInt8], columns: Int) {
        let cleanup = erase + sessionEnd
        guard cleanup != publishedCleanup else { return }
        if let terminal = terminal as? Terminal {
            let drawn = reflows ? renderer.drawnRows : nil
            terminal.cleanupGeometry = drawn.map { drawn in
                let geometry = EraseGeometry(
                    columns: columns, cursorRow: drawn.cursorRow, cursorColumn: drawn.cursorColumn,
                    eraseLength: erase.count)
                return (geometry, drawn.extents)
            }
        }
        terminal.cleanupSequence = cleanup
        publishedCleanup = cleanup
    }

    /// Fits the box to the size the window settled on: the renderer moves to where the old box's top now is.
    private func fitPendingSize() {
        guard let size = pendingSize else { return }
        pendingSize = nil
        let rows = area.size.rows == size.rows ? nil : (old: area.size.rows, new: max(size.rows, 1))
        renderer.prepareForResize(columns: size.columns, reflows: reflows, screenRows: rows)
        area.resize(to: Self.boxSize(terminal: size, width: prompt.width))
    }

    private func resetIfSubmitted() {
        guard needsReset else { return }
        needsReset = false
        area.reset()
    }

    /// The space the box may take: the terminal's rows, and its columns or the requested width if narrower.
    private static func boxSize(terminal size: TerminalSize, width: Int?) -> TerminalSize {
        TerminalSize(rows: max(size.rows, 1), columns: max(min(width ?? size.columns, size.columns), 1))
    }
}
