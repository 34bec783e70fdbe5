import Testing

@testable import ExpandingTextTerminal

@Suite struct FrameRendererTests {
    /// A renderer that has drawn `rows` with the cursor at `caret`.
    private func renderer(after rows: [String], caret: (Int, Int)) -> FrameRenderer {
        var renderer = FrameRenderer()
        _ = renderer.render(frame(rows, caret: caret))
        return renderer
    }

    @Test func firstFrameErasesEachRowAndGrowsWithCarriageReturnLineFeed() {
        var renderer = FrameRenderer()
        let bytes = renderer.render(frame(["> hello", "  wo"], caret: (1, 4)))
        #expect(visible(bytes) == frameStart + "⎋[2K> hello" + "\r\n⎋[2K  wo" + frameEnd)
    }

    @Test func typingAtTheEndOfALineWritesOnlyThatCell() {
        var renderer = renderer(after: ["hell"], caret: (0, 4))
        let bytes = renderer.render(frame(["hello"], caret: (0, 5)))
        #expect(visible(bytes) == frameStart + "o" + frameEnd)
    }

    @Test func typingInTheMiddleRewritesFromTheEditToTheEnd() {
        var renderer = renderer(after: ["helo world"], caret: (0, 3))
        let bytes = renderer.render(frame(["hello world"], caret: (0, 4)))
        #expect(visible(bytes) == frameStart + "lo world" + "⎋[5G" + frameEnd)
    }

    @Test func deletingTheLastCharacterErasesToTheEndOfTheLine() {
        var renderer = renderer(after: ["hello"], caret: (0, 5))
        let bytes = renderer.render(frame(["hell"], caret: (0, 4)))
        #expect(visible(bytes) == frameStart + "\u{8}⎋[K" + frameEnd)
    }

    @Test func growthByALineMovesDownWithCarriageReturnLineFeed() {
        var renderer = renderer(after: ["abcd"], caret: (0, 4))
        let bytes = renderer.render(frame(["abcd", "e"], caret: (1, 1)))
        #expect(visible(bytes) == frameStart + "\r\n⎋[2Ke" + frameEnd)
    }

    @Test func shrinkErasesTheVacatedRowAndMovesUpRelatively() {
        var renderer = renderer(after: ["abcd", "e"], caret: (1, 1))
        let bytes = renderer.render(frame(["abcd"], caret: (0, 4)))
        #expect(visible(bytes) == frameStart + "\u{8}⎋[2K" + "⎋[A⎋[5G" + frameEnd)
    }

    @Test func shrinkBySeveralRowsErasesEachOfThem() {
        var renderer = renderer(after: ["a", "b", "c"], caret: (2, 1))
        let bytes = renderer.render(frame(["a"], caret: (0, 1)))
        #expect(visible(bytes) == frameStart + "⎋[A\u{8}⎋[2K" + "\r\n⎋[2K" + "⎋[2A⎋[2G" + frameEnd)
    }

    @Test func scrollingRewritesOnlyTheCellsThatDiffer() {
        var renderer = renderer(after: ["line1", "line2"], caret: (1, 5))
        let bytes = renderer.render(frame(["line2", "line3"], caret: (1, 5)))
        #expect(visible(bytes) == frameStart + "⎋[A\u{8}2" + "\r\n⎋[5G3" + frameEnd)
    }

    @Test func anUnchangedFrameWritesNothing() {
        var renderer = renderer(after: ["same"], caret: (0, 2))
        #expect(renderer.render(frame(["same"], caret: (0, 2))).isEmpty)
    }

    @Test func aCaretMotionAloneIsOneSequenceWithoutFraming() {
        var renderer = renderer(after: ["one", "two"], caret: (1, 3))
        #expect(visible(renderer.render(frame(["one", "two"], caret: (0, 1)))) == "⎋[A⎋[2G")
        #expect(visible(renderer.render(frame(["one", "two"], caret: (1, 0)))) == "\r\n")
    }

    @Test func everyFrameThatWritesCellsIsOneSynchronizedUpdateWithTheCursorHidden() {
        var renderer = FrameRenderer()
        let frames = [
            frame(["a"], caret: (0, 1)), frame(["ab"], caret: (0, 2)), frame(["ab", "c"], caret: (1, 1)),
            frame(["x"], caret: (0, 0)),
        ]
        for next in frames {
            let text = visible(renderer.render(next))
            #expect(text.hasPrefix(frameStart))
            #expect(text.hasSuffix(frameEnd))
            #expect(text.dropFirst(frameStart.count).dropLast(frameEnd.count).contains("2026") == false)
        }
    }

