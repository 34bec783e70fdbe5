import ExpandingTextCore

/// What of a ``TextArea``'s text is on screen, and how: the space it fits in, the wrapped lines and the placeholder's,
/// the scroll position, the styled spans of the visible rows, and the notes on the box's last row.
package struct TextAreaViewport: Sendable {
    /// The terminal size the box fits in: its columns are the box's width, its rows the most it may show.
    package internal(set) var size: TerminalSize
    /// The first row shown when the text scrolls (see ``TextArea/scrollOffset``).
    package internal(set) var scrollOffset = 0
    /// The text's visual lines at the text's width.
    package internal(set) var layout: TextLayout
    /// The placeholder's text.
    let placeholderStorage: TextStorage
    /// The placeholder's visual lines, at the text's width.
    var placeholderLayout: TextLayout
    /// Follows the edits for the span provider; nil without one.
    package internal(set) var highlighter: SpanHighlighter?
    /// The spans of the visible rows, found when the text or the scrolling last changed.
    package internal(set) var visibleSpans = HighlightResult(spans: [], isComplete: true)
    /// A note about the last edit for the box's last row (a paste cut at the limit), until the next key.
    package internal(set) var note: String?
    /// A note that stays until its owner takes it away (a draft that could not be saved), shown when there is no
    /// ``note``.
    package var lastingNote: String?

    init(size: TerminalSize, layout: TextLayout, placeholderStorage: TextStorage, placeholderLayout: TextLayout) {
        self.size = size
        self.layout = layout
        self.placeholderStorage = placeholderStorage
        self.placeholderLayout = placeholderLayout
    }
}
