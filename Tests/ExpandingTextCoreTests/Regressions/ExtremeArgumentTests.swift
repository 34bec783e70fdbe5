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
}
