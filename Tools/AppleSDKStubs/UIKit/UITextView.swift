// UIKit/UITextView
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UITextView: UIScrollView {
    /// The text in UTF-16 code units, as NSString stores it; ranges are NSRanges over these.
    package private(set) var units: [UInt16] = []
    private var selection = NSRange(location: 0, length: 0)
    private var marked: NSRange?
    private var storedFont: UIFont?
    private var storedTextContainer = NSTextContainer()
    /// Undoable edits, oldest first: the range the new text covers and the text it replaced.
    package private(set) var undoStack: [(range: NSRange, replaced: [UInt16])] = []
    private var scrollsToCaretAtLayout = false
    /// Whether the key held down now was passed on to the text view's own `pressesBegan`.
    private var heldKeyReachedTextSystem = false

    // UIKit/UITextView/init(frame:textContainer:)
    @available(iOS 7.0, *)
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
        if let textContainer { storedTextContainer = textContainer }
        AppleModel.current.textViewsCreated += 1
    }

    // UIKit/UIView/init(frame:)
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    // UIKit/UITextView/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // UIKit/UITextView/delegate
    weak open var delegate: (any UITextViewDelegate)?

    // UIKit/UITextView/text
    open var text: String! {
        get { String(decoding: units, as: UTF16.self) }
        set { setContents(Array((newValue ?? "").utf16)) }
    }

    // UIKit/UITextView/attributedText
    @available(iOS 6.0, *)
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text) }
        set {
            let string = newValue?.string ?? ""
            if let newValue, newValue.length > 0,
                let font = newValue.attribute(ModelFontMetrics.fontKey, at: 0, effectiveRange: nil) as? UIFont
            {
                storedFont = font
            }
            setContents(Array(string.utf16))
        }
    }

    /// Setting the text from code: no delegate callbacks, the caret to the end, the undo stack cleared.
    private func setContents(_ newUnits: [UInt16]) {
        units = newUnits
        marked = nil
        selection = NSRange(location: units.count, length: 0)
        undoStack = []
        setNeedsLayout()
    }

    // UIKit/UITextView/font
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue
            AppleModel.current.fontAssignments += 1
        }
    }

    /// The font the text is laid out with: UITextView's default is the 12-point system font.
    package var layoutFont: UIFont { storedFont ?? UIFont.systemFont(ofSize: 12) }

    // UIKit/UITextView/textColor
    open var textColor: UIColor?

    // UIKit/UITextView/textAlignment
    open var textAlignment: NSTextAlignment = .natural

    // UIKit/UITextView/isEditable
    open var isEditable: Bool = true

    // UIKit/UITextView/allowsEditingTextAttributes
    @available(iOS 6.0, *)
    open var allowsEditingTextAttributes: Bool = false

    // UIKit/UITextView/selectedRange
    @available(iOS, introduced: 2.0, deprecated: 27.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    open var selectedRange: NSRange {
        get { selection }
        set {
            let location = Swift.min(Swift.max(newValue.location, 0), units.count)
            let clamped = NSRange(location: location, length: Swift.min(newValue.length, units.count - location))
            guard clamped != selection else { return }
            selection = clamped
            delegate?.textViewDidChangeSelection(self)
        }
    }

    // UIKit/UITextView/typingAttributes
    @available(iOS 6.0, *)
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { [ModelFontMetrics.fontKey: layoutFont] }
        set {}
    }

    // UIKit/UITextView/textContainer
    @available(iOS 7.0, *)
    open var textContainer: NSTextContainer { storedTextContainer }

    // UIKit/UITextView/textStorage
    @available(iOS 7.0, *)
    open var textStorage: NSTextStorage { NSTextStorage(string: text) }

    // UIKit/UITextView/textContainerInset
    @available(iOS 7.0, *)
    open var textContainerInset: UIEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    // UIKit/UITextView/inputAccessoryView
    @available(visionOS, unavailable)
    open var inputAccessoryView: UIView?

    // UIKit/UIContentSizeCategoryAdjusting/adjustsFontForContentSizeCategory
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool = false

    // UIKit/UIResponderStandardEditActions/paste(_:)
    @available(iOS 3.0, *)
    open func paste(_ sender: Any?) {
        insertText(AppleModel.current.pasteboard)
    }

    // UIKit/UITextInput/markedTextRange
    @available(iOS 3.2, *)
    open var markedTextRange: UITextRange? { marked.map(UITextRange.init(range:)) }

    // UIKit/UITextInput/selectedTextRange
    @available(iOS 3.2, *)
    open var selectedTextRange: UITextRange? {
        get { UITextRange(range: selection) }
        set { if let newValue { selectedRange = newValue.range } }
    }

    // UIKit/UITextInput/beginningOfDocument
    @available(iOS 3.2, *)
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    // UIKit/UITextInput/position(from:offset:)
    @available(iOS 3.2, *)
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard AppleModel.current.isOn(.offsetsCountCharacters) else {
            let target = position.offset + offset
            return (0...units.count).contains(target) ? UITextPosition(offset: target) : nil
        }
        // Offsets in composed characters: walk whole characters from the position.
        let text = String(decoding: units, as: UTF16.self)
        guard let start = text.utf16.index(text.utf16.startIndex, offsetBy: position.offset, limitedBy: text.utf16.endIndex),
            let target = text.index(start, offsetBy: offset, limitedBy: offset < 0 ? text.startIndex : text.endIndex)
        else { return nil }
        return UITextPosition(offset: text.utf16.distance(from: text.utf16.startIndex, to: target))
    }

    // UIKit/UITextInput/textRange(from:to:)
    @available(iOS 3.2, *)
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let lower = Swift.min(fromPosition.offset, toPosition.offset)
        return UITextRange(range: NSRange(location: lower, length: abs(toPosition.offset - fromPosition.offset)))
    }

    // UIKit/UITextInput/replace(_:withText:)
    @available(iOS 3.2, *)
    open func replace(_ range: UITextRange, withText text: String) {
        let model = AppleModel.current
        if !isEditable && model.isOn(.replaceRefusedWhenNotEditable) { return }
        let silent = model.isOn(.replaceIsSilent)
        edit(
            range.range, with: text, asking: !silent, notifying: !silent,
            registersUndo: !model.isOn(.replaceRegistersNoUndo), caretAfter: !model.isOn(.replaceLeavesCaretBefore))
    }

    // UIKit/UITextInput/caretRect(for:)
    @available(iOS 3.2, *)
    open func caretRect(for position: UITextPosition) -> CGRect {
        let caret = layout(width: bounds.width).caret(at: position.offset)
        return CGRect(
            x: textContainerInset.left + textContainer.lineFragmentPadding + caret.x,
            y: textContainerInset.top + caret.top, width: 2, height: caret.height)
    }

    // UIKit/UITextInput/setMarkedText(_:selectedRange:)
    @available(iOS 3.2, *)
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let model = AppleModel.current
        let silent = model.isOn(.markedTextSendsNoDidChange)
        let applied = edit(
            marked ?? selection, with: markedText ?? "", asking: !model.isOn(.markedTextSkipsShouldChange),
            notifying: !silent, marking: true)
        if let marked { selection = NSRange(location: marked.location + selectedRange.location, length: 0) }
        if applied && silent { delegate?.textViewDidChangeSelection(self) }
    }

    // The committed text stays and no character changes: a text change is reported, or by the switch only a
    // selection change.
    // UIKit/UITextInput/unmarkText()
    @available(iOS 3.2, *)
    open func unmarkText() {
        guard marked != nil else { return }
        marked = nil
        if AppleModel.current.isOn(.unmarkSendsOnlySelection) {
            delegate?.textViewDidChangeSelection(self)
        } else {
            notify()
        }
    }

    // With marked text, this is the input method committing a candidate: no shouldChangeTextIn, then
    // textViewDidChange with the marking gone.
    // UIKit/UIKeyInput/insertText(_:)
    open func insertText(_ text: String) {
        guard isEditable else { return }
        edit(marked ?? selection, with: text, asking: marked == nil, notifying: true, scrollsToCaret: true)
    }

    // UIKit/UIKeyInput/deleteBackward()
    open func deleteBackward() {
        guard isEditable else { return }
        var range = marked ?? selection
        if range.length == 0 {
            guard range.location > 0 else { return }
            let before = String(decoding: units[0..<range.location], as: UTF16.self)
            let length = before.last.map { $0.utf16.count } ?? 1
            range = NSRange(location: range.location - length, length: length)
        }
        edit(range, with: "", asking: true, notifying: true, scrollsToCaret: true)
    }

    /// Autocorrection or a predictive suggestion replacing a word the user typed.
    package func autocorrect(_ range: NSRange, with text: String) {
        edit(range, with: text, asking: !AppleModel.current.isOn(.autocorrectionBypassesShouldChange), notifying: true)
    }

    /// Undo (shake, ⌘Z, three-finger swipe): reverts the last edit, tells the delegate the text changed (or by the
    /// switch not), and posts the undo manager's notification.
    package func undo() {
        guard let last = undoStack.popLast() else { return }
        let restored = String(decoding: last.replaced, as: UTF16.self)
        let notifying = !AppleModel.current.isOn(.undoIsSilent)
        edit(last.range, with: restored, asking: false, notifying: notifying, registersUndo: false)
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: undoManager)
    }

    /// A tap that moves the caret.
    package func userSelect(_ range: NSRange) {
        selection = range
        marked = nil
        delegate?.textViewDidChangeSelection(self)
    }

    /// Applies an edit; `false` if the delegate refused it. An edit the user typed scrolls to the caret at the moment
    /// the switches of `uikit.textview.scrollToCaretTiming` give.
    @discardableResult
    private func edit(
        _ range: NSRange, with text: String, asking: Bool, notifying: Bool, marking: Bool = false,
        registersUndo: Bool = true, caretAfter: Bool = true, scrollsToCaret: Bool = false
    ) -> Bool {
        let lower = Swift.min(range.location, units.count)
        let upper = Swift.min(range.location + range.length, units.count)
        let clamped = NSRange(location: lower, length: upper - lower)
        if asking, let delegate, !delegate.textView(self, shouldChangeTextIn: clamped, replacementText: text) {
            return false
        }
        let inserted = Array(text.utf16)
        if registersUndo {
            undoStack.append((NSRange(location: lower, length: inserted.count), Array(units[lower..<upper])))
        }
        units.replaceSubrange(lower..<upper, with: inserted)
        marked = marking && !inserted.isEmpty ? NSRange(location: lower, length: inserted.count) : nil
        selection = NSRange(location: caretAfter ? lower + inserted.count : lower, length: 0)
        setNeedsLayout()
        let moment = scrollsToCaret ? CaretScrollMoment.current : nil
        if moment == .beforeChangeCallbacks { scrollCaretToVisibleAsTheTextSystemDoes() }
        if notifying { notify() }
        if moment == .afterChangeCallbacks { scrollCaretToVisibleAsTheTextSystemDoes() }
        if moment == .atNextLayout { scrollsToCaretAtLayout = true }
        return true
    }

    /// When the text system scrolls to the caret after an edit the user typed.
    package enum CaretScrollMoment {
        case beforeChangeCallbacks, afterChangeCallbacks, atNextLayout

        @MainActor package static var current: CaretScrollMoment {
            let model = AppleModel.current
            if model.isOn(.caretScrolledAtNextLayout) { return .atNextLayout }
            return model.isOn(.caretScrolledBeforeChangeCallbacks) ? .beforeChangeCallbacks : .afterChangeCallbacks
        }
    }

    // The text system's deferred scroll to the caret, with the bounds the superview has applied by now.
    // UIKit/UIView/layoutSubviews()
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard scrollsToCaretAtLayout else { return }
        scrollsToCaretAtLayout = false
        scrollCaretToVisibleAsTheTextSystemDoes()
    }

    private func notify() {
        if AppleModel.current.isOn(.selectionAfterDidChange) {
            delegate?.textViewDidChange(self)
            delegate?.textViewDidChangeSelection(self)
        } else {
            delegate?.textViewDidChangeSelection(self)
            delegate?.textViewDidChange(self)
        }
    }

    /// The text system keeps the caret in view while the user types, with the bounds the view has at the time.
    private func scrollCaretToVisibleAsTheTextSystemDoes() {
        guard isFirstResponder, !AppleModel.current.isOn(.textSystemDoesNotScrollToCaret) else { return }
        scrollRectToVisible(caretRect(for: UITextPosition(offset: selection.location)), animated: false)
    }

    private func layout(width: CGFloat) -> ModelTextLayout {
        let inset = textContainerInset
        return ModelTextLayout(
            text: text, font: layoutFont,
            width: width - inset.left - inset.right - 2 * textContainer.lineFragmentPadding)
    }

    // UIKit/UIView/sizeThatFits(_:)
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let lines = layout(width: size.width).lines
        var height = lines.reduce(0) { $0 + $1.height }
        if AppleModel.current.isOn(.trailingLineBreakNotMeasured), units.last == 0x0A, let last = lines.last {
            height -= last.height
        }
        let inset = textContainerInset
        let used = (lines.map(\.width).max() ?? 0) + 2 * textContainer.lineFragmentPadding + inset.left + inset.right
        return CGSize(width: Swift.min(used, size.width), height: height + inset.top + inset.bottom)
    }

    // The content is as wide as the view: the text wraps at its width.
    // UIKit/UIScrollView/contentSize
    open override var contentSize: CGSize {
        get {
            let fitting = sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
            return CGSize(width: bounds.width, height: fitting.height)
        }
        set {}
    }

    // UIKit/UIResponder/becomeFirstResponder()
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let model = AppleModel.current
        if model.isInSwiftUIUpdate { model.fail("becomeFirstResponder() called during a SwiftUI view update") }
        guard window != nil, isEditable || model.isOn(.focusSucceedsWhenNotEditable) else { return false }
        if isFirstResponder { return true }
        if let current = model.firstResponder, !current.resignFirstResponder() { return false }
        model.firstResponder = self
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    // UIKit/UIResponder/resignFirstResponder()
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        marked = nil
        AppleModel.current.firstResponder = nil
        delegate?.textViewDidEndEditing(self)
        return true
    }

    // The text system's handling of a key press that reached the text view: Return inserts a line break.
    // UIKit/UIResponder/pressesBegan(_:with:)
    @available(iOS 9.0, *)
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, key.keyCode == .keyboardReturnOrEnter || key.keyCode == .keypadEnter
        else { return }
        heldKeyReachedTextSystem = true
        insertText("\n")
    }

    /// A hardware Return held down for `repeats` key repeats, then released: `pressesBegan` once, the line break
    /// again for each repeat without a new `pressesBegan` (only when the first press reached the text system, or
    /// by the switch always), then `pressesEnded` once.
    package func holdReturnKey(modifiers: UIKeyModifierFlags = [], repeats: Int = 0) {
        let presses: Set<UIPress> = [UIPress(key: UIKey(keyCode: .keyboardReturnOrEnter, modifierFlags: modifiers))]
        let event = UIPressesEvent()
        heldKeyReachedTextSystem = false
        pressesBegan(presses, with: event)
        let repeatsReachTextSystem =
            heldKeyReachedTextSystem || AppleModel.current.isOn(.keyRepeatsReachTextSystemRegardless)
        for _ in 0..<repeats where repeatsReachTextSystem { insertText("\n") }
        pressesEnded(presses, with: event)
    }

    // UIKit/UITraitEnvironment/traitCollectionDidChange(_:)
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        if adjustsFontForContentSizeCategory, let storedFont {
            self.storedFont = storedFont.rescaled(to: traitCollection.preferredContentSizeCategory)
        }
    }

    // UIKit/UITextInputTraits/keyboardType
    open var keyboardType: UIKeyboardType = .default

    // UIKit/UITextInputTraits/autocapitalizationType
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences

    // UIKit/UITextInputTraits/autocorrectionType
    open var autocorrectionType: UITextAutocorrectionType = .default

    // UIKit/UITextInputTraits/returnKeyType
    open var returnKeyType: UIReturnKeyType = .default

    // UIKit/UITextInputTraits/enablesReturnKeyAutomatically
    open var enablesReturnKeyAutomatically = false

    // UIKit/UITextInputTraits/textContentType
    @available(iOS 10.0, *)
    open var textContentType: UITextContentType!
}

