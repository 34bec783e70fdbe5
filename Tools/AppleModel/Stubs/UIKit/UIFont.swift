// UIKit/UIFont
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    /// The size the font draws at.
    package let size: CGFloat
    /// The size before Dynamic Type scaling, for a font that follows it (a text style's or a `UIFontMetrics` one).
    package let baseSize: CGFloat?
    /// The text style whose scaling the font follows, if it follows one.
    package let style: UIFont.TextStyle?

    package init(size: CGFloat, baseSize: CGFloat? = nil, style: UIFont.TextStyle? = nil) {
        self.size = size
        self.baseSize = baseSize
        self.style = style
    }

    /// Whether the font is already scaled for Dynamic Type (scaling it again raises).
    package var isScaled: Bool { baseSize != nil }

    /// The font at a content size category (the system's setting by default), for a font that follows Dynamic Type.
    package func rescaled(to category: UIContentSizeCategory? = nil) -> UIFont {
        guard let baseSize else { return self }
        return UIFont(size: ModelFontMetrics.scaled(baseSize, to: category), baseSize: baseSize, style: style)
    }

    // ObjectiveC/NSObject-swift.class/isEqual(_:)
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        let identityOnly = MainActor.assumeIsolated { AppleModel.current.isOn(.preferredFontsCompareUnequal) }
        if baseSize != nil && identityOnly { return self === other }
        return size == other.size && baseSize == other.baseSize && style == other.style
    }

    // ObjectiveC/NSObject-swift.class/hash
    open override var hash: Int { size.hashValue }

    // UIKit/UIFont/preferredFont(forTextStyle:)
    @available(iOS 7.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(size: ModelFontMetrics.scaled(17), baseSize: 17, style: style)
    }

    // UIKit/UIFont/preferredFont(forTextStyle:compatibleWith:)
    @available(iOS 10.0, *)
    open class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory
        return UIFont(size: ModelFontMetrics.scaled(17, to: category), baseSize: 17, style: style)
    }

    // UIKit/UIFont/systemFont(ofSize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }

    // UIKit/UIFont/pointSize
    open var pointSize: CGFloat { size }

    // UIKit/UIFont/fontName
    open var fontName: String { ".SFUI-Regular" }

    // UIKit/UIFont/lineHeight
    @available(iOS 4.0, *)
    open var lineHeight: CGFloat { ModelFontMetrics.lineHeight(size) }

    // UIKit/UIFont/fontDescriptor
    @available(iOS 7.0, *)
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(textStyle: style) }
}

// UIKit/UIFontDescriptor
@available(iOS 7.0, *)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    private let textStyle: UIFont.TextStyle?

    package init(textStyle: UIFont.TextStyle?) { self.textStyle = textStyle }

    // UIKit/UIFontDescriptor/object(forKey:)
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? {
        anAttribute == .textStyle ? textStyle?.rawValue : nil
    }
}

extension UIFontDescriptor {
    // UIKit/UIFontDescriptor/AttributeName
    public struct AttributeName: Hashable, Equatable, RawRepresentable, Sendable {
        // UIKit/UIFontDescriptor/AttributeName/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // UIKit/UIFontDescriptor/AttributeName/rawValue
        public let rawValue: String

        // UIKit/UIFontDescriptor/AttributeName/textStyle
        @available(iOS 7.0, *)
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }
}

extension UIFont {
    // UIKit/UIFont/TextStyle
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        // UIKit/UIFont/TextStyle/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // UIKit/UIFont/TextStyle/rawValue
        public let rawValue: String

        // UIKit/UIFont/TextStyle/body
        @available(iOS 7.0, *)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
}

// UIKit/UIFontMetrics
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    private let style: UIFont.TextStyle

    // UIKit/UIFontMetrics/init(forTextStyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    // UIKit/UIFontMetrics/scaledFont(for:)
    open func scaledFont(for font: UIFont) -> UIFont {
        if font.isScaled {
            ModelFontMetrics.raise("UIFontMetrics.scaledFont(for:) was passed a font that is already scaled")
            return font
        }
        return UIFont(size: ModelFontMetrics.scaled(font.size), baseSize: font.size, style: style)
    }
}

// UIKit/UIColor
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    package let name: String

    package init(name: String) { self.name = name }

    // ObjectiveC/NSObject-swift.class/isEqual(_:)
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.name == name }

    // ObjectiveC/NSObject-swift.class/hash
    open override var hash: Int { name.hashValue }

    // UIKit/UIColor/clear
    open class var clear: UIColor { UIColor(name: "clear") }

    // UIKit/UIColor/label
    @available(iOS 13.0, *)
    open class var label: UIColor { UIColor(name: "label") }

    // UIKit/UIColor/placeholderText
    @available(iOS 13.0, *)
    open class var placeholderText: UIColor { UIColor(name: "placeholderText") }

    // UIKit/UIColor/secondaryLabel
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }

    // UIKit/UIColor/systemRed
    @available(iOS 7.0, *)
    open class var systemRed: UIColor { UIColor(name: "systemRed") }

    // UIKit/UIColor/secondarySystemBackground
    @available(iOS 13.0, *)
    open class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }

    // UIKit/UIColor/link
    @available(iOS 13.0, *)
    open class var link: UIColor { UIColor(name: "link") }

    // UIKit/UIColor/systemBlue
    @available(iOS 7.0, *)
    open class var systemBlue: UIColor { UIColor(name: "systemBlue") }

    // UIKit/UIColor/systemPurple
    @available(iOS 9.0, *)
    open class var systemPurple: UIColor { UIColor(name: "systemPurple") }

    // UIKit/UIColor/systemOrange
    @available(iOS 7.0, *)
    open class var systemOrange: UIColor { UIColor(name: "systemOrange") }
}

// UIKit/UILabel
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UILabel: UIView {
    private var storedFont = UIFont.systemFont(ofSize: 17)

    // UIKit/UILabel/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }

    // UIKit/UILabel/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // UIKit/UILabel/text
    open var text: String?

    // UIKit/UILabel/font
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? UIFont.systemFont(ofSize: 17) }
    }

    // UIKit/UILabel/textColor
    open var textColor: UIColor! = .label

    // UIKit/UILabel/textAlignment
    open var textAlignment: NSTextAlignment = .natural

    // UIKit/UILabel/numberOfLines
    open var numberOfLines: Int = 1

    // UIKit/UIContentSizeCategoryAdjusting/adjustsFontForContentSizeCategory
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool = false

    // UIKit/UIView/sizeThatFits(_:)
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let layout = ModelTextLayout(text: text ?? "", font: storedFont, width: size.width)
        return CGSize(width: layout.usedWidth, height: layout.height)
    }

    /// A Dynamic Type font follows the new content size category.
    package override func systemTraitsDidChange() {
        if adjustsFontForContentSizeCategory { storedFont = storedFont.rescaled() }
    }
}
