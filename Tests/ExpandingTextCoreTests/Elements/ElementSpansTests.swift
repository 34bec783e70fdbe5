import Testing

@testable import ExpandingTextCore

/// The ranges of elements in a platform text view's text: moved with edits, widened to whole elements, selections
/// snapped out of them.
@Suite struct ElementSpansTests {
    private static let mention = TextElement(kind: .mention, text: "@ada", payload: "user-36")

    /// "Hi @ada!" with the mention at 3..<7.
    private static func spans() -> ElementSpans {
        var spans = ElementSpans()
        spans.insert(mention, at: 3)
        return spans
    }

    private static func edit(_ range: Range<Int>, _ text: String) -> TextReplacement {
        TextReplacement(utf16Range: range, characterRange: range, text: text)
    }

    @Test(
        arguments: [
            (0..<0, "Oh ", 6..<10),
            (3..<3, "x", 4..<8),
            (7..<7, "x", 3..<7),
            (7..<8, "", 3..<7),
            (0..<3, "", 0..<4),
        ] as [(Range<Int>, String, Range<Int>)])
    func anEditBesideTheElementMovesIt(range: Range<Int>, text: String, expected: Range<Int>) {
        var spans = Self.spans()
        spans.applying(Self.edit(range, text))
        #expect(spans.spans.map(\.utf16) == [expected])
    }

    @Test(arguments: [(5..<5, "x"), (4..<5, ""), (6..<8, "y"), (2..<4, "")] as [(Range<Int>, String)])
    func anEditThatChangesTheElementsTextMakesItPlain(range: Range<Int>, text: String) {
        var spans = Self.spans()
        spans.applying(Self.edit(range, text))
        #expect(spans.isEmpty)
    }

    @Test func editsAreWidenedToWholeElements() {
        let spans = Self.spans()
        #expect(spans.wholeElements(6..<7) == 3..<7, "Backspace after it")
        #expect(spans.wholeElements(3..<4) == 3..<7, "Delete before it")
        #expect(spans.wholeElements(1..<5) == 1..<7)
        #expect(spans.wholeElements(7..<8) == 7..<8)
        #expect(spans.wholeElements(5..<5) == 7..<7, "an insertion inside goes after it")
        #expect(spans.wholeElements(3..<3) == 3..<3)
    }

    @Test func aSelectionIsSnappedOutOfTheElementInTheDirectionItMoved() {
        let spans = Self.spans()
        #expect(spans.snapped(4..<4, from: 3..<3) == 7..<7, "moving right")
        #expect(spans.snapped(6..<6, from: 7..<7) == 3..<3, "moving left")
        #expect(spans.snapped(1..<5, from: 1..<1) == 1..<7, "extending takes it whole")
        #expect(spans.snapped(5..<9, from: 9..<9) == 3..<9)
        #expect(spans.snapped(7..<7, from: 0..<0) == 7..<7)
    }

    @Test func aPlainStringWriteKeepsAnElementWhoseTextStaysAtItsPlace() {
        var spans = Self.spans()
        spans.following(from: "Hi @ada!", to: "Hi @ada! How are you?")
        #expect(spans.submission(of: "Hi @ada! How are you?").elements.map(\.element) == [Self.mention])
        spans.following(from: "Hi @ada! How are you?", to: "Hi @eda! How are you?")
        #expect(spans.isEmpty, "a write that changes its text makes it plain")
    }

    @Test func theSubmissionSaysWhereEachElementIs() throws {
        let text = "👍🏽 @ada"
        var spans = ElementSpans()
        spans.insert(Self.mention, at: 5)
        let submission = spans.submission(of: text)
        let item = try #require(submission.elements.first)
        #expect(String(text[item.range]) == "@ada")
        #expect(ElementSpans(submission) == spans)
    }
}
