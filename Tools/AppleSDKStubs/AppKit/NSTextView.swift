// AppKit/NSText
@MainActor open class NSText: NSView {
    /// The characters, which NSString stores in UTF-16 code units; ranges are NSRanges over these.
    let storage = NSTextStorage(string: "")
    var storedFont = NSFont(size: 12)

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
    open var textColor: NSColor?

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
    private var selection = NSRange(location: 0, length: 0)
    private var marked: NSRange?
    private var container = NSTextContainer()
    private var askingDelegate = false
    private var inEditingSequence = false
    /// Whether the delegate allowed this editing session (from becoming first responder to resigning) to begin.
    private var editingSessionBegan = false
    private var changeNotificationPending = false
    /// Undoable edits, oldest first: the range the new text covers and the text it replaced.
    package private(set) var undoStack: [(range: NSRange, replaced: String)] = []

    // AppKit/NSTextView/init(frame:)
    public override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        if AppleModel.current.isOn(.maxSizeEqualsInitialFrame) { maxSize = frameRect.size }
        minSize = frameRect.size
        storage.owner = self
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
    open func setSelectedRange(_ charRange: NSRange) {
        let location = Swift.min(Swift.max(charRange.location, 0), storage.length)
        selection = NSRange(location: location, length: Swift.min(charRange.length, storage.length - location))
        postSelectionChange()
    }

    // AppKit/NSTextInputClient/hasMarkedText()
    open func hasMarkedText() -> Bool { marked != nil }

    // AppKit/NSTextInputClient/markedRange()
    open func markedRange() -> NSRange { marked ?? NSRange(location: NSNotFound, length: 0) }

    // AppKit/NSTextView/shouldChangeText(in:replacementString:)
    open func shouldChangeText(in affectedCharRange: NSRange, replacementString: String?) -> Bool {
        guard isEditable else { return false }
        if !editingSessionBegan {
            let allowed = ObjCMessage.send("textShouldBeginEditing:", to: delegate) { $0.textShouldBeginEditing(self) }
            guard allowed ?? true else { return false }
            editingSessionBegan = true
        }
        // An edit the delegate asks for from inside the callback asks again: the outer callback is still running.
        let wasAskingDelegate = askingDelegate
        askingDelegate = true
        defer { askingDelegate = wasAskingDelegate }
        let allowed =
            delegate?.textView(self, shouldChangeTextIn: affectedCharRange, replacementString: replacementString)
            ?? true
        if allowed { inEditingSequence = true }
        return allowed
    }

    // AppKit/NSTextView/didChangeText()
    open func didChangeText() {
        inEditingSequence = false
        if AppleModel.current.isOn(.didChangeDeferred) {
            guard !changeNotificationPending else { return }
            changeNotificationPending = true
            DispatchQueue.main.async { [weak self] in
                self?.changeNotificationPending = false
                self?.postTextChange()
            }
        } else {
            postTextChange()
        }
    }

    private func postTextChange() {
        delegate?.textDidChange(Notification(name: Notification.Name("NSTextDidChangeNotification"), object: self))
    }

    private func postSelectionChange() {
        delegate?.textViewDidChangeSelection(
            Notification(name: Notification.Name("NSTextViewDidChangeSelectionNotification"), object: self))
    }

    // AppKit/NSTextInputClient/insertText(_:replacementRange:)
    open func insertText(_ string: Any, replacementRange: NSRange) {
        let text = (string as? String) ?? ""
        let range = replacementRange.location == NSNotFound ? (marked ?? selection) : replacementRange
        userEdit(range, with: text, marking: false)
    }

    // AppKit/NSTextInputClient/setMarkedText(_:selectedRange:replacementRange:)
    open func setMarkedText(_ string: Any, selectedRange: NSRange, replacementRange: NSRange) {
        let text = (string as? String) ?? ""
        var range = marked ?? selection
        if replacementRange.location != NSNotFound, let marked {
            range = NSRange(location: marked.location + replacementRange.location, length: replacementRange.length)
        }
        let notifying = !AppleModel.current.isOn(.setMarkedTextPostsNoChange)
        guard userEdit(range, with: text, marking: true, notifying: notifying) else { return }
        if let marked { selection = NSRange(location: marked.location + selectedRange.location, length: 0) }
    }

