// Shared by the harnesses that lay text out.

import ExpandingTextCore

/// Every cluster of the text on exactly one line, in order; lines contiguous but for their line breaks; no line
/// wider than the layout unless it holds a single cluster (and spaces hanging after it).
func checkLayoutCoverage(_ layout: TextLayout, _ lines: [VisualLine], _ storage: TextStorage, context: String) {
    var clusters = storage.string.makeIterator()
    var offset = 0
    for (index, line) in lines.enumerated() {
        guard line.range.lowerBound.utf8Offset == offset else {
            fuzzFailure("\(context): line \(index) starts at \(line.range.lowerBound), expected \(offset)")
        }
        for cluster in line.clusters {
            guard let next = clusters.next(), next.unicodeScalars.elementsEqual(cluster.character.unicodeScalars),
                cluster.range.lowerBound.utf8Offset == offset
            else {
                fuzzFailure("\(context): line \(index) has cluster \(cluster) out of order")
            }
            offset = cluster.range.upperBound.utf8Offset
        }
        guard line.range.upperBound.utf8Offset == offset else {
            fuzzFailure("\(context): line \(index) range \(line.range) does not end after its clusters")
        }
        if line.width > layout.width && line.clusters.filter({ $0.character != " " }).count > 1 {
            fuzzFailure("\(context): line \(index) is \(line.width) cells wide at width \(layout.width)")
        }
        // The terminator, if any: a line-break cluster the line leaves out.
        let end = layout.range(ofLine: index).upperBound.utf8Offset
        if end > offset {
            guard let terminator = clusters.next(), index < lines.count - 1 || end == storage.utf8Count else {
                fuzzFailure("\(context): line \(index) ends at \(end) after a missing terminator")
            }
            offset += terminator.utf8.count
            guard offset == end else {
                fuzzFailure(
                    "\(context): line \(index)'s terminator \(terminator.unicodeScalars.map(\.value)) "
                        + "does not reach the next line at \(end)")
            }
        }
    }
    guard clusters.next() == nil, offset == storage.utf8Count else {
        fuzzFailure("\(context): the lines end at \(offset) of \(storage.utf8Count) bytes")
    }
}
