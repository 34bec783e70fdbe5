// With the other files of this folder, the only place of the tool that talks to the operating system directly:
// reading and writing whole files and standard streams with plain POSIX calls, so that the draft's durability (mode,
// fsync, rename) is ours to control.
import ExpandingTextTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("expanding-text needs a POSIX C library (Glibc, Musl or Darwin)")
#endif

/// Whole-file and whole-stream I/O with POSIX calls.
enum POSIXFile {
    /// A failed system call: what was being done, and `strerror(errno)`.
    struct Failure: Error, Equatable {
        /// The errno value.
        var code: Int32
        /// The system's description of `code`, e.g. `Permission denied`.
        var reason: String

        init(code: Int32) {
            self.code = code
            self.reason = String(cString: strerror(code))
        }

        /// A failure the system did not report, with the reason the tool gives.
        init(code: Int32, reason: String) {
            self.code = code
            self.reason = reason
        }
    }

    /// What `read(path:limit:)` found.
    enum ReadResult: Equatable {
        /// No file at the path.
        case missing
        /// Something that is not a regular file (a directory, a FIFO, a device).
        case notRegularFile
        /// The file holds more than the limit; `size` is what `fstat` reported (or limit + 1 if it grew).
        case tooLarge(size: Int)
        /// The whole contents.
        case contents([UInt8])
    }

    // MARK: - Reading

    /// Reads a whole regular file of at most `limit` bytes.
    ///
    /// Opens without blocking (so a FIFO at the path cannot hang the tool), checks the kind and size with `fstat`,
    /// then reads at most `limit + 1` bytes, so a file that grows while being read is still caught.
    /// - Throws: ``Failure`` when the file exists but cannot be opened or read (e.g. `EACCES`).
    static func read(path: FilePath, limit: Int) throws(Failure) -> ReadResult {
        let opened = try withRegularFile(path) { (descriptor, size) throws(Failure) -> ReadResult in
            if size > limit { return .tooLarge(size: size) }
            let bytes = try readAll(descriptor: descriptor, limit: limit + 1)
            return bytes.count > limit ? .tooLarge(size: bytes.count) : .contents(bytes)
        }
        switch opened {
        case .missing: return .missing
        case .notRegularFile: return .notRegularFile
        case .read(let result): return result
        }
    }

    /// What ``withRegularFile(_:_:)`` found.
    enum RegularFileRead<Value> {
        /// No file at the path.
        case missing
        /// Something that is not a regular file (a directory, a FIFO, a device).
        case notRegularFile
        /// What the reader made of the file.
        case read(Value)
    }

    /// Opens `path` to read without blocking (so a FIFO at the path cannot hang the tool), checks with `fstat` that it
    /// is a regular file, and reads it with `body`, given the descriptor and the size `fstat` reported.
    /// - Throws: ``Failure`` when the file exists but cannot be opened or checked, or what `body` throws.
    static func withRegularFile<Value>(
        _ path: FilePath, _ body: (Int32, Int) throws(Failure) -> Value
    ) throws(Failure) -> RegularFileRead<Value> {
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            throw Failure(code: code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(code: errno) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .notRegularFile }
        return .read(try body(descriptor, Int(status.st_size)))
    }

