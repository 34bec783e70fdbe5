import Testing

@testable import ExpandingTextTerminal

/// A reply's output, in chunks as a pipe gives them, becomes lines safe to print and the line still being written.
@Suite struct ReplyStreamTests {
    /// Feeds `chunks` in turn; the lines completed, and the line being written at the end.
    private static func feed(_ chunks: [[UInt8]]) -> (lines: [String], partial: String) {
        var stream = ReplyStream()
        let lines = chunks.flatMap { stream.append($0) }
        return (lines, stream.partialLine)
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
        // Lines, and the line being written.
        (["one\ntwo\nthr"], ["one", "two"], "thr"),
        (["one\r\ntwo\r\n"], ["one", "two"], ""),
        // A CR LF split between two chunks is one line break.
        (["one\r", "\ntwo"], ["one"], "two"),
        // A CR that does not end a line starts it again: a progress counter shows its last state.
        (["10%\r20%\r30%"], [], "30%"),
        (["10%\r", "20%\n"], ["20%"], ""),
        // Colours, cursor motions, erases and titles are left out, even split between chunks.
        (["\u{1B}[31mred\u{1B}[0m plain\n"], ["red plain"], ""),
        (["\u{1B}[3", "1mred\u{1B}", "[0m\n"], ["red"], ""),
        (["a\u{1B}[2K\u{1B}[1Gb\n"], ["ab"], ""),
        (["\u{1B}]0;title\u{07}text\n"], ["text"], ""),
        (["\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\\n"], ["link"], ""),
        // Other control characters stay, for the box to draw as symbols.
        (["bell\u{07}\ttab\n"], ["bell\u{07}\ttab"], ""),
    ])
    func linesAndTheLineBeingWritten(chunks: [String], lines: [String], partial: String) {
        let result = Self.feed(chunks.map(Self.bytes))
        #expect(result.lines == lines)
        #expect(result.partial == partial)
    }

    @Test func aCharacterSplitBetweenChunksWaitsForItsOtherBytes() {
        let character = Self.bytes("漢")
        var stream = ReplyStream()
        #expect(stream.append(Self.bytes("a") + character.prefix(2)).isEmpty)
        #expect(stream.partialLine == "a")
        #expect(stream.append(Array(character.suffix(1)) + Self.bytes("\n")) == ["a漢"])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        #expect(Self.feed([[0x61, 0xFF, 0x62, 0x0A]]).lines == ["a\u{FFFD}b"])
        // A character cut short by the end of the output is repaired, not dropped.
        var stream = ReplyStream()
        _ = stream.append([0x61, 0xE6, 0xBC])
        #expect(stream.finish() == "a\u{FFFD}")
    }

    @Test func finishGivesTheLastLineWithoutALineBreak() {
        var stream = ReplyStream()
        _ = stream.append(Self.bytes("one\ntwo"))
        #expect(stream.finish() == "two")
        #expect(stream.finish() == nil)
        #expect(stream.partialLine.isEmpty)
    }

    @Test func printedRowsOfTheLineBeingWrittenAreDropped() {
        var stream = ReplyStream()
        _ = stream.append(Self.bytes("0123456789"))
        let line = stream.partialLine
        stream.dropPrinted(upTo: line.index(line.startIndex, offsetBy: 6))
        #expect(stream.partialLine == "6789")
        #expect(stream.append(Self.bytes("ab\n")) == ["6789ab"])
    }
}
