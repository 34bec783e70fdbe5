import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// The text a row of cells shows, trailing blanks removed (as `VirtualScreen.line` reports rows).
func shownText(_ row: [Cell]) -> String {
    var text = row.filter { !$0.isContinuation }.map(\.text).joined()
    while text.last == " " { text.removeLast() }
    return text
}

/// What the renderer's output shows on a virtual screen: the box's rows, the cursor at the caret, nothing left
/// behind, the shell's lines intact.
@Suite struct FrameRendererScreenTests {
    /// A screen with a shell's lines, the last `$ ask`, from its first row, and the cursor at the start of the next
    /// row, where the box opens.
    private func shellScreen(
        columns: Int = 20, rows: Int = 10, reflows: Bool = true, earlierLines: [String] = []
    ) -> VirtualScreen {
        var screen = VirtualScreen(columns: columns, rows: rows, reflows: reflows)
        for line in earlierLines + ["$ ask"] {
            screen.type(line)
            screen.feed(Array("\r\n".utf8))
        }
        return screen
    }

    /// Checks that `screen` shows `frame` from row `top`, with the cursor at its caret and nothing forbidden written.
    private func expectShows(
        _ screen: VirtualScreen, _ frame: Frame, top: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (index, row) in frame.rows.enumerated() {
            #expect(screen.line(top + index) == shownText(row), "row \(index)", sourceLocation: sourceLocation)
        }
        #expect(screen.cursorRow == top + frame.caret.row, sourceLocation: sourceLocation)
        #expect(screen.cursorColumn == frame.caret.column, sourceLocation: sourceLocation)
        #expect(screen.violations.isEmpty && screen.rawControls.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func theFirstFrameReplacesWhatWasBelowTheCursor() {
        var screen = shellScreen()
        screen.type("stale output")
        screen.feed(Array("\r\n".utf8))
        screen.type("more of it")
        screen.moveCursor(row: 1, column: 0)
        var renderer = FrameRenderer()
        let first = frame(["> hello", "  wo"], caret: (1, 4))
        screen.feed(renderer.render(first))
        #expect(screen.line(0) == "$ ask")
        expectShows(screen, first, top: 1)
    }

    /// Ctrl+L cleared only the box's rows and drew it where it was; as in readline it clears the screen and draws
    /// the box at its top.
    @Test func clearingTheScreenDrawsTheBoxAtItsTop() {
        var screen = shellScreen(earlierLines: ["one", "two", "three"])
        var renderer = FrameRenderer()
        let box = frame(["> hello", "  wo"], caret: (1, 4))
        screen.feed(renderer.render(box))
        #expect(screen.line(0) == "one")
        renderer.clearScreenBeforeNextFrame()
        screen.feed(renderer.render(box))
        #expect(screen.screenClears == 1)
        #expect(screen.lines.filter { !$0.isEmpty } == ["> hello", "  wo"], "the shell's lines are cleared away")
        expectShows(screen, box, top: 0)
        let grown = frame(["> hello", "  world", "  again"], caret: (2, 7))
        screen.feed(renderer.render(grown))
        expectShows(screen, grown, top: 0)
    }

    @Test func growingAtTheBottomOfTheScreenScrollsTheShellIntoTheHistory() {
        var screen = shellScreen(rows: 2)
        var renderer = FrameRenderer()
        screen.feed(renderer.render(frame(["abcd"], caret: (0, 4))))
        let grown = frame(["abcd", "e"], caret: (1, 1))
        screen.feed(renderer.render(grown))
        #expect(screen.history == ["$ ask"])
        expectShows(screen, grown, top: 0)
    }

    @Test(arguments: [["abcd", "e"], ["a", "b", "c"]])
    func shrinkingErasesTheVacatedRows(rows: [String]) {
        var screen = shellScreen()
        var renderer = FrameRenderer()
        screen.feed(renderer.render(frame(rows, caret: (rows.count - 1, 1))))
        let shrunk = frame([rows[0]], caret: (0, rows[0].count))
        screen.feed(renderer.render(shrunk))
        expectShows(screen, shrunk, top: 1)
        #expect(screen.lines.dropFirst(2).allSatisfy { $0.isEmpty })
    }

    @Test func stylesAreSetForTheirCellsAndResetAfterwards() {
        var screen = shellScreen()
        var renderer = FrameRenderer()
        let row = Cell.row(plain: "> ", style: .bold) + Cell.row(plain: "Msg", style: .dim)
        let styled = Frame(rows: [row], caret: FramePosition(row: 0, column: 2))
        screen.feed(renderer.render(styled))
        expectShows(screen, styled, top: 1)
        #expect((0..<2).allSatisfy { screen.style(row: 1, column: $0) == .bold })
        #expect((2..<5).allSatisfy { screen.style(row: 1, column: $0) == .dim })
        #expect(screen.style.isEmpty, "the shell's own output is not styled")
    }

