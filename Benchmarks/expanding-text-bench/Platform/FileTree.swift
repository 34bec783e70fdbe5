#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A tree of empty files under a fresh temporary folder, for the file completion's figures; removed with
/// ``remove()``.
struct FileTree {
    /// The tree's root.
    let root: String
    /// Every file's path relative to the root.
    let paths: [String]

    /// Makes `count` files spread like a source tree: 10 top folders, 20 sub-folders each, files in each of those.
    init(files count: Int) {
        var template = Array("/tmp/expanding-text-bench-XXXXXX".utf8CString)
        root = template.withUnsafeMutableBufferPointer { buffer in
            String(cString: mkdtemp(buffer.baseAddress!)!)
        }
        var paths: [String] = []
        paths.reserveCapacity(count)
        let perFolder = max(count / 200, 1)
        for index in 0..<count {
            let folder = index / perFolder
            let name = "file_\(index)_\(Self.words[index % Self.words.count]).swift"
            paths.append("module\(folder / 20)/part\(folder % 20)/" + name)
        }
        for folder in Set(paths.map { String($0[..<$0.lastIndex(of: "/")!]) }).sorted() {
            mkdir(root + "/" + String(folder.split(separator: "/")[0]), 0o755)
            mkdir(root + "/" + folder, 0o755)
        }
        for path in paths {
            let descriptor = open(root + "/" + path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
            if descriptor >= 0 { close(descriptor) }
        }
        self.paths = paths
    }

    /// Deletes the tree.
    func remove() {
        for path in paths { unlink(root + "/" + path) }
        for folder in Set(paths.map { String($0[..<$0.lastIndex(of: "/")!]) }).sorted().reversed() {
            rmdir(root + "/" + folder)
        }
        for top in Set(paths.map { String($0.split(separator: "/")[0]) }) { rmdir(root + "/" + top) }
        rmdir(root)
    }

    private static let words = ["main", "model", "view", "controller", "layout", "parser", "render", "store"]
}
