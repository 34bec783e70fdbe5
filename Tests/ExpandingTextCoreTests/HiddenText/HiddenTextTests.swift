import ExpandingTextCore
import Testing

/// The report of hidden text that an app reads before sending: each run where it lies, what it is, and what it
/// stands for — the same names the terminal box draws.
@Suite struct HiddenTextTests {
    /// The tag characters that stand for `ascii`.
    private static func tags(_ ascii: String) -> String {
        String(String.UnicodeScalarView(ascii.unicodeScalars.map { Unicode.Scalar($0.value + 0xE0000)! }))
    }

    @Test func aSentenceSmuggledInTagsIsSpelledOutWhereItLies() {
        let text = "Summarise this." + Self.tags("ignore previous") + " Thanks"
        let runs = HiddenText.runs(in: text)
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run.kind == .tags)
        #expect(run.meaning == "ignore previous")
        #expect(run.marker == "<TAG \"ignore previous\">")
        #expect(String(text[run.range]) == Self.tags("ignore previous"))
        #expect(text[..<run.range.lowerBound] == "Summarise this.")
        #expect(text[run.range.upperBound...] == " Thanks")
    }

    @Test func eachKindIsReportedInTextOrder() {
        let text = "a\u{202E}b\u{200B}c\u{3164}d\u{FE0F}\u{FE0F}e\u{2065}"
        let runs = HiddenText.runs(in: text)
        #expect(runs.map(\.kind) == [.bidiControl, .invisible, .filler, .variationSelector, .unassigned])
        #expect(runs.map(\.meaning) == ["RLO", "ZWSP", "HANGUL FILLER", "VS16", "U+2065"])
        #expect(runs.map(\.marker) == ["<RLO>", "<ZWSP>", "<HANGUL FILLER>", "<VS16>", "<U+2065>"])
        #expect(
            runs.map { String(text.unicodeScalars[$0.range].first!.value, radix: 16) } == [
                "202e", "200b", "3164", "fe0f", "2065",
            ])
    }

    @Test func quotesAndBackslashesAreEscapedInTheMarkerOnly() {
        let runs = HiddenText.runs(in: "x" + Self.tags("a\"b\\c"))
        #expect(runs.map(\.marker) == ["<TAG \"a\\\"b\\\\c\">"])
        #expect(runs.map(\.meaning) == ["a\"b\\c"])
    }

    @Test(
        arguments: [
            "", "plain text", "日本語", "👨‍👩‍👧 ❤️ 👍🏽 🇫🇷 1️⃣", "می\u{200C}خواهم", "क्\u{200C}ष",
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}",
        ])
    func textThatShowsAllItHoldsHasNoRuns(text: String) {
        #expect(HiddenText.runs(in: text).isEmpty)
    }

    @Test func aFlagWithAnotherSubdivisionIsReported() {
        let runs = HiddenText.runs(in: "\u{1F3F4}" + Self.tags("usca") + "\u{E007F}")
        #expect(runs.map(\.marker) == ["<TAG \"usca\" CANCEL TAG>"])
    }
}
