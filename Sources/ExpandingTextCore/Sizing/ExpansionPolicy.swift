/// How tall a growing text input is: its minimum and maximum, as lines or as points, and when it scrolls.
///
/// The view starts at the minimum, grows with its content, stops at the maximum and from then on scrolls.
/// Every answer is a pure function of the content's size (a line count or a measured height), never of the event
/// that changed it, so a text set from code, the first layout and typing all size the view the same way.
///
/// Line-based (the terminal, and Apple views configured in lines):
///
/// ```swift
/// let policy = try ExpansionPolicy(minLines: 1, maxLines: 5)
/// policy.resolve(contentLines: 3)  // 3 visible lines, no scrolling
/// policy.resolve(contentLines: 5)  // 5 visible lines, no scrolling: exactly at the maximum
/// policy.resolve(contentLines: 6)  // 5 visible lines, scrolling
/// policy.resolve(contentLines: 0)  // 1 visible line: back to the minimum
/// ```
///
/// Point-based, from a measured content height (Apple):
///
/// <!-- example: fragment core-measuring -->
/// ```swift
/// let policy = try ExpansionPolicy(minHeight: 40, maxHeight: 200)
/// let limits = try policy.heightLimits(metrics: metrics, displayScale: 3)
/// limits.resolve(contentHeight: measuredContentHeight)  // height and scrolling
/// ```
///
/// Invalid limits throw a ``ConfigurationError`` that names the value (`maxLines must be at least minLines (3),
/// got 2`) instead of being clamped.
public struct ExpansionPolicy: Hashable, Sendable {
    /// The limits of a policy, in lines or in points.
    public enum Limits: Hashable, Sendable {
        /// At least `min` lines (≥ 1), at most `max` lines (≥ `min`), or unlimited when `max` is `nil`.
        case lines(min: Int, max: Int?)
        /// At least `min` points, at most `max` points, or unlimited when `max` is `nil`. The heights include the
        /// text container's insets.
        case height(min: Double, max: Double?)
    }

    /// The visible lines for a content line count, and whether the content scrolls.
    public struct LineResult: Hashable, Sendable {
        /// How many lines the view shows: the content's line count clamped to the limits.
        public var visibleLines: Int
        /// Whether the content has more lines than the view shows.
        public var isScrollEnabled: Bool

        /// Creates a result.
        public init(visibleLines: Int, isScrollEnabled: Bool) {
            self.visibleLines = visibleLines
            self.isScrollEnabled = isScrollEnabled
        }
    }

    /// The view's height for a content height, and whether the content scrolls.
    public struct HeightResult: Hashable, Sendable {
        /// The height of the view in points, rounded up to whole pixels and clamped to the limits.
        public var height: Double
        /// Whether the content is taller than the view.
        public var isScrollEnabled: Bool

        /// Creates a result.
        public init(height: Double, isScrollEnabled: Bool) {
            self.height = height
            self.isScrollEnabled = isScrollEnabled
        }
    }

    /// The policy's limits.
    public let limits: Limits

    /// The default of every front end: at least one line, at most five, then scrolling.
    ///
    /// A chat composer's usual size: one line while empty, growing with the text up to five lines, after which the
    /// text scrolls. The SwiftUI, UIKit and AppKit views all start with it, so a view sizes the same way whichever
    /// front end creates it. It equals `try ExpansionPolicy(minLines: 1, maxLines: 5)`, without the `try`.
    ///
    /// ```swift
    /// ExpansionPolicy.default.resolve(contentLines: 0)  // 1 visible line
    /// ExpansionPolicy.default.resolve(contentLines: 7)  // 5 visible lines, scrolling
    /// ```
    public static let `default` = ExpansionPolicy(limits: .lines(min: 1, max: 5))

