import ExpandingTextTerminal
import Testing

@testable import expanding_text

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A submitted text is never lost: it is written to standard output before the draft goes, and a failed write
/// (a full disk, a closed pipe) keeps the draft with the text in it and ends with status 1 and one line.
@Suite struct SubmittedTextDeliveryTests {
    private let command = PromptCommand(options: PromptOptions(), mode: .write)

    @Test(arguments: [ENOSPC, EPIPE, EIO])
    func aFailedWriteKeepsTheDraftHoldingTheSubmittedText(code: Int32) throws {
        let folder = try TemporaryFolder()
        let drafts = DraftAutosaver(store: DraftStore(path: folder.file("message.draft")))
        try drafts.store.save("an older draft")
        let captured = CapturedOutput()
        captured.deliveryError = code

        let failure = command.deliver(
            Submission(text: "the submitted text"), drafts: drafts, output: captured.output, toTerminal: false)

        let expected = PromptCommand.DeliveryFailure(
            reason: String(cString: strerror(code)), place: .draft(folder.file("message.draft")),
            isBrokenPipe: code == EPIPE)
        #expect(failure == expected)
        #expect(try folder.read("message.draft") == Array("the submitted text".utf8))
        #expect(
            expected.description
                == "error: could not write the text to standard output: \(String(cString: strerror(code))) "
                + "(the text is kept in the draft file '\(folder.file("message.draft"))')")
    }

    @Test func theDraftIsDeletedOnlyAfterTheTextWasWritten() throws {
        let folder = try TemporaryFolder()
        let drafts = DraftAutosaver(store: DraftStore(path: folder.file("message.draft")))
        let captured = CapturedOutput()
        var draftDuringTheWrite: [UInt8]?
        captured.onDeliver = { draftDuringTheWrite = try? folder.read("message.draft") }

        let failure = command.deliver(
            Submission(text: "sent"), drafts: drafts, output: captured.output, toTerminal: false)

        #expect(failure == nil)
        #expect(captured.delivered == Array("sent\n".utf8))
        #expect(draftDuringTheWrite == Array("sent".utf8), "the draft holds the text while it is being written")
        #expect(try folder.contents().isEmpty, "the draft is gone once the text was written")
    }

    @Test(arguments: [
        ("title \u{1B}]0;PWNED\u{07} set", "title ^[]0;PWNED^G set\n"),
        ("red \u{1B}[31mtext", "red ^[[31mtext\n"),
        ("csi \u{9B}2J", "csi ~[2J\n"),
        ("a\rb\r\nc\u{0B}d\u{0C}e", "a\nb\nc\nd\ne\n"),
        ("tab\tand delete\u{7F}", "tab\tand delete^?\n"),
        ("plain 世界 👍🏽", "plain 世界 👍🏽\n"),
    ])
    func aTerminalGetsControlCharactersAsSymbols(text: String, shown: String) {
        let captured = CapturedOutput()
        #expect(command.deliver(Submission(text: text), drafts: nil, output: captured.output, toTerminal: true) == nil)
        #expect(String(decoding: captured.delivered, as: UTF8.self) == shown)
    }

    /// Each format as a program reading the output splits it: a multi-line message read as several lines before.
    @Test(arguments: [
        (OutputFormat.text, "two\nlines\n"),
        (.nul, "two\nlines\u{0}"),
        (.json, #"{"text":"two\u000Alines","elements":[]}"# + "\n"),
    ])
    func eachOutputFormatFramesTheText(format: OutputFormat, written: String) throws {
        var options = PromptOptions()
        options.outputFormat = format
        let captured = CapturedOutput()
        #expect(
            PromptCommand(options: options, mode: .write).deliver(
                Submission(text: "two\nlines"), drafts: nil, output: captured.output, toTerminal: false) == nil)
        #expect(String(decoding: captured.delivered, as: UTF8.self) == written)
    }

    @Test func jsonSaysWhereEachElementIsInUTF8Bytes() {
        var submission = Submission(text: "é ")
        submission.append(TextElement(kind: .paste, text: "a\"b", label: "[Pasted]", payload: nil))
        let bytes = OutputFormat.json.bytes(for: submission, showingControlCharacters: false)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"text":"é a\"b","elements":[{"kind":"paste","start":3,"length":3,"label":"[Pasted]"}]}"# + "\n")
    }

    @Test func aPipeOrAFileGetsTheExactBytes() {
        let text = "title \u{1B}]0;PWNED\u{07}\r\n\u{9B}"
        let captured = CapturedOutput()
        #expect(command.deliver(Submission(text: text), drafts: nil, output: captured.output, toTerminal: false) == nil)
        #expect(captured.delivered == Array((text + "\n").utf8))
    }
}
