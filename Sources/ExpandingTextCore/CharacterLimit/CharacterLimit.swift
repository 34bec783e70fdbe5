/// A maximum length in Characters (grapheme clusters), enforced by trimming an edit *before* it is applied.
///
/// An edit is "replace this range with that text". When the result would be longer than the limit, the
/// replacement is cut at one of its own cluster boundaries, keeping as much of it as fits (a paste keeps its
/// beginning), and the trimmed replacement is applied to the same range. Nothing is applied and then truncated,
/// so the edit stays one ordinary, undoable replacement and the undo history never has to be cleared.
///
/// Counting is exact even where the edit merges with the text around it: inserting U+0301 COMBINING ACUTE
/// ACCENT after "e" adds no Character; a regional indicator next to a lone one forms one flag; a ZWJ between two
/// emoji joins them. Removing text is never refused, even when the result is still over the limit (for example
/// after the app set a longer text).
///
/// ```swift
/// let limit = try CharacterLimit(5)
/// let outcome = limit.fit("ab\u{1F1EB}\u{1F1F7}cd", replacingUTF16: 3..<3, in: "xyz")
/// // outcome.replacement == "ab", outcome.droppedCharacters == 3, outcome.resultingCount == 5
/// ```
///
/// A limit is at least 1. There is no "0 means unlimited": no limit is the absence of a `CharacterLimit`
/// (`CharacterLimit?` being `nil`), and a field that takes no text at all is a disabled field, not a limit.
public struct CharacterLimit: Hashable, Sendable {
    /// What an edit becomes under the limit.
    public struct Outcome: Hashable, Sendable {
        /// The text to put in place of the edited range: the proposed replacement, or its longest prefix (cut at
        /// one of its cluster boundaries) that keeps the text within the limit.
        public var replacement: String
        /// How many Characters of the proposed replacement (counted on their own) were dropped.
        public var droppedCharacters: Int
        /// The Character count of the whole text after applying ``replacement``.
        public var resultingCount: Int

        /// Whether the proposed replacement was cut.
        public var isTrimmed: Bool { droppedCharacters > 0 }

        /// Creates an outcome.
        public init(replacement: String, droppedCharacters: Int, resultingCount: Int) {
            self.replacement = replacement
            self.droppedCharacters = droppedCharacters
            self.resultingCount = resultingCount
        }
    }

    /// The most Characters the text may hold; at least 1.
    public let maximum: Int

    /// Creates a limit of `maximum` Characters.
    ///
    /// - Parameter maximum: At least 1. Use `nil` (no `CharacterLimit`) for "no limit".
    /// - Throws: ``ConfigurationError`` naming the value when it is below 1.
    public init(_ maximum: Int) throws(ConfigurationError) {
        guard maximum >= 1 else {
            throw ConfigurationError(
                parameter: "characterLimit", value: "\(maximum)",
                requirement: "must be at least 1 (no limit is nil, not 0)")
        }
        self.maximum = maximum
    }

    /// Fits an edit to the limit, knowing only the text next to the edited range.
    ///
    /// This is the form for a large document (a rope): it reads the Character just before the range and
    /// Characters after it only until the segmentation of the new text lines up with the old one again (one or
    /// two Characters, except within a run of regional indicators).
    ///
    /// - Parameters:
    ///   - replacement: The proposed text for the range.
    ///   - characterBefore: The last Character of the text before the range, or `nil` at the start of the text.
    ///   - charactersAfter: The Characters of the text after the range, in order, from the range's end; read
    ///     lazily and only as far as needed.
    ///   - outsideCount: The Character count of the text outside the range: (text before the range) plus (text
    ///     after the range), each counted on its own. For a range on cluster boundaries that is the total count
    ///     minus the count of the range. A count below what the arguments show (negative, or 0 with a
    ///     `characterBefore`) counts as that least count; any count up to `Int.max` is counted without overflow.
    /// - Returns: The replacement to apply, what was dropped, and the resulting count.
    /// - Complexity: O(m + c) where m is the length of `replacement` and c the Characters read around the edit.
    public func fit<After: Sequence<Character>>(
        _ replacement: String, characterBefore: Character?, charactersAfter: After, outsideCount: Int
    ) -> Outcome {
        let context = EditContext(before: characterBefore, after: charactersAfter, outsideCount: outsideCount)
        return fit(replacement, in: context)
    }

