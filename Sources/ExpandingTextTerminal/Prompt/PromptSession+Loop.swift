// MARK: - The loop

extension PromptSession {
    /// The byte Ctrl+C sends.
    private static let controlC: UInt8 = 0x03

    /// Takes a read of the terminal: holds a key that may be part of a paste, guesses pastes the terminal did not
    /// bracket, decodes, and takes the answers of width measurements.
    func take(_ read: [UInt8]) throws {
        if read == [Self.controlC], decoder.isInsideUnterminatedPaste {
            pendingEvents += unbracketedPastes.interrupt(&decoder)
        }
        let bytes = quietWindow.take(read, now: terminal.monotonicMilliseconds, decoder: decoder)
        guard !bytes.isEmpty else { return }
        let (events, measured) = widths.consume(unbracketedPastes.decode(bytes, with: &decoder))
        pendingEvents += events
        if measured {
            area.setCellWidths(widths.cellWidths)
            if pendingEvents.isEmpty { try render() }
        }
        // Typing during a resize: fit the new size before drawing the keys. Not while the decoder waits on a
        // silence: the wait is measured from the next read, so re-wrapping a long text first would swallow the pause
        // after a paste.
        if decoder.pendingTimeoutMilliseconds == nil { fitPendingSize() }
    }

    /// The read timed out: what waited for a pause goes on (a held key, a guessed paste, a lone ESC), then a
    /// settled resize or a changed status is drawn.
    func inputPaused() throws {
        if widths.expire(now: LibC.monotonicMilliseconds()) {
            // The terminal stopped answering: a late report must not be taken for one asked later.
            decoder.expectedCursorPositionReports = 0
        }
        if quietWindow.isHolding {
            // The held key waits for the quiet window after it, not for the decoder's silence.
            if quietWindow.heldMilliseconds(now: terminal.monotonicMilliseconds) == 0, let key = quietWindow.release() {
                // The input stayed quiet after the paste: the key was pressed.
                pendingEvents += decoder.flush() + decoder.feed(key)
            }
        } else if let pasteEnd = unbracketedPastes.inputPaused(&decoder) {
            pendingEvents += pasteEnd
        } else if decoder.pendingTimeoutMilliseconds != nil {
            pendingEvents += decoder.flush()
        } else if pendingSize != nil {
            fitPendingSize()
            try render()
        } else if prompt.status?() != area.lastingNote {
            try render()
        }
    }

    /// Handles the pending events, then opens the editor if one asked for it and draws the box.
    ///
    /// - Returns: How the read ends, or `.handled` when it goes on.
    func handlePendingEventsAndDraw() throws -> EventsResult {
        let result = handlePendingEvents()
        guard case .handled = result else { return result }
        if wantsExternalEditor { try editInExternalEditor() }
        _ = takeCompletionAnswers()
        _ = takeRefinements()
        try render()
        return .handled
    }

    /// How long the next read may wait: while a key after a paste is held, the rest of its quiet window; while the
    /// decoder waits on a silence (a lone ESC, a paste), as long as it asks, and a resize waits for it; while only a
    /// resize waits, its debounce; while spans were guessed, no wait; with a status to ask, its poll; else until
    /// input comes. A batch of width measurements in flight shortens each to its deadline.
    var readTimeout: Int? {
        let measuring = widths.remainingMilliseconds(now: LibC.monotonicMilliseconds())
        if let held = quietWindow.heldMilliseconds(now: terminal.monotonicMilliseconds) {
            return min(held, measuring ?? held)
        }
        if unbracketedPastes.isCollecting {
            return min(PasteQuietWindow.keyPauseMilliseconds, measuring ?? Int.max)
        }
        if let timeout = decoder.pendingTimeoutMilliseconds { return min(timeout, measuring ?? timeout) }
        if pendingSize != nil { return min(Self.resizeDebounceMilliseconds, measuring ?? Int.max) }
        if area.highlightIsPending { return 0 }
        if prompt.status != nil { return min(Self.statusPollMilliseconds, measuring ?? Int.max) }
        if completionIsWaiting || refinementIsWaiting {
            return min(Self.completionPollMilliseconds, measuring ?? Int.max)
        }
        return measuring
    }

    /// Handles the pending events in order until one submits or cancels.
    ///
    /// - Returns: How the read ends, or `.handled` when every event was handled without ending it.
    func handlePendingEvents() -> EventsResult {
        var edited = false
        defer {
            if edited { prompt.onChange?(area.editor.snapshot) }
        }
        while !pendingEvents.isEmpty {
            if let outcome = handleCompletionKey(pendingEvents.first!) {
                pendingEvents.removeFirst()
                if outcome == .edited {
                    edited = true
                    completion?.update(in: area.editor, edited: true)
                }
                continue
            }
            if case .reply(let reply) = pendingEvents.first, let outcome = handleMouse(reply) {
                pendingEvents.removeFirst()
                // A click on a collapsed paste expands it: an edit, which the draft must hear of.
                if outcome == .edited { edited = true }
                continue
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
            // The next key of the same read (a Tab after a letter) must see the menu for the text as it is now.
            if outcome == .edited || outcome == .moved {
                completion?.update(in: area.editor, edited: outcome == .edited)
            }
            switch outcome {
            case .edited:
                edited = true
            case .submitted:
                completion?.dismiss()
                needsReset = true
                let submission = area.submission
                area.history.add(submission.text)
                area.rememberElements(of: submission)
                return .submitted(submission)
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
    enum EventsResult {
        case submitted(Submission)
        case cancelled
        case handled
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
}
