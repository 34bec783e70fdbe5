// Starting a child process with posix_spawn, the one place that knows how the C libraries declare its settings:
// Glibc and Musl declare `posix_spawn_file_actions_t` and `posix_spawnattr_t` as structs, Darwin as opaque pointers
// that `posix_spawn_file_actions_init` and `posix_spawnattr_init` allocate (a variable of them starts as nil).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a child process starts: its standard descriptors, its process group and its signals.
struct ChildProcess {
    /// The program's path, then its arguments.
    var arguments: [String]
    /// Descriptors the child gets in place of others, in order: each `source` is duplicated onto its `target`.
    var duplicates: [(source: Int32, target: Int32)] = []
    /// Whether the child reads `/dev/null` as its standard input.
    var readsNothing = false
    /// Descriptors closed in the child after the duplicates.
    var closed: [Int32] = []
    /// Whether the child leads a process group of its own, so that a signal to the group reaches what it starts.
    var leadsOwnGroup = false
    /// Signals whose default action the child gets back; its signal mask is emptied too.
    var defaultSignals: [Int32] = []
    /// Variables set for the child on top of this process's environment.
    var environment: [String: String] = [:]

    #if canImport(Darwin)
    private typealias FileActions = posix_spawn_file_actions_t?
    private typealias Attributes = posix_spawnattr_t?
    private static var noFileActions: FileActions { nil }
    private static var noAttributes: Attributes { nil }
    #else
    private typealias FileActions = posix_spawn_file_actions_t
    private typealias Attributes = posix_spawnattr_t
    private static var noFileActions: FileActions { FileActions() }
    private static var noAttributes: Attributes { Attributes() }
    #endif

    /// Starts the child, with this process's environment and ``environment``.
    ///
    /// - Parameter started: Called with the child's process id right after it started, before this returns.
    /// - Returns: The child's process id, or the `errno` of the failure.
    func spawn(_ started: (pid_t) -> Void = { _ in }) -> Result<pid_t, SpawnError> {
        var actions = Self.noFileActions
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if readsNothing {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        for (source, target) in duplicates { posix_spawn_file_actions_adddup2(&actions, source, target) }
        for descriptor in closed { posix_spawn_file_actions_addclose(&actions, descriptor) }

        var attributes = Self.noAttributes
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signalDefaults = LibC.signalSet(defaultSignals)
        posix_spawnattr_setsigdefault(&attributes, &signalDefaults)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if leadsOwnGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = Self.environment(adding: environment).map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else { return .failure(SpawnError(code: result)) }
        started(pid)
        return .success(pid)
    }
}

extension ChildProcess {
    /// This process's environment as `NAME=value` strings, with `added` set (replacing a variable of the same name).
    private static func environment(adding added: [String: String]) -> [String] {
        var entries: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if added[String(name)] == nil { entries.append(text) }
            index += 1
        }
        return entries + added.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }
}

/// Why a child process could not start: posix_spawn's `errno`.
struct SpawnError: Error {
    /// The `errno` value.
    var code: Int32

    /// What `strerror(3)` says of it.
    var description: String { LibC.describe(code) }
}
