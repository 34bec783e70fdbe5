/// What gives a text its style roles: the spans of one paragraph at a time, and what the paragraph leaves open.
///
/// A paragraph is the text between two line breaks (without them). A ``SpanHighlighter`` asks for the paragraphs a
/// front end shows, and again for those an edit changed and those its change reaches (the state after each tells),
/// so a provider is never asked for the whole text on a keystroke. Spans style the text; they never change it or
/// its widths.
///
/// A paragraph longer than ``SpanHighlighter/longParagraphUTF8Count`` is shown in windows around what is drawn
/// (``spans(inWindow:of:after:)``), each starting on a cluster boundary: a span that would start before the window is
/// not seen.
///
/// ```swift
/// struct Shouting: SpanProvider {
///     func spans(in paragraph: Substring, after state: SpanState) -> ParagraphSpans {
///         let isShouted = paragraph.hasSuffix("!")
///         let spans = isShouted ? [StyleSpan(utf8Range: 0..<paragraph.utf8.count, role: .emphasis)] : []
///         return ParagraphSpans(spans: spans, endState: .initial)
///     }
/// }
/// ```
public protocol SpanProvider: Sendable {
    /// The spans of one paragraph.
    ///
    /// - Parameters:
    ///   - paragraph: The paragraph's text, without its line break.
    ///   - state: What the paragraphs before it left open.
    /// - Returns: The spans, in order and apart (a span that overlaps the one before it is dropped), and the state
    ///   after the paragraph.
    func spans(in paragraph: Substring, after state: SpanState) -> ParagraphSpans

    /// The state after a paragraph, without its spans: the highlighter asks this for paragraphs it passes on its way
    /// to those it shows. The default asks ``spans(in:after:)``; a provider whose state depends on the start of a
    /// paragraph only (a code fence) answers faster.
    ///
    /// - Parameters:
    ///   - paragraph: The paragraph's text, without its line break.
    ///   - state: What the paragraphs before it left open.
    /// - Returns: The state after it.
    func state(after paragraph: Substring, startingIn state: SpanState) -> SpanState

    /// The spans of a window of a paragraph longer than ``SpanHighlighter/longParagraphUTF8Count``, around what is
    /// drawn. The default asks ``spans(in:after:)`` for the window; a provider that reads the start of a line (a
    /// code fence) looks at `paragraph` for that, since the window's start is not the line's.
    ///
    /// - Parameters:
    ///   - window: A part of `paragraph`, starting on a cluster boundary.
    ///   - paragraph: The whole paragraph; reading all of it costs what the window is there to save.
    ///   - state: What the paragraphs before it left open.
    /// - Returns: The spans, in UTF-8 offsets from the window's start; the end state is not used.
    func spans(inWindow window: Substring, of paragraph: Substring, after state: SpanState) -> ParagraphSpans
}

extension SpanProvider {
    /// The spans of the window as if it were a paragraph.
    public func spans(inWindow window: Substring, of paragraph: Substring, after state: SpanState) -> ParagraphSpans {
        spans(in: window, after: state)
    }

    /// The end state of ``spans(in:after:)``.
    public func state(after paragraph: Substring, startingIn state: SpanState) -> SpanState {
        spans(in: paragraph, after: state).endState
    }
}

/// The spans of one paragraph and the state it leaves for the next.
public struct ParagraphSpans: Hashable, Sendable {
    /// The spans, in order and apart, in UTF-8 offsets from the paragraph's start.
    public var spans: [StyleSpan]
    /// What the paragraph leaves open for the next.
    public var endState: SpanState

    /// The spans of a paragraph.
    ///
    /// - Parameters:
    ///   - spans: The spans, in order and apart.
    ///   - endState: What the paragraph leaves open.
    public init(spans: [StyleSpan], endState: SpanState) {
        self.spans = spans
        self.endState = endState
    }
}
