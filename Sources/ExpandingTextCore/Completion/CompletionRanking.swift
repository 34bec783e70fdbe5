/// A candidate with its label prepared for fuzzy matching, prepared once per list a source gives.
package struct PreparedCandidate: Sendable {
    package let candidate: CompletionCandidate
    package let label: FoldedText

    package init(_ candidate: CompletionCandidate) {
        self.candidate = candidate
        label = FoldedText(candidate.label)
    }
}

/// Ranks candidates by how well the query matches their labels.
package enum CompletionRanking {
    /// The best `limit` candidates for `query`, best first: by score, then the shorter label, then the label's
    /// order; nil when the task was cancelled part way.
    ///
    /// - Complexity: O(*n* · *k*) for *n* candidates and *k* = `limit`, besides matching each label that holds the
    ///   query's characters in order.
    package static func best(
        _ limit: Int, of candidates: [PreparedCandidate], for query: String
    ) -> [CompletionState.Row]? {
        ranked(limit, of: candidates, for: query)?.rows
    }

    /// The best `limit` candidates for `query`, best first, and how many candidates matched in all (a menu says how
    /// many more there are); nil when the task was cancelled part way.
    ///
    /// - Complexity: O(*n* · log *k*) comparisons for *n* candidates and *k* = `limit`, besides matching each label
    ///   that holds the query's characters in order and moving at most *k* rows per candidate kept.
    package static func ranked(
        _ limit: Int, of candidates: [PreparedCandidate], for query: String
    ) -> (rows: [CompletionState.Row], matchCount: Int)? {
        let folded = FoldedText(query)
        var scratch: [Int] = []
        var best: [(score: Int, candidate: PreparedCandidate)] = []
        best.reserveCapacity(limit + 1)
        var matchCount = 0
        let listsHidden = query.hasPrefix(".") || query.contains("/.")
        for (index, prepared) in candidates.enumerated() {
            if index % 4096 == 4095 && Task.isCancelled { return nil }
            if prepared.candidate.isHidden && !listsHidden { continue }
            guard let score = FuzzyMatch.score(query: folded, label: prepared.label, scratch: &scratch) else {
                continue
            }
            matchCount += 1
            let entry = (score: score, candidate: prepared)
            if best.count == limit, let last = best.last, !ranksBefore(entry, last) { continue }
            // The first row the new entry ranks before, by bisection: the rows are in rank order.
            var low = 0
            var high = best.count
            while low < high {
                let middle = (low + high) / 2
                if ranksBefore(entry, best[middle]) { high = middle } else { low = middle + 1 }
            }
            best.insert(entry, at: low)
            if best.count > limit { best.removeLast() }
        }
        let rows = best.map { entry in
            CompletionState.Row(
                candidate: entry.candidate.candidate,
                matchedCharacters: FuzzyMatch(query: folded, label: entry.candidate.label)?.matchedCharacters ?? [])
        }
        return (rows, matchCount)
    }

    private static func ranksBefore(
        _ left: (score: Int, candidate: PreparedCandidate),
        _ right: (score: Int, candidate: PreparedCandidate)
    ) -> Bool {
        if left.score != right.score { return left.score > right.score }
        let leftLength = left.candidate.label.scalars.count
        let rightLength = right.candidate.label.scalars.count
        if leftLength != rightLength { return leftLength < rightLength }
        return left.candidate.candidate.label < right.candidate.candidate.label
    }
}
