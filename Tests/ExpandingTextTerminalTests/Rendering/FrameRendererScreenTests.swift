import Testing

@testable import ExpandingTextTerminal

/// The text a row of cells shows, trailing blanks removed (as `VirtualScreen.line` reports rows).
func shownText(_ row: [Cell]) -> String {
    var text = row.filter { !$0.isContinuation }.map(\.text).joined()
    while text.last == " " { text.removeLast() }
    return text
}

@Suite struct FrameRendererScreenTests {
    private static let pieces = ["a", "b", "z", " ", "中", "e\u{301}", "👍🏽", "❤️", "\u{1B}", "🇫🇷", "x"]

    private func randomRow(width: Int, using generator: inout SeededGenerator) -> [Cell] {
        var row: [Cell] = []
        let target = Int.random(in: 0...width, using: &generator)
        while row.count < target {
            let cells = Cell.cells(for: Self.pieces.randomElement(using: &generator)!)
            guard row.count + cells.count <= width else { break }
            row += cells
        }
        return row
    }

    /// A random frame: a box of 1 to 6 rows, each a random edit of the previous frame's row.
    private func randomFrame(after previous: Frame?, width: Int, using generator: inout SeededGenerator) -> Frame {
        let rowCount = Int.random(in: 1...6, using: &generator)
        var rows: [[Cell]] = []
        for index in 0..<rowCount {
            if let previous, index < previous.rows.count, Bool.random(using: &generator) {
                var row = previous.rows[index]
                // A small edit: often only the end changes, as when typing.
                let keep = Int.random(in: 0...row.count, using: &generator)
                while keep < row.count, row[keep].isContinuation || keep > 0 && row[keep - 1].width == 2 {
                    row.removeLast()
                }
                row = Array(row.prefix(keep))
                while keep > 0, row.last?.width == 2 { row.removeLast() }
                let tail = randomRow(width: width - row.count, using: &generator)
                rows.append(row + tail.prefix(Int.random(in: 0...3, using: &generator)).filter { _ in true })
                rows[index] = Cell.row(rows[index].filter { !$0.isContinuation })
            } else {
                rows.append(randomRow(width: width, using: &generator))
            }
        }
        let caretRow = Int.random(in: 0..<rowCount, using: &generator)
        let leads = rows[caretRow].indices.filter { !rows[caretRow][$0].isContinuation } + [rows[caretRow].count]
        return Frame(rows: rows, caret: FramePosition(row: caretRow, column: leads.randomElement(using: &generator)!))
    }

    @Test(arguments: 0..<40)
    func everyFrameShowsExactlyOnScreen(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let columns = Int.random(in: 4...12, using: &generator)
        var screen = VirtualScreen(columns: columns, rows: 8)
        screen.type("$ shell prompt")
        screen.feed(Array("\r\n".utf8))
        let startRow = Int.random(in: 1...7, using: &generator)
        screen.moveCursor(row: startRow, column: 0)
        var renderer = FrameRenderer()
        var previous: Frame?
        var tallest = 0
        for step in 0..<30 {
            let frame = randomFrame(after: previous, width: columns - 1, using: &generator)
            screen.feed(renderer.render(frame))
            let top = screen.cursorRow - frame.caret.row
            #expect(top >= 0, "step \(step)")
            guard top >= 0 else { return }
            for (index, row) in frame.rows.enumerated() {
                #expect(screen.line(top + index) == shownText(row), "step \(step), row \(index)")
            }
            tallest = max(tallest, frame.rows.count)
            for index in frame.rows.count..<tallest where top + index < screen.rows {
                #expect(screen.line(top + index).isEmpty, "step \(step), vacated row \(index)")
            }
            #expect(screen.cursorColumn == frame.caret.column, "step \(step)")
            #expect(screen.cursorVisible && !screen.synchronizedUpdate)
            previous = frame
        }
        screen.feed(renderer.finish())
        #expect(screen.violations.isEmpty)
        #expect(screen.rawControls.isEmpty)
        #expect(screen.cursorColumn == 0)
        #expect(screen.autowrap && screen.cursorVisible && !screen.bracketedPaste && !screen.modifyOtherKeys)
        for row in screen.cursorRow..<screen.rows {
            #expect(screen.line(row).isEmpty, "row \(row) after exit")
        }
    }

    @Test(arguments: [true, false], [3, 5, 7, 20])
    func aResizeLeavesNoGarbage(reflows: Bool, newColumns: Int) {
        for shellLines in [0, 15] {
            checkResize(reflows: reflows, newColumns: newColumns, shellLines: shellLines)
        }
    }

    /// Draws a box below `shellLines` lines and a shell prompt (at the bottom of the screen when they fill it),
    /// resizes the screen and checks that the box is redrawn right below the prompt with nothing left behind.
    private func checkResize(reflows: Bool, newColumns: Int, shellLines: Int) {
        var screen = VirtualScreen(columns: 12, rows: 16, reflows: reflows)
        for number in 0..<shellLines {
            screen.type("line \(number)")
            screen.feed(Array("\r\n".utf8))
        }
        screen.type("$ prompt")
        screen.feed(Array("\r\n".utf8))
        var renderer = FrameRenderer()
        // Longer rows first, shortened by diffs: tmux still counts the erased cells when it reflows.
        let long = ["hello world", "second row!", "abcdefghijk"].map { Cell.row(plain: $0) }
        screen.feed(renderer.render(Frame(rows: long, caret: FramePosition(row: 2, column: 11))))
        let rows = ["hello", "second row", "abc"].map { Cell.row(plain: $0) }
        screen.feed(renderer.render(Frame(rows: rows, caret: FramePosition(row: 1, column: 7))))
        screen.resize(columns: newColumns, rows: 16)
        renderer.prepareForResize(columns: newColumns, reflows: reflows)
        let width = newColumns - 1
        let text = "hello world second row abc"
        let rewrapped = stride(from: 0, to: text.count, by: width).map {
            Cell.row(plain: String(text.dropFirst($0).prefix(width)))
        }
        let frame = Frame(rows: rewrapped, caret: FramePosition(row: 0, column: 0))
        screen.feed(renderer.render(frame))
        let top = screen.cursorRow
        if shellLines > 0 {
            // The shell's line above the box is intact (re-split by a terminal that reflows, cut by one that
            // does not). Near the top of a mostly blank screen, tmux may scroll the box's top and the cursor
            // into the history (the cursor then goes to the top-left corner): only the screen can be cleaned.
            let above = (screen.history + (0..<top).map(screen.line)).joined()
            #expect(reflows ? above.hasSuffix("$ prompt") : above.hasSuffix("$ prompt".prefix(newColumns)))
        }
        for (index, row) in rewrapped.enumerated() {
            #expect(screen.line(top + index) == shownText(row))
        }
        for row in (top + rewrapped.count)..<screen.rows {
            #expect(screen.line(row).isEmpty, "garbage on row \(row): \(screen.line(row))")
        }
        #expect(screen.violations.isEmpty)
    }
}
