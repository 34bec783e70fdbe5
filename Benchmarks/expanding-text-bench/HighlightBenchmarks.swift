import ExpandingTextCore
import ExpandingTextTerminal

/// The highlighting's figures for the final `bench:` line.
struct HighlightFigures {
    /// A keystroke at the end of 1 MB of Markdown with the built-in highlighting ÷ the same keystroke without.
    var keystroke1MBVersusPlain: Double
    /// Highlighting all of 10 MB of Markdown at once ÷ laying it out at once.
    var full10MBVersusLayout: Double
}

/// What highlighting costs: on a keystroke in a big text, and over a whole text.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum HighlightBenchmarks {
    static func run() -> HighlightFigures {
        print("(h) highlighting: a keystroke at the end of 1 MB of Markdown with the built-in spans against without")
        print("    (medians, 5 interleaved rounds); the spans of all of 10 MB against its full layout (medians of 3)")
        let plain = try! TextArea(
            text: BenchTexts.markdown(bytes: 1_000_000), expansion: ExpansionPolicy(minLines: 1, maxLines: 5),
            size: TerminalSize(rows: 24, columns: 80))
        var highlighted = plain
        highlighted.spanProvider = StandardSpanProvider()
        var withoutSpans: [Duration] = []
        var withSpans: [Duration] = []
        for _ in 0..<5 {
            withoutSpans.append(TerminalBenchmarks.keystrokeTime(in: plain))
            withSpans.append(TerminalBenchmarks.keystrokeTime(in: highlighted))
        }
        let (quiet, styled) = (Timing.median(of: withoutSpans), Timing.median(of: withSpans))

        let storage = TextStorage(BenchTexts.markdown(bytes: 10_000_000))
        let whole = storage.startPosition..<storage.endPosition
        var spanCount = 0
        let highlighting = Timing.median(repetitions: 3) {
            var highlighter = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
            highlighter.budgetUTF8Count = .max
            spanCount = highlighter.spans(in: whole, of: storage).spans.count
        }
        let layout = Timing.median(repetitions: 3) { consume(try! TextLayout(storage, width: 80)) }
        print("    keystroke plain: \(format(quiet)), highlighted: \(format(styled))")
        print("    10 MB: \(spanCount) spans in \(format(highlighting)); layout at width 80: \(format(layout))")
        return HighlightFigures(
            keystroke1MBVersusPlain: Timing.seconds(styled) / Timing.seconds(quiet),
            full10MBVersusLayout: Timing.seconds(highlighting) / Timing.seconds(layout))
    }
}
