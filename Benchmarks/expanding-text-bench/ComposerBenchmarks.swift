import ExpandingTextCore
import ExpandingTextTerminal

/// The composer's figures for the final `bench:` line.
struct ComposerFigures {
    /// A keystroke in 1 MB of prose holding 100 collapsed pastes ÷ the same keystroke in the same text without them.
    var keystrokeWithElementsVersusNone: Double
    /// Milliseconds from the bytes of a 10 MB bracketed paste to the drawn frame showing its token.
    var collapse10MBPasteMilliseconds: Double
    /// The same, the paste inserted as plain text (every paste before pastes collapsed).
    var plain10MBPasteMilliseconds: Double
}

/// What elements cost: a keystroke among them, and a huge paste collapsed into one.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum ComposerBenchmarks {
    static let columns = 80

    static func run() -> ComposerFigures {
        print("(e) elements: one keystroke (keys, frame, diff) at the end of 1 MB of prose, with and without 100")
        print(
            "    collapsed pastes of 1 KB in it (medians of \(TerminalBenchmarks.keystrokes) keystrokes, 5 interleaved rounds)"
        )
        let text = BenchTexts.asciiProse(bytes: 1_000_000)
        var plain: [Duration] = []
        var withElements: [Duration] = []
        for _ in 0..<5 {
            plain.append(TerminalBenchmarks.keystrokeTime(in: textArea(text, elements: 0)))
            withElements.append(TerminalBenchmarks.keystrokeTime(in: textArea(text, elements: 100)))
        }
        let (none, hundred) = (Timing.median(of: plain), Timing.median(of: withElements))
        print("    without: \(format(none)), with 100: \(format(hundred))")
        print("(p) a 10 MB bracketed paste, from its bytes to the drawn frame (median of 3)")
        let paste = Array(("\u{1B}[200~" + BenchTexts.asciiProse(bytes: 10_000_000, seed: 5) + "\u{1B}[201~").utf8)
        let collapsed = Timing.median(repetitions: 3) { pasteAndDraw(paste, collapsing: true) }
        let plainPaste = Timing.median(repetitions: 3) { pasteAndDraw(paste, collapsing: false) }
        print("    collapsed into a token: \(format(collapsed)), inserted as text: \(format(plainPaste))")
        return ComposerFigures(
            keystrokeWithElementsVersusNone: Timing.seconds(hundred) / Timing.seconds(none),
            collapse10MBPasteMilliseconds: Timing.seconds(collapsed) * 1000,
            plain10MBPasteMilliseconds: Timing.seconds(plainPaste) * 1000)
    }

    /// A box holding `text`, with `elements` slices of 1 KB spread over it collapsed into pastes (the text submitted
    /// is `text` either way); the last slice ends 2 KB before the end, so the box shows text after it.
    private static func textArea(_ text: String, elements: Int) -> TextArea {
        var area = try! TextArea(
            expansion: ExpansionPolicy(minLines: 1, maxLines: 5), size: TerminalSize(rows: 24, columns: columns))
        guard elements > 0 else {
            area.setText(text)
            return area
        }
        let utf8 = text.utf8
        let stride = (utf8.count - 3_000) / elements
        let placed = (0..<elements).map { index in
            let start = utf8.index(utf8.startIndex, offsetBy: index * stride + 1_000)
            let end = utf8.index(start, offsetBy: 1_000)
            return Submission.Element(
                range: start..<end,
                element: TextElement(
                    kind: .paste, text: String(text[start..<end]), label: "[Pasted text #\(index + 1)]"))
        }
        area.setText(Submission(text: text, elements: placed))
        return area
    }

    /// Decodes a paste's bytes into an empty box and draws the frame that shows it.
    private static func pasteAndDraw(_ bytes: [UInt8], collapsing: Bool) {
        var area = try! TextArea(
            expansion: ExpansionPolicy(minLines: 1, maxLines: 5), size: TerminalSize(rows: 24, columns: columns))
        area.collapsesPastes = collapsing
        var decoder = InputDecoder()
        var renderer = FrameRenderer()
        for event in decoder.feed(bytes) + decoder.flush() {
            area.handle(event)
        }
        consume(renderer.render(area.frame()))
    }
}
