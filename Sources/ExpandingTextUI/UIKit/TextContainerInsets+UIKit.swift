#if canImport(UIKit)
import ExpandingTextCore
import UIKit

extension TextContainerInsets {
    /// The insets of a `UITextView`'s text container, as Core takes them.
    init(_ insets: UIEdgeInsets) {
        self.init(
            top: Double(insets.top),
            left: Double(insets.left),
            bottom: Double(insets.bottom),
            right: Double(insets.right)
        )
    }

    /// The insets as `UITextView` takes them.
    var edgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
#endif
