import Testing

@testable import ExpandingTextCore
@testable import ExpandingTextTerminal

/// What an accepted completion leaves in the box and in the text submitted.
@Suite struct CompletionAcceptanceTests {
    private static func area(_ text: String) throws -> TextArea {
        try TextArea(
            text: text, expansion: ExpansionPolicy(minLines: 1, maxLines: 3),
            size: TerminalSize(rows: 24, columns: 40))
    }

    /// `/review` was submitted as `/review ` with the space the completion put after it.
    @Test func theSpaceACompletionPutsAtTheEndIsNotSubmitted() throws {
        var area = try Self.area("/rev")
        _ = area.accept(CompletionAcceptance(range: 0..<4, text: "/review ", element: nil))
        #expect(area.text == "/review ", "the space is there to type on")
        #expect(area.submissionToSend.text == "/review")
    }

    @Test func aSpaceTheUserTypesAfterItIsSubmitted() throws {
        var area = try Self.area("/rev")
        _ = area.accept(CompletionAcceptance(range: 0..<4, text: "/review ", element: nil))
        area.handle(.press(" "))
        #expect(area.submissionToSend.text == "/review  ")
        area.handle(.press("x"))
        #expect(area.submissionToSend.text == "/review  x")
    }

    @Test func theSpaceInsideTheTextStays() throws {
        var area = try Self.area("see @ma")
        _ = area.accept(CompletionAcceptance(range: 4..<7, text: "@main.swift ", element: nil))
        area.handle(.press("n"))
        area.handle(.press("o"))
        area.handle(.press("w"))
        #expect(area.submissionToSend.text == "see @main.swift now")
    }
}
