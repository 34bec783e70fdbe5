import Testing

@testable import ExpandingTextCore

/// `stableEnd(ofOpportunityAt:followedBy:)` at an OP that ends the text (found by the LineBreaking fuzz target: `$(`
/// then `12` appended). LB25 decides the break before an OP by what follows its marks; when the text ends first,
/// text appended at the end decides it, so the stable end must lie past the end of the text.
@Suite struct LineBreakStableEndRegressionTests {
    private static func opportunities(_ text: String) -> [Int] {
        LineBreakIterator(text.unicodeScalars.makeIterator()).map(\.utf8Offset)
    }

    @Test(arguments: [
        ("$(", "12"),
        ("$(\u{301}", "1"),
        ("$(\u{301}\u{200D}", "9"),
        ("x $(", "3"),
    ])
    func appendingCanRemoveTheOpportunityBeforeATrailingOpenParenthesis(text: String, appended: String) {
        let offset =
            text.utf8.firstIndex(of: UInt8(ascii: "(")).map { text.utf8.distance(from: text.startIndex, to: $0) } ?? 0
        #expect(Self.opportunities(text).contains(offset), "the break before ( at the end of \(text)")
        #expect(!Self.opportunities(text + appended).contains(offset), "no break before ( in \(text + appended)")
        let suffix = String(text.utf8.dropFirst(offset))!
        let stableEnd = LineBreakIterator.stableEnd(
            ofOpportunityAt: offset, followedBy: suffix.unicodeScalars.makeIterator())
        #expect(stableEnd > text.utf8.count, "an edit at the end must not count as after the stable end")
    }
}
