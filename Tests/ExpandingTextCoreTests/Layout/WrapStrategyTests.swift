import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextCore

/// The fast path for ASCII runs against the cluster-by-cluster reference: on random texts that mix ASCII (with the
/// punctuation UAX #14 treats specially) with everything else, both strategies must record the same lines — start,
/// kind and what decided them — after a full layout, a width change and each edit.
@Suite struct WrapStrategyTests {
    /// ASCII pieces: words, spaces, every line break, tabs, and the punctuation that LB13–LB30 look at (quotes,
    /// brackets, hyphens, numbers with prefixes and postfixes, `$(` of LB25's lookahead).
    static let asciiPieces: [String] = [
        "the", "quick", "brown", "fox", "a", "jumps", "over", "lazy", "dogs", "x", "antidisestablishment",
        " ", " ", " ", "  ", "     ", "\n", "\r\n", "\r", "\t", "\u{B}", "\u{C}",
        ".", ",", ";", ":", "!", "?", "-", "--", "/", "|", "\"", "'", "(", ")", "[", "]", "{", "}",
        "$", "$(", "(1)", "1", "42", "3.14", "1,000", "%", "+", "#", "&", "*", "<", ">", "=", "@", "\\", "^", "_",
        "`", "~", "e.g.", "well-known", "(see", "below)", "\"quoted\"", "$(12)", "-5", "10%",
    ]

    /// A random text of `count` pieces, mostly ASCII; now and then a piece from the incremental tests' table
    /// (CJK, emoji, combining marks — which also join the ASCII byte before them —, controls, bidi marks).
    static func randomText(pieces count: Int, using generator: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<count {
            if Int.random(in: 0..<10, using: &generator) == 0 {
                text += IncrementalLayoutTests.pieces.randomElement(using: &generator)!
            } else {
                text += asciiPieces.randomElement(using: &generator)!
            }
        }
        return text
    }

    static let widths = [1, 2, 3, 4, 5, 8, 13, 20, 40, 80, 200]

    /// Every line's start and record.
    static func records(of layout: TextLayout) -> [String] {
        layout.lines.lines(from: 0).map {
            "\($0.start):\($0.record.kind):\($0.record.length):\($0.record.decidedThrough)"
        }
    }

    /// Fails with the first line where the two layouts differ.
    static func expectSameLines(
        _ fast: TextLayout, _ reference: TextLayout, _ context: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let fastRecords = records(of: fast)
        let referenceRecords = records(of: reference)
        guard fastRecords != referenceRecords else { return true }
        let common = min(fastRecords.count, referenceRecords.count)
        let first = (0..<common).first { fastRecords[$0] != referenceRecords[$0] } ?? common
        Issue.record(
            """
            \(context()): the fast path differs from the reference at line \(first)
            fast:      \(fastRecords[first..<min(first + 3, fastRecords.count)])
            reference: \(referenceRecords[first..<min(first + 3, referenceRecords.count)])
            """, sourceLocation: sourceLocation)
        return false
    }

    @Test(arguments: Array(UInt64(1)...24))
    func fullLayoutsAgree(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        // Up to about 12 KB: texts that span several of the storage's chunks (2 KB at most each).
        let text = Self.randomText(pieces: Int.random(in: 0...3_000, using: &generator), using: &generator)
        let storage = TextStorage(text)
        let tabWidth = [1, 4, 8].randomElement(using: &generator)!
        for width in Self.widths {
            let fast = try TextLayout(storage, width: width, tabWidth: tabWidth, cellWidths: .standard)
            let reference = try TextLayout(
                storage, width: width, tabWidth: tabWidth, cellWidths: .standard, strategy: .clusterByCluster)
            guard Self.expectSameLines(fast, reference, "seed \(seed), width \(width), tab \(tabWidth)") else { return }
        }
    }

    @Test(arguments: Array(UInt64(101)...108))
    func editsAndWidthChangesAgree(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var storage = TextStorage(Self.randomText(pieces: 400, using: &generator))
        var width = Self.widths.randomElement(using: &generator)!
        var fast = try TextLayout(storage, width: width, cellWidths: .showingInvisibleCharacters)
        var reference = try TextLayout(
            storage, width: width, cellWidths: .showingInvisibleCharacters, strategy: .clusterByCluster)
        for step in 0..<300 {
            if Int.random(in: 0..<20, using: &generator) == 0 {
                width = Self.widths.randomElement(using: &generator)!
                try fast.setWidth(width, for: storage)
                try reference.setWidth(width, for: storage)
            } else {
                let start = IncrementalLayoutTests.randomPosition(in: storage, using: &generator)
                let startCharacter = storage.characterOffset(of: start)
                let span = Int.random(in: 0...8, using: &generator)
                let end = storage.position(atCharacterOffset: min(storage.characterCount, startCharacter + span))
                let replacement = Self.randomText(pieces: Int.random(in: 0...3, using: &generator), using: &generator)
                let change = TextChange(range: start..<end, replacement: replacement)
                storage.replace(change.range, with: change.replacement)
                let fastLines = fast.apply(change, to: storage)
                let referenceLines = reference.apply(change, to: storage)
                #expect(fastLines == referenceLines, "seed \(seed) step \(step): re-wrapped lines")
            }
            guard Self.expectSameLines(fast, reference, "seed \(seed) step \(step), width \(width)") else { return }
        }
    }

    /// The cases the fast path hands back to the breaker, each at the edge of a line of 10 cells.
    @Test(arguments: [
        "aaaa bbbb $(12) cccc dddd",  // LB25's decision waits at `$(`
        "aaaaaaaaa bbbbbbbbb\ncccc",  // a mandatory break right after a full line
        "aaaa bbbbbe\u{301}e cccc",  // a combining mark joins the byte before it
        "aaaa bbbbbbbbbbbbbbbbbbbbbbbb",  // an emergency break, no opportunity until the end
        "aaaa\tbbbb\tcccc dddd",  // tabs
        "aaaa bbbb 日本 cccc",  // non-ASCII where the look-ahead would read
    ])
    func handOverCases(text: String) throws {
        let storage = TextStorage(text)
        for width in 1...12 {
            let fast = try TextLayout(storage, width: width, tabWidth: 4, cellWidths: .standard)
            let reference = try TextLayout(
                storage, width: width, tabWidth: 4, cellWidths: .standard, strategy: .clusterByCluster)
            guard Self.expectSameLines(fast, reference, "\(scalarDump(text)), width \(width)") else { return }
        }
    }
}
