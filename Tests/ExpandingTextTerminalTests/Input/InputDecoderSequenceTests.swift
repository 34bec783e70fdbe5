import ExpandingTextTerminal
import Testing

/// Terminal replies, sequences that must be dropped, and sequences interrupted by typed keys.
@Suite struct InputDecoderSequenceTests {
    static let replies: [DecoderCase] = [
        DecoderCase("cursor position", csi + "12;40R", [.reply(.cursorPosition(row: 12, column: 40))]),
        DecoderCase("cursor position column 1", csi + "1;1R", [.reply(.cursorPosition(row: 1, column: 1))]),
        DecoderCase("DECXCPR", csi + "?5;7;1R", [.reply(.cursorPosition(row: 5, column: 7))]),
        DecoderCase("DA1 tmux", csi + "?1;2c", [.reply(.primaryDeviceAttributes([1, 2]))]),
        DecoderCase(
            "DA1 xterm", csi + "?64;1;2;6;9;15;16;17;18;21;22;28c",
            [.reply(.primaryDeviceAttributes([64, 1, 2, 6, 9, 15, 16, 17, 18, 21, 22, 28]))]),
        DecoderCase("DA2", csi + ">0;276;0c", [.reply(.secondaryDeviceAttributes([0, 276, 0]))]),
        DecoderCase("XTVERSION with ST", "\u{1B}P>|tmux 3.3a\u{1B}\\", [.reply(.terminalVersion("tmux 3.3a"))]),
        DecoderCase("XTVERSION with BEL", "\u{1B}P>|XTerm(388)\u{07}", [.reply(.terminalVersion("XTerm(388)"))]),
        DecoderCase("XTVERSION UTF-8", "\u{1B}P>|tërm 1\u{1B}\\", [.reply(.terminalVersion("tërm 1"))]),
        DecoderCase("DECRPM", csi + "?2026;2$y", [.reply(.modeReport(mode: 2026, value: 2))]),
        DecoderCase("kitty flags", csi + "?0u", [.reply(.keyboardFlags(0))]),
        DecoderCase("focus in", csi + "I", [.reply(.focusIn)]),
        DecoderCase("focus out", csi + "O", [.reply(.focusOut)]),
        DecoderCase(
            "SGR mouse press", csi + "<0;10;5M", [.reply(.mouse(button: 0, column: 10, row: 5, isRelease: false))]),
        DecoderCase(
            "SGR mouse release", csi + "<0;10;5m", [.reply(.mouse(button: 0, column: 10, row: 5, isRelease: true))]),
        DecoderCase(
            "SGR wheel up with Control", csi + "<80;1;2M",
            [.reply(.mouse(button: 80, column: 1, row: 2, isRelease: false))]),
    ]

    /// Each is followed by "x", which must come through as the only event.
    static let dropped: [DecoderCase] = [
        DecoderCase("urxvt mouse", csi + "32;10;5M", []),
        DecoderCase("X10 mouse with high bytes", bytes: Array((csi + "M").utf8) + [0x20, 0xFF, 0x80], []),
        DecoderCase("X10 mouse with ESC bytes", bytes: Array((csi + "M").utf8) + [0x20, 0x1B, 0x1B], []),
        DecoderCase("unknown final", csi + "1;2;3;4;5;6;7q", []),
        DecoderCase("private mode set", csi + "?25h", []),
        DecoderCase("unknown tilde number", csi + "99~", []),
        DecoderCase("stray paste end", csi + "201~", []),
        DecoderCase("keypad begin", csi + "E", []),
        DecoderCase("intermediate byte", csi + "0 q", []),
        DecoderCase("parameter after intermediate", csi + "1$2~", []),
        DecoderCase("marker in the middle", csi + "1?2A", []),
        DecoderCase("empty parameters", csi + ";;;~", []),
        DecoderCase("unknown SS3", ss3 + "z", []),
        DecoderCase("Linux prefix with unknown key", csi + "[Z", []),
        DecoderCase("very long CSI", csi + String(repeating: "1;", count: 5000) + "A", []),
        DecoderCase("OSC with BEL", "\u{1B}]11;rgb:0000/0000/0000\u{07}", []),
        DecoderCase("OSC with ST", "\u{1B}]0;title\u{1B}\\", []),
        DecoderCase("OSC 52 with UTF-8", "\u{1B}]52;c;aGVsbG8=é\u{07}", []),
        DecoderCase("very long OSC", "\u{1B}]0;" + String(repeating: "t", count: 100_000) + "\u{07}", []),
        DecoderCase("DCS DECRQSS reply", "\u{1B}P1$r0m\u{1B}\\", []),
        DecoderCase("very long DCS", "\u{1B}P>|" + String(repeating: "v", count: 5000) + "\u{1B}\\", []),
        DecoderCase("APC", "\u{1B}_Gi=1;OK\u{1B}\\", []),
        DecoderCase("PM", "\u{1B}^private\u{1B}\\", []),
        DecoderCase("SOS", "\u{1B}Xstring\u{1B}\\", []),
        DecoderCase("string with line breaks", "\u{1B}]0;a\r\nb\t\u{1B}\\", []),
    ]

