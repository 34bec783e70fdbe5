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

/// The grapheme-cluster mode report (DECRPM for mode 2027), whole or in pieces, and what it decides.
@Suite struct GraphemeClusterModeProbeTests {
    private func probe(_ chunks: [String]) -> TerminalProbe {
        var decoder = InputDecoder()
        decoder.expectCursorPositionReport()
        var probe = TerminalProbe()
        for chunk in chunks {
            probe.consume(decoder.feed(Array(chunk.utf8)))
        }
        return probe
    }

    @Test func aReportSplitAcrossReadsIsRead() {
        let probe = probe(["\u{1B}[1;1R\u{1B}[?20", "27;", "2$", "y\u{1B}[?6", "2;22c"])
        #expect(probe.graphemeClusterMode == 2)
        #expect(probe.supportsGraphemeClusterMode)
        #expect(probe.needsGraphemeClusterMode)
        #expect(!probe.measuresClusterWidths)
        #expect(probe.typeAhead.isEmpty)
        #expect(probe.isComplete)
    }

    @Test func aModeAlreadySetIsUsedAndLeftAlone() {
        let probe = probe(["\u{1B}[?2027;1$y", "\u{1B}[?1;2c"])
        #expect(probe.supportsGraphemeClusterMode)
        #expect(!probe.needsGraphemeClusterMode)
        #expect(!probe.measuresClusterWidths)
    }

    @Test func aModeNotRecognisedOrPermanentlyResetMeansMeasuring() {
        for value in [0, 4] {
            let probe = probe(["\u{1B}[?2027;\(value)$y\u{1B}[?1;2c"])
            #expect(!probe.supportsGraphemeClusterMode)
            #expect(!probe.needsGraphemeClusterMode)
            #expect(probe.measuresClusterWidths)
        }
    }

    @Test func noReportFromATerminalThatAnswersDeviceAttributesMeansMeasuring() {
        // tmux 3.3a: DA1 and XTVERSION, no DECRPM.
        let probe = probe(["\u{1B}[5;1R\u{1B}P>|tmux 3.3a\u{1B}\\", "\u{1B}[?1;2c"])
        #expect(probe.graphemeClusterMode == nil)
        #expect(probe.measuresClusterWidths)
    }

    @Test func aTerminalThatNeverAnsweredIsNotMeasured() {
        let probe = probe([])
        #expect(!probe.measuresClusterWidths)
        #expect(!probe.needsGraphemeClusterMode)
    }
}
