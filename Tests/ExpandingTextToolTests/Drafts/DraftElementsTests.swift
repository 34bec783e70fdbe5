import ExpandingTextTerminal
import Foundation
import Testing

@testable import expanding_text

/// The record of a draft's elements beside it: written with the draft, read back only for the very text it was
/// written for, and never in the way of the text.
@Suite struct DraftElementsTests {
    private static let pasted = "line 1\nline 2\nline 3\nline 4"

    /// "See: " + a paste + " and " + a mention whose label and payload need escaping.
    private static func submission() -> Submission {
        var editor = TextEditor(text: "See: ")
        editor.insertElement(TextElement(kind: .paste, text: pasted, label: "[Pasted text #1 +4 lines]"))
        editor.insert(" and ")
        editor.insertElement(
            TextElement(
                kind: TextElement.Kind(rawValue: "my kind"), text: "@ada", label: nil, payload: "id\\1 \t\n\r-=x"))
        return editor.submission
    }

    @Test func aRecordReadsBackAsTheSameElements() throws {
        let submission = Self.submission()
        let record = try #require(DraftElements.encoded(submission))
        #expect(record.hasPrefix(DraftElements.header + "\ntext "))
        #expect(record.split(separator: "\n").count == 4)
        #expect(DraftElements.decoded(record, for: submission.text) == submission.elements)
    }

    @Test func aTextWithoutElementsHasNoRecord() {
        #expect(DraftElements.encoded(Submission(text: "plain")) == nil)
    }

    @Test(arguments: [
        ("another text", "a draft edited since"),
        ("version", "another version"),
        ("order", "ranges out of order"),
        ("range", "a range past the text"),
        ("scalar", "a range inside a character's bytes"),
        ("escape", "an unknown escape"),
        ("fields", "a line with a field missing"),
    ])
    func aRecordThatDoesNotFitTheTextGivesNoElements(damage: String, reason: String) throws {
        let submission = Self.submission()
        var text = submission.text
        var lines = try #require(DraftElements.encoded(submission)).split(separator: "\n").map(String.init)
        switch damage {
        case "another text": text += "!"
        case "version": lines[0] = "# expanding-text draft elements 2"
        case "order": lines.swapAt(2, 3)
        case "range": lines[3] = "5000 4 mention - -"
        case "scalar":
            text = "é" + text.dropFirst()
            lines[1] = "text \(text.utf8.count) \(ElementRecord.hash(text))"
            lines[2] = "1 4 paste - -"
        case "escape": lines[3] += "\\q"
        default: lines[3] = "12 4 mention -"
        }
        let record = lines.joined(separator: "\n") + "\n"
        #expect(DraftElements.decoded(record, for: text)?.isEmpty ?? true, "\(reason)")
    }

    @Test func theStoreSavesTheRecordBesideTheDraftAndRemovesBoth() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("draft"))
        let submission = Self.submission()
        try store.save(submission)
        #expect(try folder.read("draft") == Array(submission.text.utf8), "the draft is the full text")
        #expect(try store.loadSubmission()?.draft == submission)
        try store.save("plain now")
        #expect(!FileManager.default.fileExists(atPath: folder.file("draft.elements")))
        #expect(try store.loadSubmission()?.draft == Submission(text: "plain now"))
        try store.save(submission)
        try store.remove()
        #expect(!FileManager.default.fileExists(atPath: folder.file("draft")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("draft.elements")))
    }

    @Test func anOldRecordBesideANewerDraftIsLeftOut() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("draft"))
        try store.save(Self.submission())
        try folder.write(Array("edited by hand".utf8), to: "draft")
        #expect(try store.loadSubmission()?.draft == Submission(text: "edited by hand"))
    }
}
