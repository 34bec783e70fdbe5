import ExpandingTextTestSupport

/// Seeded random texts that mix every line-break class, for the property tests of the line breaker.
struct RandomText {
    /// Pieces that exercise the rules with context: SP runs after OP, QU, CL, CP, B2 and ZW (LB8, LB14–LB17),
    /// regional indicators (LB30a), combining marks and ZWJ (LB8a, LB9, LB10), numbers (LB25), Hebrew and
    /// hyphens (LB21a), emoji (LB30b), East Asian brackets (LB30), mandatory breaks, and one of each other class.
    static let pieces: [String] = [
        "(", "\"", ")", "]", "\u{2014}", "\u{200B}", " ", "  ", "   ",
        "\u{1F1EB}", "\u{1F1F7}", "\u{1F1E9}",
        "\u{301}", "\u{308}", "\u{200D}", "\u{1}", "\u{E31}",
        "$", "%", "-", ",", ".", "/", "0", "12", "\u{20AC}", "\u{20C5}",
        "\u{65E5}", "\u{672C}", "\u{3002}", "\u{300C}", "\u{300D}", "\u{FF08}", "\u{FF09}", "\u{30FC}",
        "\u{5D0}", "\u{5D1}", "\u{2010}",
        "\u{1F44D}", "\u{1F3FD}", "\u{1FAFF}", "\u{1F02C}", "\u{2764}", "\u{FE0F}",
        "\n", "\r", "\r\n", "\u{B}", "\u{85}", "\u{2028}",
        "a", "b", "Z", "\u{A0}", "\u{2060}", "\u{B4}", "!", "?", "\u{2026}", "\u{FFFC}", "\t", "\u{AD}",
        "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}", "\u{E01}", "\u{E48}",
    ]

    /// A random text of up to `maximumPieces` pieces.
    static func make(using generator: inout SplitMix64, maximumPieces: Int = 40) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...maximumPieces, using: &generator) {
            text += pieces.randomElement(using: &generator)!
        }
        return text
    }
}
