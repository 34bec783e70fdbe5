/// What a front end draws of an open completion: the rows, the selected one, the window of rows shown, and where the
/// trigger is.
///
/// The menu shows a window of at most ``visibleRowLimit`` rows that follows the selection; ``hiddenAbove`` and
/// ``hiddenBelow`` say how many candidates lie beyond it, so a menu can say "↑ 3 more" and "↓ 40 more".
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
    /// The best candidates, best first, at most the controller's ``CompletionController/maximumCandidates``.
    public var rows: [Row]
    /// How many candidates matched the query in all, ranked into ``rows`` or beyond them.
    public var matchCount: Int
    /// The first row of the window the menu shows.
    public var firstVisibleRow: Int
    /// The most rows the menu shows at once.
    public var visibleRowLimit: Int
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
    ///   - matchCount: How many candidates matched in all; nil for as many as `rows`.
    ///   - firstVisibleRow: The first row of the window shown.
    ///   - visibleRowLimit: The most rows shown at once.
    public init(
        trigger: CompletionTrigger, range: Range<Int>, query: String, rows: [Row], selectedRow: Int?,
        isSearching: Bool, message: String?, matchCount: Int? = nil, firstVisibleRow: Int = 0,
        visibleRowLimit: Int = 8
    ) {
        self.trigger = trigger
        self.range = range
        self.query = query
        self.rows = rows
        self.selectedRow = selectedRow
        self.isSearching = isSearching
        self.message = message
        self.matchCount = max(matchCount ?? rows.count, rows.count)
        self.firstVisibleRow = firstVisibleRow
        self.visibleRowLimit = max(visibleRowLimit, 1)
    }

    /// The rows the menu shows now: the window, cut to the rows there are.
    public var visibleRows: Range<Int> {
        let first = min(max(firstVisibleRow, 0), rows.count)
        return first..<min(first + visibleRowLimit, rows.count)
    }

    /// How many rows lie above the window.
    public var hiddenAbove: Int { visibleRows.lowerBound }

    /// How many candidates matched below the window: rows not shown, and matches beyond the ranked rows.
    public var hiddenBelow: Int { max(matchCount - visibleRows.upperBound, 0) }

    /// Moves the window the least that shows the selected row.
    mutating func scrollToSelection() {
        guard let selectedRow else {
            firstVisibleRow = 0
            return
        }
        if selectedRow < firstVisibleRow {
            firstVisibleRow = selectedRow
        } else if selectedRow >= firstVisibleRow + visibleRowLimit {
            firstVisibleRow = selectedRow - visibleRowLimit + 1
        }
        firstVisibleRow = max(min(firstVisibleRow, rows.count - visibleRowLimit), 0)
    }
}
