#if canImport(UIKit)
import UIKit

/// The delegate a ``GrowingTextView`` installs on itself: it routes the editing callbacks to the view, which
/// enforces the character limit, handles Return and reports changes that UIKit reports only to a delegate.
///
/// A separate object rather than the view itself, so the view's own `delegate` slot is not a retain cycle and the
/// callbacks stay internal.
@MainActor
final class GrowingTextViewDelegateForwarder: NSObject, UITextViewDelegate {
    weak var owner: GrowingTextView?

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        owner?.shouldChangeText(in: range, replacementText: text) ?? true
    }

    func textViewDidChange(_ textView: UITextView) {
        guard let owner, !owner.isApplyingOwnChange else { return }
        owner.textDidChangeByUser()
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        owner?.editingDidBegin()
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        owner?.editingDidEnd()
    }
}
#endif
