import Testing

@testable import ExpandingTextTerminal

@Suite struct TerminalProbeTests {
    private let tmuxAnswers = Array("\u{1B}[5;12R\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c".utf8)

    @Test func readsTheCursorColumnTheTerminalVersionAndTheEndMarker() {
        var probe = TerminalProbe()
        probe.consume(tmuxAnswers)
        #expect(probe.cursorColumn == 12)
        #expect(probe.terminalVersion == "tmux 3.3a")
        #expect(probe.isComplete)
        #expect(probe.typeAhead.isEmpty)
        #expect(probe.reflowsOnResize)
    }

    @Test(arguments: 1..<58)
    func answersSplitAnywhereGiveTheSameResult(split: Int) {
        var probe = TerminalProbe()
        let bytes = Array("ab".utf8) + tmuxAnswers + Array("\u{1B}[Aé".utf8)
        probe.consume(bytes[..<min(split, bytes.count)])
        probe.consume(bytes[min(split, bytes.count)...])
        #expect(probe.cursorColumn == 12)
        #expect(probe.terminalVersion == "tmux 3.3a")
        #expect(probe.isComplete)
        #expect(probe.typeAhead == Array("ab\u{1B}[Aé".utf8))
    }

    @Test func xtermDoesNotReflowAndMayEndItsVersionWithBell() {
        var probe = TerminalProbe()
        probe.consume(Array("\u{1B}[1;1R\u{1B}P>|XTerm(390)\u{7}\u{1B}[?64;1;2c".utf8))
        #expect(probe.terminalVersion == "XTerm(390)")
        #expect(probe.cursorColumn == 1)
        #expect(!probe.reflowsOnResize)
    }

    @Test func aTerminalThatAnswersOnlyDeviceAttributesCompletesTheProbe() {
        var probe = TerminalProbe()
        probe.consume(Array("\u{1B}[?6c".utf8))
        #expect(probe.isComplete)
        #expect(probe.cursorColumn == nil)
        #expect(probe.terminalVersion == nil)
    }

    @Test func aLoneEscapeTypedAheadIsKeptWhenTheProbeTimesOut() {
        var probe = TerminalProbe()
        probe.consume(Array("x\u{1B}".utf8))
        #expect(probe.typeAhead == Array("x".utf8))
        probe.finish()
        #expect(probe.typeAhead == Array("x\u{1B}".utf8))
        #expect(!probe.isComplete)
    }

    @Test func otherSequencesAreTypeAheadNotAnswers() {
        var probe = TerminalProbe()
        probe.consume(Array("\u{1B}[1;5A\u{1B}[200~hi\u{1B}[201~\u{1B}x".utf8))
        #expect(probe.typeAhead == Array("\u{1B}[1;5A\u{1B}[200~hi\u{1B}[201~\u{1B}x".utf8))
        #expect(probe.cursorColumn == nil)
    }
}
