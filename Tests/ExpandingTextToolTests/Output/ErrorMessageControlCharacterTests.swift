import Testing

@testable import expanding_text

/// Error messages quote the user's arguments and paths: they must stay one line and never carry a raw control
/// character to the terminal (found by the Arguments fuzz target: `--char-limit $'1\x01--value'`).
@Suite struct ErrorMessageControlCharacterTests {
    @Test(arguments: [
        (["--char-limit", "1\u{01}--value"], "got '1\\u{1}--value'"),
        (["--width", "2\n3"], "got '2\\n3'"),
        (["--bogus\u{1B}]0;owned\u{07}"], "unknown option '--bogus\\u{1B}]0;owned\\u{7}'"),
        (["x\r\ty"], "unknown command 'x\\r\\ty'"),
        (["--min-lines", "\u{9B}31m\u{2028}"], "got '\\u{9B}31m\\u{2028}'"),
    ])
    func usageErrorEscapesControls(arguments: [String], quoted: String) {
        do {
            _ = try CommandLineParser.parse(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(error.description.contains(quoted), "\(error.description)")
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func plainMessagesAreUnchanged() {
        let error = UsageError(argument: "--width", message: "--width must be a whole number ≥ 1, got '語'")
        #expect(error.description == "error: --width must be a whole number ≥ 1, got '語'")
    }

    @Test func draftErrorEscapesPathAndReason() {
        let error = DraftError.unreadable(path: "/tmp/a\nb\u{1B}[2J", reason: "Permission\tdenied")
        #expect(
            error.description.hasPrefix(
                "error: cannot read the draft file '/tmp/a\\nb\\u{1B}[2J': Permission\\tdenied;"))
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
    }
}
