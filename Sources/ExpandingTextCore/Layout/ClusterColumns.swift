/// The columns of a visual line's clusters, placed one after the other from column 0 as the wrapper placed them,
/// and the line's width so far.
///
/// Everything that reads a line back after it was wrapped (a layout's lines, a stream's lines) places its clusters
/// here, so that they all agree with each other on columns, tab stops and widths.
struct ClusterColumns {
    /// The line width in cells, at least 1: tabs stop at it.
    let width: Int
    /// The tab width in cells, at least 1.
    let tabWidth: Int
    /// The column after the clusters placed so far.
    private(set) var column = 0
    /// The line's width: the column after its last cluster other than a U+0020 space or a line break, so that
    /// trailing spaces, hanging or not, never count.
    private(set) var lineWidth = 0

    /// Places the next cluster of the line.
    ///
    /// - Parameter kind: What the wrapper knows of the cluster.
    /// - Returns: The cells it takes at its column: its display width, 1 for a space, 0 for a line break, and for a
    ///   tab the cells up to the next tab stop, clamped at the line width.
    /// - Complexity: O(1).
    @inline(__always)
    mutating func place(_ kind: ClusterClass) -> Int {
        let advance: Int
        switch kind {
        case .space: advance = 1
        case .tab: advance = LineWrapper.tabAdvance(at: column, width: width, tabWidth: tabWidth)
        case .lineBreak: advance = 0
        case .cells(let cells): advance = cells
        }
        column += advance
        if kind != .space && kind != .lineBreak {
            lineWidth = column
        }
        return advance
    }
}
