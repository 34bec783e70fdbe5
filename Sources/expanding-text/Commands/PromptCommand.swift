import ExpandingTextTerminal

/// `expanding-text write` and `expanding-text chat`: the box on the terminal, wired to the draft file and to
/// standard output.
struct PromptCommand {
    /// Which of the two commands.
    enum Mode {
        /// One text: printed on submit, nothing on cancel.
        case write
        /// A log of messages above the box until the user ends it.
        case chat
    }

    /// The border drawn before every row of the box: it shows the box's extent, empty rows included, like the
    /// edge of a chat composer.
    static let border = "┃ "

    /// The command's options.
    var options: PromptOptions
    /// Which command.
    var mode: Mode

    /// Runs the prompt until a submit, a cancel or the end of the chat.
    /// - Returns: The exit status: 0 on submit (and at the end of a chat), 130 on cancel in `write`, 1 without a
    ///   terminal that can show the box, with an unusable draft file or one another run edits, or when the text
    ///   could not be written.
    func run(output: ToolOutput) -> ExitCode {
        let drafts = options.draftPath.map { DraftAutosaver(store: DraftStore(path: $0)) }
        let history = options.historyPath.map(HistoryStore.init(path:))
        var draftLock: FileLock?
        defer { draftLock?.release() }
        var prompt: Prompt
        do {
            let restored = try drafts.flatMap { try restoreDraft($0, output: output) }
            draftLock = try drafts?.store.lock()
            prompt = try makePrompt(initial: restored ?? Submission(text: options.value ?? ""), drafts: drafts)
            prompt.history = try history?.load() ?? []
            if let loaded = history?.loadElements(for: prompt.history) {
                prompt.historyElements = loaded.submissions
                if loaded.ignored > 0, let path = loaded.path {
                    output.standardError(
                        "expanding-text: \(path): \(loaded.ignored) record(s) ignored, damaged or not matching the "
                            + "entry they cover; those entries are recalled as plain text\n")
                }
            }
        } catch let error as HistoryError {
            output.standardError("\(error)\n")
            return .failure
        } catch let error as DraftError {
            output.standardError("\(error)\n")
            return .failure
        } catch let error as CommandListError {
            output.standardError("\(error)\n")
            return .failure
        } catch {
            output.standardError("error: \(error)\n")
            return .failure
        }

        let failure: DeliveryFailure?
        let status: ExitCode
        do {
            switch mode {
            case .write: (status, failure) = try write(prompt, drafts: drafts, history: history, output: output)
            case .chat: (status, failure) = try chat(prompt, drafts: drafts, history: history, output: output)
            }
        } catch {
            drafts?.flush()
            output.standardError("error: \(error)\n")
            return .failure
        }
        // A delivery failure says where the text is; else a draft whose last save failed is older than the text.
        if let error = drafts?.flush(), failure == nil {
            output.standardError("\(error)\n")
        }
        if let failure {
            report(failure, output: output)
            if failure.isBrokenPipe { return .brokenPipe }
        }
        return status
    }

    // MARK: - The two modes

    private func write(
        _ prompt: Prompt, drafts: DraftAutosaver?, history: HistoryStore?, output: ToolOutput
    ) throws -> (ExitCode, DeliveryFailure?) {
        let (read, text) = try prompt.session { session in (try session.readSubmission(), session.text) }
        guard let submission = read else {
            keepOnSignal(text, drafts: drafts, output: output)
            return (.cancelled, nil)
        }
        // The write may block (a pipe nobody reads): a signal from here on ends the tool at once, as it would any
        // program, and the draft, saved first, keeps the text.
        SignalGuard.defersTermination = false
        let failure = deliver(
            submission, drafts: drafts, output: output, toTerminal: POSIXFile.isTerminal(descriptor: 1))
        if failure == nil {
            record(submission, in: history, output: output)
        }
        return (failure == nil ? .success : .failure, failure)
    }

    /// Adds a delivered text to the history file, merged with what other runs added since; a failure is reported,
    /// but the text was delivered.
    private func record(_ submission: Submission, in history: HistoryStore?, output: ToolOutput) {
        guard let history else { return }
        do {
            try history.add(submission.text, elements: submission.elements)
        } catch {
            output.standardError("\(error)\n")
        }
    }

