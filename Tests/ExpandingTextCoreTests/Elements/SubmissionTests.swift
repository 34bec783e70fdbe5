import Testing

@testable import ExpandingTextCore

/// Appending one submission to another keeps each element on its own text.
@Suite struct SubmissionTests {
    private static let mention = TextElement(kind: .mention, text: "@ada", payload: "user-36")
    private static let paste = TextElement(kind: .paste, text: "one\ntwo", label: "[Pasted text #1 +2 lines]")

    @Test func appendingKeepsEveryElementOnItsText() {
        var first = Submission(text: "Hi ")
        first.append(Self.mention)
        var second = Submission(text: "then ")
        second.append(Self.paste)
        second.text += " and é"
        first.text += "\n"
        first.append(second)
        #expect(first.text == "Hi @ada\nthen one\ntwo and é")
        #expect(first.elements.map(\.element) == [Self.mention, Self.paste])
        #expect(first.elements.map { String(first.text[$0.range]) } == ["@ada", "one\ntwo"])
    }

    @Test func appendingPlainTextAddsNoElement() {
        var submission = Submission(text: "a")
        submission.append(Submission(text: "b"))
        #expect(submission == Submission(text: "ab"))
    }
}
