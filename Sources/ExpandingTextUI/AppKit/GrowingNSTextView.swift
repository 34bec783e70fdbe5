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

    /// The text colour, which AppKit sets on all of the text: the highlighting is drawn again over it.
    override var textColor: NSColor? {
        get { super.textColor }
        set {
            assignedTextColor = newValue
            super.textColor = newValue
            if owner?.spanProvider != nil { owner?.controller.highlightingDidChange() }
        }
    }

    /// The colour last assigned to `textColor`, which highlighting returns the text to: AppKit answers `textColor`
    /// with the first character's colour, a highlighted link's say.
    private(set) var assignedTextColor: NSColor?

    /// Some macOS versions post no change notification for a composition step, though the marked text is in the
    /// storage and takes room.
    override func setMarkedText(_ string: Any, selectedRange: NSRange, replacementRange: NSRange) {
        super.setMarkedText(string, selectedRange: selectedRange, replacementRange: replacementRange)
        owner?.markedTextDidChange()
    }

    /// What the view read and whether it used the font panel while plain, kept while it is rich only to draw
    /// highlighting.
    private var plainBehaviour: (readableTypes: [NSPasteboard.PasteboardType], usesFontPanel: Bool)?

    /// Whether the view draws highlighting: it is then rich, since a plain-text view may draw only its own font and
    /// colour (reports differ); pastes, drops, copies and the font panel stay as a plain view's.
    var isHighlighting: Bool {
        get { plainBehaviour != nil }
        set {
            guard newValue != isHighlighting else { return }
            if newValue {
                plainBehaviour = (super.readablePasteboardTypes, usesFontPanel)
                isRichText = true
                usesFontPanel = false
            } else {
                let plain = plainBehaviour
                plainBehaviour = nil
                isRichText = false
                usesFontPanel = plain?.usesFontPanel ?? true
            }
        }
    }

    /// Pastes and drops are read as plain text, also while the view is rich only to draw highlighting; with pasted
    /// attachments taken, files and images as well.
    override var readablePasteboardTypes: [NSPasteboard.PasteboardType] {
        let types = plainBehaviour?.readableTypes ?? super.readablePasteboardTypes
        guard owner?.onPasteAttachments != nil else { return types }
        return types + ([.fileURL] + NSPasteboardItem.imageTypes).filter { !types.contains($0) }
    }

    /// A copy or a drag out carries plain text while the view is rich only to draw highlighting, as a plain view's
    /// does: the highlighting's colours are not the user's.
    override var writablePasteboardTypes: [NSPasteboard.PasteboardType] {
        let types = super.writablePasteboardTypes
        return isHighlighting ? types.filter { $0 == .string } : types
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
