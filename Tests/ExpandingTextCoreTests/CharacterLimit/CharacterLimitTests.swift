import ExpandingTextCore
import Testing

@Suite struct CharacterLimitTests {
    /// (limit, text, UTF-16 range, replacement) → (kept replacement, dropped, resulting count).
    @Test(arguments: [
        // Fits whole.
        (5, "abc", 3..<3, "de", "de", 0, 5),
        // A paste keeps as much as fits, cut at a cluster boundary of the paste.
        (5, "abc", 3..<3, "defgh", "de", 3, 5),
        (5, "xyz", 3..<3, "ab\u{1F1EB}\u{1F1F7}cd", "ab", 3, 5),
        (
            4, "xy", 2..<2, "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F600}\u{1F600}",
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F600}", 1, 4
        ),
        // Replacing a selection frees its Characters.
        (5, "abcde", 1..<4, "XYZW", "XYZ", 1, 5),
        // A combining mark after "e" adds no Character: it fits even at the limit.
        (3, "abe", 3..<3, "\u{301}", "\u{301}", 0, 3),
        // A regional indicator after a lone one forms one flag: it fits at the limit.
        (2, "a\u{1F1EB}", 3..<3, "\u{1F1F7}", "\u{1F1F7}", 0, 2),
        // …but a third indicator starts a new cluster.
        (2, "a\u{1F1EB}\u{1F1F7}", 5..<5, "\u{1F1E9}", "", 1, 2),
        // A ZWJ between two emoji joins them: typing it at the limit is allowed.
        (2, "\u{1F468}\u{1F469}", 2..<2, "\u{200D}", "\u{200D}", 0, 1),
        // CR before LF merges into one cluster.
        (2, "a\n", 1..<1, "\r", "\r", 0, 2),
        // Already over the limit (set in code): typing is refused, deleting is never refused.
        (2, "abcd", 4..<4, "e", "", 1, 4),
        (2, "abcd", 3..<4, "", "", 0, 3),
        // A range that splits a surrogate pair is widened to the whole scalar.
        (2, "a\u{1F600}", 2..<3, "bc", "b", 1, 2),
    ])
    func editsAreTrimmedAtClusterBoundaries(
        limit: Int, text: String, range: Range<Int>, replacement: String, kept: String, dropped: Int,
        resulting: Int
    ) throws {
        let outcome = try CharacterLimit(limit).fit(replacement, replacingUTF16: range, in: text)
        #expect(outcome.replacement.unicodeScalars.elementsEqual(kept.unicodeScalars))
        #expect(outcome.droppedCharacters == dropped)
        #expect(outcome.isTrimmed == (dropped > 0))
        #expect(outcome.resultingCount == resulting)
    }

    /// Pitfall 15: the limit yields a *replacement of the edited range* (undoable as one step), not a
    /// truncation of the whole text: text after the insertion point survives a paste that does not fit.
    @Test func trimmingIsAReplacementOfTheEditedRangeNotATruncation() throws {
        let limit = try CharacterLimit(10)
        let text = "Hello, !"
        let caret = 7
        let outcome = limit.fit("wonderful world", replacingCharacters: caret..<caret, in: text)
        #expect(outcome.replacement == "wo")
        let characters = Array(text)
        let result = String(characters[..<caret]) + outcome.replacement + String(characters[caret...])
        #expect(result == "Hello, wo!")
        #expect(result.count == 10)
        #expect(outcome.resultingCount == 10)
    }

    @Test func characterRangesAreClamped() throws {
        let limit = try CharacterLimit(4)
        #expect(limit.fit("xyz", replacingCharacters: 1..<99, in: "abc").replacement == "xyz")
        #expect(limit.fit("xyzw", replacingCharacters: -5..<0, in: "abc").replacement == "x")
    }

    /// The local form reads only the Characters next to the edit, so a huge document costs O(edit size).
    @Test(arguments: [
        ("x", "a"),
        ("\u{301}", "e"),
        ("\u{1F1F7}", "\u{1F1EB}"),
        ("\u{200D}\u{1F469}", "\u{1F468}"),
    ])
    func localFormReadsOnlyNearbyCharacters(replacement: String, before: Character) throws {
        let after = CountingSequence(count: 1_000_000)
        let limit = try CharacterLimit(2_000_000)
        let outcome = limit.fit(
            replacement, characterBefore: before, charactersAfter: after, outsideCount: 1_000_001)
        #expect(outcome.replacement == replacement)
        #expect(after.reads.value <= 2)
    }

    /// The Characters after the edit may come from a single-pass sequence (a rope's chunk iterator): they are
    /// read once, even when several prefixes of a paste are counted. Here the mark after the edit merges with
    /// the last kept Character, which is what lets "bc" fit: losing it would keep only "b".
    @Test func localFormReadsASinglePassSequenceOnce() throws {
        let after = SinglePassSequence(["\u{301}", "x"])
        let outcome = try CharacterLimit(4).fit(
            "bcde", characterBefore: "a", charactersAfter: after, outsideCount: 3)
        #expect(outcome.replacement == "bc")
        #expect(outcome.resultingCount == 4)
        #expect("abc\u{301}x".count == 4)
    }

    @Test func overflowIsTheTextPastTheLimit() throws {
        let limit = try CharacterLimit(3)
        #expect(limit.overflow(in: "abc") == nil)
        #expect(limit.overflow(in: "") == nil)
        #expect(
            limit.overflow(in: "a\u{1F600}e\u{301}xy")
                == TextReplacement(utf16Range: 5..<7, characterRange: 3..<5, text: ""))
    }

    @Test(arguments: [0, -1, Int.min])
    func limitsBelowOneAreRejected(value: Int) {
        do {
            _ = try CharacterLimit(value)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "characterLimit must be at least 1 (no limit is nil, not 0), got \(value)")
        }
    }
}

/// Characters "b" repeated, counting how many were read.
private struct CountingSequence: Sequence {
    final class Counter: @unchecked Sendable {
        var value = 0
    }

    let count: Int
    let reads = Counter()

    func makeIterator() -> AnyIterator<Character> {
        var produced = 0
        let reads = reads
        return AnyIterator {
            guard produced < count else { return nil }
            produced += 1
            reads.value += 1
            return "b"
        }
    }
}

/// A sequence that can be iterated only once: every iterator continues where the previous one stopped.
private final class SinglePassSequence: Sequence, IteratorProtocol {
    private var remaining: [Character]

    init(_ characters: [Character]) {
        remaining = characters
    }

    func next() -> Character? {
        remaining.isEmpty ? nil : remaining.removeFirst()
    }
}
