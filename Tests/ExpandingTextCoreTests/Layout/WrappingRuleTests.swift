import Testing

@testable import ExpandingTextCore

/// The wrapping rules of the wrapping contract, case by case, with hand-checked lines.
@Suite struct WrappingRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var text: String
        var width: Int
        var tabWidth = 4
        var lines: [String]
        /// The expected widths (without trailing spaces), when the case checks them.
        var widths: [Int]?

        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "an empty text is one empty line", text: "", width: 5, lines: [""], widths: [0]),
        Case(rule: "a short text is one line", text: "abc", width: 5, lines: ["abc"], widths: [3]),
        Case(rule: "a trailing line break leaves an empty last line", text: "abc\n", width: 5, lines: ["abc", ""]),
        Case(rule: "LF ends a line", text: "a\nb", width: 5, lines: ["a", "b"]),
        Case(rule: "CR LF is one break", text: "a\r\nb", width: 5, lines: ["a", "b"]),
        Case(rule: "two CRs are two breaks", text: "a\r\rb", width: 5, lines: ["a", "", "b"]),
        Case(rule: "a lone CR at the end", text: "a\r", width: 5, lines: ["a", ""]),
        Case(rule: "only line breaks", text: "\n\n", width: 5, lines: ["", "", ""]),
        Case(
            rule: "NEL, LS and PS end lines", text: "a\u{85}b\u{2028}c\u{2029}d", width: 5,
            lines: ["a", "b", "c", "d"]),
        Case(rule: "VT and FF end lines", text: "a\u{B}b\u{C}c", width: 5, lines: ["a", "b", "c"]),
        Case(
            rule: "a trailing space hangs", text: "hello world", width: 5, lines: ["hello ", "world"],
            widths: [5, 5]),
        Case(rule: "a text that fits exactly", text: "hello world", width: 11, lines: ["hello world"]),
        Case(
            rule: "several spaces hang past the edge", text: "hello   world", width: 7,
            lines: ["hello   ", "world"], widths: [5, 5]),
        Case(
            rule: "a word longer than the line is broken, each piece full", text: "abcdefghij", width: 4,
            lines: ["abcd", "efgh", "ij"], widths: [4, 4, 2]),
        Case(
            rule: "a long word starts on a new line when the line has text", text: "ab abcdefghij", width: 4,
            lines: ["ab ", "abcd", "efgh", "ij"]),
        Case(
            rule: "a long word's trailing spaces hang after its last piece", text: "abcdefghij  xy", width: 4,
            lines: ["abcd", "efgh", "ij  ", "xy"], widths: [4, 4, 2, 2]),
        Case(rule: "ideographs break between each other", text: "日本語", width: 4, lines: ["日本", "語"], widths: [4, 2]),
        Case(rule: "a wide cluster does not fit in one cell", text: "日本語", width: 3, lines: ["日", "本", "語"]),
        Case(
            rule: "a cluster wider than the line takes a line alone", text: "日本", width: 1, lines: ["日", "本"],
            widths: [2, 2]),
        Case(rule: "width 1 breaks between narrow clusters", text: "ab", width: 1, lines: ["a", "b"]),
        Case(rule: "width 1 lets a space hang", text: "a b", width: 1, lines: ["a ", "b"]),
        Case(rule: "a space hangs after a lone wide cluster", text: "日 x", width: 1, lines: ["日 ", "x"]),
        Case(rule: "a tab advances to the next tab stop", text: "a\tb", width: 10, lines: ["a\tb"], widths: [5]),
        Case(
            rule: "a segment ending with a tab counts the tab", text: "abc\tdef", width: 6, lines: ["abc\t", "def"],
            widths: [4, 3]),
        Case(
            rule: "a tab is clamped at the width", text: "abcde\tx", width: 6, lines: ["abcde\t", "x"],
            widths: [6, 1]),
        Case(rule: "a tab at the edge advances 0", text: "abcd\tx", width: 4, lines: ["abcd\t", "x"], widths: [4, 1]),
        Case(
            rule: "a tab past the edge wraps", text: "ab   \tx", width: 3, lines: ["ab   ", "\t", "x"],
            widths: [2, 3, 1]),
        Case(
            rule: "a tab stop counts from the visual line's start", text: "abcdef\tx", width: 5,
            lines: ["abcde", "f\tx"], widths: [5, 5]),
        Case(rule: "another tab width", text: "a\tb\tc", width: 20, tabWidth: 8, lines: ["a\tb\tc"], widths: [17]),
        Case(
            rule: "a control character is two cells", text: "a\u{1B}b", width: 3, lines: ["a\u{1B}", "b"],
            widths: [3, 1]),
        Case(
            rule: "emoji ZWJ sequences and modifiers are one cluster", text: "👨‍👩‍👧👍🏽", width: 2,
            lines: ["👨‍👩‍👧", "👍🏽"], widths: [2, 2]),
        Case(rule: "flags are regional-indicator pairs", text: "🇫🇷🇩🇪", width: 2, lines: ["🇫🇷", "🇩🇪"]),
        Case(
            rule: "combining marks stay with their base", text: "e\u{301}e\u{301}e\u{301}", width: 2,
            lines: ["e\u{301}e\u{301}", "e\u{301}"], widths: [2, 1]),
        Case(
            rule: "an opportunity inside a cluster is not used", text: "a \u{301}b", width: 2,
            lines: ["a \u{301}", "b"]),
        Case(
            rule: "leading spaces stay on their line", text: "   abc", width: 4, lines: ["   ", "abc"], widths: [0, 3]),
        Case(
            rule: "spaces hang before a line break", text: "ab  \ncd", width: 2, lines: ["ab  ", "cd"], widths: [2, 2]),
        Case(
            rule: "a zero-width space fits at the edge", text: "a\u{200B}b", width: 1, lines: ["a\u{200B}", "b"]),
        Case(
            rule: "prose wraps word by word", text: "The quick brown fox jumps over the lazy dog", width: 10,
            lines: ["The quick ", "brown fox ", "jumps over ", "the lazy ", "dog"], widths: [9, 9, 10, 8, 3]),
        Case(
            rule: "a hyphen is an opportunity after it", text: "well-known fact", width: 6,
            lines: ["well-", "known ", "fact"]),
        Case(rule: "no opportunity before closing punctuation", text: "abc def!", width: 6, lines: ["abc ", "def!"]),
        Case(
            rule: "an ideograph moves down whole when it does not fit", text: "ab日", width: 3, lines: ["ab", "日"]),
    ]

    @Test(arguments: cases)
    func wrapsAsSpecified(_ testCase: Case) throws {
        let (storage, layout) = try makeLayout(testCase.text, width: testCase.width, tabWidth: testCase.tabWidth)
        let lines = layout.lines(0..<layout.lineCount, in: storage)
        #expect(lines == (0..<layout.lineCount).map { layout.line($0, in: storage) })
        #expect(lines.map(\.text) == testCase.lines)
        if let widths = testCase.widths {
            #expect(lines.map(\.width) == widths)
        }
        let reference = ReferenceWrapper.lineStarts(
            of: testCase.text, width: testCase.width, tabWidth: testCase.tabWidth)
        #expect(layout.lineStartsForTesting.map(\.offset) == reference.map(\.offset))
    }

    @Test func invalidWidthsAreErrorsNamingTheValue() {
        #expect(throws: TextLayoutError.invalidWidth(0)) { try TextLayout(TextStorage("a"), width: 0) }
        #expect(throws: TextLayoutError.invalidTabWidth(-2)) {
            try TextLayout(TextStorage("a"), width: 3, tabWidth: -2)
        }
        #expect(TextLayoutError.invalidWidth(0).description.contains(" 0"))
        var layout = try! TextLayout(TextStorage("a"), width: 3)
        #expect(throws: TextLayoutError.invalidWidth(-1)) { try layout.setWidth(-1, for: TextStorage("a")) }
        #expect(layout.width == 3)
    }

    @Test func visualLinesDescribeTheirClusters() throws {
        let (storage, layout) = try makeLayout("a\t日 \u{1B}\nx", width: 20)
        let line = layout.line(0, in: storage)
        #expect(line.range == TextPosition(utf8Offset: 0)..<TextPosition(utf8Offset: 7))
        #expect(line.endsParagraph)
        #expect(line.clusters.map(\.character) == ["a", "\t", "日", " ", "\u{1B}"])
        #expect(line.clusters.map(\.column) == [0, 1, 4, 6, 7])
        #expect(line.clusters.map(\.width) == [1, 3, 2, 1, 2])
        #expect(line.width == 9)
        #expect(layout.line(1, in: storage).endsParagraph)
        let wrapped = try makeLayout("ab cd", width: 3)
        #expect(!wrapped.1.line(0, in: wrapped.0).endsParagraph)
        #expect(wrapped.1.range(ofLine: 0) == TextPosition(utf8Offset: 0)..<TextPosition(utf8Offset: 3))
    }

    @Test func documentationExamples() throws {
        var storage = TextStorage("The quick brown fox jumps over the lazy dog")
        var layout = try TextLayout(storage, width: 10)
        #expect(layout.lineCount == 5)
        #expect(layout.line(0, in: storage).text == "The quick ")
        let change = TextChange(range: storage.endPosition..<storage.endPosition, replacement: "!")
        storage.replace(change.range, with: change.replacement)
        layout.apply(change, to: storage)
        #expect(layout.caret(at: storage.endPosition, in: storage) == CaretLocation(line: 4, column: 4))

        let (cjkStorage, cjkLayout) = try makeLayout("日本 ok\nnext", width: 6)
        let line = cjkLayout.line(0, in: cjkStorage)
        #expect(line.text == "日本 ")
        #expect(line.width == 4)
        #expect(line.clusters.map(\.column) == [0, 2, 4])
        #expect(!line.endsParagraph)
        #expect(cjkLayout.line(1, in: cjkStorage).text == "ok")
    }
}