    @Test func controlCharacterSymbolsAreShownAsTheirCellsSay() {
        var screen = shellScreen()
        var renderer = FrameRenderer()
        let row = Cell.row([Cell("a"), Cell("^[", width: 2, style: .inverse), Cell("b")])
        let symbols = Frame(rows: [row], caret: FramePosition(row: 0, column: 4))
        let bytes = renderer.render(symbols)
        screen.feed(bytes)
        expectShows(screen, symbols, top: 1)
        #expect(screen.line(1) == "a^[b")
        #expect(screen.style(row: 1, column: 1) == .inverse && screen.style(row: 1, column: 2) == .inverse)
        #expect(screen.style(row: 1, column: 3).isEmpty)
        #expect(bytes.allSatisfy { $0 >= 0x20 || $0 == 0x1B })
    }

    /// Terminals disagree on clusters of several scalars: whatever this one advanced for `👍🏽`, the next cell
    /// lands on the model's column.
    @Test(arguments: [2, 4])
    func theCellAfterAClusterOfSeveralScalarsIsAtTheModelsColumn(terminalAdvance: Int) {
        var screen = shellScreen()
        screen.clusterWidths = ["👍🏽": terminalAdvance]
        var renderer = FrameRenderer()
        let row = Cell.row([Cell("a"), Cell("👍🏽", width: 2, terminalWidth: 4), Cell("b")])
        screen.feed(renderer.render(Frame(rows: [row], caret: FramePosition(row: 0, column: 4))))
        #expect(screen.text(row: 1, column: 3) == "b")
        #expect(screen.cursorRow == 1 && screen.cursorColumn == 4)
    }

    /// A terminal that draws `❤️` one column wide leaves the model's second column to the renderer: it is blank,
    /// not what was there before.
    @Test(arguments: [1, 2])
    func aClusterATerminalDrawsNarrowerLeavesNoStaleCell(terminalAdvance: Int) {
        var screen = shellScreen()
        screen.clusterWidths = ["❤️": terminalAdvance]
        var renderer = FrameRenderer()
        screen.feed(renderer.render(frame(["ab"], caret: (0, 2))))
        let heart = Frame(
            rows: [Cell.row([Cell("❤️", width: 2, terminalWidth: 1)])], caret: FramePosition(row: 0, column: 2))
        screen.feed(renderer.render(heart))
        expectShows(screen, heart, top: 1)
    }

    @Test func exitErasesTheBoxLeavesTheCursorAtItsTopLeftAndRestoresModes() {
        var screen = shellScreen()
        // What a session turns on: no autowrap, bracketed paste, modifyOtherKeys, metaSendsEscape.
        screen.feed(Array("\u{1B}[?7l\u{1B}[?2004h\u{1B}[>4;1m\u{1B}[?1036h".utf8))
        var renderer = FrameRenderer()
        screen.feed(renderer.render(frame(["abc", "de"], caret: (1, 2))))
        screen.feed(renderer.finish())
        #expect(screen.lines == ["$ ask"] + Array(repeating: "", count: 9))
        #expect(screen.cursorRow == 1 && screen.cursorColumn == 0)
        #expect(screen.autowrap && screen.cursorVisible && !screen.bracketedPaste && !screen.modifyOtherKeys)
        #expect(!screen.metaSendsEscape && !screen.synchronizedUpdate && screen.style.isEmpty)
        // The box is gone: finishing again erases nothing, not even the shell's line above.
        screen.feed(renderer.finish())
        #expect(screen.lines == ["$ ask"] + Array(repeating: "", count: 9))
        #expect(screen.cursorRow == 1 && screen.cursorColumn == 0)
        #expect(screen.violations.isEmpty)
    }

    @Test func exitWithoutABoxOnlyRestoresModes() {
        var screen = shellScreen()
        screen.type("typed")
        screen.feed(Array("\u{1B}[?25l\u{1B}[?2004h".utf8))
        var renderer = FrameRenderer()
        screen.feed(renderer.finish())
        #expect(Array(screen.lines.prefix(2)) == ["$ ask", "typed"])
        #expect(screen.cursorRow == 1 && screen.cursorColumn == 5)
        #expect(screen.cursorVisible && !screen.bracketedPaste)
    }

