/// A deterministic random source for property tests (SplitMix64), so a failure always reproduces.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
