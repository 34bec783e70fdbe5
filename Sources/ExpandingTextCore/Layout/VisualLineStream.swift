/// The visual lines of a text at a width, visited one after the other without being stored.
///
/// A ``TextLayout`` keeps a record per visual line so that it can be updated edit by edit and read at random;
/// for a text that is laid out once and read in order (printing it, counting its lines) that record is memory
/// for nothing: a megabyte of text at width 1 is a million lines. A stream wraps the text as a layout does (the
/// same wrapper, line breaker and cluster scanner), hands each line to the caller as soon as the line's end is
/// decided, and forgets it. Its lines are exactly those of a ``TextLayout`` of the same text, width and tab width.
/// ``forEach(_:)`` builds each as a ``VisualLine``; ``forEachLine(_:)`` hands each over as a ``Line``, which reads
/// its text and clusters in place, so that a line as long as the text costs no memory either.
///
/// ```swift
/// let storage = TextStorage("日本 ok\nnext")
/// let stream = try VisualLineStream(storage, width: 6)
/// stream.countLines()                       // 3
/// stream.forEach { print($0.text) }         // "日本 ", "ok", "next"
/// stream.forEachLine { print($0.width) }    // 4, 2, 4
/// ```
public struct VisualLineStream: Sendable {
    /// The text.
    public let storage: TextStorage
    /// The line width in cells.
    public let width: Int
    /// The tab width in cells.
    public let tabWidth: Int

    /// A stream of the lines of a text.
    ///
    /// - Parameters:
    ///   - storage: The text.
    ///   - width: The line width in cells; from 1 to ``TextLayout/maximumWidth``.
    ///   - tabWidth: The tab width in cells; from 1 to ``TextLayout/maximumWidth``.
    /// - Throws: ``TextLayoutError`` naming the invalid width or tab width.
    /// - Complexity: O(1): nothing is wrapped until the lines are visited.
    public init(_ storage: TextStorage, width: Int, tabWidth: Int = 4) throws(TextLayoutError) {
        try TextLayout.validate(width: width, tabWidth: tabWidth)
        self.storage = storage
        self.width = width
        self.tabWidth = tabWidth
    }

    /// Calls `body` with each visual line, in order, and stops at the first error it throws.
    ///
    /// Each line is built whole, its text and its clusters in arrays, as ``TextLayout/line(_:in:)`` builds it;
    /// ``forEachLine(_:)`` hands over the same lines without copying them.
    ///
    /// - Parameter body: Receives each line, built when the wrapper has decided where it ends.
    /// - Throws: What `body` throws; no line after that one is built.
    /// - Complexity: O(n) for a text of n UTF-8 code units; memory O(length of the longest line), whatever the
    ///   number of lines.
    public func forEach<Failure: Error>(_ body: (VisualLine) throws(Failure) -> Void) throws(Failure) {
        try forEachLine { line throws(Failure) in try body(line.visualLine) }
    }

    /// Calls `body` with each visual line as a view of the text, in order, and stops at the first error it throws.
    ///
    /// A line is handed over as its range, its width and a way to read its text and its clusters from the
    /// storage, without a copy of either: a line as long as the whole text costs no more memory than a short one.
    ///
    /// - Parameter body: Receives each line when the wrapper has decided where it ends.
    /// - Throws: What `body` throws; no line after that one is visited.
    /// - Complexity: O(n) for a text of n UTF-8 code units; memory O(1), whatever the number and the length of
    ///   the lines.
    public func forEachLine<Failure: Error>(_ body: (Line) throws(Failure) -> Void) throws(Failure) {
        // The cutter keeps `body` only for the duration of the pass.
        let error = withoutActuallyEscaping(body) { body in
            var cutter = LineCutter(storage: storage, width: width, tabWidth: tabWidth, body: body)
            run(into: &cutter)
            return cutter.error
        }
        if let error { throw error }
    }

    /// The number of visual lines: at least 1 (what ``TextLayout/lineCount`` is for the same text).
    ///
    /// - Complexity: O(n) for a text of n UTF-8 code units, with no line built; memory O(1).
    public func countLines() -> Int {
        var counter = LineCounter()
        run(into: &counter)
        return counter.count
    }

    /// Wraps the whole text into `sink`, then ends the last line at the end of the text.
    private func run<Sink: StreamSink>(into sink: inout Sink) {
        let isOver = WrapPass.wrap(
            storage, from: 0, width: width, tabWidth: tabWidth, cellWidths: .standard, into: &sink)
        if !isOver {
            sink.lineStarts(at: storage.utf8Count, kind: .paragraph)
        }
    }
}

