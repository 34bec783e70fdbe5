import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// A span provider styles the box's text through the theme: links, mentions, tags and code, as typed, scrolled and
/// selected; the text and its widths never change.
@Suite struct HighlightingTests {
    private static func area(_ text: String, rows: Int = 5, columns: Int = 40) throws -> TextArea {
        var area = try TextArea(
            text: text, expansion: ExpansionPolicy(minLines: 1, maxLines: rows),
            size: TerminalSize(rows: 24, columns: columns))
        area.spanProvider = StandardSpanProvider()
        return area
    }

    /// The rows of the frame as text with their styles, without the caret line and the scroll arrows.
    private static func rows(_ area: TextArea) -> [String] {
        area.frame().lines.map {
            $0.replacing(#/\ +\{dim:[↑↓]\}/#, with: "")
        }
    }

    @Test func eachRoleIsDrawnInItsThemeStyle() throws {
        let area = try Self.area("see https://example.com now @ana #tag `x`", columns: 60)
        #expect(
            Self.rows(area) == [
                "see {underline+blue:https://example.com} now {bold+cyan:@ana} {magenta:#tag} {yellow:`x`}|"
            ])
    }

    @Test func theMonochromeThemeUsesUnderlineAndBoldOnly() throws {
        var area = try Self.area("see https://example.com @ana", columns: 60)
        area.highlightTheme = .monochrome
        #expect(Self.rows(area) == ["see {underline:https://example.com} {bold:@ana}|"])
    }

    @Test func withoutAProviderTheTextIsPlain() throws {
        var area = try Self.area("see https://example.com")
        area.spanProvider = nil
        #expect(Self.rows(area) == ["see https://example.com|"])
    }

    @Test func typingStylesWhatTheKeysMake() throws {
        var area = try Self.area("ask ")
        for character in "@ana" { area.handle(.press(Key.character(character))) }
        #expect(Self.rows(area) == ["ask {bold+cyan:@ana}|"])
        area.handle(.press(.home))
        area.handle(.press(Key.character("x")))
        #expect(Self.rows(area) == ["xask {bold+cyan:@ana}|"])
        area.handle(.press(.end))
        for _ in 0..<4 { area.handle(.press(.backspace)) }
        #expect(Self.rows(area) == ["xask |"])
    }

    @Test func aSelectionKeepsTheSpanStyleUnderReverseVideo() throws {
        var area = try Self.area("go @ana")
        for _ in 0..<4 { area.handle(.press(.left, .shift)) }
        #expect(Self.rows(area) == ["go {bold+inverse+cyan:@ana}|"])
    }

    @Test func aFenceOpenedAboveTheBoxStylesTheRowsScrolledTo() throws {
        let text = "```\n" + (1...30).map { "line \($0) @x" }.joined(separator: "\n")
        var area = try Self.area(text, rows: 3)
        #expect(Self.rows(area) == ["{yellow:line 28 @x}|", "{yellow:line 29 @x}|", "{yellow:line 30 @x}|"])
        area.handle(.press(.home, .control))
        area.handle(.press(.delete))
        #expect(Self.rows(area) == ["``|", "line 1 {bold+cyan:@x}|", "line 2 {bold+cyan:@x}|"])
        area.handle(.press(.end, .control))
        #expect(Self.rows(area) == ["line 28 {bold+cyan:@x}|", "line 29 {bold+cyan:@x}|", "line 30 {bold+cyan:@x}|"])
    }

    @Test func theHighlighterStartsOverWithTheNextMessage() throws {
        var area = try Self.area("```")
        area.reset()
        for character in "@ana" { area.handle(.press(Key.character(character))) }
        #expect(Self.rows(area) == ["{bold+cyan:@ana}|"])
    }
}
