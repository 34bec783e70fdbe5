#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The text view inside an AppKit ``GrowingTextView``: it reports focus changes, which AppKit tells only the
/// responder itself, and composition steps.
@MainActor
final class GrowingNSTextView: NSTextView {
    weak var owner: GrowingTextView?

    /// Some macOS versions post no change notification for a composition step, though the marked text is in the
    /// storage and takes room.
    override func setMarkedText(_ string: Any, selectedRange: NSRange, replacementRange: NSRange) {
        super.setMarkedText(string, selectedRange: selectedRange, replacementRange: replacementRange)
        owner?.markedTextDidChange()
    }

    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { owner?.focusDidChange(true) }
        return became
    }

    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { owner?.focusDidChange(false) }
        return resigned
    }
}
#endif
