#if canImport(UIKit)
import ExpandingTextCore
import UIKit

/// A `UITextView` that grows with its content, for Auto Layout.
///
/// The view reports its height through `intrinsicContentSize`: it starts at the minimum height, grows line by line
/// as text is typed, pasted or set from code, stops at the maximum and from then on scrolls, keeping the caret in
/// view. Give it leading, trailing and top or bottom constraints, but no height constraint.
///
/// Every decision (the height, when to scroll, how to apply text set from code, the character limit, what Return
/// does, where the placeholder goes, when to take focus) is made by `ExpandingTextCore`; this class only measures
/// the text with UIKit and applies the results.
///
/// <!-- example: fragment uikit-view-controller -->
/// ```swift
/// let input = GrowingTextView()
/// input.expansion = try ExpansionPolicy(minLines: 1, maxLines: 5)
/// input.placeholder = "Message"
/// input.returnKeyBehavior = .submit
/// input.onSubmit = { [weak self] in self?.send() }
/// stack.addArrangedSubview(input)
/// ```
///
/// An app may set its own `delegate`: it is called after the view's own handling, and can veto a change in
/// `textView(_:shouldChangeTextIn:replacementText:)`; the limit, Return and ``onTextChange`` keep working.
@MainActor
open class GrowingTextView: UITextView {
    // MARK: - Placeholder

    /// The colour of the placeholder text.
    public var placeholderColor: UIColor = .placeholderText {
        didSet { placeholderLabel.textColor = placeholderColor }
    }

    let placeholderLabel = UILabel()
    let controller = GrowingTextController()
    private let forwarder = GrowingTextViewDelegateForwarder()
    /// The off-screen text view measurements lay text out in, made once.
    var sizer: UITextView?
    private var scrollsCaretAfterResize = false
    private var pendingReturnAction: ReturnKeyBehavior.Action?
    private var labelIsPlaceholder = false
    /// Observers of the undo manager's undo and redo notifications, removed when the view goes away.
    private nonisolated(unsafe) var undoObservers: [any NSObjectProtocol] = []

