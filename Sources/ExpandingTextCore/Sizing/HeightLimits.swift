/// Minimum and maximum heights in points, resolved for one display scale: what a view with point-based sizing
/// compares its measured content height with.
///
/// Get one from an ``ExpansionPolicy`` (``ExpansionPolicy/heightLimits(metrics:displayScale:)`` or, on Apple
/// platforms, ``ExpansionPolicy/heightLimits(displayScale:measuredHeightOfLines:)``) whenever the configuration,
/// the font or the display scale changes; then call ``resolve(contentHeight:)`` for every measurement. Resolving
/// is a pure function of the measured height, so it gives the same answer after a programmatic change of the
/// text, on first layout and after typing.
///
/// ```swift
/// let limits = try HeightLimits(minHeight: 36, maxHeight: 120, displayScale: 3)
/// limits.resolve(contentHeight: 20)       // height 36, no scrolling (the minimum)
/// limits.resolve(contentHeight: 120)      // height 120, no scrolling (exactly at the maximum)
/// limits.resolve(contentHeight: 141.5)    // height 120, scrolling
/// ```
public struct HeightLimits: Hashable, Sendable {
    /// The least height of the view, in points.
    public let minHeight: Double
    /// The greatest height of the view before its content scrolls, in points; `nil` for no maximum.
    public let maxHeight: Double?
    /// The number of device pixels per point (1, 2 or 3 on Apple devices). Heights are rounded up to whole pixels.
    public let displayScale: Double

    /// Creates height limits, checking every value.
    ///
    /// - Parameters:
    ///   - minHeight: The least height; finite, zero or more.
    ///   - maxHeight: The greatest height before scrolling; finite and at least `minHeight`, or `nil` for none.
    ///   - displayScale: Pixels per point, from 1/1000 to 1000. Beyond those a pixel is no longer a length that
    ///     heights can be rounded to (at 1e-320 one pixel's height is not even a finite number of points).
    /// - Throws: ``ConfigurationError`` naming the first invalid value.
    public init(minHeight: Double, maxHeight: Double? = nil, displayScale: Double = 1) throws(ConfigurationError) {
        try ConfigurationError.checkLength(minHeight, named: "minHeight")
        if let maxHeight {
            try ConfigurationError.checkLength(maxHeight, named: "maxHeight")
            guard maxHeight >= minHeight else {
                throw ConfigurationError(
                    parameter: "maxHeight", value: "\(maxHeight)",
                    requirement: "must be at least minHeight (\(minHeight))")
            }
        }
        guard Self.roundableScales.contains(displayScale) else {
            throw ConfigurationError(
                parameter: "displayScale", value: "\(displayScale)", requirement: "must be from 0.001 to 1000")
        }
        self.init(unchecked: minHeight, maxHeight: maxHeight, displayScale: displayScale)
    }

    /// The display scale to round heights with, from what the platform reports.
    ///
    /// A view that is not on screen yet has no scale: UIKit's trait collection reports 0 ("unspecified") and an
    /// AppKit view without a window has none. Heights are then rounded to whole points — never an error — and the
    /// view measures again once it is on screen and its real scale is known.
    ///
    /// ```swift
    /// HeightLimits.displayScale(reported: 3)    // 3
    /// HeightLimits.displayScale(reported: 0)    // 1: unspecified
    /// HeightLimits.displayScale(reported: nil)  // 1: no window yet
    /// ```
    ///
    /// - Parameter reported: The scale the platform reports, if any.
    /// - Returns: `reported` when it is from 1/1000 to 1000 (what ``init(minHeight:maxHeight:displayScale:)``
    ///   takes), otherwise 1.
    public static func displayScale(reported: Double?) -> Double {
        guard let reported, roundableScales.contains(reported) else { return 1 }
        return reported
    }

    /// The display scales heights can be rounded with: far beyond any screen's either way, and far from where
    /// a pixel's size in points overflows or underflows.
    private static let roundableScales: ClosedRange<Double> = 0.001...1_000

    /// Creates limits from values already checked (or derived from checked values).
    package init(unchecked minHeight: Double, maxHeight: Double?, displayScale: Double) {
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.displayScale = displayScale
    }

    /// The view's height for a measured content height, and whether its content scrolls.
    ///
    /// The content height is first rounded up to whole pixels (``roundedUpToPixels(_:)``), and so are the limits,
    /// so a content height that equals the maximum up to floating-point error does not scroll. The height is the
    /// rounded content height clamped to the limits; scrolling is on exactly when the rounded content height
    /// exceeds the rounded maximum.
    ///
    /// - Parameter contentHeight: The measured height of the text *including* the text container's insets, as
    ///   the platform reports it for the view's width. A negative or NaN height counts as 0; +infinity scrolls.
    /// - Returns: The clamped height and the scrolling decision.
    public func resolve(contentHeight: Double) -> ExpansionPolicy.HeightResult {
        let content = contentHeight.isNaN ? 0 : Swift.max(contentHeight, 0)
        let roundedContent = roundedUpToPixels(content)
        let roundedMin = roundedUpToPixels(minHeight)
        guard let maxHeight else {
            return ExpansionPolicy.HeightResult(height: Swift.max(roundedContent, roundedMin), isScrollEnabled: false)
        }
        let roundedMax = roundedUpToPixels(maxHeight)
        let height = Swift.min(Swift.max(roundedContent, roundedMin), roundedMax)
        return ExpansionPolicy.HeightResult(height: height, isScrollEnabled: roundedContent > roundedMax)
    }

    /// `height` rounded up to the next whole device pixel at ``displayScale``, in points.
    ///
    /// A height within 1/1000 of a pixel above a whole pixel rounds *down* to it: measurements that add up
    /// fractional line heights land a hair above the exact value, and rounding them up a whole pixel would make a
    /// text that exactly fills the maximum scroll.
    ///
    /// ```swift
    /// let limits = try HeightLimits(minHeight: 0, displayScale: 2)
    /// limits.roundedUpToPixels(20.2)                 // 20.5
    /// limits.roundedUpToPixels(20.000000000001)      // 20.0
    /// ```
    ///
    /// - Parameter height: A finite height in points; infinity is returned unchanged.
    public func roundedUpToPixels(_ height: Double) -> Double {
        guard height.isFinite else { return height }
        let pixels = height * displayScale
        return (pixels - Self.pixelTolerance).wholeCeiling / displayScale
    }

    /// How far above a whole pixel a height may be and still round down to it.
    private static let pixelTolerance = 0.001

    /// These limits with the minimum raised so that a placeholder of `placeholderHeight` fits, capped at the
    /// maximum.
    ///
    /// Raising the minimum (rather than sizing to the placeholder only while it shows) is what keeps the first
    /// keystroke from changing the height: the view is already as tall as the placeholder when the text appears.
    ///
    /// - Parameter placeholderHeight: The measured height of the placeholder including the insets; a negative or
    ///   non-finite value is ignored.
    public func accommodatingPlaceholder(height placeholderHeight: Double) -> HeightLimits {
        guard placeholderHeight.isFinite, placeholderHeight > minHeight else { return self }
        return HeightLimits(
            unchecked: Swift.min(placeholderHeight, maxHeight ?? placeholderHeight), maxHeight: maxHeight,
            displayScale: displayScale)
    }
}
