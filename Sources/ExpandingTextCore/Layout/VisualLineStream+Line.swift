extension VisualLineStream {
    /// One visual line of a stream, as a view of the stream's text: its range and width, and its text and
    /// clusters read from the storage when they are asked for, never stored.
    ///
    /// What a ``VisualLine`` holds in arrays — the line's text and every cluster with its column — takes tens of
    /// bytes per cluster: for a text that is one long line (a minified file, a paste without line breaks) that is
    /// many times the text itself. A `Line` reads the text in place, a piece at a time, and places its clusters one
    /// by one, so it costs the same whatever its length.
    ///
    /// ```swift
    /// let stream = try VisualLineStream(TextStorage("a\tb  \nnext"), width: 10)
    /// stream.forEachLine { line in
    ///     line.width                                  // 5, then 4: the trailing spaces do not count
    ///     line.forEachPiece { piece in print(piece) } // "a\tb  ", without the line break; then "next"
    ///     line.forEachCluster { print($0.column) }    // 0, 1, 4, 5, 6; then 0, 1, 2, 3
    /// }
    /// ```
    public struct Line: Sendable {
        /// The text the line covers, without its terminating line break (LF, CR LF, …) if it has one.
        public let range: Range<TextPosition>
        /// The line's display width in cells, without its trailing U+0020 spaces (hanging or not), as
        /// ``VisualLine/width`` is.
        public let width: Int
        /// Whether the line ends a paragraph: it ends with a mandatory line break, or it is the last line. False
        /// for a line that was wrapped.
        public let endsParagraph: Bool
        /// The stream's width, where tabs stop.
        let layoutWidth: Int
        /// The columns between tab stops.
        let tabWidth: Int
        /// At the chunk that holds the line's start.
        let cursor: ChunkCursor

        /// The exact text of ``range``: hanging spaces included, the terminating line break excluded.
        ///
        /// - Complexity: O(length of the line), in time and in memory; ``forEachPiece(_:)`` reads it without a
        ///   copy.
        public var text: String {
            var text = ""
            forEachPiece { text += $0 }
            return text
        }

        /// Calls `body` with the pieces of the line's text, in order: substrings of the storage's own text, which
        /// together are ``text``. Each piece starts and ends on a cluster boundary; a line longer than the
        /// storage's chunks (a kilobyte or two) comes in several pieces.
        ///
        /// - Parameter body: Receives each piece.
        /// - Throws: What `body` throws; no piece after that one is read.
        /// - Complexity: O(length of the line); memory O(1).
        public func forEachPiece<Failure: Error>(_ body: (Substring) throws(Failure) -> Void) throws(Failure) {
            var failure: Failure?
            var cursor = cursor
            cursor.forEachPiece(from: range.lowerBound.utf8Offset, to: range.upperBound.utf8Offset) { piece, _ in
                do throws(Failure) {
                    try body(piece)
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
        }

        /// Calls `body` with each cluster of the line, in order, at the column where it is drawn: the clusters of
        /// ``VisualLine/clusters``, made one at a time.
        ///
        /// - Parameter body: Receives each cluster with its range, column and cells.
        /// - Throws: What `body` throws; no cluster after that one is made.
        /// - Complexity: O(length of the line); memory O(1).
        public func forEachCluster<Failure: Error>(
            _ body: (VisualLine.Cluster) throws(Failure) -> Void
        ) throws(Failure) {
            var failure: Failure?
            var columns = ClusterColumns(width: layoutWidth, tabWidth: tabWidth)
            var cursor = cursor
            cursor.forEachPiece(from: range.lowerBound.utf8Offset, to: range.upperBound.utf8Offset) {
                piece, pieceStart in
                ClusterScanner.forEachCluster(in: piece, cellWidths: .standard) { utf8, index, length, kind in
                    let start = pieceStart + index
                    let column = columns.column
                    let cluster = VisualLine.Cluster(
                        character: Self.character(at: index, length: length, in: utf8),
                        range: TextPosition(utf8Offset: start)..<TextPosition(utf8Offset: start + length),
                        column: column, width: columns.place(kind))
                    do throws(Failure) {
                        try body(cluster)
                        return true
                    } catch {
                        failure = error
                        return false
                    }
                }
            }
            if let failure { throw failure }
        }

        /// The line built whole, as a layout builds it.
        var visualLine: VisualLine {
            var clusters: [VisualLine.Cluster] = []
            forEachCluster { clusters.append($0) }
            return VisualLine(
                range: range, text: text, width: width, endsParagraph: endsParagraph, clusters: clusters)
        }

        /// The cluster of `length` code units at `index` of `utf8`.
        private static func character(at index: Int, length: Int, in utf8: UnsafeBufferPointer<UInt8>) -> Character {
            // Most clusters are one scalar, which makes a `Character` without another search for its end.
            let (value, scalarLength) =
                utf8[index] < 0x80 ? (UInt32(utf8[index]), 1) : ClusterScanner.decodeScalar(at: index, in: utf8)
            if scalarLength == length {
                return Character(Unicode.Scalar(value).unsafelyUnwrapped)
            }
            return Character(
                String(decoding: UnsafeBufferPointer(rebasing: utf8[index..<index + length]), as: UTF8.self))
        }
    }
}