    /// Each message goes above the box, on the terminal; also on standard output when that is not the terminal,
    /// so `expanding-text chat > log` or `| program` receives the messages, one per submit. A message that cannot
    /// be delivered ends the chat with status 1, its text kept as ``deliver(_:drafts:output:toTerminal:)`` keeps it.
    private func chat(
        _ prompt: Prompt, drafts: DraftAutosaver?, history: HistoryStore?, output: ToolOutput
    ) throws -> (ExitCode, DeliveryFailure?) {
        let copiesToStandardOutput = !POSIXFile.isTerminal(descriptor: 1)
        var transcript: ChatTranscript?
        if options.replyCommand != nil {
            do {
                transcript = try ChatTranscript(environment: output.environment)
            } catch {
                output.standardError("error: cannot keep the conversation for --reply-with: \(error.reason)\n")
                return (.failure, nil)
            }
        }
        defer { transcript?.remove() }
        let failure: DeliveryFailure? = try prompt.session { session in
            while let submission = try session.readSubmission() {
                if copiesToStandardOutput {
                    if let failure = deliver(submission, drafts: drafts, output: output, toTerminal: false) {
                        return failure
                    }
                } else {
                    discardDraft(drafts, output: output)
                }
                record(submission, in: history, output: output)
                try session.printAbove(Self.logEntry(submission))
                if let command = options.replyCommand, let transcript {
                    try reply(with: command, to: submission.text, transcript: transcript, in: session)
                }
            }
            keepOnSignal(session.text, drafts: drafts, output: output)
            return nil
        }
        // Reported once the box is gone, so that the line is not drawn over or erased with it.
        return (failure == nil ? .success : .failure, failure)
    }

    /// Starts the reply to a sent message, the conversation so far in the transcript; a transcript that cannot be
    /// written is said above the box, and the reply runs all the same.
    private func reply(
        with command: String, to message: String, transcript: ChatTranscript, in session: PromptSession
    ) throws {
        let environment = [ChatTranscript.variable: transcript.path.description]
        do {
            try transcript.add(message: message)
        } catch {
            try session.printAbove(
                "expanding-text: could not write the transcript '\(transcript.path)': \(error.reason)")
        }
        session.startReply(ReplyCommand(command, environment: environment), to: message) { outcome in
            do throws(POSIXFile.Failure) {
                try transcript.add(outcome)
            } catch {
                try? session.printAbove(
                    "expanding-text: could not write the transcript '\(transcript.path)': \(error.reason)")
            }
        }
    }

    // MARK: - Delivery

    /// A submitted text that did not reach standard output, and where it is instead.
    struct DeliveryFailure: Error, Equatable, CustomStringConvertible {
        /// Where the text went.
        enum Place: Equatable {
            /// In the `--draft` file at this path.
            case draft(String)
            /// In a rescue file at this path.
            case rescueFile(String)
            /// No file could hold it, for `reason`: it is to be shown on the terminal, after the report.
            case terminal(text: String, reason: String)
        }

        /// The system's reason, e.g. `No space left on device`.
        var reason: String
        /// Where the text is kept.
        var place: Place
        /// Whether standard output is a closed pipe: the tool then ends by SIGPIPE, as a shell expects.
        var isBrokenPipe = false
        /// Whether the draft, which could not take the text, was removed: it held an older text, and the next start
        /// would have shown it over the one kept elsewhere.
        var removedStaleDraft = false

        /// The one-line report, control characters escaped.
        var description: String {
            let kept: String
            switch place {
            case .draft(let path): kept = " (the text is kept in the draft file '\(path)')"
            case .rescueFile(let path):
                let draft = removedStaleDraft ? "; the older draft was removed, so it does not come back over it" : ""
                kept = " (the text is kept in '\(path)'\(draft))"
            case .terminal(_, let reason):
                kept = "; no file could hold it either (\(reason)), so it is shown on the terminal below"
            }
            return "error: could not write the text to standard output: \(reason)\(kept)".escapingControlCharacters
        }
    }

    /// Writes a submitted text and a newline to standard output, and only once that is done deletes the draft.
    ///
    /// The draft is saved first, so that whatever happens to the write (a full disk, a closed pipe, a kill) the text
    /// survives in it; a write that fails keeps it. Without a draft, or when the draft could not take it either (a
    /// file-size limit, a full disk), the text goes to a ``RescueFile``; when that fails too,
    /// ``report(_:output:)`` shows it on the terminal.
    /// - Parameter toTerminal: Whether standard output is a terminal: control characters are then shown in caret
    ///   notation, as in the box, instead of being sent to the terminal to act on.
    /// - Returns: Why the text could not be delivered and where it is, or nil once it is delivered.
    func deliver(
        _ submission: Submission, drafts: DraftAutosaver?, output: ToolOutput, toTerminal: Bool
    ) -> DeliveryFailure? {
        let text = submission.text
        let draftFailure = drafts?.save(text)
        do {
            try output.deliver(options.outputFormat.bytes(for: submission, showingControlCharacters: toTerminal))
        } catch {
            let place = keep(text, drafts: drafts, draftFailure, output)
            var removedStaleDraft = false
            if let drafts, draftFailure != nil, case .rescueFile = place {
                removedStaleDraft = (try? drafts.store.remove()) != nil
            }
            return DeliveryFailure(
                reason: error.reason, place: place, isBrokenPipe: POSIXFile.isBrokenPipe(error),
                removedStaleDraft: removedStaleDraft)
        }
        discardDraft(drafts, output: output)
        return nil
    }

