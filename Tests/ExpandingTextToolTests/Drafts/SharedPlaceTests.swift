import Foundation
import Testing

@testable import expanding_text

/// A `--draft` or `--history` in a folder others share: a link or a file another user planted is refused before
/// anything is read, written or deleted through it, and a lock file is never written through a link of either kind.
@Suite struct SharedPlaceTests {
    private let fileManager = FileManager.default
    /// A user other than the one running the tests, as the rules see it.
    private static let otherUser = geteuid() == 0 ? uid_t(65_534) : geteuid() + 1

    @Test func theUsersOwnFileAndLinksAreTaken() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("text".utf8), to: "draft")
        try fileManager.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: "draft")
        #expect(POSIXFile.refusalToUse(FilePath(folder.file("draft"))) == nil)
        #expect(POSIXFile.refusalToUse(FilePath(folder.file("link"))) == nil)
        #expect(POSIXFile.refusalToUse(FilePath(folder.file("not yet"))) == nil)
    }

    /// Files judged for another user: each is refused, the link before the file it names. (Root's files are taken
    /// for anyone: where the tests run as root, the files are given to a third user first.)
    @Test func anotherUsersFileOrLinkIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("text".utf8), to: "draft")
        try fileManager.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: "draft")
        if geteuid() == 0 {
            #expect(lchown(folder.file("draft"), 12_345, 12_345) == 0)
            #expect(lchown(folder.file("link"), 12_345, 12_345) == 0)
        }
        let file = POSIXFile.refusalToUse(FilePath(folder.file("draft")), asUser: Self.otherUser)
        #expect(file?.contains("'\(folder.file("draft"))' is a file of another user") == true)
        let link = POSIXFile.refusalToUse(FilePath(folder.file("link")), asUser: Self.otherUser)
        #expect(link?.contains("'\(folder.file("link"))' is a link of another user") == true)
    }

    @Test func aFolderAnyoneMayWriteToIsRefusedUnlessSticky() throws {
        let folder = try TemporaryFolder()
        try fileManager.createDirectory(atPath: folder.file("open"), withIntermediateDirectories: false)
        chmod(folder.file("open"), 0o777)
        let refusal = POSIXFile.refusalToUse(FilePath(folder.file("open/draft")))
        #expect(refusal?.contains("can be written by anyone and has no sticky bit") == true)
        chmod(folder.file("open"), 0o1777)
        #expect(POSIXFile.refusalToUse(FilePath(folder.file("open/draft"))) == nil)
    }

    /// `ln victim FILE.lock`: the lock is refused and the victim keeps its content.
    @Test func aHardLinkAtTheLockFileIsNotWrittenThrough() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("precious".utf8), to: "victim")
        #expect(link(folder.file("victim"), folder.file("draft.lock")) == 0)
        #expect(throws: DraftError.self) { try DraftStore(path: folder.file("draft")).lock() }
        #expect(try folder.read("victim") == Array("precious".utf8))
    }

    /// Where the tests run as root (as in CI), a real other user's link in a sticky shared folder: the draft is
    /// neither shown nor deleted through it, and the history it points to is not rewritten.
    @Test(.enabled(if: geteuid() == 0, "making a file another user's takes root"))
    func anotherUsersLinkInAStickyFolderIsNotFollowed() throws {
        let folder = try TemporaryFolder()
        try fileManager.createDirectory(atPath: folder.file("shared"), withIntermediateDirectories: false)
        chmod(folder.file("shared"), 0o1777)
        try folder.write(Array("the victim's text".utf8), to: "victim")
        for name in ["shared/draft", "shared/history"] {
            try fileManager.createSymbolicLink(atPath: folder.file(name), withDestinationPath: folder.file("victim"))
            #expect(lchown(folder.file(name), Self.otherUser, gid_t(Self.otherUser)) == 0)
        }
        let store = DraftStore(path: folder.file("shared/draft"))
        #expect(throws: DraftError.self) { try store.loadSubmission() }
        #expect(throws: DraftError.self) { try store.remove() }
        #expect(throws: HistoryError.self) { try HistoryStore(path: FilePath(folder.file("shared/history"))).add("x") }
        #expect(try folder.read("victim") == Array("the victim's text".utf8))
    }
}
