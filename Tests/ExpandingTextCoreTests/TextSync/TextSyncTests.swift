import ExpandingTextCore
import ExpandingTextTestSupport
import Testing

@Suite struct TextSyncTests {
    // MARK: - Minimal replacement

    /// (old, new, UTF-16 range, Character range, replacement text).
    @Test(arguments: [
        ("Hello world", "Hello, world", 5..<5, 5..<5, ","),
        ("Hello", "Hello world", 5..<5, 5..<5, " world"),
        ("Hello world", "world", 0..<6, 0..<6, ""),
        ("abc", "xyz", 0..<3, 0..<3, "xyz"),
        ("", "abc", 0..<0, 0..<0, "abc"),
        ("abc", "", 0..<3, 0..<3, ""),
        ("aaa", "aaaa", 3..<3, 3..<3, "a"),
        // Canonically equivalent, different UTF-16: `==` would say "equal" and skip the assignment.
        ("caf\u{E9}", "cafe\u{301}", 3..<4, 3..<4, "e\u{301}"),
        ("cafe\u{301}", "caf\u{E9}", 3..<5, 3..<4, "\u{E9}"),
        // A combining mark added to the last letter replaces the whole cluster, never half of it.
        ("cafe", "cafe\u{301}", 3..<4, 3..<4, "e\u{301}"),
        // Surrogate pairs: the thumbs-up is 2 UTF-16 units, with a skin tone 4, one Character either way.
        ("a\u{1F44D}b", "a\u{1F44D}\u{1F3FD}b", 1..<3, 1..<2, "\u{1F44D}\u{1F3FD}"),
        // A flag next to a lone regional indicator: the shared indicator is not a common prefix.
        ("\u{1F1EB}\u{1F1F7}\u{1F1E9}", "\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", 4..<6, 1..<2, "\u{1F1E9}\u{1F1EA}"),
        // ZWJ family: adding a member replaces the cluster.
        (
            "x\u{1F468}\u{200D}\u{1F469}y", "x\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}y", 1..<6, 1..<2,
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        ),
        ("line\r\nnext", "line\nnext", 4..<6, 4..<5, "\n"),
    ])
    func replacementIsMinimalAtClusterBoundaries(
        old: String, new: String, utf16: Range<Int>, characters: Range<Int>, text: String
    ) throws {
        let change = try #require(TextSync.replacement(from: old, to: new))
        #expect(change.utf16Range == utf16)
        #expect(change.characterRange == characters)
        #expect(change.text.unicodeScalars.elementsEqual(text.unicodeScalars))
    }

    @Test func identicalContentsNeedNoReplacement() {
        #expect(TextSync.replacement(from: "caf\u{E9}", to: "caf\u{E9}") == nil)
        #expect(TextSync.replacement(from: "", to: "") == nil)
    }

    @Test func contentsAreComparedByUTF16NotByCanonicalEquivalence() {
        #expect("caf\u{E9}" == "cafe\u{301}")
        #expect(!TextSync.hasSameContents("caf\u{E9}", "cafe\u{301}"))
        #expect(TextSync.hasSameContents("caf\u{E9}", "caf\u{E9}"))
        let decision = TextSync.decide(
            value: "cafe\u{301}", viewText: "caf\u{E9}", isComposing: false,
            selection: TextSync.Selection(utf16: 4..<4, in: "caf\u{E9}"))
        #expect(decision != .none)
    }

    // MARK: - Decisions (pitfall 3)

    @Test func sameValueDoesNothing() {
        let decision = TextSync.decide(
            value: "abc", viewText: "abc", isComposing: false, selection: TextSync.Selection(utf16: 1..<1, in: "abc"))
        #expect(decision == .none)
    }

    /// Regression for pitfall 3: assigning during a composition breaks the input method.
    @Test func differentValueDuringCompositionIsDeferred() {
        let decision = TextSync.decide(
            value: "abc", viewText: "abか", isComposing: true, selection: TextSync.Selection(utf16: 3..<3, in: "abか"))
        #expect(decision == .deferUntilCompositionEnds)
    }

    @Test func sameValueDuringCompositionDoesNothing() {
        let decision = TextSync.decide(
            value: "abか", viewText: "abか", isComposing: true, selection: TextSync.Selection(utf16: 3..<3, in: "abか"))
        #expect(decision == .none)
    }