    /// Reads from a descriptor until end of file (or until `limit` bytes), retrying on `EINTR`.
    ///
    /// The bytes are read in blocks and joined once at the end into an array of exactly their size: a growing
    /// array would, at its last doubling, hold its old and new buffers at once, up to three times the input.
    /// - Complexity: O(n); memory at most twice the bytes read, and only while they are joined.
    static func readAll(descriptor: Int32, limit: Int = .max) throws(Failure) -> [UInt8] {
        var blocks: [[UInt8]] = []
        var total = 0
        let blockSize = 64 * 1024
        var scratch = [UInt8](repeating: 0, count: blockSize)
        while total < limit {
            let wanted = min(blockSize, limit - total)
            let count = scratch.withUnsafeMutableBytes {
                LibC.readRetryingInterrupts(descriptor, $0.baseAddress!, wanted)
            }
            if count < 0 { throw Failure(code: errno) }
            if count == 0 { break }
            // A copy of exactly what was read: a pipe may deliver far less than a block at a time.
            blocks.append(Array(scratch[..<count]))
            total += count
        }
        guard blocks.count > 1 else { return blocks.first ?? [] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(total)
        for index in blocks.indices {
            bytes.append(contentsOf: blocks[index])
            blocks[index] = []
        }
        return bytes
    }

    // MARK: - Writing

    /// Replaces the file at `path` with `bytes` so that no reader ever sees a partial file.
    ///
    /// Writes a temporary file next to it (same folder, hence same file system) created with `mode`, `fsync`s it,
    /// `rename`s it over `path` (atomic), then `fsync`s the folder so the rename itself survives a crash. On any
    /// failure the temporary file is removed and the old file is left as it was.
    /// - Parameter permissions: The file's mode bits, exactly (the umask does not apply).
    /// - Parameter beforeRename: Called with the temporary path once it is complete and synced; a test hook that
    ///   observes the moment just before the switch.
    static func writeAtomically(
        _ bytes: [UInt8],
        to path: FilePath,
        permissions: Int = 0o600,
        beforeRename: (FilePath) -> Void = { _ in }
    ) throws(Failure) {
        let mode = mode_t(permissions)
        let temporary = temporaryPath(for: path, processID: getpid())
        let create = { temporary.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode) } }
        var descriptor = create()
        if descriptor < 0 && errno == EEXIST {
            // Left behind by an earlier process with the same id that was killed mid-write.
            _ = temporary.withCString { unlink($0) }
            descriptor = create()
        }
        guard descriptor >= 0 else { throw Failure(code: errno) }
        do throws(Failure) {
            // The umask may have removed bits but never adds them; fchmod makes the mode exact.
            guard fchmod(descriptor, mode) == 0 else { throw Failure(code: errno) }
            try writeAll(bytes, to: descriptor)
            guard fsync(descriptor) == 0 else { throw Failure(code: errno) }
            guard close(descriptor) == 0 else {
                descriptor = -1
                throw Failure(code: errno)
            }
            descriptor = -1
            beforeRename(temporary)
            let renamed = temporary.withCString { from in path.withCString { to in rename(from, to) } }
            guard renamed == 0 else { throw Failure(code: errno) }
        } catch {
            if descriptor >= 0 { close(descriptor) }
            _ = temporary.withCString { unlink($0) }
            throw error
        }
        syncFolder(path.split.folder)
    }

    /// Whether something (a file, a folder, a link) is at `path`.
    static func exists(path: FilePath) -> Bool {
        path.withCString { access($0, F_OK) } == 0 || errno != ENOENT
    }

    /// Removes the file at `path`; a file that is already gone is fine.
    static func remove(path: FilePath) throws(Failure) {
        guard path.withCString({ unlink($0) }) == 0 || errno == ENOENT else { throw Failure(code: errno) }
        syncFolder(path.split.folder)
    }

    /// Removes the folder at `path` if it is empty; one that is not, or is gone, is left as it is.
    static func removeEmptyFolder(_ path: FilePath) {
        _ = path.withCString { rmdir($0) }
    }

    /// Writes every byte, retrying on short writes and `EINTR`.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        // `withUnsafeBytes` rethrows untyped errors; the result carries the typed one out.
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(Failure) in try writeAll(buffer, to: descriptor) }
        }
        try result.get()
    }

    /// Writes every byte of a buffer, retrying on short writes and `EINTR`.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) throws(Failure) {
        // A write past the file-size limit (`ulimit -f`) raises SIGXFSZ, whose default action ends the process with
        // the text unsaved: held back, the write fails with EFBIG, which the caller reports and recovers from. The
        // signal stays at its default action, so one sent with `kill` still ends the tool.
        try holdingBack(SIGXFSZ) { () throws(Failure) in
            let code = LibC.writeAll(descriptor, buffer)
            if code != 0 { throw Failure(code: code) }
        }
    }

    /// Runs `body` with `signal` blocked on this thread and takes back the `signal` that `body` raised on it (a
    /// write raises SIGXFSZ or SIGPIPE on the writing thread), so that the write fails with an error code instead of
    /// the signal ending the process, then or once the thread unblocks it. A signal pending before is left alone.
    static func holdingBack<Result>(_ signal: Int32, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        var held = sigset_t()
        sigemptyset(&held)
        sigaddset(&held, signal)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &held, &previousMask)
        var pending = sigset_t()
        let wasPending = sigpending(&pending) == 0 && sigismember(&pending, signal) == 1
        defer {
            if !wasPending && sigpending(&pending) == 0 && sigismember(&pending, signal) == 1 {
                var taken: Int32 = 0
                sigwait(&held, &taken)
            }
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        }
        return try body()
    }

    /// Writes text to standard error, unbuffered (so it is ordered with what the terminal code writes).
    static func writeStandardError(_ text: String) {
        try? writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes bytes to standard output, unbuffered: the callers gather their output in blocks themselves.
    static func writeStandardOutput(_ buffer: UnsafeRawBufferPointer) throws(Failure) {
        try writeAll(buffer, to: STDOUT_FILENO)
    }

    /// Writes `bytes` to standard output and makes sure they left the process: all of them written, and synced
    /// when standard output is a regular file, so that a full disk is reported now instead of after the caller has
    /// let go of its copy.
    ///
    /// A closed pipe fails with `EPIPE` rather than raising SIGPIPE here, so that the caller can keep the text first;
    /// it then ends the process by SIGPIPE, as a shell expects (status 141): see ``endByBrokenPipe()``.
    static func deliverToStandardOutput(_ bytes: [UInt8]) throws(Failure) {
        try deliver(bytes, to: STDOUT_FILENO)
    }

    /// ``deliverToStandardOutput(_:)`` on any descriptor.
    static func deliver(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        try holdingBack(SIGPIPE) { () throws(Failure) in try writeAll(bytes, to: descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return }
        // A file system that cannot sync (EINVAL, EROFS) has nothing more to tell.
        if fsync(descriptor) != 0, errno != EINVAL, errno != EROFS { throw Failure(code: errno) }
    }

    /// Whether a failure is a closed pipe: the reader went away.
    static func isBrokenPipe(_ failure: Failure) -> Bool {
        failure.code == EPIPE
    }

    /// Ends the process by SIGPIPE, with its default action, as a write to a closed pipe would have.
    static func endByBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &pipeSignal, nil)
        raise(SIGPIPE)
        exit(128 + SIGPIPE)
    }

    /// The arguments after the program name, as the operating system gave them: `CommandLine.arguments` would
    /// decode a path that is not UTF-8 into another path.
    static var commandLineArguments: [[UInt8]] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { argument in
                UnsafeRawBufferPointer(start: argument, count: strlen(argument)).map { $0 }
            }
        }
    }

    /// Ends the process with `status`.
    static func exit(_ status: Int32) -> Never {
        LibC.exit(status)
    }

    /// Whether the descriptor is a terminal.
    static func isTerminal(descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    // MARK: - Paths

    /// Whether the folder that would hold `path` exists and this process may create files in it.
    static func canCreateFile(at path: FilePath) -> Bool {
        path.split.folder.withCString { access($0, W_OK | X_OK) } == 0
    }

    /// The most symbolic links ``resolvingSymbolicLinks(_:)`` follows before it calls the chain a loop, as the
    /// kernel does (Linux's limit).
    static let maximumSymbolicLinks = 40

    /// The path of the file `path` stands for once a symbolic link at its end is followed, and the link it points
    /// to, and so on: `rename` over a link would replace the link itself. A relative link is taken from the link's
    /// folder; a dangling link gives its target (the file to create). Links in the folders are left to the kernel.
    /// - Throws: ``Failure`` with `ELOOP` after ``maximumSymbolicLinks`` links, or when a link cannot be read.
    static func resolvingSymbolicLinks(_ path: FilePath) throws(Failure) -> FilePath {
        var current = path
        for _ in 0..<maximumSymbolicLinks {
            guard let target = try symbolicLinkTarget(current) else { return current }
            current = target.first == UInt8(ascii: "/") ? FilePath(bytes: target) : current.sibling(named: target)
        }
        throw Failure(code: ELOOP)
    }

    /// What the link at `path` holds, or nil when there is no link there (a file, a folder, nothing).
    static func symbolicLinkTarget(_ path: FilePath) throws(Failure) -> [UInt8]? {
        var capacity = 256
        while true {
            var buffer = [UInt8](repeating: 0, count: capacity)
            let count = path.withCString { name in
                buffer.withUnsafeMutableBytes {
                    readlink(name, $0.baseAddress!.assumingMemoryBound(to: CChar.self), capacity)
                }
            }
            if count < 0 {
                let code = errno
                if code == EINVAL || code == ENOENT || code == ENOTDIR { return nil }
                throw Failure(code: code)
            }
            // A target that fills the buffer may have been cut: read it again with more room.
            if count < capacity { return Array(buffer[..<count]) }
            capacity *= 2
        }
    }

    /// Where ``writeAtomically(_:to:permissions:beforeRename:)`` writes before the rename: `.NAME.PID.tmp` beside
    /// `path`.
    static func temporaryPath(for path: FilePath, processID: pid_t) -> FilePath {
        path.sibling(named: [UInt8(ascii: ".")] + path.split.name + Array(".\(processID).tmp".utf8))
    }

    /// Removes the temporary files that ``writeAtomically(_:to:permissions:beforeRename:)`` left beside `path` in
    /// processes that died before the rename (SIGHUP from a closed window, `kill -9`).
    ///
    /// Only regular files named exactly `.NAME.PID.tmp`, as ``temporaryPath(for:processID:)`` names them, whose PID
    /// is no running process: a live PID may be another instance saving the same draft right now (or a recycled id,
    /// whose file then waits for a later start). Best effort: a folder that cannot be listed keeps its files.
    static func removeStaleTemporaries(of path: FilePath) {
        let prefix = [UInt8(ascii: ".")] + path.split.name + [UInt8(ascii: ".")]
        guard let entries = path.split.folder.withCString({ LibC.folderEntries(atPath: $0) }) else { return }
        var stale: [FilePath] = []
        for entry in entries {
            guard let processID = processID(ofTemporary: entry.name, prefix: prefix), !isRunning(processID) else {
                continue
            }
            stale.append(path.sibling(named: entry.name))
        }
        for temporary in stale {
            var status = stat()
            guard temporary.withCString({ lstat($0, &status) }) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
                continue
            }
            _ = temporary.withCString { unlink($0) }
        }
    }

    /// The PID in `prefix` + PID + `.tmp`, written as `"\(pid)"` writes it (no sign, no leading zero), or nil.
    private static func processID(ofTemporary name: [UInt8], prefix: [UInt8]) -> pid_t? {
        let suffix = Array(".tmp".utf8)
        guard name.count > prefix.count + suffix.count, name.starts(with: prefix),
            name.suffix(suffix.count).elementsEqual(suffix)
        else { return nil }
        let digits = name[prefix.count..<(name.count - suffix.count)]
        guard digits.first != UInt8(ascii: "0"), digits.count <= 10,
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return value <= Int(pid_t.max) ? pid_t(value) : nil
    }

    /// Whether a process with this id exists; one of another user (`EPERM`) counts.
    private static func isRunning(_ processID: pid_t) -> Bool {
        kill(processID, 0) == 0 || errno == EPERM
    }

    private static func syncFolder(_ folder: FilePath) {
        let descriptor = folder.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        // Best effort: some file systems refuse fsync on a directory; the rename is atomic either way.
        _ = fsync(descriptor)
        close(descriptor)
    }
}
