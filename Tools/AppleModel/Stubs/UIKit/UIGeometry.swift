// UIKit/UIEdgeInsets
public struct UIEdgeInsets: Equatable, Sendable {
    // UIKit/UIEdgeInsets/init(top:left:bottom:right:)-6ff7
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    // UIKit/UIEdgeInsets/top
    public var top: CGFloat

    // UIKit/UIEdgeInsets/left
    public var left: CGFloat

    // UIKit/UIEdgeInsets/bottom
    public var bottom: CGFloat

    // UIKit/UIEdgeInsets/right
    public var right: CGFloat

    // UIKit/UIEdgeInsets/zero
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// UIKit/UILayoutPriority
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    // UIKit/UILayoutPriority/init(rawValue:)
    public init(rawValue: Float) { self.rawValue = rawValue }

    // UIKit/UILayoutPriority/rawValue
    public let rawValue: Float

    // UIKit/UILayoutPriority/defaultLow
    @available(iOS 6.0, *)
    public static var defaultLow: UILayoutPriority { UILayoutPriority(rawValue: 250) }

    // UIKit/UILayoutPriority/defaultHigh
    @available(iOS 6.0, *)
    public static var defaultHigh: UILayoutPriority { UILayoutPriority(rawValue: 750) }
}

// UIKit/NSLayoutConstraint
@available(iOS 6.0, *)
@MainActor open class NSLayoutConstraint: NSObject {
    // UIKit/NSLayoutConstraint/activate(_:)
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

extension NSLayoutConstraint {
    // UIKit/NSLayoutConstraint/Axis
    public enum Axis: Int, Sendable {
        // UIKit/NSLayoutConstraint/Axis/horizontal
        case horizontal = 0

        // UIKit/NSLayoutConstraint/Axis/vertical
        case vertical = 1
    }
}

// UIKit/NSLayoutAnchor
@available(iOS 9.0, *)
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    // UIKit/NSLayoutAnchor/constraint(equalTo:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError()
    }
}

// UIKit/NSLayoutXAxisAnchor
@available(iOS 9.0, *)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// UIKit/NSLayoutYAxisAnchor
@available(iOS 9.0, *)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// UIKit/UILayoutGuide
@available(iOS 9.0, *)
@MainActor open class UILayoutGuide: NSObject {
    // UIKit/UILayoutGuide/topAnchor
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }

    // UIKit/UILayoutGuide/bottomAnchor
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }

    // UIKit/UILayoutGuide/leadingAnchor
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }

    // UIKit/UILayoutGuide/trailingAnchor
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
}

// UIKit/UIKeyboardLayoutGuide
@available(iOS 15.0, *)
@MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {}

// UIKit/UIViewController
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIViewController: UIResponder {
    // UIKit/UIViewController/view
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIViewController/viewDidLoad()
    open func viewDidLoad() { fatalError() }
}
