#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The text view inside an AppKit ``GrowingTextView``: it reports focus changes, which AppKit tells only the
/// responder itself, and composition steps, and keeps the view's own delegate when the app sets one.
@MainActor
final class GrowingNSTextView: NSTextView {
    weak var owner: GrowingTextView?
    private weak var forwarder: GrowingTextViewDelegateForwarder?

    /// Makes `forwarder` the delegate AppKit calls; a delegate set afterwards goes behind it.
    func install(_ forwarder: GrowingTextViewDelegateForwarder) {
        self.forwarder = forwarder
        super.delegate = forwarder
    }

    /// A delegate of the app's own, called after the view has handled each callback.
    ///
    /// Replacing the view's delegate would switch off the character limit, Return handling and change reports, so
    /// the app's delegate is handed to the view's own, which passes every callback on. Reading the property gives
    /// the view's delegate, the one AppKit calls.
    override var delegate: (any NSTextViewDelegate)? {
        get { super.delegate }
        set {
            guard let forwarder, newValue !== forwarder else {
                super.delegate = newValue
                return
            }
            forwarder.outside = newValue
        }
    }

    /// Text assigned from code, which AppKit does not report to the delegate: the view re-measures, and the assigned
    /// text is what a later value of the app is compared with.
    override var string: String {
        didSet { owner?.controller.textWasAssigned() }
    }

    /// Some macOS versions post no change notification for a composition step, though the marked text is in the
    /// storage and takes room.
    override func setMarkedText(_ string: Any, selectedRange: NSRange, replacementRange: NSRange) {
        super.setMarkedText(string, selectedRange: selectedRange, replacementRange: replacementRange)
        owner?.markedTextDidChange()
    }

    /// With pasted attachments taken, a paste reads files and images as well as text.
    override var readablePasteboardTypes: [NSPasteboard.PasteboardType] {
        let types = super.readablePasteboardTypes
        guard owner?.onPasteAttachments != nil else { return types }
        return types + ([.fileURL] + NSPasteboardItem.imageTypes).filter { !types.contains($0) }
    }

    /// A paste from the general pasteboard, whichever type the view preferred, goes item by item: attachments to the
    /// app, the text into the view; a drag or a service reads as before.
    override func readSelection(from pboard: NSPasteboard, type: NSPasteboard.PasteboardType) -> Bool {
        guard pboard.name == .general, let owner, owner.onPasteAttachments != nil else {
            return super.readSelection(from: pboard, type: type)
        }
        return owner.readPaste(from: pboard) { super.readSelection(from: pboard, type: .string) }
    }

    override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { owner?.controller.focusDidChange(true) }
        return became
    }

    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { owner?.controller.focusDidChange(false) }
        return resigned
    }
}
#endif
