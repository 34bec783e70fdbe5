// MARK: - Start, stop, resume and end

extension PromptSession {
    /// What the start-up probe found of the terminal, and the modes the session turned on (every way out turns them
    /// off again).
    struct TerminalModes {
        /// Whether the terminal re-wraps its lines on a resize.
        var reflows = true
        /// Whether the session turned grapheme-cluster mode on.
        var setsGraphemeClusterMode = false
        /// Whether the session pushed the kitty keyboard protocol's flags.
        var pushesKeyboardFlags = false
    }

    /// Probes the terminal, sets the session's modes and draws the box.
    func start() throws {
        try terminal.write(Array(TerminalProbe.query.utf8))
        input.expectCursorPositionReport()
        var probe = TerminalProbe()
        // A bound on reads, for a terminal that never answers while the user keeps typing.
        var reads = 0
        probing: while !probe.isComplete && reads < 64 {
            reads += 1
            switch try terminal.read(timeoutMilliseconds: TerminalProbe.timeoutMilliseconds) {
            case .bytes(let bytes):
                probe.consume(input.takeProbeAnswers(bytes))
            case .resized(let size), .resumed(let size), .continued(let size):
                area.resize(to: Self.boxSize(terminal: size, width: prompt.width))
            case .woken:
                continue
            case .timedOut, .endOfInput:
                break probing
            }
        }
        input.forgetExpectedReplies()
        pendingEvents += probe.typeAhead
        modes.reflows = probe.reflowsOnResize
        input.bracketsPastes = probe.bracketsPastes
        widths = ClusterWidthProbe(isActive: probe.measuresClusterWidths)
        modes.setsGraphemeClusterMode = probe.needsGraphemeClusterMode
        modes.pushesKeyboardFlags = probe.speaksKeyboardProtocol
        try terminal.write(Array(((probe.needsNewLine ? "\r\n" : "") + sessionStart).utf8))
        try render()
    }

    /// Hands the terminal to the user's editor with the text, and takes the edited text back as one undo step.
    func editInExternalEditor() throws {
        wantsExternalEditor = false
        let result = try terminal.editInExternalEditor(area.text)
        switch result {
        case .edited(let text):
            if area.takeEditedText(text) == .edited {
                prompt.onChange?(area.snapshot)
                area.updateCompletion(completion, edited: true)
            }
        case .unchanged(let reason):
            area.note = reason
        }
        try resume(at: terminal.size)
    }

    /// Draws the box afresh after the process was stopped and continued: the stop erased it and reset the modes,
    /// and the shell has written below where it was, so the box starts again where the cursor is now.
    func resume(at size: TerminalSize) throws {
        renderer = FrameRenderer()
        publishedCleanup = []
        pendingSize = nil
        // The modes first: laying a long text out for a new width can take a moment, and until bracketed paste is
        // back on, a paste would reach the box as keys.
        try terminal.write(Array(sessionStart.utf8))
        area.resize(to: Self.boxSize(terminal: size, width: prompt.width))
        try render()
    }

    /// Draws the box again where it is after SIGSTOP and SIGCONT: the stop could not be handled, so the box is still
    /// on screen and the cursor where it was left; drawing afresh from there, as after a handled stop, would leave
    /// the rows above the caret standing. The modes are set again (the shell may have reset them meanwhile).
    func redrawInPlace(at size: TerminalSize) throws {
        renderer.eraseBeforeNextFrame()
        if Self.boxSize(terminal: size, width: prompt.width) != area.size {
            pendingSize = size
            fitPendingSize()
        }
        // The stop could not be handled, so the keyboard flags pushed at the start were not popped.
        try terminal.write(Array(sessionModes(pushingKeyboardFlags: false).utf8))
        try render()
    }

    /// The modes the session turns on: the renderer's, grapheme-cluster mode where the terminal has it off, the kitty
    /// keyboard protocol's flags where the terminal speaks it, and mouse reports when asked.
    private var sessionStart: String { sessionModes(pushingKeyboardFlags: true) }

    private func sessionModes(pushingKeyboardFlags: Bool) -> String {
        (TerminalCommand.sessionStart + (modes.setsGraphemeClusterMode ? [.set(.graphemeClusterMode)] : [])
            + (modes.pushesKeyboardFlags && pushingKeyboardFlags ? [.pushKeyboardFlags(Self.keyboardFlags)] : [])
            + (prompt.tracksMouse ? TerminalCommand.enableMouseReports : [])).sequence
    }

    /// What turns off the modes the session set beyond the renderer's (which `FrameRenderer.finish()` and
    /// `Terminal.restoreSequence` restore).
    var sessionEnd: [UInt8] {
        Array(
            ((modes.setsGraphemeClusterMode ? [.reset(.graphemeClusterMode)] : [])
                + (modes.pushesKeyboardFlags ? [.popKeyboardFlags] : [])
                + (prompt.tracksMouse ? TerminalCommand.disableMouseReports : [])).sequence.utf8)
    }

    /// Reads the rest of a paste still open to its end marker, as long as it keeps coming: it was meant for the box,
    /// and the shell would run it. What follows it, and keys typed ahead of the exit, stay for the shell.
    private func consumeRestOfOpenPaste() {
        while input.isInsideBracketedPaste,
            case .bytes(let bytes)? = try? terminal.read(
                timeoutMilliseconds: InputPipeline.pasteEndingPauseMilliseconds)
        {
            _ = input.take(bytes)
        }
        terminal.discardsUnreadInputOnExit = input.isInsideBracketedPaste
    }

    /// Erases the box, leaves the cursor at its top-left corner and restores the terminal's modes.
    func close() {
        endReply()
        completionInbox.close()
        completion?.dismiss()
        refinement.inbox.close()
        refinement.task?.cancel()
        consumeRestOfOpenPaste()
        // A resize the box was not redrawn for has still re-wrapped its rows on a terminal that reflows; and a
        // terminal may report the last of several sizes late.
        let current = terminal.settledSize
        if pendingSize == nil, Self.boxSize(terminal: current, width: prompt.width) != area.size {
            pendingSize = current
        }
        fitPendingSize()
        // A selection cut or copied just before the end still reaches the clipboard.
        let bytes = takeClipboardCommand() + renderer.finish() + sessionEnd
        terminal.cleanupSequence = []
        // The terminal may be gone (a hang-up): there is nobody left to tell.
        try? terminal.write(bytes)
    }
}
