#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Dispatch
import ExpandingTextCore
import Foundation

/// The glue UIKit's and AppKit's growing text views share: it hands the view's events to Core's decisions (text
/// sync, focus, the height, the character limit, the remaining-characters countdown) and carries out what they
/// return on its ``GrowingTextHost``; it holds what the app set on the view (``settings``) and calls the app back.
///
/// The views keep what differs between the platforms: measuring, the placeholder's label, Return and the shell
/// (a `UITextView` subclass on one side, an `NSScrollView` around an `NSTextView` on the other).
@MainActor
final class GrowingTextController {
    /// The view this controller serves; it owns the controller.
    weak var host: (any GrowingTextHost)?
    /// What the app set on the view: its settings and callbacks, read and written through the view's properties.
    var settings = GrowingTextSettings()
    private var sync = TextSyncController()
    private var focus = FocusController()
    private var remaining = RemainingCharactersTracker()
    /// Whether the last event saw marked text: a composition can end with only a selection change, or with no
    /// event at all when it is ended from code.
    private var wasComposing = false

    /// The view that has the keyboard focus, if any: the one whose composition `ExpandingTextView.commitMarkedText()`
    /// commits.
    static weak var focusedHost: (any GrowingTextHost)?

    /// The elements of the view's text (see ``insertElement(_:)``).
    var elements = ElementSpans()
    /// The text the spans of ``elements`` belong to.
    var elementsText = ""
    /// An edit the view is about to apply, and the length of its new text, for moving the spans with exactly it.
    var pendingElementEdit: (range: Range<Int>, count: Int)?
    /// The selection the last selection change left, for snapping the next one in the direction it moved.
    var lastSelection: Range<Int> = 0..<0
    /// The completion of the app's sources, if it set any (see ``updateCompletion(edited:)``).
    var completion: CompletionController?
    /// Whether an accepted completion is being applied, so that its own edits do not open it again.
    var isAcceptingCompletion = false
    /// Counts the completion controllers made, so that an answer of a replaced one is known.
    var completionGeneration = 0
    /// The highlighting of the app's span provider, if it set one (see ``restyleHighlights(text:)``).
    var highlighting: Highlighting?
    /// Attributes of a former highlighting to take off the whole text once no input method composes.
    var highlightKeysToClear: Set<NSAttributedString.Key> = []
    /// The span refiner's task for what was last restyled, cancelled when it is asked about more.
    var refinementTask: Task<Void, Never>?
    /// The height the view asks for and what deciding it keeps (see ``updateHeight()``).
    var sizing = Sizing()

    /// Whether the view is applying an edit of its own, so that callbacks don't echo it back to the app.
    var isApplyingOwnChange: Bool { sync.isApplyingChange }

    /// The text the app last set or heard about.
    var reportedText: String { sync.value }

    // MARK: - Text

    /// Applies the app's value as the smallest edit, keeping the caret where it was, unless a composition is in
    /// progress.
    ///
    /// - Parameter newText: The app's value.
    /// - Returns: `false` if the value waits for the composition to end.
    func setText(_ newText: String) -> Bool {
        guard let host else { return true }
        return carryOut(
            sync.appValueDidChange(
                newText,
                viewText: host.currentText,
                isComposing: host.isComposing,
                selectedUTF16: host.selectedUTF16Range
            )
        )
    }

    /// The view's whole text was assigned from code past ``setText(_:)`` (`text` on UIKit, the text view's `string`
    /// on AppKit), which the platform does not report: the assigned text counts as the app's value from now on, so
    /// a later value is compared with what the view shows, and the height follows it.
    func textWasAssigned() {
        guard let host else { return }
        let text = host.currentText
        // The view already shows the value, so this only records it; there is nothing to apply.
        _ = sync.appValueDidChange(
            text, viewText: text, isComposing: host.isComposing, selectedUTF16: host.selectedUTF16Range)
        // The platform styled the assigned text as a whole: the highlighting is drawn again over all of it.
        if highlighting != nil { highlightingDidChange() }
        contentDidChange(byUser: false)
    }

    /// Applies an edit of the view's own (the app's value, a trimmed paste), which the callbacks don't report.
    func applyEdit(utf16Range range: Range<Int>, with replacement: String) {
        sync.beginApplyingChange()
        defer { sync.endApplyingChange() }
        if !elements.isEmpty { pendingElementEdit = (range, replacement.utf16.count) }
        host?.replaceText(inUTF16: range, with: replacement)
        if !elements.isEmpty, let host { followElements(to: host.currentText) }
    }

    /// Carries out what Core decided about the text: apply the app's value as an edit, or report the view's text.
    ///
    /// - Returns: `false` if the app's value waits for a composition to end.
    @discardableResult
    private func carryOut(_ action: TextSyncController.Action) -> Bool {
        guard let host else { return true }
        switch action {
        case .none:
            return true
        case .deferred:
            return false
        case .apply(let change, let selection, let report):
            applyEdit(utf16Range: change.utf16Range, with: change.text)
            host.selectedUTF16Range = selection.utf16
            contentDidChange(byUser: false)
            if let report { settings.onTextChange?(report) }
            return true
        case .report(let value):
            settings.onTextChange?(value)
            return true
        }
    }

