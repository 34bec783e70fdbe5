/// The text sync of one view, as a small state machine: the app's value, a value waiting for an input-method
/// composition to end, and for each event whether to apply the app's value to the view or report the view's text
/// to the app.
///
/// A front end keeps one controller per text view, forwards its events, and carries out the
/// ``Action`` it gets back; it decides nothing itself:
/// - the app's value may have changed (SwiftUI's `updateUIView`, a `setText` call):
///   ``appValueDidChange(_:viewText:isComposing:selectedUTF16:)``;
/// - the view's text changed through the text system (typing, pasting, dictation, undo, the end of a composition):
///   ``viewTextDidChange(viewText:isComposing:selectedUTF16:)``;
/// - the selection changed, where the end of a composition shows even when the text did not change:
///   ``selectionDidChange(viewText:isComposing:selectedUTF16:)``.
///
/// An ``Action/apply(_:selection:report:)`` is carried out between ``beginApplyingChange()`` and ``endApplyingChange()``;
/// the view's callbacks in that time are the front end's own change echoing back, and the controller answers them
/// with ``Action/none``.
///
/// The view's text and selection are passed as autoclosures and read only when the answer depends on them, so the
/// frequent events (a caret move, a keystroke during a composition, an update that only confirms the value) don't
/// copy the whole text out of the platform's text storage.
///
/// <!-- example: fragment core-text-view-adapter -->
/// ```swift
/// var sync = TextSyncController()
/// // The app set a value:
/// carryOut(sync.appValueDidChange(value, viewText: textView.text, isComposing: composing, selectedUTF16: range))
/// // textViewDidChange:
/// carryOut(sync.viewTextDidChange(viewText: textView.text, isComposing: composing, selectedUTF16: range))
///
/// func carryOut(_ action: TextSyncController.Action) {
///     switch action {
///     case .none, .deferred: break
///     case .apply(let change, let selection, let report):
///         sync.beginApplyingChange()
///         replace(change.utf16Range, with: change.text)  // through the text system: undoable
///         sync.endApplyingChange()
///         select(selection.utf16)
///         if let report { binding = report }
///     case .report(let text): binding = text
///     }
/// }
/// ```
public struct TextSyncController: Sendable {
    /// What the front end does after an event.
    public enum Action: Hashable, Sendable {
        /// Nothing: the view and the app agree, or the event must not cross to the other side.
        case none
        /// The app's value differs from the view, but an input method is composing: it is kept and applied when the
        /// composition ends (a later event answers ``apply(_:selection:report:)``).
        case deferred
        /// Replace a range of the view's text through the text system, between ``beginApplyingChange()`` and
        /// ``endApplyingChange()``, then select `selection` (offsets in the new text); then, when `report` is
        /// set, write it to the app: the app's value and the text the user committed while it waited, merged.
        case apply(TextReplacement, selection: Selection, report: String?)
        /// Write this text to the app (the binding, a callback).
        case report(String)
    }

    private var sync = TextSync()

    /// The app's value as the controller knows it: the last value the app set, or the last text reported to it.
    public private(set) var value: String

    /// Creates the sync state of a view whose app value is `value`.
    ///
    /// - Parameter value: The app's value at first; empty by default, as a new text view is.
    public init(value: String = "") {
        self.value = value
    }

    /// Whether an app value arrived during a composition and waits for it to end.
    public var hasDeferredValue: Bool { sync.hasDeferredValue }

    /// Whether the front end is carrying out an ``Action/apply(_:selection:report:)`` (or another change of its own).
    public var isApplyingChange: Bool { sync.isUpdatingView }

    /// Marks the start of a change the front end makes to its view; pair with ``endApplyingChange()``. Nesting is
    /// allowed.
    public mutating func beginApplyingChange() {
        sync.beginViewUpdate()
    }

    /// Marks the end of a change started with ``beginApplyingChange()``.
    public mutating func endApplyingChange() {
        sync.endViewUpdate()
    }

