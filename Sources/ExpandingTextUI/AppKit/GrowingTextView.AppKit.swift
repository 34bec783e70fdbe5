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

    /// How tall the view may get: a range of lines or of points; `ExpansionPolicy.default` (one to five lines) at
    /// first.
    public var expansion: ExpansionPolicy = .default {
        didSet { invalidateMeasurements() }
    }

    /// The text shown, dimmed, while the view is empty; VoiceOver reads it as the placeholder value.
    public var placeholder: String = "" {
        didSet {
            placeholderLabel.stringValue = placeholder
            textView.setAccessibilityPlaceholderValue(placeholder.isEmpty ? nil : placeholder)
            invalidateMeasurements()
        }
    }

    /// The colour of the placeholder text.
    public var placeholderColor: NSColor = .placeholderTextColor {
        didSet { placeholderLabel.textColor = placeholderColor }
    }

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

    /// The most characters (grapheme clusters) the text may hold, or `nil` for no limit.
    ///
    /// Typing and pasting past the limit are trimmed at a character boundary, as an ordinary undoable edit. Text
    /// being composed with an input method is never trimmed; the limit applies again when the composition ends.
    public var characterLimit: CharacterLimit? {
        didSet { countdownDidChange() }
    }

    /// When the remaining characters are shown and announced, or `nil` for the default: a fifth of the limit, at
    /// least 10 (see `RemainingCharactersCountdown`).
    public var remainingCharactersThreshold: Int? {
        didSet { countdownDidChange() }
    }

    /// What Return does: insert a line break or submit (Shift-, Option- and Control-Return insert a line break when
    /// Return submits; see `ReturnKeyBehavior`).
    public var returnKeyBehavior: ReturnKeyBehavior = .default

    /// Whether height changes are animated.
    public var animatesHeightChanges = false

    /// Called after the height the view asks for has changed.
    public var onHeightChange: ((CGFloat) -> Void)?

    /// Called after the user changed the text, never for changes made with ``setText(_:)``.
    public var onTextChange: ((String) -> Void)?

    /// Called when Return submits, per ``returnKeyBehavior``.
    public var onSubmit: (() -> Void)?

    /// Called when the text view gains (`true`) or loses (`false`) the keyboard focus.
    public var onFocusChange: ((Bool) -> Void)?

    /// Called when the number of remaining characters to show changes: the number, or `nil` while the text is not
    /// near the ``characterLimit``.
    public var onRemainingCharactersChange: ((Int?) -> Void)?

    /// The height the view currently asks for, in points, clamped between the minimum and the maximum.
    public private(set) var preferredHeight: CGFloat = 0

    /// Whether the text is taller than the maximum, so that the view scrolls.
    public private(set) var isAtMaximumHeight = false

    let placeholderLabel = NSTextField(labelWithString: "")
    private let forwarder = GrowingTextViewDelegateForwarder()
    private var focus = FocusController()
    private var sync = TextSyncController()
    /// The height limits last measured, and the line width they were measured at.
    private var measured: (lineWidth: CGFloat, limits: HeightLimits)?
    private var remaining = RemainingCharactersTracker()
    /// Whether the text view had marked text at the last change or composition step, so that a composition ending
    /// without a change notification (`unmarkText()` keeps the marked text as it is) is still seen.
    private var wasComposing = false

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
        carryOut(
            sync.appValueDidChange(
                newText,
                viewText: textView.string,
                isComposing: textView.hasMarkedText(),
                selectedUTF16: selectedUTF16Range()
            )
        )
    }

    /// Carries out what Core decided about the text: apply the app's value as an edit, or report the view's text.
    ///
    /// - Returns: `false` if the app's value waits for a composition to end.
    @discardableResult
    private func carryOut(_ action: TextSyncController.Action) -> Bool {
        switch action {
        case .none:
            return true
        case .deferred:
            return false
        case .apply(let change, let selection, let report):
            applyEdit(NSRange(location: change.utf16Range.lowerBound, length: change.utf16Range.count), change.text)
            textView.setSelectedRange(NSRange(location: selection.utf16.lowerBound, length: selection.utf16.count))
            contentDidChange(byUser: false)
            if let report { onTextChange?(report) }
            return true
        case .report(let value):
            onTextChange?(value)
            return true
        }
    }

    private func selectedUTF16Range() -> Range<Int> {
        let selected = textView.selectedRange()
        return selected.location..<(selected.location + selected.length)
    }

    /// Applies an edit as the text system would: asked first, registered with the undo manager, announced after.
    private func applyEdit(_ range: NSRange, _ replacement: String) {
        sync.beginApplyingChange()
        defer { sync.endApplyingChange() }
        guard textView.isEditable else {
            // shouldChangeText refuses every change to a non-editable view, yet Core already counts the app's value
            // as shown: it must reach the storage all the same (a read-only view has nothing the user could undo).
            textView.textStorage?.replaceCharacters(in: range, with: replacement)
            return
        }
        guard textView.shouldChangeText(in: range, replacementString: replacement) else { return }
        textView.textStorage?.replaceCharacters(in: range, with: replacement)
        textView.didChangeText()
    }

    var isApplyingOwnChange: Bool { sync.isApplyingChange }

    /// Decides on a change the user is about to make: past the character limit it is refused, and what fits is
    /// applied in its place once the text view has finished asking.
    func shouldChangeText(in range: NSRange, replacementString replacement: String?) -> Bool {
        guard !sync.isApplyingChange, let replacement, let characterLimit, !textView.hasMarkedText() else {
            return true
        }
        let text = textView.string
        let outcome = characterLimit.fit(
            replacement,
            replacingUTF16: range.location..<(range.location + range.length),
            in: text
        )
        guard outcome.isTrimmed else { return true }
        if !outcome.replacement.isEmpty || range.length > 0 {
            // The text storage must not change while the text view asks its delegate.
            let trimmed = outcome.replacement
            DispatchQueue.main.async { [weak self] in
                // A later edit made the range stale; that edit went through the limit itself.
                guard let self, self.textView.string == text else { return }
                self.applyEdit(range, trimmed)
                self.textDidChangeByUser()
                self.textView.setSelectedRange(
                    NSRange(location: range.location + (trimmed as NSString).length, length: 0))
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

    /// The text changed through the text system (typing, paste, input method, undo).
    func textDidChangeByUser() {
        wasComposing = textView.hasMarkedText()
        if !textView.hasMarkedText(), let overflow = characterLimit?.overflow(in: textView.string) {
            applyEdit(NSRange(location: overflow.utf16Range.lowerBound, length: overflow.utf16Range.count), "")
        }
        contentDidChange(byUser: true)
    }

    /// The marked text changed, whether or not a change notification follows: the height and the placeholder
    /// follow it; the value is reported once the composition ends.
    func markedTextDidChange() {
        wasComposing = textView.hasMarkedText()
        updateHeight()
        updatePlaceholder()
        if isAtMaximumHeight {
            textView.scrollRangeToVisible(textView.selectedRange())
        }
    }

    /// The selection changed; the end of a composition shows here even when the text did not change.
    ///
    /// A composition that ended without a change notification (the input method confirmed the marked text as it
    /// was) is a change of the user's text: the limit applies and the app hears about it.
    func selectionDidChange() {
        if wasComposing && !textView.hasMarkedText() {
            textDidChangeByUser()
            return
        }
        carryOut(
            sync.selectionDidChange(
                viewText: textView.string,
                isComposing: textView.hasMarkedText(),
                selectedUTF16: selectedUTF16Range()
            )
        )
    }

    private func contentDidChange(byUser: Bool) {
        updateHeight()
        updatePlaceholder()
        if isAtMaximumHeight {
            textView.scrollRangeToVisible(textView.selectedRange())
        }
        // `string` copies the whole text out of the text storage: at most once per change, and only when needed.
        var copied: String?
        func currentText() -> String {
            if let copied { return copied }
            let fresh = textView.string
            copied = fresh
            return fresh
        }
        updateRemainingCharacters(count: currentText().count)
        guard byUser else { return }
        // Reports the change, or re-applies a value the app set while an input method was composing.
        carryOut(
            sync.viewTextDidChange(
                viewText: currentText(),
                isComposing: textView.hasMarkedText(),
                selectedUTF16: selectedUTF16Range()
            )
        )
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
    /// ```swift
    /// @objc func send(_ sender: NSButton) {
    ///     input.commitMarkedText()
    ///     messages.send(input.text)
    /// }
    /// ```
    public func commitMarkedText() {
        guard textView.hasMarkedText() else { return }
        // unmarkText() keeps the marked text as if typed; the input method is then told its session is over, or it
        // would go on composing into text that is no longer marked.
        textView.unmarkText()
        textView.inputContext?.discardMarkedText()
        // AppKit may end the composition without a notification when it is ended from code: report it then.
        if wasComposing {
            textDidChangeByUser()
        }
    }

    /// The growing text view that has the keyboard focus, if any: the one whose composition
    /// `ExpandingTextView.commitMarkedText()` commits.
    static weak var focused: GrowingTextView?

    // MARK: - Focus

    /// Asks for the keyboard focus now if the view is in a window, or as soon as it is.
    public func requestFocus() {
        perform(focus.request(true))
    }

    /// Gives up the keyboard focus, and forgets a focus request not carried out yet.
    public func releaseFocus() {
        perform(focus.request(false))
    }

    /// Whether to take the keyboard focus the first time the view appears in a window (and only then).
    public var autofocusOnFirstAppearance: Bool {
        get { focus.autofocus }
        set {
            guard !focus.hasAppeared, newValue != focus.autofocus else { return }
            focus = FocusController(autofocus: newValue)
        }
    }

    func updateFocus(binding focused: Bool) {
        perform(focus.update(binding: focused))
    }

    private func perform(_ action: FocusController.Action?) {
        switch action {
        case nil:
            break
        case .focus:
            _ = window?.makeFirstResponder(textView)
        case .unfocus:
            if window?.firstResponder === textView {
                _ = window?.makeFirstResponder(nil)
            }
        }
    }

    func focusDidChange(_ focused: Bool) {
        if focused {
            Self.focused = self
        } else if Self.focused === self {
            Self.focused = nil
        }
        if let reported = focus.viewFocusDidChange(focused) {
            onFocusChange?(reported)
        }
    }

    /// Carries out a pending focus request once the view is in a window.
    ///
    /// The focus is taken on the next turn of the run loop: a window move can happen inside a SwiftUI update, where
    /// the focus callbacks must not write the app's state. The height is measured again at the window's pixel
    /// scale.
    open override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        // Limits measured outside a window were rounded for a scale of 1; the window's may differ.
        if window != nil {
            invalidateMeasurements()
        }
        let action = focus.viewDidMoveToWindow(window != nil)
        guard action != nil else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self, self.window != nil else { return }
            self.perform(action)
        }
    }

    // MARK: - Size

    /// The height the view asks for; the width is left to the constraints.
    open override var intrinsicContentSize: NSSize {
        NSSize(width: NSView.noIntrinsicMetric, height: preferredHeight)
    }

    /// Re-measures after a width change, outside this layout pass (the measurement itself never reads the live
    /// text view's layout), and places the placeholder.
    open override func layout() {
        super.layout()
        if measured?.lineWidth != TextMeasurer(view: self).lineWidth(forViewWidth: bounds.width) {
            DispatchQueue.main.async { [weak self] in self?.updateHeight() }
        }
        updatePlaceholder()
    }

    private func invalidateMeasurements() {
        measured = nil
        updateHeight()
        needsLayout = true
    }

    /// Measures the text at the current width, asks Core for the clamped height and applies it.
    func updateHeight() {
        let width = bounds.width
        guard width > 0 else { return }
        let measurer = TextMeasurer(view: self)
        let lineWidth = measurer.lineWidth(forViewWidth: width)
        let limits: HeightLimits
        if let measured, measured.lineWidth == lineWidth {
            limits = measured.limits
        } else {
            limits = measurer.heightLimits(width: width)
            measured = (lineWidth, limits)
        }
        let result = limits.resolve(contentHeight: measurer.contentHeight(width: width))
        isAtMaximumHeight = result.isScrollEnabled
        verticalScrollElasticity = result.isScrollEnabled ? .allowed : .none
        let height = CGFloat(result.height)
        guard height != preferredHeight else { return }
        preferredHeight = height
        invalidateIntrinsicContentSize()
        if animatesHeightChanges, let onHeightChange {
            NSAnimationContext.runAnimationGroup { _ in onHeightChange(height) }
        } else {
            onHeightChange?(height)
        }
    }

    /// The height the view needs at `width`, clamped; changes nothing, so SwiftUI may ask for any proposal.
    ///
    /// - Parameter width: The width to measure at, in points.
    /// - Returns: The height in points, rounded up to whole pixels and clamped between the limits.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let measurer = TextMeasurer(view: self)
        let limits = measured?.lineWidth == measurer.lineWidth(forViewWidth: width) ? measured?.limits : nil
        let result = (limits ?? measurer.heightLimits(width: width)).resolve(
            contentHeight: measurer.contentHeight(width: width)
        )
        return CGFloat(result.height)
    }

    // MARK: - Placeholder

    private func updatePlaceholder() {
        // The storage's length (UTF-16 units) says whether the text is empty without copying it out as a String.
        placeholderLabel.isHidden = !PlaceholderPolicy.isVisible(
            isTextEmpty: (textView.textStorage?.length ?? 0) == 0,
            isComposing: textView.hasMarkedText()
        )
        guard !placeholderLabel.isHidden else { return }
        let inset = textView.textContainerInset
        let insets = TextContainerInsets(
            top: Double(inset.height),
            left: Double(inset.width),
            bottom: Double(inset.height),
            right: Double(inset.width)
        )
        let isRightToLeft = userInterfaceLayoutDirection == .rightToLeft
        let alignment = PlaceholderPolicy.Alignment(textView.alignment.placeholderSetting, isRightToLeft: isRightToLeft)
        guard
            let policy = try? PlaceholderPolicy(
                insets: insets,
                lineFragmentPadding: Double(textView.textContainer?.lineFragmentPadding ?? 5),
                direction: isRightToLeft ? .rightToLeft : .leftToRight,
                alignment: alignment
            )
        else { return }
        let viewWidth = Double(bounds.width)
        let width = CGFloat(policy.availableWidth(viewWidth: viewWidth))
        placeholderLabel.preferredMaxLayoutWidth = width
        let size = placeholderLabel.fittingSize
        let origin = policy.origin(viewWidth: viewWidth, placeholderWidth: Double(size.width))
        placeholderLabel.frame = NSRect(
            x: CGFloat(origin.x),
            y: CGFloat(origin.y),
            width: min(size.width, width),
            height: size.height
        )
    }

    // MARK: - Remaining characters

    private func countdownDidChange() {
        remaining.countdown = characterLimit.flatMap {
            try? RemainingCharactersCountdown(limit: $0, threshold: remainingCharactersThreshold)
        }
        updateRemainingCharacters(count: textView.string.count)
    }

    /// Updates the remaining-characters count; `count` (the text's Character count) is read only near a limit.
    private func updateRemainingCharacters(count: @autoclosure () -> Int) {
        let update = remaining.update(count: count())
        if let announced = update.announcement {
            NSAccessibility.post(
                element: textView,
                notification: .announcementRequested,
                userInfo: [.announcement: remainingCharactersAnnouncement(announced)]
            )
        }
        if update.shownValueChanged {
            onRemainingCharactersChange?(update.shownValue)
        }
    }
}
#endif
