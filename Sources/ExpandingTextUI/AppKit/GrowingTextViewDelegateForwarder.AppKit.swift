#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The text view delegate of an AppKit ``GrowingTextView``: routes the editing callbacks to the view, which
/// enforces the character limit, handles Return and reports changes, and passes them on to a delegate the app set.
///
/// Every other message of `NSTextViewDelegate` and `NSTextDelegate` (`textShouldBeginEditing(_:)`, link clicks,
/// completions, menus) reaches the app's delegate directly: the forwarder says it responds to what the app's delegate
/// responds to, and names that delegate as the target of what it does not implement itself.
@MainActor
final class GrowingTextViewDelegateForwarder: NSObject, NSTextViewDelegate {
    weak var owner: GrowingTextView?
    /// The app's delegate; it can veto a change, and hears every callback after the view.
    ///
    /// Also read by the runtime's hooks below, which the SDK declares nonisolated; the framework calls them on the
    /// main thread, where the view sets this.
    nonisolated(unsafe) weak var outside: (any NSTextViewDelegate)?

    // AppKit asks `respondsToSelector:` before it sends an optional message, and the runtime asks for a forwarding
    // target for a message the forwarder has no method for. Both are nonisolated in the SDK; AppKit sends delegate
    // messages on the main thread.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || outside?.responds(to: aSelector) == true
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let outside, outside.responds(to: aSelector) { return outside }
        return super.forwardingTarget(for: aSelector)
    }

    func textView(
        _ textView: NSTextView,
        shouldChangeTextIn affectedCharRange: NSRange,
        replacementString: String?
    ) -> Bool {
        if let outside, owner?.isApplyingOwnChange != true,
            outside.textView?(
                textView,
                shouldChangeTextIn: affectedCharRange,
                replacementString: replacementString
            ) == false
        {
            return false
        }
        return owner?.shouldChangeText(in: affectedCharRange, replacementString: replacementString) ?? true
    }

    func textDidChange(_ notification: Notification) {
        guard let owner, !owner.isApplyingOwnChange else { return }
        owner.controller.textDidChangeByUser()
        outside?.textDidChange?(notification)
    }

    func textViewDidChangeSelection(_ notification: Notification) {
        owner?.controller.selectionDidChange()
        outside?.textViewDidChangeSelection?(notification)
    }

    /// Return arrives as a command; which one depends on the modifiers (Return: `insertNewline:`, Option-Return:
    /// `insertNewlineIgnoringFieldEditor:`, Control-Return: `insertLineBreak:`). AppKit names it with a selector:
    /// there is no closure-based API for key commands.
    ///
    /// A Return that submits is the view's: the app hears it through `onSubmit`, not as a command it could handle
    /// a second time.
    func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool {
        let returnCommands = [
            #selector(NSResponder.insertNewline(_:)),
            #selector(NSResponder.insertNewlineIgnoringFieldEditor(_:)),
            #selector(NSResponder.insertLineBreak(_:)),
        ]
        if returnCommands.contains(commandSelector), let owner, owner.handleReturn() {
            return true
        }
        return outside?.textView?(textView, doCommandBy: commandSelector) ?? false
    }
}
#endif