//
// Apple declares the delegate protocols `@objc` with optional requirements. Linux's NSObject is not an
// Objective-C class, so `@objc` requirements cannot take `UITextView` parameters here: the stub declares the
// requirements with empty default implementations instead. Conforming types are written the same way; calling a
// requirement through optional chaining (`delegate?.textViewDidChange?(view)`) would not type-check, and the
// adapters never do it.

// UIKit/UITextViewDelegate
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor public protocol UITextViewDelegate: NSObjectProtocol, UIScrollViewDelegate {
    // UIKit/UITextViewDelegate/textViewDidBeginEditing(_:)
    func textViewDidBeginEditing(_ textView: UITextView)

    // UIKit/UITextViewDelegate/textViewDidEndEditing(_:)
    func textViewDidEndEditing(_ textView: UITextView)

    // UIKit/UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool

    // UIKit/UITextViewDelegate/textViewDidChange(_:)
    func textViewDidChange(_ textView: UITextView)

    // UIKit/UITextViewDelegate/textViewDidChangeSelection(_:)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    // UIKit/UITextViewDelegate/textViewDidBeginEditing(_:)
    public func textViewDidBeginEditing(_ textView: UITextView) {}

    // UIKit/UITextViewDelegate/textViewDidEndEditing(_:)
    public func textViewDidEndEditing(_ textView: UITextView) {}

    // UIKit/UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)
    public func textView(
        _ textView: UITextView,
        shouldChangeTextIn range: NSRange,
        replacementText text: String
    ) -> Bool { true }

    // UIKit/UITextViewDelegate/textViewDidChange(_:)
    public func textViewDidChange(_ textView: UITextView) {}

    // UIKit/UITextViewDelegate/textViewDidChangeSelection(_:)
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

// UIKit/UITextPosition
@available(iOS 3.2, *)
@MainActor open class UITextPosition: NSObject {
    package let offset: Int

    package init(offset: Int) { self.offset = offset }
}

// UIKit/UITextRange
@available(iOS 3.2, *)
@MainActor open class UITextRange: NSObject {
    package let range: NSRange

    package init(range: NSRange) { self.range = range }

    // UIKit/UITextRange/end
    open var end: UITextPosition { UITextPosition(offset: range.location + range.length) }
}

// UIKit/UIKeyboardType
public enum UIKeyboardType: Int, Sendable {
    // UIKit/UIKeyboardType/default
    case `default` = 0

    // UIKit/UIKeyboardType/asciiCapable
    case asciiCapable = 1

    // UIKit/UIKeyboardType/numbersAndPunctuation
    case numbersAndPunctuation = 2

    // UIKit/UIKeyboardType/URL
    case URL = 3

    // UIKit/UIKeyboardType/numberPad
    case numberPad = 4

    // UIKit/UIKeyboardType/phonePad
    case phonePad = 5

    // UIKit/UIKeyboardType/namePhonePad
    case namePhonePad = 6

    // UIKit/UIKeyboardType/emailAddress
    case emailAddress = 7

    // UIKit/UIKeyboardType/decimalPad
    case decimalPad = 8

    // UIKit/UIKeyboardType/twitter
    case twitter = 9

    // UIKit/UIKeyboardType/webSearch
    case webSearch = 10

    // UIKit/UIKeyboardType/asciiCapableNumberPad
    case asciiCapableNumberPad = 11
}

// UIKit/UITextAutocapitalizationType
public enum UITextAutocapitalizationType: Int, Sendable {
    // UIKit/UITextAutocapitalizationType/none
    case none = 0

    // UIKit/UITextAutocapitalizationType/words
    case words = 1

    // UIKit/UITextAutocapitalizationType/sentences
    case sentences = 2

    // UIKit/UITextAutocapitalizationType/allCharacters
    case allCharacters = 3
}

// UIKit/UITextAutocorrectionType
public enum UITextAutocorrectionType: Int, Sendable {
    // UIKit/UITextAutocorrectionType/default
    case `default` = 0

    // UIKit/UITextAutocorrectionType/no
    case no = 1

    // UIKit/UITextAutocorrectionType/yes
    case yes = 2
}

// UIKit/UIReturnKeyType
public enum UIReturnKeyType: Int, Sendable {
    // UIKit/UIReturnKeyType/default
    case `default` = 0

    // UIKit/UIReturnKeyType/go
    case go = 1

    // UIKit/UIReturnKeyType/google
    case google = 2

    // UIKit/UIReturnKeyType/join
    case join = 3

    // UIKit/UIReturnKeyType/next
    case next = 4

    // UIKit/UIReturnKeyType/route
    case route = 5

    // UIKit/UIReturnKeyType/search
    case search = 6

    // UIKit/UIReturnKeyType/send
    case send = 7

    // UIKit/UIReturnKeyType/yahoo
    case yahoo = 8

    // UIKit/UIReturnKeyType/done
    case done = 9

    // UIKit/UIReturnKeyType/emergencyCall
    case emergencyCall = 10

    // UIKit/UIReturnKeyType/continue
    case `continue` = 11
}

// UIKit/UITextContentType
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    // UIKit/UITextContentType/init(rawValue:)
    public init(rawValue: String) { self.rawValue = rawValue }

    // UIKit/UITextContentType/rawValue
    public var rawValue: String
}
