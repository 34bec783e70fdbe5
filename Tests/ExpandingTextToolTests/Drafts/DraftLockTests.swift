import Foundation
import Testing

@testable import expanding_text

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of the tool edits a draft at a time: a second refuses, naming the first, and the lock of a run that died
/// is taken over.
@Suite struct DraftLockTests {
    @Test func aSecondLockOnADraftIsRefusedNamingItsHolder() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("message.draft"))
        let lock = try store.lock()
        #expect(try folder.contents() == ["message.draft.lock"])
        #expect(try folder.permissions(of: "message.draft.lock") == 0o600)
        #expect(throws: DraftError.inUse(path: folder.file("message.draft"), processID: getpid())) {
            try store.lock()
        }
        #expect(
            DraftError.inUse(path: "d", processID: 42).description
                == "error: the draft file 'd' is in use by another expanding-text (process 42); finish it or choose "
                + "another --draft FILE")
        lock.release()
        #expect(try folder.contents().isEmpty, "the lock file goes with the lock")
        try store.lock().release()
    }

    @Test func theLockOfADeadProcessIsTakenOver() throws {
        let folder = try TemporaryFolder()
        // What a run killed with kill -9 leaves: the file with its id; the kernel dropped the lock itself.
        try folder.write(Array("999999999\n".utf8), to: "message.draft.lock")
        let lock = try DraftStore(path: folder.file("message.draft")).lock()
        #expect(FileLock.holder(of: lock.path) == getpid())
        lock.release()
    }

    @Test func aLinkedDraftIsLockedBesideTheFileItStandsFor() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("dotfiles"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.file("a"), withDestinationPath: "dotfiles/draft")
        try FileManager.default.createSymbolicLink(atPath: folder.file("b"), withDestinationPath: "dotfiles/draft")
        let lock = try DraftStore(path: folder.file("a")).lock()
        #expect(lock.path == FilePath(folder.file("dotfiles/draft.lock")))
        #expect(throws: DraftError.inUse(path: folder.file("b"), processID: getpid())) {
            try DraftStore(path: folder.file("b")).lock()
        }
        lock.release()
    }

    @Test func aLinkAtTheLockPathIsNotFollowed() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("precious".utf8), to: "victim")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("message.draft.lock"), withDestinationPath: folder.file("victim"))
        #expect(throws: DraftError.self) { try DraftStore(path: folder.file("message.draft")).lock() }
        #expect(try folder.read("victim") == Array("precious".utf8))
    }
}
