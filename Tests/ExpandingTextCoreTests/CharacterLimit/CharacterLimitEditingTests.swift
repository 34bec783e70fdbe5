import ExpandingTextCore
import Testing

@Suite struct CharacterLimitEditingTests {
    @Test func theFilterTrimsTypingAndPastesAsOneUndoableStep() throws {
        var editor = TextEditor(text: "abc")
        editor.replacementFilter = try CharacterLimit(5).replacementFilter
        editor.paste("defgh")
        #expect(editor.text == "abcde")
        editor.insert("x")
        #expect(editor.text == "abcde")
        _ = editor.undo()
        #expect(editor.text == "abc")
    }

    @Test func aCombiningMarkJoiningTheCharacterBeforeAddsNothing() throws {
        var editor = TextEditor(text: "abcde")
        editor.replacementFilter = try CharacterLimit(5).replacementFilter
        editor.insert("\u{301}")
        #expect(editor.text == "abcde\u{301}")
    }

    @Test func trimmingCutsAtWholeCharacters() throws {
        #expect(try CharacterLimit(2).trimmed("👍🏽e\u{301}x") == "👍🏽e\u{301}")
        #expect(try CharacterLimit(9).trimmed("ab") == "ab")
    }
}
