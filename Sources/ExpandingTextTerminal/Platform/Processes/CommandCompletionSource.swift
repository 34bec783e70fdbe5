/// Completes with an external command: after its sigil at a word's start, the command runs with the query as its one
/// argument and prints a candidate per line, optionally followed by a tab and a description.
///
/// The command runs through `/bin/sh -c`, as `$EDITOR` does, in a process group of its own, with standard input
/// from `/dev/null`; what it writes to standard error is kept, and when it fails (or prints nothing but an error) the
/// menu shows the last line in place of the rows. It is killed (its whole process group) when the query changes in
/// a way it does not extend, when the completion closes, and after ``timeoutMilliseconds``. It waits 100 ms after the
/// last key before it starts, so a burst of keys runs it once; typing never waits for it.
///
/// A candidate `todo` of the sigil `#` is inserted as `#todo`; a line that already starts with the sigil is
/// inserted as it is.
///
/// <!-- example: compile-only -->
/// ```swift
/// var prompt = try Prompt(placeholder: "Message")
/// prompt.completionSources = [CommandCompletionSource(sigil: "#", command: "./tags.sh")]
/// ```
public struct CommandCompletionSource: CompletionSource {
    /// How long the command may run, in milliseconds, before it is killed and the menu says so.
    public static let timeoutMilliseconds = 5_000
    /// The most bytes of output read; the rest is ignored.
    static let outputLimit = CommandRun.outputLimit

    /// The sigil, at the start of a word.
    public let trigger: CompletionTrigger
    /// The shell command; the query is appended as its one argument (`"$1"` in the shell).
    public let command: String
    /// 100 ms: a burst of keys runs the command once.
    public let debounceNanoseconds: UInt64 = 100_000_000
    /// The command searches by the query.
    public let listsEveryCandidate = false

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - sigil: The character that opens the completion at the start of a word.
    ///   - command: The shell command, given the query as its argument.
    public init(sigil: Character, command: String) {
        trigger = CompletionTrigger(sigil: sigil, anchor: .wordStart)
        self.command = command
    }

    /// Runs the command for `query`.
    ///
    /// - Throws: ``CommandCompletionError`` when it could not run, failed, or ran too long; `CancellationError` when
    ///   the search was cancelled (the command is killed).
    public func candidates(for query: String) async throws -> [CompletionCandidate] {
        let run: CommandRun
        do {
            run = try CommandRun(
                arguments: ["/bin/sh", "-c", command + " \"$1\"", "sh", query], holdsWholeOutput: true)
        } catch {
            throw CommandCompletionError(message: error.message)
        }
        defer { run.finish() }
        let started = LibC.monotonicMilliseconds()
        while !run.isDone {
            if Task.isCancelled { throw CancellationError() }
            // Read before judging the time: a search resumed late still tells a flood from a silence.
            run.readAvailable()
            if run.output.count >= Self.outputLimit {
                throw CommandCompletionError(
                    message: "\(command): more than \(Self.outputLimit >> 20) MB of candidates; stopped")
            }
            if LibC.monotonicMilliseconds() - started > Self.timeoutMilliseconds {
                throw CommandCompletionError(message: "\(command): no answer in \(Self.timeoutMilliseconds / 1000) s")
            }
            try await Task.sleep(nanoseconds: 2_000_000)
        }
        run.readAvailable()
        let errorLine = run.lastErrorLine
        guard run.status == 0 else {
            throw CommandCompletionError(
                message: errorLine ?? "\(command): exited with status \(run.status ?? -1)")
        }
        let candidates = String(decoding: run.output, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap {
            line -> CompletionCandidate? in
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let label = String(fields[0])
            guard !label.isEmpty else { return nil }
            let insertion = label.first == trigger.sigil ? label : String(trigger.sigil) + label
            return CompletionCandidate(
                label: label, insertion: insertion, description: fields.count > 1 ? String(fields[1]) : nil)
        }
        if candidates.isEmpty, let errorLine { throw CommandCompletionError(message: errorLine) }
        return candidates
    }
}

extension CommandCompletionSource {
    /// Ends the process groups of every command still running in this process: a program calls it before it exits,
    /// as the searches of a closed box end their commands only once their tasks run again.
    package static func endRunningCommands() {
        CommandRun.endAll()
    }
}

/// Why a ``CommandCompletionSource``'s command gave no candidates: the line the menu shows.
public struct CommandCompletionError: Error, CustomStringConvertible, Sendable {
    /// The command's last line on standard error, or what went wrong running it.
    public var message: String

    /// The message.
    public var description: String { message }
}
