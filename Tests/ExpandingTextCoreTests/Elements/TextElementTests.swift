import Testing

@testable import ExpandingTextCore

/// An element is one character of the editor's text: the caret steps over it, deletion and selection take it whole,
/// undo and redo bring it back with its payload, and the submitted text holds its text.
@Suite struct TextElementTests {
    private static let paste = TextElement(
        kind: .paste, text: "line 1\nline 2\nline 3\nline 4", label: "[Pasted text #1 +4 lines]")
    private static let mention = TextElement(kind: .mention, text: "@ada", payload: "user-36")

    /// "Hi " + paste + " and " + mention + "!"
    private static func editor() -> TextEditor {
        var editor = TextEditor(text: "Hi ")
        editor.insertElement(paste)
        editor.insert(" and ")
        editor.insertElement(mention)
        editor.insert("!")
        return editor
    }

    @Test func theSubmittedTextHoldsEachElementsTextAndTheSubmissionSaysWhere() throws {
        let editor = Self.editor()
        let expected = "Hi line 1\nline 2\nline 3\nline 4 and @ada!"
        #expect(editor.text == expected)
        #expect(editor.characterCount == expected.count)
        let submission = editor.submission
        #expect(submission.elements.map(\.element) == [Self.paste, Self.mention])
        #expect(submission.elements.map { String(submission.text[$0.range]) } == [Self.paste.text, "@ada"])
        #expect(submission.elements[1].element.payload == "user-36")
        #expect(editor.storage.characterCount == "Hi ".count + 1 + " and ".count + 1 + 1, "one character each")
    }

    @Test func theCaretStepsOverAnElementInOneMove() {
        var editor = Self.editor()
        editor.move(to: TextPosition(utf8Offset: 3))
        editor.moveRight()
        #expect(editor.selection.head.utf8Offset == 3 + ElementTable.placeholderLength)
        editor.moveLeft()
        #expect(editor.selection.head.utf8Offset == 3)
    }

    @Test func backspaceAfterAndDeleteBeforeRemoveTheElementWhole() {
        var editor = Self.editor()
        editor.move(to: TextPosition(utf8Offset: 3 + ElementTable.placeholderLength))
        editor.deleteBackward()
        #expect(editor.text == "Hi  and @ada!")
        #expect(editor.characterCount == "Hi  and @ada!".count)
        editor.move(to: TextPosition(utf8Offset: "Hi  and ".utf8.count))
        editor.deleteForward()
        #expect(editor.text == "Hi  and !")
        #expect(editor.submission.elements.isEmpty)
    }

    @Test func aSelectionTakesTheElementWholeAndTypingReplacesIt() {
        var editor = Self.editor()
        editor.move(to: TextPosition(utf8Offset: 1))
        for _ in 0..<3 { editor.moveRight(extending: true) }
        #expect(editor.selection.range.upperBound.utf8Offset == 3 + ElementTable.placeholderLength)
        editor.insert("X")
        #expect(editor.text == "HX and @ada!")
    }

    @Test func undoAndRedoBringTheElementBackWithItsPayload() {
        var editor = Self.editor()
        let full = editor.text
        editor.selectAll()
        editor.deleteBackward()
        #expect(editor.text.isEmpty && editor.characterCount == 0)
        editor.undo()
        #expect(editor.text == full)
        #expect(editor.submission.elements.last?.element.payload == "user-36")
        #expect(editor.characterCount == full.count)
        editor.redo()
        #expect(editor.text.isEmpty)
    }

    @Test func anElementMovesWithTheEditsBeforeIt() {
        var editor = Self.editor()
        editor.move(to: .start)
        editor.insert("Oh, ")
        let submission = editor.submission
        #expect(submission.text.hasPrefix("Oh, Hi line 1"))
        #expect(submission.elements.map { String(submission.text[$0.range]) } == [Self.paste.text, "@ada"])
    }

