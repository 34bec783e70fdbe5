import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextCore

/// A stream's lines are a layout's lines: same texts, ranges, widths, clusters and paragraph ends, on random texts
/// at many widths and tab widths. Seeded; a failure names its seed.
@Suite struct VisualLineStreamTests {
    /// Pieces with the rules' hard cases: tabs, CJK, emoji sequences, combining marks, CR LF and the other line
    /// breaks, runs of trailing spaces, controls; and some pieces of a kilobyte or more, so that lines and
    /// clusters cross the storage's chunk boundaries.
    static let pieces =
        IncrementalLayoutTests.pieces + [
            String(repeating: "word ", count: 300), String(repeating: "日本語", count: 400),
            String(repeating: "👍🏽", count: 300), String(repeating: " ", count: 2_000),
            "e" + String(repeating: "\u{301}", count: 900),
            String(repeating: "\t", count: 50), String(repeating: "\r\n", count: 40),
        ]

    static let widths = [1, 2, 3, 4, 5, 7, 10, 16, 80, TextLayout.maximumWidth]
    static let tabWidths = [1, 3, 4, 8, TextLayout.maximumWidth]

    static func randomText(using generator: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...80, using: &generator) {
            text += pieces.randomElement(using: &generator)!
        }
        return text
    }

    /// Every line a stream visits, in order.
    static func streamedLines(_ stream: VisualLineStream) -> [VisualLine] {
        var lines: [VisualLine] = []
        stream.forEach { lines.append($0) }
        return lines
    }

    @Test(arguments: Array(UInt64(1)...12))
    func randomTextsStreamTheLinesOfALayout(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        for round in 0..<12 {
            let text = Self.randomText(using: &generator)
            let storage = TextStorage(text)
            let width = Self.widths.randomElement(using: &generator)!
            let tabWidth = Self.tabWidths.randomElement(using: &generator)!
            let layout = try TextLayout(storage, width: width, tabWidth: tabWidth)
            let stream = try VisualLineStream(storage, width: width, tabWidth: tabWidth)
            let expected = layout.lines(0..<layout.lineCount, in: storage)
            let streamed = Self.streamedLines(stream)
            let context = "seed \(seed) round \(round) width \(width) tab width \(tabWidth)"
            #expect(streamed.count == expected.count, "\(context)")
            #expect(stream.countLines() == layout.lineCount, "\(context)")
            if let index = zip(streamed, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                Issue.record("\(context): line \(index) differs in \(scalarDump(expected[index].text))")
            }
        }
    }

    /// Invalid UTF-8 as the tool decodes it: each bad sequence becomes U+FFFD, which then wraps like any cluster.
    static let replacedPieces = [
        [0xFF], [0x61, 0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x91], [0xC0, 0xAF], [0xED, 0xA0],
    ]
    .map { String(decoding: $0 as [UInt8], as: UTF8.self) }

    /// A random text, then a few random replacements in its storage: edits leave chunks of every size, so lines
    /// start and end at other places relative to the chunk boundaries than in a storage made in one piece.
    static func randomStorage(using generator: inout SplitMix64) -> TextStorage {
        var storage = TextStorage(randomText(using: &generator))
        let edits = pieces + replacedPieces
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            let a = IncrementalLayoutTests.randomPosition(in: storage, using: &generator)
            let b = IncrementalLayoutTests.randomPosition(in: storage, using: &generator)
            storage.replace(min(a, b)..<max(a, b), with: edits.randomElement(using: &generator)!)
        }
        return storage
    }

    /// What `forEachLine` hands over, read back: each line whole (its pieces joined, its clusters collected), and
    /// its pieces.
    static func linesReadInPlace(_ stream: VisualLineStream) -> [(line: VisualLine, pieces: [Substring])] {
        var lines: [(VisualLine, [Substring])] = []
        stream.forEachLine { line in
            var pieces: [Substring] = []
            line.forEachPiece { pieces.append($0) }
            var clusters: [VisualLine.Cluster] = []
            line.forEachCluster { clusters.append($0) }
            let whole = VisualLine(
                range: line.range, text: pieces.joined(), width: line.width, endsParagraph: line.endsParagraph,
                clusters: clusters)
            #expect(line.text == whole.text)
            lines.append((whole, pieces))
        }
        return lines
    }

    /// The lines read in place are a layout's lines, and their pieces are cut on cluster boundaries: the
    /// characters of the pieces are the line's clusters.
    @Test(arguments: Array(UInt64(1)...12))
    func randomTextsStreamLinesThatReadALayoutsLinesInPlace(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        for round in 0..<12 {
            let storage = Self.randomStorage(using: &generator)
            let width = Self.widths.randomElement(using: &generator)!
            let tabWidth = Self.tabWidths.randomElement(using: &generator)!
            let layout = try TextLayout(storage, width: width, tabWidth: tabWidth)
            let expected = layout.lines(0..<layout.lineCount, in: storage)
            let streamed = Self.linesReadInPlace(try VisualLineStream(storage, width: width, tabWidth: tabWidth))
            let context = "seed \(seed) round \(round) width \(width) tab width \(tabWidth)"
            #expect(streamed.count == expected.count, "\(context)")
            for (index, (actual, line)) in zip(streamed, expected).enumerated() {
                guard actual.line == line else {
                    Issue.record("\(context): line \(index) differs in \(scalarDump(line.text))")
                    break
                }
                #expect(actual.pieces.allSatisfy { !$0.isEmpty }, "\(context): line \(index)")
                #expect(
                    actual.pieces.flatMap { Array($0) } == line.clusters.map(\.character), "\(context): line \(index)")
            }
        }
    }

    /// A text with no break opportunity at the largest width is one line, read in as many pieces as the storage
    /// has chunks.
    @Test(arguments: ["ab日本👍🏽👨‍👩‍👧e\u{301}\t", "x", "\u{1B}🇫🇷 "])
    func aLineAsLongAsTheTextIsReadInPieces(unit: String) throws {
        let text = String(repeating: unit, count: 20_000)
        let storage = TextStorage(text)
        let layout = try TextLayout(storage, width: TextLayout.maximumWidth)
        let streamed = Self.linesReadInPlace(try VisualLineStream(storage, width: TextLayout.maximumWidth))
        #expect(streamed.count == 1)
        let line = try #require(streamed.first)
        #expect(line.pieces.count > 1)
        #expect(line.line == layout.line(0, in: storage))
        #expect(line.line.text == text)
    }

    /// A line stops handing over pieces and clusters at the first error its body throws.
    @Test func anErrorFromAPieceOrAClusterBodyStopsTheLine() throws {
        struct Stop: Error {}
        let stream = try VisualLineStream(TextStorage(String(repeating: "日本語 ", count: 2_000)), width: 100_000)
        var pieces = 0
        var clusters = 0
        #expect(throws: Stop.self) {
            try stream.forEachLine { (line: VisualLineStream.Line) throws(Stop) in
                try line.forEachPiece { (_: Substring) throws(Stop) in
                    pieces += 1
                    if pieces == 2 { throw Stop() }
                }
            }
        }
        #expect(throws: Stop.self) {
            try stream.forEachLine { (line: VisualLineStream.Line) throws(Stop) in
                try line.forEachCluster { (_: VisualLine.Cluster) throws(Stop) in
                    clusters += 1
                    if clusters == 3 { throw Stop() }
                }
            }
        }
        #expect(pieces == 2)
        #expect(clusters == 3)
    }

    @Test(arguments: [
        ("", 10), ("\n", 10), ("a\r\n", 10), ("a\r\nb\r", 1), ("ab   ", 1), ("abcd    ", 4), ("\t\tx", 5),
        ("日本語のテキスト", 3), ("👨‍👩‍👧👍🏽❤️🇫🇷", 2), ("e\u{301}\u{301}te\u{301}", 1), ("a\u{1B}b\u{7F}", 3),
    ])
    func edgeCasesStreamTheLinesOfALayout(text: String, width: Int) throws {
        let storage = TextStorage(text)
        let layout = try TextLayout(storage, width: width)
        let stream = try VisualLineStream(storage, width: width)
        #expect(Self.streamedLines(stream) == layout.lines(0..<layout.lineCount, in: storage))
        #expect(stream.countLines() == layout.lineCount)
    }

    /// Each line is handed over as soon as it is decided, not after the whole text was wrapped: an error thrown
    /// for the first line ends the pass, and no later line is built.
    @Test func anErrorFromTheBodyStopsThePass() throws {
        struct Stop: Error {}
        let stream = try VisualLineStream(TextStorage(String(repeating: "word ", count: 10_000)), width: 5)
        var visited = 0
        #expect(throws: Stop.self) {
            try stream.forEach { (_: VisualLine) throws(Stop) in
                visited += 1
                if visited == 3 { throw Stop() }
            }
        }
        #expect(visited == 3)
    }

    @Test(arguments: [
        (0, 4, TextLayoutError.invalidWidth(0)),
        (TextLayout.maximumWidth + 1, 4, .invalidWidth(TextLayout.maximumWidth + 1)),
        (10, 0, .invalidTabWidth(0)), (10, -1, .invalidTabWidth(-1)),
    ])
    func invalidWidthsAreRejected(width: Int, tabWidth: Int, error: TextLayoutError) {
        #expect(throws: error) { try VisualLineStream(TextStorage("a"), width: width, tabWidth: tabWidth) }
    }
}
