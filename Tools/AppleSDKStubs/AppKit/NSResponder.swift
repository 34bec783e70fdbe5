// AppKit/NSResponder
@available(macOS 10.0, *)
@MainActor open class NSResponder: NSObject {
    // AppKit/NSResponder/becomeFirstResponder()
    open func becomeFirstResponder() -> Bool { fatalError() }

    // AppKit/NSResponder/resignFirstResponder()
    open func resignFirstResponder() -> Bool { fatalError() }

    // The three commands below take `sender: Any?` in AppKit. Here they take `AnyObject?`: an `@objc` method needs
    // Objective-C bridging for `Any`, which Linux lacks (the compiler crashes emitting it). Adapters only name them
    // in `#selector(...)`, which does not depend on the parameter type.

    // AppKit/NSStandardKeyBindingResponding/insertNewline(_:)
    @objc open func insertNewline(_ sender: AnyObject?) { fatalError() }

    // AppKit/NSStandardKeyBindingResponding/insertNewlineIgnoringFieldEditor(_:)
    @objc open func insertNewlineIgnoringFieldEditor(_ sender: AnyObject?) { fatalError() }

    // AppKit/NSStandardKeyBindingResponding/insertLineBreak(_:)
    @objc open func insertLineBreak(_ sender: AnyObject?) { fatalError() }
}

// AppKit/NSApp
@MainActor public var NSApp: NSApplication! {
    get { fatalError() }
    set { fatalError() }
}

// AppKit/NSApplication
@MainActor open class NSApplication: NSResponder {
    // AppKit/NSApplication/currentEvent
    open var currentEvent: NSEvent? { fatalError() }
}

// AppKit/NSEvent
open class NSEvent: NSObject {
    // AppKit/NSEvent/modifierFlags-swift.property
    open var modifierFlags: NSEvent.ModifierFlags { fatalError() }
}

extension NSEvent {
    // AppKit/NSEvent/ModifierFlags-swift.struct
    public struct ModifierFlags: OptionSet, Sendable {
        // AppKit/NSEvent/ModifierFlags-swift.struct/init(rawValue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // AppKit/NSEvent/ModifierFlags-swift.struct/rawValue
        public let rawValue: UInt

        // AppKit/NSEvent/ModifierFlags-swift.struct/shift
        public static var shift: ModifierFlags { ModifierFlags(rawValue: 1 << 17) }

        // AppKit/NSEvent/ModifierFlags-swift.struct/control
        public static var control: ModifierFlags { ModifierFlags(rawValue: 1 << 18) }

        // AppKit/NSEvent/ModifierFlags-swift.struct/option
        public static var option: ModifierFlags { ModifierFlags(rawValue: 1 << 19) }

        // AppKit/NSEvent/ModifierFlags-swift.struct/command
        public static var command: ModifierFlags { ModifierFlags(rawValue: 1 << 20) }
    }
}

// AppKit/NSWindow
@MainActor open class NSWindow: NSResponder {
    // AppKit/NSWindow/makeFirstResponder(_:)
    @discardableResult
    open func makeFirstResponder(_ responder: NSResponder?) -> Bool { fatalError() }

    // AppKit/NSWindow/firstResponder
    open var firstResponder: NSResponder? { fatalError() }

    // AppKit/NSWindow/backingScaleFactor
    open var backingScaleFactor: CGFloat { fatalError() }
}

extension NSWindow {
    // AppKit/NSWindow/OrderingMode
    public enum OrderingMode: Int, Sendable {
        // AppKit/NSWindow/OrderingMode/below
        case below = -1

        // AppKit/NSWindow/OrderingMode/out
        case out = 0

        // AppKit/NSWindow/OrderingMode/above
        case above = 1
    }
}

// AppKit/NSAnimationContext
open class NSAnimationContext: NSObject {
    // AppKit/NSAnimationContext/runAnimationGroup(_:)
    @available(macOS 10.12, *)
    open class func runAnimationGroup(_ changes: (NSAnimationContext) -> Void) { fatalError() }
}

// AppKit/NSAccessibility-swift.struct
public struct NSAccessibility {
    // AppKit/NSAccessibility-swift.struct/post(element:notification:userInfo:)
    public static func post(
        element: Any,
        notification: NSAccessibility.Notification,
        userInfo: [NSAccessibility.NotificationUserInfoKey: Any]?
    ) { fatalError() }

    // AppKit/NSAccessibility-swift.struct/Notification
    public struct Notification: Hashable, RawRepresentable, Sendable {
        // AppKit/NSAccessibility-swift.struct/Notification/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // AppKit/NSAccessibility-swift.struct/Notification/rawValue
        public var rawValue: String

        // AppKit/NSAccessibility-swift.struct/Notification/announcementRequested
        @available(macOS 10.7, *)
        public static let announcementRequested = Notification(rawValue: "AXAnnouncementRequested")
    }

    // AppKit/NSAccessibility-swift.struct/NotificationUserInfoKey
    public struct NotificationUserInfoKey: Hashable, RawRepresentable, Sendable {
        // AppKit/NSAccessibility-swift.struct/NotificationUserInfoKey/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // AppKit/NSAccessibility-swift.struct/NotificationUserInfoKey/rawValue
        public var rawValue: String

        // AppKit/NSAccessibility-swift.struct/NotificationUserInfoKey/announcement
        @available(macOS 10.7, *)
        public static let announcement = NotificationUserInfoKey(rawValue: "AXAnnouncementKey")
    }
}
