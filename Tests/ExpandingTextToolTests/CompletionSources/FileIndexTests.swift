import Foundation
import Testing

@testable import ExpandingTextTerminal

/// The paths `--complete-files` offers (the terminal's `FileCompletionSource`, tested here beside the tool's temporary
/// folders): hidden folders and what the ignore files exclude left out, nested ignore files applied below their
/// folder, symbolic links listed and not followed.
@Suite struct FileIndexTests {
    private func make(_ files: [String: String], in folder: TemporaryFolder) throws {
        for (path, content) in files {
            let full = folder.file(path)
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(content.utf8).write(to: URL(fileURLWithPath: full))
        }
    }

    /// Hidden folders are listed now, `.git` alone left out: the menu offers hidden paths for a query that asks.
    @Test("Ignored, nested-ignored paths and .git are left out; hidden ones listed; ! re-includes; folders end in /")
    func ignoredPathsAreLeftOut() throws {
        let folder = try TemporaryFolder()
        try make(
            [
                ".gitignore": "build/\n*.log\n!keep.log\n",
                ".git/info/exclude": "secret.txt\n",
                "README.md": "", "debug.log": "", "keep.log": "", "secret.txt": "",
                "build/out.txt": "", ".cache/x.txt": "", ".env": "",
                "src/main.swift": "", "src/.gitignore": "generated.swift\n", "src/generated.swift": "",
                "src/sub/generated.swift": "",
            ], in: folder)
        let paths = FileIndex.paths(under: folder.path)
        #expect(
            paths == [
                ".cache/", ".env", ".gitignore", "README.md", "keep.log", "src/", ".cache/x.txt", "src/.gitignore",
                "src/main.swift", "src/sub/",
            ])
    }

    @Test("Started below a repository's top, the patterns above apply too: the top's .gitignore and info/exclude")
    func patternsAboveTheRootApply() throws {
        let folder = try TemporaryFolder()
        try make(
            [
                ".git/info/exclude": "secret.txt\n", ".gitignore": "*.tmp\n/sub/top-only.txt\n",
                "sub/.gitignore": "local.txt\n", "sub/a.tmp": "", "sub/b.txt": "", "sub/secret.txt": "",
                "sub/top-only.txt": "", "sub/local.txt": "", "sub/deeper/c.tmp": "", "sub/deeper/d.txt": "",
            ], in: folder)
        #expect(
            FileIndex.paths(under: folder.file("sub")) == [".gitignore", "b.txt", "deeper/", "deeper/d.txt"])
    }

    /// A regression: names were copied out of a whole `dirent`, which reads past the last record of `readdir`'s
    /// buffer (a record is only as long as its name); a folder that fills the buffer made the index crash, and the
    /// address sanitizer reports the read on every run.
    @Test("A folder of thousands of entries is listed whole, each name read in place")
    func aFullFolderIsListed() throws {
        let folder = try TemporaryFolder()
        let names = (0..<3_000).map { "file_\($0)_" + String(repeating: "x", count: $0 % 40) + ".txt" }
        for name in names {
            #expect(FileManager.default.createFile(atPath: folder.file(name), contents: nil))
        }
        #expect(FileIndex.paths(under: folder.path) == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test("A symbolic link to a folder is listed, not followed")
    func symbolicLinksAreNotFollowed() throws {
        let folder = try TemporaryFolder()
        try make(["real/a.txt": ""], in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: "real")
        #expect(FileIndex.paths(under: folder.path) == ["link", "real/", "real/a.txt"])
    }
}
