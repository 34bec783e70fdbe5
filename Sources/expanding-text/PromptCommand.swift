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
    ///   terminal or with an unusable draft file.
    func run(output: ToolOutput) -> ExitCode {
        let drafts = options.draftPath.map { DraftAutosaver(store: DraftStore(path: $0)) }
        let prompt: Prompt
        do {
            prompt = try makePrompt(
                initialText: try drafts.flatMap(restoreDraft) ?? options.value ?? "", drafts: drafts)
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
            case .write: status = try write(prompt, drafts: drafts, output: output)
            case .chat: status = try chat(prompt, drafts: drafts, output: output)
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

    private func write(_ prompt: Prompt, drafts: DraftAutosaver?, output: ToolOutput) throws -> ExitCode {
        guard let text = try prompt.read() else { return .cancelled }
        try output.standardOutput(text + "\n")
        try submitted(drafts, output: output)
        return .success
    }

    /// Each message goes above the box, on the terminal; also on standard output when that is not the terminal,
    /// so `expanding-text chat > log` or `| program` receives the messages, one per submit.
    private func chat(_ prompt: Prompt, drafts: DraftAutosaver?, output: ToolOutput) throws -> ExitCode {
        let copiesToStandardOutput = !POSIXFile.isTerminal(descriptor: 1)
        try prompt.session { session in
            while let message = try session.read() {
                try session.printAbove(message)
                if copiesToStandardOutput {
                    try output.standardOutput(message + "\n")
                }
                try submitted(drafts, output: output)
            }
        }
        return .success
    }

    // MARK: - Drafts

    /// The draft's text, checked against `--char-limit`, or nil when there is no draft file yet. Also checks, before
    /// anyone types, that the draft can be saved.
    private func restoreDraft(_ drafts: DraftAutosaver) throws(DraftError) -> String? {
        let store = drafts.store
        let text = try store.load()
        if let text, let limit = options.characterLimit, text.count > limit {
            throw .longerThanCharacterLimit(path: store.path, characters: text.count, limit: limit)
        }
        try store.checkCanSave()
        return text
    }

    /// After a submit the draft is deleted; a failure to delete is reported, but the text was delivered.
    private func submitted(_ drafts: DraftAutosaver?, output: ToolOutput) throws {
        do {
            try drafts?.submitted()
        } catch {
            output.standardError("\(error)\n")
        }
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
        if let drafts {
            prompt.onChange = { drafts.textDidChange($0) }
        }
        return prompt
    }
}
