import Testing

@testable import ExpandingTextCore

/// `LineMetrics.lines(fittingHeight:)` for heights that fit absurdly many lines. It used to cap its estimate at 10^15
/// lines and then step one line at a time towards the real count, which never ended: a point-based policy with
/// `maxHeight: .greatestFiniteMagnitude` (a common way to say "no maximum") hung in `resolve(contentLines:metrics:)`.
@Suite struct LineMetricsHugeHeightTests {
    @Test(arguments: [
        (20.0, Double.greatestFiniteMagnitude),
        (1e-300, 100.0),
        (0.001, 1e14),
        (20.0, 1e300),
    ])
    func hugeLineCountsAreCapped(lineHeight: Double, height: Double) throws {
        let metrics = try LineMetrics(lineHeight: lineHeight)
        #expect(metrics.lines(fittingHeight: height) == 1_000_000_000_000_000)
    }

    @Test func policyWithTheGreatestFiniteMaximumGrowsWithoutScrolling() throws {
        let metrics = try LineMetrics(lineHeight: 20, lineSpacing: 4)
        let policy = try ExpansionPolicy(minHeight: 40, maxHeight: .greatestFiniteMagnitude)
        let result = policy.resolve(contentLines: 3, metrics: metrics)
        #expect(result.visibleLines == 3)
        #expect(!result.isScrollEnabled)
    }

    @Test func countsJustBelowTheCapAreExact() throws {
        let metrics = try LineMetrics(lineHeight: 0.5)
        #expect(metrics.lines(fittingHeight: metrics.height(forLines: 999_999_999_999)) == 999_999_999_999)
        #expect(metrics.lines(fittingHeight: 12.25) == 24)
    }
}
