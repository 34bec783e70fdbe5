import Foundation
import Testing

@testable import expanding_text

/// A draft file that exists but cannot be opened is reported and left alone — checked with failures that happen
/// for root too (CI runs as root, which reads a mode-000 file unless the test gives up root's file access): a
/// symbolic link that points to itself (ELOOP), and a path whose folder is a regular file (ENOTDIR).
@Suite struct DraftUnreadableAsRootTests {
    @Test func selfLinkedDraftStopsTheToolAndStaysALink() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("draft")
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
        let output = CapturedOutput()
        let status = Tool.run(["--draft", path], output: output.output) { [] }
        #expect(status == .failure)
        #expect(output.standardOutput.isEmpty)
        #expect(
            output.standardError
                == "error: cannot read the draft file '\(path)': Too many levels of symbolic links; "
                + "it was left as it is (move it away or choose another --draft FILE)\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == path)
    }

    @Test func draftUnderARegularFileIsUnreadableAndCannotBeSaved() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("not a folder".utf8), to: "file")
        let store = DraftStore(path: folder.file("file") + "/draft")
        #expect(throws: DraftError.unreadable(path: store.path.description, reason: "Not a directory")) {
            try store.load()
        }
        #expect(throws: DraftError.folderNotWritable(path: store.path.description)) { try store.checkCanSave() }
        #expect(try folder.read("file") == Array("not a folder".utf8))
    }
}
