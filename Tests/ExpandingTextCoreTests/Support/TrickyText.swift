import ExpandingTextTestSupport

/// Text made of pieces that merge into clusters in every way the segmentation rules allow: combining marks,
/// regional indicators (flag parity), ZWJ sequences, emoji modifiers, variation selectors, CR LF, Indic conjuncts,
/// and astral scalars (surrogate pairs in UTF-16).
enum TrickyText {
    static let pieces: [String] = [
        "a", "e", "\u{301}", "\u{1F1E6}", "\u{1F1E7}", "\u{1F1E8}", "\u{200D}", "\u{1F468}", "\u{1F469}",
        "\u{1F3FD}", "\u{FE0F}", "\u{2764}", "\r", "\n", "\u{915}", "\u{94D}", "\u{937}", "\u{1F600}", " ",
        "\u{E9}",
    ]

    static func random(maxPieces: Int, using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 0...maxPieces, using: &generator)
        var text = ""
        for _ in 0..<count { text += pieces.randomElement(using: &generator)! }
        return text
    }
}
