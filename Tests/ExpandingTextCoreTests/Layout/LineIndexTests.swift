import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextCore

/// The line index's B-tree, against a plain array.
@Suite struct LineIndexTests {
    private static func record(_ length: Int) -> LineRecord {
        LineRecord(length: length, kind: length % 3 == 0 ? .wrap : .paragraph, decidedThrough: length % 7)
    }

    /// Checks every lookup of `index` against `model`.
    private static func check(_ index: LineIndex, _ model: [LineRecord], seed: UInt64, step: Int) {
        #expect(index.count == model.count, "seed \(seed) step \(step)")
        #expect(index.invariantViolations().isEmpty, "seed \(seed) step \(step): \(index.invariantViolations())")
        #expect(index.utf8Count == model.reduce(0) { $0 + $1.length }, "seed \(seed) step \(step)")
        let listed = index.lines(from: 0).map(\.record)
        #expect(listed == model, "seed \(seed) step \(step)")
        var start = 0
        for (position, record) in model.enumerated() {
            let found = index.line(at: position)
            if found.record != record || found.start != start {
                Issue.record("seed \(seed) step \(step): line \(position) is \(found), expected \(record) at \(start)")
                return
            }
            let containing = index.line(containing: start)
            if record.length > 0 && (containing.index != position || containing.start != start) {
                Issue.record("seed \(seed) step \(step): offset \(start) found in line \(containing.index)")
                return
            }
            start += record.length
        }
        if !model.isEmpty {
            #expect(index.line(containing: start).index == model.count - 1, "seed \(seed) step \(step)")
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomReplacementsMatchAnArray(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var model = (0..<Int.random(in: 0...300, using: &generator)).map { _ in
            Self.record(Int.random(in: 1...50, using: &generator))
        }
        var index = LineIndex(model)
        Self.check(index, model, seed: seed, step: -1)
        for step in 0..<300 {
            let lower = Int.random(in: 0...model.count, using: &generator)
            let upper = Int.random(
                in: lower...min(model.count, lower + [0, 1, 3, 80, 400].randomElement(using: &generator)!),
                using: &generator)
            let count = [0, 1, 2, 5, 70, 700].randomElement(using: &generator)!
            let new = (0..<Int.random(in: 0...count, using: &generator)).map { _ in
                Self.record(Int.random(in: 1...50, using: &generator))
            }
            let before = index
            let beforeModel = model
            index.replaceSubrange(lower..<upper, with: new)
            model.replaceSubrange(lower..<upper, with: new)
            if step % 10 == 0 || model.count < 200 {
                Self.check(index, model, seed: seed, step: step)
                // A copy taken before the change is not affected by it (copy-on-write).
                #expect(before.lines(from: 0).map(\.record) == beforeModel, "seed \(seed) step \(step)")
            }
        }
        Self.check(index, model, seed: seed, step: 300)
    }

    @Test func readingFromTheMiddle() {
        let model = (1...1_000).map { Self.record($0 % 40 + 1) }
        let index = LineIndex(model)
        for from in [0, 1, 63, 64, 65, 500, 999, 1_000] {
            #expect(index.lines(from: from).map(\.record) == Array(model[from...]))
        }
    }
}
