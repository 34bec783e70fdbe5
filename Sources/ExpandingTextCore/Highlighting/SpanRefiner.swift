/// A slower, asynchronous source of spans that refines a ``SpanProvider``'s: a parser, a spelling checker, a server.
///
/// The front end asks it in a task of its own for the range it draws, with a request from
/// ``SpanHighlighter/refinementRequest(for:of:)``, and hands the answer to ``SpanHighlighter/receive(_:)``, which
/// drops it when the text changed in the meantime. In the range it covered, the refiner's spans replace the
/// provider's.
///
/// ```swift
/// struct Exclamations: SpanRefiner {
///     func refinedSpans(for request: SpanRefinementRequest) async throws -> [HighlightedSpan] {
///         let text = request.text.string(in: request.range)
///         return text.hasSuffix("!") ? [HighlightedSpan(range: request.range, role: .emphasis)] : []
///     }
/// }
/// ```
public protocol SpanRefiner: Sendable {
    /// The spans of a range of a text.
    ///
    /// - Parameter request: The text (a copy, unchanged by later edits) and the range to look at.
    /// - Returns: The spans in the range, in any order; those that overlap are dropped, all but the first.
    /// - Throws: When it gives up (cancelled, say); the provider's spans then stay.
    func refinedSpans(for request: SpanRefinementRequest) async throws -> [HighlightedSpan]
}

/// What a ``SpanRefiner`` is asked: a copy of the text and the range drawn.
public struct SpanRefinementRequest: Sendable {
    /// The text when it was asked: a copy, which later edits leave alone.
    public let text: TextStorage
    /// The range to refine.
    public let range: Range<TextPosition>
    /// The highlighter's count of edits when it was asked.
    let version: Int
    /// The highlighter that asked.
    let highlighter: SpanHighlighterIdentity
}

/// What tells one ``SpanHighlighter`` from another: held by each request, so that it is never reused while an answer
/// to it may come.
final class SpanHighlighterIdentity: Sendable {}

/// A ``SpanRefiner``'s answer, for ``SpanHighlighter/receive(_:)``.
public struct SpanRefinement: Sendable {
    /// What was asked.
    public let request: SpanRefinementRequest
    /// The spans, in order and apart.
    public let spans: [HighlightedSpan]

    /// An answer.
    ///
    /// - Parameters:
    ///   - request: What was asked.
    ///   - spans: The spans the refiner gave, in any order; each is cut to the range asked about and widened to
    ///     whole characters, and one left empty is dropped.
    public init(request: SpanRefinementRequest, spans: [HighlightedSpan]) {
        self.request = request
        let asked = request.range
        let text = request.text
        self.spans =
            spans.compactMap { span -> HighlightedSpan? in
                let lower = max(span.range.lowerBound, asked.lowerBound)
                let upper = min(span.range.upperBound, asked.upperBound)
                guard lower < upper else { return nil }
                let start = text.boundary(atOrBefore: lower.utf8Offset)
                let end = text.boundary(atOrAfter: upper.utf8Offset)
                return start < end ? HighlightedSpan(range: start..<end, role: span.role) : nil
            }
            .orderedApart()
    }
}
