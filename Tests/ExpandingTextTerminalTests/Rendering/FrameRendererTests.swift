import Testing

@testable import ExpandingTextTerminal

/// What the renderer writes, byte for byte, where the bytes are the contract: a diff writes only the cells that
/// changed and reaches them with the shortest motions. What the user then sees is checked on a virtual screen
/// (`FrameRendererScreenTests`).
@Suite struct FrameRendererTests {
    /// A renderer that has drawn `rows` with the cursor at `caret`.
    private func renderer(after rows: [String], caret: (Int, Int)) -> FrameRenderer {
        var renderer = FrameRenderer()
        _ = renderer.render(frame(rows, caret: caret))
        return renderer
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

    @Test func aChangedWideClusterIsRewrittenAloneWithoutPlacement() {
        var renderer = FrameRenderer()
        let old = Frame(rows: [Cell.row([Cell("中", width: 2), Cell("文", width: 2)])], caret: .init(row: 0, column: 4))
        _ = renderer.render(old)
        let new = Frame(rows: [Cell.row([Cell("中", width: 2), Cell("字", width: 2)])], caret: .init(row: 0, column: 4))
        #expect(visible(renderer.render(new)) == frameStart + "⎋[3G字" + frameEnd)
    }
}
