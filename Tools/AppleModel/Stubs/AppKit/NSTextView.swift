// The AppKit text API the adapters use, as Apple declares it, with thin bodies: the model's behaviour behind them
// (editing, the input method, undo, layout and the scenarios' controls) is in NSTextView+Model.swift.

// AppKit/NSText
@MainActor open class NSText: NSView {
    /// The characters, which NSString stores in UTF-16 code units; ranges are NSRanges over these.
    let storage = NSTextStorage(string: "")
    var storedFont = NSFont(size: 12)
    var storedTextColor: NSColor?

    // AppKit/NSText/string
    open var string: String {
        get { storage.string }
        set { storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: newValue) }
    }

    // AppKit/NSText/font
    open var font: NSFont? {
        get { storedFont }
        set { if let newValue { storedFont = newValue } }
    }

    // AppKit/NSText/textColor
    open var textColor: NSColor? {
        get { firstCharacterColor ?? storedTextColor }
        set {
            storedTextColor = newValue
            colorAllText()
        }
    }

    // AppKit/NSText/alignment
    open var alignment: NSTextAlignment = .natural

    // AppKit/NSText/isEditable
    open var isEditable = true {
        didSet { if isEditable { isSelectable = true } }
    }

    // AppKit/NSText/isSelectable
    open var isSelectable = true

    // AppKit/NSText/isRichText
    open var isRichText = true

    // AppKit/NSText/drawsBackground
    open var drawsBackground = true

    // AppKit/NSText/isVerticallyResizable
    open var isVerticallyResizable = false

    // AppKit/NSText/isHorizontallyResizable
    open var isHorizontallyResizable = false

    // AppKit/NSText/minSize
    open var minSize = NSSize.zero

    // AppKit/NSText/maxSize
    open var maxSize = NSSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    // AppKit/NSText/scrollRangeToVisible(_:)
    open func scrollRangeToVisible(_ range: NSRange) {}
}

// AppKit/NSTextView
@MainActor open class NSTextView: NSText {
    // The model's state; NSTextView+Model.swift works on it.
    var selection = NSRange(location: 0, length: 0)
    var marked: NSRange?
    var container = NSTextContainer()
    var askingDelegate = false
    var inEditingSequence = false
    /// Whether the delegate allowed this editing session (from becoming first responder to resigning) to begin.
    var editingSessionBegan = false
    var changeNotificationPending = false
    /// Undoable edits, oldest first: the range the new text covers and the text it replaced.
    package internal(set) var undoStack: [(range: NSRange, replaced: String)] = []
    lazy var ownInputContext = NSTextInputContext(owner: self)

