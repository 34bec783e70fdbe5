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
    package func clusters(from position: TextPosition) -> ForwardClusters {
        ForwardClusters(chunks: chunks(from: position))
    }

    /// The clusters from `position` back to the start, last first.
    /// - Parameter position: A cluster boundary of the text.
    package func clustersBackward(from position: TextPosition) -> BackwardClusters {
        BackwardClusters(chunks: chunksBackward(from: position))
    }

    /// The clusters of the text from a position to the end.
    package struct ForwardClusters: Sequence, IteratorProtocol {
        private var chunks: ForwardChunks
        private var chunk: Chunk?
        private var index: Substring.Index

        init(chunks: ForwardChunks) {
            self.chunks = chunks
            chunk = self.chunks.next()
            index = chunk?.text.startIndex ?? "".startIndex
        }

        /// The next cluster, or nil at the end of the text.
        package mutating func next() -> Cluster? {
            while let current = chunk {
                let text = current.text
                if index < text.endIndex {
                    let cluster = current.cluster(at: index)
                    index = text.index(after: index)
                    return cluster
                }
                chunk = chunks.next()
                index = chunk?.text.startIndex ?? index
            }
            return nil
        }
    }

    /// The clusters of the text from a position back to the start.
    package struct BackwardClusters: Sequence, IteratorProtocol {
        private var chunks: BackwardChunks
        private var chunk: Chunk?
        private var index: Substring.Index

        init(chunks: BackwardChunks) {
            self.chunks = chunks
            chunk = self.chunks.next()
            index = chunk?.text.endIndex ?? "".endIndex
        }

        /// The previous cluster, or nil at the start of the text.
        package mutating func next() -> Cluster? {
            while let current = chunk {
                let text = current.text
                if index > text.startIndex {
                    index = text.index(before: index)
                    return current.cluster(at: index)
                }
                chunk = chunks.next()
                index = chunk?.text.endIndex ?? index
            }
            return nil
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
