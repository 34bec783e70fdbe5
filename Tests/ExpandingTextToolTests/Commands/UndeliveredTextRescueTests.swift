import ExpandingTextTerminal
import Foundation
import Testing

@testable import expanding_text

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A submitted text that standard output would not take is kept: in the draft when there is one and it took the
/// text, else in a private rescue file under XDG_STATE_HOME (or ~/.local/state), else on the terminal itself, and
/// the one-line error names where.
@Suite struct UndeliveredTextRescueTests {
    private let command = PromptCommand(options: PromptOptions(), mode: .write)

    @Test func theRescueFolderFollowsXDGStateHomeThenHome() {
        #expect(RescueFile.folder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"].get) == "/s/expanding-text")
        #expect(RescueFile.folder(environment: ["HOME": "/h"].get) == "/h/.local/state/expanding-text")
        #expect(
            RescueFile.folder(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"].get)
                == "/h/.local/state/expanding-text", "a relative XDG_STATE_HOME is ignored, as the specification says")
        #expect(RescueFile.folder(environment: ["HOME": ""].get) == nil)
    }

    @Test func withoutADraftTheTextGoesToAPrivateRescueFileThatTheErrorNames() throws {
        let home = try TemporaryFolder()
        let captured = CapturedOutput()
        captured.environment = ["HOME": home.path]
        captured.deliveryError = ENOSPC

        let failure = try #require(
            command.deliver(Submission(text: "kept\u{1B}[31m"), drafts: nil, output: captured.output, toTerminal: false)
        )

        guard case .rescueFile(let path) = failure.place else {
            Issue.record("the text is not in a rescue file: \(failure)")
            return
        }
        let folder = home.path + "/.local/state/expanding-text"
        let name = String(path.dropFirst(folder.count + 1))
        #expect(path.hasPrefix(folder + "/"))
        #expect(name.hasPrefix("rescued-") && name.hasSuffix("-\(getpid()).txt"), "\(name)")
        #expect(
            Array(try Data(contentsOf: URL(fileURLWithPath: path))) == Array("kept\u{1B}[31m".utf8),
            "exactly the text, as a draft holds it")
        #expect(try permissions(path) == 0o600)
        #expect(try permissions(folder) == 0o700)
        #expect(try permissions(home.path + "/.local/state") == 0o700)
        #expect(
            failure.description
                == "error: could not write the text to standard output: No space left on device "
                + "(the text is kept in '\(path)')")
    }

    @Test func aDraftThatCouldNotTakeTheTextSendsItToARescueFile() throws {
        let folder = try TemporaryFolder()
        let drafts = DraftAutosaver(store: DraftStore(path: folder.file("message.draft"), sizeLimit: 4))
        let captured = CapturedOutput()
        captured.environment = ["XDG_STATE_HOME": folder.file("state")]
        captured.deliveryError = EFBIG

        let failure = command.deliver(
            Submission(text: "too long for it"), drafts: drafts, output: captured.output, toTerminal: false)

        guard case .rescueFile(let path) = failure?.place else {
            Issue.record("the text is not in a rescue file: \(String(describing: failure))")
            return
        }
        #expect(path.hasPrefix(folder.file("state/expanding-text/rescued-")))
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == Array("too long for it".utf8))
    }

    /// The draft that could not take the text holds an older one: left there, the next start would show it over the
    /// text kept in the rescue file. It is removed, and the error says so.
    @Test func theStaleDraftDoesNotComeBackOverTheRescuedText() throws {
        let folder = try TemporaryFolder()
        let store = DraftStore(path: folder.file("message.draft"), sizeLimit: 8)
        try store.save("older")
        let captured = CapturedOutput()
        captured.environment = ["XDG_STATE_HOME": folder.file("state")]
        captured.deliveryError = EFBIG
        let failure = try #require(
            command.deliver(
                Submission(text: "too long for it"), drafts: DraftAutosaver(store: store), output: captured.output,
                toTerminal: false))
        #expect(try store.load() == nil, "the older draft is gone")
        #expect(failure.description.hasSuffix("; the older draft was removed, so it does not come back over it)"))
    }

    @Test func anExistingRescueFolderIsMadePrivateAndANameIsNeverReused() throws {
        let state = try TemporaryFolder()
        let folder = state.file("expanding-text")
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        let environment = ["XDG_STATE_HOME": state.path].get
        let first = try RescueFile.save("one", environment: environment, timestamp: "20260101T000000Z", processID: 7)
        let second = try RescueFile.save("two", environment: environment, timestamp: "20260101T000000Z", processID: 7)
        #expect(first == FilePath(folder + "/rescued-20260101T000000Z-7.txt"))
        #expect(second == FilePath(folder + "/rescued-20260101T000000Z-7-2.txt"))
        #expect(
            String(decoding: try state.read("expanding-text/rescued-20260101T000000Z-7.txt"), as: UTF8.self) == "one")
        #expect(try permissions(folder) == 0o700)
    }

    @Test func aLinkInPlaceOfTheRescueFolderIsRefused() throws {
        let state = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: state.file("elsewhere"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: state.file("expanding-text"), withDestinationPath: state.file("elsewhere"))
        #expect(throws: POSIXFile.Failure(code: ENOTDIR)) {
            try RescueFile.save("text", environment: ["XDG_STATE_HOME": state.path].get)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.file("elsewhere")).isEmpty)
    }

    @Test func whenNoFileCanHoldItTheTextIsShownOnTheTerminalAfterTheError() throws {
        let folder = try TemporaryFolder()
        try folder.write(Array("a file, not a folder".utf8), to: "state")
        let captured = CapturedOutput()
        captured.environment = ["XDG_STATE_HOME": folder.file("state")]
        captured.deliveryError = EFBIG

        let failure = try #require(
            command.deliver(
                Submission(text: "last\u{7}resort"), drafts: nil, output: captured.output, toTerminal: false))
        command.report(failure, output: captured.output)

        #expect(failure.place == .terminal(text: "last\u{7}resort", reason: "Not a directory"))
        #expect(
            captured.standardError
                == "error: could not write the text to standard output: File too large; no file could hold it either "
                + "(Not a directory), so it is shown on the terminal below\n")
        #expect(captured.terminal == Array("last^Gresort\n".utf8), "control characters as symbols, never raw")
    }

    @Test func withoutATerminalEitherTheTextGoesToStandardError() throws {
        let captured = CapturedOutput()
        captured.deliveryError = EFBIG
        captured.terminalError = ENXIO
        let failure = try #require(
            command.deliver(Submission(text: "hung up"), drafts: nil, output: captured.output, toTerminal: false))
        command.report(failure, output: captured.output)
        #expect(captured.standardError.hasSuffix("so it is shown on the terminal below\nhung up\n"))
    }

    private func permissions(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}

extension Dictionary where Key == String, Value == String {
    /// The dictionary as an environment lookup.
    fileprivate func get(_ name: String) -> String? { self[name] }
}
