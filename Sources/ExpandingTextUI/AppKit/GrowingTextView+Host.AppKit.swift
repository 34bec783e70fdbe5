#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ExpandingTextCore

extension GrowingTextView: GrowingTextHost {
    /// The growing text view that has the keyboard focus, if any: the one whose composition
    /// `ExpandingTextView.commitMarkedText()` commits.
    static var focused: GrowingTextView? { GrowingTextController.focusedHost as? GrowingTextView }

    var currentText: String { textView.string }

    var isComposing: Bool { textView.hasMarkedText() }

    var selectedUTF16Range: Range<Int> {
        get {
            let selected = textView.selectedRange()
            return selected.location..<(selected.location + selected.length)
        }
        set { textView.setSelectedRange(NSRange(location: newValue.lowerBound, length: newValue.count)) }
    }

    var isInWindow: Bool { window != nil }

    /// Edits as the text system would: asked first, registered with the undo manager, announced after.
    func replaceText(inUTF16 range: Range<Int>, with replacement: String) {
        let range = NSRange(location: range.lowerBound, length: range.count)
        guard textView.isEditable else {
            // shouldChangeText refuses every change to a non-editable view, yet Core already counts the app's value
            // as shown: it must reach the storage all the same (a read-only view has nothing the user could undo).
            textView.textStorage?.replaceCharacters(in: range, with: replacement)
            return
        }
        guard textView.shouldChangeText(in: range, replacementString: replacement) else { return }
        textView.textStorage?.replaceCharacters(in: range, with: replacement)
        textView.didChangeText()
    }

    /// The height and the placeholder follow the text, and the insertion point stays in view once the view
    /// scrolls, whoever changed the text.
    func layOutContent(changedByUser: Bool) {
        controller.updateHeight()
        updatePlaceholder()
        if isAtMaximumHeight {
            textView.scrollRangeToVisible(textView.selectedRange())
        }
    }

    func endComposition() {
        // unmarkText() keeps the marked text as if typed; the input method is then told its session is over, or it
        // would go on composing into text that is no longer marked.
        textView.unmarkText()
        textView.inputContext?.discardMarkedText()
    }

    func moveFocus(_ focused: Bool) {
        if focused {
            _ = window?.makeFirstResponder(textView)
        } else if window?.firstResponder === textView {
            _ = window?.makeFirstResponder(nil)
        }
    }

    func announce(_ message: String) {
        NSAccessibility.post(
            element: textView,
            notification: .announcementRequested,
            userInfo: [.announcement: message]
        )
    }

    var viewWidth: CGFloat { bounds.width }

    var textMeasurer: any TextMeasuring { TextMeasurer(view: self) }

    func animateHeightChange(_ changes: @escaping () -> Void) {
        NSAnimationContext.runAnimationGroup { _ in changes() }
    }

    func restyleText(
        inUTF16 range: Range<Int>, spans: [(range: Range<Int>, role: StyleRole)],
        clearing keys: Set<NSAttributedString.Key>
    ) {
        var base: [NSAttributedString.Key: Any] = [.foregroundColor: assignedTextColor ?? NSColor.textColor]
        base[.font] = textView.font
        textView.textStorage?.restyle(range, spans: spans, attributes: highlightAttributes, clearing: keys, base: base)
        textView.typingAttributes = textView.typingAttributes.resetting(keys, to: base)
    }
}
#endif
