/// One ask of a source: the candidates it gave, prepared for ranking, or its error.
struct CompletionFetch: Sendable {
    /// What the source gave, prepared; empty when it failed.
    let candidates: [PreparedCandidate]
    /// The last line of the source's error, or nil.
    let failure: String?

    /// Asks `source` for `query`; nil when the search was cancelled meanwhile.
    init?(from source: any CompletionSource, query: String) async {
        do {
            let found = try await source.candidates(for: query)
            if Task.isCancelled { return nil }
            candidates = found.map(PreparedCandidate.init)
            failure = nil
        } catch {
            // A source's own CancellationError, while nobody cancelled it, is a failure like any other.
            if Task.isCancelled { return nil }
            let lines = String(describing: error).split(whereSeparator: \.isNewline)
            candidates = []
            failure = lines.last.map(String.init) ?? ""
        }
    }
}
