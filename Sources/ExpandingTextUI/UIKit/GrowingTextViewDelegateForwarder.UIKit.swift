#if canImport(UIKit)
import UIKit

/// The delegate a ``GrowingTextView`` installs on itself: it routes the editing callbacks to the view, which
/// enforces the character limit, handles Return and reports changes that UIKit reports only to a delegate, and passes
/// them on to a delegate the app set.
///
/// A separate object rather than the view itself, so the view's own `delegate` slot is not a retain cycle and the
/// callbacks stay internal.
@MainActor
final class GrowingTextViewDelegateForwarder: NSObject, UITextViewDelegate {
    weak var owner: GrowingTextView?
    /// The app's delegate; it can veto a change, and hears every callback after the view.
    weak var outside: (any UITextViewDelegate)?

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        if let outside, owner?.isApplyingOwnChange != true,
            !outside.textView(textView, shouldChangeTextIn: range, replacementText: text)
        {
            return false
        }
        return owner?.shouldChangeText(in: range, replacementText: text) ?? true
    }

    func textViewDidChange(_ textView: UITextView) {
        guard let owner, !owner.isApplyingOwnChange else { return }
        owner.controller.textDidChangeByUser()
        outside?.textViewDidChange(textView)
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
        guard let owner, !owner.isApplyingOwnChange else { return }
        owner.controller.selectionDidChange()
        outside?.textViewDidChangeSelection(textView)
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        owner?.controller.focusDidChange(true)
        outside?.textViewDidBeginEditing(textView)
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        owner?.controller.focusDidChange(false)
        outside?.textViewDidEndEditing(textView)
    }
}
#endif
