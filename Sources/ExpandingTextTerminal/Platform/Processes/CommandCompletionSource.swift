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

/// One run of a completion command: its process group, its output so far, and how it ended.
///
/// Every process of the group is ended with the run — what the command left running in the background too — and
/// ``endAll()`` ends the groups of the runs still going when the program exits. A process that left the group
/// (`setsid`) is out of reach.
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
            Self.live.insert(pid)
        case .failure(let error):
            close(outputPipe[0])
            close(errorPipe[0])
            throw CommandCompletionError(message: "\(arguments[0]): \(error.description)")
        }
        outputDescriptor = outputPipe[0]
        errorDescriptor = errorPipe[0]
        #if os(Linux)
        // Room for the whole output limit in the pipe (F_SETPIPE_SZ, 1 MiB being the default most a user may ask for):
        // the command never waits on a search that is slow to come back, and one read takes what it wrote.
        _ = fcntl(outputDescriptor, 1031, Int32(CommandCompletionSource.outputLimit))
        #endif
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

    /// How long the processes of a run's group have after SIGTERM before SIGKILL, in milliseconds.
    static let graceMilliseconds = 100

    /// Ends every process of the command's group (SIGTERM, then SIGKILL after a short grace), reaps the command, and
    /// closes the pipes.
    func finish() {
        Self.live.remove(pid)
        if !isDone {
            kill(-pid, SIGKILL)
            var waitStatus: Int32 = 0
            while waitpid(pid, &waitStatus, 0) < 0 && LibC.errorNumber == EINTR {}
        }
        // What the command started and left behind (`sleep 300 &`, `nohup …`) is still in its group.
        LibC.endProcessGroup(pid, graceMilliseconds: Self.graceMilliseconds)
        close(outputDescriptor)
        close(errorDescriptor)
    }

    /// The groups of the runs still going.
    private static let live = LiveGroups()

    /// Ends the groups of every run still going: the program is exiting, and may end before their searches notice.
    static func endAll() {
        for group in live.takeAll() {
            kill(-group, SIGKILL)
        }
    }

    /// Process groups, shared by the searches' tasks and the run loop.
    private final class LiveGroups: @unchecked Sendable {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var groups: Set<pid_t> = []

        init() { pthread_mutex_init(mutex, nil) }

        func insert(_ group: pid_t) { locked { _ = groups.insert(group) } }
        func remove(_ group: pid_t) { locked { _ = groups.remove(group) } }
        func takeAll() -> Set<pid_t> {
            locked {
                defer { groups = [] }
                return groups
            }
        }

        private func locked<Result>(_ body: () -> Result) -> Result {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body()
        }
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
