import Testing

@testable import ExpandingTextCore

/// Seeded random edits of a rope against a plain `String` model. A failure names its seed and step; rerun one
/// seed with `swift test --filter "TextStorageRandomizedTests"` (the seed is the test argument).
@Suite struct TextStorageRandomizedTests {
    @Test(arguments: 1...16 as ClosedRange<UInt64>)
    func randomEditsMatchPlainString(seed: UInt64) {
        var generator = EditingSeededGenerator(seed: seed)
        let initialPieces = [0, 40, 1500, 6000][Int(seed % 4)]
        var model = EditingSamples.randomText(pieces: initialPieces, using: &generator)
        var storage = TextStorage(model)
        for step in 0..<250 {
            let context = "seed \(seed) step \(step)"
            let boundaries = model.clusterBoundaries
            let (lower, upper) = randomRange(in: boundaries, leafBoundaries: storage.leafBoundaries, using: &generator)
            let replacement = randomReplacement(using: &generator)
            storage.replace(position(lower)..<position(upper), with: replacement)
            let bytes = model.utf8
            model.replaceSubrange(
                bytes.index(bytes.startIndex, offsetBy: lower)..<bytes.index(bytes.startIndex, offsetBy: upper),
                with: replacement)

            guard storage.string.utf8.elementsEqual(model.utf8) else {
                Issue.record("\(context): text differs from the model after replacing \(lower)..<\(upper)")
                return
            }
            #expect(storage.characterCount == model.count, "\(context)")
            #expect(storage.lineBreakCount == model.lineBreakClusterCount, "\(context)")
            let violations = storage.invariantViolations()
            guard violations.isEmpty else {
                Issue.record("\(context): \(violations)")
                return
            }
            checkNavigation(storage, model: model, context: context, using: &generator)
        }
    }

    /// Large cuts and pastes in a tree of height 2–3, so that splits and concatenations meet nodes of every level.
    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func largeEditsKeepTreeBalanced(seed: UInt64) {
        var generator = EditingSeededGenerator(seed: seed)
        let line = "The quick brown fox jumps over the lazy dog \u{1F98A}\u{1F415}\n"
        var model = String(repeating: line, count: 8000)  // about 500 KB: ~350 leaves
        var storage = TextStorage(model)
        #expect(storage.treeHeight >= 2)
        for step in 0..<40 {
            let context = "seed \(seed) step \(step)"
            let boundaries = model.clusterBoundaries
            let lowerIndex = Int.random(in: 0..<boundaries.count, using: &generator)
            let span = Int.random(in: 0...(boundaries.count / 3), using: &generator)
            let upperIndex = min(lowerIndex + span, boundaries.count - 1)
            let replacement =
                step % 2 == 0
                ? String(repeating: line, count: Int.random(in: 0...6000, using: &generator))
                : EditingSamples.randomText(pieces: Int.random(in: 0...50, using: &generator), using: &generator)
            let (lower, upper) = (boundaries[lowerIndex], boundaries[upperIndex])
            storage.replace(position(lower)..<position(upper), with: replacement)
            let bytes = model.utf8
            model.replaceSubrange(
                bytes.index(bytes.startIndex, offsetBy: lower)..<bytes.index(bytes.startIndex, offsetBy: upper),
                with: replacement)
            guard storage.string.utf8.elementsEqual(model.utf8) else {
                Issue.record("\(context): text differs from the model after replacing \(lower)..<\(upper)")
                return
            }
            #expect(storage.invariantViolations() == [], "\(context)")
            // A B-tree with 16–32 children per node: the height is logarithmic in the number of leaves.
            let leaves = storage.leafTexts.count
            var capacity = 2
            for _ in 1..<max(storage.treeHeight, 1) {
                capacity *= TextStorage.Limits.minChildren
            }
            #expect(storage.treeHeight <= 1 || leaves >= capacity, "\(context): \(leaves) leaves")
        }
    }

    /// A range between cluster boundaries: often empty and at a leaf boundary (where clusters can join across
    /// leaves), usually short, sometimes long.
    private func randomRange(
        in boundaries: [Int], leafBoundaries: [Int], using generator: inout EditingSeededGenerator
    ) -> (Int, Int) {
        let choice = Int.random(in: 0..<10, using: &generator)
        if choice < 3, let leafBoundary = leafBoundaries.randomElement(using: &generator) {
            if choice == 0, let index = boundaries.firstIndex(of: leafBoundary), index > 0 {
                return (boundaries[index - 1], leafBoundary)  // delete the cluster that ends a leaf
            }
            return (leafBoundary, leafBoundary)
        }
        let lowerIndex = Int.random(in: 0..<boundaries.count, using: &generator)
        let span = choice == 9 ? Int.random(in: 0...5000, using: &generator) : Int.random(in: 0...3, using: &generator)
        let upperIndex = min(lowerIndex + span, boundaries.count - 1)
        return (boundaries[lowerIndex], boundaries[upperIndex])
    }

    private func randomReplacement(using generator: inout EditingSeededGenerator) -> String {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0..<5: ""
        case 5..<18: EditingSamples.randomText(pieces: Int.random(in: 1...3, using: &generator), using: &generator)
        default: EditingSamples.randomText(pieces: Int.random(in: 100...2000, using: &generator), using: &generator)
        }
    }

    private func checkNavigation(
        _ storage: TextStorage, model: String, context: String, using generator: inout EditingSeededGenerator
    ) {
        let count = model.count
        for _ in 0..<3 {
            let characterOffset = Int.random(in: 0...count, using: &generator)
            let offset = model.utf8Offset(ofCharacter: characterOffset)
            let here = storage.position(atCharacterOffset: characterOffset)
            #expect(here == position(offset), "\(context)")
            #expect(storage.characterOffset(of: here) == characterOffset, "\(context)")
            if characterOffset < count {
                #expect(storage.position(after: here) == position(model.utf8Offset(ofCharacter: characterOffset + 1)))
            }
            if characterOffset > 0 {
                #expect(storage.position(before: here) == position(model.utf8Offset(ofCharacter: characterOffset - 1)))
            }
            let prefix = model.prefix(characterOffset)
            let paragraph = prefix.reduce(0) { $0 + (TextStorage.isLineBreak($1) ? 1 : 0) }
            #expect(storage.paragraphIndex(of: here) == paragraph, "\(context)")
            #expect(storage.paragraphStart(paragraph) <= here, "\(context)")
        }
    }
}