    /// Fits an edit of a whole string to the limit, with the range in UTF-16 units (an `NSRange`, as
    /// `textView(_:shouldChangeTextIn:replacementText:)` gives it).
    ///
    /// - Parameters:
    ///   - replacement: The proposed text for the range.
    ///   - utf16Range: The edited range in UTF-16 code units of `text`; clamped to the text, and widened to whole
    ///     Unicode scalars if it splits a surrogate pair. It may cut through a cluster; the count stays exact.
    ///   - text: The whole text before the edit.
    /// - Returns: The replacement to apply to the same range, what was dropped, and the resulting count.
    /// - Complexity: O(n + m) in the lengths of `text` and `replacement`.
    public func fit(_ replacement: String, replacingUTF16 utf16Range: Range<Int>, in text: String) -> Outcome {
        let utf16 = text.utf16
        func index(_ offset: Int, roundingUp: Bool) -> String.Index {
            var index = utf16.index(utf16.startIndex, offsetBy: Swift.min(Swift.max(offset, 0), utf16.count))
            if index.samePosition(in: text.unicodeScalars) == nil {
                index = roundingUp ? utf16.index(after: index) : utf16.index(before: index)
            }
            return index
        }
        let lower = index(utf16Range.lowerBound, roundingUp: false)
        let upper = Swift.max(lower, index(utf16Range.upperBound, roundingUp: true))
        return fit(replacement, before: String(text[..<lower]), after: String(text[upper...]))
    }

    /// Fits an edit of a whole string to the limit, with the range in Characters.
    ///
    /// - Parameters:
    ///   - replacement: The proposed text for the range.
    ///   - characterRange: The edited range in Characters of `text`; clamped to the text.
    ///   - text: The whole text before the edit.
    /// - Returns: The replacement to apply to the same range, what was dropped, and the resulting count.
    /// - Complexity: O(n + m) in the lengths of `text` and `replacement`.
    public func fit(_ replacement: String, replacingCharacters characterRange: Range<Int>, in text: String) -> Outcome {
        let count = text.count
        let lower = text.index(text.startIndex, offsetBy: Swift.min(Swift.max(characterRange.lowerBound, 0), count))
        let upperOffset = Swift.min(Swift.max(characterRange.upperBound, characterRange.lowerBound, 0), count)
        let upper = text.index(text.startIndex, offsetBy: upperOffset)
        return fit(replacement, before: String(text[..<lower]), after: String(text[upper...]))
    }

    /// Where a text breaks the limit: the Characters past ``maximum``, as one replacement (by "") of the text's
    /// end; `nil` when the text is within the limit.
    ///
    /// This is for text that reached the view without passing through ``fit(_:replacingUTF16:in:)``: the result
    /// of an input-method composition (never trimmed while composing) or an autocorrection that bypassed the
    /// delegate. Apply it as an ordinary, undoable replacement.
    ///
    /// - Parameter text: The whole text.
    /// - Complexity: O(n) in the length of `text`.
    public func overflow(in text: String) -> TextReplacement? {
        var utf16 = 0
        var characters = 0
        var index = text.startIndex
        while index < text.endIndex, characters < maximum {
            let next = text.index(after: index)
            utf16 += text.utf16[index..<next].count
            characters += 1
            index = next
        }
        guard index < text.endIndex else { return nil }
        let rest = text[index...]
        return TextReplacement(
            utf16Range: utf16..<(utf16 + rest.utf16.count), characterRange: characters..<(characters + rest.count),
            text: "")
    }

    private func fit(_ replacement: String, before: String, after: String) -> Outcome {
        let context = EditContext(before: before.last, after: after, outsideCount: before.count + after.count)
        return fit(replacement, in: context)
    }
}
