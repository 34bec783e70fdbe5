import Testing

@testable import expanding_text

@Suite struct LayoutReportTests {
    /// A line given whole.
    struct Line: LayoutReportLine {
        var text: String
        var width: Int

        func forEachPiece<Failure: Error>(_ body: (Substring) throws(Failure) -> Void) throws(Failure) {
            try body(text[...])
        }
    }

    /// The report's JSON with `lines`, as standard output receives it.
    static func json(_ report: LayoutReport, lines: [Line]) throws -> String {
        let output = CapturedOutput()
        var buffer = OutputBuffer(writingTo: output.output.writeStandardOutput)
        try report.writeJSON(to: &buffer) { write in
            for line in lines { try write(line) }
        }
        try buffer.flush()
        return output.standardOutput
    }

    @Test func compactObjectWithKeysInOrder() throws {
        let report = LayoutReport(width: 10, contentLines: 2, visibleLines: 2, scrollable: false)
        #expect(
            try Self.json(report, lines: [.init(text: "hello ", width: 5), .init(text: "world", width: 5)])
                == #"{"width":10,"contentLines":2,"visibleLines":2,"scrollable":false,"lines":[{"text":"hello ","width":5},{"text":"world","width":5}]}"#
        )
    }

    @Test func scrollableTrueAndEmptyLine() throws {
        let report = LayoutReport(width: 1, contentLines: 1, visibleLines: 1, scrollable: true)
        #expect(
            try Self.json(report, lines: [.init(text: "", width: 0)])
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
    func stringEscaping(text: String, literal: String) throws {
        #expect(try Self.literal([text[...]]) == Array(literal.utf8))
        // Cut anywhere between two scalars, as a long line's text comes, the text is escaped as it is whole.
        for cut in text.unicodeScalars.indices {
            #expect(try Self.literal([text[..<cut], text[cut...]]) == Array(literal.utf8))
        }
    }

    /// The JSON string literal of the text whose pieces are `pieces`, as standard output receives it.
    static func literal(_ pieces: [Substring]) throws -> [UInt8] {
        let output = CapturedOutput()
        var buffer = OutputBuffer(writingTo: output.output.writeStandardOutput)
        try buffer.append("\"")
        for piece in pieces {
            try JSONString.appendContents(of: piece, to: &buffer)
        }
        try buffer.append("\"")
        try buffer.flush()
        return output.standardOutputBytes
    }
}
