// AppKit/NSResponder
@available(macOS 10.0, *)
@MainActor open class NSResponder: NSObject {
    public override init() { super.init() }

    // AppKit/NSResponder/becomeFirstResponder()
    open func becomeFirstResponder() -> Bool { true }

    // AppKit/NSResponder/resignFirstResponder()
    open func resignFirstResponder() -> Bool { true }

    // The key-binding commands Return sends; the adapters name them with `#selector`, as AppKit hands them over.
    // AppKit/NSStandardKeyBindingResponding/insertNewline(_:)
    @objc open func insertNewline(_ sender: Any?) {}

    // AppKit/NSStandardKeyBindingResponding/insertNewlineIgnoringFieldEditor(_:)
    @objc open func insertNewlineIgnoringFieldEditor(_ sender: Any?) {}

    // AppKit/NSStandardKeyBindingResponding/insertLineBreak(_:)
    @objc open func insertLineBreak(_ sender: Any?) {}
}

// AppKit/NSApp
@MainActor public var NSApp: NSApplication! = NSApplication()

// AppKit/NSApplication
@MainActor open class NSApplication: NSResponder {
    // AppKit/NSApplication/currentEvent
    open var currentEvent: NSEvent? { NSEvent(modifierFlags: AppleModel.current.modifierFlags) }
}

// AppKit/NSEvent
open class NSEvent: NSObject {
    private let flags: ModifierFlags

    package init(modifierFlags: ModifierFlags) { flags = modifierFlags }

    // AppKit/NSEvent/modifierFlags-swift.property
    open var modifierFlags: NSEvent.ModifierFlags { flags }
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
    private var responder: NSResponder?
    private let root: NSView

    /// A window whose content view is `width` × `height` points.
    package init(width: CGFloat, height: CGFloat) {
        root = NSView(frame: NSRect(x: 0, y: 0, width: width, height: height))
        super.init()
        root.hostWindow = self
    }

    /// The window's content view, for the scenarios to put views in.
    package var rootView: NSView { root }

    // AppKit/NSWindow/makeFirstResponder(_:)
    @discardableResult
    open func makeFirstResponder(_ responder: NSResponder?) -> Bool {
        let model = AppleModel.current
        if model.isInSwiftUIUpdate { model.fail("makeFirstResponder(_:) called during a SwiftUI view update") }
        if responder === self.responder { return true }
        if let current = self.responder, !current.resignFirstResponder() { return false }
        self.responder = nil
        if let responder, responder.becomeFirstResponder() {
            self.responder = responder
        }
        return true
    }

    // AppKit/NSWindow/firstResponder
    open var firstResponder: NSResponder? { responder ?? self }

    // AppKit/NSWindow/backingScaleFactor
    open var backingScaleFactor: CGFloat { 2 }

    /// Runs the layout pass: `layout()` on every view that needs it, from the top.
    package func layoutIfNeeded() { root.layOutSubtree() }
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
    open class func runAnimationGroup(_ changes: (NSAnimationContext) -> Void) { changes(NSAnimationContext()) }
}

// AppKit/NSAccessibility-swift.struct
public struct NSAccessibility {
    // AppKit/NSAccessibility-swift.struct/post(element:notification:userInfo:)
    @MainActor public static func post(
        element: Any,
        notification: NSAccessibility.Notification,
        userInfo: [NSAccessibility.NotificationUserInfoKey: Any]?
    ) {
        if notification == .announcementRequested, let text = userInfo?[.announcement] as? String {
            AppleModel.current.announcements.append(text)
        }
    }

    // AppKit/NSAccessibility-swift.struct/Notification
    public struct Notification: Hashable, RawRepresentable, Sendable {
        // AppKit/NSAccessibility-swift.struct/Notification/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // AppKit/NSAccessibility-swift.struct/Notification/rawValue
        public let rawValue: String

        // AppKit/NSAccessibility-swift.struct/Notification/announcementRequested
        @available(macOS 10.7, *)
        public static let announcementRequested = Notification(rawValue: "AXAnnouncementRequested")
    }

    // AppKit/NSAccessibility-swift.struct/NotificationUserInfoKey
    public struct NotificationUserInfoKey: Hashable, RawRepresentable, Sendable {
        // AppKit/NSAccessibility-swift.struct/NotificationUserInfoKey/init(rawValue:)
        public init(rawValue: String) { self.rawValue = rawValue }

        // AppKit/NSAccessibility-swift.struct/NotificationUserInfoKey/rawValue
        public let rawValue: String

        // AppKit/NSAccessibility-swift.struct/NotificationUserInfoKey/announcement
        @available(macOS 10.7, *)
        public static let announcement = NotificationUserInfoKey(rawValue: "AXAnnouncementKey")
    }
}
