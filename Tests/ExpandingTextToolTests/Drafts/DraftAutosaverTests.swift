import ExpandingTextCore
import Foundation
import Testing

@testable import expanding_text

@Suite struct DraftAutosaverTests {
    @Test func flushSavesTheLatestText() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("draft"))
        let saver = DraftAutosaver(store: store, delay: 60_000)
        saver.textDidChange(TextSnapshot("a"))
        saver.textDidChange(TextSnapshot("ab"))
        saver.textDidChange(TextSnapshot("abc"))
        #expect(saver.flush() == nil)
        #expect(try store.load() == "abc")
    }

    @Test func submitDeletesTheDraftAndDropsAPendingSave() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("draft"))
        let saver = DraftAutosaver(store: store, delay: 60_000)
        saver.textDidChange(TextSnapshot("saved"))
        saver.flush()
        saver.textDidChange(TextSnapshot("pending when submitted"))
        try saver.submitted()
        saver.flush()
        #expect(try folder.contents().isEmpty, "a save scheduled before the submit must not bring the draft back")
    }

    @Test func saveErrorsAreReportedByFlush() throws {
        let folder = try TemporaryFolder()
        let saver = DraftAutosaver(store: DraftStore(path: folder.file("missing/draft")), delay: 60_000)
        saver.textDidChange(TextSnapshot("x"))
        let error = try #require(saver.flush())
        guard case .cannotSave(let path, let reason) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(path == folder.file("missing/draft"))
        #expect(reason == "No such file or directory")
    }

    /// The box's note: there while the last save failed, gone with the next save that succeeds.
    @Test func theNoteShowsAFailedSaveUntilASaveSucceeds() throws {
        let folder = try TemporaryFolder()
        let saver = DraftAutosaver(store: DraftStore(path: folder.file("later/draft")), delay: 60_000)
        #expect(saver.note == nil)
        saver.textDidChange(TextSnapshot("x"))
        saver.flush()
        #expect(saver.note == "draft not saved: No such file or directory")
        try FileManager.default.createDirectory(atPath: folder.file("later"), withIntermediateDirectories: false)
        #expect(saver.flush() != nil, "nothing new to save: the draft on disk is still older than the text")
        saver.textDidChange(TextSnapshot("xy"))
        #expect(saver.flush() == nil)
        #expect(saver.note == nil)
    }

    @Test func aSubmittedTextThatTheDraftCannotTakeIsReported() throws {
        let folder = try TemporaryFolder()
        let saver = DraftAutosaver(store: DraftStore(path: folder.file("draft"), sizeLimit: 3))
        #expect(saver.save("abc") == nil)
        #expect(saver.save("abcd") == .textTooLarge(path: folder.file("draft"), size: 4, limit: 3))
        #expect(saver.note == "draft not saved: larger than 3 bytes")
        #expect(try folder.read("draft") == Array("abc".utf8))
    }
}
