import Testing

@testable import ExpandingTextCore

/// Layouts with widths a terminal was measured to draw (tmux 3.3a: `👍🏽` 4 cells, `❤️` 1): the wrapper, the lines'
/// clusters and the caret all use them, and the standard widths stay as they were.
@Suite struct MeasuredCellWidthsTests {
    private let thumb: Character = "👍🏽"
    private let heart: Character = "❤️"

    private var tmuxWidths: CellWidths {
        var measured = MeasuredCellWidths()
        measured.set(4, for: thumb)
        measured.set(1, for: heart)
        return .measured(measured)
    }

    @Test func wrappingUsesTheMeasuredWidths() throws {
        let storage = TextStorage("👍🏽👍🏽a")
        // 5.1: 2 + 2 + 1 fit in 5; measured: 4 + 4 + 1 do not.
        #expect(try TextLayout(storage, width: 5).lineCount == 1)
        let layout = try TextLayout(storage, width: 5, cellWidths: tmuxWidths)
        #expect(layout.lineCount == 2)
        let first = layout.line(0, in: storage)
        #expect(first.width == 4)
        #expect(first.clusters.map(\.width) == [4])
        let second = layout.line(1, in: storage)
        #expect(second.clusters.map(\.column) == [0, 4])
        #expect(second.width == 5)
    }

    @Test func theCaretSitsAfterTheMeasuredCells() throws {
        let storage = TextStorage("❤️👍🏽x")
        let layout = try TextLayout(storage, width: 20, cellWidths: tmuxWidths)
        let afterHeart = TextPosition(utf8Offset: String(heart).utf8.count)
        let afterThumb = TextPosition(utf8Offset: afterHeart.utf8Offset + String(thumb).utf8.count)
        #expect(layout.caret(at: afterHeart, in: storage) == CaretLocation(line: 0, column: 1))
        #expect(layout.caret(at: afterThumb, in: storage) == CaretLocation(line: 0, column: 5))
        // And back: column 5 is the position after the thumb.
        #expect(layout.position(line: 0, column: 5, in: storage).position == afterThumb)
        #expect(layout.line(0, in: storage).width == 6)
    }

    @Test func incrementalLayoutKeepsTheMeasuredWidths() throws {
        var editor = TextEditor(text: "ab")
        var layout = try TextLayout(editor.storage, width: 5, cellWidths: tmuxWidths)
        layout.apply(editor.insert("👍🏽👍🏽"), to: editor.storage)
        let fresh = try TextLayout(editor.storage, width: 5, cellWidths: tmuxWidths)
        #expect(layout.lineCount == fresh.lineCount)
        // "ab" and a thumb (6 cells) do not fit in 5: "ab", then a thumb per line.
        #expect(layout.lineCount == 3)
    }

    @Test func widthsEqualToTheContractsOrZeroAreNotKept() {
        var measured = MeasuredCellWidths()
        let sameAsContract = measured.set(2, for: "🇯🇵")
        let zero = measured.set(0, for: "🫠")
        #expect(!sameAsContract && !zero)
        #expect(measured.isEmpty)
        let narrower = measured.set(1, for: heart)
        let again = measured.set(1, for: heart)
        #expect(narrower && !again)
        #expect(measured.count == 1)
    }

    @Test func theStandardWidthsIgnoreAnyMeasurement() throws {
        let storage = TextStorage("👍🏽❤️")
        #expect(try TextLayout(storage, width: 80).line(0, in: storage).width == 4)
        #expect(try TextLayout(storage, width: 80, cellWidths: tmuxWidths).line(0, in: storage).width == 5)
    }

    @Test func invisibleCharactersStillGetTheirMarkersBesideMeasuredWidths() throws {
        let storage = TextStorage("a\u{202E}b❤️")
        let line = try TextLayout(storage, width: 80, cellWidths: tmuxWidths).line(0, in: storage)
        // a, the <RLO> marker's 5 cells on its cluster, b, the heart's measured 1.
        #expect(line.width == 1 + 5 + 1 + 1)
    }

    @Test func theClustersTerminalsDisagreeOnAreMeasured() {
        for disputed: Character in ["❤️", "👍🏽", "👩🏽‍💻", "🇯🇵", "\u{1FAF9}", "±", "α", "…", "é"] {
            #expect(DisplayWidth.mayDifferOnTerminals(disputed), "\(disputed.unicodeScalars.map(\.value))")
        }
        for agreed: Character in ["a", "語", "ä", "\u{1B}", "e\u{301}", "😀", "\u{200B}", "\u{202E}", " "] {
            #expect(!DisplayWidth.mayDifferOnTerminals(agreed), "\(agreed.unicodeScalars.map(\.value))")
        }
    }
}
