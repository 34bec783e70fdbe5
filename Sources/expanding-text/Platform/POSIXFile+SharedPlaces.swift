// Whether a file the tool reads, writes and deletes for its user may be trusted where it is, as ssh and git judge
// their own files.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension POSIXFile {
    /// Why the file at `path` must not be used for `user`, or nil when it may: a `--draft` or `--history` file is
    /// read into the box, written and deleted, so in a folder others share (`/tmp`) a link or a file planted by
    /// someone else would make the tool show their text, or overwrite and delete a file of theirs it can reach.
    ///
    /// Refused, for the path and for each symbolic link on the way to the file it names:
    /// - a link or a file owned by another user than `user` or root (root's own links, such as `/var/run`, are the
    ///   system's; when `user` is root, only root's files are taken);
    /// - a link or a file in a folder anyone may write to without the sticky bit, where anyone may replace it.
    ///
    /// A folder its group may write to is taken: with a group per user, that is the user's own. The kernel's own
    /// link protections (`fs.protected_symlinks`) are not relied on: macOS has none.
    ///
    /// - Parameters:
    ///   - path: The path as given.
    ///   - user: The user the tool runs as.
    /// - Returns: One line saying what is refused and why, or nil.
    static func refusalToUse(_ path: FilePath, asUser user: uid_t = geteuid()) -> String? {
        var current = path
        for _ in 0..<maximumSymbolicLinks {
            if let refusal = openFolderRefusal(current.split.folder) { return refusal }
            var info = stat()
            guard current.withCString({ lstat($0, &info) }) == 0 else { return nil }
            let isLink = info.st_mode & S_IFMT == S_IFLNK
            if info.st_uid != user && info.st_uid != 0 {
                return "'\(current)' is a \(isLink ? "link" : "file") of another user (uid \(info.st_uid)), "
                    + "in a folder they can write to"
            }
            guard isLink, let target = try? symbolicLinkTarget(current) else { return nil }
            current = target.first == UInt8(ascii: "/") ? FilePath(bytes: target) : current.sibling(named: target)
        }
        return nil
    }

    /// Why files in `folder` cannot be trusted: anyone may write to it and it has no sticky bit.
    private static func openFolderRefusal(_ folder: FilePath) -> String? {
        var info = stat()
        guard folder.withCString({ stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR,
            info.st_mode & S_IWOTH != 0, info.st_mode & S_ISVTX == 0
        else { return nil }
        return "its folder '\(folder)' can be written by anyone and has no sticky bit, so anyone may replace it"
    }
}
