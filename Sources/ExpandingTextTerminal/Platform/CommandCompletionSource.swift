#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    static let outputLimit = 1 << 20

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
        let run = try CommandRun(arguments: ["/bin/sh", "-c", command + " \"$1\"", "sh", query])
        defer { run.finish() }
        let started = LibC.monotonicMilliseconds()
        while !run.isDone {
            if Task.isCancelled { throw CancellationError() }
            if LibC.monotonicMilliseconds() - started > Self.timeoutMilliseconds {
                throw CommandCompletionError(message: "\(command): no answer in \(Self.timeoutMilliseconds / 1000) s")
            }
            run.readAvailable()
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

/// Why a ``CommandCompletionSource``'s command gave no candidates: the line the menu shows.
public struct CommandCompletionError: Error, CustomStringConvertible, Sendable {
    /// The command's last line on standard error, or what went wrong running it.
    public var message: String

    /// The message.
    public var description: String { message }
}

/// One run of a completion command: its process group, its output so far, and how it ended.
private final class CommandRun {
    private let pid: pid_t
    private let outputDescriptor: Int32
    private let errorDescriptor: Int32
    private(set) var output: [UInt8] = []
    private var errors: [UInt8] = []
    /// The exit status once it ended: 0…255, or 128 + a signal's number.
    private(set) var status: Int32?

    init(arguments: [String]) throws {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw CommandCompletionError(message: LibC.describe(LibC.errorNumber)) }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0])
            close(outputPipe[1])
            throw CommandCompletionError(message: LibC.describe(LibC.errorNumber))
        }
        // Its own process group, so that killing it takes what it started too; the signals the box handles are
        // back to their defaults there.
        let child = ChildProcess(
            arguments: arguments, duplicates: [(outputPipe[1], STDOUT_FILENO), (errorPipe[1], STDERR_FILENO)],
            readsNothing: true, closed: outputPipe + errorPipe, leadsOwnGroup: true,
            defaultSignals: [SIGINT, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH])
        let spawned = child.spawn()
        close(outputPipe[1])
        close(errorPipe[1])
        switch spawned {
        case .success(let pid):
            self.pid = pid
        case .failure(let error):
            close(outputPipe[0])
            close(errorPipe[0])
            throw CommandCompletionError(message: "\(arguments[0]): \(error.description)")
        }
        outputDescriptor = outputPipe[0]
        errorDescriptor = errorPipe[0]
        for descriptor in [outputDescriptor, errorDescriptor] {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
    }

    /// Whether the command ended; takes its status when it did.
    var isDone: Bool {
        if status != nil { return true }
        var waitStatus: Int32 = 0
        guard waitpid(pid, &waitStatus, WNOHANG) == pid else { return false }
        status = waitStatus & 0x7F == 0 ? (waitStatus >> 8) & 0xFF : 128 + (waitStatus & 0x7F)
        return true
    }

    /// Reads what the command wrote so far, up to the output limit.
    func readAvailable() {
        drain(outputDescriptor, into: &output)
        drain(errorDescriptor, into: &errors)
    }

    /// The last non-empty line written to standard error, if any.
    var lastErrorLine: String? {
        String(decoding: errors, as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init)
    }

    /// Kills the command's process group if it still runs, reaps it, and closes the pipes.
    func finish() {
        if !isDone {
            kill(-pid, SIGKILL)
            var waitStatus: Int32 = 0
            while waitpid(pid, &waitStatus, 0) < 0 && LibC.errorNumber == EINTR {}
        }
        close(outputDescriptor)
        close(errorDescriptor)
    }

    private func drain(_ descriptor: Int32, into bytes: inout [UInt8]) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while bytes.count < CommandCompletionSource.outputLimit {
            let count = buffer.withUnsafeMutableBytes { LibC.read(descriptor, $0.baseAddress!, $0.count) }
            guard count > 0 else { return }
            bytes += buffer[..<count]
        }
    }
}
