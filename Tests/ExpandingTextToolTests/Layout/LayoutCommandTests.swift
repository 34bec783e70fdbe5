import Testing

@testable import expanding_text

/// `expanding-text layout` against expectations worked out by hand from the wrapping contract.
@Suite struct LayoutCommandTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var input: String
        var width: Int
        var tabWidth = 4
        /// (text, width) of every visual line.
        var lines: [(String, Int)]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // "The " + "quick" = 9 ≤ 10, the space after "quick" hangs; "brown" would end at 15.
        Case(
            name: "ASCII wrap", input: "The quick brown fox", width: 10,
            lines: [("The quick ", 9), ("brown fox", 9)]),
        // A word longer than the line is cut at cluster boundaries, each piece as full as it can be.
        Case(name: "long word", input: "abcdefghij", width: 4, lines: [("abcd", 4), ("efgh", 4), ("ij", 2)]),
        // Trailing spaces hang past the edge, never wrap, and never count in the width.
        Case(name: "hanging spaces", input: "ab   cd", width: 4, lines: [("ab   ", 2), ("cd", 2)]),
        Case(name: "spaces hang at exactly full", input: "abcd    ", width: 4, lines: [("abcd    ", 4)]),
        Case(name: "only spaces", input: "      ", width: 3, lines: [("      ", 0)]),
        // Every ideograph and kana is 2 cells with a break opportunity on each side (UAX #14 ID).
        Case(
            name: "CJK", input: "日本語のテキスト", width: 5,
            lines: [("日本", 4), ("語の", 4), ("テキ", 4), ("スト", 4)]),
        Case(name: "CJK wider than the line", input: "日本", width: 1, lines: [("日", 2), ("本", 2)]),
        Case(name: "mixed CJK and ASCII", input: "ab日本", width: 5, lines: [("ab日", 4), ("本", 2)]),
        // Emoji with a skin-tone modifier is one 2-cell cluster; a break is allowed between two of them.
        Case(name: "emoji", input: "👍🏽👍🏽👍🏽", width: 4, lines: [("👍🏽👍🏽", 4), ("👍🏽", 2)]),
        Case(name: "emoji presentation selector", input: "a❤️b", width: 10, lines: [("a❤️b", 4)]),
        Case(name: "flag", input: "🇫🇷 ok", width: 10, lines: [("🇫🇷 ok", 5)]),
        Case(name: "family ZWJ sequence", input: "👨‍👩‍👧!", width: 10, lines: [("👨‍👩‍👧!", 3)]),
        Case(name: "combining mark", input: "e\u{301}te\u{301}", width: 10, lines: [("e\u{301}te\u{301}", 3)]),
        // A tab advances to the next multiple of the tab width from the line's start.
        Case(name: "tab", input: "a\tb", width: 10, lines: [("a\tb", 5)]),
        Case(name: "tab width 8", input: "\tx", width: 20, tabWidth: 8, lines: [("\tx", 9)]),
        // The tab fills the line exactly (4 of 4 cells), so the next segment starts a new line.
        Case(name: "tab at the edge", input: "abc\tx", width: 4, lines: [("abc\t", 4), ("x", 1)]),
        Case(name: "trailing newline", input: "hello\n", width: 10, lines: [("hello", 5), ("", 0)]),
        Case(name: "empty input", input: "", width: 10, lines: [("", 0)]),
        Case(name: "only a newline", input: "\n", width: 10, lines: [("", 0), ("", 0)]),
        Case(name: "blank line inside", input: "a\n\nb", width: 10, lines: [("a", 1), ("", 0), ("b", 1)]),
        Case(name: "CR LF", input: "a\r\nb\r\n", width: 10, lines: [("a", 1), ("b", 1), ("", 0)]),
        Case(name: "lone CR", input: "a\rb", width: 10, lines: [("a", 1), ("b", 1)]),
        Case(
            name: "other mandatory breaks", input: "a\u{0B}b\u{0C}c\u{85}d\u{2028}e\u{2029}f", width: 10,
            lines: [("a", 1), ("b", 1), ("c", 1), ("d", 1), ("e", 1), ("f", 1)]),
        // A control character is drawn in caret notation, 2 cells.
        Case(name: "control character", input: "a\u{1B}b", width: 10, lines: [("a\u{1B}b", 4)]),
        Case(name: "width 1", input: "ab c", width: 1, lines: [("a", 1), ("b ", 1), ("c", 1)]),
    ]

    @Test(arguments: cases)
    func visualLines(testCase: Case) throws {
        let options = LayoutOptions(width: testCase.width, tabWidth: testCase.tabWidth)
        let report = try DecodedLayoutReport.layOut(testCase.input, options: options)
        let actual = report.lines.map { ($0.text, $0.width) }
        #expect(actual.map(\.0) == testCase.lines.map(\.0))
        #expect(actual.map(\.1) == testCase.lines.map(\.1))
        #expect(report.contentLines == testCase.lines.count)
        #expect(report.width == testCase.width)
    }

    @Test func jsonOfAWrappedText() throws {
        let output = CapturedOutput()
        let status = LayoutCommand(options: LayoutOptions(width: 10, json: true))
            .run(output: output.output) { Array("The quick brown fox\n".utf8) }
        #expect(status == .success)
        #expect(output.standardError.isEmpty)
        #expect(
            output.standardOutput
                == #"{"width":10,"contentLines":3,"visibleLines":3,"scrollable":false,"lines":[{"text":"The quick ","width":9},{"text":"brown fox","width":9},{"text":"","width":0}]}"#
                + "\n")
    }

    @Test func jsonEscapesTextAndKeepsNonASCII() throws {
        let output = CapturedOutput()
        _ = LayoutCommand(options: LayoutOptions(json: true))
            .run(output: output.output) { Array("\"q\" \\ \u{1B}[1m 日本 \t👍🏽".utf8) }
        #expect(
            output.standardOutput
                == #"{"width":80,"contentLines":1,"visibleLines":1,"scrollable":false,"lines":[{"text":"\"q\" \\ \u001B[1m 日本 \u0009👍🏽","width":22}]}"#
                + "\n")
    }

    @Test(
        arguments: [
            (1, nil, 5, false), (2, 3, 3, true), (1, 5, 5, false), (6, 8, 6, false), (1, 4, 4, true),
        ] as [(Int, Int?, Int, Bool)])
    func visibleLinesAndScrolling(minLines: Int, maxLines: Int?, visible: Int, scrollable: Bool) throws {
        let options = LayoutOptions(width: 10, minLines: minLines, maxLines: maxLines)
        let report = try DecodedLayoutReport.layOut("1\n2\n3\n4\n5", options: options)
        #expect(report.contentLines == 5)
        #expect(report.visibleLines == visible)
        #expect(report.scrollable == scrollable)
    }

    @Test func plainOutputIsOneVisualLinePerLineAsATerminalShowsIt() throws {
        let output = CapturedOutput()
        let status = LayoutCommand(options: LayoutOptions(width: 6))
            .run(output: output.output) { Array("a\tb\u{1B}[2J\u{7F} 日本語\r\n\n".utf8) }
        #expect(status == .success)
        // "a" + tab (to column 4) ends a segment. "b ESC [2J DEL " is one segment (ESC and DEL attach like
        // combining marks) of 8 cells: wider than 6, so it starts a new line and is cut after "b^[[2J" (6 cells).
        // "^? " and "日" fit in 5 cells; "本" would end at 7. CR LF ends the paragraph, LF makes an empty line, and
        // the final LF leaves an empty last line.
        #expect(output.standardOutput == "a   \nb^[[2J\n^? 日\n本語\n\n\n")
        #expect(!output.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func invalidUTF8IsReplacedWithAWarning() throws {
        let output = CapturedOutput()
        let status = LayoutCommand(options: LayoutOptions(json: true))
            .run(output: output.output) { [0x61, 0xFF, 0x62, 0xE6, 0x97] }
        #expect(status == .success)
        #expect(
            output.standardError
                == "warning: standard input is not valid UTF-8 (first invalid byte at offset 1); invalid bytes were "
                + "read as U+FFFD\n")
        #expect(output.standardOutput.contains(#""text":"a\#u{FFFD}b\#u{FFFD}""#))
    }

    @Test func unreadableInputIsAnError() {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "Input/output error" }
        }
        let output = CapturedOutput()
        let status = LayoutCommand(options: LayoutOptions()).run(output: output.output) { throw Broken() }
        #expect(status == .failure)
        #expect(output.standardError == "error: cannot read standard input: Input/output error\n")
        #expect(output.standardOutput.isEmpty)
    }

    @Test func everyClusterIsCoveredOnceInOrder() throws {
        let text = "Mixed 日本語 text, 👍🏽 emoji\tand tabs\r\nnext\u{2028}line  \n"
        for width in 1...12 {
            let report = try DecodedLayoutReport.layOut(text, options: LayoutOptions(width: width))
            let joined = report.lines.map(\.text).joined()
            let withoutBreaks = text.replacingBreaks()
            #expect(joined == withoutBreaks, "width \(width)")
        }
    }
}

extension String {
    /// The text without its line-break characters.
    fileprivate func replacingBreaks() -> String {
        String(filter { !["\r\n", "\n", "\r", "\u{2028}"].contains($0) })
    }
}
