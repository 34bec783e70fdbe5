// Caret geometry: text positions to (visual line, cell column) and back, and caret movement by visual line.

extension TextLayout {
    /// Where a caret at `position` is drawn.
    ///
    /// The column is the one after the clusters before `position` on its line (tabs at their expanded width), at
    /// most `width`: after the last cluster of a full line, or after spaces hanging past the edge, the caret sits
    /// at column `width` (in a terminal, the column kept free for it).
    ///
    /// - Parameters:
    ///   - position: A position in the text (a cluster boundary).
    ///   - affinity: At a wrap boundary, `upstream` draws the caret at the end of the line before the wrap,
    ///     `downstream` at the start of the line after it.
    ///   - storage: The text this layout was made for.
    /// - Returns: The line and column.
    /// - Complexity: O(log n + length of the line).
    public func caret(
        at position: TextPosition, affinity: CaretAffinity = .downstream, in storage: TextStorage
    ) -> CaretLocation {
        let index = line(containing: position, affinity: affinity)
        return CaretLocation(
            line: index, column: min(caretColumn(at: position, onLine: clusters(ofLine: index, in: storage)), width))
    }

    /// The column after the clusters before `position` on a line, not clamped at the layout's width.
    func caretColumn(at position: TextPosition, onLine laidOut: LineClusters) -> Int {
        let offset = position.utf8Offset - laidOut.start
        var column = 0
        for cluster in laidOut.clusters where cluster.offset < offset {
            requirePrecondition(cluster.offset + cluster.length <= offset, "position \(position) is inside a cluster")
            column = cluster.column + cluster.advance
        }
        return column
    }

    /// The position a caret takes when put on visual line `line` at `column` (a click, or up/down with a goal
    /// column).
    ///
    /// The caret goes to the position on that line whose caret column is the largest at most `column` — so a
    /// column inside a wide cluster puts it before that cluster, never half-way through, and a column past the
    /// line's end puts it at the end. When several positions share that column (after zero-width clusters, or
    /// spaces hanging past the edge, all drawn at `width`), the first one wins. A line break is never passed: the
    /// end of a line that ends a paragraph is before its line break.
    ///
    /// - Parameters:
    ///   - line: A line index; a negative one counts as the first line and one past the end as the last (as a
    ///     click above or below the text lands on its first or last line).
    ///   - column: A cell column; negative counts as 0.
    ///   - storage: The text this layout was made for.
    /// - Returns: The position, and `upstream` when it is the end of a wrapped line (so the caret stays on
    ///   the line), `downstream` otherwise.
    /// - Complexity: O(log n + length of the line).
    public func position(
        line: Int, column: Int, in storage: TextStorage
    ) -> (position: TextPosition, affinity: CaretAffinity) {
        let laidOut = clusters(ofLine: min(max(line, 0), lineCount - 1), in: storage)
        var offset = 0
        var offsetColumn = 0
        for cluster in laidOut.clusters.prefix(laidOut.contentClusterCount) {
            let end = min(cluster.column + cluster.advance, width)
            if end > column { break }
            if end > offsetColumn {
                offset = cluster.offset + cluster.length
                offsetColumn = end
            }
        }
        let isWrapEnd = !laidOut.endsParagraph && offset == laidOut.text.utf8.count
        return (TextPosition(utf8Offset: laidOut.start + offset), isWrapEnd ? .upstream : .downstream)
    }

    /// The start of the visual line of a caret (Home).
    ///
    /// - Parameters:
    ///   - position: The caret's position, from 0 to the text's length.
    ///   - affinity: The caret's affinity.
    /// - Returns: The line's first position, `downstream` (so a wrapped line's start is drawn on that line).
    /// - Complexity: O(log n).
    public func lineStart(
        forCaretAt position: TextPosition, affinity: CaretAffinity = .downstream
    ) -> (position: TextPosition, affinity: CaretAffinity) {
        (range(ofLine: line(containing: position, affinity: affinity)).lowerBound, .downstream)
    }

    /// The end of the visual line of a caret (End).
    ///
    /// - Parameters:
    ///   - position: The caret's position, from 0 to the text's length.
    ///   - affinity: The caret's affinity.
    ///   - storage: The text this layout was made for.
    /// - Returns: For a wrapped line, the wrap boundary with `upstream` (so the caret stays at the end of this
    ///   line, after any hanging spaces); for a line that ends a paragraph, the position before its line break (or
    ///   the end of the text), `downstream`.
    /// - Complexity: O(log n).
    public func lineEnd(
        forCaretAt position: TextPosition, affinity: CaretAffinity = .downstream, in storage: TextStorage
    ) -> (position: TextPosition, affinity: CaretAffinity) {
        let index = line(containing: position, affinity: affinity)
        let end = range(ofLine: index).upperBound
        if index == lineCount - 1 {
            return (end, .downstream)
        }
        if lines.line(at: index + 1).record.kind == .paragraph {
            return (storage.position(before: end), .downstream)
        }
        return (end, .upstream)
    }

    /// Moves a caret up or down by visual lines, keeping a goal column.
    ///
    /// The goal column is what keeps a caret moving through short lines returning to its column on longer ones:
    /// pass nil on the first vertical move (the caret's own column is used) and then, while the caret only moves
    /// vertically, the `goalColumn` this method returned. Moving above the first line puts the caret at the start
    /// of the text, below the last at its end; the goal column is returned unchanged either way.
    ///
    /// - Parameters:
    ///   - position: The caret's position, a cluster boundary of the text.
    ///   - affinity: The caret's affinity.
    ///   - lineDelta: Lines to move: negative is up; any value, `Int.min` and `Int.max` included.
    ///   - goalColumn: The column to aim for, or nil to use the caret's column.
    ///   - storage: The text this layout was made for.
    /// - Returns: The new position and affinity (as ``position(line:column:in:)`` gives them), and the goal column
    ///   to pass next time.
    /// - Complexity: O(log n + length of the lines involved).
    public func moveVertically(
        from position: TextPosition, affinity: CaretAffinity = .downstream, by lineDelta: Int, goalColumn: Int?,
        in storage: TextStorage
    ) -> (position: TextPosition, affinity: CaretAffinity, goalColumn: Int) {
        let caret = caret(at: position, affinity: affinity, in: storage)
        let goal = goalColumn ?? caret.column
        // Compared before adding, so that a delta of `Int.max` or `Int.min` ("as far as possible") cannot overflow.
        if lineDelta < -caret.line {
            return (storage.startPosition, .downstream, goal)
        }
        if lineDelta >= lineCount - caret.line {
            return (storage.endPosition, .downstream, goal)
        }
        let (newPosition, newAffinity) = self.position(line: caret.line + lineDelta, column: goal, in: storage)
        return (newPosition, newAffinity, goal)
    }
}