    @Test func nearbyChangesAreMergedAndDistantOnesReachedWithAMotion() {
        var near = renderer(after: ["abcdef"], caret: (0, 6))
        #expect(visible(near.render(frame(["aXcdeY"], caret: (0, 6)))) == frameStart + "⎋[2GXcdeY" + frameEnd)
        var far = renderer(after: ["abcdefghijkl"], caret: (0, 0))
        let bytes = far.render(frame(["aXcdefghijkY"], caret: (0, 0)))
        #expect(visible(bytes) == frameStart + "⎋[2GX" + "⎋[12GY" + "\r" + frameEnd)
    }

    @Test func stylesAreSetForTheirCellsAndResetAfterwards() {
        var renderer = FrameRenderer()
        let row = Cell.row(plain: "> ", style: .bold) + Cell.row(plain: "Msg", style: .dim)
        let bytes = renderer.render(Frame(rows: [row], caret: FramePosition(row: 0, column: 2)))
        #expect(visible(bytes) == frameStart + "⎋[2K⎋[1m> ⎋[0;2mMsg⎋[m" + "⎋[3G" + frameEnd)
    }

    @Test func controlCharacterSymbolsAreWrittenAsTheirCellsSay() {
        var renderer = FrameRenderer()
        let row = Cell.row([Cell("a"), Cell("^[", width: 2, style: .inverse), Cell("b")])
        let bytes = renderer.render(Frame(rows: [row], caret: FramePosition(row: 0, column: 4)))
        #expect(visible(bytes) == frameStart + "⎋[2Ka⎋[7m^[⎋[mb" + frameEnd)
        #expect(bytes.allSatisfy { $0 >= 0x20 || $0 == 0x1B })
    }

    @Test func theCursorIsPlacedAfterAClusterOfSeveralScalars() {
        var renderer = FrameRenderer()
        let thumbs = Cell("👍🏽", width: 2, terminalWidth: 4)
        let row = Cell.row([Cell("a"), thumbs, Cell("b")])
        let bytes = renderer.render(Frame(rows: [row], caret: FramePosition(row: 0, column: 4)))
        #expect(visible(bytes) == frameStart + "⎋[2Ka👍🏽⎋[4Gb" + frameEnd)
    }

    @Test func aClusterATerminalMeasuresNarrowerIsWrittenOverBlanks() {
        var renderer = FrameRenderer()
        let heart = Cell("❤️", width: 2, terminalWidth: 1)
        let bytes = renderer.render(Frame(rows: [Cell.row([heart])], caret: FramePosition(row: 0, column: 2)))
        #expect(visible(bytes) == frameStart + "⎋[2K  \r❤️" + "⎋[3G" + frameEnd)
    }

    @Test func aChangedWideClusterIsRewrittenAloneWithoutPlacement() {
        var renderer = FrameRenderer()
        let old = Frame(rows: [Cell.row([Cell("中", width: 2), Cell("文", width: 2)])], caret: .init(row: 0, column: 4))
        _ = renderer.render(old)
        let new = Frame(rows: [Cell.row([Cell("中", width: 2), Cell("字", width: 2)])], caret: .init(row: 0, column: 4))
        #expect(visible(renderer.render(new)) == frameStart + "⎋[3G字" + frameEnd)
    }

    @Test func exitErasesTheBoxLeavesTheCursorAtItsTopLeftAndRestoresModes() {
        var renderer = renderer(after: ["abc", "de"], caret: (1, 2))
        let bytes = renderer.finish()
        let restore = "⎋[m⎋[?7h⎋[?25h⎋[?2004l⎋[>4m⎋[?1036l"
        #expect(visible(bytes) == frameStart + "⎋[m⎋[A\r⎋[2K" + "\n⎋[2K" + "⎋[A" + "⎋[?2026l" + restore)
        // The box is gone: finishing again has nothing to erase.
        #expect(visible(renderer.finish()) == restore)
    }

    @Test func exitWithoutABoxOnlyRestoresModes() {
        var renderer = FrameRenderer()
        #expect(visible(renderer.finish()) == "⎋[m⎋[?7h⎋[?25h⎋[?2004l⎋[>4m⎋[?1036l")
    }

    @Test func resizeOnAReflowingTerminalMovesUpByTheReSplitRows() {
        var renderer = renderer(after: ["abcdefgh", "ij"], caret: (1, 2))
        renderer.prepareForResize(columns: 5, reflows: true)
        let bytes = renderer.render(frame(["abcd", "efgh", "ij"], caret: (2, 2)))
        let expected = "⎋[2A\r" + "⎋[2Kabcd" + "\r\n⎋[2Kefgh" + "\r\n⎋[2Kij"
        #expect(visible(bytes) == frameStart + expected + frameEnd)
    }

