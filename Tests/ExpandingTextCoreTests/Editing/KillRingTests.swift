import ExpandingTextCore
import Testing

@Suite struct KillRingTests {
    @Test func killsInARowJoinOneEntryInTextOrder() {
        var ring = KillRing()
        ring.kill("two", direction: .backward, appending: false)
        ring.kill("one ", direction: .backward, appending: true)
        ring.kill(" three", direction: .forward, appending: true)
        #expect(ring.entries == ["one two three"])
    }

    @Test func aKillAfterAnotherCommandStartsANewEntry() {
        var ring = KillRing()
        ring.kill("old", direction: .forward, appending: false)
        ring.kill("new", direction: .forward, appending: false)
        #expect(ring.entries == ["new", "old"])
        #expect(ring.entry(rotatedBy: 0) == "new")
        #expect(ring.entry(rotatedBy: 1) == "old")
        #expect(ring.entry(rotatedBy: 2) == "new")
    }

    @Test func emptyKillsAreNotKeptAndTheRingForgetsPastItsCapacity() {
        var ring = KillRing(capacity: 2)
        #expect(ring.entry(rotatedBy: 0) == nil)
        ring.kill("", direction: .forward, appending: false)
        #expect(ring.entries.isEmpty)
        for text in ["a", "b", "c"] { ring.kill(text, direction: .forward, appending: false) }
        #expect(ring.entries == ["c", "b"])
    }
}

@Suite struct TransposeTests {
    @Test(arguments: [
        ("abc", 2, "acb", 3),
        ("abc", 3, "acb", 3),
        ("ab\ncd", 2, "ba\ncd", 2),
        ("a👍🏽b", 1, "👍🏽ab", 9),
        ("a", 1, "a", 1),
        ("ab", 0, "ab", 0),
    ])
    func swapsTheClustersAroundTheCaret(text: String, caretCharacters: Int, after: String, caretUTF8: Int) {
        var editor = TextEditor(text: text)
        editor.move(to: editor.storage.position(atCharacterOffset: caretCharacters))
        _ = editor.transposeCharacters()
        #expect(editor.text == after)
        #expect(editor.selection.head.utf8Offset == caretUTF8)
        if after != text {
            _ = editor.undo()
            #expect(editor.text == text)
        }
    }
}
