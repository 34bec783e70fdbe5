// UIKit/UIView
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIView: UIResponder, UITraitEnvironment {
    // UIKit/UIView/init(frame:)
    public init(frame: CGRect) { fatalError() }

    // UIKit/UIView/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    // ObjectiveC/NSObject-swift.class/init()
    public override convenience init() { fatalError() }

    // UIKit/UIView/bounds
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIView/frame
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIView/window
    open var window: UIWindow? { fatalError() }

    // UIKit/UIView/backgroundColor
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIView/isHidden
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIView/addSubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }

    // UIKit/UIView/insertSubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }

    // UIKit/UIView/didMoveToWindow()
    open func didMoveToWindow() { fatalError() }

    // UIKit/UIView/layoutSubviews()
    open func layoutSubviews() { fatalError() }

    // UIKit/UIView/setNeedsLayout()
    open func setNeedsLayout() { fatalError() }

    // UIKit/UIView/layoutIfNeeded()
    open func layoutIfNeeded() { fatalError() }

    // UIKit/UIView/sizeThatFits(_:)
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }

    // UIKit/UIView/intrinsicContentSize
    @available(iOS 6.0, *)
    open var intrinsicContentSize: CGSize { fatalError() }

    // UIKit/UIView/invalidateIntrinsicContentSize()
    @available(iOS 6.0, *)
    open func invalidateIntrinsicContentSize() { fatalError() }

    // UIKit/UIView/noIntrinsicMetric
    public class var noIntrinsicMetric: CGFloat { fatalError() }

    // UIKit/UIView/setContentHuggingPriority(_:for:)
    @available(iOS 6.0, *)
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        fatalError()
    }

    // UIKit/UIView/setContentCompressionResistancePriority(_:for:)
    @available(iOS 6.0, *)
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority,
        for axis: NSLayoutConstraint.Axis
    ) { fatalError() }

    // UIKit/UIView/translatesAutoresizingMaskIntoConstraints
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIView/effectiveUserInterfaceLayoutDirection
    @available(iOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }

    // UIKit/UIView/animate(withDuration:animations:)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { fatalError() }

    // UIKit/UITraitEnvironment/traitCollection
    open var traitCollection: UITraitCollection { fatalError() }

    // UIKit/UITraitEnvironment/traitCollectionDidChange(_:)
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }

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
@MainActor open class UIWindow: UIView {}

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
    ) -> any UITraitChangeRegistration { fatalError() }
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
open class UITraitCollection: NSObject {
    // UIKit/UITraitCollection/preferredContentSizeCategory
    @available(iOS 10.0, *)
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }

    // UIKit/UITraitCollection/displayScale
    open var displayScale: CGFloat { fatalError() }

    // UIKit/UITraitCollection/layoutDirection
    @available(iOS 10.0, *)
    open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
}

// UIKit/UIContentSizeCategory
@available(iOS 7.0, *)
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable {
    // UIKit/UIContentSizeCategory/init(rawValue:)
    public init(rawValue: String) { self.rawValue = rawValue }

    // UIKit/UIContentSizeCategory/rawValue
    public var rawValue: String
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