    /// Regression for pitfall 3: a programmatic change must not move the caret to the end.
    /// (view text, caret or selection in UTF-16, app value, expected selection in UTF-16, in Characters).
    @Test(arguments: [
        // Append at the end while the caret is in the middle: the caret stays.
        ("Hello", 2..<2, "Hello world", 2..<2, 2..<2),
        // Insertion at the caret (an emoji or a mention button, an append at the end): the caret goes after it.
        ("Hello", 5..<5, "Hello world", 11..<11, 11..<11),
        ("Hello world", 5..<5, "Hello\u{1F600} world", 7..<7, 6..<6),
        // Insertion before the caret shifts it by the inserted length.
        ("world", 3..<3, "Hello world", 9..<9, 9..<9),
        // Replacement elsewhere (after the caret) leaves it alone.
        ("one two three", 2..<2, "one 2 three", 2..<2, 2..<2),
        // Replacement before the caret moves it by the change in length.
        ("one two three", 10..<10, "1 two three", 8..<8, 8..<8),
        // A selection keeps covering the same text when text is inserted at its start or end.
        ("abc def", 4..<7, "abc XYdef", 6..<9, 6..<9),
        ("abc def", 0..<3, "abcXY def", 0..<3, 0..<3),
        // A caret inside a replaced range keeps its distance from the range's start.
        ("hello", 2..<2, "HELLO", 2..<2, 2..<2),
        // …at most the replacement's length.
        ("abcdef", 4..<4, "aXf", 2..<2, 2..<2),
        // Offsets after an astral character: UTF-16 and Characters differ.
        ("\u{1F600}ab", 3..<3, "\u{1F600}ab!", 3..<3, 2..<2),
        ("\u{1F600}ab", 4..<4, "\u{1F600}ab!", 5..<5, 4..<4),
        ("ab", 1..<1, "\u{1F600}ab", 3..<3, 2..<2),
    ])
    func selectionIsMappedThroughTheChange(
        viewText: String, selection: Range<Int>, value: String, expectedUTF16: Range<Int>,
        expectedCharacters: Range<Int>
    ) throws {
        let decision = TextSync.decide(
            value: value, viewText: viewText, isComposing: false,
            selection: TextSync.Selection(utf16: selection, in: viewText))
        guard case .assign(let change, let mapped) = decision else {
            Issue.record("expected an assignment, got \(decision)")
            return
        }
        #expect(mapped.utf16 == expectedUTF16)
        #expect(mapped.characters == expectedCharacters)
        #expect(Self.apply(change, to: viewText).utf16.elementsEqual(value.utf16))
    }

    /// A mapped caret never lands inside a cluster of the new text.
    @Test(arguments: [
        // The caret sat after "e"; the app made it "é" with a combining mark: the caret may not split it.
        ("e", 1..<1, "e\u{301}", 2..<2, 1..<1),
        // Inside a replaced ZWJ family, at a distance that would fall between its scalars.
        ("xabcdefy", 4..<4, "x\u{1F468}\u{200D}\u{1F469}y", 1..<1, 1..<1),
        // Inside a flag.
        ("xabcy", 3..<3, "x\u{1F1EB}\u{1F1F7}y", 1..<1, 1..<1),
    ])
    func mappedSelectionStaysOnClusterBoundaries(
        viewText: String, selection: Range<Int>, value: String, expectedUTF16: Range<Int>,
        expectedCharacters: Range<Int>
    ) throws {
        let decision = TextSync.decide(
            value: value, viewText: viewText, isComposing: false,
            selection: TextSync.Selection(utf16: selection, in: viewText))
        guard case .assign(_, let mapped) = decision else {
            Issue.record("expected an assignment, got \(decision)")
            return
        }
        #expect(mapped.utf16 == expectedUTF16)
        #expect(mapped.characters == expectedCharacters)
    }

    // MARK: - Selections

    /// (text, UTF-16 range in, UTF-16 out, Characters out): ends inside clusters move out of them.
    @Test(arguments: [
        ("a\u{1F44D}\u{1F3FD}b", 2..<2, 1..<1, 1..<1),
        ("a\u{1F44D}\u{1F3FD}b", 3..<3, 1..<1, 1..<1),
        ("a\u{1F44D}\u{1F3FD}b", 2..<4, 1..<5, 1..<2),
        ("a\u{1F44D}\u{1F3FD}b", 5..<6, 5..<6, 2..<3),
        ("\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", 2..<6, 0..<8, 0..<2),
        ("e\u{301}e\u{301}", 1..<1, 0..<0, 0..<0),
        ("e\u{301}e\u{301}", 1..<3, 0..<4, 0..<2),
        ("abc", 7..<9, 3..<3, 3..<3),
        ("abc", -2..<1, 0..<1, 0..<1),
    ])
    func utf16SelectionsSnapToClusters(text: String, input: Range<Int>, utf16: Range<Int>, characters: Range<Int>) {
        let selection = TextSync.Selection(utf16: input, in: text)
        #expect(selection.utf16 == utf16)
        #expect(selection.characters == characters)
    }

