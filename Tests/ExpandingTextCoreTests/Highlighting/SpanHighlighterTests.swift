import Testing

@testable import ExpandingTextCore

@Suite("Keeping spans up to date: only what an edit changed and what it reaches")
struct SpanHighlighterTests {
    /// The built-in provider, recording the paragraphs it is shown.
    final class RecordingProvider: SpanProvider, @unchecked Sendable {
        var shown: [String] = []
        var statesAsked: [String] = []

        func spans(in paragraph: Substring, after state: SpanState) -> ParagraphSpans {
            shown.append(String(paragraph))
            return StandardSpanProvider().spans(in: paragraph, after: state)
        }

        func state(after paragraph: Substring, startingIn state: SpanState) -> SpanState {
            statesAsked.append(String(paragraph))
            return StandardSpanProvider().state(after: paragraph, startingIn: state)
        }
    }

    /// The spans of the whole text from a fresh highlighter.
    static func fresh(_ storage: TextStorage) -> [HighlightedSpan] {
        var highlighter = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        highlighter.budgetUTF8Count = .max
        return highlighter.spans(in: storage.startPosition..<storage.endPosition, of: storage).spans
    }

    /// A text of numbered lines with mentions.
    static func lines(_ count: Int) -> String {
        (0..<count).map { "line \($0) @user\($0)" }.joined(separator: "\n")
    }

