// Reading the visual lines: which line holds a position, and a line's text, width and clusters.

extension TextLayout {
    /// The visual line on which a caret at `position` is drawn.
    ///
    /// - Parameters:
    ///   - position: A position in the text, from 0 to its length.
    ///   - affinity: At a wrap boundary, `upstream` gives the line before the wrap, `downstream` the line after.
    /// - Returns: The line's index.
    /// - Complexity: O(log n).
    public func line(containing position: TextPosition, affinity: CaretAffinity = .downstream) -> Int {
        let (index, record, start) = lines.line(containing: position.utf8Offset)
        if affinity == .upstream && index > 0 && start == position.utf8Offset && record.kind != .paragraph {
            return index - 1
        }
        return index
    }

    /// The text covered by a visual line, its terminating line break included.
    ///
    /// - Parameter index: A line index, from 0 to `lineCount - 1`.
    /// - Returns: From the line's start to the next line's start (or the end of the text).
    /// - Complexity: O(log n).
    public func range(ofLine index: Int) -> Range<TextPosition> {
        let (record, start) = lines.line(at: index)
        return TextPosition(utf8Offset: start)..<TextPosition(utf8Offset: start + record.length)
    }

    /// A visual line, for drawing.
    ///
    /// - Parameters:
    ///   - index: A line index, from 0 to `lineCount - 1`.
    ///   - storage: The text this layout was made for.
    /// - Returns: The line's text, width and clusters.
    /// - Complexity: O(log n + length of the line).
    public func line(_ index: Int, in storage: TextStorage) -> VisualLine {
        var line = Self.visualLine(clusters(ofLine: index, in: storage))
        line.rows = rows(ofLine: index)
        return line
    }

    /// Visual lines, for drawing a run of them (a screen) at once.
    ///
    /// - Parameters:
    ///   - indices: Line indices within `0..<lineCount`; an empty range anywhere from 0 to `lineCount` (the end)
    ///     gives no lines. Past those bounds the program stops with a message naming the range.
    ///   - storage: The text this layout was made for.
    /// - Returns: The lines, in order.
    /// - Complexity: O(log n + length of the lines): the lines are read in one pass.
    public func lines(_ indices: Range<Int>, in storage: TextStorage) -> [VisualLine] {
        requirePrecondition(
            indices.lowerBound >= 0 && indices.upperBound <= lineCount,
            "TextLayout.lines(_:in:): indices \(indices) are not within 0...\(lineCount), the \(lineCount) lines")
        guard !indices.isEmpty else { return [] }
        var result: [VisualLine] = []
        result.reserveCapacity(indices.count)
        var sequence = lines.lines(from: indices.lowerBound)
        var current = sequence.next()
        for _ in indices {
            guard let line = current else { break }
            let next = sequence.next()
            let endsParagraph = next.map { $0.record.kind == .paragraph } ?? true
            var visualLine = Self.visualLine(
                Self.clusters(
                    ofLineAt: line.start, length: line.record.length, endsParagraph: endsParagraph, in: storage,
                    width: width, tabWidth: tabWidth, cellWidths: cellWidths))
            visualLine.rows = Int(line.record.rows)
            result.append(visualLine)
            current = next
        }
        return result
    }

    /// A visual line from its placed clusters.
    static func visualLine(_ laidOut: LineClusters) -> VisualLine {
        var clusters: [VisualLine.Cluster] = []
        clusters.reserveCapacity(laidOut.clusters.count)
        let utf8 = laidOut.text.utf8
        for cluster in laidOut.clusters.prefix(laidOut.contentClusterCount) {
            let lower = utf8.index(utf8.startIndex, offsetBy: cluster.offset)
            let upper = utf8.index(lower, offsetBy: cluster.length)
            clusters.append(
                VisualLine.Cluster(
                    character: Character(String(laidOut.text[lower..<upper])),
                    range: TextPosition(
                        utf8Offset: laidOut.start + cluster.offset)..<TextPosition(
                            utf8Offset: laidOut.start + cluster.offset + cluster.length),
                    column: cluster.column, width: cluster.advance))
        }
        let contentEnd = laidOut.contentEnd
        let textEnd = utf8.index(utf8.startIndex, offsetBy: contentEnd - laidOut.start)
        return VisualLine(
            range: TextPosition(utf8Offset: laidOut.start)..<TextPosition(utf8Offset: contentEnd),
            text: String(laidOut.text[..<textEnd]), width: laidOut.width, endsParagraph: laidOut.endsParagraph,
            clusters: clusters)
    }

    // MARK: - Clusters of a line

    /// One cluster of a line, at its column.
    struct PlacedCluster {
        /// The UTF-8 offset from the line's start.
        var offset: Int
        var length: Int
        var kind: ClusterClass
        var column: Int
        /// The cells it takes at its column.
        var advance: Int
    }

    /// A line's clusters with their columns, as the wrapper placed them.
    struct LineClusters {
        /// The line's start offset in the text.
        var start: Int
        /// The line's text, its line break included.
        var text: String
        /// Every cluster, the line break included.
        var clusters: [PlacedCluster]
        /// The line's width, without its trailing U+0020 spaces.
        var width: Int
        /// Whether the line ends a paragraph (a line break, or the end of the text).
        var endsParagraph: Bool

        /// The number of clusters before the line break, if any.
        var contentClusterCount: Int {
            clusters.last?.kind == .lineBreak ? clusters.count - 1 : clusters.count
        }

        /// The offset in the text where the line's content ends: before its line break.
        var contentEnd: Int {
            if let last = clusters.last, last.kind == .lineBreak {
                return start + last.offset
            }
            return start + text.utf8.count
        }
    }

    /// The clusters of line `index` with their columns, computed exactly as the wrapper did.
    func clusters(ofLine index: Int, in storage: TextStorage) -> LineClusters {
        let (record, start) = lines.line(at: index)
        let endsParagraph = index == lines.count - 1 || lines.line(at: index + 1).record.kind == .paragraph
        return Self.clusters(
            ofLineAt: start, length: record.length, endsParagraph: endsParagraph, in: storage, width: width,
            tabWidth: tabWidth, cellWidths: cellWidths)
    }

    /// The clusters of the line of `length` code units at `start`, with their columns at a width and tab width.
    static func clusters(
        ofLineAt start: Int, length: Int, endsParagraph: Bool, in storage: TextStorage, width: Int, tabWidth: Int,
        cellWidths: CellWidths
    ) -> LineClusters {
        clusters(
            ofLine: storage.string(in: TextPosition(utf8Offset: start)..<TextPosition(utf8Offset: start + length)),
            at: start, endsParagraph: endsParagraph, width: width, tabWidth: tabWidth, cellWidths: cellWidths)
    }

    /// The clusters of the line whose text (its line break included) is `text`, starting at `start`, with their
    /// columns at a width and tab width.
    static func clusters(
        ofLine text: String, at start: Int, endsParagraph: Bool, width: Int, tabWidth: Int, cellWidths: CellWidths
    ) -> LineClusters {
        var columns = ClusterColumns(width: width, tabWidth: tabWidth)
        var clusters: [PlacedCluster] = []
        ClusterScanner.forEachCluster(in: text[...], cellWidths: cellWidths) { _, offset, length, kind in
            let column = columns.column
            let advance = columns.place(kind)
            clusters.append(PlacedCluster(offset: offset, length: length, kind: kind, column: column, advance: advance))
            return true
        }
        return LineClusters(
            start: start, text: text, clusters: clusters, width: columns.lineWidth, endsParagraph: endsParagraph)
    }
}
