import ExpandingTextCore

// MARK: - Highlighting

extension TextArea {
    /// Starts the highlighter over for the text as it is (a new provider, a new text).
    mutating func restartHighlighting() {
        view.highlighter = spanProvider.map { SpanHighlighter(provider: $0, text: document.editor.storage) }
        highlightVisibleRows()
    }

    /// Finds the spans of the rows the box shows, after the text or the scrolling changed.
    ///
    /// - Complexity: O(log n + visible lines), plus the highlighter's budget when it has states to catch up on.
    mutating func highlightVisibleRows() {
        guard view.highlighter != nil else {
            view.visibleSpans = HighlightResult(spans: [], isComplete: true)
            return
        }
        let range = visibleTextRange
        // In place: a copy of the highlighter would copy its states.
        view.visibleSpans = view.highlighter?.spans(in: range, of: document.editor.storage) ?? view.visibleSpans
    }

    /// Whether the spans drawn were guessed, because the highlighter ran out of its budget before it knew what the
    /// text above the box leaves open; ``continueHighlighting()`` goes on.
    package var highlightIsPending: Bool { !view.visibleSpans.isComplete }

    /// Goes on finding the spans of the visible rows, when they were guessed.
    ///
    /// - Returns: Whether it did (then draw again).
    package mutating func continueHighlighting() -> Bool {
        guard highlightIsPending else { return false }
        highlightVisibleRows()
        return true
    }

    /// What to ask a span refiner about the rows shown: nil while their spans are guessed, for an empty box, or when
    /// it was asked about them for this text.
    package mutating func refinementRequest() -> SpanRefinementRequest? {
        let range = visibleTextRange
        guard view.visibleSpans.isComplete, !range.isEmpty else { return nil }
        return view.highlighter?.refinementRequest(for: range, of: document.editor.storage)
    }

    /// Takes a refiner's answer.
    ///
    /// - Returns: Whether it was for the text as it is, and the rows shown were highlighted again with it.
    package mutating func receive(_ refinement: SpanRefinement) -> Bool {
        guard view.highlighter?.receive(refinement) == true else { return false }
        highlightVisibleRows()
        return true
    }

    /// The text the box shows: from the start of its first visual line to the end of its last.
    var visibleTextRange: Range<TextPosition> {
        let lastRow = max(min(view.scrollOffset + visibleLineCount, view.layout.rowCount) - 1, view.scrollOffset)
        let first = view.layout.line(atRow: view.scrollOffset).line
        let last = view.layout.line(atRow: lastRow).line
        return view.layout.range(ofLine: first).lowerBound..<view.layout.range(ofLine: last).upperBound
    }

    /// The spans of the visible rows, with the theme, for the frame.
    var visibleSpanStyles: SpanStyles {
        view.highlighter == nil ? .none : SpanStyles(spans: view.visibleSpans.spans, theme: highlightTheme)
    }
}