    @Test func expandingTurnsTheElementIntoItsTextAsOneUndoStep() throws {
        var editor = Self.editor()
        editor.move(to: TextPosition(utf8Offset: 3 + ElementTable.placeholderLength))
        let found = try #require(editor.elementAtCaret)
        #expect(found.element == Self.paste)
        let full = editor.text
        editor.expandElement(at: found.range)
        #expect(editor.text == full)
        #expect(editor.submission.elements.map(\.element) == [Self.mention])
        #expect(editor.storage.characterCount == full.count - "@ada".count + 1)
        editor.undo()
        #expect(editor.submission.elements.map(\.element) == [Self.paste, Self.mention])
    }

    @Test func theElementJustAfterTheCaretIsFoundWhenNoneIsBefore() throws {
        var editor = Self.editor()
        editor.move(to: TextPosition(utf8Offset: 3))
        #expect(try #require(editor.elementAtCaret).element == Self.paste)
        editor.move(to: TextPosition(utf8Offset: 1))
        #expect(editor.elementAtCaret == nil)
    }

    @Test func settingASubmissionKeepsTheElementsThatComeBack() {
        var editor = Self.editor()
        let submission = editor.submission
        editor.setText(Submission(text: "plain"))
        #expect(editor.submission.elements.isEmpty)
        editor.setText(submission)
        #expect(editor.submission == submission)
        #expect(editor.characterCount == submission.text.count)
    }

    @Test func placeholdersAreDistinctOfOneLengthAndOneCluster() {
        var table = ElementTable()
        let placeholders = (0..<300).map { _ in table.register(Self.mention) }
        #expect(Set(placeholders).count == 300)
        #expect(placeholders.allSatisfy { $0.utf8.count == ElementTable.placeholderLength })
        #expect(placeholders.allSatisfy { String($0).count == 1 })
    }

    @Test func anObjectReplacementCharacterFromOutsideStaysPlainText() {
        var editor = Self.editor()
        let foreign = "\u{FFFC}\u{E0030}\u{E0031}"
        editor.insert(foreign)
        #expect(editor.text.hasSuffix("!" + foreign))
        #expect(editor.submission.elements.count == 2)
        let otherTable = TextEditor(text: "").elements
        #expect(otherTable.placeholders(in: editor.storage.string).isEmpty, "another editor's table knows none")
    }

    @Test func aMarkTypedAfterAnElementJoinsItsClusterAndFollowsItsText() throws {
        var editor = TextEditor()
        editor.insertElement(Self.mention)
        editor.insert("\u{301}")
        #expect(editor.storage.characterCount == 1)
        #expect(editor.text == "@ada\u{301}")
        let found = try #require(editor.elementAtCaret)
        #expect(found.element == Self.mention)
        editor.expandElement(at: found.range)
        #expect(editor.storage.string == "@ada\u{301}")
    }

    @Test func theCharacterLimitCountsAnElementAsItsText() throws {
        var editor = TextEditor()
        editor.insertElement(TextElement(kind: .paste, text: String(repeating: "x", count: 8), label: "[8]"))
        editor.replacementFilter = try CharacterLimit(10).replacementFilter(counting: editor.elements)
        editor.insert("abc")
        #expect(editor.text == "xxxxxxxxab")
        editor.selectAll()
        editor.insert("0123456789AB")
        #expect(editor.text == "0123456789", "the selection's element frees its characters")
    }

    @Test func anEmptyEditorKeepsOnlyTheElementsItIsToldTo() {
        var editor = Self.editor()
        editor.selectAll()
        let cut = editor.storage.string(in: editor.selection.range)
        editor.deleteBackward()
        let fresh = TextEditor(elementsOf: editor, keepingThoseIn: [cut])
        #expect(fresh.elements.entries.count == 2)
        #expect(fresh.elements.liveCount == 0 && fresh.characterCount == 0)
        var yanked = fresh
        yanked.paste(cut)
        #expect(yanked.text == "Hi line 1\nline 2\nline 3\nline 4 and @ada!")
        #expect(TextEditor(elementsOf: editor, keepingThoseIn: []).elements.entries.isEmpty)
    }
}

extension TextElementTests {
    @Test func settingTheSameSubmissionAgainChangesNothing() {
        var editor = Self.editor()
        let storage = editor.storage.string
        #expect(editor.setText(editor.submission).isEmpty)
        #expect(editor.storage.string == storage)
    }
}
