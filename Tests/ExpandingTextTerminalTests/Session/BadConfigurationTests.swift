import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// Bad configuration of the terminal front end (issue 6, item 5): each is an error naming the value, thrown before
/// anything is drawn and with the terminal left as it was; absurd terminal sizes are handled, not fatal.
@Suite struct BadConfigurationTests {
    private static func terminal(columns: Int = 40, typing text: String = "hi\r") -> ScriptedTerminal {
        ScriptedTerminal(
            size: TerminalSize(rows: 24, columns: columns),
            script: [.bytes(ScriptedTerminal.probeAnswers()), .bytes(Array(text.utf8))])
    }

    @Test(arguments: [0, -4, TextLayout.maximumWidth + 1])
    func anInvalidTabWidthIsNamedAndTheTerminalIsRestored(tabWidth: Int) throws {
        var prompt = try Prompt()
        prompt.tabWidth = tabWidth
        let terminal = Self.terminal()
        #expect(throws: TextLayoutError.invalidTabWidth(tabWidth)) { try prompt.read(on: terminal) }
        #expect(!terminal.isRawMode)
        #expect("\(TextLayoutError.invalidTabWidth(tabWidth))".contains("\(tabWidth)"))
    }

    @Test(
        arguments: [
            (0...3, nil, nil, "minLines must be at least 1, got 0"),
            (-2...(-1), nil, nil, "minLines must be at least 1, got -2"),
            (1...8, 0, nil, "characterLimit must be at least 1 (no limit is nil, not 0), got 0"),
            (1...8, -1, nil, "characterLimit must be at least 1 (no limit is nil, not 0), got -1"),
            (1...8, nil, 0, "width must be at least 1, got 0"),
            (1...8, nil, -80, "width must be at least 1, got -80"),
        ] as [(ClosedRange<Int>, Int?, Int?, String)])
    func invalidPromptSettingsAreNamed(lines: ClosedRange<Int>, characterLimit: Int?, width: Int?, message: String) {
        do {
            _ = try Prompt(lines: lines, characterLimit: characterLimit, width: width)
            Issue.record("accepted")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func aTerminalOfAbsurdWidthStillReadsText() throws {
        #expect(try Prompt(placeholder: "Message").read(on: Self.terminal(columns: Int.max)) == "hi")
        #expect(try Prompt(width: Int.max).read(on: Self.terminal(columns: 1)) == "hi")
    }
}
