import Foundation
import Testing

@testable import ExpandingTextTerminal

/// A completion command and everything it starts end with its run: nothing it left in the background outlives the
/// search. (A flood is an end-to-end scenario: its time limit would depend on the load of a parallel test run.)
@Suite struct CommandCompletionSourceTests {
    /// Whether the process `pid` still runs (a zombie nobody reaps, as in a container without an init, has ended).
    private static func isRunning(_ pid: pid_t) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-o", "stat=", "-p", "\(pid)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let state = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return !state.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !state.hasPrefix("Z")
    }

    @Test func whatTheCommandLeftInTheBackgroundEndsWithItsRun() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("command-source-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pids = folder.appendingPathComponent("pids").path
        // One child ignores SIGTERM: SIGKILL ends it after the grace.
        let command =
            "sleep 302 & echo $! >>\(pids); (trap '' TERM HUP; exec sleep 303) & echo $! >>\(pids); echo tag; :"
        let source = CommandCompletionSource(sigil: "#", command: command)
        let candidates = try await source.candidates(for: "t")
        #expect(candidates.map(\.label) == ["tag"])
        let started = try String(contentsOfFile: pids, encoding: .utf8).split(separator: "\n").compactMap {
            pid_t($0)
        }
        #expect(started.count == 2)
        for pid in started {
            #expect(try !Self.isRunning(pid), "process \(pid) outlived the search")
        }
    }
}
