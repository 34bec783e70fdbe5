/// One run of the wrapper over a storage's text: from a restartable line start to the end of the text, or — after
/// an edit — to the first line start where the old layout can be kept.
///
/// The text is read in the storage's chunks (no copy of the document). The line breaker is restarted at the run's
/// first line start, which is the start of the text, a paragraph start or a break opportunity, so its answers are
/// those of a breaker over the whole text (`LineBreakIterator`'s restart property).
struct WrapPass {
    /// The old layout, for a run after an edit: where the run may stop.
    struct OldLayout {
        /// The end of the edit's replacement, in the new text: line starts before it are never old ones.
        var editEnd: Int
        /// How much the edit moved the text after it (new offset − old offset).
        var delta: Int
        /// The old lines.
        var lines: LineIndex
    }

    /// What a run produced.
    struct Result {
        /// The lines from the run's first line start to the end of the text or, when it stopped at an old line
        /// start, to that line included (its old record, with the kind of start the run found for it).
        var records: [LineRecord]
        /// When the run stopped at an old line start: that line's index in the old layout. Nil when the run reached
        /// the end of the text.
        var stopIndex: Int?
    }

    /// Wraps the text of `storage` from the start of a line.
    ///
    /// - Parameters:
    ///   - storage: The text.
    ///   - first: The line the run starts with: its start offset, and the kind and `decidedThrough` it keeps.
    ///   - width: The line width in cells (at least 1).
    ///   - tabWidth: The tab width in cells (at least 1).
    ///   - cellWidths: The cells each cluster takes.
    ///   - old: For a run after an edit, the old layout to stop at; nil for a full layout.
    ///   - strategy: Whether runs of ASCII text take the fast path.
    /// - Returns: The lines found.
    /// - Complexity: O(length of the text read).
    static func run(
        _ storage: TextStorage, first: (start: Int, record: LineRecord), width: Int, tabWidth: Int,
        cellWidths: CellWidths, old: OldLayout?, strategy: WrapStrategy = .fastPaths
    ) -> Result {
        var recorder = Recorder(first: first, old: old)
        let isOver = wrap(
            storage, from: first.start, width: width, tabWidth: tabWidth, cellWidths: cellWidths, strategy: strategy,
            into: &recorder)
        if !isOver {
            recorder.finish(at: storage.utf8Count)
        }
        return Result(records: recorder.records, stopIndex: recorder.stopIndex)
    }

    /// Feeds the clusters and break opportunities of the text from `start` to a wrapper, which tells `sink` where
    /// lines start, until the end of the text or until the sink is over.
    ///
    /// - Parameters:
    ///   - storage: The text.
    ///   - start: A restartable line start: the start of the text, a paragraph start or a break opportunity.
    ///   - width: The line width in cells (at least 1).
    ///   - tabWidth: The tab width in cells (at least 1).
    ///   - cellWidths: The cells each cluster takes.
    ///   - strategy: Whether runs of ASCII text take the fast path.
    ///   - sink: Receives the line starts after `start`.
    /// - Returns: Whether the sink ended the run before the end of the text.
    /// - Complexity: O(length of the text read).
    static func wrap<Sink: WrapPassSink>(
        _ storage: TextStorage, from start: Int, width: Int, tabWidth: Int, cellWidths: CellWidths,
        strategy: WrapStrategy = .fastPaths, into sink: inout Sink
    ) -> Bool {
        let startPosition = TextPosition(utf8Offset: start)
        var state = State(
            breaker: LineBreakIterator(
                ChunkScalars(storage.chunks(from: startPosition), buffer: ByteBuffer()),
                startingAt: start),
            wrapper: LineWrapper(width: width, tabWidth: tabWidth, lineStart: start), cellWidths: cellWidths,
            usesASCIIRuns: strategy == .fastPaths)
        for chunk in storage.chunks(from: startPosition) {
            let text = chunk.text
            let base = chunk.start.utf8Offset
            let isOver =
                text.utf8.withContiguousStorageIfAvailable { state.wrap($0, of: text, at: base, into: &sink) }
                ?? Array(text.utf8).withUnsafeBufferPointer { state.wrap($0, of: text, at: base, into: &sink) }
            if isOver { return true }
        }
        return false
    }

    /// Everything a run changes as it goes, in one value, so that the per-cluster loop works on it in place (a
    /// closure capturing several variables would check exclusive access to each on every cluster).
    struct State<Scalars: SkippableScalars> {
        var breaker: LineBreakIterator<Scalars>
        var wrapper: LineWrapper
        /// The next break opportunity the breaker reported, or `Int.max` after the last.
        var nextBreak: Int
        let cellWidths: CellWidths
        /// Whether runs of ASCII text are placed by `placeASCIIRun`.
        let usesASCIIRuns: Bool

        init(breaker: LineBreakIterator<Scalars>, wrapper: LineWrapper, cellWidths: CellWidths, usesASCIIRuns: Bool) {
            self.breaker = breaker
            self.wrapper = wrapper
            self.cellWidths = cellWidths
            self.usesASCIIRuns = usesASCIIRuns
            nextBreak = self.breaker.next()?.utf8Offset ?? Int.max
        }

