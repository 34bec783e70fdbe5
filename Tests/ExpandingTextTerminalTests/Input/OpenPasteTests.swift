import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// A bracketed paste is text up to its end marker, however long it pauses: no silence ends it, no key inside it
/// acts, and only Esc pressed twice after a pause ends one whose end marker never comes, keeping all it brought.
@Suite struct OpenPasteTests {
    private static let window = InputDecoder.pasteQuietMilliseconds
    private static let pause = InputPipeline.pasteEndingPauseMilliseconds

    /// A terminal that says it brackets every paste, so that no read is guessed to be one: only the paste's own
    /// markers tell.
    private static func session(_ script: [(after: Int, input: TerminalInput)]) -> ScriptedTerminal {
        ScriptedTerminal(
            size: TerminalSize(rows: 12, columns: 60),
            timedScript: [(0, .bytes(ScriptedTerminal.probeAnswers(bracketedPasteMode: 1)))] + script + [
                (60_000, .endOfInput)
            ])
    }

    private static func bytes(_ text: String) -> TerminalInput {
        .bytes(Array(text.utf8))
    }

    private static func read(on terminal: ScriptedTerminal) throws -> (submitted: String?, box: String) {
        try Prompt(lines: 1...5).session(on: terminal) { session in (try session.read(), session.text) }
    }

    /// Three pieces of a paste, each line ending in a CR and each piece ending in a command, `gap` apart; the
    /// user's Enter comes a second after the end marker.
    @Test(arguments: [50, 600, 1_000, 2_000, 10_000])
    func aPasteInPiecesAnyTimeApartArrivesWhole(gap: Int) throws {
        let terminal = Self.session([
            (0, Self.bytes("\u{1B}[200~one\rrm -rf ~\r")), (gap, Self.bytes("two\rtouch pwned\r")),
            (gap, Self.bytes("three\u{1B}[201~")), (Self.window + 500, .bytes([0x0D])),
        ])
        let (submitted, _) = try Self.read(on: terminal)
        #expect(submitted == "one\nrm -rf ~\ntwo\ntouch pwned\nthree")
    }

    /// Until its end marker comes, nothing of such a paste submits, even with the terminal quiet for a minute.
    @Test func anOpenPasteNeverEndsByItself() throws {
        let terminal = Self.session([(0, Self.bytes("\u{1B}[200~one\rtwo\r"))])
        let (submitted, box) = try Self.read(on: terminal)
        #expect(submitted == nil)
        #expect(box.isEmpty)
    }

    @Test(arguments: [[UInt8]([0x03]), [0x04], [0x1A], [0x07], [0x0D], Array("\u{1B}[99;5u".utf8)])
    func aCommandKeyAloneInsideAnOpenPasteIsText(key: [UInt8]) throws {
        let terminal = Self.session([
            (0, Self.bytes("\u{1B}[200~stuck")), (200, .bytes(key)), (1_500, Self.bytes("more\u{1B}[201~")),
            (Self.window + 500, .bytes([0x0D])),
        ])
        let (submitted, _) = try Self.read(on: terminal)
        #expect(submitted?.hasPrefix("stuck") == true)
        #expect(submitted?.hasSuffix("more") == true)
        #expect(terminal.suspensions == 0)
    }

    @Test(arguments: ["\u{1B}", "\u{1B}[27u"])
    func escTwiceAfterAPauseEndsAnOpenPasteKeepingItsText(escape: String) throws {
        let terminal = Self.session([
            (0, Self.bytes("\u{1B}[200~first line\rsecond")), (Self.pause, Self.bytes(escape)),
            (300, Self.bytes(escape)), (300, Self.bytes("!")), (300, .bytes([0x0D])),
        ])
        let (submitted, _) = try Self.read(on: terminal)
        #expect(submitted == "first line\nsecond!")
    }

    /// An Esc sooner after the last pasted byte, or one followed by more of the paste, is part of the paste.
    @Test(arguments: [300, InputPipeline.pasteEndingPauseMilliseconds + 200])
    func anEscFollowedByMoreOfThePasteIsText(after: Int) throws {
        let terminal = Self.session([
            (0, Self.bytes("\u{1B}[200~a")), (after, Self.bytes("\u{1B}")), (100, Self.bytes("b\u{1B}[201~")),
            (Self.window + 500, .bytes([0x0D])),
        ])
        let (submitted, _) = try Self.read(on: terminal)
        #expect(submitted == "a\u{1B}b")
    }

    @Test func twoEscsSoonAfterThePastedBytesAreText() throws {
        let terminal = Self.session([
            (0, Self.bytes("\u{1B}[200~a")), (200, Self.bytes("\u{1B}")), (200, Self.bytes("\u{1B}")),
            (2_000, Self.bytes("b\u{1B}[201~")), (Self.window + 500, .bytes([0x0D])),
        ])
        let (submitted, _) = try Self.read(on: terminal)
        #expect(submitted == "a\u{1B}\u{1B}b")
    }

    /// Half a second after it opened the box says a paste is arriving, how much came, and how to end it.
    @Test func anOpenPasteSaysSoInTheBox() throws {
        let terminal = Self.session([
            (0, Self.bytes("\u{1B}[200~" + String(repeating: "x", count: 3_000))),
            (InputPipeline.openPasteNoticeMilliseconds + 100, Self.bytes(String(repeating: "y", count: 2_000))),
            (300, Self.bytes("\u{1B}[201~")), (Self.window + 500, .bytes([0x0D])),
        ])
        // What the screen showed at each read: the output so far replayed on a screen of the terminal's size.
        var notices: [String] = []
        terminal.onRead = { terminal in
            notices += VirtualScreen(showingOutputOf: terminal).lines.compactMap { line in
                line.range(of: "Esc Esc").map { String(line[$0.lowerBound...]) }
            }
        }
        let (submitted, _) = try Self.read(on: terminal)
        #expect(submitted == String(repeating: "x", count: 3_000) + String(repeating: "y", count: 2_000))
        #expect(notices.first == "Esc Esc ends it · pasting… (2 KB)")
        #expect(notices.contains("Esc Esc ends it · pasting… (4 KB)"))
        #expect(!replay(terminal, columns: 60, rows: 12).lines.contains { $0.contains("pasting…") })
    }

    /// While a paste is open or its burst goes on, the input not read yet is the rest of it, which an exit throws
    /// away; once the input is quiet after it, keys typed ahead of an exit are left for the shell.
    @Test func theUnreadInputIsThePastesOnlyWhileOneArrives() throws {
        let terminal = Self.session([
            (0, Self.bytes("\u{1B}[200~one")), (2_000, Self.bytes("two\u{1B}[201~")),
            (Self.window + 500, Self.bytes("!")),
            (100, .bytes([0x0D])),
        ])
        var discarding: [Int: Bool] = [:]
        terminal.onRead = { terminal in discarding[terminal.monotonicMilliseconds] = terminal.discardsUnreadInputOnExit
        }
        let (submitted, _) = try Self.read(on: terminal)
        #expect(submitted == "onetwo!")
        // What it said before each read, at the time the read began: inside the paste, in the window after its end
        // marker, and once that window passed quietly.
        #expect(discarding[InputPipeline.openPasteNoticeMilliseconds] == true)
        #expect(discarding[2_000] == true)
        #expect(discarding[2_000 + Self.window] == false)
        #expect(!terminal.discardsUnreadInputOnExit)
    }
}