    @Test func characterSelectionsConvertToUTF16() {
        let text = "\u{1F600}a\u{1F1EB}\u{1F1F7}b"
        let selection = TextSync.Selection(characters: 1..<3, in: text)
        #expect(selection.utf16 == 2..<7)
        #expect(selection.characters == 1..<3)
        #expect(TextSync.Selection(characters: 2..<99, in: text).characters == 2..<4)
    }

    // MARK: - View → app, re-entrancy, deferral

    @Test func viewChangesAreReported() {
        var sync = TextSync()
        #expect(sync.valueToReport(viewText: "abc", value: "ab", isComposing: false) == "abc")
        #expect(sync.valueToReport(viewText: "ab", value: "ab", isComposing: false) == nil)
        #expect(sync.valueToReport(viewText: "caf\u{E9}", value: "cafe\u{301}", isComposing: false) == "caf\u{E9}")
    }

    /// A delegate callback caused by the front end's own update must not write the binding.
    @Test func callbacksDuringAViewUpdateAreNotReported() {
        var sync = TextSync()
        sync.beginViewUpdate()
        sync.beginViewUpdate()
        #expect(sync.isUpdatingView)
        #expect(sync.valueToReport(viewText: "abc", value: "ab", isComposing: false) == nil)
        sync.endViewUpdate()
        #expect(sync.valueToReport(viewText: "abc", value: "ab", isComposing: false) == nil)
        sync.endViewUpdate()
        #expect(!sync.isUpdatingView)
        #expect(sync.valueToReport(viewText: "abc", value: "ab", isComposing: false) == "abc")
    }

    @Test func markedTextIsNotReported() {
        var sync = TextSync()
        #expect(sync.valueToReport(viewText: "abか", value: "ab", isComposing: true) == nil)
    }

