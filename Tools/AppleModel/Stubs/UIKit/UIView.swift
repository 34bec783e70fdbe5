// UIKit/UIView
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIView: UIResponder, UITraitEnvironment {
    private var storedFrame: CGRect
    package var boundsOrigin = CGPoint.zero
    package private(set) weak var superview: UIView?
    package private(set) var subviews: [UIView] = []
    package private(set) var needsLayout = true
    /// How a container hears that a subview's intrinsic size changed; Auto Layout's answer (lay the superview out
    /// again) when nil.
    package var onSubviewIntrinsicSizeChange: ((UIView) -> Void)?
    var traitHandlers: [(UIView, UITraitCollection) -> Void] = []

    // UIKit/UIView/init(frame:)
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    // UIKit/UIView/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // ObjectiveC/NSObject-swift.class/init()
    public override convenience init() { self.init(frame: .zero) }

    // UIKit/UIView/bounds
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    // UIKit/UIView/frame
    open var frame: CGRect {
        get { storedFrame }
        set {
            let resized = newValue.size != storedFrame.size
            storedFrame = newValue
            if resized {
                setNeedsLayout()
                sizeDidChange()
            }
        }
    }

    /// Called after the size changed, for the scroll view's clamping.
    func sizeDidChange() {}

    // UIKit/UIView/window
    open var window: UIWindow? { self as? UIWindow ?? superview?.window }

    // UIKit/UIView/safeAreaInsets
    @available(iOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let area = window.safeArea
        guard window !== self else { return area }
        var top = frame.minY
        var left = frame.minX
        var ancestor = superview
        while let current = ancestor {
            top -= current.boundsOrigin.y
            left -= current.boundsOrigin.x
            if current === window { break }
            top += current.frame.minY
            left += current.frame.minX
            ancestor = current.superview
        }
        let size = frame.size
        func covered(_ inset: CGFloat, from edge: CGFloat, length: CGFloat) -> CGFloat {
            Swift.min(Swift.max(inset - edge, 0), length)
        }
        let windowSize = window.bounds.size
        return UIEdgeInsets(
            top: covered(area.top, from: top, length: size.height),
            left: covered(area.left, from: left, length: size.width),
            bottom: covered(area.bottom, from: windowSize.height - top - size.height, length: size.height),
            right: covered(area.right, from: windowSize.width - left - size.width, length: size.width))
    }

    // UIKit/UIView/backgroundColor
    open var backgroundColor: UIColor?

    // UIKit/UIView/isHidden
    open var isHidden: Bool = false

    // UIKit/UIView/addSubview(_:)
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    // UIKit/UIView/insertSubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {
        let oldWindow = view.window
        view.detach()
        subviews.insert(view, at: Swift.min(index, subviews.count))
        view.superview = self
        setNeedsLayout()
        if view.window !== oldWindow { view.windowDidChange() }
    }

    /// Takes the view out of its superview, as `removeFromSuperview()` does.
    package func removeFromSuperviewInModel() {
        let oldWindow = window
        detach()
        if oldWindow != nil { windowDidChange() }
    }

    private func detach() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    private func windowDidChange() {
        if window == nil, let responder = AppleModel.current.firstResponder as? UIView,
            responder === self || responder.isDescendant(of: self)
        {
            responder.resignFirstResponder()
        }
        didMoveToWindow()
        for subview in subviews { subview.windowDidChange() }
    }

    package func isDescendant(of view: UIView) -> Bool {
        var ancestor = superview
        while let current = ancestor {
            if current === view { return true }
            ancestor = current.superview
        }
        return false
    }

    // UIKit/UIView/didMoveToWindow()
    open func didMoveToWindow() {}

    // UIKit/UIView/layoutSubviews()
    open func layoutSubviews() {}

    // UIKit/UIView/setNeedsLayout()
    open func setNeedsLayout() { needsLayout = true }

    // Lays out the topmost ancestor that needs layout and everything below it, as CALayer's layoutIfNeeded does.
    // UIKit/UIView/layoutIfNeeded()
    open func layoutIfNeeded() {
        var root: UIView = self
        while let parent = root.superview, parent.needsLayout { root = parent }
        root.layOutTree()
    }

    func layOutTree() {
        var passes = 0
        while needsLayout {
            passes += 1
            if passes > 20 {
                AppleModel.current.fail("layout loop: \(type(of: self)) keeps asking for layout")
                return
            }
            needsLayout = false
            AppleModel.current.layoutDepth += 1
            layoutSubviews()
            AppleModel.current.layoutDepth -= 1
        }
        for subview in subviews { subview.layOutTree() }
    }

    // UIKit/UIView/sizeThatFits(_:)
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    // UIKit/UIView/systemLayoutSizeFitting(_:)
    @available(iOS 6.0, *)
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width == UIView.noIntrinsicMetric ? targetSize.width : intrinsic.width,
            height: intrinsic.height == UIView.noIntrinsicMetric ? targetSize.height : intrinsic.height
        )
    }

    // UIKit/UIView/intrinsicContentSize
    @available(iOS 6.0, *)
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    // UIKit/UIView/invalidateIntrinsicContentSize()
    @available(iOS 6.0, *)
    open func invalidateIntrinsicContentSize() {
        guard let superview else { return }
        if let hook = superview.onSubviewIntrinsicSizeChange {
            hook(self)
        } else {
            superview.setNeedsLayout()
        }
    }

    // UIKit/UIView/noIntrinsicMetric
    public class var noIntrinsicMetric: CGFloat { -1 }

    // UIKit/UIView/setContentHuggingPriority(_:for:)
    @available(iOS 6.0, *)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

    // UIKit/UIView/setContentCompressionResistancePriority(_:for:)
    @available(iOS 6.0, *)
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority,
        for axis: NSLayoutConstraint.Axis
    ) {}

    // UIKit/UIView/translatesAutoresizingMaskIntoConstraints
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool = true

    // UIKit/UIView/effectiveUserInterfaceLayoutDirection
    @available(iOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    // UIKit/UIView/animate(withDuration:animations:)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { animations() }

    // UIKit/UITraitEnvironment/traitCollection
    open var traitCollection: UITraitCollection {
        let traits = window?.traits ?? UITraitCollection()
        return contentSizeCategoryOverride.map { traits.replacing(category: $0) } ?? traits
    }

    /// A content size category SwiftUI passes down to this view's traits (by the switch
    /// `swiftui.environment.dynamicTypeSizeInUIKitTraits:bridged`).
    package var contentSizeCategoryOverride: UIContentSizeCategory? {
        didSet {
            guard contentSizeCategoryOverride != oldValue, let window else { return }
            let previous = oldValue.map { window.traits.replacing(category: $0) } ?? window.traits
            traitsDidChange(from: previous)
        }
    }

    // UIKit/UITraitEnvironment/traitCollectionDidChange(_:)
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Tells the view and its subviews that the traits changed: the view's own update (a Dynamic Type font), then
    /// `traitCollectionDidChange` unless the switch says iOS 17 no longer calls it, and the iOS 17 handlers, before
    /// or after those as the switch gives; and asks for layout.
    func traitsDidChange(from previous: UITraitCollection) {
        let model = AppleModel.current
        let callsDidChange = !model.isOn(.traitCollectionDidChangeNotCalled)
        if model.isOn(.traitHandlersBeforeFontUpdate) {
            for handler in traitHandlers { handler(self, previous) }
            systemTraitsDidChange()
            if callsDidChange { traitCollectionDidChange(previous) }
        } else {
            systemTraitsDidChange()
            if callsDidChange { traitCollectionDidChange(previous) }
            for handler in traitHandlers { handler(self, previous) }
        }
        setNeedsLayout()
        for subview in subviews { subview.traitsDidChange(from: previous) }
    }

    /// What the system view itself does when its traits change, whether or not it calls `traitCollectionDidChange`.
    package func systemTraitsDidChange() {}

    // UIKit/UIView/topAnchor
    @available(iOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }

    // UIKit/UIView/bottomAnchor
    @available(iOS 9.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

    // UIKit/UIView/leadingAnchor
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // UIKit/UIView/trailingAnchor
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // UIKit/UIView/safeAreaLayoutGuide
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

    // UIKit/UIView/keyboardLayoutGuide
    @available(iOS 15.0, macCatalyst 15.0, *)
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError() }
}

