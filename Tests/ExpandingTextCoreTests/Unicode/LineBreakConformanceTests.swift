import Testing

@testable import ExpandingTextCore

@Suite struct LineBreakConformanceTests {
    /// The scalars after which a break is mandatory: BK (VT, FF, U+2028, U+2029), CR, LF, NL.
    private static let mandatoryAfter: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

    @Test func fixtureIsVendoredWithItsLicenceHeader() throws {
        let header = try String(contentsOfFile: LineBreakTestFile.path, encoding: .utf8).prefix(200)
        #expect(header.hasPrefix("# LineBreakTest-15.0.0.txt"))
        #expect(header.contains("Unicode"))
        #expect(LineBreakTestFile.cases.count > 7_000)
    }

    @Test func everyCaseOfLineBreakTestPasses() {
        let cases = LineBreakTestFile.cases
        var failures: [String] = []
        for testCase in cases {
            let found = LineBreakIterator(testCase.scalars.makeIterator()).map(\.utf8Offset)
            if found != testCase.breaks {
                failures.append("\(testCase) — expected breaks at \(testCase.breaks), found \(found)")
            }
        }
        print("LineBreakTest: \(cases.count - failures.count)/\(cases.count) passed")
        #expect(!cases.isEmpty)
        #expect(failures.isEmpty, "\(failures.count) failures; first: \n\(failures.prefix(15).joined(separator: "\n"))")
    }

    @Test func mandatoryBreaksFollowLineBreakCharacters() {
        for testCase in LineBreakTestFile.cases {
            let text = testCase.text
            let utf8 = Array(text.utf8)
            for opportunity in LineBreakIterator(testCase.scalars.makeIterator()) {
                let before = String(decoding: utf8[..<opportunity.utf8Offset], as: UTF8.self).unicodeScalars.last!
                let expected = Self.mandatoryAfter.contains(before.value)
                #expect(opportunity.isMandatory == expected, "\(testCase) at \(opportunity.utf8Offset)")
            }
        }
    }

    @Test func offsetsCountFromTheStartingOffset() {
        let text = "ab cd\nef"
        let breaks = Array(LineBreakIterator(text.unicodeScalars.makeIterator(), startingAt: 100))
        #expect(
            breaks == [
                LineBreakOpportunity(utf8Offset: 103, isMandatory: false),
                LineBreakOpportunity(utf8Offset: 106, isMandatory: true),
            ])
    }

    @Test(arguments: [
        ("", [Int]()),
        ("a", []),
        ("\n", []),
        ("a\r\nb", [3]),
        ("a\rb", [2]),
        ("$(", [1]),
        ("$(5", []),
        ("$(\u{301}\u{301}", [1]),
        ("$(\u{301}5", []),
        ("$( 5", [1]),
        ("日本語", [3, 6]),
        ("🇫🇷🇩🇪🇫", [8, 16]),
        ("👍🏽 ok", [9]),
    ])
    func smallTexts(text: String, breaks: [Int]) {
        let found = LineBreakIterator(text.unicodeScalars.makeIterator()).map(\.utf8Offset)
        #expect(found == breaks, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func documentationExample() {
        let text = "Hello, world!\nBye"
        let breaks = Array(LineBreakIterator(text.unicodeScalars.makeIterator()))
        #expect(
            breaks == [
                LineBreakOpportunity(utf8Offset: 7, isMandatory: false),
                LineBreakOpportunity(utf8Offset: 14, isMandatory: true),
            ])
    }

    @Test func iteratorStaysFinishedAfterTheEnd() {
        var iterator = LineBreakIterator("$(".unicodeScalars.makeIterator())
        #expect(iterator.next() == LineBreakOpportunity(utf8Offset: 1, isMandatory: false))
        #expect(iterator.next() == nil)
        #expect(iterator.next() == nil)
    }
}