        /// Wraps the clusters of one chunk, whose first code unit is at offset `base`; returns whether the run is
        /// over.
        mutating func wrap<Sink: WrapPassSink>(
            _ buffer: UnsafeBufferPointer<UInt8>, of text: Substring, at base: Int, into sink: inout Sink
        ) -> Bool {
            var index = 0
            clusters: while index < buffer.count {
                let position = base &+ index
                while nextBreak <= position {
                    // Opportunities inside a cluster are not used.
                    if nextBreak == position {
                        wrapper.breakOpportunity(at: position)
                        if usesASCIIRuns, buffer[index] < 0x80,
                            let run = placeASCIIRun(from: index, in: buffer, at: base, into: &sink)
                        {
                            if run.isOver { return true }
                            index = run.end
                            continue clusters
                        }
                    }
                    nextBreak = breaker.next()?.utf8Offset ?? Int.max
                }
                let (length, kind) = ClusterScanner.cluster(at: index, in: buffer, of: text, cellWidths: cellWidths)
                sink.placing(clusterEndingAt: position &+ length, breakerReadEnd: breaker.readEnd)
                switch kind {
                case .cells(let cellWidth):
                    wrapper.placeCluster(startingAt: position, cellWidth: cellWidth, into: &sink)
                    if cellWidth > wrapper.width && !cellWidths.isStandard {
                        // Wider than the line, so alone on the line that now holds it.
                        sink.lineSpans(
                            rows: cellWidths.rows(
                                ofClusterAt: index, length: length, in: buffer, of: text, cells: cellWidth,
                                width: wrapper.width))
                    }
                case .space:
                    wrapper.placeSpace()
                case .tab:
                    wrapper.placeTab(startingAt: position, into: &sink)
                case .lineBreak:
                    wrapper.placeLineBreak(endingAt: position &+ length, into: &sink)
                }
                if sink.isOver { return true }
                index &+= length
            }
            return false
        }
    }
}

// MARK: - Recording

extension WrapPass {
    /// Collects the lines the wrapper starts, with how far the text had been read when each start was decided,
    /// and watches for a line start where the old layout can be kept.
    private struct Recorder: WrapPassSink {
        var records: [LineRecord]
        private var lineStart: Int
        private var kind: LineStartKind
        /// The `LineRecord.decidedThrough` of the line being wrapped.
        private var decidedThrough: Int
        /// The `LineRecord.rows` of the line being wrapped.
        private var rows: Int32 = 1
        /// The furthest read offset so far: what decided a line start never ends before what decided the line start
        /// before it (see `LineRecord`).
        private var decided: Int
        /// How far the line breaker had read when the cluster being placed came.
        private var breakerReadEnd = 0
        /// The end of the cluster being placed.
        private var clusterEnd = 0
        private let old: OldLayout?
        private(set) var stopIndex: Int?

        var isOver: Bool { stopIndex != nil }

        /// How far past a cluster's end the cluster scanner may have read: it finds the end by looking at the scalar
        /// after it, whose UTF-8 takes at most 4 code units.
        private static let scannedPastClusterEnd = 4

        init(first: (start: Int, record: LineRecord), old: OldLayout?) {
            records = []
            records.reserveCapacity(old == nil ? 1_024 : 8)
            lineStart = first.start
            kind = first.record.kind
            decidedThrough = first.record.decidedThrough
            decided = first.start + first.record.decidedThrough
            self.old = old
        }

        mutating func placing(clusterEndingAt end: Int, breakerReadEnd: Int) {
            clusterEnd = end
            self.breakerReadEnd = breakerReadEnd
        }

        mutating func lineSpans(rows: Int) {
            self.rows = Int32(clamping: rows)
        }

        mutating func lineStarts(at offset: Int, kind newKind: LineStartKind) {
            guard stopIndex == nil else { return }
            decided = max(decided, breakerReadEnd, clusterEnd &+ Self.scannedPastClusterEnd)
            records.append(
                LineRecord(length: offset - lineStart, kind: kind, rows: rows, decidedThrough: decidedThrough))
            lineStart = offset
            kind = newKind
            rows = 1
            decidedThrough = decided - offset
            if old != nil && newKind.isRestartable {
                checkForOldLineStart(at: offset)
            }
        }

        /// Stops the run if an old line starts at `offset` (after the edit), its start was restartable too, and
        /// what decided it reached at least as far as what decided the new one (so later old lines stay valid).
        private mutating func checkForOldLineStart(at offset: Int) {
            guard let old, offset >= old.editEnd else { return }
            let oldOffset = offset - old.delta
            let line = old.lines.line(containing: oldOffset)
            guard line.start == oldOffset, line.record.kind.isRestartable,
                decided <= line.start + line.record.decidedThrough + old.delta
            else { return }
            stopIndex = line.index
            var kept = line.record
            kept.kind = kind
            records.append(kept)
        }

        /// Ends the last line at the end of the text.
        mutating func finish(at end: Int) {
            records.append(LineRecord(length: end - lineStart, kind: kind, rows: rows, decidedThrough: decidedThrough))
        }
    }
}

/// What a wrap pass tells where lines start, and what can end the pass early.
protocol WrapPassSink: LineStartSink {
    /// Whether the pass should stop: checked after each cluster.
    var isOver: Bool { get }

    /// The pass is about to place the cluster that ends at `end` (line starts it causes come next).
    ///
    /// - Parameters:
    ///   - end: The offset after the cluster.
    ///   - breakerReadEnd: How far the line breaker has read (its `readEnd`): the opportunities found so far
    ///     depend on nothing after it.
    mutating func placing(clusterEndingAt end: Int, breakerReadEnd: Int)

    /// The line that holds the cluster just placed, wider than the line, is drawn on `rows` rows.
    mutating func lineSpans(rows: Int)
}
