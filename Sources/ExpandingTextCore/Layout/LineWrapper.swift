/// Receives the line starts a `LineWrapper` decides.
protocol LineStartSink {
    /// A new visual line starts at `offset`.
    mutating func lineStarts(at offset: Int, kind: LineStartKind)
}

/// The wrapping rules of the wrapping contract as a state machine over clusters and break opportunities.
///
/// The caller feeds, in text order, the break opportunities that fall on cluster boundaries
/// (`breakOpportunity(at:)`, before the cluster that starts there) and every cluster with what the rules need of
/// it: a U+0020 space, a tab, a line-break cluster, or any other cluster with its display width. The wrapper tells
/// the sink where lines start:
///
/// - Greedy first fit: a segment (the text between two opportunities) stays on the current line if its width
///   without its trailing spaces fits in `width`; spaces never cause a wrap, they hang past the edge.
/// - A segment that does not fit starts a new line at its start (its opportunity) when the current line has
///   clusters before it; a segment wider than the line is then broken at cluster boundaries, each piece as full
///   as it can be ("emergency" breaks). Spaces inside a broken segment hang like trailing spaces, so a piece never
///   starts with a space that could have hung.
/// - A cluster wider than the line takes a line alone (hanging spaces and the line break aside).
/// - A tab advances to the next multiple of `tabWidth` from the line's start, clamped at `width`; at or past the
///   edge it advances 0 and, like any other cluster, wraps if it lies past the edge.
/// - A line-break cluster ends its line, whatever its column.
///
/// Streaming: the wrapper never looks back at text. While a segment that started after the line's start is
/// placed, it also keeps the column the segment would reach from column 0, which is the new line's column if
/// the segment has to move down.
struct LineWrapper {
    /// The line width in cells, at least 1.
    let width: Int
    /// The tab width in cells, at least 1.
    let tabWidth: Int
    /// Where the current line starts.
    private(set) var lineStart: Int
    /// The column after the clusters placed on the current line (hanging spaces included).
    private(set) var column = 0
    /// The last opportunity: where the current segment starts.
    private var segmentStart: Int
    /// When the segment started after the line's start: the column it would reach on a line of its own.
    private var segmentColumn = 0

    /// A wrapper at the start of a line whose start is restartable (a paragraph start or an opportunity).
    init(width: Int, tabWidth: Int, lineStart: Int) {
        self.width = width
        self.tabWidth = tabWidth
        self.lineStart = lineStart
        segmentStart = lineStart
    }

    /// The cells a tab takes at `column`: to the next multiple of the tab width, clamped at the line width.
    @inline(__always)
    static func tabAdvance(at column: Int, width: Int, tabWidth: Int) -> Int {
        guard column < width else { return 0 }
        return min(tabWidth - column % tabWidth, width - column)
    }

    /// A break opportunity on a cluster boundary, before the cluster that starts at `offset`.
    @inline(__always)
    mutating func breakOpportunity(at offset: Int) {
        segmentStart = offset
        segmentColumn = 0
    }

    /// Places a U+0020 space: it never wraps.
    @inline(__always)
    mutating func placeSpace() {
        column &+= 1
        segmentColumn &+= 1
    }

    /// Places `count` one-cell clusters that cannot start a line, at once: U+0020 spaces (as `placeSpace()` would
    /// place each), or other clusters that fit on the line (as `placeCluster(startingAt:cellWidth:into:)` would: at
    /// most `width - column` of them).
    @inline(__always)
    mutating func placeOneCellClusters(_ count: Int) {
        column &+= count
        segmentColumn &+= count
    }

    /// Places a line-break cluster (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029) that ends at `end`: it ends the
    /// line, and a paragraph starts after it.
    @inline(__always)
    mutating func placeLineBreak<Sink: LineStartSink>(endingAt end: Int, into sink: inout Sink) {
        startLine(at: end, kind: .paragraph, column: 0, into: &sink)
        segmentStart = end
        segmentColumn = 0
    }

    /// Places a cluster of `cellWidth` cells that starts at `start`.
    @inline(__always)
    mutating func placeCluster<Sink: LineStartSink>(startingAt start: Int, cellWidth: Int, into sink: inout Sink) {
        if column &+ cellWidth > width && start > lineStart {
            wrap(before: start, into: &sink) { _ in cellWidth }
        }
        column &+= cellWidth
        segmentColumn &+= cellWidth
    }

    /// Places a tab that starts at `start`.
    @inline(__always)
    mutating func placeTab<Sink: LineStartSink>(startingAt start: Int, into sink: inout Sink) {
        let width = width
        let tabWidth = tabWidth
        // At or past the edge a tab advances 0, so it does not fit only past the edge.
        if column > width && start > lineStart {
            wrap(before: start, into: &sink) { Self.tabAdvance(at: $0, width: width, tabWidth: tabWidth) }
        }
        if segmentStart > lineStart {
            segmentColumn &+= Self.tabAdvance(at: segmentColumn, width: width, tabWidth: tabWidth)
        }
        column &+= Self.tabAdvance(at: column, width: width, tabWidth: tabWidth)
        if segmentStart <= lineStart {
            segmentColumn = column
        }
    }

    /// The cluster at `start` does not fit on the current line, which has clusters before it: start a new line
    /// at the segment's start if the segment started after the line's start, and then, if the cluster still does
    /// not fit, an emergency line at the cluster.
    private mutating func wrap<Sink: LineStartSink>(
        before start: Int, into sink: inout Sink, advance: (Int) -> Int
    ) {
        if segmentStart > lineStart {
            startLine(at: segmentStart, kind: .wrap, column: segmentColumn, into: &sink)
            if column &+ advance(column) <= width || start == lineStart { return }
        }
        startLine(at: start, kind: .emergency, column: 0, into: &sink)
        segmentColumn = 0
    }

    private mutating func startLine<Sink: LineStartSink>(
        at offset: Int, kind: LineStartKind, column: Int, into sink: inout Sink
    ) {
        lineStart = offset
        self.column = column
        sink.lineStarts(at: offset, kind: kind)
    }
}
