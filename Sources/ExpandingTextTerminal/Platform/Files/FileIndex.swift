#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files and folders under a folder, as ``FileCompletionSource`` offers them: the repository's `.git` folder
/// skipped (hidden files and folders are listed; the menu offers them for a query that asks for them), what git would
/// ignore left out (the `.gitignore` files of each folder and `.git/info/exclude`); symbolic links listed,
/// never followed.
package enum FileIndex {
    /// The most entries an index holds; a larger tree is listed up to here.
    package static let maximumEntries = 1_000_000

    /// One folder to read, with the patterns that apply in it: each with the path of its file's folder.
    private struct Pending {
        var path: [UInt8]
        var rules: GitignoreRules
    }

    /// The paths under `root`, relative to it, folders ending in `/`, in the order the tree was walked.
    ///
    /// Inside a git repository, the patterns of the repository's `.git/info/exclude` and of the `.gitignore` files
    /// of the folders from the repository's top down to `root` apply as well, as git applies them.
    ///
    /// - Complexity: O(entries); checks for cancellation now and then.
    package static func paths(under root: String) -> [String] {
        var found: [String] = []
        let repository = repositoryContext(of: root)
        var stack = [Pending(path: [], rules: GitignoreRules(repository.rules))]
        while var folder = stack.popLast() {
            if Task.isCancelled || found.count >= maximumEntries { break }
            let folderPath = folder.path.isEmpty ? root : root + "/" + String(decoding: folder.path, as: UTF8.self)
            folder.rules = folder.rules.adding(
                patterns(inFile: folderPath + "/.gitignore", base: joined(repository.prefix, folder.path)))
            var children: [Pending] = []
            for (name, kind) in entries(of: folderPath) {
                let isFolder = kind == .folder
                if isFolder && name == Array(".git".utf8) { continue }
                let path = joined(folder.path, name)
                if folder.rules.ignores(joined(repository.prefix, path), isFolder: isFolder) { continue }
                found.append(String(decoding: path, as: UTF8.self) + (isFolder ? "/" : ""))
                if isFolder { children.append(Pending(path: path, rules: folder.rules)) }
            }
            stack += children.reversed()
        }
        return found
    }

    /// Where `root` lies in its git repository (its path from the repository's top, empty at the top or outside a
    /// repository), and the patterns that apply above it: `.git/info/exclude` and the `.gitignore` files of the
    /// folders between the top and `root`, each with its folder's path from the top.
    private static func repositoryContext(
        of root: String
    ) -> (prefix: [UInt8], rules: [GitignoreRules.Rule]) {
        guard let resolved = realpath(root, nil) else { return ([], []) }
        let components = String(cString: resolved).split(separator: "/").map(String.init)
        free(resolved)
        // The nearest folder, from `root` up, that holds a `.git` (a folder, or a file in a worktree).
        guard
            let depth = (0...components.count).reversed().first(where: { depth in
                access("/" + components.prefix(depth).joined(separator: "/") + "/.git", F_OK) == 0
            })
        else { return ([], []) }
        let top = "/" + components.prefix(depth).joined(separator: "/")
        let inside = Array(components[depth...])
        var rules = patterns(inFile: top + "/.git/info/exclude", base: [])
        for count in 0..<inside.count {
            let base = inside.prefix(count).joined(separator: "/")
            let folder = base.isEmpty ? top : top + "/" + base
            rules += patterns(inFile: folder + "/.gitignore", base: Array(base.utf8))
        }
        return (Array(inside.joined(separator: "/").utf8), rules)
    }

    /// `path` after `folder`, with a `/` between them when both have components.
    private static func joined(_ folder: [UInt8], _ path: [UInt8]) -> [UInt8] {
        if folder.isEmpty { return path }
        if path.isEmpty { return folder }
        return folder + [UInt8(ascii: "/")] + path
    }

    /// The patterns of one ignore file, or none when it cannot be read.
    private static func patterns(inFile path: String, base: [UInt8]) -> [GitignoreRules.Rule] {
        guard let bytes = contents(ofFile: path, limit: 1 << 20) else { return [] }
        return GitignoreRules.Rule.parsing(String(decoding: bytes, as: UTF8.self), base: base)
    }

    /// The bytes of a regular file of at most `limit` bytes; nil when it cannot be read or is larger.
    private static func contents(ofFile path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) <= limit
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count <= limit {
            let read = bytes.withUnsafeMutableBytes {
                LibC.readRetryingInterrupts(descriptor, $0.baseAddress! + count, limit + 1 - count)
            }
            guard read > 0 else {
                if read < 0 { return nil }
                break
            }
            count += read
        }
        return count > limit ? nil : Array(bytes[..<count])
    }

    /// What a folder entry is.
    private enum Kind {
        case folder
        case other
    }

    /// The entries of a folder, sorted by name, without `.` and `..`; a symbolic link counts as a file.
    private static func entries(of path: String) -> [(name: [UInt8], kind: Kind)] {
        guard let found = path.withCString({ LibC.folderEntries(atPath: $0) }) else { return [] }
        var entries: [(name: [UInt8], kind: Kind)] = []
        for entry in found {
            var isFolder = entry.isFolder ?? false
            if entry.isFolder == nil {
                var status = stat()
                let full = path + "/" + String(decoding: entry.name, as: UTF8.self)
                isFolder = lstat(full, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            entries.append((entry.name, isFolder ? .folder : .other))
        }
        return entries.sorted { $0.name.lexicographicallyPrecedes($1.name) }
    }
}
