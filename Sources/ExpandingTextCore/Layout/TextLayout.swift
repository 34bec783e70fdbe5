/// The visual lines of a text wrapped at a width in terminal cells, kept up to date edit by edit.
///
/// Wrapping follows the wrapping contract: greedy first fit over the segments between UAX #14 break opportunities that
/// fall on grapheme-cluster boundaries; a segment fits if its width without trailing U+0020 spaces fits (the spaces
/// hang past the edge); a segment wider than the line starts a new line (unless the line is empty) and is broken at
/// cluster boundaries, each piece as full as it can be; a cluster wider than the line takes a line alone; a tab
/// advances to the next multiple of `tabWidth` from the line's start, clamped at `width`; mandatory breaks end lines
/// (CR LF is one break). An empty text is one empty line, and a text ending with a mandatory break has an empty last
/// line for the caret; there are no other empty lines.
///
/// The layout stores no text: it keeps, in a balanced tree, each line's UTF-8 length and why it starts where it
/// does, and reads the text from the `TextStorage` it is given. After an edit, `apply(_:to:)`
/// re-wraps only from the last line start the edit cannot move (usually the line before the edited one) until the
/// new line starts fall in step with the old ones — also inside a single 10 MB paragraph.
///
/// Line indices and positions must come from this layout and its text, as an array index comes from its array:
/// one out of range stops the program with a message naming it, in release builds too. A click or a key gives
/// no such values: ``position(line:column:in:)`` clamps its line and column, and
/// ``moveVertically(from:affinity:by:goalColumn:in:)`` takes any number of lines.
///
/// ```swift
/// var storage = TextStorage("The quick brown fox jumps over the lazy dog")
/// var layout = try TextLayout(storage, width: 10)
/// layout.lineCount                                  // 5
/// layout.line(0, in: storage).text                  // "The quick "
/// let change = TextChange(range: storage.endPosition..<storage.endPosition, replacement: "!")
/// storage.replace(change.range, with: change.replacement)
/// layout.apply(change, to: storage)                 // re-wraps the last line or two only
/// layout.caret(at: storage.endPosition, in: storage)   // CaretLocation(line: 4, column: 4)
/// ```
public struct TextLayout: Sendable {
    /// The widest line and tab width a layout accepts, in cells: 2^31 − 1, beyond any screen, and small enough that
    /// column arithmetic (a width plus a tab plus hanging spaces) can never overflow.
    public static let maximumWidth = Int(Int32.max)

    /// The line width in cells.
    public private(set) var width: Int
    /// The tab width in cells.
    public let tabWidth: Int
    /// The cells each cluster takes.
    package private(set) var cellWidths: CellWidths
    /// How the text is wrapped (the same lines either way).
    package let strategy: WrapStrategy
    /// The visual lines.
    var lines: LineIndex

    /// Lays out a text.
    ///
    /// - Parameters:
    ///   - storage: The text.
    ///   - width: The line width in cells; from 1 to ``maximumWidth``.
    ///   - tabWidth: The tab width in cells; from 1 to ``maximumWidth``.
    /// - Throws: ``TextLayoutError`` naming the invalid width or tab width.
    /// - Complexity: O(n) for a text of n UTF-8 code units.
    public init(_ storage: TextStorage, width: Int, tabWidth: Int = 4) throws {
        try self.init(storage, width: width, tabWidth: tabWidth, cellWidths: .standard)
    }

    /// Lays out a text with the cells a front end gives some clusters (see ``CellWidths``).
    ///
    /// - Parameters:
    ///   - storage: The text.
    ///   - width: The line width in cells; from 1 to ``maximumWidth``.
    ///   - tabWidth: The tab width in cells; from 1 to ``maximumWidth``.
    ///   - cellWidths: The cells each cluster takes.
    ///   - strategy: How to wrap: with the fast path for ASCII runs, or cluster by cluster (the reference).
    /// - Throws: ``TextLayoutError`` naming the invalid width or tab width.
    /// - Complexity: O(n) for a text of n UTF-8 code units.
    package init(
        _ storage: TextStorage, width: Int, tabWidth: Int = 4, cellWidths: CellWidths,
        strategy: WrapStrategy = .fastPaths
    ) throws {
        try Self.validate(width: width, tabWidth: tabWidth)
        self.width = width
        self.tabWidth = tabWidth
        self.cellWidths = cellWidths
        self.strategy = strategy
        lines = LineIndex()
        lines = fullLayout(of: storage)
    }

    /// Gives a cluster the cells a front end draws it in (an element's label), without laying anything out again:
    /// the cluster must be new to the text, or already have these cells, so that no line of the text changes. The layout must show invisible characters or use
    /// measured widths (a front end's layout), whose widths every other cluster keeps.
    ///
    /// - Parameters:
    ///   - cells: The cells, at least 1.
    ///   - cluster: A cluster the text does not hold, or holds with these cells already.
    /// - Complexity: O(length of the cluster).
    package mutating func setCells(_ cells: Int, forNewCluster cluster: Character) {
        var measured: MeasuredCellWidths
        switch cellWidths {
        case .standard:
            failPrecondition("a layout with the standard widths draws no cluster in cells of its own")
        case .showingInvisibleCharacters: measured = MeasuredCellWidths()
        case .measured(let widths): measured = widths
        }
        measured.setShownCells(cells, for: cluster)
        cellWidths = .measured(measured)
    }

    /// The number of visual lines: at least 1.
    ///
    /// - Complexity: O(1).
    public var lineCount: Int { lines.count }

