import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextCore

@Suite("TextStorage following a text edited elsewhere")
struct TextStorageFollowingTests {
    /// Pairs of texts, and the change expected between them (worked out by hand: the common prefix and suffix kept,
    /// the ends widened to clusters of both texts).
    @Test(
        "The change is the smallest one between cluster boundaries",
        arguments: [
            ("hello world", "hello brave world", 6..<6, "brave "),
            ("hello brave world", "hello world", 6..<12, ""),
            ("", "abc", 0..<0, "abc"),
            ("abc", "", 0..<3, ""),
            // A combining mark joins the `e` before it: the change takes the `e` in.
            ("e", "e\u{301}", 0..<1, "e\u{301}"),
            // Two flags become three: the new indicator pairs with the first, and every pair after it moves.
            (
                "\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", "\u{1F1FA}\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", 0..<16,
                "\u{1F1FA}\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}"
            ),
            // A line feed joins the carriage return before it into one line break, and leaves it again.
            ("a\r", "a\r\n", 1..<2, "\r\n"),
            ("a\r\nb", "a\rb", 1..<3, "\r"),
            // The texts differ inside a scalar: U+0301 and U+0303 share their first byte, é and ũ their last.
            ("e\u{301}", "e\u{303}", 0..<3, "e\u{303}"),
            ("x\u{E9}", "x\u{169}", 1..<3, "\u{169}"),
            // A family emoji loses its last person: the whole cluster is replaced.
            ("a\u{1F469}\u{200D}\u{1F467}b", "a\u{1F469}b", 1..<12, "\u{1F469}"),
        ] as [(String, String, Range<Int>, String)]
    )
    func smallestChange(old: String, new: String, range: Range<Int>, replacement: String) {
        var storage = TextStorage(old)
        let change = storage.follow(old, to: new)
        #expect(storage.string == new)
        #expect(
            change
                == TextChange(
                    range: TextPosition(utf8Offset: range.lowerBound)..<TextPosition(utf8Offset: range.upperBound),
                    replacement: replacement))
    }

    @Test("Equal texts make no change")
    func equalTexts() {
        var storage = TextStorage("same \u{1F469}\u{200D}\u{1F467}")
        #expect(storage.follow(storage.string, to: storage.string) == nil)
    }

    @Test("Random edits of mixed scripts are followed exactly", arguments: [1, 2, 3] as [UInt64])
    func randomEdits(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let pieces = [
            "a", " ", "\n", "e\u{301}", "\u{1F1EB}", "\u{1F469}", "\u{200D}", "\u{301}", "字", "\r", "\u{1F3FD}",
        ]
        var old = ""
        var storage = TextStorage(old)
        for _ in 0..<300 {
            var new = Array(old.unicodeScalars)
            let at = Int.random(in: 0...new.count, using: &generator)
            let removed = Int.random(in: 0...min(3, new.count - at), using: &generator)
            let inserted = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            new.replaceSubrange(at..<at + removed, with: inserted.joined().unicodeScalars)
            let text = String(String.UnicodeScalarView(new))
            _ = storage.follow(old, to: text)
            #expect(storage.string == text)
            old = text
        }
    }
}
