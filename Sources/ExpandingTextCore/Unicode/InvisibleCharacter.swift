/// The characters that change how a text reads, or what it is, without showing themselves: what a box must make
/// visible so that a text cannot read one way and submit another ("Trojan Source").
///
/// They are the bidirectional controls (embeddings, overrides, isolates and the implicit marks, which reorder the
/// text around them), the zero-width space, word joiner and byte order mark, and the zero-width non-joiner where it
/// has no job: after a letter of a script that joins cursively or forms conjuncts (Persian, Hindi) it is part of
/// the spelling and stays unmarked. The joiner U+200D is never marked: emoji sequences are made of it.
///
/// Each is named by its abbreviation from Unicode's `NameAliases.txt`, and shown as a marker: the abbreviation in
/// angle brackets.
///
/// ```swift
/// InvisibleCharacter.markers(in: "\u{202E}")       // ["<RLO>"]
/// InvisibleCharacter.markers(in: "a\u{200C}")      // ["<ZWNJ>"]
/// InvisibleCharacter.markers(in: "\u{6CC}\u{200C}") // []: Persian spelling
/// ```
package enum InvisibleCharacter {
    /// The abbreviations of the invisible characters in `cluster` that a reader must be shown, in text order;
    /// empty when the cluster shows all it holds.
    ///
    /// - Parameter cluster: A grapheme cluster.
    /// - Returns: The abbreviations, such as `RLO` or `ZWSP`.
    /// - Complexity: O(number of scalars in the cluster).
    package static func abbreviations(in cluster: Character) -> [String] {
        var found: [String] = []
        var afterNonJoinerScript = false
        for scalar in cluster.unicodeScalars {
            if scalar.value == 0x200C {
                if !afterNonJoinerScript { found.append("ZWNJ") }
            } else if let abbreviation = abbreviation(of: scalar.value) {
                found.append(abbreviation)
            }
            let flags = UnicodeTables.widthFlags(scalar.value)
            // A mark between the letter and the non-joiner (a vowel sign) belongs to the letter.
            if flags & UnicodeTables.widthZero == 0 || flags & UnicodeTables.widthNonJoinerScript != 0 {
                afterNonJoinerScript = flags & UnicodeTables.widthNonJoinerScript != 0
            }
        }
        return found
    }

    /// The markers that show the invisible characters of `cluster`, in text order: `<` + abbreviation + `>`, one
    /// cell per character.
    ///
    /// - Parameter cluster: A grapheme cluster.
    /// - Returns: The markers, such as `<RLO>`; empty when the cluster shows all it holds.
    /// - Complexity: O(number of scalars in the cluster).
    package static func markers(in cluster: Character) -> [String] {
        abbreviations(in: cluster).map { "<" + $0 + ">" }
    }

    /// Whether a cluster holding this scalar may hold an invisible character: a cheap test before looking closer.
    @inline(__always)
    package static func mayBeIn(_ value: UInt32) -> Bool {
        switch value {
        case 0x061C, 0x200B, 0x200C, 0x200E, 0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    private static func abbreviation(of value: UInt32) -> String? {
        switch value {
        case 0x061C: "ALM"
        case 0x200B: "ZWSP"
        case 0x200E: "LRM"
        case 0x200F: "RLM"
        case 0x202A: "LRE"
        case 0x202B: "RLE"
        case 0x202C: "PDF"
        case 0x202D: "LRO"
        case 0x202E: "RLO"
        case 0x2060: "WJ"
        case 0x2066: "LRI"
        case 0x2067: "RLI"
        case 0x2068: "FSI"
        case 0x2069: "PDI"
        case 0xFEFF: "BOM"
        default: nil
        }
    }
}
