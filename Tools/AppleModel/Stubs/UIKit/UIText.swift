// UIKit/NSTextStorage
@available(iOS 7.0, *)
open class NSTextStorage: NSMutableAttributedString {}

extension NSAttributedString.Key {
    // Foundation/NSAttributedString/Key/font
    public static let font = NSAttributedString.Key("NSFont")

    // Foundation/NSAttributedString/Key/foregroundColor
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    // Foundation/NSAttributedString/Key/underlineStyle
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}

// UIKit/NSUnderlineStyle
@available(iOS 6.0, *)
public struct NSUnderlineStyle: OptionSet, Sendable {
    // UIKit/NSUnderlineStyle/init(rawValue:)
    public init(rawValue: Int) { self.rawValue = rawValue }

    // UIKit/NSUnderlineStyle/rawValue
    public let rawValue: Int

    // UIKit/NSUnderlineStyle/single
    public static var single: NSUnderlineStyle { NSUnderlineStyle(rawValue: 1) }
}

// UIKit/NSTextContainer
@available(iOS 7.0, *)
open class NSTextContainer: NSObject {
    // UIKit/NSTextContainer/lineFragmentPadding
    open var lineFragmentPadding: CGFloat = 5
}

// UIKit/NSTextAlignment
@available(iOS 6.0, *)
public enum NSTextAlignment: Int, Sendable {
    // UIKit/NSTextAlignment/left
    case left = 0

    // UIKit/NSTextAlignment/center
    case center = 1

    // UIKit/NSTextAlignment/right
    case right = 2

    // UIKit/NSTextAlignment/justified
    case justified = 3

    // UIKit/NSTextAlignment/natural
    case natural = 4
}

// UIKit/UIAccessibility
public enum UIAccessibility {
    // UIKit/UIAccessibility/post(notification:argument:)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        AppleModel.current.announcements.append(argument as? String ?? "")
    }

    // UIKit/UIAccessibility/Notification
    public struct Notification: Hashable, Equatable, RawRepresentable, Sendable {
        // UIKit/UIAccessibility/Notification/init(rawValue:)
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        // UIKit/UIAccessibility/Notification/rawValue
        public let rawValue: UInt32

        // UIKit/UIAccessibility/Notification/announcement
        public static let announcement = Notification(rawValue: 1008)
    }
}

extension NSObject {
    // ObjectiveC/NSObject-swift.class/accessibilityLabel
    @MainActor public var accessibilityLabel: String? {
        get { AppleModel.current.accessibility[ObjectIdentifier(self)]?.label }
        set { AppleModel.current.accessibility[ObjectIdentifier(self), default: (nil, false)].label = newValue }
    }

    // ObjectiveC/NSObject-swift.class/isAccessibilityElement
    @MainActor public var isAccessibilityElement: Bool {
        get { AppleModel.current.accessibility[ObjectIdentifier(self)]?.isElement ?? false }
        set { AppleModel.current.accessibility[ObjectIdentifier(self), default: (nil, false)].isElement = newValue }
    }
}