/// A sink of a whole-text pass: the start of the text is the first line start, and the end of the text is told as
/// one more paragraph start after the last line.
private protocol StreamSink: WrapPassSink {}

extension StreamSink {
    // Only a layout that will be updated needs to know how far each decision read.
    mutating func placing(clusterEndingAt end: Int, breakerReadEnd: Int) {}

    // A stream lays out with the standard widths, whose clusters never span rows.
    mutating func lineSpans(rows: Int) {}
}

/// Counts line starts.
private struct LineCounter: StreamSink {
    /// The lines ended so far.
    private(set) var count = 0

    var isOver: Bool { false }

    mutating func lineStarts(at offset: Int, kind: LineStartKind) {
        count += 1
    }
}

/// Cuts each line from the text when the next one starts and hands it on.
private struct LineCutter<Failure: Error>: StreamSink {
    let width: Int
    let tabWidth: Int
    let body: (VisualLineStream.Line) throws(Failure) -> Void
    /// At the chunk holding the start of the line being wrapped.
    private var cursor: ChunkCursor
    /// Where the line being wrapped starts.
    private var lineStart = 0
    /// What `body` threw; the pass is then over.
    private(set) var error: Failure?

    init(
        storage: TextStorage, width: Int, tabWidth: Int, body: @escaping (VisualLineStream.Line) throws(Failure) -> Void
    ) {
        self.width = width
        self.tabWidth = tabWidth
        self.body = body
        cursor = ChunkCursor(storage)
    }

    var isOver: Bool { error != nil }

    mutating func lineStarts(at offset: Int, kind: LineStartKind) {
        guard error == nil else { return }
        let start = cursor
        // The line's width and where its content ends (before its line break, if it has one) are known only
        // after its clusters are placed again, which leaves the cursor at the chunk the next line starts in.
        var columns = ClusterColumns(width: width, tabWidth: tabWidth)
        var contentEnd = offset
        cursor.forEachPiece(from: lineStart, to: offset) { piece, pieceStart in
            ClusterScanner.forEachCluster(in: piece, cellWidths: .standard) { _, index, _, kind in
                if kind == .lineBreak {
                    contentEnd = pieceStart + index
                }
                _ = columns.place(kind)
                return true
            }
        }
        // A line ends a paragraph exactly when the next starts one; the end of the text counts as such a start.
        let line = VisualLineStream.Line(
            range: TextPosition(utf8Offset: lineStart)..<TextPosition(utf8Offset: contentEnd),
            width: columns.lineWidth, endsParagraph: kind == .paragraph, layoutWidth: width, tabWidth: tabWidth,
            cursor: start)
        lineStart = offset
        do {
            try body(line)
        } catch {
            self.error = error
        }
    }
}

/// A text read forward a chunk at a time, as the lines come, in order: cutting each line from the chunk at hand
/// costs far less than finding it from the storage's root.
struct ChunkCursor: Sendable {
    private var chunks: TextStorage.Chunks
    /// The chunk at hand, or nil at the end of the text.
    private var chunk: TextStorage.Chunk?

    /// A cursor at the start of `storage`.
    init(_ storage: TextStorage) {
        chunks = storage.chunks(from: storage.startPosition)
        chunk = chunks.next()
    }

    /// Calls `body` with the pieces of the text from `start` to `end`, in order, until it returns false, and
    /// leaves the cursor at the chunk that holds `end`.
    ///
    /// - Parameters:
    ///   - start: A cluster boundary at or after the start of the chunk at hand.
    ///   - end: A cluster boundary at or after `start`.
    ///   - body: Receives each piece (part of one chunk, so both its ends are cluster boundaries) and its offset
    ///     in the text; returns whether to go on.
    /// - Complexity: O(`end` − `start`), and O(log n) per chunk.
    @discardableResult
    mutating func forEachPiece(from start: Int, to end: Int, _ body: (Substring, Int) -> Bool) -> Bool {
        var position = start
        while position < end, let current = chunk {
            let chunkEnd = current.end.utf8Offset
            if chunkEnd <= position {
                chunk = chunks.next()
                continue
            }
            let utf8 = current.text.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: position - current.start.utf8Offset)
            let pieceEnd = min(end, chunkEnd)
            guard body(current.text[lower..<utf8.index(lower, offsetBy: pieceEnd - position)], position) else {
                return false
            }
            position = pieceEnd
        }
        return true
    }
}
