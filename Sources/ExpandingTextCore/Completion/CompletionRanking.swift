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
        var scratch: [Int] = []
        var best: [(score: Int, candidate: PreparedCandidate)] = []
        best.reserveCapacity(limit + 1)
        for (index, prepared) in candidates.enumerated() {
            if index % 4096 == 4095 && Task.isCancelled { return nil }
            guard let score = FuzzyMatch.score(query: folded, label: prepared.label, scratch: &scratch) else {
                continue
            }
            let entry = (score: score, candidate: prepared)
            if best.count == limit, let last = best.last, !ranksBefore(entry, last) { continue }
            let place = best.firstIndex { ranksBefore(entry, $0) } ?? best.endIndex
            best.insert(entry, at: place)
            if best.count > limit { best.removeLast() }
        }
        // The matched characters, for the few rows shown only.
        return best.map { entry in
            CompletionState.Row(
                candidate: entry.candidate.candidate,
                matchedCharacters: FuzzyMatch(query: folded, label: entry.candidate.label)?.matchedCharacters ?? [])
        }
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
