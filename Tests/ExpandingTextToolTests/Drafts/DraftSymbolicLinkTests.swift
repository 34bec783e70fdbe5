import Foundation
import Testing

@testable import expanding_text

/// A `--draft` that is a symbolic link (a dotfile kept in a dotfiles repository) is followed: the file it points to
/// is read, replaced atomically in its own folder and deleted, and the link stays a link.
@Suite struct DraftSymbolicLinkTests {
    private let fileManager = FileManager.default

    private func link(_ name: String, to target: String, in folder: TemporaryFolder) throws {
        try fileManager.createSymbolicLink(atPath: folder.file(name), withDestinationPath: target)
    }

    private func linkTarget(_ name: String, in folder: TemporaryFolder) throws -> String {
        try fileManager.destinationOfSymbolicLink(atPath: folder.file(name))
    }

    private func canonical(_ path: String) -> String? {
        realpath(path, nil).map { resolved in
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }

    /// Link targets as a user writes them: absolute (here a leading `/` stands for the test's folder), relative to
    /// the link's folder (never to the current folder), and through a second link.
    static let targets = [
        (link: "draft", target: "/real/draft"),
        (link: "draft", target: "real/draft"),
        (link: "links/draft", target: "../real/draft"),
        (link: "draft", target: "links/middle"),
    ]

    private func makeLinks(
        _ linkName: String, target: String, in folder: TemporaryFolder
    ) throws {
        try fileManager.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        try fileManager.createDirectory(atPath: folder.file("links"), withIntermediateDirectories: false)
        try link("links/middle", to: "../real/draft", in: folder)
        try link(linkName, to: target, in: folder)
    }

    @Test(arguments: targets)
    func saveReplacesTheTargetAtomicallyInItsFolderAndKeepsTheLink(linkName: String, target: String) throws {
        let folder = try TemporaryFolder()
        let target = target.hasPrefix("/") ? folder.path + target : target
        try makeLinks(linkName, target: target, in: folder)
        try folder.write(Array("old".utf8), to: "real/draft")
        let store = DraftStore(path: folder.file(linkName))
        #expect(try store.load() == "old")
        var temporaryFolder: FilePath?
        try store.save("new") { temporaryFolder = $0.split.folder }
        #expect(try linkTarget(linkName, in: folder) == target, "the link is still a link")
        #expect(try folder.read("real/draft") == Array("new".utf8))
        #expect(try folder.permissions(of: "real/draft") == 0o600)
        #expect(
            try canonical(#require(temporaryFolder).description) == canonical(folder.file("real")),
            "the temporary file is written beside the target, so the rename stays on its file system")
        #expect(try store.load() == "new")
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let folder = try TemporaryFolder()
        try fileManager.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        try link("draft", to: "real/draft", in: folder)
        let store = DraftStore(path: folder.file("draft"))
        #expect(try store.load() == nil)
        try store.checkCanSave()
        try store.save("first")
        #expect(try linkTarget("draft", in: folder) == "real/draft")
        #expect(try folder.read("real/draft") == Array("first".utf8))
    }

    @Test func removeAfterASubmitDeletesTheTargetAndKeepsTheLink() throws {
        let folder = try TemporaryFolder()
        try fileManager.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        try link("draft", to: "real/draft", in: folder)
        let store = DraftStore(path: folder.file("draft"))
        try store.save("sent")
        try store.remove()
        #expect(try linkTarget("draft", in: folder) == "real/draft")
        #expect(try folder.contents() == ["draft", "real"])
        #expect(try fileManager.contentsOfDirectory(atPath: folder.file("real")) == [])
        try store.save("the next one")
        #expect(try folder.read("real/draft") == Array("the next one".utf8))
    }

    @Test func aDanglingLinkIntoAMissingFolderCannotBeSaved() throws {
        let folder = try TemporaryFolder()
        try link("draft", to: "missing/draft", in: folder)
        #expect(throws: DraftError.folderNotWritable(path: folder.file("draft"))) {
            try DraftStore(path: folder.file("draft")).checkCanSave()
        }
    }

    @Test(arguments: [["draft"], ["draft", "other"]])
    func aLoopIsAnErrorAndNothingIsWritten(cycle: [String]) throws {
        let folder = try TemporaryFolder()
        for (index, name) in cycle.enumerated() {
            try link(name, to: cycle[(index + 1) % cycle.count], in: folder)
        }
        let store = DraftStore(path: folder.file("draft"))
        #expect(throws: DraftError.self) { try store.load() }
        #expect(throws: DraftError.self) { try store.checkCanSave() }
        #expect(throws: DraftError.self) { try store.save("x") }
        #expect(try folder.contents() == cycle.sorted())
    }

    @Test func aLoopStopsTheToolWithOneLine() throws {
        let folder = try TemporaryFolder()
        try link("draft", to: "draft", in: folder)
        let output = CapturedOutput()
        let status = Tool.run(["--draft", folder.file("draft")], output: output.output) { [] }
        #expect(status == .failure)
        #expect(
            output.standardError
                == "error: cannot read the draft file '\(folder.file("draft"))': Too many levels of symbolic links; "
                + "it was left as it is (move it away or choose another --draft FILE)\n")
        #expect(try linkTarget("draft", in: folder) == "draft")
    }

    @Test func staleTemporariesAreLookedForBesideTheTarget() throws {
        let folder = try TemporaryFolder()
        try fileManager.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        try link("link", to: "real/draft", in: folder)
        try folder.write(Array("lost".utf8), to: "real/.draft.\(Int32.max).tmp")
        try folder.write(Array("not the link's".utf8), to: ".link.\(Int32.max).tmp")
        DraftStore(path: folder.file("link")).removeStaleTemporaries()
        #expect(try fileManager.contentsOfDirectory(atPath: folder.file("real")) == [])
        #expect(try folder.contents() == [".link.\(Int32.max).tmp", "link", "real"])
    }

    @Test func theHelpSaysALinkIsFollowed() {
        let output = CapturedOutput()
        #expect(Tool.run(["--help"], output: output.output) { [] } == .success)
        let help = output.standardOutput.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
            .joined(separator: " ")
        #expect(help.contains("A symbolic link is followed, so a linked dotfile stays linked"))
        #expect(help.contains("the file it points to is saved (atomically, in its own folder), restored and deleted"))
        #expect(help.contains("a loop of links is reported"))
    }

    @Test func theReadmeSaysALinkIsFollowed() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8).split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(text.contains("`--draft FILE`"))
        #expect(text.contains("A symbolic link is followed"))
    }
}
