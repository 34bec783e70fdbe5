import Testing

@testable import ExpandingTextTerminal

/// Where a box's rows are after a terminal re-split them for a width the program was not told of yet.
@Suite struct EraseGeometryTests {
    private func rows(_ extents: [Int], cursorRow: Int, cursorColumn: Int, width: Int) -> (up: Int, total: Int) {
        let geometry = EraseGeometry(columns: 90, cursorRow: cursorRow, cursorColumn: cursorColumn, eraseLength: 0)
        return extents.withUnsafeBufferPointer { buffer in
            geometry.rows(extents: buffer.baseAddress!, count: buffer.count, width: width)
        }
    }

    @Test func aRowWiderThanTheTerminalBecomesSeveralAndTheCursorStaysInItsLastPiece() {
        // One row of 78 cells with the cursor after its end, at 50 and at 20 columns.
        #expect(rows([78], cursorRow: 0, cursorColumn: 78, width: 50) == (1, 2))
        #expect(rows([78], cursorRow: 0, cursorColumn: 78, width: 20) == (3, 4))
        #expect(rows([78], cursorRow: 0, cursorColumn: 78, width: 90) == (0, 1))
    }

    @Test func rowsAboveTheCursorCountWholeAndTheCursorRowUpToItsColumn() {
        // Three rows; the cursor in the middle one, at column 30 of 60.
        #expect(rows([45, 60, 10], cursorRow: 1, cursorColumn: 30, width: 20) == (3 + 1, 3 + 3 + 1))
        // Empty rows take one row each.
        #expect(rows([0, 0], cursorRow: 1, cursorColumn: 0, width: 1) == (1, 2))
    }
}
