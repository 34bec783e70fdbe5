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
    ///   terminal that can show the box or with an unusable draft file.
    func run(output: ToolOutput) -> ExitCode {
        let drafts = options.draftPath.map { DraftAutosaver(store: DraftStore(path: $0)) }
        let history = options.historyPath.map(HistoryStore.init(path:))
        var prompt: Prompt
        do {
            prompt = try makePrompt(
                initialText: try drafts.flatMap(restoreDraft) ?? options.value ?? "", drafts: drafts)
            prompt.history = try history?.load() ?? []
        } catch let error as HistoryError {
            output.standardError("\(error)\n")
            return .failure
        } catch let error as DraftError {
            output.standardError("\(error)\n")
            return .failure
        } catch {
            output.standardError("error: \(error)\n")
            return .failure
        }

        let status: ExitCode
        do {
            switch mode {
            case .write: status = try write(prompt, drafts: drafts, history: history, output: output)
            case .chat: status = try chat(prompt, drafts: drafts, history: history, output: output)
            }
        } catch {
            drafts?.flush()
            output.standardError("error: \(error)\n")
            return .failure
        }
        if let error = drafts?.flush() {
            output.standardError("\(error)\n")
        }
        return status
    }

    // MARK: - The two modes

    private func write(
        _ prompt: Prompt, drafts: DraftAutosaver?, history: HistoryStore?, output: ToolOutput
    ) throws -> ExitCode {
        guard let text = try prompt.read() else { return .cancelled }
        let failure = deliver(text, drafts: drafts, output: output, toTerminal: POSIXFile.isTerminal(descriptor: 1))
        if failure == nil {
            var entries = InputHistory(prompt.history)
            entries.add(text)
            save(entries.entries, to: history, output: output)
        }
        return finish(failure, output: output)
    }

    /// Saves the history after a delivered submit; a failure is reported, but the text was delivered.
    private func save(_ entries: [String], to history: HistoryStore?, output: ToolOutput) {
        guard let history else { return }
        do {
            try history.save(entries)
        } catch {
            output.standardError("\(error)\n")
        }
    }

    /// Each message goes above the box, on the terminal; also on standard output when that is not the terminal,
    /// so `expanding-text chat > log` or `| program` receives the messages, one per submit. A message that cannot
    /// be delivered ends the chat with status 1, its text kept in the draft.
    private func chat(
        _ prompt: Prompt, drafts: DraftAutosaver?, history: HistoryStore?, output: ToolOutput
    ) throws -> ExitCode {
        let copiesToStandardOutput = !POSIXFile.isTerminal(descriptor: 1)
        let failure: DeliveryFailure? = try prompt.session { session in
            while let message = try session.read() {
                if copiesToStandardOutput {
                    if let failure = deliver(message, drafts: drafts, output: output, toTerminal: false) {
                        return failure
                    }
                } else {
                    discardDraft(drafts, output: output)
                }
                save(session.history, to: history, output: output)
                try session.printAbove(Self.logEntry(message))
            }
            return nil
        }
        // Reported once the box is gone, so that the line is not drawn over or erased with it.
        return finish(failure, output: output)
    }

    // MARK: - Delivery

    /// A submitted text that did not reach standard output.
    struct DeliveryFailure: Error, Equatable, CustomStringConvertible {
        /// The system's reason, e.g. `No space left on device`.
        var reason: String
        /// The draft file that still holds the text, if there is one.
        var draftPath: String?

        /// The one-line report, control characters escaped.
        var description: String {
            let kept = draftPath.map { " (the text is kept in the draft file '\($0)')" } ?? ""
            return "error: could not write the text to standard output: \(reason)\(kept)".escapingControlCharacters
        }
    }

    /// Writes a submitted text and a newline to standard output, and only once that is done deletes the draft.
    ///
    /// The draft is saved first, so that whatever happens to the write (a full disk, a closed pipe whose SIGPIPE
    /// ends the process) the text survives in it; a write that fails keeps it.
    /// - Parameter toTerminal: Whether standard output is a terminal: control characters are then shown in caret
    ///   notation, as in the box, instead of being sent to the terminal to act on.
    /// - Returns: Why the text could not be delivered, or nil once it is.
    func deliver(_ text: String, drafts: DraftAutosaver?, output: ToolOutput, toTerminal: Bool) -> DeliveryFailure? {
        drafts?.save(text)
        do {
            try output.deliver(Array(((toTerminal ? text.showingControlCharacters : text) + "\n").utf8))
        } catch {
            return DeliveryFailure(reason: error.reason, draftPath: drafts?.store.path.description)
        }
        discardDraft(drafts, output: output)
        return nil
    }

    private func finish(_ failure: DeliveryFailure?, output: ToolOutput) -> ExitCode {
        guard let failure else { return .success }
        output.standardError("\(failure)\n")
        return .failure
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
    func restoreDraft(_ drafts: DraftAutosaver) throws(DraftError) -> String? {
        let store = drafts.store
        store.removeStaleTemporaries()
        let text = try store.load()
        if let text, let limit = options.characterLimit, text.count > limit {
            throw .longerThanCharacterLimit(path: store.path.description, characters: text.count, limit: limit)
        }
        try store.checkCanSave()
        return text
    }

    /// How a sent message stands in the chat log above the box: its first line after a marker, the others
    /// indented under it, so two one-line messages and one two-line message look different.
    static func logEntry(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { ($0.offset == 0 ? "› " : "  ") + $0.element }
            .joined(separator: "\n")
    }

    private func makePrompt(initialText: String, drafts: DraftAutosaver?) throws -> Prompt {
        var prompt = try Prompt(
            placeholder: options.placeholder,
            lines: options.minLines...options.maxLines,
            initialText: initialText,
            characterLimit: options.characterLimit,
            width: options.width
        )
        prompt.decoration = .border(Self.border)
        prompt.submitsBlankText = mode == .write && options.allowsEmpty
        prompt.tracksMouse = options.tracksMouse
        if let drafts {
            prompt.onChange = { drafts.textDidChange($0) }
        }
        return prompt
    }
}
