/// What a front end draws of an open completion: the rows, the selected one, and where the trigger is.
///
/// The rows stay those of the last answer while a search for a newer query runs (``isSearching``), so the menu does
/// not flicker between keys. ``message`` replaces the rows when the source failed.
public struct CompletionState: Sendable, Equatable {
    /// One row of the menu.
    public struct Row: Sendable, Equatable {
        /// The candidate.
        public var candidate: CompletionCandidate
        /// The offsets, in characters of the candidate's label, that the query matched, ascending.
        public var matchedCharacters: [Int]

        /// Creates a row, for a preview or a test of a menu's drawing.
        ///
        /// - Parameters:
        ///   - candidate: The candidate.
        ///   - matchedCharacters: The offsets, in characters of its label, that the query matched, ascending.
        public init(candidate: CompletionCandidate, matchedCharacters: [Int]) {
            self.candidate = candidate
            self.matchedCharacters = matchedCharacters
        }
    }

    /// The trigger that opened the completion.
    public var trigger: CompletionTrigger
    /// The range of the sigil and the query, in the units the front end gave it in (UTF-8 offsets in the terminal,
    /// UTF-16 offsets in a platform text view).
    public var range: Range<Int>
    /// The text typed after the sigil.
    public var query: String
    /// The best candidates, best first, at most the controller's row count.
    public var rows: [Row]
    /// The selected row, or nil when there are none.
    public var selectedRow: Int?
    /// Whether a search for ``query`` is still running (the rows may be those of an earlier query).
    public var isSearching: Bool
    /// The last line of the source's error when its search failed; nil otherwise.
    public var message: String?

    /// Creates a state, for a preview or a test of a menu's drawing; a ``CompletionController`` makes the real ones.
    ///
    /// - Parameters:
    ///   - trigger: The trigger that opened the completion.
    ///   - range: The range of the sigil and the query.
    ///   - query: The text typed after the sigil.
    ///   - rows: The rows, best first.
    ///   - selectedRow: The selected row, or nil.
    ///   - isSearching: Whether a search for `query` runs.
    ///   - message: A failed search's message, or nil.
    public init(
        trigger: CompletionTrigger, range: Range<Int>, query: String, rows: [Row], selectedRow: Int?,
        isSearching: Bool, message: String?
    ) {
        self.trigger = trigger
        self.range = range
        self.query = query
        self.rows = rows
        self.selectedRow = selectedRow
        self.isSearching = isSearching
        self.message = message
    }
}
