import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// No byte of a paste submits the box or cancels it, and a paste that never ends does not hold the keys hostage.
@Suite struct PasteBurstTests {
    private static func pasted(_ body: String) -> [UInt8] {
        Array(("\u{1B}[200~" + body + "\u{1B}[201~").utf8)
    }

    /// A clipboard with an end marker of its own, a CR to submit, spaces to hide the rest, and a command.
    private static let hostile = "harmless\u{1B}[201~\r" + String(repeating: " ", count: 20_000) + "\rtouch pwned\r"
    private static let hostileAsPasted = "harmless\n" + String(repeating: " ", count: 20_000) + "\ntouch pwned\n"

    // Byte by byte it is split in the decoder's own tests; here every read is drawn, so reads of a few bytes would
    // draw the box 20,000 times.
    @Test(arguments: [61, 4095, Int.max])
    func aHostileClipboardIsTextAndDoesNotSubmit(readSize: Int) throws {
        let paste = Self.pasted(Self.hostile)
        let reads = stride(from: 0, to: paste.count, by: min(readSize, paste.count)).map {
            TerminalInput.bytes(Array(paste[$0..<min($0 + readSize, paste.count)]))
        }
        var script = [TerminalInput.bytes(ScriptedTerminal.probeAnswers())] + reads
        // The user looks at what was pasted, then submits it.
        script += [.timedOut, .bytes(Array("\r".utf8))]
        let terminal = ScriptedTerminal(size: TerminalSize(rows: 10, columns: 40), script: script)
        #expect(try Prompt(lines: 1...4).read(on: terminal) == Self.hostileAsPasted)
        #expect(terminal.readTimeouts.contains(InputDecoder.pasteQuietMilliseconds))
    }

    @Test func nothingIsSubmittedWithoutAKeyPressAfterThePaste() throws {
        // The terminal goes away right after the paste: no submit happened, so nothing was returned.
        let terminal = terminal(.bytes(Self.pasted(Self.hostile)))
        #expect(try Prompt(lines: 1...4).read(on: terminal) == nil)
    }

    @Test func ctrlCInsideAPasteIsText() throws {
        let terminal = terminal(.bytes(Self.pasted("a\u{03}b")), .timedOut, bytes("\r"))
        #expect(try Prompt(lines: 1...4).read(on: terminal) == "a\u{03}b")
    }
}
