import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// A paste that arrives in pieces, as over a slow link, neither submits the box nor reaches the shell, whatever the
/// gaps between its pieces, as long as each follows the last within the quiet window; an Enter typed after it still
/// submits.
@Suite struct SlowLinkPasteTests {
    private static let window = InputDecoder.pasteQuietMilliseconds

    /// 1200 lines, with an end marker of the clipboard's own, a CR and a command every 40 lines, bracketed.
    private static let hostilePaste: [UInt8] = {
        var body = "\u{1B}[200~"
        for line in 1...1200 {
            body += "line \(line) of the pasted text\r"
            if line % 40 == 0 { body += "\u{1B}[201~\rtouch pwned\r" }
        }
        return Array((body + "\u{1B}[201~").utf8)
    }()

    private static func pieces(of bytes: [UInt8], size: Int, gap: Int) -> [(after: Int, input: TerminalInput)] {
        stride(from: 0, to: bytes.count, by: size).map {
            (gap, .bytes(Array(bytes[$0..<min($0 + size, bytes.count)])))
        }
    }

    private static func session(
        _ script: [(after: Int, input: TerminalInput)], probe: [UInt8] = ScriptedTerminal.probeAnswers()
    ) -> ScriptedTerminal {
        // The terminal goes away long after the last input: until then, reads time out.
        ScriptedTerminal(
            size: TerminalSize(rows: 12, columns: 60),
            timedScript: [(0, .bytes(probe))] + script + [(10_000, .endOfInput)])
    }

    /// The text the read submitted (nil if none) and the text in the box when the read ended.
    private static func read(on terminal: ScriptedTerminal) throws -> (submitted: String?, box: String) {
        try Prompt(lines: 1...5).session(on: terminal) { session in (try session.read(), session.text) }
    }

    @Test(arguments: [(14_000, 80), (300, 100), (300, 50), (4_096, 300), (2_000, 480)])
    func aPasteInPiecesNeverSubmits(size: Int, gap: Int) throws {
        let terminal = Self.session(Self.pieces(of: Self.hostilePaste, size: size, gap: gap))
        let (submitted, box) = try Self.read(on: terminal)
        #expect(submitted == nil)
        #expect(box.hasPrefix("line 1 of the pasted text\n"))
        #expect(box.split(separator: "\n").filter { $0 == "touch pwned" }.count == 30)
    }

    @Test func anEndMarkerWithoutAPasteMakesTheWholeReadText() throws {
        let terminal = Self.session([(0, .bytes(Array("hello\u{1B}[201~\rtouch x\r".utf8)))])
        let (submitted, box) = try Self.read(on: terminal)
        #expect(submitted == nil)
        #expect(box == "hello\ntouch x\n")
    }

    @Test(arguments: [100, 300])
    func anEnterSoonAfterAPasteSubmitsOnceTheInputIsQuiet(after: Int) throws {
        let terminal = Self.session([(0, .bytes(Array("\u{1B}[200~pasted\u{1B}[201~".utf8))), (after, .bytes([0x0D]))])
        let (submitted, _) = try Self.read(on: terminal)
        #expect(submitted == "pasted")
        // The read waited for a quiet window after the Enter, and no longer.
        #expect(terminal.monotonicMilliseconds == after + Self.window)
    }

    /// Enter in the encodings of CSI u, SS3 and modifyOtherKeys, pressed soon after a paste, is held as a plain
    /// Enter is, and submits once the input is quiet; in the paste's burst it would be a line break.
    @Test(arguments: ["\u{1B}[13u", "\u{1B}OM", "\u{1B}[27;1;13~"])
    func anEncodedEnterSoonAfterAPasteSubmitsOnceTheInputIsQuiet(enter: String) throws {
        let terminal = Self.session([
            (0, .bytes(Array("\u{1B}[200~pasted\u{1B}[201~".utf8))), (100, .bytes(Array(enter.utf8))),
        ])
        let (submitted, _) = try Self.read(on: terminal)
        #expect(submitted == "pasted")
        #expect(terminal.monotonicMilliseconds == 100 + Self.window)
    }

    @Test func aLoneCRPieceFollowedByMoreOfThePasteNearlyAWindowLaterIsALineBreak() throws {
        let gap = Self.window - 20
        let terminal = Self.session([
            (0, .bytes(Array("\u{1B}[200~first\u{1B}[201~".utf8))), (gap, .bytes([0x0D])),
            (gap, .bytes(Array("second".utf8))), (Self.window + 100, .bytes([0x0D])),
        ])
        #expect(try Self.read(on: terminal).submitted == "first\nsecond")
    }

