// What keeping an undelivered text needs from the system: the environment, the clock, a private folder, a new file,
// the terminal itself.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Keeping a text that could not be delivered

extension POSIXFile {
    /// The value of an environment variable, or nil when it is not set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The user's home folder from the password database, for when `HOME` is not set.
    static var passwordDatabaseHome: String? {
        guard let entry = getpwuid(getuid()), let home = entry.pointee.pw_dir else { return nil }
        return String(cString: home)
    }

    /// The current time in UTC as `YYYYMMDDTHHMMSSZ` (ISO 8601, basic format: no `:` in a file name).
    static var utcTimestamp: String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }

    /// This process's id.
    static var processID: Int32 { getpid() }

    /// Creates `path` and the folders above it that are missing, each with mode 0700, and makes `path` itself
    /// private (0700) if it was there with more.
    /// - Throws: ``Failure``; `ENOTDIR` when something other than a folder is at `path` (a symbolic link too: the
    ///   folder must be the user's own), `EPERM` when it belongs to another user.
    static func createPrivateFolder(_ path: FilePath) throws(Failure) {
        let slash = UInt8(ascii: "/")
        // Each folder on the way, outermost first: the path up to each slash after the first byte, then the path.
        let folders = path.bytes.indices.filter { $0 > 0 && path.bytes[$0] == slash }.map { path.bytes[..<$0] }
        for folder in folders + [path.bytes[...]] {
            let created = FilePath(bytes: folder).withCString { mkdir($0, mode_t(0o700)) }
            if created != 0 && errno != EEXIST { throw Failure(code: errno) }
        }
        var status = stat()
        guard path.withCString({ lstat($0, &status) }) == 0 else { throw Failure(code: errno) }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw Failure(code: ENOTDIR) }
        guard status.st_uid == geteuid() else { throw Failure(code: EPERM) }
        if status.st_mode & 0o077 != 0, path.withCString({ chmod($0, mode_t(0o700)) }) != 0 {
            throw Failure(code: errno)
        }
    }

    /// Writes `bytes` to a file that must not exist yet, with mode 0600, and syncs it; a file that could not be
    /// written whole is removed.
    /// - Throws: ``Failure``; `EEXIST` when a file (or a link) is at `path`.
    static func writeNewFile(_ bytes: [UInt8], to path: FilePath) throws(Failure) {
        let descriptor = path.withCString {
            open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
        }
        guard descriptor >= 0 else { throw Failure(code: errno) }
        do throws(Failure) {
            guard fchmod(descriptor, mode_t(0o600)) == 0 else { throw Failure(code: errno) }
            try writeAll(bytes, to: descriptor)
            guard fsync(descriptor) == 0 || errno == EINVAL else { throw Failure(code: errno) }
        } catch {
            close(descriptor)
            _ = path.withCString { unlink($0) }
            throw error
        }
        guard close(descriptor) == 0 else {
            let code = errno
            _ = path.withCString { unlink($0) }
            throw Failure(code: code)
        }
    }

    /// Writes `bytes` to the controlling terminal (`/dev/tty`), which no file-size limit covers and which stays
    /// on screen when standard output and every file failed.
    static func writeToTerminal(_ bytes: [UInt8]) throws(Failure) {
        let descriptor = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor)
    }
}

extension POSIXFile.Failure {
    /// `ENOENT`, for a file that has no folder to go in (no home).
    static var noSuchFile: Self { Self(code: ENOENT) }
    /// `EEXIST`, for a name that is taken.
    static var alreadyExists: Self { Self(code: EEXIST) }
}
