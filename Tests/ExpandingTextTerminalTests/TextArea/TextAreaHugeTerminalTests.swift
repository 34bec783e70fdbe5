import Testing

@testable import ExpandingTextTerminal

/// A terminal that claims an absurd width (`COLUMNS=9223372036854775807` when the terminal reports 0 columns): the
/// text area wraps at `TextLayout.maximumWidth` instead of failing to lay out, at creation and on a resize.
@Suite struct TextAreaHugeTerminalTests {
    @Test func theTextWidthIsCappedAtTheLayoutMaximum() throws {
        var area = try TextArea(
            text: "a\tb", expansion: ExpansionPolicy(minLines: 1, maxLines: 3),
            size: TerminalSize(rows: 24, columns: Int.max))
        #expect(area.textWidth == TextLayout.maximumWidth)
        area.resize(to: TerminalSize(rows: 24, columns: 80))
        #expect(area.textWidth == 79)
        area.resize(to: TerminalSize(rows: Int.max, columns: Int.max))
        #expect(area.textWidth == TextLayout.maximumWidth)
        #expect(area.handle(.press("c")) == .edited)
        #expect(area.text == "a\tbc")
    }
}
