/// The columns of a row that changed between two frames, grouped into spans worth rewriting.
///
/// A span starts at a lead cell and never ends inside a two-column cluster. Spans separated by unchanged cells
/// that cost fewer bytes to rewrite than a cursor motion are merged. When the new row is shorter than the old,
/// the rest of the line is erased from `eraseFrom`.
struct RowDiff: Equatable {
    /// Column ranges of the new row to rewrite, left to right.
    var spans: [Range<Int>] = []
    /// The column from which to erase to the end of the line, if the old row was longer.
    var eraseFrom: Int?

    /// Compares two rows.
    ///
    /// - Complexity: O(cells of both rows).
    init(old: [Cell], new: [Cell]) {
        var column = 0
        while column < new.count {
            guard column >= old.count || old[column] != new[column] else {
                column += 1
                continue
            }
            var start = column
            while start > 0 && new[start].isContinuation { start -= 1 }
            var end = column + 1
            while end < new.count && (end >= old.count || old[end] != new[end] || new[end].isContinuation) {
                end += 1
            }
            append(start..<end, in: new)
            column = end
        }
        if old.count > new.count {
            eraseFrom = new.count
        }
    }

    /// Adds a span, merging it with the previous one when rewriting the gap is cheaper than moving over it.
    private mutating func append(_ span: Range<Int>, in row: [Cell]) {
        guard let last = spans.last else {
            spans.append(span)
            return
        }
        let gapBytes = row[last.upperBound..<span.lowerBound].reduce(0) {
            $0 + $1.text.utf8.count + ($1.needsCursorPlacement ? 4 : 0)
        }
        let motionBytes = 3 + String(span.lowerBound + 1).utf8.count
        if gapBytes <= motionBytes {
            spans[spans.count - 1] = last.lowerBound..<span.upperBound
        } else {
            spans.append(span)
        }
    }
}
