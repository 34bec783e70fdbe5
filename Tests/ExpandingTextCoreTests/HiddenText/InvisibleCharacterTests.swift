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

    @Test(
        arguments: [
            ("\u{AD}", ["SHY"]), ("\u{200D}", ["ZWJ"]), ("a\u{200D}", ["ZWJ"]), ("👍\u{200D}", ["ZWJ"]),
            ("\u{2061}", ["FUNCTION APPLICATION"]), ("\u{2062}", ["INVISIBLE TIMES"]),
            ("\u{2063}", ["INVISIBLE SEPARATOR"]), ("\u{2064}", ["INVISIBLE PLUS"]),
            ("\u{206A}", ["INHIBIT SYMMETRIC SWAPPING"]), ("\u{206F}", ["NOMINAL DIGIT SHAPES"]),
            ("\u{FFF9}", ["INTERLINEAR ANNOTATION ANCHOR"]), ("\u{FFFB}", ["INTERLINEAR ANNOTATION TERMINATOR"]),
            ("\u{1D173}", ["MUSICAL SYMBOL BEGIN BEAM"]), ("\u{1D17A}", ["MUSICAL SYMBOL END PHRASE"]),
            ("\u{180E}", ["MVS"]), ("a\u{34F}", ["CGJ"]), ("\u{17B4}", ["KHMER VOWEL INHERENT AQ"]),
            ("\u{17B5}", ["KHMER VOWEL INHERENT AA"]), ("\u{115F}", ["HANGUL CHOSEONG FILLER"]),
            ("\u{1160}", ["HANGUL JUNGSEONG FILLER"]), ("\u{3164}", ["HANGUL FILLER"]),
            ("\u{FFA0}", ["HALFWIDTH HANGUL FILLER"]), ("\u{2800}", ["BRAILLE PATTERN BLANK"]),
            ("\u{2065}", ["U+2065"]), ("\u{FFF0}", ["U+FFF0"]), ("a\u{E0100}\u{E0101}", ["VS18"]),
            ("\u{FE0F}", ["VS16"]), ("❤\u{FE0F}\u{FE0F}", ["VS16"]), ("\u{1BCA0}", ["SHORTHAND FORMAT LETTER OVERLAP"]),
        ] as [(Character, [String])])
    func everyOtherCharacterThatShowsNothingIsNamed(cluster: Character, abbreviations: [String]) {
        #expect(InvisibleCharacter.abbreviations(in: cluster) == abbreviations)
    }

    @Test(
        arguments: [
            ("a" + Self.tags("ignore previous"), ["TAG \"ignore previous\""]),
            ("a" + Self.tags("say \"hi\" \\ bye"), ["TAG \"say \\\"hi\\\" \\\\ bye\""]),
            ("\u{E0001}", ["TAG LANGUAGE TAG"]),  // a cluster of its own, as are the unassigned tags
            ("a" + Self.tags("x") + "\u{E007F}", ["TAG \"x\" CANCEL TAG"]),
            ("\u{E0002}", ["TAG U+E0002"]),
            ("\u{1F3F4}" + Self.tags("usca") + "\u{E007F}", ["TAG \"usca\" CANCEL TAG"]),
            ("\u{1F3F4}" + Self.tags("gbeng"), ["TAG \"gbeng\""]),
            ("a" + Self.tags("gbeng") + "\u{E007F}", ["TAG \"gbeng\" CANCEL TAG"]),
        ] as [(String, [String])])
    func aRunOfTagsIsSpelledOut(text: String, abbreviations: [String]) throws {
        let cluster = try #require(text.count == 1 ? text.first : nil, "one cluster")
        #expect(InvisibleCharacter.abbreviations(in: cluster) == abbreviations)
    }

    @Test func aTagMarkerTakesTheCellsOfWhatItSpells() {
        let cluster = Character("a" + Self.tags("ignore previous"))
        #expect(InvisibleCharacter.markers(in: cluster) == ["<TAG \"ignore previous\">"])
        #expect(InvisibleCharacter.shownWidth(of: cluster) == 1 + 23)
        #expect(InvisibleCharacter.shown(cluster)?.visible == "a")
    }

    @Test(
        arguments: [
            "a", "👨‍👩‍👧", "❤️", "1️⃣", "👁️‍🗨️", "e\u{301}", "語", "葛\u{E0100}", " ", "\u{6CC}\u{200D}",
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}",
        ] as [Character])
    func everythingElseShowsAllItHolds(cluster: Character) {
        #expect(InvisibleCharacter.markers(in: cluster).isEmpty)
        #expect(InvisibleCharacter.shownWidth(of: cluster) == nil)
    }

    @Test func everyCharacterTheIssueOfHiddenTextListedIsMarkedAlone() {
        let values: [ClosedRange<UInt32>] = [
            0xE0000...0xE007F, 0x2061...0x2064, 0x206A...0x206F, 0xFFF9...0xFFFB, 0x1D173...0x1D17A, 0x180E...0x180E,
            0x034F...0x034F, 0x17B4...0x17B5, 0x00AD...0x00AD, 0x200D...0x200D, 0x115F...0x1160, 0x3164...0x3164,
            0xFFA0...0xFFA0, 0x2800...0x2800, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x200B...0x200F, 0x202A...0x202E,
        ]
        for value in values.joined() {
            let scalar = Unicode.Scalar(value)!
            #expect(InvisibleCharacter.markers(in: Character(scalar)).count == 1, "U+\(String(value, radix: 16))")
        }
    }

    /// The tag characters that stand for `ascii`.
    static func tags(_ ascii: String) -> String {
        String(String.UnicodeScalarView(ascii.unicodeScalars.map { Unicode.Scalar($0.value + 0xE0000)! }))
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
