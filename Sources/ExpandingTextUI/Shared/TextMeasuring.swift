#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import ExpandingTextCore
import Foundation

/// What a platform measures for the height ``GrowingTextController`` decides: its text view's text and the height
/// limits, laid out the way that text view lays text out.
///
/// Each platform's `TextMeasurer` implements it; the controller caches the limits and decides the height with Core.
@MainActor
protocol TextMeasuring {
    /// The width lines wrap at in a view `width` wide: the measured limits hold for every view width with the same
    /// line width.
    func lineWidth(forViewWidth width: CGFloat) -> CGFloat
    /// The view's height limits at `width`, a line-based policy converted with measured samples of N lines.
    func heightLimits(width: CGFloat) -> HeightLimits
    /// The height of the view's text at `width`, insets included.
    func contentHeight(width: CGFloat) -> Double
}
#endif