    /// The app's value may have changed: remember it and bring the view in line.
    ///
    /// Contents are compared by UTF-16 units (so `"caf\u{E9}"` and `"cafe\u{301}"` differ, as they do for the view). A value the view already
    /// reported (the usual update after a keystroke) answers ``Action/none`` without reading the view.
    ///
    /// - Parameters:
    ///   - newValue: The app's value.
    ///   - viewText: The view's text; read only when `newValue` is new to the controller.
    ///   - isComposing: Whether an input method has marked text in the view.
    ///   - selectedUTF16: The view's selection in UTF-16 units (an `NSRange`); read only to apply a change.
    /// - Returns: ``Action/none``, ``Action/deferred`` or ``Action/apply(_:selection:report:)``, whose report is set
    ///   only when a value that waited for a composition is merged with the committed text.
    /// - Complexity: O(n) in the length of the texts when they are compared.
    public mutating func appValueDidChange(
        _ newValue: String, viewText: @autoclosure () -> String, isComposing: Bool,
        selectedUTF16: @autoclosure () -> Range<Int>
    ) -> Action {
        value = newValue
        return applyValue(viewText: viewText, isComposing: isComposing, selectedUTF16: selectedUTF16)
    }

    /// The view's text changed through the text system: report it, or re-apply a deferred app value.
    ///
    /// - ``Action/none`` during the front end's own change (a re-entrant callback), during a composition (marked
    ///   text is provisional), or when the app already holds the text;
    /// - ``Action/apply(_:selection:report:)`` when an app value waited for the composition that just ended: the
    ///   committed text is kept beside the app's change and the merged text reported, unless both changed the same
    ///   part of the text, where the app's value wins;
    /// - ``Action/report(_:)`` otherwise; the reported text becomes ``value``.
    ///
    /// - Parameters:
    ///   - viewText: The view's text after the change; not read during a change of the front end's own or a
    ///     composition.
    ///   - isComposing: Whether an input method has marked text in the view.
    ///   - selectedUTF16: The view's selection in UTF-16 units; read only to apply a change.
    /// - Complexity: O(n) in the length of the text when it is read.
    public mutating func viewTextDidChange(
        viewText: @autoclosure () -> String, isComposing: Bool, selectedUTF16: @autoclosure () -> Range<Int>
    ) -> Action {
        guard !isApplyingChange, !isComposing else { return .none }
        if hasDeferredValue {
            return applyValue(viewText: viewText, isComposing: isComposing, selectedUTF16: selectedUTF16)
        }
        guard let reported = sync.valueToReport(viewText: viewText(), value: value, isComposing: isComposing) else {
            return .none
        }
        value = reported
        return .report(reported)
    }

    /// The view's selection changed: a composition may have ended without changing the text, so a deferred app
    /// value is applied now.
    ///
    /// - Parameters:
    ///   - viewText: The view's text; read only when a deferred value is applied.
    ///   - isComposing: Whether an input method has marked text in the view.
    ///   - selectedUTF16: The view's selection in UTF-16 units; read only when a deferred value is applied.
    /// - Returns: ``Action/apply(_:selection:report:)`` or ``Action/none``; O(1) unless a value is deferred.
    public mutating func selectionDidChange(
        viewText: @autoclosure () -> String, isComposing: Bool, selectedUTF16: @autoclosure () -> Range<Int>
    ) -> Action {
        guard !isApplyingChange, !isComposing, hasDeferredValue else { return .none }
        return applyValue(viewText: viewText, isComposing: isComposing, selectedUTF16: selectedUTF16)
    }

    private mutating func applyValue(
        viewText: () -> String, isComposing: Bool, selectedUTF16: () -> Range<Int>
    ) -> Action {
        let decision = sync.update(
            value: value, viewText: viewText, isComposing: isComposing,
            selection: { text in Selection(utf16: selectedUTF16(), in: text) })
        switch decision {
        case .none:
            return .none
        case .deferUntilCompositionEnds:
            return .deferred
        case .assign(let change, let selection):
            return .apply(change, selection: selection, report: nil)
        case .merge(let change, let selection, let merged):
            value = merged
            return .apply(change, selection: selection, report: merged)
        }
    }
}