    /// An app value that arrives during a composition is applied when it ends, merged with the committed text, and
    /// the committed text is not reported in between.
    @Test func deferredValueIsMergedWhenTheCompositionEnds() throws {
        var sync = TextSync()
        #expect(
            sync.update(value: "ab", viewText: "ab", isComposing: false, selection: .init(utf16: 2..<2, in: "ab"))
                == .none)
        let selection = TextSync.Selection(utf16: 3..<3, in: "abか")
        #expect(
            sync.update(value: "", viewText: "abか", isComposing: true, selection: selection)
                == .deferUntilCompositionEnds)
        #expect(sync.hasDeferredValue)
        #expect(sync.valueToReport(viewText: "ab蚊", value: "", isComposing: false) == nil)
        let decision = sync.update(
            value: "", viewText: "ab蚊", isComposing: false, selection: TextSync.Selection(utf16: 3..<3, in: "ab蚊"))
        guard case .merge(let change, let mapped, let merged) = decision else {
            Issue.record("expected a merge, got \(decision)")
            return
        }
        #expect(change == TextReplacement(utf16Range: 0..<2, characterRange: 0..<2, text: ""))
        #expect(mapped.utf16 == 1..<1)
        #expect(merged == "蚊")
        #expect(!sync.hasDeferredValue)
        #expect(sync.update(value: "蚊", viewText: "蚊", isComposing: false, selection: mapped) == .none)
        #expect(sync.valueToReport(viewText: "x", value: "蚊", isComposing: false) == "x")
    }

    /// The app's change and the user's, both made to the text they last agreed on: kept both where they touch
    /// different parts, `nil` where they overlap.
    @Test(arguments: [
        // A send clears the draft; the word committed after the tap stays.
        ("Hello ", "", "Hello 花", "花" as String?, 1),
        // The app appends; the user composed in the middle.
        ("ab", "abX", "a花b", "a花bX", 2),
        // The app restores a draft into an empty view; the composition started at the same place.
        ("", "Draft", "花", "Draft花", 6),
        // The app inserted before the user's word.
        ("one two", "zero one two", "one two 三", "zero one two 三", 14),
        // Both changed "ello": the app's value wins.
        ("Hello", "Hi", "Hel花lo", nil, 0),
        // Emoji and combining marks count as whole clusters.
        ("👩🏽‍💻 e\u{301}", "👩🏽‍💻", "👩🏽‍💻 e\u{301}😀", "👩🏽‍💻😀", 9),
    ])
    func mergeKeepsBothChanges(base: String, app: String, user: String, merged: String?, caret: Int) {
        let result = TextSync.merge(app, user, since: base)
        #expect(result?.text == merged)
        if let result { #expect(result.caretUTF16 == caret) }
    }

    /// Regression for pitfall 3: SwiftUI updates the view for unrelated reasons during a composition. The
    /// app's value is unchanged (the marked text was never reported), so nothing is deferred, and the committed
    /// text is reported when the composition ends instead of being overwritten by the stale value.
    @Test func unrelatedUpdateDuringACompositionKeepsTheComposition() {
        var sync = TextSync()
        #expect(
            sync.update(value: "ab", viewText: "ab", isComposing: false, selection: .init(utf16: 2..<2, in: "ab"))
                == .none)
        #expect(sync.valueToReport(viewText: "abか", value: "ab", isComposing: true) == nil)
        let update = sync.update(
            value: "ab", viewText: "abか", isComposing: true, selection: .init(utf16: 3..<3, in: "abか"))
        #expect(update == .none)
        #expect(!sync.hasDeferredValue)
        #expect(sync.valueToReport(viewText: "ab蚊", value: "ab", isComposing: false) == "ab蚊")
        let after = sync.update(
            value: "ab蚊", viewText: "ab蚊", isComposing: false, selection: .init(utf16: 3..<3, in: "ab蚊"))
        #expect(after == .none)
    }

    /// A binding that refuses a change (a constant, a validating setter) gets its value back into the view.
    @Test func refusedReportIsUndoneByTheNextUpdate() {
        var sync = TextSync()
        _ = sync.update(value: "ab", viewText: "ab", isComposing: false, selection: .init(utf16: 2..<2, in: "ab"))
        #expect(sync.valueToReport(viewText: "abx", value: "ab", isComposing: false) == "abx")
        let decision = sync.update(
            value: "ab", viewText: "abx", isComposing: false, selection: .init(utf16: 3..<3, in: "abx"))
        #expect(
            decision
                == .assign(
                    TextReplacement(utf16Range: 2..<3, characterRange: 2..<3, text: ""),
                    selection: .init(utf16: 2..<2, in: "ab")))
    }

    // MARK: - Properties

    private static func apply(_ change: TextReplacement, to text: String) -> String {
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: change.utf16Range.lowerBound)
        let upper = utf16.index(utf16.startIndex, offsetBy: change.utf16Range.upperBound)
        return String(text[..<lower]) + change.text + String(text[upper...])
    }

    /// UTF-16 offsets of every cluster boundary of `text`.
    private static func boundaries(of text: String) -> [Int] {
        var offsets = [0]
        for character in text { offsets.append(offsets.last! + character.utf16.count) }
        return offsets
    }

    @Test(arguments: 0..<4)
    func randomChangesApplyExactlyAndKeepSelectionsOnBoundaries(seed: Int) {
        var generator = SplitMix64(seed: 7000 + UInt64(seed))
        for _ in 0..<1500 {
            let old = TrickyText.random(maxPieces: 8, using: &generator)
            let new = TrickyText.random(maxPieces: 8, using: &generator)
            let oldLength = old.utf16.count
            let lower = Int.random(in: 0...oldLength, using: &generator)
            let upper = Int.random(in: lower...oldLength, using: &generator)
            let decision = TextSync.decide(
                value: new, viewText: old, isComposing: false,
                selection: TextSync.Selection(utf16: lower..<upper, in: old))
            guard case .assign(let change, let selection) = decision else {
                #expect(old.utf16.elementsEqual(new.utf16) && decision == .none)
                continue
            }
            let context = "old \(old.unicodeScalars.map(\.value)) new \(new.unicodeScalars.map(\.value))"
            #expect(Self.apply(change, to: old).utf16.elementsEqual(new.utf16), "\(context)")
            let oldBoundaries = Self.boundaries(of: old)
            #expect(oldBoundaries.firstIndex(of: change.utf16Range.lowerBound) == change.characterRange.lowerBound)
            #expect(oldBoundaries.firstIndex(of: change.utf16Range.upperBound) == change.characterRange.upperBound)
            let newBoundaries = Self.boundaries(of: new)
            #expect(newBoundaries.firstIndex(of: selection.utf16.lowerBound) == selection.characters.lowerBound)
            #expect(newBoundaries.firstIndex(of: selection.utf16.upperBound) == selection.characters.upperBound)
        }
    }
}
