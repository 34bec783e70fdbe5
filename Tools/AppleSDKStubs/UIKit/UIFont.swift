// UIKit/UIFont
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    // UIKit/UIFont/preferredFont(forTextStyle:)
    @available(iOS 7.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }

    // UIKit/UIFont/systemFont(ofSize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }

    // UIKit/UIFont/lineHeight
    @available(iOS 4.0, *)
    open var lineHeight: CGFloat { fatalError() }
}

extension UIFont {
    // UIKit/UIFont/TextStyle
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        // UIKit/UIFont/TextStyle/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // UIKit/UIFont/TextStyle/rawValue
        public var rawValue: String

        // UIKit/UIFont/TextStyle/body
        @available(iOS 7.0, *)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
}

// UIKit/UIFontMetrics
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    // UIKit/UIFontMetrics/init(forTextStyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError() }

    // UIKit/UIFontMetrics/scaledFont(for:)
    open func scaledFont(for font: UIFont) -> UIFont { fatalError() }
}

// UIKit/UIColor
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    // UIKit/UIColor/clear
    open class var clear: UIColor { fatalError() }

    // UIKit/UIColor/label
    @available(iOS 13.0, *)
    open class var label: UIColor { fatalError() }

    // UIKit/UIColor/placeholderText
    @available(iOS 13.0, *)
    open class var placeholderText: UIColor { fatalError() }

    // UIKit/UIColor/secondaryLabel
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { fatalError() }

    // UIKit/UIColor/systemRed
    @available(iOS 7.0, *)
    open class var systemRed: UIColor { fatalError() }

    // UIKit/UIColor/secondarySystemBackground
    @available(iOS 13.0, *)
    open class var secondarySystemBackground: UIColor { fatalError() }
}

// UIKit/UILabel
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UILabel: UIView {
    // UIKit/UILabel/init(frame:)
    public override init(frame: CGRect) { fatalError() }

    // UIKit/UILabel/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // UIKit/UILabel/text
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UILabel/font
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UILabel/textColor
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UILabel/textAlignment
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UILabel/numberOfLines
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIContentSizeCategoryAdjusting/adjustsFontForContentSizeCategory
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}
