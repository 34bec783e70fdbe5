import Testing

@testable import expanding_text

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths from the command line are used byte for byte, and `--` ends the options.
@Suite struct ArgumentBytesTests {
    private static let invalidName: [UInt8] = Array("dr/".utf8) + [0xFF] + Array(".draft".utf8)

    @Test func aDraftPathThatIsNotUTF8IsKeptByteForByte() throws {
        let separate = try CommandLineParser.parse(bytes: [Array("--draft".utf8), Self.invalidName])
        let inline = try CommandLineParser.parse(bytes: [Array("--draft=".utf8) + Self.invalidName])
        for invocation in [separate, inline] {
            guard case .write(let options) = invocation else {
                Issue.record("not a write: \(invocation)")
                continue
            }
            #expect(options.draftPath?.bytes == Self.invalidName)
        }
    }

    @Test func theDraftIsWrittenUnderTheExactBytes() throws {
        let folder = try TemporaryFolder()
        let path = FilePath(bytes: Array((folder.path + "/").utf8) + [0xFF, 0x2E, 0x64])
        try DraftStore(path: path).save("kept")
        #expect(path.withCString { access($0, F_OK) } == 0, "the file has the name's exact bytes")
        #expect(try folder.contents() == ["\u{FFFD}.d"], "one file, whose name only reads as U+FFFD")
        #expect(try DraftStore(path: path).load() == "kept")
        #expect(try DraftStore(path: folder.file("\u{FFFD}.d")).load() == nil, "not the U+FFFD name")
    }

    @Test func messagesShowTheBytesThatAreNotUTF8AsReplacementCharacters() {
        #expect(FilePath(bytes: Self.invalidName).description == "dr/\u{FFFD}.draft")
    }

    @Test(arguments: [
        (["--"], PromptOptions()),
        (["--placeholder", "x", "--"], PromptOptions(placeholder: "x")),
        (["--placeholder", "--"], PromptOptions(placeholder: "--")),
        (["chat", "--"], PromptOptions()),
    ])
    func doubleDashEndsTheOptions(arguments: [String], options: PromptOptions) throws {
        let invocation = try CommandLineParser.parse(arguments)
        switch invocation {
        case .write(let parsed), .chat(let parsed): #expect(parsed == options)
        default: Issue.record("unexpected \(invocation)")
        }
    }

    @Test func nothingMayFollowTheDoubleDash() {
        #expect(
            throws: UsageError(
                argument: "--max-lines",
                message: "unexpected argument '--max-lines' after '--' (expanding-text takes options only)")
        ) {
            try CommandLineParser.parse(["--", "--max-lines", "3"])
        }
    }
}
