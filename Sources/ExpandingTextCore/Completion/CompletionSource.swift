/// Where a completion's suggestions come from: a trigger, and the candidates for a query, found asynchronously.
///
/// Core calls ``candidates(for:)`` in a task of its own, after ``debounceNanoseconds``, and cancels it when the
/// query changes in a way it does not extend; a source should check `Task.isCancelled` (or call
/// `Task.checkCancellation()`) in long work. Core ranks what a source returns by fuzzy matching the query against
/// each candidate's label, so a source that knows every candidate (files, commands) returns them all and sets
/// ``listsEveryCandidate``: Core then asks it once while the completion stays open and ranks again on each key.
///
/// ```swift
/// struct Commands: CompletionSource {
///     let trigger = CompletionTrigger(sigil: "/", anchor: .startOfText)
///     func candidates(for query: String) async throws -> [CompletionCandidate] {
///         [CompletionCandidate(label: "/help", description: "Show the keys")]
///     }
/// }
/// ```
public protocol CompletionSource: Sendable {
    /// What opens this source's completion.
    var trigger: CompletionTrigger { get }
    /// How long to wait after the last key before asking, in nanoseconds; 0 (the default) asks at the next frame.
    var debounceNanoseconds: UInt64 { get }
    /// Whether ``candidates(for:)`` gives every candidate whatever the query (the default): Core asks once while the
    /// completion is open and filters. `false` for a source that searches by the query (a command, a server).
    var listsEveryCandidate: Bool { get }
    /// Whether the list ``candidates(for:)`` gives, once given, stays the same for the source's lifetime (a folder
    /// indexed once, commands read at start): Core then prepares it once for every completion that opens, not once
    /// for each. `false` (the default) asks again each time a completion opens.
    var listIsFixed: Bool { get }

    /// The candidates for `query`, the text between the sigil and the caret.
    ///
    /// - Parameter query: The text typed after the sigil; empty right after it.
    /// - Returns: The candidates, in any order; Core ranks them.
    /// - Throws: An error the menu shows in its place, by its description's last line (a failed command's message).
    func candidates(for query: String) async throws -> [CompletionCandidate]
}

extension CompletionSource {
    /// Asks at the next frame.
    public var debounceNanoseconds: UInt64 { 0 }
    /// The source gives every candidate, whatever the query.
    public var listsEveryCandidate: Bool { true }
    /// The list is asked for again each time a completion opens.
    public var listIsFixed: Bool { false }
}
