import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextCore

/// The restart property the layout relies on: a new iterator started at any reported opportunity yields exactly
/// the later opportunities of an iterator over the whole text.
@Suite struct LineBreakRestartTests {
    private static func opportunities(_ scalars: ArraySlice<Unicode.Scalar>, from offset: Int) -> [LineBreakOpportunity]
    {
        Array(LineBreakIterator(scalars.makeIterator(), startingAt: offset))
    }

    /// The restart failures of one text, described.
    private static func restartFailures(_ scalars: [Unicode.Scalar]) -> [String] {
        let whole = opportunities(scalars[...], from: 0)
        var scalarIndex: [Int: Int] = [:]
        var offset = 0
        for (index, scalar) in scalars.enumerated() {
            scalarIndex[offset] = index
            offset += String(scalar).utf8.count
        }
        var failures: [String] = []
        for (position, opportunity) in whole.enumerated() {
            let restarted = opportunities(
                scalars[scalarIndex[opportunity.utf8Offset]!...], from: opportunity.utf8Offset)
            let expected = Array(whole[(position + 1)...])
            if restarted != expected {
                failures.append("restart at \(opportunity.utf8Offset): \(restarted) instead of \(expected)")
            }
        }
        return failures
    }

    private static func hex(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    @Test func restartingAtAnyOpportunityOfLineBreakTestCasesChangesNothing() {
        var failed = 0
        for testCase in LineBreakTestFile.cases {
            let failures = Self.restartFailures(testCase.scalars)
            if !failures.isEmpty {
                failed += 1
                Issue.record("\(testCase): \(failures[0])")
                if failed > 10 { break }
            }
        }
        #expect(!LineBreakTestFile.cases.isEmpty)
    }

    @Test(arguments: [1, 2, 3, 4])
    func restartingAtAnyOpportunityOfRandomTextsChangesNothing(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for round in 0..<3_000 {
            let text = RandomText.make(using: &generator)
            let failures = Self.restartFailures(Array(text.unicodeScalars))
            if let failure = failures.first {
                Issue.record("seed \(seed), round \(round), text [\(Self.hex(text))]: \(failure)")
                return
            }
        }
    }

    /// After an edit that starts at or after `stableEnd`, an old opportunity is still one; and once old and new
    /// texts share an opportunity after the edit, all later opportunities agree (shifted by the edit's length).
    @Test(arguments: [11, 12, 13, 14])
    func opportunitiesSurviveEditsAfterTheirStableEnd(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for round in 0..<3_000 {
            let old = Array(RandomText.make(using: &generator).unicodeScalars)
            let start = Int.random(in: 0...old.count, using: &generator)
            let end = Int.random(in: start...min(old.count, start + 3), using: &generator)
            let inserted = Array(RandomText.make(using: &generator, maximumPieces: 3).unicodeScalars)
            let new = Array(old[..<start]) + inserted + Array(old[end...])
            let editStart = old[..<start].reduce(0) { $0 + String($1).utf8.count }
            let oldEditEnd = old[..<end].reduce(0) { $0 + String($1).utf8.count }
            let delta = inserted.reduce(0) { $0 + String($1).utf8.count } - (oldEditEnd - editStart)
            let oldBreaks = Self.opportunities(old[...], from: 0)
            let newBreaks = Self.opportunities(new[...], from: 0)
            let context =
                "seed \(seed), round \(round), edit \(start)..<\(end) of [\(Self.hex(String(String.UnicodeScalarView(old))))]"
            var index = 0
            var offset = 0
            for opportunity in oldBreaks where opportunity.utf8Offset <= editStart {
                while offset < opportunity.utf8Offset {
                    offset += String(old[index]).utf8.count
                    index += 1
                }
                let stableEnd = LineBreakIterator.stableEnd(
                    ofOpportunityAt: opportunity.utf8Offset, followedBy: old[index...].makeIterator())
                if stableEnd <= editStart {
                    #expect(newBreaks.contains(opportunity), "\(context): lost \(opportunity)")
                }
            }
            let newEditEnd = editStart + inserted.reduce(0) { $0 + String($1).utf8.count }
            let shiftedOld = oldBreaks.filter { $0.utf8Offset >= oldEditEnd }.map {
                LineBreakOpportunity(utf8Offset: $0.utf8Offset + delta, isMandatory: $0.isMandatory)
            }
            if let common = newBreaks.first(where: { $0.utf8Offset >= newEditEnd && shiftedOld.contains($0) }) {
                #expect(
                    newBreaks.filter { $0.utf8Offset > common.utf8Offset }
                        == shiftedOld.filter { $0.utf8Offset > common.utf8Offset },
                    "\(context): no convergence after \(common)")
            }
        }
    }

    @Test(arguments: [
        ("ab cd", 3, 4),
        ("ab (\u{301}\u{301}x", 3, 9),
        ("ab (", 3, 5),
        ("ab", 2, 2),
    ])
    func stableEndCoversTheLookahead(text: String, offset: Int, expected: Int) {
        let suffix = String(text.utf8.dropFirst(offset))!
        #expect(
            LineBreakIterator.stableEnd(ofOpportunityAt: offset, followedBy: suffix.unicodeScalars.makeIterator())
                == expected)
    }
}
