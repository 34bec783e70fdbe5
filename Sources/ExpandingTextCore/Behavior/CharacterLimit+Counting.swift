extension CharacterLimit {
    /// The text around an edited range, as much as counting needs.
    struct EditContext<After: Sequence<Character>> {
        /// The last Character before the range; its start is a boundary that no edit after it can move.
        var before: Character?
        /// The Characters after the range.
        var after: After
        /// The Character count of the text before the range plus that of the text after it.
        var outsideCount: Int

        /// The Character count of the whole text once `inserted` replaces the range.
        ///
        /// The text before `before` keeps its clusters, so the count is theirs plus the clusters of
        /// `before + inserted + after`; the latter is found by reading `after` only until a cluster of the new
        /// text starts exactly where one of `after`'s Characters starts, from where both segmentations agree.
        func count(inserting inserted: Substring) -> Int {
            var head = before.map(String.init) ?? ""
            head += inserted
            return outsideCount - (before == nil ? 0 : 1) + Self.clusters(of: head, followedBy: after)
        }

        /// The number of clusters of `head + after` minus the number of `after`'s Characters.
        static func clusters(of head: String, followedBy after: After) -> Int {
            var iterator = after.makeIterator()
            var read: [Character] = []
            var isExhausted = false
            // Read `after` in doubling windows so a long run of regional indicators costs linear time overall.
            var window = 1
            while true {
                while read.count < window, !isExhausted {
                    if let next = iterator.next() { read.append(next) } else { isExhausted = true }
                }
                var joined = head
                var starts: [Int] = []
                for character in read {
                    starts.append(joined.utf8.count)
                    joined.append(character)
                }
                // Walk the clusters of `joined`; the first start of a read Character that is also a cluster
                // boundary is where the segmentations agree again.
                var offset = 0
                var clustersBefore = 0
                var startIndex = 0
                var clusters = joined.makeIterator()
                while startIndex < starts.count {
                    while offset < starts[startIndex], let cluster = clusters.next() {
                        offset += cluster.utf8.count
                        clustersBefore += 1
                    }
                    if offset == starts[startIndex] { return clustersBefore - startIndex }
                    startIndex += 1
                }
                if isExhausted { return joined.count - read.count }
                window *= 2
            }
        }
    }
}

extension CharacterLimit {
    /// Fits `replacement` into the limit around `context`.
    ///
    /// The count after inserting the first k Characters of the replacement is the count of
    /// `characterBefore + prefix` (non-decreasing in k) plus the text after the range, minus what the seam
    /// between them merges. The seam takes back at most two clusters: the first Character after the range can
    /// be absorbed only if it starts with a mark or joiner (a ZWJ, U+094D VIRAMA), and it then pulls in at most
    /// the next one (an emoji after the ZWJ, a consonant after the virama); a regional indicator changes the
    /// pairing of a flag run by at most one flag. So the search starts at the longest prefix whose own clusters
    /// exceed the budget by at most two, and steps back, counting exactly, until a prefix fits (or none does:
    /// then the range is removed and nothing inserted). Removal is never refused.
    /// How many clusters joining two texts can take back at most (see ``fit(_:in:)``).
    private static let mostClustersASeamMerges = 2

    func fit<After: Sequence<Character>>(_ replacement: String, in context: EditContext<After>) -> Outcome {
        let fullCount = context.count(inserting: replacement[...])
        if fullCount <= maximum {
            return Outcome(replacement: replacement, droppedCharacters: 0, resultingCount: fullCount)
        }
        // ends[k]: the end of the replacement's first k Characters (counted on their own).
        var ends: [String.Index] = [replacement.startIndex]
        var index = replacement.startIndex
        while index < replacement.endIndex {
            index = replacement.index(after: index)
            ends.append(index)
        }
        // headClusters[k]: clusters of (characterBefore + first k Characters), read off one segmentation of the
        // whole head: a prefix of a text has the clusters of the text that start inside it.
        let head = (context.before.map(String.init) ?? "") + replacement
        let beforeLength = head.utf8.count - replacement.utf8.count
        var headClusters: [Int] = []
        var clusterStarts = head.makeIterator()
        var clusterCount = 0
        var nextClusterStart = 0
        for end in ends {
            let target = beforeLength + replacement.utf8.distance(from: replacement.startIndex, to: end)
            while nextClusterStart < target, let cluster = clusterStarts.next() {
                nextClusterStart += cluster.utf8.count
                clusterCount += 1
            }
            headClusters.append(clusterCount)
        }
        let budget = maximum - (context.outsideCount - (context.before == nil ? 0 : 1))
        var prefix = ends.count - 2
        while prefix > 0, headClusters[prefix] > budget + Self.mostClustersASeamMerges { prefix -= 1 }
        while prefix > 0 {
            let count = context.count(inserting: replacement[..<ends[prefix]])
            if count <= maximum {
                return Outcome(
                    replacement: String(replacement[..<ends[prefix]]), droppedCharacters: ends.count - 1 - prefix,
                    resultingCount: count)
            }
            prefix -= 1
        }
        return Outcome(
            replacement: "", droppedCharacters: ends.count - 1, resultingCount: context.count(inserting: ""))
    }
}
