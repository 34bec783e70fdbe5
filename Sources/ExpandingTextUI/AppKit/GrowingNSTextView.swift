#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The text view inside an AppKit ``GrowingTextView``: it reports focus changes, which AppKit tells only the
/// responder itself.
@MainActor
final class GrowingNSTextView: NSTextView {
    weak var owner: GrowingTextView?

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
