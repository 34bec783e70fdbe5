import Foundation
import Testing

@testable import expanding_text

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
}
