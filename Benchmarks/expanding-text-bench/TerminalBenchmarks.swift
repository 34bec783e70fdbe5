import ExpandingTextCore
import ExpandingTextTerminal

/// The terminal front end's figures for the final `bench:` line (the quality bars: typing writes only the changed
/// cells).
struct TerminalFigures {
    /// Mean bytes written per keystroke typing prose at the end of a full 5-line box (wraps and scrolls included).
    var bytesPerKeystrokeFiveLineBox: Double
    /// Mean bytes written per keystroke typing prose in a box that shows the end of a 1 MB document.
    var bytesPerKeystroke1MBDocument: Double
    /// The time of one keystroke (key handling, frame, diff) in the 1 MB document ÷ in a 1 KB document.
    var keystroke1MBVersus1KB: Double
}

/// Bytes written to the terminal per keystroke, and the time of a keystroke through the whole terminal path.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum TerminalBenchmarks {
    static let columns = 80
    static let keystrokes = 600

    static func run() -> TerminalFigures {
        print("(t) terminal: bytes written per keystroke typing prose at the end of the box (\(columns) columns)")
        let fiveLines = BenchTexts.asciiProse(bytes: 5 * (columns - 8), seed: 7)
        let box = typing(into: fiveLines, lines: 5...5)
        print("    5-line box:            mean \(format(box.mean)) B, median \(box.median) B, max \(box.max) B")
        let document = typing(into: BenchTexts.asciiProse(bytes: 1_000_000), lines: 1...5)
        print(
            "    end of a 1 MB document: mean \(format(document.mean)) B, median \(document.median) B, "
                + "max \(document.max) B")
        let small = keystrokeTime(in: BenchTexts.asciiProse(bytes: 1_000))
        let large = keystrokeTime(in: BenchTexts.asciiProse(bytes: 1_000_000))
        print("    one keystroke (keys, frame, diff): 1 KB \(format(small)), 1 MB \(format(large))")
        return TerminalFigures(
            bytesPerKeystrokeFiveLineBox: box.mean, bytesPerKeystroke1MBDocument: document.mean,
            keystroke1MBVersus1KB: Timing.seconds(large) / Timing.seconds(small))
    }

    /// What typing costs in bytes, keystroke by keystroke.
    private struct ByteCounts {
        var mean: Double
        var median: Int
        var max: Int
    }

    /// Types prose at the end of `text` in a box of `lines` rows, drawing a frame after each key.
    private static func typing(into text: String, lines: ClosedRange<Int>) -> ByteCounts {
        var area = textArea(text, lines: lines)
        var renderer = FrameRenderer()
        _ = renderer.render(area.frame())
        var counts: [Int] = []
        for character in BenchTexts.asciiProse(bytes: keystrokes, seed: 9).prefix(keystrokes) {
            area.handle(.press(.character(character == "\n" ? " " : character)))
            counts.append(renderer.render(area.frame()).count)
        }
        let sorted = counts.sorted()
        return ByteCounts(
            mean: Double(counts.reduce(0, +)) / Double(counts.count), median: sorted[sorted.count / 2],
            max: sorted.last!)
    }

    /// The median time of one typed character, key handling to frame bytes, at the end of `text`.
    private static func keystrokeTime(in text: String) -> Duration {
        keystrokeTime(in: textArea(text, lines: 1...5))
    }

    /// The median time of one typed character, key handling to frame bytes, at the end of the box's text.
    static func keystrokeTime(in area: TextArea) -> Duration {
        var area = area
        var renderer = FrameRenderer()
        _ = renderer.render(area.frame())
        var samples: [Duration] = []
        for character in BenchTexts.asciiProse(bytes: keystrokes, seed: 11).prefix(keystrokes) {
            samples.append(
                Timing.clock.measure {
                    area.handle(.press(.character(character == "\n" ? " " : character)))
                    consume(renderer.render(area.frame()))
                })
        }
        return Timing.median(of: samples)
    }

    private static func textArea(_ text: String, lines: ClosedRange<Int>) -> TextArea {
        try! TextArea(
            text: text, expansion: ExpansionPolicy(minLines: lines.lowerBound, maxLines: lines.upperBound),
            size: TerminalSize(rows: 24, columns: columns))
    }
}
