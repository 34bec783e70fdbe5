import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A prompt's span refiner, in the run loop on a scripted terminal: asked about the rows drawn, its answer drawn
/// without a key.
@Suite(.timeLimit(.minutes(1)))
struct RefiningSessionTests {
    /// Marks each `!` as emphasis.
    private struct Exclamations: SpanRefiner {
        func refinedSpans(for request: SpanRefinementRequest) async throws -> [HighlightedSpan] {
            var spans: [HighlightedSpan] = []
            var offset = request.range.lowerBound.utf8Offset
            for byte in request.text.string(in: request.range).utf8 {
                if byte == UInt8(ascii: "!") {
                    spans.append(
                        HighlightedSpan(
                            range: TextPosition(utf8Offset: offset)..<TextPosition(utf8Offset: offset + 1),
                            role: .emphasis))
                }
                offset += 1
            }
            return spans
        }
    }

    /// The refiner's spans replace the provider's in the rows it was asked about: the `!` is drawn in italics and the
    /// mention, which the refiner did not find, plainly.
    @Test func theRefinersAnswerIsDrawnWithoutAKey() throws {
        var prompt = try Prompt()
        prompt.spanProvider = StandardSpanProvider()
        prompt.spanRefiner = Exclamations()
        prompt.highlightTheme = .colored
        let terminal = timedTerminal("hi @ana!", then: "\r", rows: 6)
        // The refiner's task may wait for a thread while other tests hold them, and its answer is drawn between two
        // reads: until it is drawn, each read past the first second gives it real time, so the terminal's clock runs
        // out only if 20 seconds do not bring it.
        let (text, screen) = try readShowingScreen(prompt, on: terminal, before: 2_000) { terminal in
            guard terminal.monotonicMilliseconds >= 1_000, !Self.showsTheRefinedExclamation(terminal) else { return }
            usleep(330_000)
        }
        #expect(text == "hi @ana!")
        #expect(screen.line(0) == "hi @ana!")
        #expect(screen.style(row: 0, column: 7).contains(.italic))
        #expect(screen.style(row: 0, column: 3) == [])
    }

    /// Whether what the terminal was sent so far draws the `!` of "hi @ana!" in italics.
    private static func showsTheRefinedExclamation(_ terminal: ScriptedTerminal) -> Bool {
        VirtualScreen(showingOutputOf: terminal).style(row: 0, column: 7).contains(.italic)
    }
}
