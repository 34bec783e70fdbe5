extension CharacterLimit {
    /// The text around an edited range, as much as counting needs.
    struct EditContext<After: Sequence<Character>> {
        /// The last Character before the range; its start is a boundary that no edit after it can move.
        let before: Character?
        /// The Character count of the text before the range plus that of the text after it; at least 1 when there
        /// is a Character before the range, since it counts that one.
        let outsideCount: Int
        /// The Characters after the range, read once and only as far as needed.
        private var afterIterator: After.Iterator
        /// The Characters read so far from `afterIterator`.
        private var afterRead: [Character] = []
        /// Whether `afterIterator` has ended.
        private var isAfterExhausted = false

        init(before: Character?, after: After, outsideCount: Int) {
            self.before = before
            self.outsideCount = Swift.max(outsideCount, before == nil ? 0 : 1)
            afterIterator = after.makeIterator()
        }

        /// The number of clusters of `cluster + after` minus the number of `after`'s Characters, where `cluster`
        /// is one cluster (or empty).
        ///
        /// It reads `after` only until a cluster of the joined text starts exactly where one of `after`'s
        /// Characters starts: from there on both segmentations agree (grapheme breaks look back, never ahead of
        /// the next scalar). Windows double, so a long run of regional indicators costs linear time overall.
        mutating func clustersJoining(_ cluster: Substring) -> Int {
            var window = 1
            while true {
                while afterRead.count < window, !isAfterExhausted {
                    if let next = afterIterator.next() { afterRead.append(next) } else { isAfterExhausted = true }
                }
                let readCount = Swift.min(window, afterRead.count)
                var joined = String(cluster)
                var starts: [Int] = []
                for character in afterRead[..<readCount] {
                    starts.append(joined.utf8.count)
                    joined.append(character)
                }
                var offset = 0
                var clustersBefore = 0
                var clusters = joined.makeIterator()
                for (index, start) in starts.enumerated() {
                    while offset < start, let next = clusters.next() {
                        offset += next.utf8.count
                        clustersBefore += 1
                    }
                    if offset == start { return clustersBefore - index }
                }
                if isAfterExhausted, readCount == afterRead.count { return joined.count - readCount }
                window *= 2
            }
        }
    }

    /// A prefix of the replacement: its first `characters` Characters, ending at `end`.
    private struct Prefix {
        var characters: Int
        var end: String.Index
        /// The clusters of `characterBefore + prefix`, counted on their own.
        var headClusters: Int
        /// The UTF-8 offset, in `characterBefore + replacement`, where the last of those clusters starts.
        var lastClusterStart: Int
        /// The UTF-8 offset, in `characterBefore + replacement`, where the prefix ends.
        var headLength: Int
    }

    /// How many clusters joining two texts can take back at most (see ``fit(_:in:)``).
    private static let mostClustersASeamMerges = 2

    /// Fits `replacement` into the limit around `context`.
    ///
    /// The count after inserting the first k Characters of the replacement is the count of
    /// `characterBefore + prefix` (non-decreasing in k) plus the text after the range, minus what the seam
    /// between them merges. The seam takes back at most two clusters: the first Character after the range can
    /// be absorbed only if it starts with a mark or joiner (a ZWJ, U+094D VIRAMA), and it then pulls in at most
    /// the next one (an emoji after the ZWJ, a consonant after the virama); a regional indicator changes the
    /// pairing of a flag run by at most one flag. So only the prefixes whose own clusters exceed the budget by at
    /// most two, and the longest one within it, are candidates; they are counted exactly, longest first. If none
    /// fits, the range is removed and nothing inserted: removal is never refused.
    ///
    /// - Complexity: O(m) in the replacement's length, plus O(c) per candidate for the c Characters read after
    ///   the range; memory O(1) besides the candidates.
    func fit<After: Sequence<Character>>(_ replacement: String, in context: EditContext<After>) -> Outcome {
        var context = context
        let beforeText = context.before.map(String.init) ?? ""
        let head = beforeText + replacement
        let base = context.outsideCount - (context.before == nil ? 0 : 1)
        let budget = maximum - base

        // nil when the count exceeds `Int.max`, and so any limit: an outside count near `Int.max` must not overflow.
        func count(_ prefix: Prefix) -> Int? {
            guard prefix.headClusters > 0 else { return base + context.clustersJoining("") }
            let utf8 = head.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: prefix.lastClusterStart)
            let end = utf8.index(utf8.startIndex, offsetBy: prefix.headLength)
            let (total, overflow) = base.addingReportingOverflow(
                prefix.headClusters - 1 + context.clustersJoining(head[start..<end]))
            return overflow ? nil : total
        }

        // Walk the replacement's Characters and the clusters of `head` together. Keep the longest prefix within
        // the budget and those beyond it by at most two; stop at the first prefix further beyond.
        var headClusters = head.makeIterator()
        var clusterCount = 0
        var lastClusterStart = 0
        var nextClusterStart = 0
        func advance(to target: Int) {
            while nextClusterStart < target, let cluster = headClusters.next() {
                lastClusterStart = nextClusterStart
                nextClusterStart += cluster.utf8.count
                clusterCount += 1
            }
        }
        let beforeLength = beforeText.utf8.count
        advance(to: beforeLength)
        var withinBudget = Prefix(
            characters: 0, end: replacement.startIndex, headClusters: clusterCount,
            lastClusterStart: lastClusterStart, headLength: beforeLength)
        var beyondBudget: [Prefix] = []
        var index = replacement.startIndex
        var characters = 0
        var isComplete = true
        while index < replacement.endIndex {
            index = replacement.index(after: index)
            characters += 1
            let headLength = beforeLength + replacement.utf8.distance(from: replacement.startIndex, to: index)
            advance(to: headLength)
            let prefix = Prefix(
                characters: characters, end: index, headClusters: clusterCount, lastClusterStart: lastClusterStart,
                headLength: headLength)
            if clusterCount <= budget {
                withinBudget = prefix
                beyondBudget.removeAll()
            } else if clusterCount <= budget + Self.mostClustersASeamMerges {
                beyondBudget.append(prefix)
            } else {
                isComplete = false
                break
            }
        }
        let total = characters + replacement[index...].count
        for prefix in ([withinBudget] + beyondBudget).reversed() {
            if !isComplete, prefix.characters == total { continue }
            if let resulting = count(prefix), resulting <= maximum {
                return Outcome(
                    replacement: String(replacement[..<prefix.end]), droppedCharacters: total - prefix.characters,
                    resultingCount: resulting)
            }
        }
        let empty = Prefix(
            characters: 0, end: replacement.startIndex, headClusters: context.before == nil ? 0 : 1,
            lastClusterStart: 0, headLength: beforeLength)
        // The text without the range is at most `outsideCount` long, so this count cannot overflow.
        return Outcome(replacement: "", droppedCharacters: total, resultingCount: count(empty)!)
    }
}
