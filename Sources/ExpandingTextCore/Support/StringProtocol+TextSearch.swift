// Searching and replacing text inside text, for every platform the package supports. The standard library's
// `contains(_:)`, `firstRange(of:)` and `replacing(_:with:)` on strings come from `_StringProcessing`, which Apple
// platforms have only from iOS 16 and macOS 13: the package's floors are lower, so Core and the tool use these.

extension StringProtocol {
    /// The range of the first occurrence of `text`, matched character by character as `==` compares characters
    /// (canonical equivalence); an empty `text` is found at the start.
    ///
    /// - Parameter text: The text to find.
    /// - Returns: The range it covers, or nil when it does not occur.
    /// - Complexity: O(*n* × *m*) at worst, for *n* and *m* the characters of the two texts.
    package func firstRange(ofText text: some StringProtocol) -> Range<Index>? {
        guard let first = text.first else { return startIndex..<startIndex }
        var searchStart = startIndex
        while let candidate = self[searchStart...].firstIndex(of: first) {
            var position = candidate
            var textPosition = text.startIndex
            while textPosition < text.endIndex, position < endIndex, self[position] == text[textPosition] {
                formIndex(after: &position)
                text.formIndex(after: &textPosition)
            }
            if textPosition == text.endIndex { return candidate..<position }
            // Ran out of characters: a later start has even fewer left.
            if position == endIndex { return nil }
            searchStart = index(after: candidate)
        }
        return nil
    }

    /// Whether `text` occurs, matched as ``firstRange(ofText:)`` matches; an empty `text` always does.
    ///
    /// - Complexity: O(*n* × *m*) at worst.
    package func containsText(_ text: some StringProtocol) -> Bool {
        firstRange(ofText: text) != nil
    }

    /// A copy with every occurrence of `text`, from the start, left to right and without overlaps, replaced by
    /// `replacement`.
    ///
    /// - Parameters:
    ///   - text: The text to replace; must not be empty.
    ///   - replacement: What takes its place.
    /// - Complexity: O(*n* × *m*) at worst.
    package func replacingText(_ text: some StringProtocol, with replacement: some StringProtocol) -> String {
        requirePrecondition(!text.isEmpty, "replacingText(_:with:): the text to replace is empty")
        var result = ""
        var rest = self[...]
        while let found = rest.firstRange(ofText: text) {
            result += rest[..<found.lowerBound]
            result += replacement
            rest = rest[found.upperBound...]
        }
        result += rest
        return result
    }
}
