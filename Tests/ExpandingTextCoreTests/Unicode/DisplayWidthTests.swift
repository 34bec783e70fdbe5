import Testing

@testable import ExpandingTextCore

@Suite struct DisplayWidthTests {
    @Test(
        arguments: [
            // ASCII
            ("a", 1), ("Z", 1), (" ", 1), ("~", 1), ("0", 1),
            // East Asian Wide and Fullwidth; Halfwidth and Ambiguous are 1
            ("日", 2), ("한", 2), ("\u{3000}", 2), ("\u{FF21}", 2), ("\u{FF71}", 1), ("α", 1), ("\u{2460}", 1),
            // Emoji: presentation, VS16 after an Emoji scalar, keycaps, modifiers, flags, ZWJ sequences
            ("😀", 2), ("\u{2764}\u{FE0F}", 2), ("\u{2764}", 1), ("\u{263A}\u{FE0E}", 1), ("\u{A9}\u{FE0F}", 2),
            ("\u{A9}", 1), ("1\u{FE0F}\u{20E3}", 2), ("#\u{FE0F}\u{20E3}", 2), ("\u{261D}\u{1F3FD}", 2),
            ("\u{261D}", 1),
            ("👍🏽", 2), ("\u{1F3FD}", 2), ("🇫🇷", 2), ("\u{1F1EB}", 2), ("👨‍👩‍👧", 2),
            // Unassigned code points: Extended_Pictographic ones are 2, others 1
            ("\u{1FAFF}", 2), ("\u{1F02C}", 2), ("\u{378}", 1),
            // Combining marks, format characters, soft hyphen, zero width space
            ("e\u{301}", 1), ("\u{301}", 0), ("\u{301}\u{302}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{FEFF}", 0),
            ("\u{E0001}", 0), ("\u{AD}", 1), ("\u{200B}", 0), ("\u{20DD}", 0),
            // Hangul: a jamo sequence takes the width of its leading consonant
            ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{1100}\u{1161}", 2), ("\u{1161}", 1), ("\u{11A8}", 1), ("각", 2),
            // Scripts with marks
            ("क्", 1), ("\u{E01}\u{E48}", 1),
            // Controls are drawn as two-cell pictures; TAB and line breaks are the wrapper's
            ("\u{1B}", 2), ("\u{0}", 2), ("\u{7}", 2), ("\u{7F}", 2), ("\u{80}", 2), ("\u{9B}", 2), ("\u{9F}", 2),
            ("\t", 0), ("\n", 0), ("\r", 0), ("\r\n", 0), ("\u{B}", 0), ("\u{C}", 0), ("\u{85}", 0), ("\u{2028}", 0),
            ("\u{2029}", 0),
        ] as [(Character, Int)])
    func clusterWidth(cluster: Character, width: Int) {
        #expect(DisplayWidth.of(cluster) == width, "\(Self.hex(cluster))")
    }

    /// The compiler does not accept these as `Character` literals (it does not know Prepend), the runtime does.
    @Test(arguments: [("\u{600}\u{1F1EB}\u{1F1F7}", 2), ("\u{600}a", 1), ("\u{600}\u{1F1EB}", 1)])
    func clustersWithAPrependedFormatCharacter(text: String, width: Int) throws {
        try #require(text.count == 1)
        #expect(DisplayWidth.of(text.first!) == width)
    }

    @Test(
        arguments: [
            ("\u{1B}", "^["), ("\u{0}", "^@"), ("\u{7}", "^G"), ("\u{1}", "^A"), ("\u{1F}", "^_"), ("\u{7F}", "^?"),
            ("\u{80}", "~@"), ("\u{9B}", "~["), ("\u{90}", "~P"), ("\u{9F}", "~_"),
        ] as [(Character, String)])
    func controlsHaveTwoCellPictures(cluster: Character, picture: String) {
        #expect(DisplayWidth.controlPicture(for: cluster) == picture)
        #expect(DisplayWidth.of(cluster) == picture.count)
    }

    @Test(
        arguments: [
            "a", " ", "\t", "\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{A0}", "日", "e\u{301}", "😀",
        ] as [Character])
    func otherClustersHaveNoPicture(cluster: Character) {
        #expect(DisplayWidth.controlPicture(for: cluster) == nil)
    }

    @Test(
        arguments: [
            ("a", 1), (" ", 1), ("日", 2), ("\u{3000}", 2), ("\u{301}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0),
            ("\u{200B}", 0), ("\u{AD}", 1), ("\u{1100}", 2), ("\u{1161}", 0), ("\u{11A8}", 0), ("\u{D7B0}", 0),
            ("\u{1F3FD}", 2), ("\u{1F600}", 2), ("\u{2764}", 1), ("\u{1F1EB}", 1), ("α", 1), ("\u{1B}", 0),
            ("\u{0}", 0), ("\u{7F}", 0), ("\u{85}", 0), ("\u{9B}", 0), ("\t", 0),
        ] as [(Unicode.Scalar, Int)])
    func terminalWidthOfScalars(scalar: Unicode.Scalar, width: Int) {
        #expect(DisplayWidth.terminalWidth(of: scalar) == width, "U+\(String(scalar.value, radix: 16))")
    }

    /// Every ASCII cluster takes the fast path; it must agree with the general rule.
    @Test func asciiFastPathAgreesWithTheTables() {
        for value in UInt8(0x20)..<0x7F {
            let scalar = Unicode.Scalar(value)
            #expect(DisplayWidth.of(Character(scalar)) == 1)
            #expect(DisplayWidth.terminalWidth(of: scalar) == 1)
            #expect(UnicodeTables.widthFlags(UInt32(value)) & (UnicodeTables.widthZero | UnicodeTables.widthWide) == 0)
        }
    }

    private static func hex(_ cluster: Character) -> String {
        cluster.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