    // The marked text stays as if inserted; no character changes, so only the selection is announced.
    // AppKit/NSTextInputClient/unmarkText()
    open func unmarkText() {
        guard marked != nil else { return }
        marked = nil
        postSelectionChange()
    }

    private lazy var ownInputContext = NSTextInputContext(owner: self)

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
    open override func scrollRangeToVisible(_ range: NSRange) {
        guard let clip = superview as? NSClipView else { return }
        clip.scrollToVisible(caretRect(at: range.location))
    }

    /// Typing, deleting, pasting and the input method: asked first, registered with the undo manager, announced
    /// after, the caret kept in view. `false` if the change was refused.
    @discardableResult
    private func userEdit(_ range: NSRange, with text: String, marking: Bool, notifying: Bool = true) -> Bool {
        guard isEditable else { return false }
        let lower = Swift.min(range.location, storage.length)
        let clamped = NSRange(location: lower, length: Swift.min(range.location + range.length, storage.length) - lower)
        guard shouldChangeText(in: clamped, replacementString: text) else { return false }
        storage.replaceCharacters(in: clamped, with: text)
        let length = (text as NSString).length
        marked = marking && length > 0 ? NSRange(location: lower, length: length) : nil
        selection = NSRange(location: lower + length, length: 0)
        if !notifying {
            inEditingSequence = false
        } else if AppleModel.current.isOn(.didChangeThenSelection) {
            didChangeText()
            postSelectionChange()
        } else {
            postSelectionChange()
            didChangeText()
        }
        scrollRangeToVisible(selection)
        return true
    }

    /// Called by the storage after every change to its characters, whoever made it.
    func storageDidReplace(_ range: NSRange, with replacement: NSRange, replaced: String) {
        let model = AppleModel.current
        if askingDelegate { model.fail("text storage edited inside shouldChangeText(in:replacementString:)") }
        if inEditingSequence && allowsUndo { undoStack.append((replacement, replaced)) }
        let delta = replacement.length - range.length
        if selection.location >= range.location + range.length {
            selection.location += delta
        } else if selection.location > range.location {
            selection = NSRange(location: replacement.location + replacement.length, length: 0)
        }
        selection.location = Swift.min(selection.location, storage.length)
        selection.length = Swift.min(selection.length, storage.length - selection.location)
        if let current = marked, current.location + current.length > storage.length { marked = nil }
        sizeToFitText()
    }

    override func frameSizeDidChange(from old: NSSize) {
        if old.width != frame.width { sizeToFitText() }
    }

    /// The width lines are laid out in: the container's, less the line fragment padding at both ends.
    private var lineWidth: CGFloat {
        let containerWidth =
            container.widthTracksTextView ? frame.width - 2 * textContainerInset.width : container.containerSize.width
        return containerWidth - 2 * container.lineFragmentPadding
    }

    package var layout: ModelTextLayout {
        ModelTextLayout(text: storage.string, fontSize: storedFont.size, width: lineWidth)
    }

    /// Where the caret at `offset` is drawn, in the text view's coordinates.
    package func caretRect(at offset: Int) -> NSRect {
        let caret = layout.caret(at: offset)
        return NSRect(
            x: textContainerInset.width + container.lineFragmentPadding + caret.x,
            y: textContainerInset.height + caret.top, width: 1, height: caret.height)
    }

    /// A vertically resizable text view takes its text's height, within its minimum and maximum sizes.
    private func sizeToFitText() {
        guard isVerticallyResizable else { return }
        let height = Swift.min(
            Swift.max(layout.height + 2 * textContainerInset.height, minSize.height), maxSize.height)
        if height != frame.height { frame.size.height = height }
        (superview as? NSClipView)?.clampScrollPosition()
    }

    /// The user typing one key's text.
    package func type(_ text: String) {
        for character in text { insertText(String(character), replacementRange: NSRange(location: NSNotFound, length: 0)) }
    }