    /// Updates the layout after an edit.
    ///
    /// Where to restart: every line start records how far the text had been read when it was decided, so the
    /// re-wrap starts at the last paragraph start or break-opportunity line start decided only by text before the
    /// edit — usually the start of the line before the edited one (an edit can let a word move up), further back
    /// when that line's first word runs into the edit or its start was an emergency break. The line breaker is
    /// restarted there. Where to stop: at the first new line start, after the edit, that falls on an old line
    /// start (shifted by the edit) where both are paragraph starts or break opportunities — the wrapper's and the
    /// breaker's states are then the same as before — and the old line start was decided by at least as much
    /// text; from there on the old lines are kept.
    ///
    /// - Parameters:
    ///   - change: The change, with its range in the text before it: within `0...` the length this layout was
    ///     made for, or the program stops with a message naming the change.
    ///   - storage: The text *after* the change: as long as the text before it with `change` applied, or the
    ///     program stops with a message naming both lengths.
    /// - Returns: The indices, in the new layout, of the lines that were re-wrapped. Lines before them are
    ///   unchanged; lines after them have the same text as before, moved by the change in line count (a renderer
    ///   redraws the returned lines, and the later ones only if the line count changed).
    /// - Complexity: O(log n + m), where m is the length of the text re-wrapped: the edited lines and their
    ///   neighbours for ordinary text (a word pushed down can shift the next lines of its paragraph until one has
    ///   room for it). A change that shifts every later break of a long segment (an insertion in a megabyte-long
    ///   word without break opportunities) re-wraps up to that segment's end. The storage is read in its chunks,
    ///   never copied whole.
    @discardableResult
    public mutating func apply(_ change: TextChange, to storage: TextStorage) -> Range<Int> {
        apply(CollectionOfOne(change), to: storage)
    }

    /// Updates the layout after several changes applied one after the other (as a `TextEditor` returns them).
    ///
    /// The changes are merged into one range of the old text replaced by one range of the new text, which is then
    /// re-wrapped as by `apply(_:to:)`.
    ///
    /// - Parameters:
    ///   - changes: The changes, in the order they were applied; each range is in the text before that change,
    ///     and within it, or the program stops with a message naming the change.
    ///   - storage: The text after all of them, as long as they make it, or the program stops with a message
    ///     naming both lengths.
    /// - Returns: The indices of the re-wrapped lines, as for a single change (empty when there are no changes).
    /// - Complexity: O(c + log n + m) for c changes, m as for a single change over the merged range.
    @discardableResult
    public mutating func apply(_ changes: some Sequence<TextChange>, to storage: TextStorage) -> Range<Int> {
        guard
            let merged = TextChange.merge(
                changes, utf8Count: lines.utf8Count, owner: "a layout", function: "TextLayout.apply(_:to:)")
        else { return 0..<0 }
        return update(start: merged.start, oldEnd: merged.oldEnd, newEnd: merged.newEnd, storage: storage)
    }

    /// Changes the line width and re-wraps the whole text, at once (not lazily).
    ///
    /// - Parameters:
    ///   - width: The new width in cells; from 1 to ``maximumWidth``.
    ///   - storage: The text.
    /// - Throws: ``TextLayoutError/invalidWidth(_:)``; the layout is then unchanged.
    /// - Complexity: O(n); nothing when the width is unchanged.
    public mutating func setWidth(_ width: Int, for storage: TextStorage) throws {
        try Self.validate(width: width, tabWidth: tabWidth)
        guard width != self.width else { return }
        self.width = width
        lines = fullLayout(of: storage)
    }

    // MARK: - Wrapping

    /// Checks a width and a tab width against what a layout accepts (also for a ``VisualLineStream``).
    static func validate(width: Int, tabWidth: Int) throws(TextLayoutError) {
        guard (1...maximumWidth).contains(width) else { throw .invalidWidth(width) }
        guard (1...maximumWidth).contains(tabWidth) else { throw .invalidTabWidth(tabWidth) }
    }

    private func fullLayout(of storage: TextStorage) -> LineIndex {
        let first = (start: 0, record: LineRecord(length: 0, kind: .paragraph, decidedThrough: 0))
        return LineIndex(
            WrapPass.run(
                storage, first: first, width: width, tabWidth: tabWidth, cellWidths: cellWidths, old: nil,
                strategy: strategy
            ).records)
    }

    /// Re-wraps after `oldEnd - start` code units at `start` were replaced by `newEnd - start` others.
    private mutating func update(start: Int, oldEnd: Int, newEnd: Int, storage: TextStorage) -> Range<Int> {
        requirePrecondition(
            start >= 0 && start <= oldEnd && oldEnd <= lines.utf8Count && newEnd >= start
                && storage.utf8Count == lines.utf8Count - (oldEnd - start) + (newEnd - start),
            "change \(start)..<\(oldEnd) → \(start)..<\(newEnd) does not match a layout of \(lines.utf8Count) bytes "
                + "and a storage of \(storage.utf8Count)")
        // The last line start whose decision read only text before the edit.
        var (index, record, lineStart) = lines.line(containing: start)
        while !(record.kind.isRestartable && lineStart + record.decidedThrough <= start) {
            index -= 1
            (record, lineStart) = lines.line(at: index)
        }
        // The old lines are passed by value: the copy must be gone before they change below, or changing them
        // would copy the nodes on the changed path.
        let result = WrapPass.run(
            storage, first: (lineStart, record), width: width, tabWidth: tabWidth, cellWidths: cellWidths,
            old: WrapPass.OldLayout(editEnd: newEnd, delta: newEnd - oldEnd, lines: lines), strategy: strategy)
        if let stopIndex = result.stopIndex {
            // The old line where the run stopped is kept, with the kind of start the run found for it.
            lines.replaceSubrange(index..<stopIndex + 1, with: result.records)
            return index..<index + result.records.count - 1
        }
        lines.replaceSubrange(index..<lines.count, with: result.records)
        return index..<index + result.records.count
    }
}
