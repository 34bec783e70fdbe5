// AppKit/NSView
@MainActor open class NSView: NSResponder {
    private var storedFrame: NSRect
    private var origin = NSPoint.zero
    package private(set) var subviews: [NSView] = []
    package private(set) weak var superview: NSView?
    /// Set on a window's content view.
    weak var hostWindow: NSWindow?
    private var storedNeedsLayout = true
    /// Called when a subview invalidates its intrinsic content size (the SwiftUI host re-lays out its tree).
    package var onSubviewIntrinsicSizeChange: ((NSView) -> Void)?

    // NSView's designated initializers are init(frame:) and init?(coder:), so Swift imports NSObject's init() as a
    // convenience initializer; it makes a view with a zero frame.
    // ObjectiveC/NSObject/init()
    public convenience override init() {
        self.init(frame: .zero)
    }

    // AppKit/NSView/init(frame:)
    public init(frame frameRect: NSRect) {
        storedFrame = frameRect
        super.init()
    }

    // AppKit/NSView/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // AppKit/NSView/frame
    open var frame: NSRect {
        get { storedFrame }
        set {
            let old = storedFrame.size
            storedFrame = newValue
            guard old != newValue.size else { return }
            storedNeedsLayout = true
            for subview in subviews { subview.superviewDidResize(from: old) }
            frameSizeDidChange(from: old)
        }
    }

    /// What the view does after its frame size changed, before any layout pass.
    func frameSizeDidChange(from old: NSSize) {}

    /// The autoresizing mask at work: a `.width` subview keeps its margins as the superview's width changes.
    private func superviewDidResize(from old: NSSize) {
        guard autoresizingMask.contains(.width), let superview else { return }
        var resized = frame
        resized.size.width = Swift.max(0, frame.width + superview.frame.width - old.width)
        frame = resized
    }

    // AppKit/NSView/bounds
    open var bounds: NSRect {
        get { NSRect(origin: origin, size: storedFrame.size) }
        set {
            origin = newValue.origin
            if newValue.size != storedFrame.size { frame.size = newValue.size }
        }
    }

    // AppKit/NSView/window
    open var window: NSWindow? { hostWindow ?? superview?.window }

    // AppKit/NSView/isHidden
    open var isHidden = false

    // AppKit/NSView/autoresizingMask-swift.property
    open var autoresizingMask: NSView.AutoresizingMask = []

    // AppKit/NSView/addSubview(_:)
    open func addSubview(_ view: NSView) {
        addSubview(view, positioned: .above, relativeTo: nil)
    }

    // AppKit/NSView/addSubview(_:positioned:relativeTo:)
    open func addSubview(_ view: NSView, positioned place: NSWindow.OrderingMode, relativeTo otherView: NSView?) {
        view.removeFromSuperview()
        let index = otherView.flatMap { other in subviews.firstIndex { $0 === other } }
        switch (place, index) {
        case (.below, let index?): subviews.insert(view, at: index)
        case (.above, let index?): subviews.insert(view, at: index + 1)
        default: subviews.append(view)
        }
        view.superview = self
        if window != nil { view.windowDidChange() }
    }

    // AppKit/NSView/removeFromSuperview()
    open func removeFromSuperview() {
        guard let superview else { return }
        let hadWindow = window != nil
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        if hadWindow { windowDidChange() }
    }

    private func windowDidChange() {
        viewDidMoveToWindow()
        for subview in subviews { subview.windowDidChange() }
    }

    // AppKit/NSView/viewDidMoveToWindow()
    open func viewDidMoveToWindow() {}

    // AppKit/NSView/layout()
    @available(macOS 10.7, *)
    open func layout() {}

    /// The layout pass over this view and the views inside it, as `layoutSubtreeIfNeeded()` runs it.
    package func layOutSubtree() {
        if storedNeedsLayout {
            storedNeedsLayout = false
            AppleModel.current.layoutDepth += 1
            layout()
            AppleModel.current.layoutDepth -= 1
        }
        for subview in subviews { subview.layOutSubtree() }
    }

    // AppKit/NSView/needsLayout
    @available(macOS 10.7, *)
    open var needsLayout: Bool {
        get { storedNeedsLayout }
        set { storedNeedsLayout = storedNeedsLayout || newValue }
    }

    // AppKit/NSView/intrinsicContentSize
    @available(macOS 10.7, *)
    open var intrinsicContentSize: NSSize { NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric) }

    // AppKit/NSView/invalidateIntrinsicContentSize()
    @available(macOS 10.7, *)
    open func invalidateIntrinsicContentSize() {
        var ancestor = superview
        while let view = ancestor {
            if let handler = view.onSubviewIntrinsicSizeChange {
                handler(self)
                return
            }
            ancestor = view.superview
        }
    }

    // AppKit/NSView/noIntrinsicMetric
    @available(macOS 10.11, *)
    public class var noIntrinsicMetric: CGFloat { -1 }

    // AppKit/NSView/fittingSize
    @available(macOS 10.7, *)
    open var fittingSize: NSSize { frame.size }

    // AppKit/NSView/setContentCompressionResistancePriority(_:for:)
    @available(macOS 10.7, *)
    open func setContentCompressionResistancePriority(
        _ priority: NSLayoutConstraint.Priority,
        for orientation: NSLayoutConstraint.Orientation
    ) {}

    // AppKit/NSView/inputContext
    @available(macOS 10.6, *)
    open var inputContext: NSTextInputContext? { nil }

    // AppKit/NSView/userInterfaceLayoutDirection
    @available(macOS 10.8, *)
    open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection = .leftToRight

    // AppKit/NSAccessibilityProtocol/setAccessibilityElement(_:)
    @available(macOS 10.10, *)
    open func setAccessibilityElement(_ accessibilityElement: Bool) {}

    // AppKit/NSAccessibilityProtocol/setAccessibilityPlaceholderValue(_:)
    @available(macOS 10.10, *)
    open func setAccessibilityPlaceholderValue(_ accessibilityPlaceholderValue: String?) {
        accessibilityPlaceholder = accessibilityPlaceholderValue
    }

    /// What VoiceOver reads as the placeholder.
    package private(set) var accessibilityPlaceholder: String?
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

