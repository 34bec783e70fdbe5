/// A run of one paragraph that has a style role: what a ``SpanProvider`` gives.
///
/// Offsets count UTF-8 code units from the start of the paragraph the provider was shown, so a provider can work
/// on the bytes of the text without forming characters.
///
/// ```swift
/// let paragraph = "see https://example.com now"
/// let link = StyleSpan(utf8Range: 4..<23, role: .link)
/// ```
public struct StyleSpan: Hashable, Sendable {
    /// Where the span lies in the paragraph, in UTF-8 code units from its start.
    public var utf8Range: Range<Int>
    /// What the span is.
    public var role: StyleRole

    /// A span.
    ///
    /// - Parameters:
    ///   - utf8Range: Where it lies in the paragraph, in UTF-8 code units from its start.
    ///   - role: What it is.
    public init(utf8Range: Range<Int>, role: StyleRole) {
        self.utf8Range = utf8Range
        self.role = role
    }
}

/// A run of the text that has a style role, where it lies in the whole text: what a ``SpanHighlighter`` hands a
/// front end to draw.
///
/// ```swift
/// let storage = TextStorage("ask @ana")
/// var highlighter = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
/// highlighter.spans(in: storage.startPosition..<storage.endPosition, of: storage).spans
/// // [HighlightedSpan(range: @4..<@8, role: mention)]
/// ```
public struct HighlightedSpan: Hashable, Sendable {
    /// Where the span lies in the text. Its ends may fall inside a cluster; a cluster takes the role of the span that
    /// holds its first byte.
    public var range: Range<TextPosition>
    /// What the span is.
    public var role: StyleRole

    /// A span.
    ///
    /// - Parameters:
    ///   - range: Where it lies in the text.
    ///   - role: What it is.
    public init(range: Range<TextPosition>, role: StyleRole) {
        self.range = range
        self.role = role
    }
}

extension [HighlightedSpan] {
    /// The spans ordered by where they start, without empty ones, each dropped that overlaps the one kept before it.
    func orderedApart() -> [HighlightedSpan] {
        var apart: [HighlightedSpan] = []
        for span in sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where !span.range.isEmpty && (apart.last.map { $0.range.upperBound <= span.range.lowerBound } ?? true) {
            apart.append(span)
        }
        return apart
    }
}
