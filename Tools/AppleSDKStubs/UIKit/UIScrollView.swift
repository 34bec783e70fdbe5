// UIKit/UIScrollView
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIScrollView: UIView {
    // UIKit/UIScrollView/isScrollEnabled
    open var isScrollEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIScrollView/bounces
    open var bounces: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIScrollView/alwaysBounceVertical
    open var alwaysBounceVertical: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIScrollView/keyboardDismissMode-swift.property
    @available(iOS 7.0, *)
    @available(visionOS, unavailable)
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIScrollView/scrollRectToVisible(_:animated:)
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError() }
}

extension UIScrollView {
    // UIKit/UIScrollView/KeyboardDismissMode-swift.enum
    @available(iOS 7.0, *)
    @available(visionOS, unavailable)
    public enum KeyboardDismissMode: Int, Sendable {
        // UIKit/UIScrollView/KeyboardDismissMode-swift.enum/none
        case none = 0

        // UIKit/UIScrollView/KeyboardDismissMode-swift.enum/onDrag
        case onDrag = 1

        // UIKit/UIScrollView/KeyboardDismissMode-swift.enum/interactive
        case interactive = 2
    }
}

// UIKit/UIScrollViewDelegate
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}
