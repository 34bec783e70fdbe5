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
        if let limit = settings.characterLimit, limit.fit(element.text, replacingUTF16: range, in: text).isTrimmed {
            return false
        }
        placeElement(element, replacing: range)
        contentDidChange(byUser: true)
        return true
    }

    /// Puts an element's text (and `trailing` text after it) in place of `range` and keeps the element's span; the
    /// caret ends after what was put. The caller reports the change.
    func placeElement(_ element: TextElement, replacing range: Range<Int>, followedBy trailing: String = "") {
        guard let host else { return }
        let wasEmpty = elements.isEmpty
        applyEdit(utf16Range: range, with: element.text + trailing)
        if wasEmpty { elementsText = host.currentText }
        elements.insert(element, at: range.lowerBound)
        let end = range.lowerBound + element.text.utf16.count + trailing.utf16.count
        host.selectedUTF16Range = end..<end
        lastSelection = end..<end
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

    /// What the view applies in place of an edit the user is about to make: nil when it may apply the edit as it is
    /// (noted, so that the spans move with exactly it — texts compared afterwards cannot tell typing before an
    /// element from typing at its start); else the range widened to whole elements (Backspace after one takes all
    /// of it) and the text trimmed to the character limit, which the view applies itself.
    ///
    /// - Parameters:
    ///   - replacement: The text the user is inserting.
    ///   - range: The UTF-16 range it replaces.
    ///   - text: The whole text before the change, read only under a character limit.
    func replacementForUserEdit(
        _ replacement: String, replacingUTF16 range: Range<Int>, in text: @autoclosure () -> String
    ) -> (range: Range<Int>, text: String)? {
        guard let host else { return nil }
        var whole = range
        if !elements.isEmpty, !host.isComposing { whole = elements.wholeElements(range) }
        let trimmed =
            settings.characterLimit == nil ? nil : trimmedReplacement(replacement, replacingUTF16: whole, in: text())
        guard trimmed != nil || whole != range else {
            if !elements.isEmpty { pendingElementEdit = (range, replacement.utf16.count) }
            return nil
        }
        return (whole, trimmed ?? replacement)
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
