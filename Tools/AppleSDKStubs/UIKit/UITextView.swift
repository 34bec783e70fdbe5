// UIKit/UITextView
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UITextView: UIScrollView {
    // UIKit/UITextView/init(frame:textContainer:)
    @available(iOS 7.0, *)
    public init(frame: CGRect, textContainer: NSTextContainer?) { fatalError() }

    // UIKit/UIView/init(frame:)
    public override convenience init(frame: CGRect) { fatalError() }

    // UIKit/UITextView/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // UIKit/UITextView/delegate
    weak open var delegate: (any UITextViewDelegate)?

    // UIKit/UITextView/text
    open var text: String! {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextView/attributedText
    @available(iOS 6.0, *)
    open var attributedText: NSAttributedString! {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextView/font
    open var font: UIFont? {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextView/textColor
    open var textColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextView/textAlignment
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextView/isEditable
    open var isEditable: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextView/allowsEditingTextAttributes
    @available(iOS 6.0, *)
    open var allowsEditingTextAttributes: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextView/selectedRange
    @available(iOS, introduced: 2.0, deprecated: 27.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    open var selectedRange: NSRange {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextView/typingAttributes
    @available(iOS 6.0, *)
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextView/textContainer
    @available(iOS 7.0, *)
    open var textContainer: NSTextContainer { fatalError() }

    // UIKit/UITextView/textStorage
    @available(iOS 7.0, *)
    open var textStorage: NSTextStorage { fatalError() }

    // UIKit/UITextView/textContainerInset
    @available(iOS 7.0, *)
    open var textContainerInset: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextView/inputAccessoryView
    @available(visionOS, unavailable)
    open var inputAccessoryView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIContentSizeCategoryAdjusting/adjustsFontForContentSizeCategory
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIResponderStandardEditActions/paste(_:)
    @available(iOS 3.0, *)
    open func paste(_ sender: Any?) { fatalError() }

    // UIKit/UITextInput/markedTextRange
    @available(iOS 3.2, *)
    open var markedTextRange: UITextRange? { fatalError() }

    // UIKit/UITextInput/selectedTextRange
    @available(iOS 3.2, *)
    open var selectedTextRange: UITextRange? {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextInput/beginningOfDocument
    @available(iOS 3.2, *)
    open var beginningOfDocument: UITextPosition { fatalError() }

    // UIKit/UITextInput/position(from:offset:)
    @available(iOS 3.2, *)
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }

    // UIKit/UITextInput/textRange(from:to:)
    @available(iOS 3.2, *)
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        fatalError()
    }

    // UIKit/UITextInput/replace(_:withText:)
    @available(iOS 3.2, *)
    open func replace(_ range: UITextRange, withText text: String) { fatalError() }

    // UIKit/UITextInput/caretRect(for:)
    @available(iOS 3.2, *)
    open func caretRect(for position: UITextPosition) -> CGRect { fatalError() }

    // UIKit/UITextInputTraits/keyboardType
    open var keyboardType: UIKeyboardType {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextInputTraits/autocapitalizationType
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextInputTraits/autocorrectionType
    open var autocorrectionType: UITextAutocorrectionType {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextInputTraits/returnKeyType
    open var returnKeyType: UIReturnKeyType {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UITextInputTraits/textContentType
    @available(iOS 10.0, *)
    open var textContentType: UITextContentType! {
        get { fatalError() }
        set { fatalError() }
    }
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
}

// UIKit/UITextPosition
@available(iOS 3.2, *)
@MainActor open class UITextPosition: NSObject {}

// UIKit/UITextRange
@available(iOS 3.2, *)
@MainActor open class UITextRange: NSObject {
    // UIKit/UITextRange/end
    open var end: UITextPosition { fatalError() }
}

// UIKit/UIKeyboardType
public enum UIKeyboardType: Int, Sendable {
    // UIKit/UIKeyboardType/default
    case `default` = 0

    // UIKit/UIKeyboardType/URL
    case URL = 3

    // UIKit/UIKeyboardType/emailAddress
    case emailAddress = 7

    // UIKit/UIKeyboardType/twitter
    case twitter = 9
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

    // UIKit/UIReturnKeyType/send
    case send = 7

    // UIKit/UIReturnKeyType/done
    case done = 9
}

// UIKit/UITextContentType
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    // UIKit/UITextContentType/init(rawValue:)
    public init(rawValue: String) { self.rawValue = rawValue }

    // UIKit/UITextContentType/rawValue
    public var rawValue: String
}
