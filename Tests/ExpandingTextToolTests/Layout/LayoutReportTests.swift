import Testing

@testable import expanding_text

@Suite struct LayoutReportTests {
    @Test func compactObjectWithKeysInOrder() {
        let report = LayoutReport(
            width: 10, contentLines: 2, visibleLines: 2, scrollable: false,
            lines: [.init(text: "hello ", width: 5), .init(text: "world", width: 5)])
        #expect(
            report.json
                == #"{"width":10,"contentLines":2,"visibleLines":2,"scrollable":false,"lines":[{"text":"hello ","width":5},{"text":"world","width":5}]}"#
        )
    }

    @Test func scrollableTrueAndEmptyLine() {
        let report = LayoutReport(
            width: 1, contentLines: 1, visibleLines: 1, scrollable: true, lines: [.init(text: "", width: 0)])
        #expect(
            report.json
                == #"{"width":1,"contentLines":1,"visibleLines":1,"scrollable":true,"lines":[{"text":"","width":0}]}"#)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" and backslash \\", #""quote \" and backslash \\""#),
        ("tab\tnewline\ncr\r", #""tab\u0009newline\u000Acr\u000D""#),
        ("\u{0}\u{1}\u{1B}[31m\u{1F}", #""\u0000\u0001\u001B[31m\u001F""#),
        ("del\u{7F} c1\u{80}\u{85}\u{9F}", #""del\u007F c1\u0080\u0085\u009F""#),
        ("漢字 👍🏽 é e\u{301} \u{A0}\u{2028}", "\"漢字 👍🏽 é e\u{301} \u{A0}\u{2028}\""),
        ("/ slash stays", #""/ slash stays""#),
        ("\"\u{301}", "\"\\\"\u{301}\""),
    ])
    func stringEscaping(text: String, literal: String) {
        #expect(Array(JSONString.literal(text).utf8) == Array(literal.utf8))
    }
}