    // AppKit/NSTextView/init(frame:)
    public override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        prepareModel(frame: frameRect)
    }

    // AppKit/NSTextView/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // AppKit/NSTextView/delegate
    open weak var delegate: (any NSTextViewDelegate)?

    // AppKit/NSTextView/textContainer
    open var textContainer: NSTextContainer? {
        get { container }
        set { if let newValue { container = newValue } }
    }

    // AppKit/NSTextView/textContainerInset
    open var textContainerInset = NSSize.zero {
        didSet { sizeToFitText() }
    }

    // AppKit/NSTextView/textStorage
    open var textStorage: NSTextStorage? { storage }

    // AppKit/NSTextView/allowsUndo
    open var allowsUndo = false

    // AppKit/NSTextView/typingAttributes
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { [.font: storedFont] }
        set {}
    }

    // AppKit/NSTextView/isAutomaticSpellingCorrectionEnabled
    @available(macOS 10.6, *)
    open var isAutomaticSpellingCorrectionEnabled = false

    // AppKit/NSTextView/attributedString()
    open func attributedString() -> NSAttributedString {
        NSAttributedString(string: storage.string, attributes: [.font: storedFont])
    }

    // AppKit/NSTextInputClient/selectedRange()
    open func selectedRange() -> NSRange { selection }

    // AppKit/NSTextView/setSelectedRange(_:)
    open func setSelectedRange(_ charRange: NSRange) { select(charRange) }

    // AppKit/NSTextInputClient/hasMarkedText()
    open func hasMarkedText() -> Bool { marked != nil }

    // AppKit/NSTextInputClient/markedRange()
    open func markedRange() -> NSRange { marked ?? NSRange(location: NSNotFound, length: 0) }

    // AppKit/NSTextView/shouldChangeText(in:replacementString:)
    open func shouldChangeText(in affectedCharRange: NSRange, replacementString: String?) -> Bool {
        askDelegate(toChange: affectedCharRange, to: replacementString)
    }

    // AppKit/NSTextView/didChangeText()
    open func didChangeText() { endEditingStep() }

    // AppKit/NSTextInputClient/insertText(_:replacementRange:)
    open func insertText(_ string: Any, replacementRange: NSRange) {
        insert((string as? String) ?? "", replacing: replacementRange)
    }

    // AppKit/NSTextInputClient/setMarkedText(_:selectedRange:replacementRange:)
    open func setMarkedText(_ string: Any, selectedRange: NSRange, replacementRange: NSRange) {
        mark((string as? String) ?? "", selecting: selectedRange, replacing: replacementRange)
    }

    // AppKit/NSTextInputClient/unmarkText()
    open func unmarkText() { acceptMarkedText() }

    // AppKit/NSTextView/readablePasteboardTypes
    open var readablePasteboardTypes: [NSPasteboard.PasteboardType] { isRichText ? [.rtf, .string] : [.string] }

    // AppKit/NSTextView/writablePasteboardTypes
    open var writablePasteboardTypes: [NSPasteboard.PasteboardType] {
        selection.length == 0 ? [] : isRichText ? [.rtf, .string] : [.string]
    }

    // AppKit/NSTextView/usesFontPanel
    open var usesFontPanel = true

    // AppKit/NSTextView/preferredPasteboardType(from:restrictedToTypesFrom:)
    open func preferredPasteboardType(
        from availableTypes: [NSPasteboard.PasteboardType],
        restrictedToTypesFrom allowedTypes: [NSPasteboard.PasteboardType]?
    ) -> NSPasteboard.PasteboardType? {
        preferredModelType(from: availableTypes, allowed: allowedTypes)
    }

    // AppKit/NSTextView/readSelection(from:)
    open func readSelection(from pboard: NSPasteboard) -> Bool {
        let available = pboard.types ?? []
        guard let type = preferredPasteboardType(from: available, restrictedToTypesFrom: readablePasteboardTypes)
        else { return false }
        return readSelection(from: pboard, type: type)
    }

    // AppKit/NSTextView/readSelection(from:type:)
    open func readSelection(from pboard: NSPasteboard, type: NSPasteboard.PasteboardType) -> Bool {
        readModelSelection(from: pboard, type: type)
    }

    // AppKit/NSView/inputContext
    @available(macOS 10.6, *)
    open override var inputContext: NSTextInputContext? { ownInputContext }

    // AppKit/NSResponder/becomeFirstResponder()
    open override func becomeFirstResponder() -> Bool { isSelectable }

    // AppKit/NSResponder/resignFirstResponder()
    open override func resignFirstResponder() -> Bool {
        editingSessionBegan = false
        unmarkText()
        return true
    }

    // AppKit/NSText/scrollRangeToVisible(_:)
    open override func scrollRangeToVisible(_ range: NSRange) { scrollCaretToVisible(at: range.location) }

    override func frameSizeDidChange(from old: NSSize) {
        if old.width != frame.width { sizeToFitText() }
    }
}

// The SDK marks NSTextInputContext's Sendable conformance unavailable.
@available(*, unavailable)
extension NSTextInputContext: @unchecked Sendable {}

// AppKit/NSTextInputContext
@available(macOS 10.6, *)
@MainActor open class NSTextInputContext: NSObject {
    weak var owner: NSTextView?
    /// How many conversion sessions the input method was told to drop.
    package internal(set) var discardedSessions = 0

    init(owner: NSTextView) {
        self.owner = owner
        super.init()
    }

    // AppKit/NSTextInputContext/discardMarkedText()
    @available(macOS 10.6, *)
    open func discardMarkedText() { dropConversionSession() }
}

// AppKit/NSTextContainer
open class NSTextContainer: NSObject {
    // AppKit/NSTextContainer/lineFragmentPadding
    open var lineFragmentPadding: CGFloat = 5

    // AppKit/NSTextContainer/widthTracksTextView
    open var widthTracksTextView = false

    // AppKit/NSTextContainer/containerSize
    open var containerSize = NSSize(width: 10_000_000, height: 10_000_000)
}

// AppKit/NSTextStorage
open class NSTextStorage: NSMutableAttributedString {
    nonisolated(unsafe) weak var owner: NSTextView?

