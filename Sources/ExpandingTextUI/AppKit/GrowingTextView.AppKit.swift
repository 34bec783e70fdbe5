#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import ExpandingTextCore

/// An `NSTextView` in an `NSScrollView` that grows with its content, for Auto Layout on macOS.
///
/// The scroll view reports its height through `intrinsicContentSize`: it starts at the minimum height, grows line
/// by line as text is typed, pasted or set from code, stops at the maximum and from then on scrolls, keeping the
/// insertion point in view. Give it leading, trailing and top or bottom constraints, but no height constraint.
///
/// Every decision (the height, when to scroll, how to apply text set from code, the character limit, what Return
/// does, where the placeholder goes, when to take focus) is made by `ExpandingTextCore`; this class measures text
/// with AppKit and applies the results.
///
/// <!-- example: fragment appkit-view-controller -->
/// ```swift
/// let input = GrowingTextView()
/// input.expansion = try ExpansionPolicy(minLines: 1, maxLines: 5)
/// input.placeholder = "Message"
/// input.returnKeyBehavior = .submit
/// input.onSubmit = { [weak self] in self?.send() }
/// ```
///
/// Use ``onTextChange``, ``onSubmit`` and ``onFocusChange`` to follow the user. An app may still set its own
/// `delegate` on ``textView``: it is called after the view's own handling and can veto a change, while the character
/// limit, Return handling and change reports keep working. Only the delegate methods the view handles itself reach it
/// (`textView(_:shouldChangeTextIn:replacementString:)`, `textDidChange(_:)`, `textViewDidChangeSelection(_:)` and
/// `textView(_:doCommandBy:)`, which it does not hear for a Return that submits).
@MainActor
open class GrowingTextView: NSScrollView {
    /// The text view inside the scroll view.
    public let textView: NSTextView

    // MARK: - Size

    /// The font of the text and the placeholder.
    public var font: NSFont {
        didSet {
            textView.font = font
            placeholderLabel.font = font
            invalidateMeasurements()
        }
    }

    /// The space between the scroll view's edges and the text: `width` left and right, `height` above and below.
    public var textContainerInset: NSSize {
        get { textView.textContainerInset }
        set {
            textView.textContainerInset = newValue
            invalidateMeasurements()
        }
    }

    // MARK: - Placeholder

    /// The colour of the placeholder text.
    public var placeholderColor: NSColor = .placeholderTextColor {
        didSet { placeholderLabel.textColor = placeholderColor }
    }

    // MARK: - Character limit

    /// Room kept clear below the text, in points, for a view drawn over the bottom edge (``ExpandingTextView``'s
    /// remaining-characters count): the text scrolls out from under it, and the height includes it.
    ///
    /// `textContainerInset` is the same above and below, so the room is the scroll view's bottom content inset.
    var reservedBottomRoom: CGFloat = 0 {
        didSet {
            guard reservedBottomRoom != oldValue else { return }
            contentInsets = NSEdgeInsets(top: 0, left: 0, bottom: reservedBottomRoom, right: 0)
            invalidateMeasurements()
            if isAtMaximumHeight {
                textView.scrollRangeToVisible(textView.selectedRange())
            }
        }
    }

    let placeholderLabel = NSTextField(labelWithString: "")
    let controller = GrowingTextController()
    private let forwarder = GrowingTextViewDelegateForwarder()

    /// Creates a growing text view.
    ///
    /// - Parameter frameRect: The initial frame; the height is replaced by the measured height.
    public override init(frame frameRect: NSRect) {
        let textView = GrowingNSTextView(frame: .zero)
        self.textView = textView
        font = Self.defaultFont()
        super.init(frame: frameRect)
        configure(textView)
    }

