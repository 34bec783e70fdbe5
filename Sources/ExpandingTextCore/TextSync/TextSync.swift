/// Decides how the text a view shows follows the text an app holds (a SwiftUI binding, a model property), and
/// the other way round, without moving the caret, breaking an input-method composition or clearing undo.
///
/// **App → view.** When the app's value may have changed (SwiftUI's `updateUIView`), ask
/// ``update(value:viewText:isComposing:selection:)``. It compares by UTF-16 contents — never with `==`, which
/// treats `"caf\u{E9}"` and `"cafe\u{301}"` as equal although they differ for the view — and answers:
/// - ``Decision/none``: the view already shows the value;
/// - ``Decision/deferUntilCompositionEnds``: an input method is composing; touching the text now would break
///   the composition. Ask again when it ends (``hasDeferredValue`` says so);
/// - ``Decision/assign(_:selection:)``: apply the minimal ``TextReplacement`` (common prefix and suffix kept,
///   at grapheme-cluster boundaries) through the text system, then restore the mapped selection;
/// - ``Decision/merge(_:selection:value:)``: a deferred value meets the text the user committed; both are kept
///   where they changed different parts of the text, and the merged text goes to the view and to the app.
///
/// **View → app.** When the view's text changed, ``valueToReport(viewText:value:isComposing:)`` gives the new value
/// for the binding, or `nil` when the binding must not be written: during the view's own update (a delegate
/// callback re-entered from ``beginViewUpdate()``…``endViewUpdate()``), during a composition, or while an app
/// value is waiting for the composition to end.
///
/// Front ends use it through ``TextSyncController``, which keeps the state a view needs on top of these rules.
///
/// <!-- example: fragment core-text-view-adapter -->
/// ```swift
/// var sync = TextSync()
/// // updateUIView:
/// let range = textView.selectedRange  // an NSRange: UTF-16 units
/// let selection = TextSync.Selection(utf16: range.location..<(range.location + range.length), in: textView.text)
/// if case .assign(let change, let newSelection) = sync.update(
///     value: binding, viewText: textView.text, isComposing: textView.markedTextRange != nil, selection: selection)
/// {
///     sync.beginViewUpdate()
///     defer { sync.endViewUpdate() }
///     apply(change)                       // an undoable replacement
///     select(newSelection.utf16)
/// }
/// // textViewDidChange:
/// if let value = sync.valueToReport(viewText: textView.text, value: binding, isComposing: composing) {
///     binding = value
/// }
/// ```
package struct TextSync: Sendable {
    /// A selection in the view's text, at cluster boundaries.
    package typealias Selection = TextSyncController.Selection

    /// What a front end does to bring its view in line with the app's value.
    package enum Decision: Hashable, Sendable {
        /// The view already shows the value (same UTF-16 contents): leave it alone.
        case none
        /// The value differs, but an input method is composing: change nothing now, ask again when it ends.
        case deferUntilCompositionEnds
        /// Replace a range of the view's text (never the whole text unless it all changed), then select
        /// `selection` (offsets in the *new* text).
        case assign(TextReplacement, selection: Selection)
        /// An app value that waited for a composition, and the text the user committed in it, changed different
        /// parts of the text they last agreed on: apply the replacement (it turns the view's text into `value`),
        /// select `selection` (the caret after the committed text), and write `value` to the app.
        case merge(TextReplacement, selection: Selection, value: String)
    }

    /// How deep the front end is inside its own view updates (nested updates are allowed).
    private var viewUpdateDepth = 0

    /// Whether an app value arrived during a composition and still waits to be applied.
    package private(set) var hasDeferredValue = false

    /// The last text both sides held: applied to the view, or reported to the app. It tells a new value of the
    /// app apart from a view that is ahead of the app (marked text during a composition is never reported).
    private var agreedText: String?

    /// Creates the state of one view's text sync: not updating, nothing deferred, nothing agreed yet.
    package init() {}

    /// Whether the front end is applying a change to its view (between ``beginViewUpdate()`` and
    /// ``endViewUpdate()``); delegate callbacks in that time must not write the binding.
    package var isUpdatingView: Bool { viewUpdateDepth > 0 }

    /// Marks the start of a change the front end makes to its view; pair with ``endViewUpdate()``.
    package mutating func beginViewUpdate() {
        viewUpdateDepth += 1
    }

    /// Marks the end of a change started with ``beginViewUpdate()``.
    package mutating func endViewUpdate() {
        viewUpdateDepth = Swift.max(viewUpdateDepth - 1, 0)
    }

    /// Decides what to do with the app's value, and remembers a deferral (see ``hasDeferredValue``).
    ///
    /// Call it whenever the app's value may have changed (SwiftUI calls `updateUIView` for unrelated reasons
    /// too), and again when a composition ends. Unlike the pure ``decide(value:viewText:isComposing:selection:)``,
    /// it knows the last text both sides agreed on: when the app's value is still that text, the app has not
    /// changed it and the view is merely ahead — composing, or with a change on its way to the app — so the
    /// answer is ``Decision/none``. Without this, an unrelated update during a composition would defer the
    /// app's stale value and then assign it, erasing what the user composed.
    ///
    /// - Parameters:
    ///   - value: The app's text.
    ///   - viewText: The text the view shows now.
    ///   - isComposing: Whether an input method has marked (provisional) text in the view.
    ///   - selection: The view's selection in `viewText`.
    /// - Returns: The decision. After ``Decision/assign(_:selection:)`` the front end must apply it: the value
    ///   counts as agreed from then on.
    package mutating func update(
        value: String, viewText: String, isComposing: Bool, selection: Selection
    ) -> Decision {
        update(value: value, viewText: { viewText }, isComposing: isComposing, selection: { _ in selection })
    }

    /// ``update(value:viewText:isComposing:selection:)`` reading the view only when the answer depends on it.
    ///
    /// A value equal to the last agreed text always gets ``Decision/none`` (the view shows it, or is ahead of it),
    /// whatever the view holds; that is the common case of an update that follows the view's own report, so the
    /// view's text is not read then. The selection is built only for an assignment.
    ///
    /// - Parameters:
    ///   - viewText: Reads the text the view shows now; called at most once.
    ///   - selection: The view's selection in the text it is given; called at most once, only to assign.
    mutating func update(
        value: String, viewText: () -> String, isComposing: Bool, selection: (String) -> Selection
    ) -> Decision {
        if let agreedText, Self.hasSameContents(value, agreedText) {
            hasDeferredValue = false
            return .none
        }
        let currentText = viewText()
        guard let change = Self.replacement(from: currentText, to: value) else {
            hasDeferredValue = false
            agreedText = value
            return .none
        }
        if isComposing {
            hasDeferredValue = true
            return .deferUntilCompositionEnds
        }
        let wasDeferred = hasDeferredValue
        hasDeferredValue = false
        // The user's committed text is kept beside the app's change (a send that clears the draft keeps the word
        // committed after the tap); only where both changed the same text does the app's value win.
        if wasDeferred, let agreedText, let merged = Self.merge(value, currentText, since: agreedText) {
            self.agreedText = merged.text
            let change =
                Self.replacement(from: currentText, to: merged.text)
                ?? TextReplacement(utf16Range: 0..<0, characterRange: 0..<0, text: "")
            let caret = merged.caretUTF16..<merged.caretUTF16
            return .merge(change, selection: Selection(utf16: caret, in: merged.text), value: merged.text)
        }
        agreedText = value
        let mapped = selection(currentText).mapped(through: change, from: currentText, to: value)
        return .assign(change, selection: mapped)
    }

    /// The value to write to the app's binding after the view's text changed, or `nil` when nothing must be
    /// written.
    ///
    /// `nil` when the front end is inside its own view update (the callback was caused by Core's own
    /// replacement), while an input method is composing (marked text is provisional; the committed text is
    /// reported when the composition ends), while an app value waits for the composition to end (the app's value
    /// wins), or when the binding already holds the same UTF-16 contents.
    ///
    /// A returned value counts as agreed: the front end must write it to the binding.
    ///
    /// - Parameters:
    ///   - viewText: The view's text after the change.
    ///   - value: The binding's current value.
    ///   - isComposing: Whether an input method has marked text in the view.
    package mutating func valueToReport(viewText: String, value: String, isComposing: Bool) -> String? {
        guard !isUpdatingView, !isComposing, !hasDeferredValue else { return nil }
        agreedText = viewText
        return Self.hasSameContents(viewText, value) ? nil : viewText
    }
}