    @Test func anEnterAWindowAfterAPasteSubmitsAtOnce() throws {
        let later = Self.window + 500
        let terminal = Self.session([(0, .bytes(Array("\u{1B}[200~pasted\u{1B}[201~".utf8))), (later, .bytes([0x0D]))])
        let (submitted, _) = try Self.read(on: terminal)
        #expect(submitted == "pasted")
        #expect(terminal.monotonicMilliseconds == later)
    }

    @Test func anEnterFollowedByMoreOfThePasteIsALineBreak() throws {
        let terminal = Self.session([
            (0, .bytes(Array("\u{1B}[200~first\u{1B}[201~".utf8))), (100, .bytes([0x0D])),
            (200, .bytes(Array("second".utf8))), (Self.window + 100, .bytes([0x0D])),
        ])
        let (submitted, _) = try Self.read(on: terminal)
        #expect(submitted == "first\nsecond")
    }

    @Test func scriptedInputInOneWriteSubmitsWhereTheTerminalBracketsPastes() throws {
        let line = Array("a line typed by a script\r".utf8)
        let bracketing = Self.session([(0, .bytes(line))], probe: ScriptedTerminal.probeAnswers(bracketedPasteMode: 1))
        #expect(try Self.read(on: bracketing).submitted == "a line typed by a script")
        // Where the terminal does not say, the same write is taken for a paste: its line break does not submit.
        let silent = Self.session([(0, .bytes(line))])
        #expect(try Self.read(on: silent).submitted == nil)
    }

    @Test func aPieceEndingInsideAForgedEndMarkerKeepsThePaste() throws {
        let terminal = Self.session([
            (0, .bytes(Array("\u{1B}[200~one\u{1B}[201~\rtwo\u{1B}".utf8))),
            (300, .bytes(Array("[201~\rthree\u{1B}[201~".utf8))), (Self.window + 100, .bytes([0x0D])),
        ])
        #expect(try Self.read(on: terminal).submitted == "one\ntwo\nthree")
    }

    @Test func aTerminalReplyWhileEnterIsHeldIsNotMoreOfThePaste() throws {
        // A cursor position report (the answer to a width measurement, say) arrives while the Enter waits.
        let terminal = Self.session([
            (0, .bytes(Array("\u{1B}[200~pasted\u{1B}[201~".utf8))), (100, .bytes([0x0D])),
            (100, .bytes(Array("\u{1B}[5;9R".utf8))),
        ])
        #expect(try Self.read(on: terminal).submitted == "pasted")
    }

    @Test func anEnterRightAfterAnotherKeyAfterAPasteIsStillAKey() throws {
        // The user moves the caret and presses Enter within a few milliseconds, soon after a paste.
        let terminal = Self.session([
            (0, .bytes(Array("\u{1B}[200~pasted\u{1B}[201~".utf8))), (200, .bytes(Array("\u{1B}[D".utf8))),
            (10, .bytes([0x0D])),
        ])
        #expect(try Self.read(on: terminal).submitted == "pasted")
    }

    @Test func anUnbracketedPasteSplitInsideACharacterWaitsForItsRest() throws {
        // "漢" is E6 BC A2: the terminal's write ends after its second byte, the rest comes after a pause.
        let character = Array("漢".utf8)
        let terminal = Self.session([
            (0, .bytes(Array("one\ntwo ".utf8) + character.prefix(2))), (200, .bytes(Array(character.suffix(1)))),
            (Self.window + 100, .bytes([0x0D])),
        ])
        #expect(try Self.read(on: terminal).submitted == "one\ntwo 漢")
    }

    @Test func aCRLFSplitBeforeAReadOpenedAsAPasteIsOneLineBreak() throws {
        let terminal = Self.session([
            (0, .bytes(Array("\u{1B}[200~a\u{1B}[201~\rb\r".utf8))),
            (100, .bytes(Array("\nc\u{1B}[201~\rd".utf8))), (Self.window + 100, .bytes([0x0D])),
        ])
        #expect(try Self.read(on: terminal).submitted == "a\nb\nc\nd")
    }

    /// The CR ends one read typed after the paste, and the next read is the LF and a forged end marker alone: short
    /// enough to pass for a key pressed after the paste, but the marker proves it pasted.
    @Test func aCRLFSplitBeforeAReadOfAnLFAndAForgedEndMarkerIsOneLineBreak() throws {
        let terminal = Self.session([
            (0, .bytes(Array("\u{1B}[200~a\u{1B}[201~\rb".utf8))), (100, .bytes(Array("c\r".utf8))),
            (100, .bytes(Array("\n\u{1B}[201~".utf8))), (Self.window + 100, .bytes([0x0D])),
        ])
        #expect(try Self.read(on: terminal).submitted == "a\nbc\n")
    }
}
