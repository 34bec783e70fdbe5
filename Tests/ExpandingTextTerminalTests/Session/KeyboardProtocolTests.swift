import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// The kitty keyboard protocol: asked for at start, its flags pushed where the terminal answers and popped on every
/// way out, so that Shift+Enter inserts a line in kitty, WezTerm, foot, Ghostty, iTerm2 and Alacritty.
@Suite struct KeyboardProtocolTests {
    private static let push = Array("\u{1B}[>1u".utf8)
    private static let pop = Array("\u{1B}[<u".utf8)

    /// A terminal that answers the probe as one speaking the protocol does (flags 0 before the session), then sends
    /// `inputs`.
    private static func kittyTerminal(_ inputs: TerminalInput...) -> ScriptedTerminal {
        ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 40),
            script: [.bytes(ScriptedTerminal.probeAnswers(version: "kitty(0.35.2)", keyboardFlags: 0))] + inputs)
    }

    private static func count(_ sequence: [UInt8], in output: [UInt8]) -> Int {
        guard output.count >= sequence.count else { return 0 }
        let starts = 0...(output.count - sequence.count)
        return starts.filter { output[$0..<($0 + sequence.count)].elementsEqual(sequence) }.count
    }

    @Test func theProbeAsksForTheFlagsAndReadsTheAnswer() {
        #expect(TerminalProbe.query.contains("\u{1B}[?u"))
        var decoder = InputDecoder()
        decoder.expectCursorPositionReport()
        var kitty = TerminalProbe()
        kitty.consume(decoder.feed(ScriptedTerminal.probeAnswers(keyboardFlags: 0)))
        #expect(kitty.speaksKeyboardProtocol)
        var tmux = TerminalProbe()
        decoder.expectCursorPositionReport()
        tmux.consume(decoder.feed(ScriptedTerminal.probeAnswers()))
        #expect(tmux.isComplete && !tmux.speaksKeyboardProtocol)
    }

    @Test func shiftEnterInsertsALineAndTheFlagsArePoppedAtTheEnd() throws {
        let terminal = Self.kittyTerminal(bytes("one\u{1B}[13;2utwo\r"))
        #expect(try Prompt().read(on: terminal) == "one\ntwo")
        #expect(Self.count(Self.push, in: terminal.output) == 1)
        #expect(Self.count(Self.pop, in: terminal.output) == 1)
        let pushed = terminal.output.firstRange(of: Self.push)!.lowerBound
        let popped = terminal.output.firstRange(of: Self.pop)!.lowerBound
        #expect(pushed < popped)
    }

    @Test func theFlagsArePoppedWhenTheBoxIsCancelled() throws {
        // In the protocol, Ctrl+C arrives as `CSI 99;5u`.
        let terminal = Self.kittyTerminal(bytes("\u{1B}[99;5u"))
        #expect(try Prompt().read(on: terminal) == nil)
        #expect(Self.count(Self.push, in: terminal.output) == 1)
        #expect(Self.count(Self.pop, in: terminal.output) == 1)
    }

    @Test func theEditorGetsTheTerminalWithoutTheFlagsAndTheBoxPushesThemAgain() throws {
        let terminal = Self.kittyTerminal(bytes("draft"), bytes("\u{07}"), bytes("\r"))
        var pushedWhileEditing: Int?
        // Unowned: the terminal keeps the closure.
        terminal.editor = { [unowned terminal] text in
            pushedWhileEditing = Self.count(Self.push, in: terminal.output) - Self.count(Self.pop, in: terminal.output)
            return .edited(text + "!")
        }
        #expect(try Prompt().read(on: terminal) == "draft!")
        #expect(pushedWhileEditing == 0, "the editor starts with the terminal's own flags")
        #expect(Self.count(Self.push, in: terminal.output) == 2)
        #expect(Self.count(Self.pop, in: terminal.output) == 2)
    }

    @Test func aTerminalThatDoesNotAnswerGetsNeitherPushNorPop() throws {
        let terminal = terminal(bytes("hi\r"))
        #expect(try Prompt().read(on: terminal) == "hi")
        #expect(Self.count(Self.push, in: terminal.output) == 0)
        #expect(Self.count(Self.pop, in: terminal.output) == 0)
    }
}
