import Testing

@testable import ExpandingTextTerminal

@Suite struct TerminalProbeTests {
    private let tmuxAnswers = Array("\u{1B}[5;12R\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c".utf8)

    private func probe(_ chunks: [UInt8]...) -> TerminalProbe {
        var decoder = InputDecoder()
        decoder.expectCursorPositionReport()
        var probe = TerminalProbe()
        for chunk in chunks {
            probe.consume(decoder.feed(chunk))
        }
        return probe
    }

    @Test func readsTheCursorColumnTheTerminalVersionAndTheEndMarker() {
        let probe = probe(tmuxAnswers)
        #expect(probe.cursorColumn == 12)
        #expect(probe.terminalVersion == "tmux 3.3a")
        #expect(probe.isComplete)
        #expect(probe.typeAhead.isEmpty)
        #expect(probe.reflowsOnResize)
        #expect(probe.needsNewLine)
    }

    @Test func keysTypedBeforeTheAnswersAreKeptInOrder() {
        let probe = probe(Array("ab".utf8) + tmuxAnswers + Array("\u{1B}[A".utf8))
        #expect(probe.typeAhead == [.press("a"), .press("b"), .press(.up)])
        #expect(probe.isComplete)
    }

    @Test func xtermDoesNotReflowAndACursorInColumnOneNeedsNoNewLine() {
        let probe = probe(Array("\u{1B}[1;1R\u{1B}P>|XTerm(390)\u{1B}\\\u{1B}[?64;1;2c".utf8))
        #expect(probe.terminalVersion == "XTerm(390)")
        #expect(!probe.reflowsOnResize)
        #expect(!probe.needsNewLine)
    }

    @Test func aTerminalThatAnswersOnlyDeviceAttributesCompletesTheProbe() {
        let probe = probe(Array("\u{1B}[?6c".utf8))
        #expect(probe.isComplete)
        #expect(probe.cursorColumn == nil)
        #expect(probe.needsNewLine)
        #expect(probe.reflowsOnResize)
    }
}
