/// One ask of a source, after its debounce: the candidates it gave, prepared for ranking, or its error.
struct CompletionFetch: Sendable {
    /// What the source gave, prepared; empty when it failed.
    let candidates: [PreparedCandidate]
    /// The last line of the source's error, or nil.
    let failure: String?

    /// Asks `source` for `query` once its debounce has passed; nil when the search was cancelled meanwhile.
    init?(from source: any CompletionSource, query: String) async {
        if source.debounceNanoseconds > 0 {
            do { try await Task.sleep(nanoseconds: source.debounceNanoseconds) } catch { return nil }
        }
        do {
            let found = try await source.candidates(for: query)
            if Task.isCancelled { return nil }
            candidates = found.map(PreparedCandidate.init)
            failure = nil
        } catch is CancellationError {
            return nil
        } catch {
            let lines = String(describing: error).split(whereSeparator: \.isNewline)
            candidates = []
            failure = lines.last.map(String.init) ?? ""
        }
    }
}