// The SDK marks NSLayoutConstraint's Sendable conformance unavailable.
@available(*, unavailable)
extension NSLayoutConstraint: @unchecked Sendable {}

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
        public let rawValue: Float

        // AppKit/NSLayoutConstraint/Priority-swift.struct/defaultLow
        public static var defaultLow: NSLayoutConstraint.Priority { Priority(rawValue: 250) }
    }
}

// AppKit/NSScrollView
@MainActor open class NSScrollView: NSView {
    private var clipView = NSClipView(frame: .zero)

    // AppKit/NSScrollView/init(frame:)
    public override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        clipView.frame = NSRect(origin: .zero, size: frameRect.size)
        addSubview(clipView)
    }

    // AppKit/NSScrollView/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    override func frameSizeDidChange(from old: NSSize) { tile() }

    /// Overlay scrollers take no room: the clip view covers the scroll view without a border. A legacy vertical
    /// scroller shown at all times takes its width from the clip view; an autohiding one is not modelled.
    private func tile() {
        let legacyScroller =
            AppleModel.current.isOn(.legacyScrollers) && hasVerticalScroller && !autohidesScrollers
        let width = Swift.max(0, frame.width - (legacyScroller ? ModelScroller.legacyWidth : 0))
        clipView.frame = NSRect(origin: .zero, size: NSSize(width: width, height: frame.height))
        // No title bar or toolbar overlaps a scroll view in the model, so the automatic insets are zero.
        clipView.obscured = automaticallyAdjustsContentInsets ? NSEdgeInsets() : contentInsets
        clipView.clampScrollPosition()
    }

    // AppKit/NSScrollView/contentInsets
    @available(macOS 10.10, *)
    open var contentInsets = NSEdgeInsets() {
        didSet { tile() }
    }

    // AppKit/NSScrollView/automaticallyAdjustsContentInsets
    @available(macOS 10.10, *)
    open var automaticallyAdjustsContentInsets = true {
        didSet { tile() }
    }

    // AppKit/NSScrollView/contentView
    open var contentView: NSClipView {
        get { clipView }
        set {
            clipView.removeFromSuperview()
            clipView = newValue
            addSubview(newValue)
        }
    }

    // AppKit/NSScrollView/contentSize
    open var contentSize: NSSize { clipView.frame.size }

    // AppKit/NSScrollView/documentView
    open var documentView: NSView? {
        get { clipView.documentView }
        set { clipView.documentView = newValue }
    }

    // AppKit/NSScrollView/drawsBackground
    open var drawsBackground = true

    // AppKit/NSScrollView/borderType
    open var borderType: NSBorderType = .noBorder

    // AppKit/NSScrollView/hasVerticalScroller
    open var hasVerticalScroller = false {
        didSet { tile() }
    }

    // AppKit/NSScrollView/autohidesScrollers
    open var autohidesScrollers = false {
        didSet { tile() }
    }

    // AppKit/NSScrollView/verticalScrollElasticity
    @available(macOS 10.7, *)
    open var verticalScrollElasticity: NSScrollView.Elasticity = .automatic

    /// How far the content is scrolled down.
    package var scrollOffset: CGFloat { clipView.bounds.origin.y }

    /// The user scrolling with the wheel or trackpad, clamped as the clip view does.
    package func userScroll(to offset: CGFloat) {
        clipView.bounds.origin.y = offset
        clipView.clampScrollPosition()
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
@MainActor open class NSClipView: NSView {
    /// The scrolled view, the clip view's only subview besides what the app adds below it.
    package weak var documentView: NSView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let documentView { addSubview(documentView) }
        }
    }

    /// The scroll view's content insets at work: the bands along the top and bottom that other views cover. The
    /// clip view still fills the scroll view; the document scrolls far enough to come out from under them.
    var obscured = NSEdgeInsets() {
        didSet { clampScrollPosition() }
    }

    /// Keeps the scroll position between the top and the document's bottom, as the clip view constrains it.
    func clampScrollPosition() {
        let minimum = -obscured.top
        let maximum = Swift.max(minimum, (documentView?.frame.height ?? 0) - frame.height + obscured.bottom)
        let y = Swift.min(Swift.max(bounds.origin.y, minimum), maximum)
        if y != bounds.origin.y { bounds.origin.y = y }
    }

    /// Scrolls the least needed so that `rect`, in the document view's coordinates, is visible and not under the
    /// content insets.
    func scrollToVisible(_ rect: NSRect) {
        var y = bounds.origin.y
        let visibleHeight = frame.height - obscured.top - obscured.bottom
        if rect.maxY > y + obscured.top + visibleHeight { y = rect.maxY - obscured.top - visibleHeight }
        if rect.minY < y + obscured.top { y = rect.minY - obscured.top }
        bounds.origin.y = y
        clampScrollPosition()
    }
}

// AppKit/NSBorderType
public enum NSBorderType: UInt, Sendable {
    // AppKit/NSBorderType/noBorder
    case noBorder = 0
}

// AppKit/NSViewController
@available(macOS 10.5, *)
@MainActor open class NSViewController: NSResponder {
    // AppKit/NSViewController/viewDidLoad()
    @available(macOS 10.10, *)
    open func viewDidLoad() {}
}
