/// One visual line of a `TextLayout`, with what a renderer (or `expanding-text layout --json`) needs.
///
/// ```swift
/// let storage = TextStorage("日本 ok\nnext")
/// let layout = try TextLayout(storage, width: 6)
/// let line = layout.line(0, in: storage)
/// line.text                      // "日本 ": "ok" did not fit after it
/// line.width                     // 4: the hanging space does not count
/// line.clusters.map(\.column)    // [0, 2, 4]
/// line.endsParagraph             // false: the line was wrapped
/// layout.line(1, in: storage).text   // "ok", without its line break
/// ```
public struct VisualLine: Equatable, Sendable {
    /// The text the line covers, without its terminating line break (LF, CR LF, …) if it has one.
    public var range: Range<TextPosition>
    /// The exact text of `range`: hanging spaces included, the terminating line break excluded.
    public var text: String
    /// The line's display width in cells, without its trailing U+0020 spaces (hanging or not). At most the
    /// layout's width, except for a line holding a single cluster wider than the layout.
    public var width: Int
    /// Whether the line ends a paragraph: it ends with a mandatory line break, or it is the last line. False for a
    /// line that was wrapped.
    public var endsParagraph: Bool
    /// The line's clusters, in order, with the columns where they start.
    public var clusters: [Cluster]
    /// The rows a terminal draws the line on: 1, except for a line holding a single cluster whose markers of
    /// hidden text are wider than the layout, which wrap at any cell (`TextLayout.rowCount`).
    package var rows = 1

    /// One grapheme cluster of a visual line and where it is drawn.
    public struct Cluster: Equatable, Sendable {
        /// The cluster.
        public var character: Character
        /// Where it is in the text.
        public var range: Range<TextPosition>
        /// The column where it starts. Spaces hanging past the edge have columns at or past the layout's width.
        public var column: Int
        /// The cells it takes there: its display width (2 for a control character, drawn in caret notation), 1
        /// for a space, and for a tab the cells up to the next tab stop (clamped at the layout's width).
        public var width: Int

        /// A cluster drawn at `column` over `width` cells.
        ///
        /// - Parameters:
        ///   - character: The cluster.
        ///   - range: Where it is in the text.
        ///   - column: The column where it starts.
        ///   - width: The cells it takes.
        public init(character: Character, range: Range<TextPosition>, column: Int, width: Int) {
            self.character = character
            self.range = range
            self.column = column
            self.width = width
        }
    }
}
