import Testing

@testable import ExpandingTextTerminal

/// Ctrl+C and Ctrl+D as users of coding-agent composers and readline press them: Ctrl+C empties a box that holds
/// text, keeping the text for Up and for undo, and ends only an empty one; Ctrl+D deletes the character after the
/// caret, and ends only an empty box.
@Suite struct ClearAndEndKeysTests {
    private static let ctrlC = "\u{03}"
    private static let ctrlD = "\u{04}"
    private static let up = "\u{1B}[A"
    private static let left = "\u{1B}[D"
    private static let undo = "\u{1F}"

    @Test func ctrlCEmptiesABoxThatHoldsTextAndCancelsOnlyAnEmptyOne() throws {
        let (area, outcomes) = try textArea(typing: "draft" + Self.ctrlC + Self.ctrlC)
        #expect(area.text == "")
        #expect(outcomes.suffix(2) == [.edited, .cancelled], "the first Ctrl+C clears, the second cancels")
    }

    @Test func upBringsTheClearedTextBack() throws {
        let (area, _) = try textArea(typing: "half a thought" + Self.ctrlC + Self.up, columns: 40)
        #expect(area.text == "half a thought")
        #expect(area.history.entries == ["half a thought"])
    }

    @Test func oneUndoBringsTheClearedTextBack() throws {
        let (area, _) = try textArea(typing: "line one\u{0A}line two" + Self.ctrlC + Self.undo, columns: 40)
        #expect(area.text == "line one\nline two")
    }

    @Test func aClearedCollapsedPasteComesBackAsItsToken() throws {
        var area = try TextArea(
            expansion: ExpansionPolicy(minLines: 1, maxLines: 3), size: TerminalSize(rows: 24, columns: 60))
        area.collapsesPastes = true
        let paste = (1...5).map { "line \($0)" }.joined(separator: "\n")
        area.handle(.paste(paste))
        area.handle(.press("c", .control))
        #expect(area.isEmpty)
        area.handle(.press(.up))
        #expect(area.text == paste)
        #expect(area.submission.elements.count == 1, "the paste is one token again, not five lines")
    }

    /// Esc pressed twice, each in a read of its own, empties the box as Ctrl+C does, without ever cancelling; a lone
    /// Esc leaves the next key its meaning.
    @Test func escEscEmptiesTheBoxAndUpBringsItBack() throws {
        let (area, outcomes) = try textArea(typing: "draft\u{1B}⏸\u{1B}⏸", columns: 40)
        #expect(area.text == "")
        #expect(outcomes.last == .edited)
        let (restored, _) = try textArea(typing: "draft\u{1B}⏸\u{1B}⏸" + Self.up, columns: 40)
        #expect(restored.text == "draft")
        let (empty, emptyOutcomes) = try textArea(typing: "\u{1B}⏸\u{1B}⏸")
        #expect(!emptyOutcomes.contains(.cancelled), "Esc Esc on an empty box ends nothing")
        #expect(empty.text == "")
        let (passing, _) = try textArea(typing: "draft\u{1B}⏸x", columns: 40)
        #expect(passing.text == "draftx", "the key after a lone Esc is typed")
    }

    @Test func ctrlDDeletesTheCharacterAfterTheCaret() throws {
        let (area, outcomes) = try textArea(typing: "abc" + Self.left + Self.left + Self.ctrlD)
        #expect(area.text == "ac")
        #expect(outcomes.last == .edited, "a half-written text is never sent by Ctrl+D")
        let (atEnd, endOutcomes) = try textArea(typing: "abc" + Self.ctrlD)
        #expect(atEnd.text == "abc")
        #expect(endOutcomes.last == .unchanged, "nothing after the caret: nothing happens")
    }

    @Test func ctrlDOnAnEmptyBoxCancels() throws {
        let (_, outcomes) = try textArea(typing: Self.ctrlD)
        #expect(outcomes == [.cancelled])
    }
}
