import Testing

@testable import ExpandingTextCore

@Suite struct TextStorageTests {
    /// Checks the storage against the plain string it should hold.
    private func expectConsistent(
        _ storage: TextStorage, equals expected: String, _ context: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(storage.string.utf8.elementsEqual(expected.utf8), "\(context)", sourceLocation: sourceLocation)
        #expect(storage.utf8Count == expected.utf8.count, "\(context)", sourceLocation: sourceLocation)
        #expect(storage.characterCount == expected.count, "\(context)", sourceLocation: sourceLocation)
        #expect(storage.lineBreakCount == expected.lineBreakClusterCount, "\(context)", sourceLocation: sourceLocation)
        #expect(storage.invariantViolations() == [], "\(context)", sourceLocation: sourceLocation)
    }

    @Test func emptyStorage() {
        let storage = TextStorage()
        expectConsistent(storage, equals: "")
        #expect(storage.isEmpty)
        #expect(storage.endPosition == .start)
        #expect(Array(storage.chunks(from: .start)).isEmpty)
        #expect(storage.position(atCharacterOffset: 0) == .start)
        #expect(storage.characterOffset(of: .start) == 0)
    }

    @Test(arguments: [0, 1, 100, 2048, 2049, 5000, 100_000])
    func buildsBalancedTreeOfChunks(length: Int) {
        let text = String(repeating: "abc\u{E9} ", count: length / 6 + 1)
        let storage = TextStorage(text)
        expectConsistent(storage, equals: text)
        for chunk in storage.leafTexts {
            #expect(chunk.utf8.count <= TextStorage.Limits.maxLeafUTF8)
        }
    }

    @Test func replaceInsertsDeletesAndReplaces() {
        var storage = TextStorage("Hello, world")
        storage.replace(position(5)..<position(6), with: " \u{1F44B}")
        expectConsistent(storage, equals: "Hello \u{1F44B} world")
        storage.replace(position(0)..<position(0), with: ">> ")
        expectConsistent(storage, equals: ">> Hello \u{1F44B} world")
        storage.replace(position(3)..<storage.endPosition, with: "")
        expectConsistent(storage, equals: ">> ")
        storage.replace(.start..<storage.endPosition, with: "")
        expectConsistent(storage, equals: "")
    }

    @Test func copiesAreIndependent() {
        let text = String(repeating: "0123456789", count: 10_000)
        var original = TextStorage(text)
        let copy = original
        original.replace(position(50_000)..<position(50_001), with: "X")
        expectConsistent(copy, equals: text)
        var expected = text
        expected.replaceSubrange(
            expected.utf8.index(
                expected.startIndex, offsetBy: 50_000)..<expected.utf8.index(
                    expected.startIndex, offsetBy: 50_001), with: "X")
        expectConsistent(original, equals: expected)
    }

    // MARK: - Clusters at chunk boundaries

    /// Something inserted exactly where two leaves meet that joins the cluster before it.
    @Test(arguments: [
        ("a", "\u{301}"),  // combining mark joins the base in the previous leaf
        ("\u{1F468}", "\u{200D}\u{1F469}"),  // ZWJ sequence across the boundary
        ("\u{1F468}", "\u{200D}"),  // a lone ZWJ at the end of the previous leaf's emoji
        ("\u{1F1EB}\u{1F1F7}", "\u{1F1E9}"),  // regional indicator: pairs differently from here on
        ("\u{915}", "\u{94D}"),  // virama after a consonant
        ("\u{AC00}", "\u{11A8}"),  // Hangul LV syllable then a trailing consonant
        ("\r", "\n"),  // CR LF
    ])
    func insertionAtLeafBoundaryJoinsClusters(unit: String, insertion: String) {
        let text = String(repeating: unit, count: 12_000 / unit.utf8.count)
        var storage = TextStorage(text)
        let boundaries = storage.leafBoundaries
        #expect(boundaries.count > 3)
        var model = text
        // Insert at several leaf boundaries, last first so earlier offsets stay valid.
        for offset in boundaries.prefix(4).reversed() {
            storage.replace(position(offset)..<position(offset), with: insertion)
            model.insert(contentsOf: insertion, at: model.utf8.index(model.startIndex, offsetBy: offset))
            expectConsistent(storage, equals: model, "inserting at \(offset)")
        }
    }

