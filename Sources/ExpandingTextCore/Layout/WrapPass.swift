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
        /// The old lines from the one containing the old end of the edit on.
        var lines: LineIndex.Lines
        /// The index of the first line `lines` yields.
        var firstIndex: Int
    }

    /// What a run produced.
    struct Result {
        /// The lines from the run's first line start to where it stopped, in order.
        var records: [LineRecord]
        /// When the run stopped at an old line start: that line's index in the old layout and the kind of its
        /// start in the new one. Nil when the run reached the end of the text.
        var stop: (oldIndex: Int, kind: LineStartKind)?
    }

    /// Wraps the text of `storage` from the start of a line.
    ///
    /// - Parameters:
    ///   - storage: The text.
    ///   - first: The line the run starts with: its start offset, and the kind and lookahead it keeps.
    ///   - width: The line width in cells (at least 1).
    ///   - tabWidth: The tab width in cells (at least 1).
    ///   - old: For a run after an edit, the old layout to stop at; nil for a full layout.
    /// - Returns: The lines found.
    /// - Complexity: O(length of the text read).
    static func run(
        _ storage: TextStorage, first: (start: Int, record: LineRecord), width: Int, tabWidth: Int, old: OldLayout?
    ) -> Result {
        let readEnd = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        readEnd.initialize(to: first.start)
        defer { readEnd.deallocate() }
        let startPosition = TextPosition(utf8Offset: first.start)
        var breaker = LineBreakIterator(
            ChunkScalars(storage.chunks(from: startPosition), readEnd: readEnd), startingAt: first.start)
        var nextBreak = breaker.next()?.utf8Offset ?? Int.max
        var wrapper = LineWrapper(width: width, tabWidth: tabWidth, lineStart: first.start)
        var recorder = Recorder(first: first, readEnd: readEnd, old: old)

        /// Wraps the clusters of one chunk; returns whether the run is over.
        func wrap(_ buffer: UnsafeBufferPointer<UInt8>, of text: Substring, at base: Int) -> Bool {
            var index = 0
            while index < buffer.count {
                let position = base &+ index
                while nextBreak <= position {
                    // Opportunities inside a cluster are not used.
                    if nextBreak == position {
                        wrapper.breakOpportunity(at: position)
                    }
                    nextBreak = breaker.next()?.utf8Offset ?? Int.max
                }
                let (length, kind) = ClusterScanner.cluster(at: index, in: buffer, of: text)
                recorder.clusterEnd = position &+ length
                switch kind {
                case .cells(let cellWidth):
                    wrapper.placeCluster(startingAt: position, cellWidth: cellWidth, into: &recorder)
                case .space:
                    wrapper.placeSpace()
                case .tab:
                    wrapper.placeTab(startingAt: position, into: &recorder)
                case .lineBreak:
                    wrapper.placeLineBreak(endingAt: position &+ length, into: &recorder)
                }
                if recorder.stop != nil { return true }
                index &+= length
            }
            return false
        }

        for chunk in storage.chunks(from: startPosition) {
            let text = chunk.text
            let base = chunk.start.utf8Offset
            let isOver =
                text.utf8.withContiguousStorageIfAvailable { wrap($0, of: text, at: base) }
                ?? Array(text.utf8).withUnsafeBufferPointer { wrap($0, of: text, at: base) }
            if isOver {
                return Result(records: recorder.records, stop: recorder.stop)
            }
        }
        recorder.finish(at: storage.utf8Count)
        return Result(records: recorder.records, stop: nil)
    }
}

// MARK: - Recording

extension WrapPass {
    /// Collects the lines the wrapper starts, with how far the text had been read when each start was decided,
    /// and watches for a line start where the old layout can be kept.
    private struct Recorder: LineStartSink {
        var records: [LineRecord] = []
        private var lineStart: Int
        private var kind: LineStartKind
        private var lookahead: Int
        /// The furthest read offset so far: lookaheads never decrease along the lines (see `LineRecord`).
        private var decided: Int
        private let readEnd: UnsafeMutablePointer<Int>
        /// The end of the cluster being placed (the scanner looked at most one scalar further).
        var clusterEnd = 0
        private var old: OldLayout?
        private var oldLine: (record: LineRecord, start: Int)?
        private var oldIndex = 0
        private(set) var stop: (oldIndex: Int, kind: LineStartKind)?

        init(first: (start: Int, record: LineRecord), readEnd: UnsafeMutablePointer<Int>, old: OldLayout?) {
            lineStart = first.start
            kind = first.record.kind
            lookahead = first.record.lookahead
            decided = first.start + first.record.lookahead
            self.readEnd = readEnd
            self.old = old
            if var old {
                oldLine = old.lines.next()
                oldIndex = old.firstIndex
                self.old = old
            }
        }

        mutating func lineStarts(at offset: Int, kind newKind: LineStartKind) {
            guard stop == nil else { return }
            decided = max(decided, readEnd.pointee, clusterEnd &+ 4)
            records.append(LineRecord(length: offset - lineStart, kind: kind, lookahead: lookahead))
            lineStart = offset
            kind = newKind
            lookahead = decided - offset
            if old != nil && newKind.isRestartable {
                checkForOldLineStart(at: offset)
            }
        }

        /// Stops the run if an old line starts at `offset` (after the edit), its start was restartable too, and
        /// what decided it reached at least as far as what decided the new one (so later old lines stay valid).
        private mutating func checkForOldLineStart(at offset: Int) {
            guard let editEnd = old?.editEnd, let delta = old?.delta, offset >= editEnd else { return }
            let oldOffset = offset - delta
            while let line = oldLine, line.start < oldOffset {
                oldLine = old?.lines.next()
                oldIndex += 1
            }
            guard let line = oldLine, line.start == oldOffset, line.record.kind.isRestartable,
                decided <= line.start + line.record.lookahead + delta
            else { return }
            stop = (oldIndex, kind)
        }

        /// Ends the last line at the end of the text.
        mutating func finish(at end: Int) {
            records.append(LineRecord(length: end - lineStart, kind: kind, lookahead: lookahead))
        }
    }
}
