import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextCore

/// Seeded random edits of a rope against a plain `String` model. A failure names its seed and step; rerun one
/// seed with `swift test --filter "TextStorageRandomizedTests"` (the seed is the test argument).
@Suite struct TextStorageRandomizedTests {
    @Test(arguments: 1...16 as ClosedRange<UInt64>)
    func randomEditsMatchPlainString(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let initialPieces = [0, 40, 800, 3000][Int(seed % 4)]
        var model = EditingSamples.randomText(pieces: initialPieces, using: &generator)
        var storage = TextStorage(model)
        for step in 0..<200 {
            let context = "seed \(seed) step \(step)"
            let (lower, upper) = randomRange(in: model, storage: storage, using: &generator)
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
        var generator = SplitMix64(seed: seed)
        let line = "The quick brown fox jumps over the lazy dog \u{1F98A}\u{1F415}\n"
        var model = String(repeating: line, count: 4000)  // about 250 KB: ~170 leaves
        var storage = TextStorage(model)
        #expect(storage.treeHeight >= 2)
        for step in 0..<30 {
            let context = "seed \(seed) step \(step)"
            let count = model.count
            let lowerCharacter = Int.random(in: 0...count, using: &generator)
            let upperCharacter = min(count, lowerCharacter + Int.random(in: 0...(count / 3), using: &generator))
            let replacement =
                step % 2 == 0
                ? String(repeating: line, count: Int.random(in: 0...3000, using: &generator))
                : EditingSamples.randomText(pieces: Int.random(in: 0...50, using: &generator), using: &generator)
            let (lower, upper) = (
                model.utf8Offset(ofCharacter: lowerCharacter), model.utf8Offset(ofCharacter: upperCharacter)
            )
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
        in model: String, storage: TextStorage, using generator: inout SplitMix64
    ) -> (Int, Int) {
        let choice = Int.random(in: 0..<10, using: &generator)
        if choice < 3, let leafBoundary = storage.leafBoundaries.randomElement(using: &generator) {
            if choice == 0 {
                // Delete the cluster that ends a leaf.
                return (storage.position(before: position(leafBoundary)).utf8Offset, leafBoundary)
            }
            return (leafBoundary, leafBoundary)
        }
        let count = model.count
        let lower = Int.random(in: 0...count, using: &generator)
        let span = choice == 9 ? Int.random(in: 0...5000, using: &generator) : Int.random(in: 0...3, using: &generator)
        let upper = min(lower + span, count)
        return (model.utf8Offset(ofCharacter: lower), model.utf8Offset(ofCharacter: upper))
    }

    private func randomReplacement(using generator: inout SplitMix64) -> String {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0..<5: ""
        case 5..<18: EditingSamples.randomText(pieces: Int.random(in: 1...3, using: &generator), using: &generator)
        default: EditingSamples.randomText(pieces: Int.random(in: 100...1000, using: &generator), using: &generator)
        }
    }

    private func checkNavigation(
        _ storage: TextStorage, model: String, context: String, using generator: inout SplitMix64
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
