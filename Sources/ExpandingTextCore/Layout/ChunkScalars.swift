/// The Unicode scalars of a text from some position on, read chunk by chunk from a `TextStorage` (no copy of the
/// text), recording how far they have been read.
///
/// The line breaker pulls its scalars from here. What it has read bounds what its answers so far depend on: the
/// layout keeps that bound with each line start (`LineRecord.lookahead`) to know which line starts an edit cannot
/// move.
struct ChunkScalars<Chunks: IteratorProtocol<TextStorage.Chunk>>: IteratorProtocol {
    private var chunks: Chunks
    private var scalars: Substring.UnicodeScalarView.Iterator
    /// The absolute UTF-8 offset after the last scalar read; one past the end of the text once the end was seen.
    private let readEnd: UnsafeMutablePointer<Int>
    private var isAtEnd = false

    /// Scalars from `chunks`, the first of which starts at `readEnd.pointee`.
    init(_ chunks: Chunks, readEnd: UnsafeMutablePointer<Int>) {
        self.chunks = chunks
        scalars = Substring().unicodeScalars.makeIterator()
        self.readEnd = readEnd
    }

    /// The next scalar, or nil at the end of the text.
    @inline(__always)
    mutating func next() -> Unicode.Scalar? {
        while true {
            if let scalar = scalars.next() {
                readEnd.pointee &+= UnicodeTables.utf8Length(scalar)
                return scalar
            }
            guard let chunk = chunks.next() else {
                // Having seen the end is information too: text appended later could change the answers.
                if !isAtEnd {
                    isAtEnd = true
                    readEnd.pointee &+= 1
                }
                return nil
            }
            scalars = chunk.text.unicodeScalars.makeIterator()
        }
    }
}
