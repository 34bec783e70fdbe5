import ExpandingTextCore
import ExpandingTextTestSupport
import Testing

/// The limit's counting is checked against the plain definition: count the whole new text.
@Suite struct CharacterLimitPropertyTests {
    /// The longest prefix (in the replacement's own Characters) whose result fits; none fitting means "".
    private static func expected(limit: Int, before: String, replacement: String, after: String) -> (String, Int) {
        let characters = Array(replacement)
        for kept in stride(from: characters.count, through: 0, by: -1) {
            let prefix = String(characters[..<kept])
            let count = (before + prefix + after).count
            if count <= limit { return (prefix, count) }
        }
        return ("", (before + after).count)
    }

    /// The failing case, as scalar values, so it can be turned into a table row.
    private static func describe(_ text: String, _ range: Range<Int>, _ replacement: String, _ limit: CharacterLimit)
        -> String
    {
        let scalars = { (string: String) in string.unicodeScalars.map { String($0.value, radix: 16) } }
        return "text \(scalars(text)) range \(range) replacement \(scalars(replacement)) limit \(limit.maximum)"
    }

    @Test(arguments: 0..<8)
    func localFormMatchesWholeTextCount(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed))
        for _ in 0..<3000 {
            let text = TrickyText.random(maxPieces: 8, using: &generator)
            let characters = Array(text)
            let lower = Int.random(in: 0...characters.count, using: &generator)
            let upper = Int.random(in: lower...characters.count, using: &generator)
            let before = String(characters[..<lower])
            let after = String(characters[upper...])
            let replacement = TrickyText.random(maxPieces: 6, using: &generator)
            let limit = try CharacterLimit(Int.random(in: 1...8, using: &generator))
            let outcome = limit.fit(
                replacement, characterBefore: characters[..<lower].last, charactersAfter: characters[upper...],
                outsideCount: lower + characters.count - upper)
            let (kept, count) = Self.expected(
                limit: limit.maximum, before: before, replacement: replacement, after: after)
            #expect(
                outcome.replacement.unicodeScalars.elementsEqual(kept.unicodeScalars)
                    && outcome.resultingCount == count,
                "\(Self.describe(text, lower..<upper, replacement, limit))"
            )
            #expect(outcome.droppedCharacters == replacement.count - kept.count)
        }
    }

    @Test(arguments: 0..<8)
    func utf16FormMatchesWholeTextCount(seed: Int) throws {
        var generator = SplitMix64(seed: 1000 + UInt64(seed))
        for _ in 0..<3000 {
            let text = TrickyText.random(maxPieces: 8, using: &generator)
            // Any scalar boundaries, even inside a cluster: UIKit may hand such a range to shouldChangeTextIn.
            let scalars = Array(text.unicodeScalars)
            let lower = Int.random(in: 0...scalars.count, using: &generator)
            let upper = Int.random(in: lower...scalars.count, using: &generator)
            var before = String.UnicodeScalarView()
            before.append(contentsOf: scalars[..<lower])
            var after = String.UnicodeScalarView()
            after.append(contentsOf: scalars[upper...])
            let utf16Lower = String(before).utf16.count
            let utf16Upper = text.utf16.count - String(after).utf16.count
            let replacement = TrickyText.random(maxPieces: 6, using: &generator)
            let limit = try CharacterLimit(Int.random(in: 1...8, using: &generator))
            let outcome = limit.fit(replacement, replacingUTF16: utf16Lower..<utf16Upper, in: text)
            let (kept, count) = Self.expected(
                limit: limit.maximum, before: String(before), replacement: replacement, after: String(after))
            #expect(
                outcome.replacement.unicodeScalars.elementsEqual(kept.unicodeScalars)
                    && outcome.resultingCount == count,
                "\(Self.describe(text, utf16Lower..<utf16Upper, replacement, limit))"
            )
        }
    }
}
