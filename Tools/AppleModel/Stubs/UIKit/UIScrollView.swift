// UIKit/UIScrollView
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIScrollView: UIView {
    // UIKit/UIScrollView/isScrollEnabled
    open var isScrollEnabled: Bool = true

    // UIKit/UIScrollView/bounces
    open var bounces: Bool = true

    // UIKit/UIScrollView/alwaysBounceVertical
    open var alwaysBounceVertical: Bool = false

    // UIKit/UIScrollView/keyboardDismissMode-swift.property
    @available(iOS 7.0, *)
    @available(visionOS, unavailable)
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

    // UIKit/UIScrollView/contentOffset
    open var contentOffset: CGPoint {
        get { boundsOrigin }
        set {
            var origin = newValue
            if AppleModel.current.isOn(.contentOffsetClampedWhenSet) {
                origin.y = Swift.min(Swift.max(origin.y, minimumOffsetY), maximumOffsetY)
            }
            let moved = origin != boundsOrigin
            boundsOrigin = origin
            if moved { sendToDelegate("scrollViewDidScroll:", scrollViewDelegate) { $0.scrollViewDidScroll(self) } }
        }
    }

    /// The delegate the scroll view tells about scrolling: `UITextView` redeclares `delegate` with its own protocol.
    package var scrollViewDelegate: (any UIScrollViewDelegate)? { nil }

    /// The optional messages the model sends a scroll view's or text view's delegate.
    static let delegateSelectors = [
        "scrollViewDidScroll:", "textViewShouldBeginEditing:", "textViewDidBeginEditing:", "textViewDidEndEditing:",
        "textView:shouldChangeTextIn:replacementText:", "textViewDidChange:", "textViewDidChangeSelection:",
    ]

    /// What the delegate answered `responds(to:)` for each message when it was set, where UIKit keeps the answers
    /// (`uikit.scrollview.delegateRespondsCache`); nil where it asks before each message.
    private var respondsWhenSet: [String: Bool]?

    /// Called when the delegate changes: with the switch on, asks it once for every message, unless it is the
    /// object already set (UIKit then keeps the answers it has).
    func delegateWasSet(from old: AnyObject?, to new: (any NSObjectProtocol)?) {
        guard AppleModel.current.isOn(.delegateRespondsCachedWhenSet) else { return }
        guard old !== new || respondsWhenSet == nil else { return }
        var answers: [String: Bool] = [:]
        for selector in Self.delegateSelectors { answers[selector] = new?.responds(to: Selector(selector)) ?? false }
        respondsWhenSet = answers
    }

    /// Sends an optional delegate message as UIKit does: only if the delegate responds to it, as asked now or as it
    /// answered when it was set.
    func sendToDelegate<Delegate, Result>(
        _ selector: String, _ delegate: Delegate?, _ message: (Delegate) -> Result
    ) -> Result? {
        ObjCMessage.send(selector, to: delegate, responds: respondsWhenSet?[selector], message)
    }

    // UIKit/UIScrollView/contentSize
    open var contentSize: CGSize = .zero

    // UIKit/UIScrollView/contentInset
    open var contentInset: UIEdgeInsets = .zero

    // UIKit/UIScrollView/contentInsetAdjustmentBehavior-swift.property
    @available(iOS 11.0, *)
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic

    // `.automatic` adjusts as `.scrollableAxes` does: the model has no view controllers, whose root views it treats
    // otherwise.
    // UIKit/UIScrollView/adjustedContentInset
    @available(iOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets {
        let safeArea = safeAreaInsets
        var insets = contentInset
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            (vertical, horizontal) = (false, false)
        case .always:
            (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
            horizontal = contentSize.width > bounds.width
        }
        if vertical {
            insets.top += safeArea.top
            insets.bottom += safeArea.bottom
        }
        if horizontal {
            insets.left += safeArea.left
            insets.right += safeArea.right
        }
        return insets
    }

    /// The resting vertical offset: the top of the content below the top inset.
    package var minimumOffsetY: CGFloat { -adjustedContentInset.top }

    /// The greatest vertical offset at which the content, with its bottom inset, still fills the view.
    package var maximumOffsetY: CGFloat {
        Swift.max(minimumOffsetY, contentSize.height + adjustedContentInset.bottom - bounds.height)
    }

    // UIKit/UIScrollView/scrollRectToVisible(_:animated:)
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard isScrollEnabled else { return }
        var y = contentOffset.y
        if rect.maxY > y + bounds.height { y = rect.maxY - bounds.height }
        if rect.minY < y { y = rect.minY }
        contentOffset.y = Swift.min(Swift.max(y, minimumOffsetY), maximumOffsetY)
    }
}

extension UIScrollView {
    // UIKit/UIScrollView/ContentInsetAdjustmentBehavior-swift.enum
    @available(iOS 11.0, *)
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        // UIKit/UIScrollView/ContentInsetAdjustmentBehavior-swift.enum/automatic
        case automatic = 0

        // UIKit/UIScrollView/ContentInsetAdjustmentBehavior-swift.enum/scrollableAxes
        case scrollableAxes = 1

        // UIKit/UIScrollView/ContentInsetAdjustmentBehavior-swift.enum/never
        case never = 2

        // UIKit/UIScrollView/ContentInsetAdjustmentBehavior-swift.enum/always
        case always = 3
    }

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

        // UIKit/UIScrollView/KeyboardDismissMode-swift.enum/onDragWithAccessory
        @available(iOS 16.0, *)
        case onDragWithAccessory = 3

        // UIKit/UIScrollView/KeyboardDismissMode-swift.enum/interactiveWithAccessory
        @available(iOS 16.0, *)
        case interactiveWithAccessory = 4
    }
}

// UIKit/UIScrollViewDelegate
@MainActor @objc public protocol UIScrollViewDelegate: NSObjectProtocol {
    // UIKit/UIScrollViewDelegate/scrollViewDidScroll(_:)
    @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView)
}

#if !_runtime(_ObjC)
extension UIScrollViewDelegate {
    // UIKit/UIScrollViewDelegate/scrollViewDidScroll(_:)
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
#endif
