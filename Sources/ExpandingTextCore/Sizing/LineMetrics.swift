/// The vertical metrics of a text view's lines, used to turn a number of lines into a height.
///
/// A height for `n` lines (n ≥ 1) is
/// `n × lineHeight + (n − 1) × lineSpacing + topInset + bottomInset`: spacing sits *between* lines, never after
/// the last one, and the insets are counted once. Getting this wrong is the classic "max lines off by one" bug of
/// growing text views.
///
/// ```swift
/// let metrics = try LineMetrics(lineHeight: 20, lineSpacing: 5, topInset: 10, bottomInset: 10)
/// metrics.height(forLines: 3)  // 3 × 20 + 2 × 5 + 10 + 10 = 90
/// ```
///
/// On Apple platforms, prefer heights *measured* by the platform for the maximum (see
/// ``ExpansionPolicy/heightLimits(displayScale:measuredHeightOfLines:)``): fallback fonts for emoji or CJK make
/// lines taller than the font's nominal line height.
public struct LineMetrics: Hashable, Sendable {
    /// The height of one line, in points. Greater than zero.
    public let lineHeight: Double
    /// The extra space between two consecutive lines, in points. Zero or more.
    public let lineSpacing: Double
    /// The space above the first line (the text container's top inset), in points. Zero or more.
    public let topInset: Double
    /// The space below the last line (the text container's bottom inset), in points. Zero or more.
    public let bottomInset: Double

    /// Metrics of a character-cell display: each line is one unit tall, with no spacing and no insets, so a
    /// height equals a number of lines. This is what a terminal uses.
    public static let cells = LineMetrics(unchecked: 1, lineSpacing: 0, topInset: 0, bottomInset: 0)

    /// Creates line metrics, checking every value.
    ///
    /// - Parameters:
    ///   - lineHeight: The height of one line; finite and greater than zero.
    ///   - lineSpacing: The space between two lines; finite, zero or more.
    ///   - topInset: The space above the first line; finite, zero or more.
    ///   - bottomInset: The space below the last line; finite, zero or more.
    /// - Throws: ``ConfigurationError`` naming the first invalid value.
    public init(
        lineHeight: Double, lineSpacing: Double = 0, topInset: Double = 0, bottomInset: Double = 0
    ) throws(ConfigurationError) {
        guard lineHeight.isFinite, lineHeight > 0 else {
            throw ConfigurationError(
                parameter: "lineHeight", value: "\(lineHeight)", requirement: "must be a finite number greater than 0")
        }
        try ConfigurationError.checkLength(lineSpacing, named: "lineSpacing")
        try ConfigurationError.checkLength(topInset, named: "topInset")
        try ConfigurationError.checkLength(bottomInset, named: "bottomInset")
        self.init(unchecked: lineHeight, lineSpacing: lineSpacing, topInset: topInset, bottomInset: bottomInset)
    }

    private init(unchecked lineHeight: Double, lineSpacing: Double, topInset: Double, bottomInset: Double) {
        self.lineHeight = lineHeight
        self.lineSpacing = lineSpacing
        self.topInset = topInset
        self.bottomInset = bottomInset
    }

    /// The height of a view that shows exactly `lines` lines, insets included.
    ///
    /// - Parameter lines: The number of lines; values below 1 count as 1 (an empty text still has the line the
    ///   caret sits on).
    /// - Returns: `lines × lineHeight + (lines − 1) × lineSpacing + topInset + bottomInset`.
    public func height(forLines lines: Int) -> Double {
        let lines = Swift.max(lines, 1)
        return Double(lines) * lineHeight + Double(lines - 1) * lineSpacing + topInset + bottomInset
    }

    /// The most whole lines whose ``height(forLines:)`` fits in `height`, or 0 when not even one line fits.
    ///
    /// A height equal to ``height(forLines:)`` within floating-point error counts as fitting, so
    /// `lines(fittingHeight: height(forLines: n)) == n` for every `n ≥ 1`. A finite height that would fit more than
    /// 10^15 lines counts as 10^15 lines; an infinite one as `Int.max`.
    ///
    /// - Parameter height: A height in points, insets included.
    public func lines(fittingHeight height: Double) -> Int {
        guard height.isFinite else { return height > 0 ? Int.max : 0 }
        // Floating-point error, but never half a line: for huge heights a relative tolerance would span many lines.
        let tolerance = Swift.min(1e-9 * Swift.max(1, abs(height)), (lineHeight + lineSpacing) / 2)
        // Next to `.greatestFiniteMagnitude` the tolerance overflows to infinity, which every height, infinite ones
        // included, would fit under: the count would never stop rising.
        let reach = (height + tolerance).isFinite ? height + tolerance : height
        let estimate = (height - topInset - bottomInset + lineSpacing) / (lineHeight + lineSpacing)
        guard estimate >= 1 - 1e-9 else { return 0 }
        // Far beyond any real view (a maximum of `.greatestFiniteMagnitude` meaning "no limit", or a tiny line
        // height): answer the cap at once. Settling a capped estimate line by line would take practically forever.
        guard estimate < Self.lineCountCap else { return Int(Self.lineCountCap) }
        // The division can land a hair below or above the exact count; settle it with the height formula itself.
        var lines = Swift.max(Int(estimate.wholeFloor), 1)
        while self.height(forLines: lines + 1) <= reach { lines += 1 }
        while lines > 1, self.height(forLines: lines) > reach { lines -= 1 }
        return self.height(forLines: lines) <= reach ? lines : 0
    }

    /// The most lines ``lines(fittingHeight:)`` counts for a finite height: 10^15, far more than any view shows, and
    /// small enough for the line-height formula to still tell one line more or less apart.
    private static let lineCountCap = 1e15
}
