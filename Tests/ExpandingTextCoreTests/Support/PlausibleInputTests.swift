import Testing

@testable import ExpandingTextCore

/// Plausible arguments that once stopped Core without a word: an empty range of lines at the end, change offsets near
/// `Int.max`, a display scale too small to round with. Each now has a defined result, or stops with a message naming
/// the argument.
@Suite struct PlausibleInputTests {
    private static func message(_ result: ExitTest.Result) -> String {
        String(decoding: result.standardErrorContent, as: UTF8.self)
    }

    // MARK: - Lines

    @Test func anEmptyRangeOfLinesAtTheEndIsNoLines() throws {
        let (storage, layout) = try makeLayout("a\nb\nc\nd\ne", width: 10)
        #expect(layout.lineCount == 5)
        #expect(layout.lines(5..<5, in: storage).isEmpty)
        #expect(layout.lines(0..<0, in: storage).isEmpty)
        #expect(layout.lines(4..<5, in: storage).map(\.text) == ["e"])
        for text in ["", "a\n", String(repeating: "line\n", count: 3_000), String(repeating: "word ", count: 5_000)] {
            for width in [1, 80] {
                let (storage, layout) = try makeLayout(text, width: width)
                #expect(layout.lines(layout.lineCount..<layout.lineCount, in: storage).isEmpty)
            }
        }
    }

    @Test func aRangeOfLinesPastTheEndNamesTheRange() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let storage = TextStorage("one line")
            let layout = try TextLayout(storage, width: 80)
            _ = layout.lines(1..<2, in: storage)
        }
        #expect(
            Self.message(result).contains("TextLayout.lines(_:in:): indices 1..<2 are not within 0...1, the 1 lines"))
    }

    // MARK: - Changes

    @Test func aChangeNearIntMaxHasItsDeltaAndAReplacementRangeWhileItFits() {
        let near = TextPosition(utf8Offset: .max - 3)
        let change = TextChange(range: near..<TextPosition(utf8Offset: .max), replacement: "ab")
        #expect(change.utf8Delta == -1)
        #expect(change.replacementRange == near..<TextPosition(utf8Offset: .max - 1))
        let whole = TextChange(range: TextPosition(utf8Offset: 0)..<TextPosition(utf8Offset: .max), replacement: "")
        #expect(whole.utf8Delta == -Int.max)
    }

    @Test func aReplacementRangePastIntMaxNamesTheChange() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let end = TextPosition(utf8Offset: .max - 1)
            _ = TextChange(range: end..<end, replacement: "abc").replacementRange
        }
        #expect(
            Self.message(result).contains(
                "TextChange.replacementRange: range.lowerBound @\(Int.max - 1) plus 3 bytes of replacement is past Int.max"
            ))
    }

    @Test func aDeltaPastIntMaxNamesTheChange() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let change = TextChange(
                range: TextPosition(utf8Offset: .min)..<TextPosition(utf8Offset: 0), replacement: "")
            _ = change.utf8Delta
        }
        #expect(Self.message(result).contains("TextChange.utf8Delta: range @\(Int.min)..<@0 is longer than Int.max"))
    }

    // MARK: - Line metrics

    @Test func theMostLinesFittingTheGreatestHeightOfHugeLinesAreCounted() throws {
        let metrics = try LineMetrics(lineHeight: 1e305, lineSpacing: 0, topInset: 1_000, bottomInset: 0)
        let lines = metrics.lines(fittingHeight: .greatestFiniteMagnitude)
        #expect(lines == 1_797)
        #expect(metrics.height(forLines: lines) <= .greatestFiniteMagnitude)
        #expect(metrics.height(forLines: lines + 1) > .greatestFiniteMagnitude)
    }

    // MARK: - Display scale

    // Subnormal scales (the smallest Double, and 2,000 times it) as well as tiny and huge normal ones.
    @Test(arguments: [Double.leastNonzeroMagnitude * 2000, 1e-300, 1e-4, .leastNonzeroMagnitude, 1e4, 1e300])
    func aDisplayScaleOutsideTheRoundableRangeIsAConfigurationError(scale: Double) {
        #expect(throws: ConfigurationError.self) {
            try HeightLimits(minHeight: 36, maxHeight: 120, displayScale: scale)
        }
    }

    @Test func theSmallestAndLargestDisplayScalesResolveWithinTheLimits() throws {
        for scale in [1e-3, 1e3] {
            let limits = try HeightLimits(minHeight: 36, maxHeight: 120, displayScale: scale)
            for content in [0, 1, 20, 36, 100, 120, 1e9, Double.greatestFiniteMagnitude] {
                let height = limits.resolve(contentHeight: content).height
                #expect(height >= 36 && height <= 120 + 1 / scale, "scale \(scale), content \(content): \(height)")
            }
        }
    }

    @Test func aReportedScaleOutsideTheRoundableRangeIsTakenAsUnspecified() {
        #expect(HeightLimits.displayScale(reported: .leastNonzeroMagnitude * 2_024) == 1)
        #expect(HeightLimits.displayScale(reported: 1e300) == 1)
        #expect(HeightLimits.displayScale(reported: 2) == 2)
    }

    @Test func aDisplayScaleOf1eMinus320NamesTheScale() {
        do {
            _ = try HeightLimits(minHeight: 36, displayScale: .leastNonzeroMagnitude * 2_024)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("displayScale must be"))
        }
    }
}
