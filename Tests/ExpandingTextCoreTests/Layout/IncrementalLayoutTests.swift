import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextCore

/// Random edit sequences: after every edit the incrementally updated layout must equal a fresh full layout, and
/// the layout's invariants must hold. Seeded; a failure names its seed and step.
@Suite struct IncrementalLayoutTests {
    /// Pieces of text that exercise the wrapping rules and the restart conditions: words long and short, space
    /// runs, every kind of line break, tabs, wide CJK, emoji with ZWJ and modifiers, flags and lone regional
    /// indicators (parity), combining marks (alone and on a base), controls, zero-width characters, numbers with
    /// prefixes and brackets (LB25), hyphens, Hangul jamo.
    static let pieces: [String] = [
        "the", "quick", "a", "brown", "fox,", "jumps", "over", "lazy", "dog.", "x",
        " ", " ", " ", "  ", "   ", "      ",
        "\n", "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{B}",
        "\t", "\t",
        "日本語", "中文", "テキスト", "、", "。", "「", "」",
        "👨‍👩‍👧", "👍🏽", "❤️", "🇫🇷", "🇩🇪", "\u{1F1EB}", "\u{1F3FD}", "\u{200D}", "\u{FE0F}",
        "e\u{301}", "\u{301}", "\u{308}", "a\u{308}\u{301}",
        "\u{1B}", "\u{7F}", "\u{200B}", "\u{2060}", "\u{A0}", "\u{AD}",
        "-", "(", ")", "$", "1", "23", "!", "?", "\"", "%", ",",
        "supercalifragilistic", "verylongwordwithoutanybreaksatall",
        "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}",
        "\u{202E}", "\u{2066}", "\u{2069}", "\u{200C}", "\u{FEFF}", "\u{6CC}", "\u{915}\u{94D}",
        "\u{E0069}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}\u{E0020}\u{E0061}\u{E006C}\u{E006C}", "\u{E0022}",
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "\u{E007F}", "\u{E0001}", "\u{3164}",
        "\u{115F}", "\u{2800}", "\u{2061}", "\u{1D173}", "\u{34F}", "\u{FE0F}\u{FE0F}", "\u{E0100}",
    ]

    static func randomText(pieces count: Int, using generator: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<count {
            text += pieces.randomElement(using: &generator)!
        }
        return text
    }

    static func randomPosition(in storage: TextStorage, using generator: inout SplitMix64) -> TextPosition {
        storage.position(atCharacterOffset: Int.random(in: 0...storage.characterCount, using: &generator))
    }

    static let widths = [1, 1, 2, 3, 4, 5, 7, 10, 16, 30, 80]

    /// Runs `steps` random edits from a random text, checking after each; with `cellWidths` other than the
    /// standard ones (a box showing invisible characters), against a full layout with the same widths.
    static func run(seed: UInt64, steps: Int, cellWidths: CellWidths = .standard) -> Int {
        var generator = SplitMix64(seed: seed)
        var storage = TextStorage(randomText(pieces: Int.random(in: 0...60, using: &generator), using: &generator))
        var width = widths.randomElement(using: &generator)!
        let tabWidth = [1, 2, 4, 8].randomElement(using: &generator)!
        var layout = try! TextLayout(storage, width: width, tabWidth: tabWidth, cellWidths: cellWidths)
        var edits = 0
        for step in 0..<steps {
            let roll = Int.random(in: 0..<100, using: &generator)
            if roll < 3 {
                width = widths.randomElement(using: &generator)!
                try! layout.setWidth(width, for: storage)
            } else {
                let tooLong = storage.utf8Count > 600
                let start = randomPosition(in: storage, using: &generator)
                var end = start
                if tooLong || roll < 40 {
                    let startCharacter = storage.characterOffset(of: start)
                    let span = Int.random(in: 0...(tooLong ? 200 : 12), using: &generator)
                    end = storage.position(atCharacterOffset: min(storage.characterCount, startCharacter + span))
                }
                var replacement = ""
                if !tooLong && roll >= 25 {
                    // Typing (one piece) or pasting (several, with line breaks among them).
                    let count = roll < 80 ? 1 : Int.random(in: 2...12, using: &generator)
                    replacement = randomText(pieces: count, using: &generator)
                }
                let change = TextChange(range: start..<end, replacement: replacement)
                let before = storage.string
                storage.replace(change.range, with: change.replacement)
                let rewrapped = layout.apply(change, to: storage)
                edits += 1
                let fresh = try! TextLayout(storage, width: width, tabWidth: tabWidth, cellWidths: cellWidths)
                if layout.lineStartsForTesting != fresh.lineStartsForTesting {
                    Issue.record(
                        """
                        seed \(seed) step \(step): incremental layout differs from a full layout
                        width \(width) tab \(tabWidth), change \(change.range) → \(scalarDump(replacement))
                        before: \(scalarDump(before))
                        after:  \(scalarDump(storage.string))
                        incremental: \(layout.lineStartsForTesting)
                        full:        \(fresh.lineStartsForTesting)
                        """)
                    return edits
                }
                if rewrapped.upperBound > layout.lineCount || rewrapped.isEmpty {
                    Issue.record("seed \(seed) step \(step): re-wrapped lines \(rewrapped) of \(layout.lineCount)")
                    return edits
                }
            }
            if step % 40 == 0 && cellWidths == .standard {
                let problems = LayoutChecks.problems(of: layout, in: storage, using: &generator)
                if !problems.isEmpty {
                    Issue.record(
                        """
                        seed \(seed) step \(step), width \(width) tab \(tabWidth): \(problems.prefix(5))
                        text: \(scalarDump(storage.string))
                        """)
                    return edits
                }
            }
        }
        return edits
    }

