import ExpandingTextTerminal

/// Turns the command line into an ``Invocation``, or a ``UsageError`` naming the offending argument.
///
/// Grammar (the tool's contract): an optional subcommand first (`write`, `chat`, `layout`; `write` when absent), then
/// options in any order, each as `--name value` or `--name=value`. A value-taking option always takes the next
/// argument, even one starting with `-`, so `--placeholder -` and `--value --draft` mean what they say. When an option
/// is repeated, the last one wins. `-h`/`--help`, `--version` and `--generate-completion-script` answer at once,
/// whatever follows them.
enum CommandLineParser {
    /// Parses the arguments that follow the program name, given as text.
    /// - Parameter arguments: The arguments without the program name.
    /// - Returns: What to run.
    /// - Throws: See ``parse(bytes:)``.
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        try parse(bytes: arguments.map { Array($0.utf8) })
    }

    /// Parses the arguments that follow the program name, as the operating system gave them: file paths are kept
    /// byte for byte, everything else is read as UTF-8 (invalid bytes as U+FFFD).
    /// - Parameter bytes: The arguments without the program name.
    /// - Returns: What to run.
    /// - Throws: The first problem found: first the shape of the line (unknown names, missing values, an argument
    ///   after `--`), then the values in argument order, then relations between options (`--max-lines` below
    ///   `--min-lines`, a `--value` longer than `--char-limit`).
    static func parse(bytes: [[UInt8]]) throws(UsageError) -> Invocation {
        let arguments = bytes.map { String(decoding: $0, as: UTF8.self) }
        var index = arguments.startIndex
        var subcommand = Subcommand.write
        if let first = arguments.first, !first.hasPrefix("-") {
            guard let named = Subcommand(rawValue: first) else {
                throw UsageError(
                    argument: first,
                    message: "unknown command '\(first)' (accepted: \(Self.commandList), or options only for write)"
                )
            }
            subcommand = named
            index += 1
        }

        var values = ParsedValues()
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == Self.endOfOptions {
                // As POSIX utilities do: no option after it. This tool takes no operands, so nothing may follow.
                if index < arguments.endIndex {
                    throw UsageError(
                        argument: arguments[index],
                        message: "unexpected argument '\(arguments[index])' after '--' (expanding-text takes options "
                            + "only)")
                }
                break
            }
            let (name, inlineValue) = Self.split(argument)
            guard let option = Option.named(name) else {
                throw Self.unexpected(argument, name: name, in: subcommand)
            }
            guard option.subcommands.contains(subcommand) else {
                let owners = Subcommand.allCases.filter { option.subcommands.contains($0) }.map(\.rawValue)
                throw UsageError(
                    argument: name,
                    message: "\(name) is an option of \(Self.list(owners.map { "'\($0)'" }, or: "and")), "
                        + "not of '\(subcommand.rawValue)' (accepted: \(Self.optionList(for: subcommand)))"
                )
            }
            switch option.value {
            case .none:
                if let inlineValue {
                    throw UsageError(argument: name, message: "\(name) takes no value, got '\(inlineValue)'")
                }
                switch option {
                case .help, .shortHelp: return .help
                case .version: return .version
                default: values.flags.insert(option)
                }
            case .text, .path, .count, .choice:
                let value: String
                let valueBytes: ArraySlice<UInt8>
                if let inlineValue {
                    value = inlineValue
                    // The name is ASCII, so its bytes and the "=" end where its characters do.
                    valueBytes = bytes[index - 1].dropFirst(name.utf8.count + 1)
                } else if index < arguments.endIndex {
                    value = arguments[index]
                    valueBytes = bytes[index][...]
                    index += 1
                } else {
                    throw UsageError(argument: name, message: "\(name) needs a value: \(option.value.expectation)")
                }
                if case .choice(let words) = option.value {
                    guard words.contains(value) else {
                        throw UsageError(
                            argument: name,
                            message: "\(name) must be \(Self.list(words, or: "or")), got '\(value)'")
                    }
                    if option == .completionScript, let shell = CompletionScript.Shell(rawValue: value) {
                        return .completionScript(shell)
                    }
                }
                values.record(value, for: option)
                if option.value == .path { values.paths[option] = FilePath(bytes: valueBytes) }
            }
        }
        try values.check()
        return try Self.invocation(subcommand, from: values)
    }

    /// The argument after which no option comes.
    static let endOfOptions = "--"

    /// The options as the command line gave them (last occurrence wins).
    private struct ParsedValues {
        var texts: [Option: String] = [:]
        /// The values of path options, byte for byte.
        var paths: [Option: FilePath] = [:]
        var counts: [Option: (value: Int, spelling: String)] = [:]
        var flags: Set<Option> = []
        /// Options with a value, in the order they came, before their values are checked.
        var unchecked: [(option: Option, value: String)] = []

        mutating func record(_ value: String, for option: Option) {
            unchecked.append((option, value))
        }

        /// Checks the values in argument order, once the whole line is known, so that the message about
        /// `--max-lines` can give the `--min-lines` it must reach wherever that comes.
        mutating func check() throws(UsageError) {
            let minimum = unchecked.last { $0.option == .minLines }.flatMap { try? CommandLineParser.count($0.value) }
            for (option, value) in unchecked {
                switch option.value {
                case .count:
                    let number: Int
                    do {
                        number = try CommandLineParser.count(value, maximum: option.maximumCount)
                    } catch {
                        let lowest = option == .maxLines ? "--min-lines (\(minimum ?? 1))" : "1"
                        throw UsageError(
                            argument: option.name,
                            message:
                                "\(option.name) must be a whole number ≥ \(lowest)\(error.detail), got '\(value)'"
                        )
                    }
                    counts[option] = (number, value)
                case .path where value.isEmpty:
                    throw UsageError(argument: option.name, message: "\(option.name) needs a file path, got ''")
                default:
                    texts[option] = value
                }
            }
        }
    }

    // MARK: - Building the invocation

    private static func invocation(_ subcommand: Subcommand, from values: ParsedValues) throws(UsageError)
        -> Invocation
    {
        switch subcommand {
        case .write, .chat:
            var options = PromptOptions()
            options.placeholder = values.texts[.placeholder] ?? options.placeholder
            options.value = values.texts[.value]
            options.draftPath = values.paths[.draft]
            options.historyPath = values.paths[.history]
            options.allowsEmpty = values.flags.contains(.allowEmpty)
            options.tracksMouse = values.flags.contains(.mouse)
            options.copiesToClipboard = !values.flags.contains(.noClipboard)
            if values.flags.contains(.noHints) {
                options.showsHints = false
            } else if values.flags.contains(.hints) {
                options.showsHints = true
            }
            if values.flags.contains(.noCollapsePastes) {
                options.collapsesPastes = false
            } else if values.flags.contains(.collapsePastes) {
                options.collapsesPastes = true
            }
            if values.flags.contains(.noHighlight) {
                options.highlights = false
            } else if values.flags.contains(.highlight) {
                options.highlights = true
            }
            options.completesFiles = values.flags.contains(.completeFiles)
            options.outputFormat = values.texts[.outputFormat].flatMap(OutputFormat.init(rawValue:)) ?? .text
            options.commandsPath = values.paths[.commands]
            options.commandCompletions = try Self.commandCompletions(values, completesFiles: options.completesFiles)
            options.replyCommand = try Self.replyCommand(values)
            options.width = values.counts[.width]?.value
            options.characterLimit = values.counts[.characterLimit]?.value
            let lines = try Self.lineLimits(values, defaultMax: PromptOptions.defaultMaxLines)
            options.minLines = lines.min
            options.maxLines = lines.max ?? PromptOptions.defaultMaxLines
            if let limit = options.characterLimit, let value = options.value, value.count > limit {
                throw UsageError(
                    argument: Option.value.name,
                    message: "--value must be at most --char-limit (\(limit)) characters long, "
                        + "got \(value.count) characters"
                )
            }
            return subcommand == .write ? .write(options) : .chat(options)
        case .layout:
            var options = LayoutOptions()
            options.width = values.counts[.width]?.value ?? options.width
            options.tabWidth = values.counts[.tabWidth]?.value ?? options.tabWidth
            options.json = values.flags.contains(.json)
            let lines = try Self.lineLimits(values, defaultMax: nil)
            options.minLines = lines.min
            options.maxLines = lines.max
            return .layout(options)
        }
    }

    /// The `--complete-with SIGIL=COMMAND` options: one character before `=`, not a space, a letter or a digit, each
    /// sigil once and not `@` with `--complete-files`; a command after it.
    private static func commandCompletions(
        _ values: ParsedValues, completesFiles: Bool
    ) throws(UsageError) -> [CommandCompletion] {
        var completions: [CommandCompletion] = []
        for (option, value) in values.unchecked where option == .completeWith {
            let name = option.name
            guard let sigil = value.first, value.dropFirst().first == "=", !sigil.isWhitespace, !sigil.isLetter,
                !sigil.isNumber
            else {
                throw UsageError(
                    argument: name,
                    message: "\(name) must be one sign, =, then a command (as in '#=./tags.sh'), got '\(value)'")
            }
            let command = String(value.dropFirst(2))
            guard !command.allSatisfy(\.isWhitespace) else {
                throw UsageError(argument: name, message: "\(name) needs a command after '\(sigil)=', got '\(value)'")
            }
            if completions.contains(where: { $0.sigil == sigil }) || (sigil == "@" && completesFiles) {
                throw UsageError(argument: name, message: "\(name): '\(sigil)' already opens another completion")
            }
            completions.append(CommandCompletion(sigil: sigil, command: command))
        }
        return completions
    }

    /// `--reply-with COMMAND`: a command that is not blank.
    private static func replyCommand(_ values: ParsedValues) throws(UsageError) -> String? {
        guard let command = values.texts[.replyWith] else { return nil }
        guard !command.allSatisfy(\.isWhitespace) else {
            throw UsageError(argument: Option.replyWith.name, message: "--reply-with needs a command, got '\(command)'")
        }
        return command
    }

    /// `--min-lines` and `--max-lines`, checked against each other by Core's ``ExpansionPolicy`` (the sizing contract).
    ///
    /// The policy's error names its parameter (`maxLines`); the usage error names the argument the user wrote. When
    /// only `--min-lines` is given and it exceeds the default maximum, that is `--min-lines`.
    private static func lineLimits(_ values: ParsedValues, defaultMax: Int?) throws(UsageError)
        -> (min: Int, max: Int?)
    {
        let minimum = values.counts[.minLines]
        let maximum = values.counts[.maxLines]
        let minLines = minimum?.value ?? 1
        let maxLines = maximum?.value ?? defaultMax
        do {
            _ = try ExpansionPolicy(minLines: minLines, maxLines: maxLines)
        } catch {
            // The policy's only objection left, after each count was checked to be ≥ 1: the maximum is below the
            // minimum.
            if let maximum {
                throw UsageError(
                    argument: Option.maxLines.name,
                    message: "--max-lines must be a whole number ≥ --min-lines (\(minLines)), got '\(maximum.spelling)'"
                )
            }
            throw UsageError(
                argument: Option.minLines.name,
                message: "--min-lines must be a whole number ≤ --max-lines (\(maxLines ?? minLines) by default), "
                    + "got '\(minimum?.spelling ?? "\(minLines)")'"
            )
        }
        return (minLines, maxLines)
    }

    // MARK: - Pieces

    /// Why a count was refused: `detail` is appended to "must be a whole number ≥ N".
    struct CountError: Error {
        var detail: String
    }

    /// A whole number from 1 to `maximum` written with ASCII digits only (no sign, no spaces, no underscores).
    static func count(_ text: String, maximum: Int = Int.max) throws(CountError) -> Int {
        let isDigits = !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard isDigits else { throw CountError(detail: "") }
        guard let number = Int(text), number <= maximum else { throw CountError(detail: " and at most \(maximum)") }
        guard number >= 1 else { throw CountError(detail: "") }
        return number
    }

    /// `--name=value` → (`--name`, `value`); anything else → (argument, nil).
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func unexpected(_ argument: String, name: String, in subcommand: Subcommand) -> UsageError {
        if name.hasPrefix("-"), name != "-" {
            return UsageError(
                argument: name,
                message: "unknown option '\(name)' for '\(subcommand.rawValue)' "
                    + "(accepted: \(Self.optionList(for: subcommand)))"
            )
        }
        if Subcommand(rawValue: argument) != nil {
            return UsageError(
                argument: argument,
                message: "unexpected argument '\(argument)': the command (\(Self.commandList)) comes first"
            )
        }
        return UsageError(
            argument: argument,
            message: "unexpected argument '\(argument)' (\(subcommand.rawValue) takes options only: "
                + "\(Self.optionList(for: subcommand)))"
        )
    }

    private static var commandList: String { Self.list(Subcommand.allCases.map(\.rawValue), or: "or") }

    /// The options of one subcommand, in the order the usage shows them.
    static func optionList(for subcommand: Subcommand) -> String {
        Option.all.filter { $0.subcommands.contains(subcommand) }.map(\.name).joined(separator: ", ")
    }

    private static func list(_ items: [String], or conjunction: String) -> String {
        guard items.count > 1, let last = items.last else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