    /// Backspace: the selection, or the character before the caret.
    package func deleteBackwardKey() {
        var range = marked ?? selection
        if range.length == 0 {
            guard range.location > 0 else { return }
            let before = (storage.string as NSString).substring(to: range.location)
            let length = before.last.map { $0.utf16.count } ?? 1
            range = NSRange(location: range.location - length, length: length)
        }
        userEdit(range, with: "", marking: false)
    }

    /// ⌘V: the pasteboard's text replaces the selection.
    package func pasteKey() {
        userEdit(marked ?? selection, with: AppleModel.current.pasteboard, marking: false)
    }

    /// The input method showing `text` as marked text, the caret at its end.
    package func compose(_ text: String) {
        setMarkedText(
            text, selectedRange: NSRange(location: (text as NSString).length, length: 0),
            replacementRange: NSRange(location: NSNotFound, length: 0))
    }

    /// The input method committing `text` in place of the marked text.
    package func commit(_ text: String) {
        if AppleModel.current.isOn(.commitViaUnmarkText) {
            compose(text)
            unmarkText()
        } else {
            insertText(text, replacementRange: NSRange(location: NSNotFound, length: 0))
        }
    }

    /// Return with `modifiers` held: the input method takes it while composing; otherwise it arrives as a key
    /// binding command, and a newline is inserted unless the delegate handled it.
    package func pressReturn(_ modifiers: NSEvent.ModifierFlags = []) {
        if let marked {
            commit((storage.string as NSString).substring(with: marked))
            return
        }
        let model = AppleModel.current
        model.modifierFlags = modifiers
        defer { model.modifierFlags = [] }
        let command =
            modifiers.contains(.option)
            ? "insertNewlineIgnoringFieldEditor:" : modifiers.contains(.control) ? "insertLineBreak:" : "insertNewline:"
        if delegate?.textView(self, doCommandBy: Selector(command)) == true { return }
        type("\n")
    }

    /// ⌘Z: reverts the last undoable edit as an editing change.
    package func undo() {
        guard let last = undoStack.popLast() else { return }
        guard isEditable else { return }
        storage.replaceCharacters(in: last.range, with: last.replaced)
        selection = NSRange(location: last.range.location + (last.replaced as NSString).length, length: 0)
        didChangeText()
    }
}

// AppKit/NSTextInputContext
@available(macOS 10.6, *)
@MainActor open class NSTextInputContext: NSObject {
    private weak var owner: NSTextView?
    /// How many conversion sessions the input method was told to drop.
    package private(set) var discardedSessions = 0

    init(owner: NSTextView) {
        self.owner = owner
        super.init()
    }

    // The client is to clear its own marked range when it sends this; the input method then drops its session.
    // AppKit/NSTextInputContext/discardMarkedText()
    @available(macOS 10.6, *)
    open func discardMarkedText() {
        if owner?.hasMarkedText() == true {
            AppleModel.current.fail("discardMarkedText() sent while the text view still has marked text")
        }
        discardedSessions += 1
    }
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

    // Foundation/NSMutableAttributedString/replaceCharacters(in:with:)
    open override func replaceCharacters(in range: NSRange, with str: String) {
        let replaced = (string as NSString).substring(with: range)
        super.replaceCharacters(in: range, with: str)
        let replacement = NSRange(location: range.location, length: (str as NSString).length)
        let owner = owner
        MainActor.assumeIsolated { owner?.storageDidReplace(range, with: replacement, replaced: replaced) }
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
    open override var fittingSize: NSSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
        let layout = ModelTextLayout(text: stringValue, fontSize: (font ?? NSFont(size: 13)).size, width: width)
        return NSSize(width: layout.usedWidth, height: layout.height)
    }
}

// AppKit/NSFont
open class NSFont: NSObject, @unchecked Sendable {
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
    private static let text = NSColor()
    private static let placeholder = NSColor()

    // AppKit/NSColor/textColor
    open class var textColor: NSColor { text }

    // AppKit/NSColor/placeholderTextColor
    @available(macOS 10.10, *)
    open class var placeholderTextColor: NSColor { placeholder }
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
    ) -> NSRect {
        let font = length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? NSFont : nil
        let layout = ModelTextLayout(text: string, fontSize: (font ?? NSFont(size: 12)).size, width: size.width)
        return NSRect(x: 0, y: 0, width: layout.usedWidth, height: layout.height)
    }
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
