import ExpandingTextCore

/// The styles the highlighted spans of the drawn text give its clusters, through a theme.
package struct SpanStyles: Sendable {
    /// The spans of the drawn range, in order and apart.
    package var spans: [HighlightedSpan]
    /// How each role is drawn.
    package var theme: HighlightTheme

    package init(spans: [HighlightedSpan], theme: HighlightTheme) {
        self.spans = spans
        self.theme = theme
    }

    /// No spans.
    package static let none = SpanStyles(spans: [], theme: HighlightTheme(styles: [:]))

    /// Where to start looking for the style of clusters from `position` on: the first span that ends after it.
    ///
    /// - Complexity: O(log number of spans).
    package func cursor(at position: TextPosition) -> Int {
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].range.upperBound <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The style of the cluster that starts at `position`; clusters are asked in order, with the same cursor.
    package func style(at position: TextPosition, cursor: inout Int) -> CellStyle {
        while cursor < spans.count, spans[cursor].range.upperBound <= position { cursor += 1 }
        guard cursor < spans.count, spans[cursor].range.lowerBound <= position else { return [] }
        return theme.style(for: spans[cursor].role)
    }
}
