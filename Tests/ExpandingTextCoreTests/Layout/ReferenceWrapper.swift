@testable import ExpandingTextCore

/// A slow, literal transcription of the wrapping contract's wrapping rules — whole segments measured and placed one
/// at a time, over the toolchain's `Character`s and `DisplayWidth.of(_:)` — to check the streaming wrapper against.
enum ReferenceWrapper {
    /// One cluster of the text, classified.
    private struct Cluster {
        var start: Int
        var end: Int
        var character: Character
        var isSpace: Bool { character == " " }
        var isTab: Bool { character == "\t" }
        var isLineBreak: Bool {
            ["\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(character)
        }
    }

    /// The UTF-8 offsets where the visual lines of `text` start, and whether each is an emergency break.
    static func lineStarts(of text: String, width: Int, tabWidth: Int) -> [(offset: Int, isEmergency: Bool)] {
        var clusters: [Cluster] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            clusters.append(Cluster(start: offset, end: offset + length, character: character))
            offset += length
        }
        let boundaries = Set(clusters.map(\.start))
        let opportunities = Set(
            LineBreakIterator(text.unicodeScalars.makeIterator()).map(\.utf8Offset).filter(boundaries.contains))

        func advance(_ cluster: Cluster, at column: Int) -> Int {
            if cluster.isSpace { return 1 }
            if cluster.isLineBreak { return 0 }
            if cluster.isTab { return column >= width ? 0 : min(tabWidth - column % tabWidth, width - column) }
            return DisplayWidth.of(cluster.character)
        }
        /// Whether the segment fits from `column`: every cluster that is not a space ends within the width.
        func fits(_ segment: ArraySlice<Cluster>, at column: Int) -> Bool {
            var column = column
            for cluster in segment {
                column += advance(cluster, at: column)
                if !cluster.isSpace && !cluster.isLineBreak && column > width { return false }
            }
            return true
        }
        func end(of segment: ArraySlice<Cluster>, from column: Int) -> Int {
            segment.reduce(column) { $0 + advance($1, at: $0) }
        }

        var starts: [(offset: Int, isEmergency: Bool)] = [(0, false)]
        var column = 0
        var lineHasClusters = false
        var segmentStart = 0
        var index = 0
        while segmentStart < clusters.count {
            // A segment runs to the next opportunity, or through a line break.
            index = segmentStart + 1
            while index < clusters.count && !opportunities.contains(clusters[index].start)
                && !clusters[index - 1].isLineBreak
            {
                index += 1
            }
            let segment = clusters[segmentStart..<index]
            if fits(segment, at: column) {
                column = end(of: segment, from: column)
                lineHasClusters = true
            } else {
                if lineHasClusters {
                    starts.append((segment.first!.start, false))
                    column = 0
                    lineHasClusters = false
                }
                if fits(segment, at: column) {
                    column = end(of: segment, from: column)
                    lineHasClusters = true
                } else {
                    for cluster in segment {
                        var cells = advance(cluster, at: column)
                        if !cluster.isSpace && !cluster.isLineBreak && column + cells > width && lineHasClusters {
                            starts.append((cluster.start, true))
                            column = 0
                            cells = advance(cluster, at: column)
                        }
                        column += cells
                        lineHasClusters = true
                    }
                }
            }
            if segment.last!.isLineBreak {
                starts.append((segment.last!.end, false))
                column = 0
                lineHasClusters = false
            }
            segmentStart = index
        }
        return starts
    }
}
