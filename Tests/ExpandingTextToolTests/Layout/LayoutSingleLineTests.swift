import ExpandingTextCore
import Testing

@testable import expanding_text

/// `expanding-text layout` used to build each visual line whole before writing it, with every cluster of the line
/// in an array: a 10 MB input without a line break at the largest width took some 50 times its size in memory. A
/// line is now read from the text in place, its JSON text escaped piece by piece and its plain output written
/// cluster by cluster, in blocks of at most `OutputBuffer.capacity` bytes however long the line.
@Suite struct LayoutSingleLineTests {
    static let text = String(repeating: "ab 日本 👨‍👩‍👧 e\u{301} \"q\" \\ ", count: 20_000)

    @Test func aLineManyBlocksLongIsWrittenPlainInBoundedBlocks() {
        let output = CapturedOutput()
        let status = Tool.run(["layout", "--width", "2147483647"], output: output.output) { Array(Self.text.utf8) }
        #expect(status == .success)
        #expect(output.standardOutput == Self.text + "\n")
        #expect(output.writeCount > 1)
        #expect(output.largestBlock <= OutputBuffer.capacity)
    }

    @Test func aLineManyBlocksLongIsWrittenAsJSONInBoundedBlocks() throws {
        let output = CapturedOutput()
        let status = Tool.run(["layout", "--width", "2147483647", "--json"], output: output.output) {
            Array(Self.text.utf8)
        }
        #expect(status == .success)
        #expect(output.writeCount > 1)
        #expect(output.largestBlock <= OutputBuffer.capacity)
        let report = try DecodedLayoutReport.layOut(Self.text, options: LayoutOptions(width: TextLayout.maximumWidth))
        #expect(report.lines.map(\.text) == [Self.text])
        // 19 cells a repetition, without the last trailing space.
        #expect(report.lines.map(\.width) == [19 * 20_000 - 1])
    }
}
