import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextCore

@Suite("Text search at every floor")
struct TextSearchTests {
    @Test(
        "firstRange(ofText:) finds the first occurrence by characters",
        arguments: [
            ("hello world", "o", 4..<5),
            ("hello world", "world", 6..<11),
            ("hello world", "", 0..<0),
            ("aaab", "aab", 1..<4),
            ("caf\u{E9}", "cafe\u{301}", 0..<4),
            ("\u{1F468}\u{200D}\u{1F469}", "\u{1F468}", nil),
            ("abc", "abcd", nil),
            ("", "a", nil),
        ] as [(String, String, Range<Int>?)])
    func firstRange(text: String, query: String, expected: Range<Int>?) {
        let found = text.firstRange(ofText: query).map {
            text.distance(
                from: text.startIndex, to: $0.lowerBound)..<text.distance(from: text.startIndex, to: $0.upperBound)
        }
        #expect(found == expected)
        #expect(text.containsText(query) == (expected != nil))
    }

    @Test(
        "replacingText(_:with:) replaces every occurrence left to right without overlaps",
        arguments: [
            ("a-b-c", "-", "\\-", "a\\-b\\-c"),
            ("aaaa", "aa", "b", "bb"),
            ("it's", "'", "'\\''", "it'\\''s"),
            ("none", "x", "y", "none"),
            ("\\", "\\", "\\\\", "\\\\"),
        ])
    func replacing(text: String, target: String, replacement: String, expected: String) {
        #expect(text.replacingText(target, with: replacement) == expected)
    }

    @Test("agrees with the standard library's newer search on random texts")
    func agreesWithStandardLibrary() {
        var generator = SplitMix64(seed: 0x7E57)
        for _ in 0..<500 {
            let text = EditingSamples.randomText(pieces: Int.random(in: 0...12, using: &generator), using: &generator)
            let query = EditingSamples.randomText(pieces: Int.random(in: 1...2, using: &generator), using: &generator)
            #expect(
                text.firstRange(ofText: query) == text.firstRange(of: query),
                "\(text.debugDescription) \(query.debugDescription)")
            #expect(text.replacingText(query, with: "#") == text.replacing(query, with: "#"))
        }
    }

    @Test(
        "UTF8Validation.validated(_:) keeps valid UTF-8 and refuses the rest",
        arguments: [
            ([0x61, 0xC3, 0xA9], "a\u{E9}"),
            ([], ""),
            ([0x61, 0xFF], nil),
            ([0xE2, 0x82], nil),
            ([0xED, 0xA0, 0x80], nil),
        ] as [([UInt8], String?)])
    func validated(bytes: [UInt8], expected: String?) {
        #expect(UTF8Validation.validated(bytes) == expected)
    }
}