    /// The text after a replacement the user is about to make, trimmed to the character limit, or `nil` when the
    /// replacement fits (or is not the user's: an own edit, or marked text, which is never trimmed).
    ///
    /// - Parameters:
    ///   - replacement: The text the user is inserting.
    ///   - range: The UTF-16 range it replaces.
    ///   - text: The whole text before the change.
    func trimmedReplacement(_ replacement: String, replacingUTF16 range: Range<Int>, in text: String) -> String? {
        guard !sync.isApplyingChange, let host, let limit = settings.characterLimit, !host.isComposing else {
            return nil
        }
        let outcome = limit.fit(replacement, replacingUTF16: range, in: text)
        return outcome.isTrimmed ? outcome.replacement : nil
    }

    // MARK: - Events

    /// The text changed through the text system (typing, paste, dictation, an input method, undo): the limit
    /// applies once no composition is in progress, and the app hears about it.
    func textDidChangeByUser() {
        guard let host else { return }
        compositionDidChange()
        if !host.isComposing, let overflow = settings.characterLimit?.overflow(in: host.currentText) {
            // Catches what bypassed the limit on the way in: the end of a composition, an autocorrection, a limit
            // lowered below the text's length.
            applyEdit(utf16Range: overflow.utf16Range, with: overflow.text)
        }
        contentDidChange(byUser: true)
    }

    /// The marked text changed, with or without a change callback to follow.
    func compositionDidChange() {
        wasComposing = host?.isComposing ?? false
    }

    /// The selection changed; the end of a composition shows here even when the text did not change.
    ///
    /// A composition that ended without a change callback (the input method confirmed the marked text as it was) is
    /// a change of the user's text: the limit applies and the app hears about it.
    func selectionDidChange() {
        guard let host else { return }
        snapSelectionOutOfElements()
        let isComposing = host.isComposing
        if wasComposing && !isComposing {
            textDidChangeByUser()
            return
        }
        wasComposing = isComposing
        carryOut(
            sync.selectionDidChange(
                viewText: host.currentText,
                isComposing: isComposing,
                selectedUTF16: host.selectedUTF16Range
            )
        )
        updateCompletion(edited: false)
    }

    /// An undo or redo changed the text without a change callback: handled as one.
    func undoDidChangeText() {
        guard let host, host.currentText != sync.value else { return }
        textDidChangeByUser()
    }

    /// Lays the view out for its new text, updates the countdown, and for a change the user made reports it (or
    /// applies a value the app set while an input method was composing).
    func contentDidChange(byUser: Bool) {
        guard let host else { return }
        host.layOutContent(changedByUser: byUser)
        // The host's text is a copy out of the text storage: made at most once per change, and only when needed.
        var copied: String?
        func currentText() -> String {
            if let copied { return copied }
            let fresh = host.currentText
            copied = fresh
            return fresh
        }
        if !elements.isEmpty { followElements(to: currentText()) }
        updateRemainingCharacters(count: currentText().count)
        if followsHighlighting { restyleHighlights(text: currentText()) }
        updateCompletion(edited: true)
        guard byUser else { return }
        carryOut(
            sync.viewTextDidChange(
                viewText: currentText(),
                isComposing: host.isComposing,
                selectedUTF16: host.selectedUTF16Range
            )
        )
    }

    /// Commits the input method's composition as it stands and reports it, since the platform may end a
    /// composition ended from code without a callback.
    func commitComposition() {
        guard let host, host.isComposing else { return }
        host.endComposition()
        if wasComposing {
            textDidChangeByUser()
        }
    }

    // MARK: - Remaining characters

    /// The limit or the threshold changed: a new countdown, counted from the current text.
    func countdownDidChange() {
        guard let host else { return }
        remaining.countdown = settings.characterLimit.flatMap {
            try? RemainingCharactersCountdown(limit: $0, threshold: settings.remainingCharactersThreshold)
        }
        updateRemainingCharacters(count: host.currentText.count)
    }

    /// Updates the count; `count` (the text's Character count) is read only near a limit.
    private func updateRemainingCharacters(count: @autoclosure () -> Int) {
        let update = remaining.update(count: count())
        if let announced = update.announcement {
            host?.announce(remainingCharactersAnnouncement(announced))
        }
        if update.shownValueChanged {
            settings.onRemainingCharactersChange?(update.shownValue)
        }
    }

    // MARK: - Focus

    /// The app asks for (`true`) or gives up (`false`) the focus: now if the view is in a window, or once it is.
    func requestFocus(_ focused: Bool) {
        perform(focus.request(focused))
    }

    /// Follows the focus an app holds (a SwiftUI binding): focuses or unfocuses the view when the value changed.
    func updateFocus(binding focused: Bool) {
        perform(focus.update(binding: focused))
    }

    /// Carries out a pending focus request once the view is in a window.
    ///
    /// The focus is taken on the next turn of the run loop: a window move can happen inside a SwiftUI update, where
    /// the focus callbacks must not write the app's state.
    func viewDidMoveToWindow() {
        guard let host else { return }
        if !focus.hasAppeared {
            focus.autofocus = settings.autofocusOnFirstAppearance
        }
        guard let action = focus.viewDidMoveToWindow(host.isInWindow) else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self, self.host?.isInWindow == true else { return }
            self.perform(action)
        }
    }

    /// The view gained or lost the focus.
    func focusDidChange(_ focused: Bool) {
        guard let host else { return }
        if focused {
            Self.focusedHost = host
        } else if Self.focusedHost === host {
            Self.focusedHost = nil
        }
        if let reported = focus.viewFocusDidChange(focused) {
            settings.onFocusChange?(reported)
        }
    }

    private func perform(_ action: FocusController.Action?) {
        switch action {
        case nil:
            break
        case .focus:
            host?.moveFocus(true)
        case .unfocus:
            host?.moveFocus(false)
        }
    }
}
#endif
