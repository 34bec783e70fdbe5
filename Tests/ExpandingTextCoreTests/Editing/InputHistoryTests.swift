import ExpandingTextCore
import Testing

@Suite struct InputHistoryTests {
    @Test func browsingKeepsTheEditedTextAsTheNewestEntry() {
        var history = InputHistory(["one", "two"])
        #expect(history.next() == nil, "nothing to go down to before browsing")
        #expect(history.previous(current: "draft") == "two")
        #expect(history.previous(current: "two") == "one")
        #expect(history.previous(current: "one") == nil, "the oldest entry is the end")
        #expect(history.next() == "two")
        #expect(history.next() == "draft")
        #expect(history.browsingIndex == nil)
    }

    @Test func addingSkipsEmptyAndRepeatedEntriesAndKeepsTheNewest() {
        var history = InputHistory(["a", "b", "c"], capacity: 3)
        #expect(history.entries == ["a", "b", "c"])
        history.add("c")
        history.add("")
        #expect(history.entries == ["a", "b", "c"])
        history.add("multi\nline")
        #expect(history.entries == ["b", "c", "multi\nline"])
        #expect(InputHistory(["x", "y", "z"], capacity: 2).entries == ["y", "z"])
    }

    @Test func searchFindsTheNewestMatchAndThenOlderOnes() {
        let history = InputHistory(["git commit", "ls", "git push"])
        #expect(history.search("git")?.entry == "git push")
        #expect(history.search("git", before: 2)?.entry == "git commit")
        #expect(history.search("git", before: 0) == nil)
        #expect(history.search("nothing") == nil)
    }
}
