import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// The wheel scrolls the box and leaves the caret where it is, as in a browser's text area (it used to move the
/// caret three lines); the cursor hides while the caret is out of view, and the next key brings the caret back.
@Suite struct WheelScrollTests {
    /// A box of 3 rows at its maximum over the lines 1 to 9, the caret at the end.
    private static func scrolledArea() throws -> TextArea {
        try TextArea(
            text: (1...9).map(String.init).joined(separator: "\n"),
            expansion: ExpansionPolicy(minLines: 1, maxLines: 3), size: TerminalSize(rows: 24, columns: 20))
    }

    /// Each row's first word: the line of the text it shows.
    private static func shownRows(_ area: TextArea) -> [String] {
        area.frame().lines.map { String($0.prefix { $0 != " " && $0 != "|" }) }
    }

    @Test func theWheelScrollsTheViewAndLeavesTheCaret() throws {
        var area = try Self.scrolledArea()
        let caret = area.document.editor.selection
        #expect(area.scrollView(by: -3) == .moved)
        #expect(area.document.editor.selection == caret)
        #expect(Self.shownRows(area) == ["4", "5", "6"])
        #expect(!area.frame().showsCaret, "the caret is below the box")
        #expect(area.frame().caret.row == 2, "the hidden cursor waits on the row nearest the caret")
        #expect(area.scrollView(by: -30) == .moved)
        #expect(Self.shownRows(area) == ["1", "2", "3"])
        #expect(area.scrollView(by: -1) == .unchanged, "never past the top")
        #expect(area.scrollView(by: Int.max) == .moved)
        #expect(Self.shownRows(area) == ["7", "8", "9"], "never past the end")
        #expect(area.frame().showsCaret)
    }

    @Test func theNextKeyBringsTheCaretBackIntoView() throws {
        var area = try Self.scrolledArea()
        area.scrollView(by: -6)
        #expect(area.handle(.press("!")) == .edited)
        #expect(area.text.hasSuffix("9!"))
        #expect(Self.shownRows(area) == ["7", "8", "9!"])
        area.scrollView(by: -6)
        #expect(area.handle(.press(.function(1))) == .moved, "even an unbound key shows the caret again")
        #expect(Self.shownRows(area) == ["7", "8", "9!"])
    }

    @Test func theCursorHidesWhileTheCaretIsOutOfViewAndShowsAgain() throws {
        var area = try Self.scrolledArea()
        var renderer = FrameRenderer()
        var screen = VirtualScreen(columns: 20, rows: 10)
        screen.feed(renderer.render(area.frame()))
        #expect(screen.cursorVisible)
        area.scrollView(by: -3)
        screen.feed(renderer.render(area.frame()))
        #expect(!screen.cursorVisible)
        area.handle(.press(.left))
        screen.feed(renderer.render(area.frame()))
        #expect(screen.cursorVisible)
    }

    @Test func aTypedKeyAfterTheWheelGoesWhereTheCaretWas() throws {
        var prompt = try Prompt(lines: 1...2)
        prompt.tracksMouse = true
        let lines = ["1", "\n", "2", "\n", "3", "\n", "4"].map(bytes)
        let wheel = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 20),
            script: [.bytes(ScriptedTerminal.probeAnswers())] + lines + [bytes("\u{1B}[<64;1;1M"), bytes("X\r")])
        #expect(try prompt.read(on: wheel) == "1\n2\n3\n4X")
    }
}
