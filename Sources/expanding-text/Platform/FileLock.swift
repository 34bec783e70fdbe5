// An advisory lock on a file shared by several runs of the tool (a draft, a history), with plain POSIX calls.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on `FILE.lock`, beside the file it guards, held until ``release()``.
///
/// The lock is on a file of its own because the guarded file is replaced by a rename at each save, and a lock on
/// the old file would guard nothing. The kernel drops the lock when its holder dies (`kill -9`, a crash), so a lock
/// file left behind by a dead process is simply taken over. Its holder writes its process id into it, so another
/// process that finds it locked can say who holds it.
///
/// The holder deletes the lock file on release, still holding the lock; a process that was waiting for it then
/// holds a lock on a file no longer at the path, sees that, and starts again on a fresh one.
///
/// <!-- example: compile-only -->
/// ```swift
/// switch try FileLock.acquire(guarding: "/home/me/.history", waitingMilliseconds: 2_000) {
/// case .acquired(let lock):
///     defer { lock.release() }
///     // read, merge, write the history
/// case .held(let processID):
///     print("in use by \(processID.map(String.init) ?? "another process")")
/// }
/// ```
final class FileLock {
    /// What ``acquire(guarding:waitingMilliseconds:)`` got.
    enum Acquisition {
        /// The lock, held.
        case acquired(FileLock)
        /// Another process holds it; its id when the lock file names it.
        case held(by: pid_t?)
    }

    /// The lock file.
    let path: FilePath
    private var descriptor: Int32

    private init(path: FilePath, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { release() }

    /// `FILE.lock`, the lock file for `file`.
    static func lockPath(guarding file: FilePath) -> FilePath {
        FilePath(bytes: file.bytes + Array(".lock".utf8))
    }

    /// Takes the lock on `file`, trying again every 10 ms for up to `waitingMilliseconds` while another process
    /// holds it.
    /// - Throws: `POSIXFile.Failure` when the lock file cannot be created or locked (a read-only folder, a symbolic
    ///   link at its path).
    static func acquire(guarding file: FilePath, waitingMilliseconds: Int = 0) throws(POSIXFile.Failure)
        -> Acquisition
    {
        let path = lockPath(guarding: file)
        var waited = 0
        while true {
            // O_NOFOLLOW: a link planted at the lock's path must not make the tool write its id into another file.
            let descriptor = path.withCString { open($0, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600)) }
            guard descriptor >= 0 else { throw POSIXFile.Failure(code: errno) }
            // O_NOFOLLOW does not see a hard link: the file must be this user's own, and linked nowhere else.
            guard isOwnPlainFile(descriptor) else {
                close(descriptor)
                let reason = "'\(path)' is not a plain file of this user's own with one link, so it is not written to"
                throw POSIXFile.Failure(code: EPERM, reason: reason)
            }
            if let failure = lock(descriptor) {
                close(descriptor)
                guard failure == EWOULDBLOCK || failure == EAGAIN else { throw POSIXFile.Failure(code: failure) }
                guard waited < waitingMilliseconds else { return .held(by: holder(of: path)) }
                usleep(10_000)
                waited += 10
                continue
            }
            guard isStillAtPath(descriptor, path) else {
                // Released and deleted by its holder while this process waited: lock the file now at the path.
                close(descriptor)
                continue
            }
            let id = Array("\(getpid())\n".utf8)
            _ = ftruncate(descriptor, 0)
            _ = id.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
            return .acquired(FileLock(path: path, descriptor: descriptor))
        }
    }

    /// Deletes the lock file and lets go of the lock; calling it again does nothing.
    func release() {
        guard descriptor >= 0 else { return }
        if Self.isStillAtPath(descriptor, path) { _ = path.withCString { unlink($0) } }
        close(descriptor)
        descriptor = -1
    }

    /// The process id written in the lock file at `path`, or nil when it holds none (its holder has not written it
    /// yet, or the file is gone).
    static func holder(of path: FilePath) -> pid_t? {
        guard case .contents(let bytes) = try? POSIXFile.read(path: path, limit: 32) else { return nil }
        let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard !digits.isEmpty, digits.count <= 10 else { return nil }
        let value = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return value > 0 && value <= Int(pid_t.max) ? pid_t(value) : nil
    }

    /// Whether the file open at `descriptor` is a regular file of this user's with no other name: writing the
    /// process id into it then changes no other file.
    private static func isOwnPlainFile(_ descriptor: Int32) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_nlink == 1
            && info.st_uid == geteuid()
    }

    /// Tries once for the exclusive lock; returns the errno of a failure, nil once held.
    private static func lock(_ descriptor: Int32) -> Int32? {
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno != EINTR { return errno }
        }
        return nil
    }

    /// Whether the file open at `descriptor` is still the one at `path`.
    private static func isStillAtPath(_ descriptor: Int32, _ path: FilePath) -> Bool {
        var opened = stat()
        var current = stat()
        guard fstat(descriptor, &opened) == 0, path.withCString({ lstat($0, &current) }) == 0 else { return false }
        return opened.st_dev == current.st_dev && opened.st_ino == current.st_ino
    }
}