// UIKit/UIWindow
@MainActor open class UIWindow: UIView {
    package var traits = UITraitCollection()
    /// The strips of the screen that bars, the notch and the home indicator cover.
    package var safeArea = UIEdgeInsets.zero

    /// Changes the window's traits as the system does (Settings > Display & Text Size, rotation, another screen).
    package func changeTraits(contentSizeCategory: UIContentSizeCategory) {
        let previous = traits
        AppleModel.current.contentSizeCategory = contentSizeCategory
        traits = UITraitCollection(
            category: contentSizeCategory,
            displayScale: previous.displayScale,
            layoutDirection: previous.layoutDirection
        )
        traitsDidChange(from: previous)
    }
}

/// A superview that sizes its one subview as Auto Layout does for edge constraints and no height constraint: the
/// subview's width is the container's (less the insets), its height the subview's intrinsic height.
package final class ModelAutoLayoutContainer: UIView {
    package let content: UIView
    package let inset: CGFloat
    /// Whether the container sits on its superview's bottom edge, as an input bar does.
    package var isPinnedToBottom = false
    /// Whether the superview sets the container's height (a table its cell's), the subview then filling it.
    package var heightIsSetBySuperview = false
    /// What the container does when its own intrinsic size is invalidated; nothing when nil.
    package var onInvalidateIntrinsicContentSize: (() -> Void)?

    package init(content: UIView, width: CGFloat, inset: CGFloat = 0) {
        self.content = content
        self.inset = inset
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        addSubview(content)
    }

    required init?(coder: NSCoder) { fatalError() }

    package override func layoutSubviews() {
        let width = bounds.width - 2 * inset
        if heightIsSetBySuperview {
            // The edge constraints win over the subview's intrinsic height: it is squeezed or stretched to fit.
            content.frame = CGRect(x: inset, y: inset, width: width, height: Swift.max(bounds.height - 2 * inset, 0))
            return
        }
        let height = content.intrinsicContentSize.height
        content.frame = CGRect(
            x: inset, y: inset, width: width,
            height: height == UIView.noIntrinsicMetric ? content.frame.height : height)
        frame.size.height = content.frame.height + 2 * inset
        if isPinnedToBottom, let superview { frame.origin.y = superview.bounds.height - frame.height }
    }

    package override func invalidateIntrinsicContentSize() {
        onInvalidateIntrinsicContentSize?()
    }

    /// The cell's size for a table's self-sizing pass: solved from the constraints before any layout, so the content
    /// has no width yet.
    package override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        if AppleModel.current.isOn(.fittingLaysOutFirst) {
            content.frame.size.width = targetSize.width - 2 * inset
            content.layoutIfNeeded()
        }
        let height = content.intrinsicContentSize.height
        return CGSize(width: targetSize.width, height: Swift.max(height, 0) + 2 * inset)
    }
}

