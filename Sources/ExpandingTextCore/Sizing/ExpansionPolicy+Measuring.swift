// What an Apple adapter measures, decided once here for UIKit and AppKit.

extension ExpansionPolicy {
    /// The most lines a sample text has, and so the largest line limit measured: 1,000.
    ///
    /// A view of a thousand lines is tens of thousands of points tall, beyond any screen, so a larger `maxLines`
    /// (`Int.max` for "unlimited", say) cannot be told apart from no maximum and is treated as none; measuring it
    /// would build and lay out a giant text, again at every change of width.
    public static let maximumMeasuredLines = 1_000

    /// The text whose measured height is the height of `lines` lines: `Xy` on each line, so every line has an
    /// ascender and a descender, as a line of real text does.
    ///
    /// Pass it, with the view's real attributes, to the measurement behind
    /// ``heightLimits(displayScale:measuredHeightOfLines:)``, which asks for no more than
    /// ``maximumMeasuredLines``.
    ///
    /// - Parameter lines: From 1 to ``maximumMeasuredLines``; fewer count as 1, more as ``maximumMeasuredLines``.
    /// - Returns: That many lines separated by line feeds.
    /// - Complexity: O(lines), at most O(``maximumMeasuredLines``).
    public static func sampleText(lines: Int) -> String {
        Array(repeating: "Xy", count: Swift.min(Swift.max(lines, 1), maximumMeasuredLines)).joined(separator: "\n")
    }

    /// The width to measure at for a width a layout system proposes, or `nil` when there is none to measure at.
    ///
    /// SwiftUI proposes `nil` (any width it likes) and infinity (as much as it wants); neither is a width text can
    /// wrap at, so the view's current width is used then. The view answers with this width, not with the text's
    /// own snug width, so the field keeps the width it was offered.
    ///
    /// - Parameters:
    ///   - proposed: The proposed width in points, if any.
    ///   - current: The view's current width in points.
    /// - Returns: The proposed width when it is finite, else the current width; `nil` when that is not greater than
    ///   zero (the view has not been laid out yet).
    public static func measuringWidth(proposed: Double?, current: Double) -> Double? {
        var width = proposed ?? current
        if !width.isFinite {
            width = current
        }
        return width > 0 ? width : nil
    }
}