    /// Keys typed in the middle of a sequence end it and still count.
    static let interrupted: [DecoderCase] = [
        DecoderCase("ESC [ then Ctrl+C", csi + "\u{03}", [.press("[", .alt), .press("c", .control)]),
        DecoderCase("ESC O then ESC", ss3 + escape + "a", [.press("O", .alt), .press("a", .alt)]),
        DecoderCase("partial CSI then Ctrl+C", csi + "1;5\u{03}", [.press("c", .control)]),
        DecoderCase("partial CSI then ESC", csi + "1;5" + csi + "A", [.press(.up)]),
        DecoderCase("partial CSI then DEL", csi + "12\u{7F}", [.press(.backspace)]),
        DecoderCase("partial CSI then UTF-8", csi + "12é", [.press("é")]),
        DecoderCase("ESC [ then UTF-8", csi + "é", [.press("[", .alt), .press("é")]),
        DecoderCase("OSC then Ctrl+C", "\u{1B}]0;tit\u{03}", [.press("c", .control)]),
        DecoderCase("OSC then DEL", "\u{1B}]0;tit\u{7F}", [.press(.backspace)]),
        DecoderCase("ESC ] then Ctrl+C", "\u{1B}]\u{03}", [.press("]", .alt), .press("c", .control)]),
        DecoderCase("ESC in OSC starts a key", "\u{1B}]0;tit\u{1B}x", [.press("x", .alt)]),
        DecoderCase("ESC ] then ESC", "\u{1B}]\u{1B}x", [.press("]", .alt), .press("x", .alt)]),
        DecoderCase("ESC P then ESC", "\u{1B}P" + csi + "A", [.press("P", .alt), .press(.up)]),
        DecoderCase("ESC in OSC starts a sequence", "\u{1B}]0;tit" + csi + "B", [.press(.down)]),
        DecoderCase("Linux prefix then Ctrl+C", csi + "[\u{03}", [.press("c", .control)]),
        DecoderCase(
            "partial UTF-8 then ESC", bytes: [0xE4, 0xB8, 0x1B, 0x61], [.press("\u{FFFD}"), .press("a", .alt)]),
        DecoderCase("partial UTF-8 then Enter", bytes: [0xF0, 0x9F, 0x0D], [.press("\u{FFFD}"), .press(.enter)]),
    ]

    @Test(arguments: replies)
    func repliesAreDecoded(_ row: DecoderCase) {
        #expect(decodeWhole(row.bytes) == row.events)
    }

    @Test(arguments: dropped)
    func unknownSequencesAreDropped(_ row: DecoderCase) {
        #expect(decodeWhole(row.bytes + Array("x".utf8)) == [.press("x")])
    }

    @Test(arguments: interrupted)
    func interruptedSequences(_ row: DecoderCase) {
        #expect(decodeWhole(row.bytes) == row.events)
    }

    @Test func cursorPositionReportIsNotShiftF3WhenExpected() {
        var decoder = InputDecoder()
        decoder.expectCursorPositionReport()
        #expect(decoder.expectedCursorPositionReports == 1)
        #expect(decoder.feed(Array((csi + "1;2R").utf8)) == [.reply(.cursorPosition(row: 1, column: 2))])
        #expect(decoder.expectedCursorPositionReports == 0)
        #expect(decoder.feed(Array((csi + "1;2R").utf8)) == [.press(.function(3), .shift)])
    }

    @Test func unexpectedCursorPositionAwayFromRowOneIsStillAReport() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array((csi + "3;2R").utf8)) == [.reply(.cursorPosition(row: 3, column: 2))])
    }

    @Test func pasteStartDoesNotLeakAltIntoThePaste() {
        #expect(decodeWhole(Array((escape + csi + "200~a" + csi + "201~b").utf8)) == [.paste("a"), .press("b")])
    }
}

/// The lone ESC and its timeout.
@Suite struct InputDecoderTimeoutTests {
    @Test func loneEscapeIsPendingUntilFlushed() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush() == [.press(.escape)])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(Array("a".utf8)) == [.press("a")])
    }

    @Test func escapeFollowedLaterWithoutFlushIsAlt() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(Array("a".utf8)) == [.press("a", .alt)])
    }

    @Test(arguments: [
        (escape + escape, KeyEvent.press(.escape, .alt)),
        (csi, .press("[", .alt)),
        (ss3, .press("O", .alt)),
        ("\u{1B}P", .press("P", .alt)),
        ("\u{1B}]", .press("]", .alt)),
        ("\u{1B}X", .press("X", .alt)),
        ("\u{1B}^", .press("^", .alt)),
        ("\u{1B}_", .press("_", .alt)),
        (escape + csi, .press("[", .alt)),
    ])
    func introducerAloneIsAltKeyAfterTimeout(_ input: String, _ expected: KeyEvent) {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array(input.utf8)).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush() == [expected])
        #expect(decoder.feed(Array("b".utf8)) == [.press("b")])
    }

    // A paste is the exception: its end marker may never come (see InputDecoderPasteTests).
    @Test(arguments: [csi + "1;", ss3 + "1", "\u{1B}]0;ti", "\u{1B}P>|tm"])
    func startedSequencesSurviveATimeout(_ input: String) {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array(input.utf8)).isEmpty)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flush().isEmpty)
        // The rest arrives late; nothing of the sequence became text.
        let rest = decoder.feed(Array("5C\u{1B}\\\u{07}".utf8) + Array((csi + "201~").utf8))
        #expect(!rest.contains(.press("5")))
        #expect(!rest.contains(.press("C")))
    }

    @Test func partialUTF8IsNotFlushed() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xE4, 0xB8]).isEmpty)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed([0xAD]) == [.press("中")])
    }

    @Test func escapeTimeoutIsShort() {
        #expect((25...50).contains(InputDecoder.escapeTimeoutMilliseconds))
    }

    @Test func enableSequenceSwitchesOnBracketedPasteAndModifyOtherKeys() {
        #expect(InputDecoder.enableSequence == Array("\u{1B}[?2004h\u{1B}[>4;1m".utf8))
    }
}
