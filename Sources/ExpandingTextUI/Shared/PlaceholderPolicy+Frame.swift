#if canImport(UIKit) || canImport(AppKit)
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif
import ExpandingTextCore

extension PlaceholderPolicy {
    /// The frame of a growing text view's placeholder label: where the first line of text starts, as wide as the
    /// label needs but no wider than the text's lines.
    ///
    /// - Parameters:
    ///   - insets: The text container's insets.
    ///   - lineFragmentPadding: The text container's line fragment padding.
    ///   - isRightToLeft: Whether the view lays out right to left.
    ///   - alignment: The text view's alignment.
    ///   - viewWidth: The view's width.
    ///   - labelSize: The size the label takes when it may be as wide as the given width.
    /// - Returns: The frame, or `nil` for insets Core cannot place text between.
    static func placeholderFrame(
        insets: TextContainerInsets,
        lineFragmentPadding: CGFloat,
        isRightToLeft: Bool,
        alignment: NSTextAlignment,
        viewWidth: CGFloat,
        labelSize: (CGFloat) -> CGSize
    ) -> CGRect? {
        guard
            let policy = try? PlaceholderPolicy(
                insets: insets,
                lineFragmentPadding: Double(lineFragmentPadding),
                direction: isRightToLeft ? .rightToLeft : .leftToRight,
                alignment: Alignment(alignment.placeholderSetting, isRightToLeft: isRightToLeft)
            )
        else { return nil }
        let width = CGFloat(policy.availableWidth(viewWidth: Double(viewWidth)))
        let size = labelSize(width)
        let origin = policy.origin(viewWidth: Double(viewWidth), placeholderWidth: Double(size.width))
        return CGRect(x: CGFloat(origin.x), y: CGFloat(origin.y), width: min(size.width, width), height: size.height)
    }
}
#endif
