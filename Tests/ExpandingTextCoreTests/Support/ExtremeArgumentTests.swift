import Testing

@testable import ExpandingTextCore

/// Core's public API on plausible but extreme arguments: `Int.max` and `Int.min` (a limit of `.max` meaning
/// "unlimited", a page-down by "as far as possible"), negative counts, lines past the end. Each gets a clamped
/// answer, never an overflow trap or a giant allocation.
@Suite struct ExtremeArgumentTests {
    // MARK: - Caret geometry

    struct LineCase: CustomTestStringConvertible, Sendable {
        var rule: String
        var line: Int
        var column: Int
        var offset: Int

        var testDescription: String { rule }
    }

    /// Lines of "ab\ncd\nef" at width 10: "ab" (0..<2, its break at 2), "cd" (3..<5), "ef" (6..<8).
    static let lineCases: [LineCase] = [
        LineCase(rule: "line -1 is the first line", line: -1, column: 1, offset: 1),
        LineCase(rule: "line Int.min is the first line", line: .min, column: .max, offset: 2),
        LineCase(rule: "the line count is the last line", line: 3, column: 0, offset: 6),
        LineCase(rule: "line Int.max is the last line", line: .max, column: .max, offset: 8),
        LineCase(rule: "column Int.min is the line's start", line: 1, column: .min, offset: 3),
    ]

    @Test(arguments: lineCases)
    func positionClampsTheLine(_ testCase: LineCase) throws {
        let (storage, layout) = try makeLayout("ab\ncd\nef", width: 10)
        let found = layout.position(line: testCase.line, column: testCase.column, in: storage)
        #expect(found.position == TextPosition(utf8Offset: testCase.offset))
        #expect(found.affinity == .downstream)
    }

    @Test func positionOnTheOnlyLineOfAnEmptyText() throws {
        let (storage, layout) = try makeLayout("", width: 10)
        for line in [Int.min, -1, 0, 1, Int.max] {
            #expect(layout.position(line: line, column: 3, in: storage).position == .start)
        }
    }

    struct MoveCase: CustomTestStringConvertible, Sendable {
        var rule: String
        var from: Int
        var delta: Int
        var offset: Int

        var testDescription: String { rule }
    }

    static let moveCases: [MoveCase] = [
        MoveCase(rule: "Int.max from the middle line goes to the end", from: 4, delta: .max, offset: 8),
        MoveCase(rule: "Int.min from the middle line goes to the start", from: 4, delta: .min, offset: 0),
        MoveCase(rule: "Int.max from the last line goes to the end", from: 7, delta: .max, offset: 8),
        MoveCase(rule: "Int.min from the first line goes to the start", from: 1, delta: .min, offset: 0),
        MoveCase(rule: "Int.max from the first line goes to the end", from: 1, delta: .max, offset: 8),
        MoveCase(rule: "Int.min from the last line goes to the start", from: 7, delta: .min, offset: 0),
        MoveCase(rule: "just past the last line goes to the end", from: 1, delta: 3, offset: 8),
        MoveCase(rule: "exactly to the last line keeps the column", from: 1, delta: 2, offset: 7),
    ]

    @Test(arguments: moveCases)
    func moveVerticallyByExtremeDeltas(_ testCase: MoveCase) throws {
        let (storage, layout) = try makeLayout("ab\ncd\nef", width: 10)
        let moved = layout.moveVertically(
            from: TextPosition(utf8Offset: testCase.from), by: testCase.delta, goalColumn: nil, in: storage)
        #expect(moved.position == TextPosition(utf8Offset: testCase.offset))
        #expect(moved.goalColumn == 1)
    }

    @Test func moveVerticallyWithAnExtremeGoalColumn() throws {
        let (storage, layout) = try makeLayout("ab\ncd\nef", width: 10)
        let right = layout.moveVertically(from: .start, by: 1, goalColumn: .max, in: storage)
        #expect(right.position == TextPosition(utf8Offset: 5))
        let left = layout.moveVertically(from: .start, by: 1, goalColumn: .min, in: storage)
        #expect(left.position == TextPosition(utf8Offset: 3))
    }

    // MARK: - Remaining characters

    @Test(
        "A negative count counts as an empty text; a count over the limit is as far below zero as it is over",
        arguments: [
            (1, Int.min, 1), (1, -5, 1), (1, 0, 1), (1, 1, 0), (1, Int.max, 1 - Int.max),
            (Int.max, Int.min, Int.max), (Int.max, -1, Int.max), (Int.max, 0, Int.max), (Int.max, Int.max, 0),
        ])
    func remainingWithExtremeCounts(maximum: Int, count: Int, expected: Int) throws {
        let countdown = try RemainingCharactersCountdown(limit: try CharacterLimit(maximum))
        #expect(countdown.remaining(count: count) == expected)
    }

