#if canImport(UIKit)
import ExpandingTextCore
import UIKit

extension GrowingTextView: GrowingTextHost {
    /// The growing text view that has the keyboard focus, if any: the one whose composition
    /// `ExpandingTextView.commitMarkedText()` commits.
    static var focused: GrowingTextView? { GrowingTextController.focusedHost as? GrowingTextView }

    var currentText: String { text ?? "" }

    var isComposing: Bool { markedTextRange != nil }

    var selectedUTF16Range: Range<Int> {
        get { selectedRange.location..<(selectedRange.location + selectedRange.length) }
        set { selectedRange = NSRange(location: newValue.lowerBound, length: newValue.count) }
    }

    var isInWindow: Bool { window != nil }

    /// Edits through the text input system, so the edit is undoable and the delegate hears about it.
    func replaceText(inUTF16 range: Range<Int>, with replacement: String) {
        guard isEditable else {
            // UIKit may refuse text input edits on a read-only view; the text from code must show all the same (a
            // read-only view has nothing the user could undo).
            var units = Array(currentText.utf16)
            units.replaceSubrange(range, with: replacement.utf16)
            super.text = String(decoding: units, as: UTF16.self)
            // The assignment styled the whole text plainly.
            if spanProvider != nil { controller.highlightingDidChange() }
            return
        }
        // `selectedRange` counts UTF-16 units, as the range does; the unit of a text position's offset is not
        // documented, so the range to replace is found by selecting it rather than by counting positions.
        selectedUTF16Range = range
        guard let textRange = selectedTextRange else { return }
        replace(textRange, withText: replacement)
        // Where `replace` leaves the caret is not documented either: after the inserted text, as after typing.
        selectedUTF16Range = (range.lowerBound + replacement.utf16.count)..<(range.lowerBound + replacement.utf16.count)
    }

    func layOutContent(changedByUser: Bool) {
        controller.updateHeight()
        setNeedsLayout()
        if !changedByUser && isAtMaximumHeight {
            scrollCaretIntoView()
        }
    }

    func endComposition() {
        unmarkText()
    }

    func moveFocus(_ focused: Bool) {
        if focused {
            // UIKit may focus a read-only text view (without a keyboard) or refuse; a disabled composer never takes
            // the focus either way.
            guard isEditable else { return }
            becomeFirstResponder()
        } else {
            resignFirstResponder()
        }
    }

    func announce(_ message: String) {
        UIAccessibility.announce(message)
    }

    var viewWidth: CGFloat { bounds.width }

    var textMeasurer: any TextMeasuring { TextMeasurer(view: self) }

    func animateHeightChange(_ changes: @escaping () -> Void) {
        UIView.animate(withDuration: 0.2, animations: changes)
    }

    func restyleText(
        inUTF16 range: Range<Int>, spans: [(range: Range<Int>, role: StyleRole)],
        clearing keys: Set<NSAttributedString.Key>
    ) {
        let base: [NSAttributedString.Key: Any] = [
            .foregroundColor: assignedTextColor ?? UIColor.label,
            .font: font ?? UIFont.preferredFont(forTextStyle: .body),
        ]
        textStorage.restyle(range, spans: spans, attributes: highlightAttributes, clearing: keys, base: base)
        typingAttributes = typingAttributes.resetting(keys, to: base)
    }
}
#endif
