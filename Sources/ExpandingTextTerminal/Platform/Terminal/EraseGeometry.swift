/// Where the box's rows are on screen, for an erase that follows a resize the program has not seen yet.
///
/// A terminal that reflows (tmux) re-splits every row at once when its window changes, but may tell the program its
/// new size much later (tmux 3.3a sends the last of a quick run of sizes a quarter of a second after the first),
/// so an erase sequence computed for the size the program knows misses rows. The rows as they were drawn are
/// never wrapped lines (the last column is kept free), so whatever sizes the terminal went through, at a width W
/// each becomes ⌈extent / W⌉ rows, and the erase can be worked out at exit for the width the terminal has then.
///
/// The arithmetic reads only its own fields and the extents it is given, so a signal handler may run it.
public struct EraseGeometry: Equatable, Sendable {
    /// The terminal's width the published erase sequence is right for.
    public var columns: Int
    /// The cursor's row in the drawn box, from its top.
    public var cursorRow: Int
    /// The cursor's column.
    public var cursorColumn: Int
    /// How many bytes at the start of the published cleanup erase the box (the rest restores modes).
    public var eraseLength: Int

    /// Creates the geometry of a drawn box.
    ///
    /// - Parameters:
    ///   - columns: The terminal's width the erase sequence is right for.
    ///   - cursorRow: The cursor's row in the drawn box, from its top.
    ///   - cursorColumn: The cursor's column.
    ///   - eraseLength: How many bytes at the start of the cleanup sequence erase the box.
    public init(columns: Int, cursorRow: Int, cursorColumn: Int, eraseLength: Int) {
        self.columns = columns
        self.cursorRow = cursorRow
        self.cursorColumn = cursorColumn
        self.eraseLength = eraseLength
    }

    /// How many rows a drawn row of `extent` cells takes at `width` columns on a terminal that reflows.
    package static func pieces(_ extent: Int, width: Int) -> Int {
        extent <= width ? 1 : (extent + width - 1) / width
    }

    /// How far up the box's top is from the cursor, and how many rows the box takes, at `width` columns.
    /// - Parameters:
    ///   - extents: How far each drawn row was written, from the top.
    ///   - count: How many extents there are.
    ///   - width: The terminal's width now.
    package func rows(extents: UnsafePointer<Int>, count: Int, width: Int) -> (up: Int, total: Int) {
        let width = max(width, 1)
        var up = 0
        var total = 0
        for index in 0..<count {
            let pieces = Self.pieces(extents[index], width: width)
            if index < cursorRow {
                up += pieces
            } else if index == cursorRow {
                // A cursor at or past the end of its row's text stays in the row's last piece.
                up += cursorColumn < extents[index] ? cursorColumn / width : pieces - 1
            }
            total += pieces
        }
        return (up, total)
    }
}
