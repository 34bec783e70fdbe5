import Testing

@testable import ExpandingTextCore

/// A step of an editing session, for table-driven tests.
enum EditorAction: Sendable, CustomStringConvertible {
    case type(String)
    case newline
    case paste(String)
    case backspace
    case deleteForward
    case deleteWordBackward
    case left
    case right
    case selectAll
    case caret(Int)
    case setText(String)

    var description: String {
        switch self {
        case .type(let text): "type(\(text.debugDescription))"
        case .newline: "newline"
        case .paste(let text): "paste(\(text.debugDescription))"
        case .backspace: "backspace"
        case .deleteForward: "deleteForward"
        case .deleteWordBackward: "deleteWordBackward"
        case .left: "left"
        case .right: "right"
        case .selectAll: "selectAll"
        case .caret(let offset): "caret(\(offset))"
        case .setText(let text): "setText(\(text.debugDescription))"
        }
    }

    @discardableResult
    func apply(to editor: inout TextEditor) -> [TextChange] {
        switch self {
        case .type(let text):
            // One call per cluster, as a keyboard delivers it.
            return text.flatMap { editor.insert(String($0)) }
        case .newline: return editor.insertNewline()
        case .paste(let text): return editor.paste(text)
        case .backspace: return editor.deleteBackward()
        case .deleteForward: return editor.deleteForward()
        case .deleteWordBackward: return editor.deleteWordBackward()
        case .left: editor.moveLeft()
        case .right: editor.moveRight()
        case .selectAll: editor.selectAll()
        case .caret(let offset): editor.move(to: editor.storage.position(atCharacterOffset: offset))
        case .setText(let text): return editor.setText(text)
        }
        return []
    }
}

/// Text with a `|` marking the caret, for movement tables.
private func parseCaret(_ marked: String) -> (text: String, caret: TextPosition) {
    let bar = marked.firstIndex(of: "|")!
    let text = String(marked[..<bar]) + String(marked[marked.index(after: bar)...])
    return (text, TextPosition(utf8Offset: marked.utf8.distance(from: marked.startIndex, to: bar)))
}

private func marked(_ editor: TextEditor) -> String {
    let text = editor.text
    let caret = text.utf8.index(text.startIndex, offsetBy: editor.selection.head.utf8Offset)
    return String(text[..<caret]) + "|" + String(text[caret...])
}

@Suite struct TextEditorTests {
    // MARK: - Undo coalescing

    /// The texts seen by undoing every step after a session, most recent first.
    @Test(
        arguments: [
            ("", [.type("hello world")], ["hello ", ""]),
            ("", [.type("hello   world"), .newline, .newline, .type("foo")], ["hello   world\n\n", "hello   ", ""]),
            ("", [.type("hello, world")], ["hello, ", ""]),
            ("", [.type("ab"), .left, .type("c")], ["ab", ""]),
            ("", [.type("ab"), .paste("XY"), .type("cd")], ["abXY", "ab", ""]),
            ("", [.type("abc"), .backspace, .backspace], ["abc", ""]),
            ("", [.type("abc"), .backspace, .type("d")], ["ab", "abc", ""]),
            ("", [.type("e\u{301}")], [""]),
            ("", [.type("abc"), .setText("abXc")], ["abc", ""]),
            ("abcdef", [.caret(0), .deleteForward, .deleteForward, .deleteForward], ["abcdef"]),
            ("abcdef", [.caret(3), .backspace, .deleteForward], ["abdef", "abcdef"]),
            ("hello", [.selectAll, .type("xy")], ["hello"]),
            (
                "hello", [.type(" there"), .deleteWordBackward, .deleteWordBackward],
                ["hello ", "hello there", "hello ", "hello"]
            ),
            ("\u{1F1EB}\u{1F1F7}", [.backspace, .type("ok")], ["", "\u{1F1EB}\u{1F1F7}"]),
            // Backspaces group per word, as typing does: one undo brought the whole run back.
            ("hello world", Array(repeating: .backspace, count: 11), ["hello ", "hello world"]),
            ("hello  world", Array(repeating: .backspace, count: 8), ["hello  ", "hello  world"]),
            ("one two", [.caret(0)] + Array(repeating: .deleteForward, count: 7), [" two", "one two"]),
        ] as [(String, [EditorAction], [String])])
    func undoStepsAreCoalesced(initial: String, actions: [EditorAction], undone: [String]) {
        var editor = TextEditor(text: initial)
        for action in actions {
            action.apply(to: &editor)
        }
        let final = editor.text
        var seen: [String] = []
        while editor.canUndo {
            editor.undo()
            seen.append(editor.text)
        }
        #expect(seen == undone, "\(actions)")
        while editor.canRedo {
            editor.redo()
        }
        #expect(editor.text == final, "redo all: \(actions)")
    }