    static let seeds: [UInt64] = Array(1...8)

    @Test(arguments: seeds)
    func randomEditsMatchAFullLayout(seed: UInt64) {
        let edits = Self.run(seed: seed, steps: 1_400)
        #expect(edits >= 1_260, "the seeds together must check at least 10,000 edits")
        print("IncrementalLayoutTests seed \(seed): \(edits) edits checked against a full layout")
    }

    @Test(arguments: [UInt64(101), 102])
    func randomEditsMatchAFullLayoutShowingInvisibleCharacters(seed: UInt64) {
        let edits = Self.run(seed: seed, steps: 1_400, cellWidths: .showingInvisibleCharacters)
        #expect(edits >= 1_260)
    }

    @Test func invisibleCharactersTakeTheirMarkersCellsOnlyWhenShown() throws {
        let storage = TextStorage("a\u{202E}b \u{6CC}\u{200C}x a\u{200C}b")
        let standard = try TextLayout(storage, width: 80)
        let shown = try TextLayout(storage, width: 80, cellWidths: .showingInvisibleCharacters)
        #expect(standard.line(0, in: storage).width == 8)
        // "<RLO>" is 5 cells and "<ZWNJ>" 6; the Persian non-joiner is spelling and takes none.
        #expect(shown.line(0, in: storage).width == 8 + 5 + 6)
        // "ab<ZWSP>" is 8 cells, too wide for 6: broken after "ab", then the marker alone, then "cd".
        let narrow = try TextLayout(TextStorage("ab\u{200B}cd"), width: 6, cellWidths: .showingInvisibleCharacters)
        #expect(narrow.lineCount == 3, "the marker's cells wrap like any other cells")
    }

    @Test func editsInALongTextRewrapFewLines() throws {
        var generator = SplitMix64(seed: 99)
        let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit"]
        var text = ""
        for index in 0..<6_000 {
            text += words.randomElement(using: &generator)!
            text += index % 90 == 89 ? "\n" : " "
        }
        for singleParagraph in [false, true] {
            var storage = TextStorage(singleParagraph ? text.replacingNewlines() : text)
            var layout = try TextLayout(storage, width: 60)
            for _ in 0..<200 {
                let position = Self.randomPosition(in: storage, using: &generator)
                let change = TextChange(
                    range: position..<position, replacement: Bool.random(using: &generator) ? "x" : " ")
                let oldStarts = layout.lineStartsForTesting
                storage.replace(change.range, with: change.replacement)
                let rewrapped = layout.apply(change, to: storage)
                // Only the lines whose starts moved are re-wrapped, with the edited line (whose start did not move)
                // and the line or two before it, from where a word could move up.
                let newStarts = layout.lineStartsForTesting
                let unchangedBefore = zip(oldStarts, newStarts).prefix { $0 == $1 }.count
                let unchangedAfter = zip(oldStarts.reversed(), newStarts.reversed()).prefix {
                    $0.offset + 1 == $1.offset && $0.kind == $1.kind
                }.count
                let changed = max(0, newStarts.count - unchangedBefore - unchangedAfter)
                #expect(rewrapped.count <= changed + 3, "\(rewrapped.count) lines re-wrapped, \(changed) changed")
            }
            #expect(layout.lineStartsForTesting == (try TextLayout(storage, width: 60)).lineStartsForTesting)
        }
    }

