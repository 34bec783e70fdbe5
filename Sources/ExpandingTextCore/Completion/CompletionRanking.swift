/// A candidate with its label prepared for fuzzy matching, prepared once per list a source gives.
package struct PreparedCandidate: Sendable {
    package let candidate: CompletionCandidate
    package let label: FoldedText
    /// Where the label's name starts and ends, in its folded scalars: its last path component, without the `/`
    /// that ends a folder's label.
    let name: Range<Int>
    /// How many path components come before the name.
    let depth: Int

    package init(_ candidate: CompletionCandidate) {
        self.candidate = candidate
        label = FoldedText(candidate.label)
        let slash = UInt32(UInt8(ascii: "/"))
        let scalars = label.scalars
        let end = scalars.last == slash ? scalars.count - 1 : scalars.count
        let start = scalars[..<end].lastIndex(of: slash).map { $0 + 1 } ?? 0
        name = start..<end
        depth = scalars[..<end].reduce(0) { $1 == slash ? $0 + 1 : $0 }
    }
}

/// Ranks candidates by how well the query matches their labels.
///
/// The rule, so that a user can tell where a candidate will be:
/// 1. Tiers, best first: the name (the label's last path component, a folder's without its trailing `/`) or the
///    whole label equals the query; the name starts with the query; the query starts at a word start inside the
///    name (after a character neither letter nor digit, such as `/`, `.`, `_`, `-` or a space, or at a lower-to-upper
///    case change); the query's characters are anywhere in the label, in order.
/// 2. Within the last tier, the better fuzzy score (``FuzzyMatch``) first.
/// 3. Then the shallower path, then the name, in folded order.
///
/// Matching ignores case and accents (see ``FoldedText``), and a trailing `/` for a whole name. A folder matched by
/// its name comes before its own contents: their names are other components, and their paths are deeper.
package enum CompletionRanking {
    /// How a query matches a candidate, best first.
    private enum Tier: Int, Comparable {
        case exact, namePrefix, wordStart, scattered

        static func < (left: Self, right: Self) -> Bool { left.rawValue < right.rawValue }
    }

    /// A candidate the query matches, with what ranks it.
    private struct Ranked {
        var tier: Tier
        /// The fuzzy score in the scattered tier; 0 in the others, where the name alone decides.
        var score: Int
        /// The scalars of the label the query matched in a name tier; nil in the scattered tier.
        var run: Range<Int>?
        /// Where the candidate is in the list ranked: the rows kept move as better ones come, so they stay small.
        var index: Int
    }

    /// The best `limit` candidates for `query`, best first (in the rule's order); nil when the task was cancelled
    /// part way.
    ///
    /// - Complexity: O(*n* · log *k*) comparisons for *n* candidates and *k* = `limit`, besides O(*m*) for each label
    ///   of *m* scalars, and O(*q* · *m*) for a query of *q* scalars matched only scattered.
    package static func best(
        _ limit: Int, of candidates: [PreparedCandidate], for query: String
    ) -> [CompletionState.Row]? {
        ranked(limit, of: candidates, for: query)?.rows
    }

    /// The best `limit` candidates for `query`, best first, and how many candidates matched in all (a menu says how
    /// many more there are); nil when the task was cancelled part way.
    ///
    /// Only the first `markedRows` rows have their matched characters; the others are left empty, for
    /// ``markedCharacters(of:for:)`` when they are shown.
    ///
    /// - Complexity: As ``best(_:of:for:)``, besides moving at most *k* rows per candidate kept.
    package static func ranked(
        _ limit: Int, of candidates: [PreparedCandidate], for query: String, markedRows: Int = .max
    ) -> (rows: [CompletionState.Row], matchCount: Int)? {
        let folded = FoldedText(query)
        let needle = folded.scalars
        let slash = UInt32(UInt8(ascii: "/"))
        let whole = needle.last == slash ? needle.dropLast() : needle[...]
        var scratch: [Int] = []
        var best: [Ranked] = []
        best.reserveCapacity(limit + 1)
        var matchCount = 0
        let listsHidden = query.hasPrefix(".") || query.containsText("/.")
        for (index, prepared) in candidates.enumerated() {
            if index % 4096 == 4095 && Task.isCancelled { return nil }
            if prepared.candidate.isHidden && !listsHidden { continue }
            guard needle.isEmpty || FuzzyMatch.holdsInOrder(needle, in: prepared.label.scalars) else { continue }
            let entry: Ranked
            if let (tier, run) = nameMatch(needle, whole: whole, in: prepared) {
                entry = Ranked(tier: tier, score: 0, run: run, index: index)
            } else {
                // The fuzzy score's table, O(q · m), only for the labels no name tier took.
                guard let score = FuzzyMatch.score(query: folded, label: prepared.label, scratch: &scratch) else {
                    continue
                }
                entry = Ranked(tier: .scattered, score: score, run: nil, index: index)
            }
            matchCount += 1
            if best.count == limit, let last = best.last, !ranksBefore(entry, last, in: candidates) { continue }
            // The first row the new entry ranks before, by bisection: the rows are in rank order.
            var low = 0
            var high = best.count
            while low < high {
                let middle = (low + high) / 2
                if ranksBefore(entry, best[middle], in: candidates) { high = middle } else { low = middle + 1 }
            }
            best.insert(entry, at: low)
            if best.count > limit { best.removeLast() }
        }
        // The matched characters of the first rows only: the others are marked when the menu scrolls to them
        // (``markedCharacters(of:for:)``), so that a thousand rows cost a thousand fuzzy tables only if seen.
        let rows = best.enumerated().map { index, entry in
            let prepared = candidates[entry.index]
            let label = prepared.label
            let matched =
                index >= markedRows
                ? []
                : entry.run.map { label.characterOffsets(ofScalars: Array($0)) }
                    ?? FuzzyMatch(query: folded, label: label)?.matchedCharacters ?? []
            return CompletionState.Row(candidate: prepared.candidate, matchedCharacters: matched)
        }
        return (rows, matchCount)
    }

    /// The characters of `label` that `query` matches, as the ranking marks them: for a row the ranking left unmarked.
    package static func markedCharacters(of label: String, for query: String) -> [Int] {
        let prepared = PreparedCandidate(CompletionCandidate(label: label))
        let folded = FoldedText(query)
        let needle = folded.scalars
        let slash = UInt32(UInt8(ascii: "/"))
        let whole = needle.last == slash ? needle.dropLast() : needle[...]
        if let (_, run) = nameMatch(needle, whole: whole, in: prepared) {
            return prepared.label.characterOffsets(ofScalars: Array(run))
        }
        return FuzzyMatch(query: folded, label: prepared.label)?.matchedCharacters ?? []
    }

    /// The name tier the query reaches in a candidate, with the scalars it matched; nil when it matches only
    /// scattered.
    ///
    /// - Parameters:
    ///   - needle: The folded query.
    ///   - whole: The folded query without a trailing `/`, to compare with a whole name or label.
    private static func nameMatch(
        _ needle: [UInt32], whole: ArraySlice<UInt32>, in prepared: PreparedCandidate
    ) -> (Tier, Range<Int>)? {
        let scalars = prepared.label.scalars
        let name = prepared.name
        if scalars[name].elementsEqual(whole) { return (.exact, name) }
        if scalars[..<name.upperBound].elementsEqual(whole) { return (.exact, 0..<name.upperBound) }
        guard needle.count <= name.count else { return nil }
        if scalars[name].starts(with: needle) { return (.namePrefix, name.lowerBound..<name.lowerBound + needle.count) }
        // The bonus FoldedText gives marks where a word starts; the name's first scalar was tried above.
        let bonus = prepared.label.bonus
        for start in name.lowerBound + 1..<name.upperBound - needle.count + 1
        where bonus[start] != 0 && scalars[start..<name.upperBound].starts(with: needle) {
            return (.wordStart, start..<start + needle.count)
        }
        return nil
    }

    private static func ranksBefore(_ left: Ranked, _ right: Ranked, in candidates: [PreparedCandidate]) -> Bool {
        if left.tier != right.tier { return left.tier < right.tier }
        if left.score != right.score { return left.score > right.score }
        let leftCandidate = candidates[left.index]
        let rightCandidate = candidates[right.index]
        if leftCandidate.depth != rightCandidate.depth { return leftCandidate.depth < rightCandidate.depth }
        let leftName = leftCandidate.label.scalars[leftCandidate.name]
        let rightName = rightCandidate.label.scalars[rightCandidate.name]
        if !leftName.elementsEqual(rightName) { return leftName.lexicographicallyPrecedes(rightName) }
        return leftCandidate.candidate.label < rightCandidate.candidate.label
    }
}
