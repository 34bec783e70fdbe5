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

    // UIKit/UIScrollView/keyboardDismissMode
    @available(iOS 7.0, *)
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
        get { fatalError() }
        set { fatalError() }
    }

    // UIKit/UIScrollView/scrollRectToVisible(_:animated:)
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError() }
}

extension UIScrollView {
    // UIKit/UIScrollView/KeyboardDismissMode
    @available(iOS 7.0, *)
    public enum KeyboardDismissMode: Int, Sendable {
        // UIKit/UIScrollView/KeyboardDismissMode/none
        case none = 0

        // UIKit/UIScrollView/KeyboardDismissMode/onDrag
        case onDrag = 1

        // UIKit/UIScrollView/KeyboardDismissMode/interactive
        case interactive = 2
    }
}

// UIKit/UIScrollViewDelegate
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}
