// Reading the text piece by piece without copying it: each piece is a Substring of one leaf (sharing the leaf's
// buffer), found by a fresh descent from the root, so iterating allocates nothing per piece.

extension TextStorage {
    /// A contiguous piece of the text.
    package struct Chunk {
        /// Where the piece starts in the text.
        package var start: TextPosition
        /// The piece. It starts and ends on cluster boundaries of the whole text, so its `Character`s are the
        /// text's own clusters.
        package var text: Substring

        /// Where the piece ends in the text.
        package var end: TextPosition { TextPosition(utf8Offset: start.utf8Offset + text.utf8.count) }
    }

    /// The text from `position` to the end, in pieces, in order.
    /// - Parameter position: A cluster boundary of the text.
    /// - Complexity: O(log n) per piece; pieces are about 1–2 KB.
    package func chunks(from position: TextPosition) -> ForwardChunks {
        checkBoundary(position, "TextStorage.chunks(from:)")
        return ForwardChunks(root: root, start: position.utf8Offset)
    }

    /// The text from `position` back to the start, in pieces, last piece first.
    /// - Parameter position: A cluster boundary of the text.
    /// - Complexity: O(log n) per piece; pieces are about 1–2 KB.
    package func chunksBackward(from position: TextPosition) -> BackwardChunks {
        checkBoundary(position, "TextStorage.chunksBackward(from:)")
        return BackwardChunks(root: root, end: position.utf8Offset)
    }

    /// The pieces of the text from a position to the end.
    package struct ForwardChunks: Sequence, IteratorProtocol {
        private let root: Node
        private var offset: Int

        init(root: Node, start: Int) {
            self.root = root
            offset = start
        }

        /// The next piece, or nil at the end of the text.
        package mutating func next() -> Chunk? {
            guard offset < root.summary.utf8 else { return nil }
            let (leaf, leafStart) = TextStorage.leaf(containing: offset, in: root)
            let text = leaf.text
            let from = text.utf8.index(text.startIndex, offsetBy: offset - leafStart)
            let chunk = Chunk(start: TextPosition(utf8Offset: offset), text: text[from...])
            offset = leafStart + leaf.summary.utf8
            return chunk
        }
    }

    /// The pieces of the text from a position back to the start.
    package struct BackwardChunks: Sequence, IteratorProtocol {
        private let root: Node
        private var offset: Int

        init(root: Node, end: Int) {
            self.root = root
            offset = end
        }

        /// The previous piece, or nil at the start of the text.
        package mutating func next() -> Chunk? {
            guard offset > 0 else { return nil }
            let (leaf, leafStart) = TextStorage.leaf(containing: offset - 1, in: root)
            let text = leaf.text
            let to = text.utf8.index(text.startIndex, offsetBy: offset - leafStart)
            let chunk = Chunk(start: TextPosition(utf8Offset: leafStart), text: text[..<to])
            offset = leafStart
            return chunk
        }
    }
}