// MARK: - Pure decisions

extension TextSync {
    /// Decides what to do with the app's value; a pure function of its arguments.
    ///
    /// - Parameters:
    ///   - value: The app's text.
    ///   - viewText: The text the view shows now.
    ///   - isComposing: Whether an input method has marked (provisional) text in the view.
    ///   - selection: The view's selection in `viewText`.
    /// - Returns: ``Decision/none`` when both texts have the same UTF-16 contents;
    ///   ``Decision/deferUntilCompositionEnds`` when they differ during a composition; otherwise
    ///   ``Decision/assign(_:selection:)`` with the minimal replacement and `selection` mapped through it: text
    ///   inserted at a caret goes after the caret, a selection keeps covering the same text, and a caret inside
    ///   a replaced range keeps its distance from the range's start (at most the replacement's length).
    /// - Complexity: O(n) in the length of the texts.
    package static func decide(
        value: String, viewText: String, isComposing: Bool, selection: Selection
    ) -> Decision {
        guard let change = replacement(from: viewText, to: value) else { return .none }
        if isComposing { return .deferUntilCompositionEnds }
        return .assign(change, selection: selection.mapped(through: change, from: viewText, to: value))
    }

    /// The app's value and the user's text, both changed from `base`, with both changes applied; `nil` when the
    /// changes overlap (or either side made none).
    ///
    /// Changes that only touch (an insertion where the other change ends) are kept both, the app's first.
    ///
    /// ```swift
    /// TextSync.merge("", "Hello 花", since: "Hello ")  // ("花", caret after it)
    /// TextSync.merge("Hi", "Hel花lo", since: "Hello")  // nil: both changed "ello"
    /// ```
    ///
    /// - Returns: The merged text and the caret's UTF-16 offset after the user's change.
    /// - Complexity: O(n) in the length of the texts.
    package static func merge(
        _ appValue: String, _ userText: String, since base: String
    ) -> (text: String, caretUTF16: Int)? {
        guard let app = replacement(from: base, to: appValue), let user = replacement(from: base, to: userText)
        else { return nil }
        func part(_ characters: Range<Int>) -> String {
            let start = base.index(base.startIndex, offsetBy: characters.lowerBound)
            return String(base[start..<base.index(start, offsetBy: characters.count)])
        }
        let (a, u) = (app.characterRange, user.characterRange)
        let end = base.count
        if u.lowerBound >= a.upperBound {
            let beforeCaret = part(0..<a.lowerBound) + app.text + part(a.upperBound..<u.lowerBound) + user.text
            return (beforeCaret + part(u.upperBound..<end), beforeCaret.utf16.count)
        }
        if u.upperBound <= a.lowerBound {
            let beforeCaret = part(0..<u.lowerBound) + user.text
            let afterCaret = part(u.upperBound..<a.lowerBound) + app.text + part(a.upperBound..<end)
            return (beforeCaret + afterCaret, beforeCaret.utf16.count)
        }
        return nil
    }

