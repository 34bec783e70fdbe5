#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ExpandingTextCore

// MARK: - Elements

// The platform text view holds each element's own text; the controller keeps where the elements lie (Core's
// `ElementSpans`) and keeps them atomic: an edit that would cut one takes it whole, and a selection end that lands
// inside one moves out of it. A composition is the input method's: nothing is widened or moved while it lasts.
extension GrowingTextController {
    /// Inserts an element's text at the selection, replacing it (and any element it touches), as the user's edit;
    /// the caret ends after it, and the app hears of the new text.
    ///
    /// - Parameter element: The element.
    /// - Returns: `false` when its text does not fit the character limit (nothing is inserted).
    func insertElement(_ element: TextElement) -> Bool {
        guard let host else { return false }
        commitComposition()
        let text = host.currentText
        followElements(to: text)
        let range = elements.wholeElements(host.selectedUTF16Range)
        if let limit = host.characterLimit, limit.fit(element.text, replacingUTF16: range, in: text).isTrimmed {
            return false
        }
        let wasEmpty = elements.isEmpty
        applyEdit(utf16Range: range, with: element.text)
        if wasEmpty { elementsText = host.currentText }
        elements.insert(element, at: range.lowerBound)
        let end = range.lowerBound + element.text.utf16.count
        host.selectedUTF16Range = end..<end
        lastSelection = end..<end
        contentDidChange(byUser: true)
        return true
    }

    /// Applies the app's text and elements as ``setText(_:)`` applies its text, then takes its elements as the
    /// view's.
    ///
    /// - Parameter submission: The app's value.
    /// - Returns: `false` if the value waits for a composition to end.
    func setText(_ submission: Submission) -> Bool {
        guard setText(submission.text) else { return false }
        let spans = ElementSpans(submission)
        if spans != elements {
            elements = spans
            elementsText = submission.text
        }
        return true
    }

    /// The text with its elements, as the view holds them now.
    var submission: Submission {
        guard let host else { return Submission(text: "") }
        return elements.submission(of: host.currentText)
    }

    /// The range a user's edit must take so that it cuts no element, or nil when it cuts none (or an input method
    /// is composing).
    ///
    /// - Parameter range: The edit's range, in UTF-16 units.
    func wholeElementsRange(forUserEdit range: Range<Int>) -> Range<Int>? {
        guard !elements.isEmpty, let host, !host.isComposing else { return nil }
        let whole = elements.wholeElements(range)
        return whole == range ? nil : whole
    }

    /// Notes an edit the text view is about to apply, so that the spans move with exactly it (text compared
    /// afterwards cannot tell typing before an element from typing at its start).
    func userWillEdit(utf16Range range: Range<Int>, with replacement: String) {
        guard !elements.isEmpty else { return }
        pendingElementEdit = (range, replacement.utf16.count)
    }

    /// Moves the spans to the view's text: with the edit noted before it when the text is what that edit makes,
    /// else by comparing the texts (an element whose text stays at its place survives).
    func followElements(to text: String) {
        defer {
            elementsText = text
            pendingElementEdit = nil
        }
        guard !elements.isEmpty else { return }
        if let pending = pendingElementEdit,
            elementsText.utf16.count - pending.range.count + pending.count == text.utf16.count
        {
            elements.replace(utf16: pending.range, withUTF16Count: pending.count)
        } else {
            elements.following(from: elementsText, to: text)
        }
    }

    /// Moves a selection end out of any element it landed inside, in the direction it moved.
    func snapSelectionOutOfElements() {
        guard let host else { return }
        guard !elements.isEmpty, !host.isComposing else {
            lastSelection = host.selectedUTF16Range
            return
        }
        // The selection may be reported before the text change that moved it.
        if pendingElementEdit != nil { followElements(to: host.currentText) }
        let selection = host.selectedUTF16Range
        let snapped = elements.snapped(selection, from: lastSelection)
        lastSelection = snapped
        if snapped != selection { host.selectedUTF16Range = snapped }
    }
}
#endif
