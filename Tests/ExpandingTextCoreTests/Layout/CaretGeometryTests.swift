import Testing

@testable import ExpandingTextCore

/// Positions to (visual line, column) and back, with hand-checked expectations.
@Suite struct CaretGeometryTests {
    struct CaretCase: CustomTestStringConvertible, Sendable {
        var rule: String
        var text: String
        var width: Int
        var offset: Int
        var downstream: CaretLocation
        var upstream: CaretLocation

        var testDescription: String { rule }
    }

    static let caretCases: [CaretCase] = [
        CaretCase(
            rule: "a wrap boundary has two places", text: "hello world", width: 5, offset: 6,
            downstream: CaretLocation(line: 1, column: 0), upstream: CaretLocation(line: 0, column: 5)),
        CaretCase(
            rule: "before a hanging space", text: "hello world", width: 5, offset: 5,
            downstream: CaretLocation(line: 0, column: 5), upstream: CaretLocation(line: 0, column: 5)),
        CaretCase(
            rule: "after a full line", text: "abcdefgh", width: 4, offset: 4,
            downstream: CaretLocation(line: 1, column: 0), upstream: CaretLocation(line: 0, column: 4)),
        CaretCase(
            rule: "after spaces hanging past the edge", text: "ab     cd", width: 4, offset: 7,
            downstream: CaretLocation(line: 1, column: 0), upstream: CaretLocation(line: 0, column: 4)),
        CaretCase(
            rule: "among spaces hanging past the edge", text: "ab     cd", width: 4, offset: 5,
            downstream: CaretLocation(line: 0, column: 4), upstream: CaretLocation(line: 0, column: 4)),
        CaretCase(
            rule: "after a cluster wider than the line", text: "日本", width: 1, offset: 3,
            downstream: CaretLocation(line: 1, column: 0), upstream: CaretLocation(line: 0, column: 1)),
        CaretCase(
            rule: "at the end after a wide cluster", text: "日本", width: 1, offset: 6,
            downstream: CaretLocation(line: 1, column: 1), upstream: CaretLocation(line: 1, column: 1)),
        CaretCase(
            rule: "before a line break", text: "ab\ncd", width: 5, offset: 2,
            downstream: CaretLocation(line: 0, column: 2), upstream: CaretLocation(line: 0, column: 2)),
        CaretCase(
            rule: "after a line break there is one place", text: "ab\ncd", width: 5, offset: 3,
            downstream: CaretLocation(line: 1, column: 0), upstream: CaretLocation(line: 1, column: 0)),
        CaretCase(
            rule: "the empty text", text: "", width: 5, offset: 0,
            downstream: CaretLocation(line: 0, column: 0), upstream: CaretLocation(line: 0, column: 0)),
        CaretCase(
            rule: "after a trailing line break", text: "ab\n", width: 5, offset: 3,
            downstream: CaretLocation(line: 1, column: 0), upstream: CaretLocation(line: 1, column: 0)),
        CaretCase(
            rule: "after a tab", text: "a\tb", width: 10, offset: 2,
            downstream: CaretLocation(line: 0, column: 4), upstream: CaretLocation(line: 0, column: 4)),
        CaretCase(
            rule: "after an emoji sequence", text: "👨‍👩‍👧x", width: 10, offset: 18,
            downstream: CaretLocation(line: 0, column: 2), upstream: CaretLocation(line: 0, column: 2)),
    ]

    @Test(arguments: caretCases)
    func caretLocations(_ testCase: CaretCase) throws {
        let (storage, layout) = try makeLayout(testCase.text, width: testCase.width)
        let position = TextPosition(utf8Offset: testCase.offset)
        #expect(layout.caret(at: position, affinity: .downstream, in: storage) == testCase.downstream)
        #expect(layout.caret(at: position, affinity: .upstream, in: storage) == testCase.upstream)
        #expect(layout.caret(at: position, in: storage) == testCase.downstream)
    }

    struct ColumnCase: CustomTestStringConvertible, Sendable {
        var rule: String
        var text: String
        var width: Int
        var line: Int
        var column: Int
        var offset: Int
        var affinity: CaretAffinity

        var testDescription: String { rule }
    }

    static let columnCases: [ColumnCase] = [
        ColumnCase(
            rule: "inside a wide cluster goes before it", text: "a日b", width: 10, line: 0, column: 2, offset: 1,
            affinity: .downstream),
        ColumnCase(
            rule: "after a wide cluster", text: "a日b", width: 10, line: 0, column: 3, offset: 4, affinity: .downstream),
        ColumnCase(
            rule: "inside a tab goes before it", text: "a\tb", width: 10, line: 0, column: 2, offset: 1,
            affinity: .downstream),
        ColumnCase(
            rule: "past the end of a paragraph", text: "ab\ncd", width: 10, line: 0, column: 9, offset: 2,
            affinity: .downstream),
        ColumnCase(
            rule: "past the end of a wrapped line stays on it", text: "hello world", width: 8, line: 0, column: 7,
            offset: 6, affinity: .upstream),
        ColumnCase(
            rule: "the start of a wrapped line", text: "hello world", width: 8, line: 1, column: 0, offset: 6,
            affinity: .downstream),
        ColumnCase(
            rule: "a zero-width cluster: the first position wins", text: "a\u{200B}b", width: 10, line: 0, column: 1,
            offset: 1, affinity: .downstream),
        ColumnCase(
            rule: "hanging spaces: the first position at the edge wins", text: "abcd   efg", width: 4, line: 0,
            column: 9, offset: 4, affinity: .downstream),
        ColumnCase(
            rule: "a lone wide cluster at width 1", text: "日本", width: 1, line: 0, column: 1, offset: 3,
            affinity: .upstream),
        ColumnCase(
            rule: "a negative column is the line start", text: "ab", width: 5, line: 0, column: -3, offset: 0,
            affinity: .downstream),
        ColumnCase(
            rule: "the last line, empty after a line break", text: "ab\n", width: 5, line: 1, column: 4, offset: 3,
            affinity: .downstream),
    ]

