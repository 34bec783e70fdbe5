// Walking the text cluster by cluster in either direction, chunk by chunk (linear in the distance walked, with no
// allocation per cluster).

extension TextStorage {
    /// One cluster of the text and where it lies.
    package struct Cluster {
        /// The cluster.
        package var character: Character
        /// Its range in the text.
        package var range: Range<TextPosition>
    }

    /// The clusters from `position` to the end, in order.
    /// - Parameter position: A cluster boundary of the text.
    package func clusters(from position: TextPosition) -> Clusters {
        Clusters(chunks: chunks(from: position))
    }

    /// The clusters from `position` back to the start, last first.
    /// - Parameter position: A cluster boundary of the text.
    package func clustersBackward(from position: TextPosition) -> Clusters {
        Clusters(chunks: chunksBackward(from: position))
    }

    /// The clusters of the text from a position, in the direction of its pieces.
    package struct Clusters: Sequence, IteratorProtocol {
        private var chunks: Chunks
        private var chunk: Chunk?
        /// Going forward, the start of the next cluster in `chunk`; going back, the end of the next one.
        private var index: Substring.Index

        init(chunks: Chunks) {
            self.chunks = chunks
            chunk = self.chunks.next()
            index = Self.entry(into: chunk, going: chunks.direction) ?? "".startIndex
        }

        /// The next cluster in the walk's direction, or nil at the end (or the start) of the text.
        package mutating func next() -> Cluster? {
            while let current = chunk {
                let text = current.text
                switch chunks.direction {
                case .forward where index < text.endIndex:
                    defer { index = text.index(after: index) }
                    return current.cluster(at: index)
                case .backward where index > text.startIndex:
                    index = text.index(before: index)
                    return current.cluster(at: index)
                case .forward, .backward:
                    chunk = chunks.next()
                    index = Self.entry(into: chunk, going: chunks.direction) ?? index
                }
            }
            return nil
        }

        /// Where a walk in `direction` enters `piece`; nil when there is no piece.
        private static func entry(into piece: Chunk?, going direction: Direction) -> Substring.Index? {
            guard let piece else { return nil }
            return direction == .forward ? piece.text.startIndex : piece.text.endIndex
        }
    }
}

extension TextStorage.Chunk {
    /// The cluster that starts at `index` of the piece, with its place in the whole text.
    fileprivate func cluster(at index: Substring.Index) -> TextStorage.Cluster {
        let character = text[index]
        let start = self.start.utf8Offset + text.utf8.distance(from: text.startIndex, to: index)
        let end = start + character.utf8.count
        return TextStorage.Cluster(
            character: character, range: TextPosition(utf8Offset: start)..<TextPosition(utf8Offset: end))
    }
}