    /// After a deferred SIGTERM, SIGHUP or SIGINT ended the box, keeps its text before the tool ends by the signal:
    /// in the draft, saved now (however recent the last key); without one, a box that held text is saved to a new
    /// rescue file, named on standard error, so closing a window never loses what was typed.
    private func keepOnSignal(_ text: String, drafts: DraftAutosaver?, output: ToolOutput) {
        guard let name = SignalGuard.deferredSignalName else { return }
        if let drafts {
            if let error = drafts.save(text) { output.standardError("\(error)\n") }
            return
        }
        guard !text.isEmpty else { return }
        switch keep(text, drafts: nil, nil, output) {
        case .rescueFile(let path):
            output.standardError("expanding-text: ended by \(name); the text is kept in '\(path)'\n")
        case .terminal(let text, let reason):
            output.standardError("expanding-text: ended by \(name); no file could hold the text (\(reason)):\n")
            output.standardError(text.showingControlCharacters + "\n")
        case .draft:
            break
        }
    }

    /// Where an undelivered text is: the draft if it took it, else a new rescue file, else the terminal.
    private func keep(
        _ text: String, drafts: DraftAutosaver?, _ draftFailure: DraftError?, _ output: ToolOutput
    ) -> DeliveryFailure.Place {
        if let drafts, draftFailure == nil { return .draft(drafts.store.path.description) }
        do {
            return .rescueFile(try RescueFile.save(text, environment: output.environment).description)
        } catch {
            return .terminal(text: text, reason: error.reason)
        }
    }

    /// Reports a delivery failure in one line and, when no file holds the text, writes it to the terminal after
    /// that line (control characters as symbols), where it stays on screen to be copied.
    func report(_ failure: DeliveryFailure, output: ToolOutput) {
        output.standardError("\(failure)\n")
        guard case .terminal(let text, _) = failure.place else { return }
        let bytes = Array((text.showingControlCharacters + "\n").utf8)
        do {
            try output.showOnTerminal(bytes)
        } catch {
            // No terminal either (it hung up): standard error is the last stream left.
            output.standardError(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// After a delivered submit the draft is deleted; a failure to delete is reported, but the text was delivered.
    private func discardDraft(_ drafts: DraftAutosaver?, output: ToolOutput) {
        do {
            try drafts?.submitted()
        } catch {
            output.standardError("\(error)\n")
        }
    }

    // MARK: - Drafts

    /// The draft's text, checked against `--char-limit`, or nil when there is no draft file yet. Also checks, before
    /// anyone types, that the draft can be saved, and clears away the temporary files of saves that were cut short.
    func restoreDraft(_ drafts: DraftAutosaver, output: ToolOutput) throws(DraftError) -> Submission? {
        let store = drafts.store
        store.removeStaleTemporaries()
        let loaded = try store.loadSubmission()
        if let path = loaded?.ignoredRecord {
            output.standardError(
                "expanding-text: \(path): ignored, damaged or not matching the draft; the draft is shown as plain text\n"
            )
        }
        let draft = loaded?.draft
        if let text = draft?.text, let limit = options.characterLimit, text.count > limit {
            throw .longerThanCharacterLimit(path: store.path.description, characters: text.count, limit: limit)
        }
        try store.checkCanSave()
        return draft
    }

    /// How a sent message stands in the chat log above the box: its first line after a marker, the others
    /// indented under it, so two one-line messages and one two-line message look different; each collapsed paste is
    /// its token, as the box showed it (standard output and the history hold the paste in full).
    static func logEntry(_ submission: Submission) -> String {
        var shown = ""
        var start = submission.text.startIndex
        for element in submission.elements where element.element.kind == .paste {
            shown += submission.text[start..<element.range.lowerBound]
            shown += element.element.shownText
            start = element.range.upperBound
        }
        shown += submission.text[start...]
        return shown.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { ($0.offset == 0 ? "› " : "  ") + $0.element }
            .joined(separator: "\n")
    }

    private func makePrompt(initial: Submission, drafts: DraftAutosaver?) throws -> Prompt {
        var prompt = try Prompt(
            placeholder: options.placeholder,
            lines: options.minLines...options.maxLines,
            initialText: initial.text,
            characterLimit: options.characterLimit,
            width: options.width
        )
        prompt.initialElements = initial.elements
        prompt.decoration = .border(Self.border)
        prompt.submitsBlankText = mode == .write && options.allowsEmpty
        prompt.tracksMouse = options.tracksMouse
        prompt.copiesToClipboard = options.copiesToClipboard
        prompt.showsHints = options.showsHints ?? (mode == .chat)
        prompt.collapsesPastes = options.collapsesPastes ?? (mode == .chat)
        if options.highlights ?? (mode == .chat) { prompt.spanProvider = StandardSpanProvider() }
        var sources: [any CompletionSource] = []
        if let path = options.commandsPath { sources.append(try CommandList(path: path)) }
        if options.completesFiles { sources.append(FileCompletionSource(root: ".")) }
        sources += options.commandCompletions.map { CommandCompletionSource(sigil: $0.sigil, command: $0.command) }
        prompt.completionSources = sources
        if let drafts {
            prompt.onChange = { drafts.textDidChange($0) }
            prompt.status = { drafts.note }
        }
        return prompt
    }
}
