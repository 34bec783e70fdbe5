#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ExpandingTextCore

/// The completion open in a growing text view, for the app's own suggestions view: its rows, and the actions a
/// tap, a click or a key in that view takes.
///
/// The view opens a completion when a ``CompletionSource``'s trigger is typed (`@` at a word start, `/` at the start
/// of the text), searches as the query changes, and hands a new value to the app's callback each time the rows,
/// the selection or the query change (nil once it closes). Ranges are in UTF-16 units, found by Core from the
/// view's text, so an emoji or a flag before the trigger does not shift them. An input method's composition is
/// left alone: the completion follows the text once the composition is committed.
///
/// <!-- example: fragment uikit-completion -->
/// ```swift
/// input.completionSources = [People()]
/// input.onCompletionChange = { [weak self] completion in
///     self?.suggestions.show(completion?.state.rows.map(\.candidate.label) ?? [])
///     self?.acceptSuggestion = { row in completion?.accept(row: row) }
/// }
/// ```
@MainActor
public struct ExpandingTextCompletion {
    /// The rows, the selected row, the query and where the trigger is.
    public let state: CompletionState
    /// The controller of the view the completion is open in.
    weak var controller: GrowingTextController?

    /// Accepts a row: the trigger and its query give way to the candidate's text (or its element) and a space, and
    /// the completion closes until the next edit.
    ///
    /// - Parameter row: The row's index in `state.rows`; nil (the default) takes the selected row.
    /// - Returns: `false` when the completion closed in the meantime, the row does not exist, the candidate is no
    ///   longer offered, or it does not fit the character limit; nothing changes then.
    @discardableResult
    public func accept(row: Int? = nil) -> Bool {
        guard let index = row ?? state.selectedRow, state.rows.indices.contains(index) else { return false }
        // The candidate this state showed, wherever the rows put it now.
        return controller?.acceptCompletion(state.rows[index].candidate) ?? false
    }

    /// Moves the selected row by `offset` rows, wrapping around, as Up and Down do in a menu.
    public func moveSelection(by offset: Int) {
        controller?.moveCompletionSelection(by: offset)
    }

    /// Closes the completion and leaves the text, until the next edit.
    public func dismiss() {
        controller?.dismissCompletion()
    }
}
#endif