    @Test func resizeErasesEveryRowTheReflowedBoxMayCover() {
        var renderer = renderer(after: ["abcdefgh", "ijklmnop"], caret: (1, 8))
        renderer.prepareForResize(columns: 5, reflows: true)
        let bytes = renderer.render(frame(["abcd"], caret: (0, 4)))
        let erase = "\r\n⎋[2K"
        let expected = "⎋[3A\r" + "⎋[2Kabcd" + erase + erase + erase + "⎋[3A⎋[5G"
        #expect(visible(bytes) == frameStart + expected + frameEnd)
    }

    @Test func resizeOnATerminalThatDoesNotReflowMovesUpByTheCaretRow() {
        var renderer = renderer(after: ["abcdefgh", "ij"], caret: (1, 2))
        renderer.prepareForResize(columns: 5, reflows: false)
        let bytes = renderer.render(frame(["abcd", "efgh", "ij"], caret: (2, 2)))
        let expected = "⎋[A\r" + "⎋[2Kabcd" + "\r\n⎋[2Kefgh" + "\r\n⎋[2Kij"
        #expect(visible(bytes) == frameStart + expected + frameEnd)
    }

    /// A window shorter than the box above the caret: the cursor stops at the screen's top, so the box starts
    /// there, with no more rows than the screen has, and every row is drawn again.
    @Test func aShorterScreenMovesUpOnlyToItsTopAndKeepsTheRowsThatFit() {
        var renderer = renderer(after: ["a", "b", "c", "d", "e"], caret: (4, 1))
        renderer.prepareForResize(columns: 20, reflows: true, screenRows: (old: 10, new: 2))
        let bytes = renderer.render(frame(["d", "e"], caret: (1, 1)))
        #expect(visible(bytes) == frameStart + "⎋[A\r⎋[2Kd\r\n⎋[2Ke" + frameEnd)
        #expect(renderer.rowsAboveScreen == 3)
    }

    /// tmux brings back the rows it pushed into its history when the window grows again: the box takes them back
    /// and draws over them, so no stale copy stays above it.
    @Test func aTallerReflowingScreenTakesBackTheRowsItRestores() {
        var renderer = renderer(after: ["a", "b", "c", "d", "e"], caret: (4, 1))
        renderer.prepareForResize(columns: 20, reflows: true, screenRows: (old: 10, new: 2))
        _ = renderer.render(frame(["d", "e"], caret: (1, 1)))
        renderer.prepareForResize(columns: 20, reflows: true, screenRows: (old: 2, new: 10))
        let bytes = renderer.render(frame(["a", "b", "c", "d", "e"], caret: (4, 1)))
        let redraw = "⎋[4A\r⎋[2Ka\r\n⎋[2Kb\r\n⎋[2Kc\r\n⎋[2Kd\r\n⎋[2Ke"
        #expect(visible(bytes) == frameStart + redraw + frameEnd)
        #expect(renderer.rowsAboveScreen == 0)
    }

    /// Two resizes before a frame: the second starts from where the cursor still is, not from the first's guess.
    @Test func resizesWithoutAFrameBetweenThemAddUp() {
        var renderer = renderer(after: ["a", "b", "c", "d", "e"], caret: (4, 1))
        renderer.prepareForResize(columns: 20, reflows: true, screenRows: (old: 10, new: 3))
        renderer.prepareForResize(columns: 20, reflows: true, screenRows: (old: 3, new: 1))
        let bytes = renderer.render(frame(["e"], caret: (0, 1)))
        #expect(visible(bytes) == frameStart + "\r⎋[2Ke" + frameEnd)
        #expect(renderer.rowsAboveScreen == 4)
    }

    @Test func printingAboveWritesLinesWhereTheBoxWasAndRedrawsItBelow() {
        var renderer = renderer(after: ["hi there"], caret: (0, 8))
        renderer.printAbove([Cell.row(plain: "hi there")])
        let bytes = renderer.render(frame([""], caret: (0, 0)))
        #expect(visible(bytes) == frameStart + "\r⎋[2Khi there\r\n" + "⎋[2K" + frameEnd)
    }

    @Test func printingAboveATallerBoxKeepsItsLowerRowsToDiffAgainst() {
        var renderer = renderer(after: ["one", "two", "three"], caret: (2, 5))
        renderer.printAbove([Cell.row(plain: "msg")])
        let bytes = renderer.render(frame(["two"], caret: (0, 3)))
        let expected = "⎋[2A\r⎋[2Kmsg\r\n" + "\r\n⎋[2K" + "⎋[A⎋[4G"
        #expect(visible(bytes) == frameStart + expected + frameEnd)
    }
}
