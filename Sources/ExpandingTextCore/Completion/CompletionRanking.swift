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
        let folded = FoldedText(query)
        var best: [(match: FuzzyMatch, candidate: PreparedCandidate)] = []
        best.reserveCapacity(limit + 1)
        for (index, prepared) in candidates.enumerated() {
            if index % 4096 == 4095 && Task.isCancelled { return nil }
            guard let match = FuzzyMatch(query: folded, label: prepared.label) else { continue }
            let entry = (match: match, candidate: prepared)
            if best.count == limit, let last = best.last, !ranksBefore(entry, last) { continue }
            let place = best.firstIndex { ranksBefore(entry, $0) } ?? best.endIndex
            best.insert(entry, at: place)
            if best.count > limit { best.removeLast() }
        }
        return best.map {
            CompletionState.Row(candidate: $0.candidate.candidate, matchedCharacters: $0.match.matchedCharacters)
        }
    }

    private static func ranksBefore(
        _ left: (match: FuzzyMatch, candidate: PreparedCandidate),
        _ right: (match: FuzzyMatch, candidate: PreparedCandidate)
    ) -> Bool {
        if left.match.score != right.match.score { return left.match.score > right.match.score }
        let leftLength = left.candidate.label.scalars.count
        let rightLength = right.candidate.label.scalars.count
        if leftLength != rightLength { return leftLength < rightLength }
        return left.candidate.candidate.label < right.candidate.candidate.label
    }
}