    @Test func undoRestoresSelectionBeforeAndRedoAfter() {
        var editor = TextEditor(text: "hello")
        let selected = TextSelection(anchor: position(3), head: position(1))
        editor.select(selected)
        editor.insert("X")
        #expect(editor.text == "hXlo")
        #expect(editor.selection == TextSelection(caret: position(2)))
        let undone = editor.undo()
        #expect(editor.text == "hello")
        #expect(editor.selection == selected)
        #expect(undone == [TextChange(range: position(1)..<position(2), replacement: "el")])
        let redone = editor.redo()
        #expect(editor.text == "hXlo")
        #expect(editor.selection == TextSelection(caret: position(2)))
        #expect(redone == [TextChange(range: position(1)..<position(3), replacement: "X")])
    }

    @Test func newEditClearsRedo() {
        var editor = TextEditor()
        editor.insert("a")
        editor.undo()
        #expect(editor.canRedo)
        editor.insert("b")
        #expect(!editor.canRedo)
        #expect(editor.redo() == [])
        var empty = TextEditor()
        #expect(empty.undo() == [])
    }

    // MARK: - Changes

    @Test func typingReturnsItsChange() {
        var editor = TextEditor(text: "ab")
        editor.move(to: position(1))
        #expect(editor.insert("x") == [TextChange(range: position(1)..<position(1), replacement: "x")])
        #expect(editor.insert("") == [])
    }

    @Test func combiningMarkChangeTakesInItsBase() {
        var editor = TextEditor(text: "cafe")
        let changes = editor.insert("\u{301}")
        #expect(changes == [TextChange(range: position(3)..<position(4), replacement: "e\u{301}")])
        #expect(editor.selection == TextSelection(caret: position(6)))
        #expect(editor.storage.characterCount == 4)
    }

    @Test func typingBeforeLoneMarkPutsCaretAfterTheJoinedCluster() {
        var editor = TextEditor(text: "\u{301}", selection: TextSelection(caret: .start))
        editor.insert("e")
        #expect(editor.text == "e\u{301}")
        #expect(editor.selection == TextSelection(caret: position(3)))
    }

