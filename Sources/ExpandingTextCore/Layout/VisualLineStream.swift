/// The visual lines of a text at a width, visited one after the other without being stored.
///
/// A ``TextLayout`` keeps a record per visual line so that it can be updated edit by edit and read at random;
/// for a text that is laid out once and read in order (printing it, counting its lines) that record is memory
/// for nothing: a megabyte of text at width 1 is a million lines. A stream wraps the text as a layout does (the
/// same wrapper, line breaker and cluster scanner), hands each line to the caller as soon as the line's end is
/// decided, and forgets it. Its lines are exactly those of a ``TextLayout`` of the same text, width and tab width.
///
/// ```swift
/// let storage = TextStorage("日本 ok\nnext")
/// let stream = try VisualLineStream(storage, width: 6)
/// stream.countLines()                   // 3
/// stream.forEach { print($0.text) }     // "日本 ", "ok", "next"
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
    /// - Parameter body: Receives each line, built when the wrapper has decided where it ends.
    /// - Throws: What `body` throws; no line after that one is built.
    /// - Complexity: O(n) for a text of n UTF-8 code units; memory O(length of the longest line), whatever the
    ///   number of lines.
    public func forEach<Failure: Error>(_ body: (VisualLine) throws(Failure) -> Void) throws(Failure) {
        // The builder keeps `body` only for the duration of the pass.
        let error = withoutActuallyEscaping(body) { body in
            var builder = LineBuilder(storage: storage, width: width, tabWidth: tabWidth, body: body)
            run(into: &builder)
            return builder.error
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
        let readEnd = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        readEnd.initialize(to: 0)
        defer { readEnd.deallocate() }
        let isOver = WrapPass.wrap(storage, from: 0, width: width, tabWidth: tabWidth, readEnd: readEnd, into: &sink)
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
    mutating func placing(clusterEndingAt end: Int) {}
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

/// Builds each line when the next one starts and hands it on.
private struct LineBuilder<Failure: Error>: StreamSink {
    let width: Int
    let tabWidth: Int
    let body: (VisualLine) throws(Failure) -> Void
    /// The text, read forward a chunk at a time as the lines come, in order: cutting each line from the chunk at
    /// hand costs far less than finding it from the storage's root.
    private var chunks: TextStorage.ForwardChunks
    /// The chunk holding the start of the line being wrapped, or nil at the end of the text.
    private var chunk: TextStorage.Chunk?
    /// Where the line being wrapped starts.
    private var lineStart = 0
    /// What `body` threw; the pass is then over.
    private(set) var error: Failure?

    init(storage: TextStorage, width: Int, tabWidth: Int, body: @escaping (VisualLine) throws(Failure) -> Void) {
        self.width = width
        self.tabWidth = tabWidth
        self.body = body
        chunks = storage.chunks(from: storage.startPosition)
        chunk = chunks.next()
    }

    var isOver: Bool { error != nil }

    mutating func lineStarts(at offset: Int, kind: LineStartKind) {
        guard error == nil else { return }
        // A line ends a paragraph exactly when the next starts one; the end of the text counts as such a start.
        let clusters = TextLayout.clusters(
            ofLine: text(upTo: offset), at: lineStart, endsParagraph: kind == .paragraph, width: width,
            tabWidth: tabWidth)
        lineStart = offset
        do {
            try body(TextLayout.visualLine(clusters))
        } catch {
            self.error = error
        }
    }

    /// The text from the line's start to `end`, both cluster boundaries, hence cut where a chunk boundary is too.
    private mutating func text(upTo end: Int) -> String {
        var text = ""
        var position = lineStart
        while position < end, let current = chunk {
            let chunkEnd = current.end.utf8Offset
            if chunkEnd <= position {
                chunk = chunks.next()
                continue
            }
            let utf8 = current.text.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: position - current.start.utf8Offset)
            let pieceEnd = min(end, chunkEnd)
            let piece = current.text[lower..<utf8.index(lower, offsetBy: pieceEnd - position)]
            if position == lineStart && pieceEnd == end { return String(piece) }
            text += piece
            position = pieceEnd
        }
        return text
    }
}
