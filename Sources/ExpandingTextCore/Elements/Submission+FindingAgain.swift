// Finding elements again in a text that came back from elsewhere (the user's external editor).

extension Submission {
    /// `text`, with each of `elements` whose text it holds verbatim placed where it is found: in order, each at the
    /// first match after the previous one; an element not found is left out, and the rest of the text is plain.
    ///
    /// ```swift
    /// let mention = TextElement(kind: .mention, text: "@ada")
    /// Submission(text: "Hi @ada, and @ada", findingAgain: [mention]).elements.count  // 1, the first "@ada"
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - elements: The elements the text held before it went away, in order.
    /// - Complexity: O(n × m) at worst for a text of n bytes and elements of m bytes in all; O(n + m) when the
    ///   texts are where they were.
    package init(text: String, findingAgain elements: [TextElement]) {
        var found: [Element] = []
        var from = text.startIndex
        for element in elements where !element.text.isEmpty {
            guard let range = Self.firstRange(of: element.text, in: text, from: from) else { continue }
            found.append(Element(range: range, element: element))
            from = range.upperBound
        }
        self.init(text: text, elements: found)
    }

    /// Where `needle` first lies in `text` at or after `from`, compared byte by byte.
    private static func firstRange(of needle: String, in text: String, from: String.Index) -> Range<String.Index>? {
        let haystack = text.utf8
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return nil }
        var start = from
        while let candidate = haystack[start...].firstIndex(of: first) {
            guard let end = haystack.index(candidate, offsetBy: pattern.count, limitedBy: haystack.endIndex) else {
                return nil
            }
            if haystack[candidate..<end].elementsEqual(pattern) { return candidate..<end }
            start = haystack.index(after: candidate)
        }
        return nil
    }
}