    @Test func regionalIndicatorInsertedBeforeLongFlagRunRepairsEveryChunk() {
        let flags = String(repeating: "\u{1F1EB}\u{1F1F7}", count: 4_000)  // 32 KB of flags, many leaves
        var storage = TextStorage("x" + flags)
        storage.replace(position(1)..<position(1), with: "\u{1F1E9}")
        expectConsistent(storage, equals: "x\u{1F1E9}" + flags)
        // Now "🇩🇫" is the first pair; deleting it shifts the pairing back.
        storage.replace(position(1)..<position(9), with: "")
        expectConsistent(storage, equals: "x" + String(flags.unicodeScalars.dropFirst()))
        storage.replace(position(1)..<position(1), with: "\u{1F1EB}")
        expectConsistent(storage, equals: "x" + flags)
    }

    /// Deleting the cluster that starts a leaf makes the clusters on either side join.
    @Test(arguments: [
        ("\u{1F468}\u{200D}", "\u{1F469}"),  // ZWJ sequence closes over the gap
        ("\r", "\n"),  // CR LF
        ("\u{1F1EB}", "\u{1F1F7}"),  // two lone regional indicators pair up
    ])
    func deletingAtLeafBoundaryMakesNeighboursJoin(before: String, after: String) {
        // 6144 bytes make four leaves of 1536: the first cut falls right after `before`.
        let head = String(repeating: "e", count: 1536 - before.utf8.count) + before
        let tail = after + String(repeating: "f", count: 6144 - 1536 - 1 - after.utf8.count)
        var storage = TextStorage(head + "x" + tail)
        #expect(storage.leafBoundaries.first == 1536)
        storage.replace(position(1536)..<position(1537), with: "")
        expectConsistent(storage, equals: head + tail)
        #expect(storage.characterCount == (head + tail).count)
    }

    // MARK: - Long clusters

    @Test func megabyteOfCombiningMarksIsOneCluster() {
        let marks = String(repeating: "\u{301}", count: 500_000)  // 1 MB
        var storage = TextStorage("a" + marks)
        expectConsistent(storage, equals: "a" + marks)
        #expect(storage.characterCount == 1)
        #expect(storage.position(after: .start) == storage.endPosition)
        #expect(storage.position(before: storage.endPosition) == .start)

        storage.replace(storage.endPosition..<storage.endPosition, with: "\u{302}b")
        #expect(storage.characterCount == 2)
        storage.replace(TextPosition.start..<TextPosition.start, with: "xy")
        expectConsistent(storage, equals: "xya" + marks + "\u{302}b")
        #expect(storage.position(after: position(2)) == position(3 + marks.utf8.count + 2))
        storage.replace(position(2)..<storage.position(after: position(2)), with: "")
        expectConsistent(storage, equals: "xyb")
    }

    @Test func longRunOfMarksWithoutBase() {
        let marks = String(repeating: "\u{300}", count: 600_000)
        var storage = TextStorage(marks)
        #expect(storage.characterCount == 1)
        storage.replace(storage.endPosition..<storage.endPosition, with: "z")
        storage.replace(TextPosition.start..<TextPosition.start, with: "\u{1F469}\u{200D}")
        // The marks extend the emoji's cluster (ZWJ then Extend never break).
        expectConsistent(storage, equals: "\u{1F469}\u{200D}" + marks + "z")
        #expect(storage.characterCount == 2)
    }

    // MARK: - Navigation

    @Test func positionAfterAndBeforeStepByCluster() {
        let text = "a\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}b\u{1F1EB}\u{1F1F7}e\u{301}\r\n\u{65E5}"
        let storage = TextStorage(text)
        let boundaries = text.clusterBoundaries
        for (index, offset) in boundaries.enumerated().dropLast() {
            #expect(storage.position(after: position(offset)) == position(boundaries[index + 1]))
            #expect(storage.position(before: position(boundaries[index + 1])) == position(offset))
            #expect(storage.characterOffset(of: position(offset)) == index)
            #expect(storage.position(atCharacterOffset: index) == position(offset))
        }
        for offset in 0...text.utf8.count {
            #expect(storage.isBoundary(offset) == boundaries.contains(offset), "offset \(offset)")
        }
        #expect(!storage.isBoundary(-1))
        #expect(!storage.isBoundary(text.utf8.count + 1))
        #expect(storage.boundary(atOrBefore: 3) == position(1))
        #expect(storage.boundary(atOrAfter: 3) == position(19))
        #expect(storage.character(at: position(19)) == "b")
    }

