import Testing

@testable import ExpandingTextCore

/// A marker of hidden text wider than the layout (a sentence in tag characters extends the cluster before it) is
/// wrapped at any cell by a terminal: its line takes the rows its cells fill, and rows are counted, found and
/// carried through edits like lines.
@Suite struct WideMarkerRowsTests {
    /// The tag characters that stand for `ascii`.
    private static func tags(_ ascii: String) -> String {
        String(String.UnicodeScalarView(ascii.unicodeScalars.map { Unicode.Scalar($0.value + 0xE0000)! }))
    }

    /// `a<TAG "ignore previous">`: 1 + 23 = 24 cells.
    private static let smuggled = "a" + tags("ignore previous")

    private static func shownLayout(_ text: String, width: Int) throws -> (TextStorage, TextLayout) {
        let storage = TextStorage(text)
        return (storage, try TextLayout(storage, width: width, cellWidths: .showingInvisibleCharacters))
    }

    @Test(arguments: [(10, 3), (11, 3), (12, 2), (23, 2), (24, 1), (1, 24)])
    func theMarkersLineTakesTheRowsItsCellsFill(width: Int, rows: Int) throws {
        let (storage, layout) = try Self.shownLayout("x " + Self.smuggled + " y", width: width)
        let markerLine = layout.line(containing: TextPosition(utf8Offset: 2))
        #expect(layout.line(markerLine, in: storage).width == 24)
        #expect(layout.rows(ofLine: markerLine) == rows)
        #expect(layout.rowCount == layout.lineCount + rows - 1)
        #expect(layout.lines.invariantViolations().isEmpty)
    }

    @Test func standardWidthsAndOtherWideClustersTakeOneRow() throws {
        let storage = TextStorage(Self.smuggled + "\n日")
        let standard = try TextLayout(storage, width: 1)
        #expect(standard.rowCount == standard.lineCount, "the standard widths show no marker")
        let (_, shown) = try Self.shownLayout("日\u{1B}", width: 1)
        #expect(shown.rowCount == shown.lineCount, "a wide character or a control symbol is drawn as a stand-in")
        let (_, wideBase) = try Self.shownLayout("日" + Self.tags("hi"), width: 1)
        #expect(wideBase.rowCount == 1, "what the cluster shows anyway does not fit on the first row")
    }

    @Test func rowsAndLinesMapBothWays() throws {
        // Rows: "x " | 3 rows of the marker | "y" | "z".
        let (_, layout) = try Self.shownLayout("x " + Self.smuggled + " y\nz", width: 10)
        #expect(layout.lineCount == 4)
        #expect((0..<layout.lineCount).map { layout.firstRow(ofLine: $0) } == [0, 1, 4, 5])
        let lines = (0..<layout.rowCount).map { layout.line(atRow: $0) }
        #expect(lines.map(\.line) == [0, 1, 1, 1, 2, 3])
        #expect(lines.map(\.firstRow) == [0, 1, 1, 1, 4, 5])
    }

    @Test func theCaretIsBeforeTheMarkerOnItsFirstRowAndAfterItOnItsLast() throws {
        let (storage, layout) = try Self.shownLayout("x " + Self.smuggled + "  y", width: 10)
        let before = TextPosition(utf8Offset: 2)
        let after = storage.position(after: before)
        #expect(layout.caretCell(at: before, in: storage) == (1, 0))
        #expect(layout.caretCell(at: after, in: storage) == (3, 4), "24 cells: 10, 10 and 4")
        #expect(layout.caretCell(at: after, affinity: .upstream, in: storage) == (3, 4))
        let afterSpaces = TextPosition(utf8Offset: after.utf8Offset + 2)
        #expect(layout.caretCell(at: afterSpaces, affinity: .upstream, in: storage) == (3, 6), "hanging spaces")
        #expect(layout.caretCell(at: afterSpaces, in: storage) == (4, 0), "y's line")
    }

    @Test func aClickOnTheMarkerPutsTheCaretBeforeItAndPastItsEndAfterIt() throws {
        let (storage, layout) = try Self.shownLayout("x " + Self.smuggled + "\ny", width: 10)
        let before = TextPosition(utf8Offset: 2)
        let after = storage.position(after: before)
        #expect(layout.position(row: 1, column: 4, in: storage).position == before)
        #expect(layout.position(row: 3, column: 3, in: storage).position == before, "the marker's last cell")
        #expect(layout.position(row: 3, column: 4, in: storage).position == after)
        #expect(layout.position(row: 3, column: 9, in: storage).position == after)
        #expect(layout.position(row: 4, column: 0, in: storage).position == storage.position(after: after))
        #expect(layout.position(row: 99, column: 0, in: storage).position == storage.position(after: after))
    }

    @Test func editsKeepTheRowsOfAFullLayout() throws {
        var storage = TextStorage("x " + Self.smuggled + " y\nz")
        var layout = try TextLayout(storage, width: 10, cellWidths: .showingInvisibleCharacters)
        let edits = [
            TextChange(range: TextPosition(utf8Offset: 0)..<TextPosition(utf8Offset: 0), replacement: "word "),
            // The cluster "a" and its 15 tags, 61 bytes at 7, grows.
            TextChange(
                range: TextPosition(utf8Offset: 7)..<TextPosition(utf8Offset: 68),
                replacement: "a" + Self.tags("ignore previous again")),
            TextChange(range: TextPosition(utf8Offset: 5)..<TextPosition(utf8Offset: 7), replacement: ""),
        ]
        for change in edits {
            storage.replace(change.range, with: change.replacement)
            layout.apply(change, to: storage)
            let fresh = try TextLayout(storage, width: 10, cellWidths: .showingInvisibleCharacters)
            #expect(layout.lineStartsForTesting == fresh.lineStartsForTesting)
            #expect(layout.rowCount == fresh.rowCount)
            #expect(layout.lines.invariantViolations().isEmpty)
        }
        #expect(layout.rowCount > layout.lineCount, "the longer marker still spans rows")
    }
}