// UIKit/UIUserInterfaceLayoutDirection
@available(iOS 5.0, macCatalyst 13.1, visionOS 1.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    // UIKit/UIUserInterfaceLayoutDirection/leftToRight
    case leftToRight = 0

    // UIKit/UIUserInterfaceLayoutDirection/rightToLeft
    case rightToLeft = 1
}

// UIKit/UITraitEnvironment
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    // UIKit/UITraitEnvironment/traitCollection
    @available(iOS 8.0, *)
    var traitCollection: UITraitCollection { get }
}

// UIKit/UITraitChangeObservable-67e94
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
@MainActor public protocol UITraitChangeObservable {
    // UIKit/UITraitChangeObservable-67e94/TraitChangeHandler
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void
}

@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
extension UITraitChangeObservable {
    // UIKit/UITraitChangeObservable-67e94/registerForTraitChanges(_:handler:)
    @discardableResult @MainActor
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        if let view = self as? UIView {
            view.traitHandlers.append { view, previous in
                if let environment = view as? TraitEnvironment { handler(environment, previous) }
            }
        }
        return ModelTraitChangeRegistration()
    }
}

@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
extension UIView: UITraitChangeObservable {}

// UIKit/UITrait-9423
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
public typealias UITrait = any UITraitDefinition.Type

// Apple's protocol requires a `defaultValue`; the adapters define no trait, so the stub leaves it out.
// UIKit/UITraitDefinition-64c15
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
public protocol UITraitDefinition {}

// UIKit/UITraitChangeRegistration
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
@MainActor public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

final class ModelTraitChangeRegistration: NSObject, UITraitChangeRegistration {
    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}

// UIKit/UITraitPreferredContentSizeCategory
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

// UIKit/UITraitDisplayScale
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
public struct UITraitDisplayScale: UITraitDefinition {}

// UIKit/UITraitLayoutDirection
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
public struct UITraitLayoutDirection: UITraitDefinition {}

// UIKit/UITraitCollection
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    private let category: UIContentSizeCategory
    private let scale: CGFloat
    private let direction: UITraitEnvironmentLayoutDirection

    package init(
        category: UIContentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL"),
        displayScale: CGFloat = 3,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) {
        self.category = category
        scale = displayScale
        direction = layoutDirection
    }

    // UIKit/UITraitCollection/init(preferredContentSizeCategory:)
    @available(iOS 10.0, *)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory)
    }

    /// These traits with another content size category.
    package func replacing(category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(category: category, displayScale: scale, layoutDirection: direction)
    }

    // UIKit/UITraitCollection/preferredContentSizeCategory
    @available(iOS 10.0, *)
    open var preferredContentSizeCategory: UIContentSizeCategory { category }

    // UIKit/UITraitCollection/displayScale
    open var displayScale: CGFloat { scale }

    // UIKit/UITraitCollection/layoutDirection
    @available(iOS 10.0, *)
    open var layoutDirection: UITraitEnvironmentLayoutDirection { direction }
}

// UIKit/UIContentSizeCategory
@available(iOS 7.0, *)
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable {
    // UIKit/UIContentSizeCategory/init(rawValue:)
    public init(rawValue: String) { self.rawValue = rawValue }

    // UIKit/UIContentSizeCategory/rawValue
    public let rawValue: String
}

// UIKit/UITraitEnvironmentLayoutDirection
@available(iOS 10.0, *)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    // UIKit/UITraitEnvironmentLayoutDirection/unspecified
    case unspecified = -1

    // UIKit/UITraitEnvironmentLayoutDirection/leftToRight
    case leftToRight = 0

    // UIKit/UITraitEnvironmentLayoutDirection/rightToLeft
    case rightToLeft = 1
}
