import Testing

@testable import ExpandingTextCore

/// Widths and tab widths near `Int.max` (found by the bad-configuration audit: `expanding-text layout --width
/// 9223372036854775807 --tab-width 9223372036854775807` trapped on an arithmetic overflow when a tab advanced the
/// column to the edge and the next cluster was placed after it). Layouts now accept widths up to
/// `TextLayout.maximumWidth` and reject larger ones with an error naming the value.
@Suite struct LayoutHugeWidthTests {
    @Test(arguments: [
        (Int.max, 4), (4, Int.max), (TextLayout.maximumWidth + 1, 4), (80, TextLayout.maximumWidth + 1),
    ])
    func widthsAboveTheMaximumAreErrorsNamingTheValue(width: Int, tabWidth: Int) {
        let error: TextLayoutError = width > TextLayout.maximumWidth ? .invalidWidth(width) : .invalidTabWidth(tabWidth)
        #expect(throws: error) { try TextLayout(TextStorage("a\tb"), width: width, tabWidth: tabWidth) }
        #expect(error.description.contains("\(width > TextLayout.maximumWidth ? width : tabWidth)"))
        #expect(error.description.contains("\(TextLayout.maximumWidth)"))
    }

    @Test func setWidthAboveTheMaximumLeavesTheLayoutAlone() throws {
        let storage = TextStorage("one two three")
        var layout = try TextLayout(storage, width: 5)
        #expect(throws: TextLayoutError.invalidWidth(Int.max)) { try layout.setWidth(Int.max, for: storage) }
        #expect(layout.width == 5)
        #expect(layout.lineCount == 3)
    }

    @Test func theMaximumWidthAndTabWidthLayOutTabsWithoutOverflow() throws {
        let maximum = TextLayout.maximumWidth
        let storage = TextStorage("a\tb\tc  \t\n\t")
        let layout = try TextLayout(storage, width: maximum, tabWidth: maximum)
        // A tab at column 1 reaches the edge; what follows it starts the next line.
        #expect(layout.lineCount == 4)
        #expect(layout.line(0, in: storage).clusters.map(\.column) == [0, 1])
        #expect(layout.line(0, in: storage).width == maximum)
        #expect(layout.line(1, in: storage).text == "b\t")
        #expect(layout.line(2, in: storage).text == "c  \t")
        #expect(layout.caret(at: storage.endPosition, in: storage) == CaretLocation(line: 3, column: maximum))
    }
}
