import ExpandingTextCore
import Testing

@Suite struct HeightLimitsTests {
    /// (content height) → (height, scrolling) for 36…120 pt at 1×. pitfall 5: exactly at the maximum does
    /// not scroll; shrinking goes back to the minimum.
    @Test(arguments: [
        (0.0, 36.0, false),
        (20.0, 36.0, false),
        (36.0, 36.0, false),
        (80.5, 81.0, false),
        (120.0, 120.0, false),
        (120.4, 120.0, true),
        (500.0, 120.0, true),
        (-5.0, 36.0, false),
        (Double.nan, 36.0, false),
        (Double.infinity, 120.0, true),
    ])
    func heightsAreClamped(content: Double, height: Double, scrolls: Bool) throws {
        let limits = try HeightLimits(minHeight: 36, maxHeight: 120)
        #expect(limits.resolve(contentHeight: content) == .init(height: height, isScrollEnabled: scrolls))
    }

    /// the adapter rules: heights are rounded *up* to whole pixels before comparing with the maximum, with a tolerance
    /// for floating-point error. (scale, height, rounded).
    @Test(arguments: [
        (1.0, 20.2, 21.0),
        (2.0, 20.2, 20.5),
        (3.0, 20.2, 61.0 / 3),
        (2.0, 20.5, 20.5),
        (2.0, 20.000000000001, 20.0),
        (3.0, 0.1 + 0.2, 1.0 / 3),
        (2.0, 0.0, 0.0),
    ])
    func heightsRoundUpToWholePixels(scale: Double, height: Double, rounded: Double) throws {
        let limits = try HeightLimits(minHeight: 0, displayScale: scale)
        #expect(abs(limits.roundedUpToPixels(height) - rounded) < 1e-12)
    }

    /// Pitfall 5 and 6.2: a content height equal to the maximum up to floating-point error does not scroll.
    @Test func measuredHeightEqualToTheMaximumWithinErrorDoesNotScroll() throws {
        // Ten lines of 7.7 pt added one by one: 77.00000000000001, not 77.
        let measured = (0..<10).reduce(0.0) { sum, _ in sum + 7.7 }
        let limits = try HeightLimits(minHeight: 0, maxHeight: 77, displayScale: 2)
        #expect(measured != 77)
        #expect(limits.resolve(contentHeight: measured) == .init(height: 77, isScrollEnabled: false))
        #expect(limits.resolve(contentHeight: 77.5) == .init(height: 77, isScrollEnabled: true))
    }

    /// Pitfall 8: the max height of N lines with custom insets and spacing; N lines fit, N + 1 scroll.
    @Test(arguments: [1, 2, 3, 5, 8])
    func maxLinesWithCustomInsetsIsNotOffByOne(maxLines: Int) throws {
        let metrics = try LineMetrics(lineHeight: 20.287109375, lineSpacing: 5, topInset: 10, bottomInset: 10)
        let policy = try ExpansionPolicy(minLines: 1, maxLines: maxLines)
        let limits = try policy.heightLimits(metrics: metrics, displayScale: 3)
        let atMax = limits.resolve(contentHeight: metrics.height(forLines: maxLines))
        let oneMore = limits.resolve(contentHeight: metrics.height(forLines: maxLines + 1))
        #expect(!atMax.isScrollEnabled)
        #expect(oneMore.isScrollEnabled)
        #expect(atMax.height == oneMore.height)
        #expect(atMax.height >= metrics.height(forLines: maxLines))
        #expect(atMax.height - metrics.height(forLines: maxLines) < 1.0 / 3)
    }

    /// Pitfall 1: the height is a pure function of the content height. A text set in code, a first layout,
    /// and the same text typed character by character all end at the same height.
    @Test func heightDependsOnlyOnTheContent() throws {
        let metrics = try LineMetrics(lineHeight: 20, topInset: 8, bottomInset: 8)
        let limits = try ExpansionPolicy(minLines: 1, maxLines: 6).heightLimits(metrics: metrics, displayScale: 2)
        let typed = (1...4).map { limits.resolve(contentHeight: metrics.height(forLines: $0)) }.last
        let setInCode = limits.resolve(contentHeight: metrics.height(forLines: 4))
        let firstLayout = try ExpansionPolicy(minLines: 1, maxLines: 6).heightLimits(metrics: metrics, displayScale: 2)
            .resolve(contentHeight: metrics.height(forLines: 4))
        #expect(typed == setInCode)
        #expect(firstLayout == setInCode)
        #expect(setInCode.height == 96)
    }

