#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The text view delegate of an AppKit ``GrowingTextView``: routes the editing callbacks to the view, which
/// enforces the character limit, handles Return and reports changes.
@MainActor
final class GrowingTextViewDelegateForwarder: NSObject, NSTextViewDelegate {
    weak var owner: GrowingTextView?

    func textView(
        _ textView: NSTextView,
        shouldChangeTextIn affectedCharRange: NSRange,
        replacementString: String?
    ) -> Bool {
        owner?.shouldChangeText(in: affectedCharRange, replacementString: replacementString) ?? true
    }

    func textDidChange(_ notification: Notification) {
        guard let owner, !owner.isApplyingOwnChange else { return }
        owner.textDidChangeByUser()
    }

    func textViewDidChangeSelection(_ notification: Notification) {
        owner?.selectionDidChange()
    }

    /// Return arrives as a command; which one depends on the modifiers (Return: `insertNewline:`, Option-Return:
    /// `insertNewlineIgnoringFieldEditor:`, Control-Return: `insertLineBreak:`). AppKit names it with a selector:
    /// there is no closure-based API for key commands. Naming them by string keeps the file free of Objective-C
    /// interop, which Linux cannot link.
    func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool {
        let returnCommands = [
            NSSelectorFromString("insertNewline:"),
            NSSelectorFromString("insertNewlineIgnoringFieldEditor:"),
            NSSelectorFromString("insertLineBreak:"),
        ]
        guard returnCommands.contains(commandSelector), let owner else { return false }
        return owner.handleReturn()
    }
}
#endif
