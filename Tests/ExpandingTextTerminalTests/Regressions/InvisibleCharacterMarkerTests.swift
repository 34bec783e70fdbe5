import Testing

@testable import ExpandingTextTerminal

/// A text that reads one way and submits another ("Trojan Source") cannot hide in the box: each bidi control and
/// zero-width character is drawn as a dimmed marker, never written raw, and the text itself is unchanged.
@Suite struct InvisibleCharacterMarkerTests {
    private static let trojan = "access = \"user\u{202E} \u{2066}// admin\u{2069}\u{2066}\"\u{200B}"

    @Test func theBoxShowsAMarkerForEachInvisibleCharacterAndSubmitsTheTextUnchanged() throws {
        let terminal = terminal(
            .bytes(Array(("\u{1B}[200~" + Self.trojan + "\u{1B}[201~").utf8)), .timedOut, bytes("\r"), columns: 80)
        var shown: [String] = []
        var markerStyle: CellStyle = []
        terminal.onRead = { terminal in
            let screen = replay(terminal, columns: 80)
            shown = screen.lines
            markerStyle = screen.style(row: 0, column: 14)
        }
        #expect(try Prompt(lines: 1...4).read(on: terminal) == Self.trojan)
        #expect(shown.first == "access = \"user<RLO> <LRI>// admin<PDI><LRI>\"<ZWSP>")
        let written = String(decoding: terminal.output, as: UTF8.self)
        for scalar in ["\u{202E}", "\u{2066}", "\u{2069}", "\u{200B}"] {
            #expect(!written.contains(scalar), "U+\(String(scalar.unicodeScalars.first!.value, radix: 16)) written raw")
        }
        #expect(markerStyle == .dim, "the marker is dimmed")
    }

    @Test func theCaretStepsOverAMarkerAsOneCharacter() throws {
        var area = try TextArea(
            text: "a\u{202E}b", expansion: ExpansionPolicy(minLines: 1, maxLines: 3),
            size: TerminalSize(rows: 24, columns: 40))
        #expect(area.caret.column == 7, "a, <RLO> (5 cells), b")
        _ = area.handle(.press(.left))
        _ = area.handle(.press(.left))
        #expect(area.caret.column == 1, "after a, before the marker")
        _ = area.handle(.press(.delete))
        #expect(area.text == "ab")
    }

    @Test func persianSpellingWithANonJoinerIsNotMarked() throws {
        let area = try TextArea(
            text: "می\u{200C}خواهم", expansion: ExpansionPolicy(minLines: 1, maxLines: 3),
            size: TerminalSize(rows: 24, columns: 40))
        #expect(area.frame().rows.first.map { $0.map(\.text).joined() }?.contains("<") == false)
    }
}