    /// Creates a growing text view from an archive (a nib or a storyboard): a scroll view whose class is set to
    /// `GrowingTextView`.
    ///
    /// The view is set up as by ``init(frame:)``. A text view archived inside the scroll view is replaced by the
    /// view's own, which reports focus changes and follows the view's settings.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        let textView = GrowingNSTextView(frame: .zero)
        self.textView = textView
        font = Self.defaultFont()
        super.init(coder: coder)
        configure(textView)
    }

    /// The body text style, which follows the system's text size settings where macOS has them (11 and later).
    private static func defaultFont() -> NSFont {
        if #available(macOS 11.0, *) {
            return NSFont.preferredFont(forTextStyle: .body)
        }
        return NSFont.systemFont(ofSize: NSFont.systemFontSize)
    }

    /// The setup both initialisers share; `textView` is the view's own text view, ``textView``.
    private func configure(_ textView: GrowingNSTextView) {
        controller.host = self
        textView.owner = self
        textView.frame = NSRect(origin: .zero, size: bounds.size)
        forwarder.owner = self
        textView.install(forwarder)
        textView.font = font
        textView.isRichText = false
        textView.allowsUndo = true
        textView.drawsBackground = false
        // Apple's recipe for text in a scroll view: the text view wraps at the scroll view's width and grows with its
        // text without bound. The maximum size an NSTextView starts with is not documented and may be its initial
        // frame (here zero), which would keep it from growing at all; its height then comes only from its text.
        textView.minSize = .zero
        textView.maxSize = NSSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        textView.isVerticallyResizable = true
        textView.isHorizontallyResizable = false
        textView.autoresizingMask = [.width]
        textView.textContainer?.containerSize = NSSize(width: contentSize.width, height: .greatestFiniteMagnitude)
        textView.textContainer?.widthTracksTextView = true

        drawsBackground = false
        borderType = .noBorder
        hasVerticalScroller = true
        autohidesScrollers = true
        // Scrolling stays possible; below the maximum there is nothing to scroll and no elastic bounce.
        verticalScrollElasticity = .none
        // The content insets are part of the measured height: insets AppKit sets for a title bar the view slides
        // under would not be, and would cover text.
        automaticallyAdjustsContentInsets = false
        documentView = textView

        placeholderLabel.font = font
        placeholderLabel.textColor = placeholderColor
        placeholderLabel.setAccessibilityElement(false)
        contentView.addSubview(placeholderLabel, positioned: .below, relativeTo: textView)
    }

    // MARK: - Text

    /// The text.
    ///
    /// Text assigned to ``textView``'s `string` directly re-measures the view and is what a later ``setText(_:)-(String)`` is
    /// compared with, as if set there; ``setText(_:)-(String)`` keeps the selection and the undo stack, which the assignment
    /// does not.
    public var text: String { textView.string }

    /// Replaces the text with `newText` as the smallest edit that turns one into the other, registered with the undo
    /// manager, keeping the selection where it was (mapped across the edit).
    ///
    /// Nothing happens while an input method is composing; the value is applied when the composition ends.
    ///
    /// - Parameter newText: The text to show.
    /// - Returns: `false` if the change was deferred because of a composition in progress.
    @discardableResult
    public func setText(_ newText: String) -> Bool {
        controller.setText(newText)
    }

    var isApplyingOwnChange: Bool { controller.isApplyingOwnChange }

    // MARK: - Highlighting

    /// The highlighting is drawn anew with the new provider, or the text plainly without one; the text view is rich
    /// while it draws highlighting (see `GrowingNSTextView.isHighlighting`).
    func spanProviderDidChange() {
        let growing = textView as? GrowingNSTextView
        if spanProvider != nil { growing?.isHighlighting = true }
        controller.highlightingDidChange()
        if spanProvider == nil { growing?.isHighlighting = false }
    }

    /// The colour last assigned to the text view's `textColor`, which highlighting returns the text to.
    var assignedTextColor: NSColor? { (textView as? GrowingNSTextView)?.assignedTextColor }

    /// Links in the link colour and underlined, mentions blue, tags purple, code orange; emphasis is not drawn.
    public static var defaultHighlightAttributes: [StyleRole: [NSAttributedString.Key: Any]] {
        [
            .link: [.foregroundColor: NSColor.linkColor, .underlineStyle: NSUnderlineStyle.single.rawValue],
            .mention: [.foregroundColor: NSColor.systemBlue],
            .tag: [.foregroundColor: NSColor.systemPurple],
            .code: [.foregroundColor: NSColor.systemOrange],
        ]
    }

    // MARK: - Pasted attachments

    /// Receives what a paste holds besides text — an image, a file — which a plain-text view drops.
    ///
    /// While it is set, Paste reads files and images too. Each pasteboard item goes one way: an item that holds a
    /// file (a file copied in the Finder, which also carries its name as text) or an image, or no text, reaches this
    /// closure as an item provider holding a copy of its data (all such items of one paste in one call, in pasteboard
    /// order); when other items hold text, the text view pastes its text as usual. `nil`, the default, leaves pasting
    /// as `NSTextView` has it.
    ///
    /// <!-- example: fragment appkit-view-controller -->
    /// ```swift
    /// let input = GrowingTextView()
    /// var attachments: [NSItemProvider] = []
    /// input.onPasteAttachments = { providers in attachments.append(contentsOf: providers) }
    /// ```
    public var onPasteAttachments: (([NSItemProvider]) -> Void)?

    /// Reads a paste with ``onPasteAttachments`` set: the attachments go to the app, the text into the view.
    ///
    /// - Returns: Whether the paste read anything.
    func readPaste(from pasteboard: NSPasteboard, readingText readText: () -> Bool) -> Bool {
        guard let onPasteAttachments else { return readText() }
        var attachments: [NSItemProvider] = []
        var holdsText = false
        for item in pasteboard.pasteboardItems ?? [] {
            switch item.pasteDestination {
            case .app:
                if let provider = item.attachmentProvider { attachments.append(provider) }
            case .text: holdsText = true
            }
        }
        if !attachments.isEmpty { onPasteAttachments(attachments) }
        return (holdsText && readText()) || !attachments.isEmpty
    }

    /// Decides on a change the user is about to make: past the character limit it is refused, and what fits is
    /// applied in its place once the text view has finished asking.
    func shouldChangeText(in range: NSRange, replacementString replacement: String?) -> Bool {
        // Attributes alone (Format ▸ Underline, Paste Style, the Colors panel): a composer's text is plain, and the
        // text view is rich only to draw highlighting.
        guard let replacement else { return spanProvider == nil }
        let requested = range.location..<(range.location + range.length)
        guard
            let planned = controller.replacementForUserEdit(
                replacement, replacingUTF16: requested, in: textView.string)
        else { return true }
        if !planned.text.isEmpty || !planned.range.isEmpty {
            let text = textView.string
            // The text storage must not change while the text view asks its delegate.
            DispatchQueue.main.async { [weak self] in
                // A later edit made the range stale; that edit went through the limit itself.
                guard let self, self.textView.string == text else { return }
                self.controller.applyEdit(utf16Range: planned.range, with: planned.text)
                self.controller.textDidChangeByUser()
                self.textView.setSelectedRange(
                    NSRange(location: planned.range.lowerBound + (planned.text as NSString).length, length: 0))
            }
        }
        return false
    }

    /// Decides what a Return command does, with the modifiers of the key event that caused it.
    func handleReturn() -> Bool {
        guard !textView.hasMarkedText() else { return false }
        var modifiers: ReturnKeyBehavior.Modifiers = []
        let flags = NSApp.currentEvent?.modifierFlags ?? []
        if flags.contains(.shift) { modifiers.insert(.shift) }
        if flags.contains(.option) { modifiers.insert(.option) }
        if flags.contains(.control) { modifiers.insert(.control) }
        if flags.contains(.command) { modifiers.insert(.command) }
        guard returnKeyBehavior.action(modifiers: modifiers) == .submit else { return false }
        onSubmit?()
        return true
    }

    /// The marked text changed, whether or not a change notification follows: the height and the placeholder
    /// follow it; the value is reported once the composition ends.
    func markedTextDidChange() {
        controller.compositionDidChange()
        layOutContent(changedByUser: true)
    }

    // MARK: - Composition

    /// Commits the input method's composition (the underlined marked text of Japanese, Chinese or Korean input, or a
    /// pending accent) as it stands, so the text the app reads next includes it.
    ///
    /// Call it before sending: a send button clicked mid-composition otherwise sends the text without the word being
    /// composed, and ``onTextChange`` hears about that word only once the input method ends the composition.
    /// ``onTextChange`` is called with the committed text before this method returns. Does nothing when no
    /// composition is in progress.
    ///
    /// <!-- example: fragment appkit-action -->
    /// ```swift
    /// func send() {
    ///     input.commitMarkedText()
    ///     messages.send(input.text)
    /// }
    /// ```
    public func commitMarkedText() {
        controller.commitComposition()
    }

    // MARK: - Focus

    /// Carries out a pending focus request once the view is in a window, and measures the height again at the
    /// window's pixel scale.
    open override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        // Limits measured outside a window were rounded for a scale of 1; the window's may differ.
        if window != nil {
            invalidateMeasurements()
        }
        controller.viewDidMoveToWindow()
    }

    // MARK: - Size

    /// The height the view asks for; the width is left to the constraints.
    open override var intrinsicContentSize: NSSize {
        NSSize(width: NSView.noIntrinsicMetric, height: preferredHeight)
    }

    /// Re-measures after a width change and places the placeholder.
    ///
    /// The height is right by the end of the pass that changed the width, so the window never shows the old
    /// height at the new width; measuring here is safe because the measurer lays out a copy of the text and never
    /// asks the live text view, whose own layout may be under way.
    open override func layout() {
        super.layout()
        controller.runLayoutPass { updatePlaceholder() }
    }

    /// Measures the limits again, after a change of what they depend on.
    func invalidateMeasurements() {
        controller.invalidateHeightLimits(measuringNow: true)
        needsLayout = true
    }

    /// Scrolls elastically only once the text scrolls, and has Auto Layout read a new height.
    func heightDidResolve(changed: Bool) {
        verticalScrollElasticity = isAtMaximumHeight ? .allowed : .none
        if changed {
            invalidateIntrinsicContentSize()
        }
    }

    // MARK: - Placeholder

    /// The label and VoiceOver's placeholder value follow the placeholder; the minimum height fits a multi-line one,
    /// so the limits are measured again.
    func placeholderDidChange() {
        placeholderLabel.stringValue = placeholder
        textView.setAccessibilityPlaceholderValue(placeholder.isEmpty ? nil : placeholder)
        invalidateMeasurements()
    }

    func updatePlaceholder() {
        // The storage's length (UTF-16 units) says whether the text is empty without copying it out as a String.
        placeholderLabel.isHidden = !PlaceholderPolicy.isVisible(
            isTextEmpty: (textView.textStorage?.length ?? 0) == 0,
            isComposing: textView.hasMarkedText()
        )
        guard !placeholderLabel.isHidden else { return }
        // NSTextView's inset is the same on both sides of each axis.
        let inset = textView.textContainerInset
        let frame = PlaceholderPolicy.placeholderFrame(
            insets: TextContainerInsets(top: inset.height, left: inset.width, bottom: inset.height, right: inset.width),
            lineFragmentPadding: textView.textContainer?.lineFragmentPadding ?? 5,
            isRightToLeft: userInterfaceLayoutDirection == .rightToLeft,
            alignment: textView.alignment,
            viewWidth: bounds.width
        ) { width in
            placeholderLabel.preferredMaxLayoutWidth = width
            return placeholderLabel.fittingSize
        }
        if let frame { placeholderLabel.frame = frame }
    }
}
#endif
