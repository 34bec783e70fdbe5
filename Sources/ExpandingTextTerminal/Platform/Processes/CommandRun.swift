#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a shell command the box starts (a completion's search, a chat's reply): its process group, its output
/// so far, and how it ended.
///
/// Every process of the group is ended with the run — what the command left running in the background too — and
/// ``endAll()`` ends the groups of the runs still going when the program exits. A process that left the group
/// (`setsid`) is out of reach.
final class CommandRun {
    private let pid: pid_t
    private let outputDescriptor: Int32
    private let errorDescriptor: Int32
    private(set) var output: [UInt8] = []
    private var errors: [UInt8] = []
    /// The exit status once it ended: 0…255, or 128 + a signal's number.
    private(set) var status: Int32?

    /// Starts a command.
    ///
    /// - Parameters:
    ///   - arguments: The program's path, then its arguments.
    ///   - input: What the command reads on its standard input, from an unlinked file (so that it reads at its own
    ///     pace and the box never waits on it); nil for `/dev/null`.
    ///   - environment: Variables set for the command on top of this process's environment.
    ///   - holdsWholeOutput: Whether the pipe of its standard output is made to hold ``outputLimit`` bytes, so that
    ///     the command never waits on a reader slow to come back; else it waits once the system's pipe is full.
    init(
        arguments: [String], input: [UInt8]? = nil, environment: [String: String] = [:], holdsWholeOutput: Bool = false
    ) throws(CommandRunError) {
        var inputDescriptor: Int32?
        if let input { inputDescriptor = try Self.unlinkedFile(holding: input) }
        defer { inputDescriptor.map { _ = close($0) } }
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw CommandRunError(message: LibC.describe(LibC.errorNumber)) }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0])
            close(outputPipe[1])
            throw CommandRunError(message: LibC.describe(LibC.errorNumber))
        }
        // Its own process group, so that killing it takes what it started too; the signals the box handles are
        // back to their defaults there.
        let child = ChildProcess(
            arguments: arguments,
            duplicates: (inputDescriptor.map { [($0, STDIN_FILENO)] } ?? [])
                + [(outputPipe[1], STDOUT_FILENO), (errorPipe[1], STDERR_FILENO)],
            readsNothing: inputDescriptor == nil, closed: outputPipe + errorPipe, leadsOwnGroup: true,
            defaultSignals: [SIGINT, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH],
            environment: environment)
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
            throw CommandRunError(message: "\(arguments[0]): \(error.description)")
        }
        outputDescriptor = outputPipe[0]
        errorDescriptor = errorPipe[0]
        #if os(Linux)
        // Room for the whole output limit in the pipe (F_SETPIPE_SZ, 1 MiB being the default most a user may ask for):
        // the command never waits on a search that is slow to come back, and one read takes what it wrote.
        if holdsWholeOutput { _ = fcntl(outputDescriptor, 1031, Int32(Self.outputLimit)) }
        #endif
        for descriptor in [outputDescriptor, errorDescriptor] {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
    }

    /// The most bytes of output ``readAvailable()`` keeps; the rest is left unread.
    static let outputLimit = 1 << 20

    /// Whether the command ended; takes its status when it did.
    var isDone: Bool {
        if status != nil { return true }
        var waitStatus: Int32 = 0
        guard waitpid(pid, &waitStatus, WNOHANG) == pid else { return false }
        status = waitStatus & 0x7F == 0 ? (waitStatus >> 8) & 0xFF : 128 + (waitStatus & 0x7F)
        return true
    }

    /// Reads what the command wrote so far, up to ``outputLimit``.
    func readAvailable() {
        drain(outputDescriptor, into: &output, limit: Self.outputLimit)
        drain(errorDescriptor, into: &errors, limit: Self.outputLimit)
    }

    /// Reads at most `limit` bytes of what the command wrote since the last call, from each of its two streams,
    /// without keeping them: for output shown as it comes.
    ///
    /// - Returns: The bytes read from standard output and from standard error.
    func readChunk(limit: Int) -> (output: [UInt8], errors: [UInt8]) {
        var output: [UInt8] = []
        var errors: [UInt8] = []
        drain(outputDescriptor, into: &output, limit: limit)
        drain(errorDescriptor, into: &errors, limit: limit)
        return (output, errors)
    }

    /// The last non-empty line written to standard error, if any.
    var lastErrorLine: String? {
        String(decoding: errors, as: UTF8.self).split(whereSeparator: \.isNewline).last.map(String.init)
    }

    /// Sends `signal` to every process of the command's group, as a terminal's Ctrl+C does to its foreground group.
    func send(_ signal: Int32) {
        guard !isDone else { return }
        kill(-pid, signal)
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

    private func drain(_ descriptor: Int32, into bytes: inout [UInt8], limit: Int) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while bytes.count < limit {
            let wanted = min(buffer.count, limit - bytes.count)
            let count = buffer.withUnsafeMutableBytes { LibC.read(descriptor, $0.baseAddress!, wanted) }
            guard count > 0 else { return }
            bytes += buffer[..<count]
        }
    }

    /// A file in `$TMPDIR` (else `/tmp`) that holds `bytes`, open for reading from its start and already unlinked,
    /// so that nothing is left behind whatever happens to either process.
    private static func unlinkedFile(holding bytes: [UInt8]) throws(CommandRunError) -> Int32 {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/expanding-text-input.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw CommandRunError(message: "\(base): \(LibC.describe(LibC.errorNumber))") }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let failure = bytes.withUnsafeBytes { LibC.writeAll(descriptor, $0) }
        guard failure == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
            let reason = LibC.describe(failure == 0 ? LibC.errorNumber : failure)
            close(descriptor)
            throw CommandRunError(message: "\(base): \(reason)")
        }
        return descriptor
    }
}

/// Why a command could not run: what went wrong, in one line.
struct CommandRunError: Error {
    var message: String
}
