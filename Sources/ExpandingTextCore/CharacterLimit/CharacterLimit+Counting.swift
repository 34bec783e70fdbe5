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

    /// The prefixes of a replacement, one Character longer each time, with the clusters of
    /// `characterBefore + prefix` counted in one pass over that text.
    private struct Prefixes: IteratorProtocol {
        /// `characterBefore + replacement`.
        let head: String
        /// The prefix with none of the replacement: the Character before the range alone, if there is one.
        let empty: Prefix
        private let replacement: String
        /// The UTF-8 length of the Character before the range.
        private let beforeLength: Int
        private var clusters: String.Iterator
        private var clusterCount = 0
        private var lastClusterStart = 0
        private var nextClusterStart = 0
        /// The end of the last prefix made.
        private var end: String.Index
        /// The Characters of the last prefix made.
        private var characters = 0

        init(before: Character?, replacement: String) {
            let beforeText = before.map(String.init) ?? ""
            head = beforeText + replacement
            self.replacement = replacement
            beforeLength = beforeText.utf8.count
            clusters = head.makeIterator()
            end = replacement.startIndex
            empty = Prefix(
                characters: 0, end: end, headClusters: before == nil ? 0 : 1, lastClusterStart: 0,
                headLength: beforeLength)
        }

        /// The prefix one Character longer than the last one made, or nil after the whole replacement.
        mutating func next() -> Prefix? {
            guard end < replacement.endIndex else { return nil }
            end = replacement.index(after: end)
            characters += 1
            let headLength = beforeLength + replacement.utf8.distance(from: replacement.startIndex, to: end)
            while nextClusterStart < headLength, let cluster = clusters.next() {
                lastClusterStart = nextClusterStart
                nextClusterStart += cluster.utf8.count
                clusterCount += 1
            }
            return Prefix(
                characters: characters, end: end, headClusters: clusterCount, lastClusterStart: lastClusterStart,
                headLength: headLength)
        }

        /// The Characters of the whole replacement: those of the last prefix made and those after it.
        func replacementCharacterCount() -> Int {
            characters + replacement[end...].count
        }
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
        // The prefixes count the Character before the range with their own clusters.
        let base = context.outsideCount - (context.before == nil ? 0 : 1)
        var prefixes = Prefixes(before: context.before, replacement: replacement)
        let candidates = Self.candidates(from: &prefixes, budget: maximum - base)
        let total = prefixes.replacementCharacterCount()
        for prefix in candidates {
            if let resulting = Self.count(with: prefix, of: prefixes.head, base: base, context: &context),
                resulting <= maximum
            {
                return Outcome(
                    replacement: String(replacement[..<prefix.end]), droppedCharacters: total - prefix.characters,
                    resultingCount: resulting)
            }
        }
        // The text without the range is at most `outsideCount` long, so this count cannot overflow.
        let resulting = Self.count(with: prefixes.empty, of: prefixes.head, base: base, context: &context)!
        return Outcome(replacement: "", droppedCharacters: total, resultingCount: resulting)
    }

    /// The prefixes worth counting exactly, longest first: the longest whose own clusters are within `budget`
    /// (the empty one if no other is) and the longer ones beyond it by no more than a seam can take back.
    ///
    /// Reads `prefixes` up to the first prefix further beyond the budget.
    private static func candidates(from prefixes: inout Prefixes, budget: Int) -> [Prefix] {
        var withinBudget = prefixes.empty
        var beyondBudget: [Prefix] = []
        while let prefix = prefixes.next() {
            if prefix.headClusters <= budget {
                withinBudget = prefix
                beyondBudget.removeAll()
            } else if prefix.headClusters <= budget + mostClustersASeamMerges {
                beyondBudget.append(prefix)
            } else {
                break
            }
        }
        return beyondBudget.reversed() + [withinBudget]
    }

    /// The Character count of the text with `prefix` in place of the edited range, or nil when it exceeds
    /// `Int.max`, and so any limit: an outside count near `Int.max` must not overflow.
    ///
    /// - Parameters:
    ///   - prefix: A prefix of the replacement.
    ///   - head: The Character before the range followed by the replacement.
    ///   - base: The count of the text outside the range, without the Character before it.
    ///   - context: The text around the range; read further after it as the seam needs.
    private static func count<After: Sequence<Character>>(
        with prefix: Prefix, of head: String, base: Int, context: inout EditContext<After>
    ) -> Int? {
        guard prefix.headClusters > 0 else { return base + context.clustersJoining("") }
        let utf8 = head.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: prefix.lastClusterStart)
        let end = utf8.index(utf8.startIndex, offsetBy: prefix.headLength)
        let (total, overflow) = base.addingReportingOverflow(
            prefix.headClusters - 1 + context.clustersJoining(head[start..<end]))
        return overflow ? nil : total
    }
}