    /// Creates a growing text view that uses TextKit 2 where the system offers it.
    ///
    /// - Parameters:
    ///   - frame: The initial frame; the height is replaced by the measured height at the first layout.
    ///   - textContainer: A text container to use, or `nil` for the system's default.
    public override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        configure()
    }

    /// Creates a growing text view from an archive (a storyboard or a nib).
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        controller.host = self
        forwarder.owner = self
        super.delegate = forwarder
        font = UIFont.preferredFont(forTextStyle: .body)
        adjustsFontForContentSizeCategory = true
        allowsEditingTextAttributes = false
        backgroundColor = .clear
        // Scrolling stays enabled: the height is clamped instead, and bouncing is off until the text is taller than
        // the maximum, so below the maximum the view looks like a non-scrolling one without the jumps that
        // toggling `isScrollEnabled` causes.
        isScrollEnabled = true
        alwaysBounceVertical = false
        bounces = false
        // The safe area is the layout's to keep clear: left to the scroll view, it would join the insets only once
        // the text scrolls, changing the scrollable range at the maximum.
        contentInsetAdjustmentBehavior = .never
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        setContentCompressionResistancePriority(.defaultHigh, for: .vertical)

        placeholderLabel.numberOfLines = 0
        placeholderLabel.isAccessibilityElement = false
        placeholderLabel.textColor = placeholderColor
        placeholderLabel.font = font
        placeholderLabel.adjustsFontForContentSizeCategory = true
        insertSubview(placeholderLabel, at: 0)

        // Whether UIKit tells the delegate about an undo is not documented; the undo manager's notifications are.
        for name in [NSNotification.Name.NSUndoManagerDidUndoChange, .NSUndoManagerDidRedoChange] {
            undoObservers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let manager = (note.object as AnyObject?).map(ObjectIdentifier.init)
                    MainActor.assumeIsolated { self?.undoManagerDidChangeText(manager) }
                }
            )
        }
        if #available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *) {
            registerForTraitChanges(
                [UITraitPreferredContentSizeCategory.self, UITraitDisplayScale.self, UITraitLayoutDirection.self]
            ) { (view: GrowingTextView, _: UITraitCollection) in
                view.traitsDidChange()
            }
        }
    }

    deinit {
        for observer in undoObservers { NotificationCenter.default.removeObserver(observer) }
    }

    /// A delegate of the app's own, called after the view has handled each callback.
    ///
    /// Reading it gives the view's forwarding delegate, which UIKit keeps calling whether it reads the property or
    /// its storage; the app's delegate is held weakly, like UIKit's. Every message of `UITextViewDelegate` and
    /// `UIScrollViewDelegate` that the app's delegate implements reaches it, those the view does not handle too.
    open override var delegate: (any UITextViewDelegate)? {
        get { super.delegate }
        set {
            forwarder.outside = newValue === forwarder ? nil : newValue
            // UIKit asks a delegate which messages it responds to when it is set, and not again for the same object:
            // the forwarder's answers changed with the app's delegate.
            super.delegate = nil
            super.delegate = forwarder
        }
    }

    // MARK: - Properties that change the height

    /// The text; setting it re-measures the height (UIKit does not tell the delegate about it).
    ///
    /// The assigned text is what a later ``setText(_:)-(String)`` is compared with, as if the app had set it there. Setting
    /// `text` clears the undo stack, as on any `UITextView`; ``setText(_:)-(String)`` keeps it.
    open override var text: String! {
        didSet { controller.textWasAssigned() }
    }

    /// The styled text; setting it re-measures the height, and its characters are what a later ``setText(_:)-(String)`` is
    /// compared with.
    open override var attributedText: NSAttributedString! {
        didSet { controller.textWasAssigned() }
    }

    /// The font; setting it re-measures the line heights.
    open override var font: UIFont? {
        didSet {
            placeholderLabel.font = font
            invalidateMeasurements()
        }
    }

    /// The text alignment; the placeholder follows it.
    open override var textAlignment: NSTextAlignment {
        didSet {
            placeholderLabel.textAlignment = textAlignment
            setNeedsLayout()
        }
    }

    /// The insets of the text inside the view; they count in the height.
    open override var textContainerInset: UIEdgeInsets {
        didSet { invalidateMeasurements() }
    }

    /// Insets around the content; with the safe area insets the adjustment behaviour lets in, they count in the
    /// height.
    open override var contentInset: UIEdgeInsets {
        didSet { invalidateMeasurements() }
    }

    /// How the safe area joins the content insets: `.never` at first, so a view over the home indicator measures and
    /// scrolls as anywhere else. Another value makes the height include the adjusted insets.
    open override var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
        didSet { invalidateMeasurements() }
    }

    /// The height the view asks for; the width is left to the constraints.
    ///
    /// Before the first layout gives the view a width (a self-sizing cell asks first), the text is measured
    /// unwrapped, so the answer is at least the minimum height, never zero.
    open override var intrinsicContentSize: CGSize {
        let height = preferredHeight > 0 ? preferredHeight : controller.fittingHeight(forWidth: Self.unwrappedWidth)
        return CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    private static let unwrappedWidth: CGFloat = 10_000

    // MARK: - Setting text from code

    /// Replaces the text with `newText` as the smallest edit that turns one into the other, through the text input
    /// system, so the caret stays where it was (mapped across the edit) and the change can be undone.
    ///
    /// Nothing happens while an input method is composing text: the composition is never broken. Call again once
    /// it ends (the SwiftUI view does this by itself).
    ///
    /// - Parameter newText: The text to show.
    /// - Returns: `false` if the change was deferred because of a composition in progress.
    @discardableResult
    public func setText(_ newText: String) -> Bool {
        controller.setText(newText)
    }

    // MARK: - Highlighting

    /// Links in the link colour and underlined, mentions blue, tags purple, code orange; emphasis is not drawn.
    public static var defaultHighlightAttributes: [StyleRole: [NSAttributedString.Key: Any]] {
        [
            .link: [.foregroundColor: UIColor.link, .underlineStyle: NSUnderlineStyle.single.rawValue],
            .mention: [.foregroundColor: UIColor.systemBlue],
            .tag: [.foregroundColor: UIColor.systemPurple],
            .code: [.foregroundColor: UIColor.systemOrange],
        ]
    }

    /// The text colour, which UIKit sets on all of the text: the highlighting is drawn again over it.
    open override var textColor: UIColor? {
        get { super.textColor }
        set {
            assignedTextColor = newValue
            super.textColor = newValue
            if spanProvider != nil { controller.highlightingDidChange() }
        }
    }

    /// The highlighting is drawn anew with the new provider, or the text plainly without one.
    func spanProviderDidChange() {
        controller.highlightingDidChange()
    }

    /// The colour last assigned to ``textColor``, which highlighting returns the text to: reading ``textColor`` may
    /// answer the first character's colour, a highlighted link's say.
    private(set) var assignedTextColor: UIColor?

    // MARK: - Pasted attachments

    /// Receives what a paste holds besides text — an image, a file, other content — which a text view drops.
    ///
    /// While it is set, the edit menu offers Paste also for a pasteboard without text. Each pasteboard item goes one
    /// way: an item that holds a file or an image, or no text, reaches this closure as its item provider (all such
    /// items of one paste in one call, in pasteboard order); when other items hold text, the text view pastes its
    /// text as usual. Start loading from the providers in the callback, while the paste is under way. `nil`, the
    /// default, leaves pasting as `UITextView` has it.
    ///
    /// <!-- example: fragment uikit-send-button -->
    /// ```swift
    /// input.onPasteAttachments = { [weak self] providers in
    ///     self?.attachments.append(contentsOf: providers)
    /// }
    /// ```
    public var onPasteAttachments: (([NSItemProvider]) -> Void)?

    // MARK: - Composition

    /// Commits the input method's composition (the underlined marked text of Japanese, Chinese or Korean input, or a
    /// pending accent) as it stands, so the text the app reads next includes it.
    ///
    /// Call it before sending: a send button tapped mid-composition otherwise sends the text without the word being
    /// composed, and ``onTextChange`` hears about that word only once the input method ends the composition.
    /// ``onTextChange`` is called with the committed text before this method returns. Does nothing when no
    /// composition is in progress.
    ///
    /// <!-- example: fragment uikit-view-controller-member -->
    /// ```swift
    /// @objc func sendTapped(_ sender: UIButton) {
    ///     input.commitMarkedText()
    ///     send(input.text)
    /// }
    /// ```
    public func commitMarkedText() {
        controller.commitComposition()
    }

    // MARK: - Focus

    /// Carries out a pending focus request once the view is in a window (becoming first responder earlier
    /// crashes on iOS 13).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        controller.viewDidMoveToWindow()
    }

    // MARK: - Layout

    /// Re-measures when the width lines wrap at changed, keeps the text at rest below the maximum and places the
    /// placeholder.
    open override func layoutSubviews() {
        super.layoutSubviews()
        controller.runLayoutPass {
            // The text system may scroll to the caret with the bounds the view had before it grew (before or after
            // the change callbacks, or in this pass): an offset the grown view does not need.
            restIfAllTextFits()
            if scrollsCaretAfterResize && bounds.height == preferredHeight {
                scrollsCaretAfterResize = false
                scrollCaretIntoView()
            }
            layoutPlaceholder()
        }
    }

    /// Re-measures when the text size, the display scale or the layout direction changed (before iOS 17; later
    /// systems report these through `registerForTraitChanges`).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *) { return }
        guard let previous = previousTraitCollection else { return }
        if previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            || previous.displayScale != traitCollection.displayScale
            || previous.layoutDirection != traitCollection.layoutDirection
        {
            traitsDidChange()
        }
    }

    /// Measures again at the next layout, not now: the text view may replace its Dynamic Type font after the trait
    /// callbacks.
    private func traitsDidChange() {
        controller.invalidateHeightLimits(measuringNow: false)
        setNeedsLayout()
    }

    /// Measures the limits again, after a change of what they depend on.
    func invalidateMeasurements() {
        controller.invalidateHeightLimits(measuringNow: true)
        setNeedsLayout()
    }

    /// Bounces only once the text scrolls, keeps the text at rest below the maximum, has Auto Layout read a new
    /// height, and keeps the caret in view at the maximum.
    func heightDidResolve(changed: Bool) {
        bounces = isAtMaximumHeight
        restIfAllTextFits()
        if changed {
            invalidateIntrinsicContentSize()
        }
        if isAtMaximumHeight && isFirstResponder {
            scrollCaretIntoViewOnceResized()
        }
    }

    /// Below the maximum all the text fits: an offset left from scrolling would hide its first lines, so the content
    /// goes back to where it rests, just inside the adjusted insets.
    private func restIfAllTextFits() {
        guard !isAtMaximumHeight else { return }
        let inset = adjustedContentInset
        let resting = CGPoint(x: -inset.left, y: -inset.top)
        if contentOffset != resting { contentOffset = resting }
    }

    /// Scrolls to the caret now if the view already has its height, or after the superview applied it.
    private func scrollCaretIntoViewOnceResized() {
        if bounds.height == preferredHeight {
            scrollCaretIntoView()
        } else {
            scrollsCaretAfterResize = true
            setNeedsLayout()
        }
    }

    /// Keeps the caret visible once the text scrolls: after growth, a paste or a change from code.
    func scrollCaretIntoView() {
        guard let end = selectedTextRange?.end else { return }
        layoutIfNeeded()
        var caret = caretRect(for: end)
        caret.size.height += textContainerInset.bottom
        scrollRectToVisible(caret, animated: false)
    }

    /// Offers Paste for a pasteboard without text while ``onPasteAttachments`` takes it; the check reads the
    /// pasteboard's item count only, not its contents.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(paste(_:)), onPasteAttachments != nil, isEditable,
            UIPasteboard.general.numberOfItems > 0
        {
            return true
        }
        return super.canPerformAction(action, withSender: sender)
    }

    /// Hands the items that are not text to ``onPasteAttachments``, pastes the rest as plain text, then keeps the
    /// caret in view once the pasted text is laid out.
    open override func paste(_ sender: Any?) {
        if let onPasteAttachments {
            let providers = UIPasteboard.general.itemProviders
            let attachments = providers.filter { $0.pasteDestination == .app }
            if !attachments.isEmpty { onPasteAttachments(attachments) }
            guard attachments.count < providers.count else { return }
        }
        super.paste(sender)
        DispatchQueue.main.async { [weak self] in
            guard let self, self.isAtMaximumHeight else { return }
            self.scrollCaretIntoView()
        }
    }

    // MARK: - Placeholder

    /// The minimum height fits a multi-line placeholder, so the limits are measured again.
    func placeholderDidChange() {
        placeholderLabel.text = placeholder
        if accessibilityLabel == nil || labelIsPlaceholder {
            accessibilityLabel = placeholder.isEmpty ? nil : placeholder
            labelIsPlaceholder = true
        }
        invalidateMeasurements()
    }

    private func layoutPlaceholder() {
        // The storage's length (UTF-16 units) says whether the text is empty without copying it out as a String.
        placeholderLabel.isHidden = !PlaceholderPolicy.isVisible(
            isTextEmpty: textStorage.length == 0,
            isComposing: markedTextRange != nil
        )
        guard !placeholderLabel.isHidden else { return }
        let frame = PlaceholderPolicy.placeholderFrame(
            insets: TextContainerInsets(textContainerInset),
            lineFragmentPadding: textContainer.lineFragmentPadding,
            isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
            alignment: textAlignment,
            viewWidth: bounds.width
        ) { width in
            placeholderLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        }
        if let frame { placeholderLabel.frame = frame }
    }

    // MARK: - Editing

    /// Whether a change is being applied by the view itself, so that callbacks don't echo it back to the app.
    var isApplyingOwnChange: Bool { controller.isApplyingOwnChange }

    /// Decides on a change the user is about to make: Return may submit; a change past the character limit is
    /// trimmed (and applied here, trimmed) unless an input method is composing.
    func shouldChangeText(in range: NSRange, replacementText replacement: String) -> Bool {
        if controller.isApplyingOwnChange { return true }
        if replacement == "\n" && markedTextRange == nil {
            // A hardware Return was already decided in pressesBegan (with its modifiers), and the decision holds for
            // the key repeats while it is held, which bring no new pressesBegan; a software Return has none.
            let decided = pendingReturnAction
            switch decided ?? returnKeyBehavior.action(modifiers: []) {
            case .submit:
                if decided == nil { onSubmit?() }
                return false
            case .insertNewline:
                break
            }
        }
        let requested = range.location..<(range.location + range.length)
        guard
            let planned = controller.replacementForUserEdit(replacement, replacingUTF16: requested, in: text ?? "")
        else { return true }
        if !planned.text.isEmpty || !planned.range.isEmpty {
            controller.applyEdit(utf16Range: planned.range, with: planned.text)
            controller.textDidChangeByUser()
        }
        return false
    }

    /// An undo or redo changed the text without a text change callback: handled as one.
    private func undoManagerDidChangeText(_ manager: ObjectIdentifier?) {
        guard let manager, manager == undoManager.map(ObjectIdentifier.init) else { return }
        controller.undoDidChangeText()
    }

    // MARK: - Hardware keyboard

    /// Decides what Return with modifiers does on a hardware keyboard (`shouldChangeTextIn` only sees "\n"),
    /// ⌘-Return on Mac Catalyst included. During an input method composition Return belongs to the input method.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard #available(iOS 13.4, macCatalyst 13.4, *),
            markedTextRange == nil,
            let key = presses.first?.key,
            key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keypadEnter
        else {
            super.pressesBegan(presses, with: event)
            return
        }
        var modifiers: ReturnKeyBehavior.Modifiers = []
        if key.modifierFlags.contains(.shift) { modifiers.insert(.shift) }
        if key.modifierFlags.contains(.alternate) { modifiers.insert(.option) }
        if key.modifierFlags.contains(.command) { modifiers.insert(.command) }
        if key.modifierFlags.contains(.control) { modifiers.insert(.control) }
        let action = returnKeyBehavior.action(modifiers: modifiers)
        pendingReturnAction = action
        if action == .submit {
            onSubmit?()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// Forgets the Return decision once the key is released.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pendingReturnAction = nil
        super.pressesEnded(presses, with: event)
    }

    /// Forgets the Return decision when the system interrupts the press (the app becoming inactive), which then
    /// never ends: a later Return of the software keyboard must not inherit it.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pendingReturnAction = nil
        super.pressesCancelled(presses, with: event)
    }
}
#endif
