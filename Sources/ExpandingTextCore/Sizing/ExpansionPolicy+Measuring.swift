// What an Apple adapter measures, decided once here for UIKit and AppKit.

extension ExpansionPolicy {
    /// The text whose measured height is the height of `lines` lines: `Xy` on each line, so every line has an
    /// ascender and a descender, as a line of real text does.
    ///
    /// Pass it, with the view's real attributes, to the measurement behind
    /// ``heightLimits(displayScale:measuredHeightOfLines:)``.
    ///
    /// - Parameter lines: One or more.
    /// - Returns: `lines` lines separated by line feeds.
    public static func sampleText(lines: Int) -> String {
        Array(repeating: "Xy", count: Swift.max(lines, 1)).joined(separator: "\n")
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