    @Test(arguments: columnCases)
    func positionsForColumns(_ testCase: ColumnCase) throws {
        let (storage, layout) = try makeLayout(testCase.text, width: testCase.width)
        let found = layout.position(line: testCase.line, column: testCase.column, in: storage)
        #expect(found.position == TextPosition(utf8Offset: testCase.offset))
        #expect(found.affinity == testCase.affinity)
        #expect(layout.caret(at: found.position, affinity: found.affinity, in: storage).line == testCase.line)
    }

    @Test func homeAndEnd() throws {
        let (storage, layout) = try makeLayout("hello world\nnext", width: 8)
        // Lines: "hello " (wrapped), "world" (ends its paragraph), "next".
        let inWorld = TextPosition(utf8Offset: 8)
        #expect(layout.lineStart(forCaretAt: inWorld) == (TextPosition(utf8Offset: 6), .downstream))
        #expect(layout.lineEnd(forCaretAt: inWorld, in: storage) == (TextPosition(utf8Offset: 11), .downstream))
        let inHello = TextPosition(utf8Offset: 2)
        #expect(layout.lineStart(forCaretAt: inHello) == (TextPosition(utf8Offset: 0), .downstream))
        #expect(layout.lineEnd(forCaretAt: inHello, in: storage) == (TextPosition(utf8Offset: 6), .upstream))
        // At the wrap boundary, the affinity picks the line.
        let boundary = TextPosition(utf8Offset: 6)
        #expect(
            layout.lineStart(forCaretAt: boundary, affinity: .upstream) == (TextPosition(utf8Offset: 0), .downstream))
        #expect(
            layout.lineEnd(forCaretAt: boundary, affinity: .downstream, in: storage) == (
                TextPosition(utf8Offset: 11), .downstream
            ))
        #expect(
            layout.lineEnd(forCaretAt: TextPosition(utf8Offset: 13), in: storage) == (
                TextPosition(utf8Offset: 16), .downstream
            ))
        // End then caret: the end of a wrapped line is drawn on that line, at min(x, width).
        let end = layout.lineEnd(forCaretAt: inHello, in: storage)
        #expect(
            layout.caret(at: end.position, affinity: end.affinity, in: storage) == CaretLocation(line: 0, column: 6))
    }

    @Test func upAndDownKeepTheGoalColumn() throws {
        let (storage, layout) = try makeLayout("abcdef\nab\nabcdef", width: 10)
        let first = layout.moveVertically(from: TextPosition(utf8Offset: 5), by: 1, goalColumn: nil, in: storage)
        #expect(first.position == TextPosition(utf8Offset: 9))
        #expect(first.goalColumn == 5)
        let second = layout.moveVertically(
            from: first.position, affinity: first.affinity, by: 1, goalColumn: first.goalColumn, in: storage)
        #expect(second.position == TextPosition(utf8Offset: 15))
        let above = layout.moveVertically(from: TextPosition(utf8Offset: 3), by: -1, goalColumn: nil, in: storage)
        #expect(above.position == storage.startPosition)
        #expect(above.goalColumn == 3)
        let below = layout.moveVertically(from: TextPosition(utf8Offset: 12), by: 1, goalColumn: 1, in: storage)
        #expect(below.position == storage.endPosition)
        #expect(below.goalColumn == 1)
    }

    @Test func upAndDownAcrossWrappedLinesAndWideClusters() throws {
        // Lines at width 4: "ab日", "cdef" and "日本", each wrapped at an opportunity.
        let (storage, layout) = try makeLayout("ab日cdef日本", width: 4)
        #expect(layout.lineTexts(in: storage) == ["ab日", "cdef", "日本"])
        // From after "cde" (column 3) up: column 3 is inside 日, so before it.
        let up = layout.moveVertically(from: TextPosition(utf8Offset: 8), by: -1, goalColumn: nil, in: storage)
        #expect(up.position == TextPosition(utf8Offset: 2))
        // Down from there keeps the goal 3: after "cde".
        let down = layout.moveVertically(from: up.position, by: 1, goalColumn: up.goalColumn, in: storage)
        #expect(down.position == TextPosition(utf8Offset: 8))
        // At the end of the first line (upstream), down goes to column 4 of the next: its end, still upstream.
        let fromEnd = layout.moveVertically(
            from: TextPosition(utf8Offset: 5), affinity: .upstream, by: 1, goalColumn: nil, in: storage)
        #expect(fromEnd.position == TextPosition(utf8Offset: 9))
        #expect(fromEnd.affinity == .upstream)
        #expect(
            layout.caret(at: fromEnd.position, affinity: fromEnd.affinity, in: storage)
                == CaretLocation(line: 1, column: 4))
    }

    @Test func movingRightAcrossAWrapProgresses() throws {
        let (storage, layout) = try makeLayout("abcd efgh ijkl", width: 4)
        var position = storage.startPosition
        var carets: [CaretLocation] = [layout.caret(at: position, in: storage)]
        while position < storage.endPosition {
            position = storage.position(after: position)
            carets.append(layout.caret(at: position, in: storage))
        }
        #expect(
            carets.map { "\($0.line):\($0.column)" } == [
                "0:0", "0:1", "0:2", "0:3", "0:4", "1:0", "1:1", "1:2", "1:3", "1:4", "2:0", "2:1", "2:2", "2:3",
                "2:4",
            ])
    }
}
