// AppKit/NSText
@MainActor open class NSText: NSView {
    // AppKit/NSText/string
    open var string: String {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSText/font
    open var font: NSFont? {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSText/textColor
    open var textColor: NSColor? {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSText/alignment
    open var alignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSText/isEditable
    open var isEditable: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSText/isRichText
    open var isRichText: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSText/drawsBackground
    open var drawsBackground: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSText/isVerticallyResizable
    open var isVerticallyResizable: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSText/isHorizontallyResizable
    open var isHorizontallyResizable: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSText/scrollRangeToVisible(_:)
    open func scrollRangeToVisible(_ range: NSRange) { fatalError() }
}

// AppKit/NSTextView
@MainActor open class NSTextView: NSText {
    // AppKit/NSTextView/init(frame:)
    public override init(frame frameRect: NSRect) { fatalError() }

    // AppKit/NSTextView/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // AppKit/NSTextView/delegate
    open var delegate: (any NSTextViewDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSTextView/textContainer
    open var textContainer: NSTextContainer? {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSTextView/textContainerInset
    open var textContainerInset: NSSize {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSTextView/textStorage
    open var textStorage: NSTextStorage? { fatalError() }

    // AppKit/NSTextView/allowsUndo
    open var allowsUndo: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSTextView/typingAttributes
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSTextView/isAutomaticSpellingCorrectionEnabled
    @available(macOS 10.6, *)
    open var isAutomaticSpellingCorrectionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSTextView/attributedString()
    open func attributedString() -> NSAttributedString { fatalError() }

    // AppKit/NSTextInputClient/selectedRange()
    open func selectedRange() -> NSRange { fatalError() }

    // AppKit/NSTextView/setSelectedRange(_:)
    open func setSelectedRange(_ charRange: NSRange) { fatalError() }

    // AppKit/NSTextInputClient/hasMarkedText()
    open func hasMarkedText() -> Bool { fatalError() }

    // AppKit/NSTextView/shouldChangeText(in:replacementString:)
    open func shouldChangeText(in affectedCharRange: NSRange, replacementString: String?) -> Bool { fatalError() }

    // AppKit/NSTextView/didChangeText()
    open func didChangeText() { fatalError() }
}

// AppKit/NSTextDelegate
public protocol NSTextDelegate: NSObjectProtocol {
    // AppKit/NSTextDelegate/textDidChange(_:)
    @MainActor func textDidChange(_ notification: Notification)
}

extension NSTextDelegate {
    // AppKit/NSTextDelegate/textDidChange(_:)
    @MainActor public func textDidChange(_ notification: Notification) {}
}

//
// Apple declares the delegate protocols `@objc` with optional requirements. Linux's NSObject is not an
// Objective-C class, so `@objc` requirements cannot take `NSTextView` parameters here: the stub declares the
// requirements with empty default implementations instead (see the UIKit stub's `UITextViewDelegate`).

// AppKit/NSTextViewDelegate
public protocol NSTextViewDelegate: NSTextDelegate {
    // AppKit/NSTextViewDelegate/textView(_:shouldChangeTextIn:replacementString:)
    @MainActor func textView(
        _ textView: NSTextView,
        shouldChangeTextIn affectedCharRange: NSRange,
        replacementString: String?
    ) -> Bool

    // AppKit/NSTextViewDelegate/textViewDidChangeSelection(_:)
    @MainActor func textViewDidChangeSelection(_ notification: Notification)

    // AppKit/NSTextViewDelegate/textView(_:doCommandBy:)
    @MainActor func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool
}

extension NSTextViewDelegate {
    // AppKit/NSTextViewDelegate/textView(_:shouldChangeTextIn:replacementString:)
    @MainActor public func textView(
        _ textView: NSTextView,
        shouldChangeTextIn affectedCharRange: NSRange,
        replacementString: String?
    ) -> Bool { true }

    // AppKit/NSTextViewDelegate/textViewDidChangeSelection(_:)
    @MainActor public func textViewDidChangeSelection(_ notification: Notification) {}

    // AppKit/NSTextViewDelegate/textView(_:doCommandBy:)
    @MainActor public func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool { false }
}

// AppKit/NSTextContainer
open class NSTextContainer: NSObject {
    // AppKit/NSTextContainer/lineFragmentPadding
    open var lineFragmentPadding: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSTextContainer/widthTracksTextView
    open var widthTracksTextView: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// AppKit/NSTextStorage
open class NSTextStorage: NSMutableAttributedString {}

// AppKit/NSTextAlignment
@available(macOS 10.0, *)
public enum NSTextAlignment: Int, Sendable {
    // AppKit/NSTextAlignment/left
    case left = 0

    // AppKit/NSTextAlignment/center
    case center = 1

    // AppKit/NSTextAlignment/right
    case right = 2

    // AppKit/NSTextAlignment/justified
    case justified = 3

    // AppKit/NSTextAlignment/natural
    case natural = 4
}

// AppKit/NSTextField
@MainActor open class NSTextField: NSView {
    // AppKit/NSTextField/init(labelWithString:)
    @available(macOS 10.12, *)
    public convenience init(labelWithString stringValue: String) { fatalError() }

    // AppKit/NSControl/stringValue
    open var stringValue: String {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSControl/font
    open var font: NSFont? {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSTextField/textColor
    open var textColor: NSColor? {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSTextField/preferredMaxLayoutWidth
    @available(macOS 10.8, *)
    open var preferredMaxLayoutWidth: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
}

// AppKit/NSFont
open class NSFont: NSObject, @unchecked Sendable {
    // AppKit/NSFont/preferredFont(forTextStyle:options:)
    @available(macOS 11.0, *)
    open class func preferredFont(
        forTextStyle style: NSFont.TextStyle,
        options: [NSFont.TextStyleOptionKey: Any] = [:]
    ) -> NSFont { fatalError() }

    // AppKit/NSFont/systemFont(ofSize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }

    // AppKit/NSFont/systemFontSize
    open class var systemFontSize: CGFloat { fatalError() }
}

extension NSFont {
    // AppKit/NSFont/TextStyle
    @available(macOS 11.0, *)
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        // AppKit/NSFont/TextStyle/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // AppKit/NSFont/TextStyle/rawValue
        public var rawValue: String

        // AppKit/NSFont/TextStyle/body
        public static let body = TextStyle(rawValue: "NSCTFontBodyUsage")
    }

    // AppKit/NSFont/TextStyleOptionKey
    @available(macOS 11.0, *)
    public struct TextStyleOptionKey: Hashable, RawRepresentable, Sendable {
        // AppKit/NSFont/TextStyleOptionKey/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // AppKit/NSFont/TextStyleOptionKey/rawValue
        public var rawValue: String
    }
}

// AppKit/NSColor
open class NSColor: NSObject, @unchecked Sendable {
    // AppKit/NSColor/textColor
    open class var textColor: NSColor { fatalError() }

    // AppKit/NSColor/placeholderTextColor
    @available(macOS 10.10, *)
    open class var placeholderTextColor: NSColor { fatalError() }
}

extension NSAttributedString.Key {
    // Foundation/NSAttributedString/Key/font
    public static let font = NSAttributedString.Key("NSFont")
}

extension NSAttributedString {
    // Foundation/NSAttributedString/boundingRect(with:options:context:)
    @available(macOS 10.11, *)
    public func boundingRect(
        with size: NSSize,
        options: NSString.DrawingOptions = [],
        context: NSStringDrawingContext?
    ) -> NSRect { fatalError() }
}

extension NSString {
    // Foundation/NSString/DrawingOptions
    public struct DrawingOptions: OptionSet, Sendable {
        // Foundation/NSString/DrawingOptions/init(rawValue:)
        public init(rawValue: Int) { self.rawValue = rawValue }

        // Foundation/NSString/DrawingOptions/rawValue
        public let rawValue: Int

        // Foundation/NSString/DrawingOptions/usesLineFragmentOrigin
        public static var usesLineFragmentOrigin: NSString.DrawingOptions { DrawingOptions(rawValue: 1 << 0) }

        // Foundation/NSString/DrawingOptions/usesFontLeading
        public static var usesFontLeading: NSString.DrawingOptions { DrawingOptions(rawValue: 1 << 1) }
    }
}

// UIKit/NSStringDrawingContext
open class NSStringDrawingContext: NSObject {}