    @Test func stringInRangeAcrossManyLeaves() {
        let text = (0..<3000).map { "\($0) " }.joined()
        let storage = TextStorage(text)
        let from = text.utf8Offset(ofCharacter: 1234)
        let to = text.utf8Offset(ofCharacter: 9876)
        let expected = String(
            text.utf8[text.utf8.index(text.startIndex, offsetBy: from)..<text.utf8.index(text.startIndex, offsetBy: to)]
        )!
        #expect(storage.string(in: position(from)..<position(to)) == expected)
        #expect(storage.string(in: position(from)..<position(from)) == "")
    }

    @Test func chunksCoverTheTextInBothDirections() {
        let text = EditingSamples.pieces.joined().replacingAll(times: 200)
        let storage = TextStorage(text)
        for startCharacter in [0, 1, 777, text.count / 2, text.count] {
            let start = text.utf8Offset(ofCharacter: startCharacter)
            var forward = ""
            var expectedStart = start
            for chunk in storage.chunks(from: position(start)) {
                #expect(chunk.start == position(expectedStart))
                #expect(!chunk.text.isEmpty)
                expectedStart = chunk.end.utf8Offset
                forward += chunk.text
            }
            #expect(forward.utf8.elementsEqual(text.utf8.dropFirst(start)))
            var backward: [Substring] = []
            var expectedEnd = start
            for chunk in storage.chunksBackward(from: position(start)) {
                #expect(chunk.end == position(expectedEnd))
                expectedEnd = chunk.start.utf8Offset
                backward.append(chunk.text)
            }
            #expect(backward.reversed().joined().utf8.elementsEqual(text.utf8.prefix(start)))
        }
    }

    @Test func paragraphs() {
        let text = "one\r\ntwo\rthree\nfour\u{0B}five\u{0C}six\u{85}seven\u{2028}eight\u{2029}nine\n"
        let storage = TextStorage(text)
        #expect(storage.lineBreakCount == 9)
        let starts = [0, 5, 9, 15, 20, 25, 30, 38, 46, 51]
        for (index, start) in starts.enumerated() {
            #expect(storage.paragraphStart(index) == position(start), "paragraph \(index)")
            #expect(storage.paragraphIndex(of: position(start)) == index)
        }
        #expect(storage.paragraphEnd(of: position(1)) == position(3))
        #expect(storage.paragraphEnd(of: position(5)) == position(8))
        #expect(storage.paragraphEnd(of: position(47)) == position(50))
        #expect(storage.paragraphEnd(of: position(51)) == position(51))
        #expect(storage.paragraphIndex(of: position(3)) == 0)
        #expect(storage.paragraphIndex(of: position(8)) == 1)
    }

    @Test func paragraphsInLargeText() {
        let line = "Lorem ipsum dolor sit amet \u{65E5}\u{672C}\n"
        let text = String(repeating: line, count: 5000)
        let storage = TextStorage(text)
        #expect(storage.lineBreakCount == 5000)
        for index in [0, 1, 99, 2500, 4999, 5000] {
            #expect(storage.paragraphStart(index) == position(index * line.utf8.count))
            #expect(storage.paragraphIndex(of: position(index * line.utf8.count)) == index)
        }
    }

    @Test func changeEqualityComparesBytes() {
        let precomposed = TextChange(range: position(0)..<position(1), replacement: "\u{E9}")
        let decomposed = TextChange(range: position(0)..<position(1), replacement: "e\u{301}")
        #expect(precomposed != decomposed)
        #expect(precomposed == TextChange(range: position(0)..<position(1), replacement: "\u{E9}"))
        #expect(decomposed.replacementRange == position(0)..<position(3))
        #expect(decomposed.utf8Delta == 2)
    }

    // MARK: - Programmer errors

    @Test func positionInsideClusterIsRejected() async {
        await #expect(processExitsWith: .failure) {
            let storage = TextStorage("\u{1F1EB}\u{1F1F7}")
            _ = storage.position(after: TextPosition(utf8Offset: 4))
        }
        await #expect(processExitsWith: .failure) {
            var storage = TextStorage("abc")
            storage.replace(TextPosition(utf8Offset: 2)..<TextPosition(utf8Offset: 9), with: "")
        }
    }
}

extension String {
    fileprivate func replacingAll(times count: Int) -> String {
        String(repeating: self, count: count)
    }
}
