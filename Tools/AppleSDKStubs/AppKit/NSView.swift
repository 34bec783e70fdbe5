// AppKit/NSView
@MainActor open class NSView: NSResponder {
    // AppKit/NSView/init(frame:)
    public init(frame frameRect: NSRect) { fatalError() }

    // AppKit/NSView/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // AppKit/NSView/frame
    open var frame: NSRect {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSView/bounds
    open var bounds: NSRect {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSView/window
    open var window: NSWindow? { fatalError() }

    // AppKit/NSView/isHidden
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSView/autoresizingMask-swift.property
    open var autoresizingMask: NSView.AutoresizingMask {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSView/addSubview(_:positioned:relativeTo:)
    open func addSubview(_ view: NSView, positioned place: NSWindow.OrderingMode, relativeTo otherView: NSView?) {
        fatalError()
    }

    // AppKit/NSView/viewDidMoveToWindow()
    open func viewDidMoveToWindow() { fatalError() }

    // AppKit/NSView/layout()
    @available(macOS 10.7, *)
    open func layout() { fatalError() }

    // AppKit/NSView/needsLayout
    @available(macOS 10.7, *)
    open var needsLayout: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSView/intrinsicContentSize
    @available(macOS 10.7, *)
    open var intrinsicContentSize: NSSize { fatalError() }

    // AppKit/NSView/invalidateIntrinsicContentSize()
    @available(macOS 10.7, *)
    open func invalidateIntrinsicContentSize() { fatalError() }

    // AppKit/NSView/noIntrinsicMetric
    @available(macOS 10.11, *)
    public class var noIntrinsicMetric: CGFloat { fatalError() }

    // AppKit/NSView/fittingSize
    @available(macOS 10.7, *)
    open var fittingSize: NSSize { fatalError() }

    // AppKit/NSView/setContentCompressionResistancePriority(_:for:)
    @available(macOS 10.7, *)
    open func setContentCompressionResistancePriority(
        _ priority: NSLayoutConstraint.Priority,
        for orientation: NSLayoutConstraint.Orientation
    ) { fatalError() }

    // AppKit/NSView/userInterfaceLayoutDirection
    @available(macOS 10.8, *)
    open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSAccessibilityProtocol/setAccessibilityElement(_:)
    @available(macOS 10.10, *)
    open func setAccessibilityElement(_ accessibilityElement: Bool) { fatalError() }

    // AppKit/NSAccessibilityProtocol/setAccessibilityPlaceholderValue(_:)
    @available(macOS 10.10, *)
    open func setAccessibilityPlaceholderValue(_ accessibilityPlaceholderValue: String?) { fatalError() }
}

extension NSView {
    // AppKit/NSView/AutoresizingMask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        // AppKit/NSView/AutoresizingMask-swift.struct/init(rawValue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // AppKit/NSView/AutoresizingMask-swift.struct/rawValue
        public let rawValue: UInt

        // AppKit/NSView/AutoresizingMask-swift.struct/width
        public static var width: AutoresizingMask { AutoresizingMask(rawValue: 2) }
    }
}

// AppKit/NSUserInterfaceLayoutDirection
public enum NSUserInterfaceLayoutDirection: Int, Sendable {
    // AppKit/NSUserInterfaceLayoutDirection/leftToRight
    case leftToRight = 0

    // AppKit/NSUserInterfaceLayoutDirection/rightToLeft
    case rightToLeft = 1
}

// AppKit/NSLayoutConstraint
@MainActor open class NSLayoutConstraint: NSObject {}

extension NSLayoutConstraint {
    // AppKit/NSLayoutConstraint/Orientation
    public enum Orientation: Int, Sendable {
        // AppKit/NSLayoutConstraint/Orientation/horizontal
        case horizontal = 0

        // AppKit/NSLayoutConstraint/Orientation/vertical
        case vertical = 1
    }

    // AppKit/NSLayoutConstraint/Priority-swift.struct
    @available(macOS 10.7, *)
    public struct Priority: Hashable, RawRepresentable, Sendable {
        // AppKit/NSLayoutConstraint/Priority-swift.struct/init(rawValue:)
        public init(rawValue: Float) { self.rawValue = rawValue }

        // AppKit/NSLayoutConstraint/Priority-swift.struct/rawValue
        public var rawValue: Float

        // AppKit/NSLayoutConstraint/Priority-swift.struct/defaultLow
        public static var defaultLow: NSLayoutConstraint.Priority { Priority(rawValue: 250) }
    }
}

// AppKit/NSScrollView
@MainActor open class NSScrollView: NSView {
    // AppKit/NSScrollView/init(frame:)
    public override init(frame frameRect: NSRect) { fatalError() }

    // AppKit/NSScrollView/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // AppKit/NSScrollView/contentView
    open var contentView: NSClipView {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSScrollView/documentView
    open var documentView: NSView? {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSScrollView/drawsBackground
    open var drawsBackground: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSScrollView/borderType
    open var borderType: NSBorderType {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSScrollView/hasVerticalScroller
    open var hasVerticalScroller: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSScrollView/autohidesScrollers
    open var autohidesScrollers: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // AppKit/NSScrollView/verticalScrollElasticity
    @available(macOS 10.7, *)
    open var verticalScrollElasticity: NSScrollView.Elasticity {
        get { fatalError() }
        set { fatalError() }
    }
}

extension NSScrollView {
    // AppKit/NSScrollView/Elasticity
    @available(macOS 10.7, *)
    public enum Elasticity: Int, Sendable {
        // AppKit/NSScrollView/Elasticity/automatic
        case automatic = 0

        // AppKit/NSScrollView/Elasticity/none
        case none = 1

        // AppKit/NSScrollView/Elasticity/allowed
        case allowed = 2
    }
}

// AppKit/NSClipView
@MainActor open class NSClipView: NSView {}

// AppKit/NSBorderType
public enum NSBorderType: UInt, Sendable {
    // AppKit/NSBorderType/noBorder
    case noBorder = 0
}