    @Test func aShortenedWordMovesUpPastTheLineBeforeTheEdit() throws {
        // Width 3: "x" and a zero-width space, then "ab" and a control character (2 cells) that the word
        // breaker keeps with "ab": too wide, so "ab" starts a line and the control character goes on the next by an
        // emergency break. Deleting the control character lets "ab" move up to the first line, so re-wrapping
        // from the start of the line before the edited one ("ab") would be wrong.
        var storage = TextStorage("x\u{200B}ab\u{1}")
        var layout = try TextLayout(storage, width: 3)
        #expect(layout.lineTexts(in: storage) == ["x\u{200B}", "ab", "\u{1}"])
        let control = TextPosition(utf8Offset: 6)..<TextPosition(utf8Offset: 7)
        storage.replace(control, with: "")
        layout.apply(TextChange(range: control, replacement: ""), to: storage)
        #expect(layout.lineTexts(in: storage) == ["x\u{200B}ab"])
    }

    @Test func severalChangesAtOnce() throws {
        var storage = TextStorage("one two three four five six seven eight nine ten")
        var layout = try TextLayout(storage, width: 9)
        var changes: [TextChange] = []
        for (offset, replacement) in [(4, "2 "), (30, ""), (0, "zero ")] {
            let position = TextPosition(utf8Offset: offset)
            let change = TextChange(
                range: position..<TextPosition(utf8Offset: offset + (replacement.isEmpty ? 5 : 0)),
                replacement: replacement)
            storage.replace(change.range, with: change.replacement)
            changes.append(change)
        }
        layout.apply(changes, to: storage)
        #expect(layout.lineStartsForTesting == (try TextLayout(storage, width: 9)).lineStartsForTesting)
        #expect(layout.apply([TextChange](), to: storage).isEmpty)
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" ? " " : $0 })
    }
}

/// The layout following a `TextEditor`: every command's changes, applied together, must give a full layout.
@Suite struct EditorDrivenLayoutTests {
    @Test(arguments: [21, 22] as [UInt64])
    func editorCommandsKeepTheLayoutInStep(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var editor = TextEditor(text: IncrementalLayoutTests.randomText(pieces: 30, using: &generator))
        let width = [1, 6, 20].randomElement(using: &generator)!
        var layout = try TextLayout(editor.storage, width: width)
        var changeCount = 0
        for step in 0..<600 {
            let changes: [TextChange]
            switch Int.random(in: 0..<16, using: &generator) {
            case 0..<6: changes = editor.insert(IncrementalLayoutTests.pieces.randomElement(using: &generator)!)
            case 6: changes = editor.insertNewline()
            case 7, 8: changes = editor.paste(IncrementalLayoutTests.randomText(pieces: 6, using: &generator))
            case 9: changes = editor.deleteBackward()
            case 10: changes = editor.deleteWordBackward()
            case 11: changes = editor.undo()
            case 12: changes = editor.redo()
            case 13:
                editor.move(to: IncrementalLayoutTests.randomPosition(in: editor.storage, using: &generator))
                changes = []
            case 14:
                // Replace a selection (all of a long text, to keep it short).
                if editor.storage.utf8Count > 600 {
                    editor.selectAll()
                } else {
                    let anchor = IncrementalLayoutTests.randomPosition(in: editor.storage, using: &generator)
                    let head = IncrementalLayoutTests.randomPosition(in: editor.storage, using: &generator)
                    editor.select(TextSelection(anchor: anchor, head: head))
                }
                changes = editor.paste(IncrementalLayoutTests.randomText(pieces: 3, using: &generator))
            default: changes = editor.deleteForward()
            }
            layout.apply(changes, to: editor.storage)
            changeCount += changes.count
            let fresh = try TextLayout(editor.storage, width: width)
            if layout.lineStartsForTesting != fresh.lineStartsForTesting {
                Issue.record("seed \(seed) step \(step): \(changes) on \(scalarDump(editor.text))")
                return
            }
        }
        #expect(changeCount > 200)
        print(
            "EditorDrivenLayoutTests seed \(seed): \(changeCount) changes, final text \(editor.storage.utf8Count) bytes"
        )
    }
}
