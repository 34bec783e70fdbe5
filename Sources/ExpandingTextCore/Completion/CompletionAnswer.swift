/// What a completion search found, handed from its task to the front end's thread and back to the controller with
/// ``CompletionController/receive(_:)``.
///
/// A front end treats it as opaque: it queues the answer where its run loop will find it and wakes the loop.
public struct CompletionAnswer: Sendable {
    enum Content: Sendable {
        /// Every candidate of a source that lists them all, prepared for ranking.
        case list([PreparedCandidate])
        /// The best rows for `query`, and how many candidates matched in all.
        case ranked(query: String, rows: [CompletionState.Row], matchCount: Int)
        /// The source's debounce passed with no newer query: time to search.
        case debounced
        /// The source's error, by its last line.
        case failed(String)
    }

    /// The completion the answer belongs to: a new trigger, or the same one reopened, has another number.
    let session: Int
    /// The query change the answer was asked for.
    let generation: Int
    let content: Content
}