    /// A policy with limits in lines.
    ///
    /// - Parameters:
    ///   - minLines: The least number of lines the view shows; at least 1.
    ///   - maxLines: The most lines the view shows before it scrolls; at least `minLines`, or `nil` (the default)
    ///     to grow without limit.
    /// - Throws: ``ConfigurationError`` naming the invalid value.
    public init(minLines: Int = 1, maxLines: Int? = nil) throws(ConfigurationError) {
        guard minLines >= 1 else {
            throw ConfigurationError(parameter: "minLines", value: "\(minLines)", requirement: "must be at least 1")
        }
        if let maxLines, maxLines < minLines {
            throw ConfigurationError(
                parameter: "maxLines", value: "\(maxLines)", requirement: "must be at least minLines (\(minLines))")
        }
        limits = .lines(min: minLines, max: maxLines)
    }

    /// A policy with limits in points (the heights include the text container's insets).
    ///
    /// - Parameters:
    ///   - minHeight: The least height; finite, zero or more.
    ///   - maxHeight: The greatest height before the content scrolls; finite and at least `minHeight`, or `nil` to
    ///     grow without limit.
    /// - Throws: ``ConfigurationError`` naming the invalid value.
    public init(minHeight: Double, maxHeight: Double? = nil) throws(ConfigurationError) {
        let checked = try HeightLimits(minHeight: minHeight, maxHeight: maxHeight)
        limits = .height(min: checked.minHeight, max: checked.maxHeight)
    }

    private init(limits: Limits) {
        self.limits = limits
    }

    /// The visible lines for a content of `contentLines` lines, and whether it scrolls.
    ///
    /// Visible lines = clamp(contentLines, min, max); scrolling is on exactly when `contentLines > max`. A
    /// point-based policy is first converted to lines with `metrics`: its minimum and maximum become the most
    /// whole lines that fit in `minHeight` and `maxHeight` (at least 1 each).
    ///
    /// - Parameters:
    ///   - contentLines: The content's line count (visual lines, after wrapping). Values below 1 count as 1.
    ///   - metrics: The metrics that convert point limits to lines; ``LineMetrics/cells`` by default, where a point
    ///     is a line. Line-based policies ignore it.
    /// - Complexity: O(1).
    public func resolve(contentLines: Int, metrics: LineMetrics = .cells) -> LineResult {
        let (minLines, maxLines) = lineLimits(metrics: metrics)
        let content = Swift.max(contentLines, 1)
        guard let maxLines else {
            return LineResult(visibleLines: Swift.max(content, minLines), isScrollEnabled: false)
        }
        return LineResult(
            visibleLines: Swift.min(Swift.max(content, minLines), maxLines), isScrollEnabled: content > maxLines)
    }

    /// The view's height for a measured content height, and whether it scrolls, at a display scale of 1.
    ///
    /// A shorthand for `heightLimits(metrics: metrics).resolve(contentHeight: contentHeight)`; use
    /// ``heightLimits(metrics:displayScale:)`` to round to the pixels of a real display.
    ///
    /// - Parameters:
    ///   - contentHeight: The measured height of the text, insets included.
    ///   - metrics: The metrics that convert line limits to heights; point-based policies ignore them.
    public func resolve(contentHeight: Double, metrics: LineMetrics) -> HeightResult {
        let (minHeight, maxHeight) = heights(metrics: metrics)
        return HeightLimits(unchecked: minHeight, maxHeight: maxHeight, displayScale: 1)
            .resolve(contentHeight: contentHeight)
    }

    /// The limits in points for one display, converting line limits with the line-height formula.
    ///
    /// For line-based limits, `minHeight = metrics.height(forLines: minLines)` and likewise for the maximum.
    ///
    /// - Parameters:
    ///   - metrics: The metrics that convert line limits to heights; point-based policies ignore them.
    ///   - displayScale: Pixels per point, from 1/1000 to 1000.
    /// - Throws: ``ConfigurationError`` when `displayScale` is invalid.
    public func heightLimits(metrics: LineMetrics, displayScale: Double = 1) throws(ConfigurationError)
        -> HeightLimits
    {
        let (minHeight, maxHeight) = heights(metrics: metrics)
        return try HeightLimits(minHeight: minHeight, maxHeight: maxHeight, displayScale: displayScale)
    }