    /// Whether two texts have the same UTF-16 contents (unlike `==`, which compares canonical equivalence).
    ///
    /// ```swift
    /// TextSync.hasSameContents("caf\u{E9}", "cafe\u{301}")  // false, although `==` says true
    /// ```
    package static func hasSameContents(_ first: String, _ second: String) -> Bool {
        // Same UTF-16 units ⟺ same scalars ⟺ same UTF-8 bytes; Swift stores UTF-8, so compare that.
        first.utf8.elementsEqual(second.utf8)
    }

    /// The smallest replacement, at grapheme-cluster boundaries, that turns `old` into `new`; `nil` when they
    /// have the same UTF-16 contents.
    ///
    /// The common prefix and suffix are whole clusters that are identical in UTF-16 units, so the replaced range
    /// never starts or ends inside a cluster of `old`, and the replacement text is whole clusters of `new`.
    ///
    /// ```swift
    /// TextSync.replacement(from: "cafe\u{301}", to: "caf\u{E9}")
    /// // utf16Range 3..<5, characterRange 3..<4, text "\u{E9}"
    /// ```
    ///
    /// - Complexity: O(n) in the length of the texts.
    package static func replacement(from old: String, to new: String) -> TextReplacement? {
        if hasSameContents(old, new) { return nil }
        var oldStart = old.startIndex
        var newStart = new.startIndex
        var prefixUTF16 = 0
        var prefixCharacters = 0
        while oldStart < old.endIndex, newStart < new.endIndex {
            let oldNext = old.index(after: oldStart)
            let newNext = new.index(after: newStart)
            guard old.utf8[oldStart..<oldNext].elementsEqual(new.utf8[newStart..<newNext]) else { break }
            prefixUTF16 += old.utf16[oldStart..<oldNext].count
            prefixCharacters += 1
            oldStart = oldNext
            newStart = newNext
        }
        var oldEnd = old.endIndex
        var newEnd = new.endIndex
        while oldEnd > oldStart, newEnd > newStart {
            let oldPrevious = old.index(before: oldEnd)
            let newPrevious = new.index(before: newEnd)
            guard old.utf8[oldPrevious..<oldEnd].elementsEqual(new.utf8[newPrevious..<newEnd]) else { break }
            oldEnd = oldPrevious
            newEnd = newPrevious
        }
        let removed = old[oldStart..<oldEnd]
        return TextReplacement(
            utf16Range: prefixUTF16..<(prefixUTF16 + removed.utf16.count),
            characterRange: prefixCharacters..<(prefixCharacters + removed.count),
            text: String(new[newStart..<newEnd]))
    }
}