    // Foundation/NSMutableAttributedString/replaceCharacters(in:with:)-6oq9r
    open override func replaceCharacters(in range: NSRange, with str: String) {
        let replaced = (string as NSString).substring(with: range)
        super.replaceCharacters(in: range, with: str)
        tellOwner(range, replacedBy: str, replaced: replaced)
    }
}

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
    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }

    // AppKit/NSControl/stringValue
    open var stringValue = ""

    // AppKit/NSControl/font
    open var font: NSFont?

    // AppKit/NSTextField/textColor
    open var textColor: NSColor?

    // AppKit/NSTextField/preferredMaxLayoutWidth
    @available(macOS 10.8, *)
    open var preferredMaxLayoutWidth: CGFloat = 0

    // AppKit/NSView/fittingSize
    @available(macOS 10.7, *)
    open override var fittingSize: NSSize { labelSize }
}

// AppKit/NSFont
open class NSFont: NSObject {
    package let size: CGFloat

    package init(size: CGFloat) { self.size = size }

    // ObjectiveC/NSObject/isEqual(_:)
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSFont)?.size == size }

    // AppKit/NSFont/preferredFont(forTextStyle:options:)
    @available(macOS 11.0, *)
    open class func preferredFont(
        forTextStyle style: NSFont.TextStyle,
        options: [NSFont.TextStyleOptionKey: Any] = [:]
    ) -> NSFont { NSFont(size: 13) }

    // AppKit/NSFont/systemFont(ofSize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(size: fontSize) }

    // AppKit/NSFont/systemFontSize
    open class var systemFontSize: CGFloat { 13 }
}

extension NSFont {
    // AppKit/NSFont/TextStyle
    @available(macOS 11.0, *)
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        // AppKit/NSFont/TextStyle/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // AppKit/NSFont/TextStyle/rawValue
        public let rawValue: String

        // AppKit/NSFont/TextStyle/body
        public static let body = TextStyle(rawValue: "NSCTFontBodyUsage")
    }

    // AppKit/NSFont/TextStyleOptionKey
    @available(macOS 11.0, *)
    public struct TextStyleOptionKey: Hashable, RawRepresentable, Sendable {
        // AppKit/NSFont/TextStyleOptionKey/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // AppKit/NSFont/TextStyleOptionKey/rawValue
        public let rawValue: String
    }
}

// AppKit/NSColor
open class NSColor: NSObject, @unchecked Sendable {
    private static let text = NSColor()
    private static let placeholder = NSColor()
    private static let link = NSColor()
    private static let blue = NSColor()
    private static let purple = NSColor()
    private static let orange = NSColor()

    // AppKit/NSColor/textColor
    open class var textColor: NSColor { text }

    // AppKit/NSColor/placeholderTextColor
    @available(macOS 10.10, *)
    open class var placeholderTextColor: NSColor { placeholder }

    // AppKit/NSColor/linkColor
    @available(macOS 10.10, *)
    open class var linkColor: NSColor { link }

    // AppKit/NSColor/systemBlue
    @available(macOS 10.10, *)
    open class var systemBlue: NSColor { blue }

    // AppKit/NSColor/systemPurple
    @available(macOS 10.10, *)
    open class var systemPurple: NSColor { purple }

    // AppKit/NSColor/systemOrange
    @available(macOS 10.10, *)
    open class var systemOrange: NSColor { orange }
}

extension NSAttributedString.Key {
    // Foundation/NSAttributedString/Key/font
    public static let font = NSAttributedString.Key("NSFont")

    // Foundation/NSAttributedString/Key/foregroundColor
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    // Foundation/NSAttributedString/Key/underlineStyle
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}

// AppKit/NSUnderlineStyle
@available(macOS 10.0, *)
public struct NSUnderlineStyle: OptionSet, Sendable {
    // AppKit/NSUnderlineStyle/init(rawValue:)
    public init(rawValue: Int) { self.rawValue = rawValue }

    // AppKit/NSUnderlineStyle/rawValue
    public let rawValue: Int

    // AppKit/NSUnderlineStyle/single
    public static var single: NSUnderlineStyle { NSUnderlineStyle(rawValue: 1) }
}

extension NSAttributedString {
    // Foundation/NSAttributedString/boundingRect(with:options:context:)
    @available(macOS 10.11, *)
    public func boundingRect(
        with size: NSSize,
        options: NSString.DrawingOptions = [],
        context: NSStringDrawingContext?
    ) -> NSRect { laidOutRect(width: size.width) }
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
