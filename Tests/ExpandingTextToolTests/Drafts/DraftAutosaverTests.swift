import ExpandingTextCore
import Testing

@testable import expanding_text

@Suite struct DraftAutosaverTests {
    @Test func flushSavesTheLatestText() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("draft"))
        let saver = DraftAutosaver(store: store, delay: 60_000)
        saver.textDidChange(TextStorage("a"))
        saver.textDidChange(TextStorage("ab"))
        saver.textDidChange(TextStorage("abc"))
        #expect(saver.flush() == nil)
        #expect(try store.load() == "abc")
    }

    @Test func submitDeletesTheDraftAndDropsAPendingSave() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("draft"))
        let saver = DraftAutosaver(store: store, delay: 60_000)
        saver.textDidChange(TextStorage("saved"))
        saver.flush()
        saver.textDidChange(TextStorage("pending when submitted"))
        try saver.submitted()
        saver.flush()
        #expect(try folder.contents().isEmpty, "a save scheduled before the submit must not bring the draft back")
    }

    @Test func saveErrorsAreReportedByFlush() throws {
        let folder = try TemporaryFolder()
        let saver = DraftAutosaver(store: DraftStore(path: folder.file("missing/draft")), delay: 60_000)
        saver.textDidChange(TextStorage("x"))
        let error = try #require(saver.flush())
        guard case .cannotSave(let path, let reason) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(path == folder.file("missing/draft"))
        #expect(reason == "No such file or directory")
    }
}
