// MARK: - The loop

extension PromptSession {
    /// Takes a read of the terminal: its events, and the answers of width measurements among them.
    func take(_ read: [UInt8]) throws {
        let (events, measured) = widths.consume(input.take(read))
        pendingEvents += events
        if measured {
            area.setCellWidths(widths.cellWidths)
            if pendingEvents.isEmpty { try render() }
        }
        // Typing during a resize: fit the new size before drawing the keys. Not while input waits on a silence: the
        // wait is measured from the next read, so re-wrapping a long text first would swallow the pause after a
        // paste.
        if !input.isMidInput { fitPendingSize() }
        // A paste that stays open says how much has come.
        if input.isInsideBracketedPaste, input.openPasteNotice != area.lastingNote { try render() }
        terminal.discardsUnreadInputOnExit = input.isPasting
    }

    /// The read timed out: what waited for a pause goes on (a held key, a guessed paste, a lone ESC), then a
    /// settled resize or a changed note is drawn.
    func inputPaused() throws {
        if widths.expire(now: input.now) {
            // The terminal stopped answering: a late report must not be taken for one asked later.
            input.forgetExpectedReplies()
        }
        let events = input.inputPaused()
        terminal.discardsUnreadInputOnExit = input.isPasting
        if let events, !events.isEmpty || !input.isInsideBracketedPaste {
            pendingEvents += events
        } else if pendingSize != nil {
            fitPendingSize()
            try render()
        } else if lastingNote != area.lastingNote {
            try render()
        }
    }

    /// The note the box shows for as long as it holds: a paste that is arriving, else the prompt's status.
    var lastingNote: String? {
        input.openPasteNotice ?? replyNote ?? prompt.status?()
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

    /// How long the next read may wait: while input waits on a silence (a key held after a paste, a lone ESC, a
    /// guessed paste, a paste not yet said to be open), as long as it asks, and a resize waits for it; while only a
    /// resize waits, its debounce; while spans were guessed, no wait; with a status to ask, its poll; else until
    /// input comes. A batch of width measurements in flight shortens each to its deadline.
    var readTimeout: Int? {
        let measuring = widths.remainingMilliseconds(now: input.now)
        if let timeout = input.timeoutMilliseconds { return min(timeout, measuring ?? timeout) }
        if pendingSize != nil { return min(Self.resizeDebounceMilliseconds, measuring ?? Int.max) }
        if area.highlightIsPending { return 0 }
        if prompt.status != nil { return min(Self.statusPollMilliseconds, measuring ?? Int.max) }
        if replies.running != nil { return min(Self.replyPollMilliseconds, measuring ?? Int.max) }
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
            if edited { prompt.onChange?(area.snapshot) }
        }
        while !pendingEvents.isEmpty {
            if let outcome = handleCompletionKey(pendingEvents.first!) {
                pendingEvents.removeFirst()
                if outcome == .edited {
                    edited = true
                    area.updateCompletion(completion, edited: true)
                }
                continue
            }
            if case .reply(let reply) = pendingEvents.first, let outcome = handleMouse(reply) {
                pendingEvents.removeFirst()
                // A click on a collapsed paste expands it: an edit, which the draft must hear of.
                if outcome == .edited { edited = true }
                continue
            }
            if let outcome = handleSummaryKey(pendingEvents.first!) {
                pendingEvents.removeFirst()
                if outcome == .edited { edited = true }
                continue
            }
            if let outcome = handleReplyKey(pendingEvents.first!) {
                pendingEvents.removeFirst()
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
                area.updateCompletion(completion, edited: outcome == .edited)
            }
            switch outcome {
            case .edited:
                edited = true
            case .submitted:
                completion?.dismiss()
                needsReset = true
                let submission = area.submissionToSend
                area.history.add(submission.text)
                area.rememberElements(of: submission)
                if replies.running != nil {
                    queue(submission)
                    continue
                }
                return .submitted(submission)
            case .cancelled:
                return .cancelled
            case .redrawRequested:
                renderer.clearScreenBeforeNextFrame()
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
