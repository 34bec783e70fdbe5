import ExpandingTextCore

/// The texts a ``TextArea`` can bring back: those submitted before, the elements they held, and the search of them
/// under way.
package struct TextAreaRecall: Sendable {
    /// The texts submitted before, for Up, Down and Ctrl+R.
    var history = InputHistory()
    /// Where the elements of texts the history holds lie (UTF-8 offsets, by the text), so that a recalled text shows
    /// its tokens again.
    var elementsOfEntries: [String: [(utf8: Range<Int>, element: TextElement)]] = [:]
    /// The search of the history under way (Ctrl+R), if any.
    package internal(set) var search: TextArea.HistorySearch?
}
