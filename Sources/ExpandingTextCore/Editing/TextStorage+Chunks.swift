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

    /// Which way a walk through the text goes.
    package enum Direction: Sendable {
        /// From a position to the end, in order.
        case forward
        /// From a position back to the start, last piece first.
        case backward
    }

    /// The text from `position` to the end, in pieces, in order.
    /// - Parameter position: A cluster boundary of the text.
    /// - Complexity: O(log n) per piece; pieces are about 1–2 KB.
    package func chunks(from position: TextPosition) -> Chunks {
        checkBoundary(position, "TextStorage.chunks(from:)")
        return Chunks(root: root, offset: position.utf8Offset, direction: .forward)
    }

    /// The text from `position` back to the start, in pieces, last piece first.
    /// - Parameter position: A cluster boundary of the text.
    /// - Complexity: O(log n) per piece; pieces are about 1–2 KB.
    package func chunksBackward(from position: TextPosition) -> Chunks {
        checkBoundary(position, "TextStorage.chunksBackward(from:)")
        return Chunks(root: root, offset: position.utf8Offset, direction: .backward)
    }

    /// The pieces of the text from a position, in either direction.
    package struct Chunks: Sequence, IteratorProtocol {
        private let root: Node
        /// Where the walk stands: the start of the next piece going forward, the end of the next one going back.
        private var offset: Int
        package let direction: Direction

        init(root: Node, offset: Int, direction: Direction) {
            self.root = root
            self.offset = offset
            self.direction = direction
        }

        /// The next piece in the walk's direction, or nil at the end (or the start) of the text.
        package mutating func next() -> Chunk? {
            let isForward = direction == .forward
            guard isForward ? offset < root.summary.utf8 : offset > 0 else { return nil }
            let (leaf, leafStart) = TextStorage.leaf(containing: isForward ? offset : offset - 1, in: root)
            let text = leaf.text
            let split = text.utf8.index(text.startIndex, offsetBy: offset - leafStart)
            guard isForward else {
                offset = leafStart
                return Chunk(start: TextPosition(utf8Offset: leafStart), text: text[..<split])
            }
            defer { offset = leafStart + leaf.summary.utf8 }
            return Chunk(start: TextPosition(utf8Offset: offset), text: text[split...])
        }
    }
}