    @Test func countdownShowsAndAnnouncesExtremeCounts() throws {
        let unlimited = try RemainingCharactersCountdown(limit: try CharacterLimit(.max), threshold: .max)
        #expect(unlimited.shownValue(count: .min) == .max)
        #expect(unlimited.shownValue(count: .max) == 0)
        #expect(unlimited.announcement(previousCount: .min, count: .max) == 0)
        let single = try RemainingCharactersCountdown(limit: try CharacterLimit(1))
        #expect(single.shownValue(count: .min) == 1)
        #expect(single.announcement(previousCount: .min, count: .max) == 1 - Int.max)
    }

    // MARK: - Character limits

    @Test(
        "A negative outside count counts as 0; a huge one is counted exactly, without overflow",
        arguments: [
            (Int.max, Int.min, "abc", 3), (1, -1, "a", 1), (Int.max, Int.max - 1, "a", Int.max),
            (Int.max, Int.max, "", Int.max), (5, Int.max, "", Int.max),
        ])
    func fitWithExtremeOutsideCounts(maximum: Int, outsideCount: Int, replacement: String, resulting: Int) throws {
        let outcome = try CharacterLimit(maximum).fit(
            "abc", characterBefore: nil, charactersAfter: "", outsideCount: outsideCount)
        #expect(outcome.replacement == replacement)
        #expect(outcome.resultingCount == resulting)
    }

    @Test func fitCountsTheCharacterBeforeEvenWhenTheOutsideCountLeavesItOut() throws {
        let outcome = try CharacterLimit(.max).fit("abc", characterBefore: "x", charactersAfter: "", outsideCount: 0)
        #expect(outcome.replacement == "abc")
        #expect(outcome.resultingCount == 4)
    }

    // MARK: - Measuring

    @Test(
        "A sample text has at least one line and at most the most lines ever measured",
        arguments: [(Int.min, 1), (-3, 1), (0, 1), (1, 1), (1_000, 1_000), (1_001, 1_000), (Int.max, 1_000)])
    func sampleTextWithExtremeLineCounts(lines: Int, expected: Int) {
        let sample = ExpansionPolicy.sampleText(lines: lines)
        #expect(ExpansionPolicy.maximumMeasuredLines == 1_000)
        #expect(sample.split(separator: "\n", omittingEmptySubsequences: false).count == expected)
    }

    @Test func aMaximumOfIntMaxLinesIsNotMeasuredAndDoesNotLimit() throws {
        var asked: [Int] = []
        let limits = try ExpansionPolicy(minLines: 2, maxLines: .max).heightLimits { lines in
            asked.append(lines)
            return Double(lines) * 20
        }
        #expect(asked == [2])
        #expect(limits.minHeight == 40)
        #expect(limits.maxHeight == nil)
        #expect(!limits.resolve(contentHeight: 1e12).isScrollEnabled)
    }

    @Test func aMaximumOfTheMostMeasuredLinesIsMeasured() throws {
        var asked: [Int] = []
        let limits = try ExpansionPolicy(minLines: 1, maxLines: 1_000).heightLimits { lines in
            asked.append(lines)
            return Double(lines) * 20
        }
        #expect(asked == [1, 1_000])
        #expect(limits.maxHeight == 20_000)
    }

    @Test func aMinimumBeyondTheMostMeasuredLinesIsAConfigurationError() throws {
        let policy = try ExpansionPolicy(minLines: .max)
        #expect(policy.resolve(contentLines: 3).visibleLines == .max)
        do {
            _ = try policy.heightLimits { Double($0) }
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "minLines must be at most 1000 (maximumMeasuredLines) to be measured, got \(Int.max)")
        }
    }

    // MARK: - Formula-based sizing

    @Test func lineFormulasTakeExtremeLineCounts() throws {
        let metrics = try LineMetrics(lineHeight: 20, lineSpacing: 5, topInset: 8, bottomInset: 8)
        #expect(metrics.height(forLines: .min) == 36)
        #expect(metrics.height(forLines: .max).isFinite)
        let policy = try ExpansionPolicy(minLines: 1, maxLines: .max)
        #expect(
            policy.resolve(contentLines: .max) == ExpansionPolicy.LineResult(visibleLines: .max, isScrollEnabled: false)
        )
        #expect(policy.resolve(contentLines: .min).visibleLines == 1)
        #expect(try policy.heightLimits(metrics: metrics).maxHeight?.isFinite == true)
        #expect(policy.accommodatingPlaceholder(lines: .max).limits == .lines(min: .max, max: .max))
    }
}
