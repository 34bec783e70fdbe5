import Foundation
import Testing

@testable import expanding_text

/// A draft that cannot be used stops `write` and `chat` before the terminal is touched: status 1, a message naming
/// the file and the problem, and the file left exactly as it was.
@Suite struct DraftStartupTests {
    private func run(_ arguments: [String]) -> (ExitCode, CapturedOutput) {
        let output = CapturedOutput()
        let status = Tool.run(arguments, output: output.output) { [] }
        return (status, output)
    }

    @Test(arguments: ["write", "chat"])
    func nonUTF8DraftStopsTheToolAndIsLeftAlone(command: String) throws {
        let folder = try TemporaryFolder()
        let bytes: [UInt8] = [0x68, 0x69, 0xFE]
        try folder.write(bytes, to: "draft")
        let (status, output) = run([command, "--draft", folder.file("draft")])
        #expect(status == .failure)
        #expect(output.standardOutput.isEmpty)
        #expect(
            output.standardError
                == "error: the draft file '\(folder.file("draft"))' is not UTF-8 text (invalid byte at offset 2); "
                + "it was left as it is (move it away or choose another --draft FILE)\n")
        #expect(try folder.read("draft") == bytes)
    }

    @Test func overLargeDraftStopsTheToolAndIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("draft")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(DraftStore.maximumSize + 1))
        try handle.close()
        let (status, output) = run(["--draft=\(path)"])
        #expect(status == .failure)
        #expect(output.standardError.contains("holds \(DraftStore.maximumSize + 1) bytes"))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == DraftStore.maximumSize + 1)
    }

    @Test func folderAtTheDraftPathStopsTheTool() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("draft"), withIntermediateDirectories: false)
        let (status, output) = run(["--draft", folder.file("draft")])
        #expect(status == .failure)
        #expect(output.standardError.contains("is not a regular file"))
    }

    @Test func draftLongerThanTheCharacterLimitStopsTheTool() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("👍🏽👍🏽👍🏽".utf8), to: "draft")
        let (status, output) = run(["--draft", folder.file("draft"), "--char-limit", "2"])
        #expect(status == .failure)
        #expect(
            output.standardError
                == "error: the draft file '\(folder.file("draft"))' holds 3 characters, more than --char-limit (2); "
                + "it was left as it is (move it away or choose another --draft FILE)\n")
        #expect(try folder.read("draft") == Array("👍🏽👍🏽👍🏽".utf8))
    }

    @Test func draftInAMissingFolderStopsTheToolBeforeAnythingIsTyped() throws {
        let folder = try TemporaryFolder()
        let (status, output) = run(["--draft", folder.file("no/such/draft")])
        #expect(status == .failure)
        #expect(
            output.standardError
                == "error: cannot create the draft file '\(folder.file("no/such/draft"))': its folder does not exist "
                + "or is not writable\n")
    }
}
