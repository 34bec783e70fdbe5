import Foundation
import Testing

@testable import expanding_text

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process killed mid-save (SIGHUP from a closed pane, `kill -9`) leaves its `.NAME.PID.tmp` beside the draft; the
/// next start with that draft removes it, and nothing else.
@Suite struct StaleTemporaryTests {
    /// The id of a process that has ended: a child that was spawned and reaped.
    static func deadProcessID() throws -> pid_t {
        var child: pid_t = 0
        // /bin/sh, not /bin/true: macOS keeps `true` in /usr/bin only.
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(":"), nil]
        defer { arguments.forEach { free($0) } }
        let spawned = posix_spawn(&child, "/bin/sh", nil, nil, arguments, nil)
        try #require(spawned == 0)
        var status: Int32 = 0
        try #require(waitpid(child, &status, 0) == child)
        return child
    }

    /// Runs what `write` and `chat` do with the draft before the box is drawn.
    private func start(with draft: String) throws {
        let options = PromptOptions(draftPath: FilePath(draft))
        _ = try PromptCommand(options: options, mode: .write)
            .restoreDraft(DraftAutosaver(store: DraftStore(path: draft)), output: CapturedOutput().output)
    }

    @Test(arguments: [
        ("d", "a reaped child"),
        ("d", "beyond any process id"),
        ("notes.draft", "a reaped child"),
    ])
    func aTemporaryOfADeadProcessIsRemoved(name: String, which: String) throws {
        let folder = try TemporaryFolder()
        let pid = which == "a reaped child" ? try Self.deadProcessID() : pid_t.max
        try folder.write(Array("lost".utf8), to: ".\(name).\(pid).tmp")
        try folder.write(Array("kept".utf8), to: name)
        try start(with: folder.file(name))
        #expect(try folder.contents() == [name])
        #expect(try folder.read(name) == Array("kept".utf8))
    }

    @Test(
        arguments: [
            ("this process", getpid()),
            ("its parent", getppid()),
            ("init, another user's", 1),
        ] as [(String, pid_t)])
    func aTemporaryOfALiveProcessIsLeftAlone(which: String, pid: pid_t) throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("being saved".utf8), to: ".d.\(pid).tmp")
        try start(with: folder.file("d"))
        #expect(try folder.contents() == [".d.\(pid).tmp"], "another instance may be saving: \(which)")
    }

    @Test func onlyTheDraftsOwnTemporariesAreRemoved() throws {
        let folder = try TemporaryFolder()
        let dead = try Self.deadProcessID()
        let others = [
            "d", "d.\(dead).tmp", ".d.tmp", ".d..tmp", ".d.\(dead)", ".d.\(dead).tmp.bak", ".d.\(dead).tmpx",
            ".d.x\(dead).tmp", ".d.-\(dead).tmp", ".d.+\(dead).tmp", ".d.0.tmp", ".d.99999999999999999999.tmp",
            ".d. \(dead).tmp", ".dd.\(dead).tmp", ".e.\(dead).tmp", ".d.b.\(dead).tmp", ".D.\(dead).tmp",
        ]
        for name in others { try folder.write(Array(name.utf8), to: name) }
        try FileManager.default.createDirectory(
            atPath: folder.file(".d.\(pid_t.max).tmp"), withIntermediateDirectories: false)
        try folder.write([], to: ".d.\(dead).tmp")
        try start(with: folder.file("d"))
        #expect(try folder.contents() == (others + [".d.\(pid_t.max).tmp"]).sorted())
        for name in others { #expect(try folder.read(name) == Array(name.utf8)) }
    }

    @Test func stillRemovedWhenThereIsNoDraftYet() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("half".utf8), to: ".d.\(pid_t.max).tmp")
        try start(with: folder.file("d"))
        #expect(try folder.contents() == [])
    }
}
