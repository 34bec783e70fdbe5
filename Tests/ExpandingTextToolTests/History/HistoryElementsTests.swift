import ExpandingTextTerminal
import Foundation
import Testing

@testable import expanding_text

/// The record beside a history file of where its entries' elements lie: written with each submit, merged like the
/// entries, pruned with them, and never in the way of the entries.
@Suite struct HistoryElementsTests {
    private static func submission(_ prefix: String, lines: Int = 4) -> Submission {
        var editor = TextEditor(text: prefix)
        let pasted = (1...lines).map { "line \($0)" }.joined(separator: "\n")
        editor.insertElement(TextElement(kind: .paste, text: pasted, label: "[Pasted text #1 +\(lines) lines]"))
        return editor.submission
    }

    @Test func anEntrysElementsComeBackWithIt() throws {
        let folder = try TemporaryFolder()
        let store = HistoryStore(path: FilePath(folder.file("history")))
        let first = Self.submission("One: ")
        try store.add(first.text, elements: first.elements)
        try store.add("plain")
        let entries = try store.load()
        #expect(entries == [first.text, "plain"], "the history file holds the full texts")
        #expect(store.loadElements(for: entries).submissions == [first])
    }

    @Test func anotherRunsRecordIsKeptAndAnEntryNoLongerKeptLosesItsRecord() throws {
        let folder = try TemporaryFolder()
        let path = FilePath(folder.file("history"))
        let first = Self.submission("One: ")
        let second = Self.submission("Two: ", lines: 5)
        try HistoryStore(path: path).add(first.text, elements: first.elements)
        try HistoryStore(path: path).add(second.text, elements: second.elements)
        let store = HistoryStore(path: path)
        #expect(store.loadElements(for: try store.load()).submissions == [first, second])
        try store.save((1...1000).map { "filler \($0)" } + [second.text])
        try store.add("last")
        let record = String(decoding: try folder.read("history.elements"), as: UTF8.self)
        #expect(!record.contains(HistoryElements.identity(of: first.text)), "the dropped entry's record is gone")
        #expect(store.loadElements(for: try store.load()).submissions == [second])
    }

    @Test func aDamagedRecordLeavesTheEntriesWhole() throws {
        let folder = try TemporaryFolder()
        let store = HistoryStore(path: FilePath(folder.file("history")))
        let first = Self.submission("One: ")
        try store.add(first.text, elements: first.elements)
        try folder.write(Array("# expanding-text history elements 1\nentry 3\n".utf8), to: "history.elements")
        #expect(try store.load() == [first.text])
        #expect(store.loadElements(for: [first.text]).submissions.isEmpty)
        try folder.write(Array("# expanding-text history elements 9\n".utf8), to: "history.elements")
        #expect(store.loadElements(for: [first.text]).submissions.isEmpty)
    }

    @Test func aTextSentAgainWithoutItsTokensDropsItsRecord() throws {
        let folder = try TemporaryFolder()
        let store = HistoryStore(path: FilePath(folder.file("history")))
        let first = Self.submission("One: ")
        try store.add(first.text, elements: first.elements)
        try store.add(first.text)
        #expect(store.loadElements(for: try store.load()).submissions.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.file("history.elements")))
    }

    @Test(arguments: [
        "# expanding-text history elements 1\nentry 1 0 9223372036854775807\n",
        "# expanding-text history elements 1\nIDENTITY 1\n9223372036854775807 9223372036854775807 paste - -\n",
        "# expanding-text history elements 1\nIDENTITY 1\n0 9223372036854775807 paste - -\n",
    ])
    func numbersPastAnyTextAreDamageNotACrash(record: String) throws {
        let folder = try TemporaryFolder()
        let store = HistoryStore(path: FilePath(folder.file("history")))
        try store.add("x")
        let record = record.replacingOccurrences(of: "IDENTITY", with: HistoryElements.identity(of: "x"))
        try folder.write(Array(record.utf8), to: "history.elements")
        #expect(store.loadElements(for: ["x"]).submissions.isEmpty)
    }
}
