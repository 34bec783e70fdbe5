import ExpandingTextCore
import Testing

@Suite struct LineMetricsTests {
    /// the sizing contract: lines × lineHeight + (lines − 1) × lineSpacing + top + bottom.
    @Test(arguments: [
        (20.0, 0.0, 0.0, 0.0, 1, 20.0),
        (20.0, 0.0, 0.0, 0.0, 3, 60.0),
        (20.0, 5.0, 10.0, 10.0, 1, 40.0),
        (20.0, 5.0, 10.0, 10.0, 3, 90.0),
        (17.5, 2.5, 8.0, 4.0, 4, 89.5),
        (20.0, 5.0, 10.0, 10.0, 0, 40.0),
    ])
    func heightFormula(
        lineHeight: Double, lineSpacing: Double, top: Double, bottom: Double, lines: Int, height: Double
    ) throws {
        let metrics = try LineMetrics(
            lineHeight: lineHeight, lineSpacing: lineSpacing, topInset: top, bottomInset: bottom)
        #expect(metrics.height(forLines: lines) == height)
    }

    /// Pitfall 8: with custom insets and line spacing, the height of N lines converts back to exactly N
    /// lines, and a hair less is N − 1 — never off by one, including fractional metrics.
    @Test(arguments: [
        (20.0, 5.0, 10.0, 10.0),
        (20.287109375, 0.0, 8.0, 8.0),
        (17.9, 3.3, 7.1, 0.0),
        (1.0, 0.0, 0.0, 0.0),
        (0.1, 0.2, 0.3, 0.0),
    ])
    func linesRoundTripWithCustomInsetsAndSpacing(
        lineHeight: Double, lineSpacing: Double, top: Double, bottom: Double
    ) throws {
        let metrics = try LineMetrics(
            lineHeight: lineHeight, lineSpacing: lineSpacing, topInset: top, bottomInset: bottom)
        for lines in 1...40 {
            let height = metrics.height(forLines: lines)
            #expect(metrics.lines(fittingHeight: height) == lines)
            #expect(metrics.lines(fittingHeight: height - lineHeight / 100) == lines - 1)
        }
        #expect(metrics.lines(fittingHeight: 0) == 0)
        #expect(metrics.lines(fittingHeight: .infinity) == .max)
    }

    @Test func cellsAreOneUnitPerLine() {
        #expect(LineMetrics.cells.height(forLines: 7) == 7)
        #expect(LineMetrics.cells.lines(fittingHeight: 7) == 7)
    }

    @Test(arguments: [
        (0.0, 0.0, 0.0, 0.0, "lineHeight must be a finite number greater than 0, got 0.0"),
        (-1.0, 0.0, 0.0, 0.0, "lineHeight must be a finite number greater than 0, got -1.0"),
        (Double.infinity, 0.0, 0.0, 0.0, "lineHeight must be a finite number greater than 0, got inf"),
        (20.0, -2.0, 0.0, 0.0, "lineSpacing must be a finite number of at least 0, got -2.0"),
        (20.0, 0.0, Double.nan, 0.0, "topInset must be a finite number of at least 0, got nan"),
        (20.0, 0.0, 0.0, -0.5, "bottomInset must be a finite number of at least 0, got -0.5"),
    ])
    func invalidMetricsAreRejected(
        lineHeight: Double, lineSpacing: Double, top: Double, bottom: Double, message: String
    ) {
        do {
            _ = try LineMetrics(lineHeight: lineHeight, lineSpacing: lineSpacing, topInset: top, bottomInset: bottom)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }
}
