import Foundation
import Testing

@testable import expanding_text

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct DraftStoreTests {
    @Test func missingDraftLoadsAsNil() throws {
        let folder = try TemporaryFolder()
        #expect(try DraftStore(path: folder.file("draft")).load() == nil)
    }

    @Test(arguments: ["", "hello", "line 1\nline 2\n", "CJK 漢字 emoji 👍🏽 flags 🇫🇷 e\u{301}", "\r\n\t\u{1B}[31m"])
    func saveThenLoadRestoresTheExactText(text: String) throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("draft"))
        try store.save(text)
        #expect(try store.load() == text)
        #expect(try folder.read("draft") == Array(text.utf8))
    }

    @Test func savedDraftHasMode0600EvenWithAPermissiveUmask() throws {
        let folder = try TemporaryFolder()
        let previous = umask(0)
        defer { umask(previous) }
        try DraftStore(path: folder.file("draft")).save("secret")
        #expect(try folder.permissions(of: "draft") == 0o600)
    }

    @Test func replacingAnOldDraftMakesItMode0600() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("old".utf8), to: "draft")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.file("draft"))
        try DraftStore(path: folder.file("draft")).save("new")
        #expect(try folder.permissions(of: "draft") == 0o600)
        #expect(try folder.read("draft") == Array("new".utf8))
    }

    @Test func saveIsAtomicTheOldDraftStaysWholeUntilTheRename() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("draft"))
        try store.save("the old draft")
        let newText = String(repeating: "new text ", count: 100_000)
        var observed: (draft: [UInt8], temporary: [UInt8], mode: Int, sameFolder: Bool)?
        try store.save(newText) { temporary in
            observed = (
                (try? folder.read("draft")) ?? [],
                Array((try? Data(contentsOf: URL(fileURLWithPath: temporary.description))) ?? Data()),
                (try? FileManager.default.attributesOfItem(atPath: temporary.description)[.posixPermissions] as? Int)
                    ?? -1,
                temporary.split.folder == FilePath(folder.path)
            )
        }
        let seen = try #require(observed)
        #expect(seen.draft == Array("the old draft".utf8), "readers see the old draft, whole, during the write")
        #expect(seen.temporary == Array(newText.utf8), "the temporary file is complete before the rename")
        #expect(seen.mode == 0o600)
        #expect(seen.sameFolder, "same folder, so the rename cannot cross file systems")
        #expect(try folder.read("draft") == Array(newText.utf8))
        #expect(try folder.contents() == ["draft"], "no temporary file left behind")
    }

    @Test func failedSaveKeepsTheOldDraftAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("draft"))
        try store.save("keep me")
        // A folder where the rename would land: the temporary file is written, the rename fails.
        let blocked = DraftStore(path: folder.file("sub"))
        try FileManager.default.createDirectory(atPath: folder.file("sub/inner"), withIntermediateDirectories: true)
        #expect(throws: DraftError.self) { try blocked.save("x") }
        #expect(try folder.contents() == ["draft", "sub"])
        #expect(try store.load() == "keep me")
    }

    @Test func removeDeletesTheDraftAndToleratesAMissingOne() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("draft"))
        try store.save("sent")
        try store.remove()
        #expect(try folder.contents().isEmpty)
        try store.remove()
    }

    @Test func nonUTF8DraftIsAnErrorAndTheFileIsUntouched() throws {
        let folder = try TemporaryFolder()
        let bytes: [UInt8] = Array("valid start ".utf8) + [0xC3, 0x28] + Array(" rest".utf8)
        try folder.write(bytes, to: "draft")
        let store = DraftStore(path: folder.file("draft"))
        #expect(throws: DraftError.notUTF8(path: folder.file("draft"), offset: 12)) { try store.load() }
        #expect(try folder.read("draft") == bytes)
        let message = DraftError.notUTF8(path: folder.file("draft"), offset: 12).description
        #expect(message.contains(folder.file("draft")) && message.contains("not UTF-8"))
    }

    @Test func overLargeDraftIsAnErrorAndTheFileIsUntouched() throws {
        let folder = try TemporaryFolder()
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1025)
        try folder.write(bytes, to: "draft")
        let store = DraftStore(path: folder.file("draft"), sizeLimit: 1024)
        #expect(throws: DraftError.tooLarge(path: folder.file("draft"), size: 1025, limit: 1024)) {
            try store.load()
        }
        #expect(try folder.read("draft") == bytes)
        try folder.write(Array(bytes.dropLast()), to: "draft")
        #expect(try store.load()?.utf8.count == 1024, "exactly at the limit is fine")
    }

    @Test func savingTextOverTheLimitKeepsThePreviousDraft() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("draft"), sizeLimit: 8)
        try store.save("short")
        #expect(throws: DraftError.textTooLarge(path: folder.file("draft"), size: 9, limit: 8)) {
            try store.save("too long!")
        }
        #expect(try store.load() == "short")
    }

    @Test func aFolderAtThePathIsAnErrorAndUntouched() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("draft"), withIntermediateDirectories: false)
        #expect(throws: DraftError.notRegularFile(path: folder.file("draft"))) {
            try DraftStore(path: folder.file("draft")).load()
        }
        #expect(try folder.contents() == ["draft"])
    }

    @Test func aFIFOAtThePathIsAnErrorNotAHang() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.file("draft"), 0o600) == 0)
        #expect(throws: DraftError.notRegularFile(path: folder.file("draft"))) {
            try DraftStore(path: folder.file("draft")).load()
        }
    }

    /// Root reads any file whatever its mode, so as root the load runs as another user would run it.
    @Test func unreadableDraftIsAnErrorAndTheFileIsUntouched() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("private".utf8), to: "draft")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.file("draft"))
        let store = DraftStore(path: folder.file("draft"))
        withoutRootsFileAccess {
            #expect(throws: DraftError.unreadable(path: folder.file("draft"), reason: "Permission denied")) {
                try store.load()
            }
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: folder.file("draft"))
        #expect(try folder.read("draft") == Array("private".utf8))
    }

    @Test func unreadableDraftMessageNamesThePathAndTheReason() {
        let message = DraftError.unreadable(path: "/x/draft", reason: "Permission denied").description
        #expect(message.hasPrefix("error: cannot read the draft file '/x/draft': Permission denied"))
        #expect(message.contains("left as it is"))
    }

    @Test func checkCanSaveNeedsAnExistingWritableFolder() throws {
        let folder = try TemporaryFolder()
        try DraftStore(path: folder.file("draft")).checkCanSave()
        #expect(throws: DraftError.folderNotWritable(path: folder.file("missing/draft"))) {
            try DraftStore(path: folder.file("missing/draft")).checkCanSave()
        }
    }

    @Test(arguments: [
        ("a/b/c", "a/b", "c"), ("c", ".", "c"), ("/c", "/", "c"), ("/a/c", "/a", "c"),
    ])
    func pathSplitting(path: String, folder: String, name: String) {
        let split = FilePath(path).split
        #expect(split.folder == FilePath(folder) && split.name == Array(name.utf8))
    }
}