    @Test func setTextReplacesOnlyWhatDiffers() {
        var editor = TextEditor(text: "hello world")
        #expect(
            editor.setText("hello brave world") == [
                TextChange(range: position(6)..<position(6), replacement: "brave ")
            ])
        #expect(editor.selection == TextSelection(caret: position(17)))
        #expect(editor.setText("hello brave world") == [])
        #expect(editor.setText("") == [TextChange(range: position(0)..<position(17), replacement: "")])
        editor.undo()
        editor.undo()
        #expect(editor.text == "hello world")
        #expect(editor.selection == TextSelection(caret: position(11)))
    }

    @Test func setTextKeepsSelectionBeforeAndAfterTheChange() {
        var editor = TextEditor(text: "one two three")
        editor.select(TextSelection(anchor: position(0), head: position(3)))
        editor.setText("one 2 three")
        #expect(editor.selection == TextSelection(anchor: position(0), head: position(3)))
        editor.select(TextSelection(caret: position(9)))
        editor.setText("one three")
        #expect(editor.selection == TextSelection(caret: position(7)))
    }

    @Test(
        arguments: [
            ("aaa", "aa", 2..<3, ""), ("abcabc", "abc", 3..<6, ""), ("", "x", 0..<0, "x"), ("x", "", 0..<1, ""),
            ("abc", "abc!", 3..<3, "!"),
            ("\u{1F468}", "\u{1F468}\u{200D}\u{1F469}", 0..<4, "\u{1F468}\u{200D}\u{1F469}"),
            ("\u{1F1EB}\u{1F1F7}", "\u{1F1EB}\u{1F1EA}", 0..<8, "\u{1F1EB}\u{1F1EA}"), ("a\r\nb", "a\rb", 1..<3, "\r"),
        ] as [(String, String, Range<Int>, String)])
    func setTextChange(old: String, new: String, range: Range<Int>, replacement: String) {
        var editor = TextEditor(text: old)
        let changes = editor.setText(new)
        #expect(editor.text.utf8.elementsEqual(new.utf8))
        #expect(
            changes == [
                TextChange(range: position(range.lowerBound)..<position(range.upperBound), replacement: replacement)
            ])
        editor.undo()
        #expect(editor.text.utf8.elementsEqual(old.utf8))
    }

    @Test func setTextWidensToClusters() {
        var editor = TextEditor(text: "cafe")
        #expect(
            editor.setText("cafe\u{301}") == [TextChange(range: position(3)..<position(4), replacement: "e\u{301}")])
        #expect(editor.setText("caf\u{E9}") == [TextChange(range: position(3)..<position(6), replacement: "\u{E9}")])
    }

    // MARK: - Paste

    @Test(arguments: [
        ("a\r\nb", "a\nb"), ("a\rb", "a\nb"), ("a\r\r\nb", "a\n\nb"), ("\r", "\n"), ("\n\r", "\n\n"),
        ("\r\n\r\n", "\n\n"), ("plain", "plain"), ("x\u{2028}y\u{85}", "x\u{2028}y\u{85}"), ("", ""),
    ])
    func lineEndingsAreNormalised(input: String, expected: String) {
        #expect(TextEditor.normalizingLineEndings(input).utf8.elementsEqual(expected.utf8))
    }

    @Test func pasteIsOneStepWithNormalisedLineEndings() {
        var editor = TextEditor(text: "[]", selection: TextSelection(caret: position(1)))
        let changes = editor.paste("one\rtwo\r\nthree")
        #expect(editor.text == "[one\ntwo\nthree]")
        #expect(changes == [TextChange(range: position(1)..<position(1), replacement: "one\ntwo\nthree")])
        #expect(editor.selection == TextSelection(caret: position(14)))
        editor.undo()
        #expect(editor.text == "[]")
        #expect(!editor.canUndo)
    }

    // MARK: - Deleting

    @Test func backspaceRemovesWholeClusters() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        var editor = TextEditor(text: "a" + family + "\u{1F1EB}\u{1F1F7}e\u{301}\r\n")
        let expected = [
            "a" + family + "\u{1F1EB}\u{1F1F7}e\u{301}", "a" + family + "\u{1F1EB}\u{1F1F7}", "a" + family, "a", "",
        ]
        for text in expected {
            editor.deleteBackward()
            #expect(editor.text == text)
        }
        #expect(editor.deleteBackward() == [])
        editor.undo()
        #expect(editor.text == "a" + family + "\u{1F1EB}\u{1F1F7}e\u{301}\r\n")
    }

    @Test func deleteForwardRemovesWholeClusters() {
        var editor = TextEditor(text: "\u{1F44D}\u{1F3FD}x", selection: TextSelection(caret: .start))
        editor.deleteForward()
        #expect(editor.text == "x")
        editor.moveRight()
        #expect(editor.deleteForward() == [])
    }

    @Test func deletingAClusterCanJoinItsNeighbours() {
        // "👨‍" and "👩" join once the "x" between them is gone: the change takes both in.
        var editor = TextEditor(text: "\u{1F468}\u{200D}x\u{1F469}", selection: TextSelection(caret: position(8)))
        let changes = editor.deleteBackward()
        #expect(editor.text == "\u{1F468}\u{200D}\u{1F469}")
        #expect(editor.storage.characterCount == 1)
        #expect(changes == [TextChange(range: position(0)..<position(12), replacement: "\u{1F468}\u{200D}\u{1F469}")])
        #expect(editor.selection == TextSelection(caret: position(11)))
        editor.undo()
        #expect(editor.text == "\u{1F468}\u{200D}x\u{1F469}")
        #expect(editor.selection == TextSelection(caret: position(8)))
    }

    @Test func selectionIsDeletedByAnyDeletion() {
        for delete in [
            { (editor: inout TextEditor) in editor.deleteBackward() },
            { (editor: inout TextEditor) in editor.deleteForward() },
            { (editor: inout TextEditor) in editor.deleteWordBackward() },
            { (editor: inout TextEditor) in editor.deleteWordForward() },
            { (editor: inout TextEditor) in editor.deleteToLineStart() },
            { (editor: inout TextEditor) in editor.deleteToLineEnd() },
        ] {
            var editor = TextEditor(text: "one two three")
            editor.select(TextSelection(anchor: position(7), head: position(4)))
            _ = delete(&editor)
            #expect(editor.text == "one  three")
            #expect(editor.selection == TextSelection(caret: position(4)))
        }
    }

    @Test(arguments: [
        ("one\ntwo three|", "one\n|"), ("one\n|", "one|"), ("|one", "|one"), ("a\r\n|b", "a|b"), ("ab|c\nd", "|c\nd"),
    ])
    func deleteToLineStart(before: String, after: String) {
        let (text, caret) = parseCaret(before)
        var editor = TextEditor(text: text, selection: TextSelection(caret: caret))
        editor.deleteToLineStart()
        #expect(marked(editor) == after)
    }

    @Test(arguments: [
        ("|one\ntwo", "|\ntwo"), ("one|\ntwo", "one|two"), ("one|", "one|"), ("a|\r\nb", "a|b"),
        ("x|y\u{2029}z", "x|\u{2029}z"),
    ])
    func deleteToLineEnd(before: String, after: String) {
        let (text, caret) = parseCaret(before)
        var editor = TextEditor(text: text, selection: TextSelection(caret: caret))
        editor.deleteToLineEnd()
        #expect(marked(editor) == after)
    }

    @Test func deleteToVisualLineStartTakesTheLayoutsPosition() {
        var editor = TextEditor(text: "a long paragraph that wraps")
        editor.deleteToLineStart(position(7))
        #expect(editor.text == "a long ")
        editor.deleteToLineEnd(editor.storage.endPosition)
        #expect(editor.text == "a long ")
    }

    // MARK: - Words

    @Test(arguments: [
        ("|hello world", "hello| world"), ("hello| world", "hello world|"), ("hello world|", "hello world|"),
        ("|don't stop", "don't| stop"), ("x = |3.14;", "x = 3.14|;"), ("foo|(bar)", "foo(bar|)"),
        ("  |  ", "    |"),
        (
            "\u{65E5}\u{672C}\u{8A9E}|\u{3002}\u{30C6}\u{30B9}\u{30C8}",
            "\u{65E5}\u{672C}\u{8A9E}\u{3002}\u{30C6}\u{30B9}\u{30C8}|"
        ),
        ("|e.g. this", "e.g|. this"), ("|one\u{3000}two", "one|\u{3000}two"),
        ("|\u{1F468}\u{200D}\u{1F469} x", "\u{1F468}\u{200D}\u{1F469}| x"),
        ("|caf\u{E9}-bar", "caf\u{E9}|-bar"), ("|\u{5E9}\u{5DC}\u{5D5}\u{5DD} x", "\u{5E9}\u{5DC}\u{5D5}\u{5DD}| x"),
    ])
    func wordRight(before: String, after: String) {
        let (text, caret) = parseCaret(before)
        var editor = TextEditor(text: text, selection: TextSelection(caret: caret))
        editor.moveWordRight()
        #expect(marked(editor) == after)
    }

    @Test(arguments: [
        ("hello world|", "hello |world"), ("hello |world", "|hello world"), ("|hello", "|hello"),
        ("don't stop|", "don't |stop"), ("don't| stop", "|don't stop"), ("end.| Next", "|end. Next"),
        ("  |  ", "|    "), ("x = 3.14|;", "x = |3.14;"), ("e.g.|", "|e.g."), ("a, b!!|", "a, |b!!"),
        ("\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}|", "|\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}"), ("a\n\n|b", "|a\n\nb"),
    ])
    func wordLeft(before: String, after: String) {
        let (text, caret) = parseCaret(before)
        var editor = TextEditor(text: text, selection: TextSelection(caret: caret))
        editor.moveWordLeft()
        #expect(marked(editor) == after)
    }

    @Test(arguments: [
        ("hello world|", "hello |"), ("hello   |", "|"), ("a (b)|", "a (|"), ("|x", "|x"),
    ])
    func deleteWordBackward(before: String, after: String) {
        let (text, caret) = parseCaret(before)
        var editor = TextEditor(text: text, selection: TextSelection(caret: caret))
        editor.deleteWordBackward()
        #expect(marked(editor) == after)
    }

    @Test(arguments: [("|hello world", "| world"), ("hello| world", "hello|"), ("x|", "x|")])
    func deleteWordForward(before: String, after: String) {
        let (text, caret) = parseCaret(before)
        var editor = TextEditor(text: text, selection: TextSelection(caret: caret))
        editor.deleteWordForward()
        #expect(marked(editor) == after)
    }

    @Test(
        arguments: [
            ("a", TextEditor.WordClass.word), ("7", .word), ("_", .word), ("\u{5D0}", .word), ("\u{65E5}", .word),
            ("\u{30C3}", .word), ("\u{1F600}", .word), ("\u{AC00}", .word), ("\u{E01}", .word), (" ", .space),
            ("\t", .space), ("\n", .space), ("\r\n", .space), ("\u{A0}", .space), ("\u{3000}", .space),
            ("\u{2028}", .space), (",", .punctuation), ("(", .punctuation), ("-", .punctuation),
            ("\u{3002}", .punctuation),
        ] as [(Character, TextEditor.WordClass)])
    func wordClasses(cluster: Character, expected: TextEditor.WordClass) {
        #expect(TextEditor.wordClass(of: cluster) == expected)
    }

    // MARK: - Moving

    @Test func movingStepsOverClustersAndCollapsesSelections() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        var editor = TextEditor(text: "a" + family + "b", selection: TextSelection(caret: .start))
        editor.moveRight()
        editor.moveRight()
        #expect(editor.selection.head == position(1 + family.utf8.count))
        editor.moveLeft(extending: true)
        #expect(editor.selection == TextSelection(anchor: position(1 + family.utf8.count), head: position(1)))
        editor.moveRight()
        #expect(editor.selection == TextSelection(caret: position(1 + family.utf8.count)))
        editor.selectAll()
        editor.moveLeft()
        #expect(editor.selection == TextSelection(caret: .start))
        editor.moveLeft()
        #expect(editor.selection == TextSelection(caret: .start))
        editor.move(to: editor.storage.endPosition)
        editor.moveRight()
        #expect(editor.selection == TextSelection(caret: editor.storage.endPosition))
    }

    @Test func movingToParagraphEnds() {
        var editor = TextEditor(text: "one\ntwo\nthree", selection: TextSelection(caret: position(5)))
        editor.moveToParagraphEnd()
        #expect(editor.selection.head == position(7))
        editor.moveToParagraphStart(extending: true)
        #expect(editor.selection == TextSelection(anchor: position(7), head: position(4)))
    }

    // MARK: - Limits

    @Test func replacementFilterTrimsInsertionsAndKeepsUndo() {
        var editor = TextEditor()
        // At most 5 characters: what the behaviour helpers' character limit does.
        editor.replacementFilter = { proposed, storage in
            let replaced =
                storage.characterOffset(of: proposed.range.upperBound)
                - storage.characterOffset(of: proposed.range.lowerBound)
            let room = max(0, 5 - (storage.characterCount - replaced))
            return String(proposed.replacement.prefix(room))
        }
        editor.insert("abc")
        editor.paste("defgh")
        #expect(editor.text == "abcde")
        #expect(editor.insert("x") == [])
        #expect(editor.canUndo)
        editor.undo()
        #expect(editor.text == "abc")
        editor.undo()
        #expect(editor.text == "")
    }

    // MARK: - Programmer errors

    @Test func selectionInsideClusterIsRejected() async {
        await #expect(processExitsWith: .failure) {
            var editor = TextEditor(text: "\u{1F1EB}\u{1F1F7}")
            editor.select(TextSelection(caret: TextPosition(utf8Offset: 4)))
        }
    }
}
