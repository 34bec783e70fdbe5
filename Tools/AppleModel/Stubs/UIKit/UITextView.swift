// The API of UITextView as Apple declares it, with thin bodies; what the bodies do (the storage, the delegate
// callbacks in the platform's order, the text system's scrolling, measuring) is the model's, in UITextView+Model.swift.

// UIKit/UITextView
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UITextView: UIScrollView {
    // MARK: - The model's state

    /// The text and its attributes, which UIKit keeps in the view's text storage.
    let storedText = NSTextStorage(string: "")
    /// The text in UTF-16 code units, as NSString stores it; ranges are NSRanges over these.
    package var units: [UInt16] { storedText.units }
    var selection = NSRange(location: 0, length: 0)
    var marked: NSRange?
    var storedFont: UIFont?
    var storedTextColor: UIColor?
    var storedTextContainer = NSTextContainer()
    /// Undoable edits, oldest first: the range the new text covers and the text it replaced.
    package internal(set) var undoStack: [(range: NSRange, replaced: [UInt16])] = []
    var scrollsToCaretAtLayout = false
    /// Whether the key held down now was passed on to the text view's own `pressesBegan`.
    var heldKeyReachedTextSystem = false

    // MARK: - Creating

    // UIKit/UITextView/init(frame:textContainer:)
    @available(iOS 7.0, *)
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
        if let textContainer { storedTextContainer = textContainer }
        AppleModel.current.textViewsCreated += 1
        storedText.onAttributesChange = { [weak self] _ in
            MainActor.assumeIsolated { self?.attributesDidChange() }
        }
    }

    // UIKit/UIView/init(frame:)
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    // UIKit/UITextView/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // UIKit/UITextView/delegate
    weak open var delegate: (any UITextViewDelegate)? {
        didSet { delegateWasSet(from: oldValue, to: delegate) }
    }

    package override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }

    // MARK: - Text and attributes

    // UIKit/UITextView/text
    open var text: String! {
        get { String(decoding: units, as: UTF16.self) }
        set { setContents(Array((newValue ?? "").utf16)) }
    }

    // UIKit/UITextView/attributedText
    @available(iOS 6.0, *)
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: storedText) }
        set { setContents(from: newValue) }
    }

    // UIKit/UITextView/font
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue
            AppleModel.current.fontAssignments += 1
        }
    }

    // UIKit/UITextView/textColor
    open var textColor: UIColor? {
        get { firstCharacterColor ?? storedTextColor }
        set {
            storedTextColor = newValue
            colorAllText()
        }
    }

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
        set { select(newValue) }
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
    open var textStorage: NSTextStorage { storedText }

    // UIKit/UITextView/textContainerInset
    @available(iOS 7.0, *)
    open var textContainerInset: UIEdgeInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    // UIKit/UITextView/inputAccessoryView
    @available(visionOS, unavailable)
    open var inputAccessoryView: UIView?

    // UIKit/UIContentSizeCategoryAdjusting/adjustsFontForContentSizeCategory
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool = false

    // MARK: - Editing

    // UIKit/UIResponderStandardEditActions/paste(_:)
    @available(iOS 3.0, *)
    @objc open func paste(_ sender: Any?) { pasteText() }

    // UIKit/UIResponder/canPerformAction(_:withSender:)
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformModelAction(action)
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
        movedPosition(from: position, offset: offset)
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
        replaceThroughTextInput(range.range, with: text)
    }

    // UIKit/UITextInput/caretRect(for:)
    @available(iOS 3.2, *)
    open func caretRect(for position: UITextPosition) -> CGRect {
        caretRectangle(at: position.offset)
    }

    // UIKit/UITextInput/setMarkedText(_:selectedRange:)
    @available(iOS 3.2, *)
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        compose(markedText ?? "", selectedRange: selectedRange)
    }

    // UIKit/UITextInput/unmarkText()
    @available(iOS 3.2, *)
    open func unmarkText() {
        endComposition()
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
        guard isEditable, let range = rangeBackspaceDeletes() else { return }
        edit(range, with: "", asking: true, notifying: true, scrollsToCaret: true)
    }

    // MARK: - Layout and measuring

    // The text system's deferred scroll to the caret, with the bounds the superview has applied by now.
    // UIKit/UIView/layoutSubviews()
    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollToCaretIfDeferred()
    }

    // UIKit/UIView/sizeThatFits(_:)
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(width: size.width)
    }

    // The content is as wide as the view: the text wraps at its width.
    // UIKit/UIScrollView/contentSize
    open override var contentSize: CGSize {
        get { CGSize(width: bounds.width, height: fittingSize(width: bounds.width).height) }
        set {}
    }

    // MARK: - Responder

    // UIKit/UIResponder/becomeFirstResponder()
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        takeFocus()
    }

    // UIKit/UIResponder/resignFirstResponder()
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        marked = nil
        AppleModel.current.firstResponder = nil
        sendToDelegate("textViewDidEndEditing:", delegate) { $0.textViewDidEndEditing(self) }
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

    /// A Dynamic Type font follows the new content size category.
    package override func systemTraitsDidChange() {
        if adjustsFontForContentSizeCategory, let storedFont {
            self.storedFont = storedFont.rescaled(to: traitCollection.preferredContentSizeCategory)
        }
    }

    // MARK: - Text input traits

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
    public let rawValue: String
}
