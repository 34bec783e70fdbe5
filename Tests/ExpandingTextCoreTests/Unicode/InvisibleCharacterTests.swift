import Testing

@testable import ExpandingTextCore

/// The characters a box must show although they show nothing themselves.
@Suite struct InvisibleCharacterTests {
    @Test(
        arguments: [
            ("\u{202A}", ["LRE"]), ("\u{202B}", ["RLE"]), ("\u{202C}", ["PDF"]), ("\u{202D}", ["LRO"]),
            ("\u{202E}", ["RLO"]), ("\u{2066}", ["LRI"]), ("\u{2067}", ["RLI"]), ("\u{2068}", ["FSI"]),
            ("\u{2069}", ["PDI"]), ("\u{200E}", ["LRM"]), ("\u{200F}", ["RLM"]), ("\u{61C}", ["ALM"]),
            ("\u{200B}", ["ZWSP"]), ("\u{2060}", ["WJ"]), ("\u{FEFF}", ["BOM"]),
        ] as [(Character, [String])])
    func bidiControlsAndZeroWidthCharactersAreNamed(cluster: Character, abbreviations: [String]) {
        #expect(InvisibleCharacter.abbreviations(in: cluster) == abbreviations)
        #expect(InvisibleCharacter.markers(in: cluster) == abbreviations.map { "<\($0)>" })
    }

    @Test(
        arguments: [
            ("a\u{200C}", ["ZWNJ"]),  // Latin has no use for it
            ("\u{200C}", ["ZWNJ"]),  // at the start of a text, or after a break
            ("e\u{301}\u{200C}", ["ZWNJ"]),  // a mark of no script of its own does not make it needed
            ("\u{6CC}\u{200C}", []),  // Persian: می‌خواهم
            ("\u{628}\u{64E}\u{200C}", []),  // Arabic letter, then a vowel mark, then the non-joiner
            ("\u{915}\u{94D}\u{200C}", []),  // Devanagari: क्‌ (virama, then the non-joiner)
            ("\u{995}\u{200C}", []),  // Bengali letter
        ] as [(Character, [String])])
    func theNonJoinerIsMarkedOnlyWhereItHasNoJob(cluster: Character, abbreviations: [String]) {
        #expect(InvisibleCharacter.abbreviations(in: cluster) == abbreviations)
    }

    @Test(arguments: ["a", "👨‍👩‍👧", "❤️", "e\u{301}", "語", "\u{AD}", " ", "\u{200D}"] as [Character])
    func everythingElseShowsAllItHolds(cluster: Character) {
        #expect(InvisibleCharacter.markers(in: cluster).isEmpty)
    }

    @Test func everyNamedScalarPassesTheQuickTest() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if !InvisibleCharacter.abbreviations(in: Character(scalar)).isEmpty {
                #expect(InvisibleCharacter.mayBeIn(value), "U+\(String(value, radix: 16))")
            }
        }
    }
}
