// Reading the text paragraph by paragraph, in one pass over its pieces: a paragraph inside one piece is a slice
// of it (no copy); one that spans pieces is joined into a string of its own.

extension TextStorage {
    /// One paragraph of the text: what lies between two line breaks.
    package struct Paragraph {
        /// Its index: the number of line breaks before it.
        package var index: Int
        /// Where it starts in the text.
        package var start: TextPosition
        /// Its text, without its line break.
        package var text: Substring

        /// Where it ends, before its line break.
        package var end: TextPosition { TextPosition(utf8Offset: start.utf8Offset + text.utf8.count) }
    }

    /// The paragraphs from the `index`-th to the last, in order.
    ///
    /// - Parameter index: From 0 to ``lineBreakCount``.
    /// - Complexity: O(log n) to start, then O(length) per paragraph.
    package func paragraphs(from index: Int) -> Paragraphs {
        let start = paragraphStart(index)
        return Paragraphs(chunks: chunks(from: start), start: start.utf8Offset, index: index)
    }

    /// The paragraphs of a text from one of them to the end.
    package struct Paragraphs: Sequence, IteratorProtocol {
        private var chunks: Chunks
        /// What is left of the current piece, nil at the end of the text.
        private var rest: Substring?
        /// Where `rest` starts in the text.
        private var restStart: Int
        private var index: Int
        /// Whether the last paragraph (the one after the last line break) was handed over.
        private var isDone = false

        init(chunks: Chunks, start: Int, index: Int) {
            requirePrecondition(chunks.direction == .forward, "Paragraphs read the text forward")
            self.chunks = chunks
            self.index = index
            restStart = start
            rest = self.chunks.next()?.text
        }

        /// The next paragraph, or nil after the last.
        package mutating func next() -> Paragraph? {
            guard !isDone else { return nil }
            let start = TextPosition(utf8Offset: restStart)
            var joined: String?
            while let piece = rest {
                if let (lineEnd, breakEnd) = Self.firstLineBreak(in: piece) {
                    let head = piece[..<lineEnd]
                    let text = joined.map { Substring($0 + head) } ?? head
                    restStart += piece.utf8.distance(from: piece.startIndex, to: breakEnd)
                    rest = piece[breakEnd...]
                    if rest?.isEmpty == true { advancePiece() }
                    defer { index += 1 }
                    return Paragraph(index: index, start: start, text: text)
                }
                if joined == nil { joined = String(piece) } else { joined?.append(contentsOf: piece) }
                advancePiece()
            }
            isDone = true
            return Paragraph(index: index, start: start, text: joined.map { Substring($0) } ?? "")
        }

        private mutating func advancePiece() {
            restStart += rest?.utf8.count ?? 0
            rest = chunks.next()?.text
        }

        /// Where the first line break of a piece starts and ends.
        private static func firstLineBreak(in piece: Substring) -> (String.Index, String.Index)? {
            let found: (start: Int, end: Int)?? = piece.utf8.withContiguousStorageIfAvailable { bytes in
                firstLineBreak(in: bytes)
            }
            guard let (start, end) = found ?? firstLineBreak(in: Array(piece.utf8)) else { return nil }
            let utf8 = piece.utf8
            return (utf8.index(utf8.startIndex, offsetBy: start), utf8.index(utf8.startIndex, offsetBy: end))
        }

        /// The byte offsets where the first line break of some UTF-8 text starts and ends.
        private static func firstLineBreak(in bytes: some RandomAccessCollection<UInt8>) -> (start: Int, end: Int)? {
            var offset = 0
            var previous: UInt8 = 0
            var beforePrevious: UInt8 = 0
            for byte in bytes {
                if TextStorage.isLineBreakEnd(byte, previous, beforePrevious) {
                    let length = byte == 0x85 ? 2 : byte == 0xA8 || byte == 0xA9 ? 3 : 1
                    let start = offset + 1 - length
                    let next = bytes.index(bytes.startIndex, offsetBy: offset + 1)
                    let isCRLF = byte == 0x0D && next != bytes.endIndex && bytes[next] == 0x0A
                    return (start, isCRLF ? offset + 2 : offset + 1)
                }
                beforePrevious = previous
                previous = byte
                offset += 1
            }
            return nil
        }
    }
}
