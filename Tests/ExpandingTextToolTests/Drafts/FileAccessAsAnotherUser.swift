#if canImport(Glibc)
import Glibc

/// Runs `body` with file permissions checked for this thread as for any other user, also when the tests run as
/// root (as CI does), so that a test of an unreadable file means the same everywhere.
///
/// Root reads a mode-000 file through its file capabilities; setting the thread's file-system user ID to
/// `nobody`'s makes Linux drop them for this thread alone (other threads and the process keep theirs), and setting
/// it back restores them. `setfsuid` is not in the Glibc module, so it is looked up by name.
func withoutRootsFileAccess(_ body: () throws -> Void) rethrows {
    guard geteuid() == 0 else { return try body() }
    typealias SetFileSystemUserID = @convention(c) (uid_t) -> Int32
    guard let symbol = dlsym(nil, "setfsuid") else {
        fatalError("setfsuid is missing from the C library")
    }
    let setFileSystemUserID = unsafeBitCast(symbol, to: SetFileSystemUserID.self)
    let nobody: uid_t = 65_534
    let previous = setFileSystemUserID(nobody)
    defer { _ = setFileSystemUserID(uid_t(previous)) }
    try body()
}
#else
/// Runs `body`: tests on this platform do not run as root.
func withoutRootsFileAccess(_ body: () throws -> Void) rethrows {
    try body()
}
#endif
