#if canImport(UIKit)
import UIKit

/// The delegate a ``GrowingTextView`` installs on itself: it routes the editing callbacks to the view, which
/// enforces the character limit, handles Return and reports changes that UIKit reports only to a delegate, and passes
/// them on to a delegate the app set.
///
/// Every other message of `UITextViewDelegate` and `UIScrollViewDelegate` (`scrollViewDidScroll(_:)`,
/// `textViewShouldBeginEditing(_:)`, the link and edit-menu callbacks, those of future SDKs) reaches the app's
/// delegate directly: the forwarder says it responds to what the app's delegate responds to, and names that delegate
/// as the target of what it does not implement itself, so the Objective-C runtime sends such messages on unchanged.
///
/// A separate object rather than the view itself, so the view's own `delegate` slot is not a retain cycle and the
/// callbacks stay internal.
@MainActor
final class GrowingTextViewDelegateForwarder: NSObject, UITextViewDelegate {
    weak var owner: GrowingTextView?
    /// The app's delegate; it can veto a change, and hears every callback after the view.
    ///
    /// Also read by the runtime's hooks below, which the SDK declares nonisolated; the framework calls them on the
    /// main thread, where the view sets this.
    nonisolated(unsafe) weak var outside: (any UITextViewDelegate)?

    // UIKit asks `respondsToSelector:` before it sends an optional message, and the runtime asks for a forwarding
    // target for a message the forwarder has no method for. Both are nonisolated in the SDK; UIKit sends delegate
    // messages on the main thread.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || outside?.responds(to: aSelector) == true
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let outside, outside.responds(to: aSelector) { return outside }
        return super.forwardingTarget(for: aSelector)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        if let outside, owner?.isApplyingOwnChange != true,
            outside.textView?(textView, shouldChangeTextIn: range, replacementText: text) == false
        {
            return false
        }
        return owner?.shouldChangeText(in: range, replacementText: text) ?? true
    }

    func textViewDidChange(_ textView: UITextView) {
        guard let owner, !owner.isApplyingOwnChange else { return }
        owner.controller.textDidChangeByUser()
        outside?.textViewDidChange?(textView)
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
        guard let owner, !owner.isApplyingOwnChange else { return }
        owner.controller.selectionDidChange()
        outside?.textViewDidChangeSelection?(textView)
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        owner?.controller.focusDidChange(true)
        outside?.textViewDidBeginEditing?(textView)
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        owner?.controller.focusDidChange(false)
        outside?.textViewDidEndEditing?(textView)
    }
}
#endif
