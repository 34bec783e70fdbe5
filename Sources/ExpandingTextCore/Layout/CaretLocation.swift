/// Where a caret is drawn: a visual line and a cell column within it.
///
/// Column 0 is before the line's first cell. A caret never stands inside a wide cluster: its column is always the
/// column where some cluster starts, or the column after the line's last cluster, at most the layout's width.
public struct CaretLocation: Hashable, Sendable {
    /// The visual line, from 0.
    public var line: Int
    /// The cell column, from 0 to the layout's width.
    public var column: Int

    /// A location on `line` at `column`.
    ///
    /// - Parameters:
    ///   - line: The visual line, from 0.
    ///   - column: The cell column, from 0.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