    /// The limits in points for one display, converting line limits with heights the platform measured.
    ///
    /// The height of N lines is what the text system reports for N lines of text with the view's real attributes
    /// (fallback fonts for emoji or CJK make lines taller than the font's line height), so a line-based maximum
    /// is exact. `measuredHeightOfLines` is called only for a line-based policy: once with `minLines`, and once
    /// with `maxLines` if there is one of at most ``maximumMeasuredLines``. A larger `maxLines` (`Int.max` meaning
    /// "unlimited") is no maximum: it is not measured and the limits have none.
    ///
    /// <!-- example: fragment core-policy-measuring -->
    /// ```swift
    /// let limits = try policy.heightLimits(displayScale: 2) { lines in
    ///     measureHeight(of: ExpansionPolicy.sampleText(lines: lines))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - displayScale: Pixels per point, from 1/1000 to 1000.
    ///   - measuredHeightOfLines: The measured height, insets included, of a text of the given number of lines.
    /// - Throws: ``ConfigurationError`` when `displayScale` or a measured height is invalid (negative,
    ///   non-finite, or a maximum below the minimum), or when `minLines` is more than ``maximumMeasuredLines``
    ///   (a minimum no view can be made to show).
    public func heightLimits(
        displayScale: Double = 1, measuredHeightOfLines: (Int) -> Double
    ) throws(ConfigurationError) -> HeightLimits {
        switch limits {
        case .height(let minHeight, let maxHeight):
            return try HeightLimits(minHeight: minHeight, maxHeight: maxHeight, displayScale: displayScale)
        case .lines(let minLines, let maxLines):
            guard minLines <= Self.maximumMeasuredLines else {
                throw ConfigurationError(
                    parameter: "minLines", value: "\(minLines)",
                    requirement: "must be at most \(Self.maximumMeasuredLines) (maximumMeasuredLines) to be measured")
            }
            let minHeight = measuredHeightOfLines(minLines)
            try ConfigurationError.checkLength(minHeight, named: "measured height of \(minLines) lines (minLines)")
            var maxHeight: Double?
            if let maxLines, maxLines <= Self.maximumMeasuredLines {
                let measured = measuredHeightOfLines(maxLines)
                try ConfigurationError.checkLength(measured, named: "measured height of \(maxLines) lines (maxLines)")
                guard measured >= minHeight else {
                    throw ConfigurationError(
                        parameter: "measured height of \(maxLines) lines (maxLines)", value: "\(measured)",
                        requirement: "must be at least the measured height of \(minLines) lines (\(minHeight))")
                }
                maxHeight = measured
            }
            return try HeightLimits(minHeight: minHeight, maxHeight: maxHeight, displayScale: displayScale)
        }
    }

    /// This policy with the minimum raised to fit a placeholder of `placeholderLines` lines, capped at the maximum.
    ///
    /// Raising the minimum (rather than sizing to the placeholder only while it shows) keeps the first keystroke
    /// from changing the height. A point-based policy is returned unchanged: raise its measured limits with
    /// ``HeightLimits/accommodatingPlaceholder(height:)``.
    ///
    /// - Parameter placeholderLines: The placeholder's line count at the view's width.
    public func accommodatingPlaceholder(lines placeholderLines: Int) -> ExpansionPolicy {
        guard case .lines(let minLines, let maxLines) = limits, placeholderLines > minLines else { return self }
        return ExpansionPolicy(limits: .lines(min: Swift.min(placeholderLines, maxLines ?? Int.max), max: maxLines))
    }

    /// The limits in lines; point limits converted with `metrics`.
    private func lineLimits(metrics: LineMetrics) -> (min: Int, max: Int?) {
        switch limits {
        case .lines(let minLines, let maxLines):
            return (minLines, maxLines)
        case .height(let minHeight, let maxHeight):
            let minLines = Swift.max(metrics.lines(fittingHeight: minHeight), 1)
            return (minLines, maxHeight.map { Swift.max(metrics.lines(fittingHeight: $0), minLines) })
        }
    }

    /// The limits in points; line limits converted with `metrics`.
    private func heights(metrics: LineMetrics) -> (min: Double, max: Double?) {
        switch limits {
        case .lines(let minLines, let maxLines):
            return (metrics.height(forLines: minLines), maxLines.map { metrics.height(forLines: $0) })
        case .height(let minHeight, let maxHeight):
            return (minHeight, maxHeight)
        }
    }
}