    @Test("The spans of a range are those of the whole text")
    func spansOfARange() {
        let storage = TextStorage("see https://example.com\n```\n@code\n```\nask @ana")
        var highlighter = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        let all = highlighter.spans(in: storage.startPosition..<storage.endPosition, of: storage)
        #expect(all.isComplete)
        #expect(
            all.spans.map { storage.string(in: $0.range) } == ["https://example.com", "```", "@code", "```", "@ana"])
        #expect(all.spans.map(\.role) == [.link, .code, .code, .code, .mention])
        let lastLine = storage.paragraphStart(4)..<storage.endPosition
        #expect(highlighter.spans(in: lastLine, of: storage).spans.map { storage.string(in: $0.range) } == ["@ana"])
    }

    /// Edits that open and close fences, add and remove lines, and type inside words.
    static let edits: [(at: Int, remove: Int, insert: String)] = [
        (0, 0, "```\n"), (30, 0, "x"), (12, 5, ""), (50, 0, "\n```\n"), (0, 4, ""), (7, 0, "@new "),
        (100, 20, "\r\n~~~~\n"), (3, 0, "`"), (40, 0, "https://example.com/a "), (60, 30, "\n\n\n"),
        (0, 0, "~~~~\n"), (5, 0, "\u{2028}"), (200, 0, "```"), (18, 1, "é"),
    ]

    @Test("After every edit, the spans drawn and the restyled ranges agree with a fresh highlighter")
    func editsAgreeWithFresh() {
        var storage = TextStorage(Self.lines(40))
        var drawn = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        var restyled = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        var model = Self.merge([], Self.restyleAll(&restyled, storage))
        _ = drawn.spans(in: storage.startPosition..<storage.endPosition, of: storage)
        for edit in Self.edits {
            let start = storage.boundary(atOrBefore: min(edit.at, storage.utf8Count))
            let end = storage.boundary(atOrAfter: min(start.utf8Offset + edit.remove, storage.utf8Count))
            let change = TextChange(range: start..<end, replacement: edit.insert)
            storage.replace(change.range, with: change.replacement)
            drawn.apply([change], to: storage)
            restyled.apply([change], to: storage)
            Self.shift(&model, by: change)
            model = Self.merge(model, Self.restyleAll(&restyled, storage))
            let expected = Self.fresh(storage)
            #expect(drawn.spans(in: storage.startPosition..<storage.endPosition, of: storage).spans == expected)
            #expect(model == expected, "after \(edit)")
        }
    }

    /// Runs every restyle and returns what they styled, as (range, spans) pairs applied in order.
    static func restyleAll(_ highlighter: inout SpanHighlighter, _ storage: TextStorage) -> [(
        Range<TextPosition>, [HighlightedSpan]
    )] {
        var result: [(Range<TextPosition>, [HighlightedSpan])] = []
        while let restyle = highlighter.restyle(of: storage) {
            result.append((restyle.range, restyle.result.spans))
            if restyle.result.isComplete { break }
        }
        return result
    }

    /// A text storage's spans after an edit, as attributes are: those the edit touched are gone, those after it move.
    static func shift(_ spans: inout [HighlightedSpan], by change: TextChange) {
        spans = spans.compactMap { span in
            if span.range.upperBound <= change.range.lowerBound { return span }
            if span.range.lowerBound >= change.range.upperBound {
                let delta = change.utf8Delta
                return HighlightedSpan(
                    range: TextPosition(
                        utf8Offset: span.range.lowerBound.utf8Offset + delta)..<TextPosition(
                            utf8Offset: span.range.upperBound.utf8Offset + delta), role: span.role)
            }
            return nil
        }
    }

    /// The spans after restyling: in each restyled range, the old spans go and the new come.
    static func merge(_ spans: [HighlightedSpan], _ restyles: [(Range<TextPosition>, [HighlightedSpan])])
        -> [HighlightedSpan]
    {
        var spans = spans
        for (range, new) in restyles {
            spans = spans.filter {
                !($0.range.overlaps(range) || (range.isEmpty && $0.range.contains(range.lowerBound)))
            }
            spans += new
        }
        return spans.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    @Test("Typing in a known text asks the provider about the edited line only")
    func typingAsksTheEditedLine() {
        var storage = TextStorage(Self.lines(1000))
        let provider = RecordingProvider()
        var highlighter = SpanHighlighter(provider: provider, text: storage)
        _ = highlighter.spans(in: storage.paragraphStart(990)..<storage.endPosition, of: storage)
        provider.shown = []
        provider.statesAsked = []
        let at = storage.paragraphEnd(of: storage.paragraphStart(500))
        storage.replace(at..<at, with: "!")
        highlighter.apply([TextChange(range: at..<at, replacement: "!")], to: storage)
        let line = storage.paragraphStart(500)..<storage.paragraphEnd(of: storage.paragraphStart(500))
        let result = highlighter.spans(in: line, of: storage)
        #expect(result.isComplete)
        #expect(provider.shown == ["line 500 @user500!"])
        #expect(provider.statesAsked.isEmpty)
        // The paragraph ended as before, so the states after it are still known: drawing the end asks nothing more.
        provider.shown = []
        _ = highlighter.spans(in: storage.paragraphStart(999)..<storage.endPosition, of: storage)
        #expect(provider.shown == ["line 999 @user999"])
        #expect(provider.statesAsked.isEmpty)
    }

    @Test("Opening a fence reaches the lines after it only when they are drawn")
    func fenceReachIsLazy() {
        var storage = TextStorage(Self.lines(1000))
        let provider = RecordingProvider()
        var highlighter = SpanHighlighter(provider: provider, text: storage)
        _ = highlighter.spans(in: storage.startPosition..<storage.endPosition, of: storage)
        let at = storage.paragraphStart(10)
        storage.replace(at..<at, with: "```\n")
        highlighter.apply([TextChange(range: at..<at, replacement: "```\n")], to: storage)
        provider.shown = []
        provider.statesAsked = []
        let drawn = storage.paragraphStart(10)..<storage.paragraphEnd(of: storage.paragraphStart(12))
        let spans = highlighter.spans(in: drawn, of: storage).spans
        #expect(spans.map(\.role) == [.code, .code, .code])
        #expect(provider.shown.count == 3)
        #expect(provider.statesAsked.isEmpty)
        // Drawing the end now passes over the lines in between, each once, for their states.
        _ = highlighter.spans(in: storage.paragraphStart(1000)..<storage.endPosition, of: storage)
        #expect(provider.statesAsked.count == 1000 - 13)
    }

    /// A regression: an edit above a fence's reach that had been followed only as far as the drawn rows forgot
    /// that the rows below were still to follow, and took their old states for right.
    @Test("An edit above a half-followed change keeps the rest of its reach to follow")
    func editAboveAHalfFollowedChange() {
        var storage = TextStorage(Self.lines(1000))
        var highlighter = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        _ = highlighter.spans(in: storage.startPosition..<storage.endPosition, of: storage)
        func insert(_ text: String, at position: TextPosition) {
            storage.replace(position..<position, with: text)
            highlighter.apply([TextChange(range: position..<position, replacement: text)], to: storage)
        }
        insert("```\n", at: storage.paragraphStart(10))
        _ = highlighter.spans(in: storage.paragraphStart(10)..<storage.paragraphStart(13), of: storage)
        insert("!", at: storage.paragraphEnd(of: storage.paragraphStart(5)))
        let fifth = storage.paragraphStart(5)..<storage.paragraphEnd(of: storage.paragraphStart(5))
        #expect(highlighter.spans(in: fifth, of: storage).spans.map(\.role) == [.mention])
        let last = storage.paragraphStart(1000)..<storage.endPosition
        #expect(highlighter.spans(in: last, of: storage).spans.map(\.role) == [.code])
        var restyled = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        restyled.budgetUTF8Count = .max
        #expect(highlighter.spans(in: last, of: storage) == restyled.spans(in: last, of: storage))
    }

    @Test("With a small budget the spans are guessed, then right after enough frames")
    func budget() {
        let storage = TextStorage("```\n" + Self.lines(100))
        var highlighter = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        highlighter.budgetUTF8Count = 600
        let last = storage.paragraphStart(100)..<storage.endPosition
        var frames = 0
        var result = highlighter.spans(in: last, of: storage)
        #expect(!result.isComplete)
        #expect(result.spans.map(\.role) == [.mention])  // guessed from the initial state
        while !result.isComplete && frames < 100 {
            frames += 1
            result = highlighter.spans(in: last, of: storage)
        }
        #expect(result.isComplete)
        #expect(frames > 1)
        #expect(result.spans.map(\.role) == [.code])
    }

    @Test("A paragraph longer than the window limit is shown to the provider around what is drawn")
    func longParagraphWindow() {
        let text = String(repeating: "word ", count: 40_000) + "@end"
        let storage = TextStorage(text)
        let provider = RecordingProvider()
        var highlighter = SpanHighlighter(provider: provider, text: storage)
        let tail = TextPosition(utf8Offset: storage.utf8Count - 10)..<storage.endPosition
        let spans = highlighter.spans(in: tail, of: storage).spans
        #expect(spans.map { storage.string(in: $0.range) } == ["@end"])
        #expect(provider.shown.allSatisfy { $0.utf8.count <= 2 * SpanHighlighter.windowMarginUTF8Count + 10 })
    }

    @Test("A window of a long line that starts at a fence marker inside the line is not taken for a fence")
    func windowStartingAtAMarker() {
        let markerOffset = 100_000
        let text =
            String(repeating: "a", count: markerOffset) + "```" + String(repeating: "b", count: 100_000) + " @end"
        let storage = TextStorage(text)
        var highlighter = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        let drawn =
            TextPosition(
                utf8Offset: markerOffset + SpanHighlighter.windowMarginUTF8Count)..<TextPosition(
                utf8Offset: markerOffset + SpanHighlighter.windowMarginUTF8Count + 10)
        #expect(highlighter.spans(in: drawn, of: storage).spans.isEmpty)
        let end = TextPosition(utf8Offset: storage.utf8Count - 4)..<storage.endPosition
        #expect(highlighter.spans(in: end, of: storage).spans.map(\.role) == [.mention])
    }

    @Test("A refiner's answer replaces the provider's spans where it looked, unless the text changed since")
    func refinement() throws {
        var storage = TextStorage("hello @ana and Bob")
        var highlighter = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        let all = storage.startPosition..<storage.endPosition
        let asked = highlighter.refinementRequest(for: all, of: storage)
        let request = try #require(asked)
        let askedAgain = highlighter.refinementRequest(for: all, of: storage)
        #expect(askedAgain == nil)
        let bob = TextPosition(utf8Offset: 15)..<TextPosition(utf8Offset: 18)
        let kept = highlighter.receive(
            SpanRefinement(request: request, spans: [HighlightedSpan(range: bob, role: .mention)]))
        #expect(kept)
        #expect(highlighter.spans(in: all, of: storage).spans.map { storage.string(in: $0.range) } == ["Bob"])

        let staleRequest = highlighter.refinementRequest(for: bob, of: storage)
        let stale = try #require(staleRequest)
        storage.replace(storage.endPosition..<storage.endPosition, with: "!")
        highlighter.apply(
            [TextChange(range: TextPosition(utf8Offset: 18)..<TextPosition(utf8Offset: 18), replacement: "!")],
            to: storage)
        let keptStale = highlighter.receive(SpanRefinement(request: stale, spans: []))
        #expect(!keptStale)
        let after = storage.startPosition..<storage.endPosition
        #expect(highlighter.spans(in: after, of: storage).spans.map { storage.string(in: $0.range) } == ["@ana"])
    }

    @Test("A text storage is restyled where a refiner's answer applies")
    func refinementIsRestyled() throws {
        let storage = TextStorage("one\nhello Bob\nthree")
        var highlighter = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        while let restyle = highlighter.restyle(of: storage), !restyle.result.isComplete {}
        #expect(highlighter.restyle(of: storage) == nil, "nothing left to restyle")
        let line = storage.paragraphStart(1)..<storage.paragraphEnd(of: storage.paragraphStart(1))
        let asked = highlighter.refinementRequest(for: line, of: storage)
        let request = try #require(asked)
        let bob = TextPosition(utf8Offset: 10)..<TextPosition(utf8Offset: 13)
        highlighter.receive(SpanRefinement(request: request, spans: [HighlightedSpan(range: bob, role: .mention)]))
        let restyled = highlighter.restyle(of: storage)
        let restyle = try #require(restyled)
        #expect(restyle.range == line)
        #expect(restyle.result.spans == [HighlightedSpan(range: bob, role: .mention)])
    }

    @Test("A refiner's spans are cut to the range asked about and to whole characters")
    func refinedSpansAreCut() throws {
        let storage = TextStorage("hi 👩‍👧 there")
        var highlighter = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        // "hi " is 3 bytes, the family 11, " there" 6: ask about the family and the space after it.
        let asked = TextPosition(utf8Offset: 3)..<TextPosition(utf8Offset: 15)
        let requested = highlighter.refinementRequest(for: asked, of: storage)
        let request = try #require(requested)
        let refinement = SpanRefinement(
            request: request,
            spans: [
                // Inside the family: widened to all of it.
                HighlightedSpan(range: TextPosition(utf8Offset: 5)..<TextPosition(utf8Offset: 8), role: .emphasis),
                // Past the end of the text: cut to the range asked about.
                HighlightedSpan(range: TextPosition(utf8Offset: 14)..<TextPosition(utf8Offset: 90), role: .tag),
                // Before the range: dropped.
                HighlightedSpan(range: TextPosition(utf8Offset: 0)..<TextPosition(utf8Offset: 2), role: .code),
            ])
        #expect(
            refinement.spans == [
                HighlightedSpan(range: TextPosition(utf8Offset: 3)..<TextPosition(utf8Offset: 14), role: .emphasis),
                HighlightedSpan(range: TextPosition(utf8Offset: 14)..<TextPosition(utf8Offset: 15), role: .tag),
            ])
    }

    @Test("An answer for a highlighter replaced since is dropped, though its count of edits is the same")
    func answerForAReplacedHighlighterIsDropped() throws {
        let storage = TextStorage("hello @ana")
        var old = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        let all = storage.startPosition..<storage.endPosition
        let requested = old.refinementRequest(for: all, of: storage)
        let request = try #require(requested)
        var new = SpanHighlighter(provider: StandardSpanProvider(), text: storage)
        let keptByNew = new.receive(SpanRefinement(request: request, spans: []))
        #expect(!keptByNew)
        let drawn = new.spans(in: all, of: storage).spans.map(\.role)
        #expect(drawn == [.mention])
        let keptByOld = old.receive(SpanRefinement(request: request, spans: []))
        #expect(keptByOld)
    }
}