    /// A narrower window: tmux re-splits the box's rows (moving it), xterm cuts them; either way the box is found
    /// again and drawn right below the shell's line, with nothing left of the old rows.
    @Test(
        arguments: [
            (["abcdefgh", "ij"], (1, 2), ["abcd", "efgh", "ij"], (2, 2)),
            (["abcdefgh", "ijklmnop"], (1, 8), ["abcd"], (0, 4)),
        ] as [([String], (Int, Int), [String], (Int, Int))], [true, false])
    func aNarrowerWindowRedrawsTheBoxBelowTheShell(
        old: ([String], (Int, Int), [String], (Int, Int)), reflows: Bool
    ) {
        // Enough lines above the box for the rows a reflow adds to push into the history.
        var screen = shellScreen(columns: 10, reflows: reflows, earlierLines: ["earlier", "output"])
        var renderer = FrameRenderer()
        screen.feed(renderer.render(frame(old.0, caret: old.1)))
        screen.resize(columns: 5, rows: 10)
        renderer.prepareForResize(columns: 5, reflows: reflows)
        let redrawn = frame(old.2, caret: old.3)
        screen.feed(renderer.render(redrawn))
        let top = screen.cursorRow - redrawn.caret.row
        #expect((screen.history + screen.lines.prefix(top)).last == "$ ask")
        expectShows(screen, redrawn, top: top)
        #expect(screen.lines.dropFirst(top + old.2.count).allSatisfy { $0.isEmpty }, "\(screen.lines)")
    }

    /// A window shorter than the box above the caret: the rows above the screen go into the history, and the box
    /// keeps the rows that fit; when the window grows again tmux brings the rows back, and the box takes them back
    /// and draws over them, so no stale copy stays above it.
    @Test func aShorterWindowKeepsTheRowsThatFitAndATallerOneTakesThemBack() {
        var screen = shellScreen()
        var renderer = FrameRenderer()
        let whole = frame(["a", "b", "c", "d", "e"], caret: (4, 1))
        screen.feed(renderer.render(whole))
        screen.resize(columns: 20, rows: 2)
        renderer.prepareForResize(columns: 20, reflows: true, screenRows: (old: 10, new: 2))
        let visiblePart = frame(["d", "e"], caret: (1, 1))
        screen.feed(renderer.render(visiblePart))
        expectShows(screen, visiblePart, top: 0)
        #expect(screen.history == ["$ ask", "a", "b", "c"])
        #expect(renderer.rowsAboveScreen == 3)
        screen.resize(columns: 20, rows: 10)
        renderer.prepareForResize(columns: 20, reflows: true, screenRows: (old: 2, new: 10))
        screen.feed(renderer.render(whole))
        #expect(screen.history.isEmpty)
        #expect(screen.lines == ["$ ask", "a", "b", "c", "d", "e", "", "", "", ""])
        expectShows(screen, whole, top: 1)
        #expect(renderer.rowsAboveScreen == 0)
    }

    /// Two resizes before a frame: the second starts from where the cursor still is, not from the first's guess.
    @Test func resizesWithoutAFrameBetweenThemAddUp() {
        var screen = shellScreen()
        var renderer = FrameRenderer()
        screen.feed(renderer.render(frame(["a", "b", "c", "d", "e"], caret: (4, 1))))
        screen.resize(columns: 20, rows: 3)
        renderer.prepareForResize(columns: 20, reflows: true, screenRows: (old: 10, new: 3))
        screen.resize(columns: 20, rows: 1)
        renderer.prepareForResize(columns: 20, reflows: true, screenRows: (old: 3, new: 1))
        let last = frame(["e"], caret: (0, 1))
        screen.feed(renderer.render(last))
        expectShows(screen, last, top: 0)
        #expect(renderer.rowsAboveScreen == 4)
    }

    @Test func printingAboveWritesLinesWhereTheBoxWasAndRedrawsItBelow() {
        var screen = shellScreen()
        var renderer = FrameRenderer()
        screen.feed(renderer.render(frame(["hi there"], caret: (0, 8))))
        renderer.printAbove([Cell.row(plain: "hi there")])
        let empty = frame([""], caret: (0, 0))
        screen.feed(renderer.render(empty))
        #expect(screen.line(1) == "hi there")
        expectShows(screen, empty, top: 2)
    }

    @Test func printingAboveATallerBoxKeepsItsLowerRowsToDiffAgainst() {
        var screen = shellScreen()
        var renderer = FrameRenderer()
        screen.feed(renderer.render(frame(["one", "two", "three"], caret: (2, 5))))
        renderer.printAbove([Cell.row(plain: "msg")])
        let shrunk = frame(["two"], caret: (0, 3))
        let bytes = renderer.render(shrunk)
        screen.feed(bytes)
        #expect(Array(screen.lines.prefix(4)) == ["$ ask", "msg", "two", ""])
        expectShows(screen, shrunk, top: 2)
        #expect(!visible(bytes).contains("two"), "the row already on screen is not written again")
    }

    private static let pieces = ["a", "b", "z", " ", "中", "e\u{301}", "👍🏽", "❤️", "\u{1B}", "🇫🇷", "x"]

    private func randomRow(width: Int, using generator: inout SplitMix64) -> [Cell] {
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
    private func randomFrame(after previous: Frame?, width: Int, using generator: inout SplitMix64) -> Frame {
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
        var generator = SplitMix64(seed: seed)
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
