import ExpandingTextTerminal
import Foundation
import Testing

@testable import expanding_text

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct HistoryStoreTests {
    @Test func entriesSurviveASaveAndALoadExactly() throws {
        let folder = try TemporaryFolder()
        let store = HistoryStore(path: FilePath(folder.file("history")))
        #expect(try store.load() == [])
        let entries = ["plain", "two\nlines", "back\\slash and \\n as text", "cr\r\nlf", "", "漢字 👍🏽 e\u{301}"]
        try store.save(entries)
        #expect(try store.load() == entries)
        #expect(try folder.permissions(of: "history") == 0o600)
        let file = String(decoding: try folder.read("history"), as: UTF8.self)
        #expect(
            file.split(separator: "\n", omittingEmptySubsequences: false).count == entries.count + 2,
            "one line per entry after the header, and the final line break")
    }

    @Test func onlyTheNewestThousandAreKept() throws {
        let folder = try TemporaryFolder()
        let store = HistoryStore(path: FilePath(folder.file("history")))
        try store.save((1...1005).map { "entry \($0)" })
        let loaded = try store.load()
        #expect(loaded.count == 1000)
        #expect(loaded.first == "entry 6")
    }

    @Test(arguments: [
        ("some notes\nof mine\n", 1),
        ("# expanding-text history 1\nfine\nbad \\x escape\n", 3),
        ("# expanding-text history 1\nends in a backslash\\\n", 2),
    ])
    func aFileThatIsNotAHistoryIsReportedAndLeftAlone(contents: String, line: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write(Array(contents.utf8), to: "history")
        let store = HistoryStore(path: FilePath(folder.file("history")))
        #expect(throws: HistoryError.notAHistory(path: folder.file("history"), line: line)) { try store.load() }
        #expect(try folder.read("history") == Array(contents.utf8))
    }

    @Test func aFileThatIsNotUTF8IsReported() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("# expanding-text history 1\n".utf8) + [0xFF], to: "history")
        #expect(throws: HistoryError.self) { try HistoryStore(path: FilePath(folder.file("history"))).load() }
    }

    // MARK: - Two writers

    /// Two runs that loaded the file before either submitted: each add keeps what the other added.
    @Test func twoWritersKeepEachOthersEntries() throws {
        let folder = try TemporaryFolder()
        let a = HistoryStore(path: FilePath(folder.file("history")))
        let b = HistoryStore(path: FilePath(folder.file("history")))
        try a.save(["old"])
        #expect(try a.load() == ["old"] && b.load() == ["old"])
        try a.add("from A")
        try b.add("from B")
        try a.add("A again")
        #expect(try a.load() == ["old", "from A", "from B", "A again"])
        #expect(try folder.contents() == ["history"], "no lock file is left behind")
        #expect(try folder.permissions(of: "history") == 0o600)
    }

    /// Writers on many threads at once (each its own open file, as processes have): every entry is kept.
    @Test func concurrentWritersLoseNothing() async throws {
        let folder = try TemporaryFolder()
        let path = FilePath(folder.file("history"))
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    for entry in 0..<25 { _ = try? HistoryStore(path: path).add("writer \(writer) entry \(entry)") }
                }
            }
        }
        let entries = try HistoryStore(path: path).load()
        #expect(entries.count == 100)
        #expect(Set(entries).count == 100)
    }

    /// While one writer holds the lock, another waits, then adds on top of what the first saved.
    @Test func aWriterWaitsForTheLockAndReadsTheFileAfterIt() throws {
        let folder = try TemporaryFolder()
        let path = FilePath(folder.file("history"))
        var inner: [String] = []
        try HistoryStore(path: path).add("first") { _ in
            // Under the first writer's lock: a second writer cannot get in, and says who holds it.
            let store = HistoryStore(path: path)
            #expect(throws: HistoryError.cannotSave(path: path.description, reason: "locked by process \(getpid())")) {
                try store.add("second", waitingMilliseconds: 0)
            }
            inner = (try? store.load()) ?? ["unreadable"]
        }
        #expect(inner == [], "the first writer had not saved yet")
        try HistoryStore(path: path).add("second")
        #expect(try HistoryStore(path: path).load() == ["first", "second"])
    }

    @Test func aFileThatBecameUnreadableIsNotOverwrittenByAnAdd() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("my notes\n".utf8), to: "history")
        #expect(throws: HistoryError.notAHistory(path: folder.file("history"), line: 1)) {
            try HistoryStore(path: FilePath(folder.file("history"))).add("text")
        }
        #expect(try folder.read("history") == Array("my notes\n".utf8))
    }

    /// A history far past the capacity (a file another tool grew, or an old one): only the newest entries are
    /// decoded, so a broken line among the older ones is not even looked at, while one among the newest is named
    /// by its line in the file.
    @Test func onlyTheNewestLinesOfAHugeFileAreDecoded() throws {
        let old = (1...1_500).map { "old \($0)" }
        let newest = (1...InputHistory.defaultCapacity).map { "entry \($0)\\nline 2" }
        var lines = [HistoryStore.header] + old + newest
        lines[3] = "broken \\q escape"
        let text = lines.joined(separator: "\n") + "\n"
        let entries = try HistoryStore.entries(in: text, path: "h")
        #expect(entries.count == InputHistory.defaultCapacity)
        #expect(entries.first == "entry 1\nline 2" && entries.last == "entry 1000\nline 2")
        lines[lines.count - 2] = "broken \\q escape"
        #expect(throws: HistoryError.notAHistory(path: "h", line: lines.count - 1)) {
            try HistoryStore.entries(in: lines.joined(separator: "\n") + "\n", path: "h")
        }
    }

    /// A history of several mebibytes is read from its end: its newest entries come back, a broken line among the
    /// older ones (or bytes that are not UTF-8) is never looked at, and one among the newest is named by its line in
    /// the file, counted now.
    @Test func aLargeFileIsReadFromItsEnd() throws {
        let folder = try TemporaryFolder()
        let path = FilePath(folder.file("history"))
        let filler = String(repeating: "x", count: 90)
        var lines = [HistoryStore.header] + (1...30_000).map { "entry \($0) \(filler)" }
        lines[5] = "broken \\q escape"
        var bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        bytes[400] = 0xFF
        #expect(bytes.count > POSIXFile.wholeReadLimit)
        try folder.write(bytes, to: "history")
        let entries = try HistoryStore(path: path).load()
        #expect(entries.count == InputHistory.defaultCapacity)
        #expect(entries.first == "entry 29001 \(filler)" && entries.last == "entry 30000 \(filler)")

        lines[lines.count - 3] = "broken \\q escape"
        try folder.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: "history")
        #expect(throws: HistoryError.notAHistory(path: path.description, line: lines.count - 2)) {
            try HistoryStore(path: path).load()
        }
        lines[0] = "# not a history"
        try folder.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: "history")
        #expect(throws: HistoryError.notAHistory(path: path.description, line: 1)) {
            try HistoryStore(path: path).load()
        }
    }

    /// The end of a file read backwards: from the start of a line, with at least the lines asked for, whether the
    /// file ends with a line break or not, and the whole file when it has fewer lines.
    @Test(arguments: [true, false])
    func theLastLinesOfAFileStartALine(endsWithLineBreak: Bool) throws {
        let folder = try TemporaryFolder()
        let line = String(repeating: "y", count: 200)
        let text = (1...10_000).map { "\($0) \(line)" }.joined(separator: "\n") + (endsWithLineBreak ? "\n" : "")
        try folder.write(Array(text.utf8), to: "lines")
        let path = FilePath(folder.file("lines"))
        guard
            case .tail(let head, let bytes, let offset) = try POSIXFile.readLastLines(
                path: path, count: 3, headLength: 4)
        else {
            Issue.record("no tail")
            return
        }
        #expect(head == Array("1 yy".utf8))
        #expect(
            String(decoding: bytes, as: UTF8.self) == "9998 \(line)\n9999 \(line)\n10000 \(line)"
                + (endsWithLineBreak ? "\n" : ""))
        #expect(try POSIXFile.lineBreakCount(path: path, before: offset) == 9_997)
        guard case .tail(_, let all, let start) = try POSIXFile.readLastLines(path: path, count: 20_000, headLength: 4)
        else {
            Issue.record("no tail")
            return
        }
        #expect(start == 0 && all == Array(text.utf8))
    }
}