    /// The maximum of a line-based policy is the *measured* height of N lines, not lineHeight × N.
    @Test func lineLimitsConvertWithMeasuredHeights() throws {
        var asked: [Int] = []
        // Emoji fallback fonts make these lines 24.5 pt instead of the font's 20.
        let limits = try ExpansionPolicy(minLines: 2, maxLines: 4).heightLimits(displayScale: 2) { lines in
            asked.append(lines)
            return Double(lines) * 24.5 + 16
        }
        #expect(asked == [2, 4])
        #expect(limits.minHeight == 65)
        #expect(limits.maxHeight == 114)
        #expect(!limits.resolve(contentHeight: 114).isScrollEnabled)
        #expect(limits.resolve(contentHeight: 138.5).isScrollEnabled)
    }

    @Test func heightLimitsIgnoreMeasurementsForPointPolicies() throws {
        var asked = false
        let limits = try ExpansionPolicy(minHeight: 30, maxHeight: 90).heightLimits { _ in
            asked = true
            return 0
        }
        #expect(!asked)
        #expect(limits.minHeight == 30 && limits.maxHeight == 90)
    }

    @Test(arguments: [
        (Double.nan, 100.0, "measured height of 1 lines (minLines) must be a finite number of at least 0, got nan"),
        (
            50.0, 40.0,
            "measured height of 3 lines (maxLines) must be at least the measured height of 1 lines (50.0), got 40.0"
        ),
        (20.0, -1.0, "measured height of 3 lines (maxLines) must be a finite number of at least 0, got -1.0"),
    ])
    func invalidMeasurementsAreRejected(minMeasured: Double, maxMeasured: Double, message: String) throws {
        let policy = try ExpansionPolicy(minLines: 1, maxLines: 3)
        do {
            _ = try policy.heightLimits { $0 == 1 ? minMeasured : maxMeasured }
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [0.0, -2.0, Double.nan, Double.infinity])
    func invalidDisplayScalesAreRejected(scale: Double) throws {
        do {
            _ = try HeightLimits(minHeight: 0, maxHeight: 10, displayScale: scale)
            Issue.record("expected an error")
        } catch {
            #expect(error.parameter == "displayScale")
            #expect(error.description == "displayScale must be from 0.001 to 1000, got \(scale)")
        }
        #expect(throws: ConfigurationError.self) {
            try ExpansionPolicy(minLines: 1).heightLimits(metrics: .cells, displayScale: scale)
        }
    }

    @Test func resolveWithMetricsUsesTheLineFormula() throws {
        let metrics = try LineMetrics(lineHeight: 20, lineSpacing: 5, topInset: 10, bottomInset: 10)
        let policy = try ExpansionPolicy(minLines: 1, maxLines: 3)
        #expect(policy.resolve(contentHeight: 10, metrics: metrics) == .init(height: 40, isScrollEnabled: false))
        // 3 lines: 3 × 20 + 2 × 5 + 10 + 10 = 90.
        #expect(policy.resolve(contentHeight: 90, metrics: metrics) == .init(height: 90, isScrollEnabled: false))
        #expect(policy.resolve(contentHeight: 115, metrics: metrics) == .init(height: 90, isScrollEnabled: true))
    }

    /// Pitfall 9: a multi-line placeholder raises the minimum so the first keystroke does not change the
    /// height; the raise is capped at the maximum.
    @Test(arguments: [
        (76.0, 76.0),
        (20.0, 36.0),
        (500.0, 120.0),
        (Double.nan, 36.0),
    ])
    func placeholderHeightRaisesTheMinimum(placeholder: Double, minimum: Double) throws {
        let limits = try HeightLimits(minHeight: 36, maxHeight: 120).accommodatingPlaceholder(height: placeholder)
        #expect(limits.minHeight == minimum)
        let empty = limits.resolve(contentHeight: 36)
        let firstKeystroke = limits.resolve(contentHeight: 36)
        #expect(empty == firstKeystroke)
        #expect(empty.height == minimum)
    }

    /// A view off screen reports no usable scale (UIKit: 0, AppKit: no window); that must never become an error.
    @Test(
        arguments: [
            (Double?.some(3), 3.0), (2, 2), (1, 1), (0, 1), (-2, 1), (.nan, 1), (.infinity, 1), (nil, 1),
        ] as [(Double?, Double)])
    func unspecifiedDisplayScalesRoundToWholePoints(reported: Double?, expected: Double) throws {
        let scale = HeightLimits.displayScale(reported: reported)
        #expect(scale == expected)
        #expect(throws: Never.self) { try HeightLimits(minHeight: 10, displayScale: scale) }
    }
}
