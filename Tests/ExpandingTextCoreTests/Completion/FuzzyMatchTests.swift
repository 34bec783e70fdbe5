import Testing

@testable import ExpandingTextCore

@Suite("Fuzzy matching and ranking of completion candidates")
struct FuzzyMatchTests {
    @Test(
        "The query's characters in order, ignoring case, at the best place",
        arguments: [
            ("mai", "src/main.swift", [4, 5, 6] as [Int]?),
            ("mai", "src/model.swift", nil),
            ("mai", "README.md", nil),
            ("MAI", "src/Main.swift", [4, 5, 6]),
            // The path component's start is preferred to an earlier letter inside a word.
            ("ms", "src/main.swift", [4, 9]),
            ("he", "/help", [1, 2]),
            ("", "anything", []),
            ("é", "café.txt", [3]),
            // A family emoji is one character of the label.
            ("x", "👨‍👩‍👧x", [1]),
        ])
    func match(query: String, label: String, expected: [Int]?) {
        #expect(FuzzyMatch(query: query, label: label)?.matchedCharacters == expected)
    }

    @Test("A match at word starts outranks one scattered inside words")
    func wordStartsWin() {
        let atStarts = FuzzyMatch(query: "tv", label: "text_view.swift")!
        let inside = FuzzyMatch(query: "tv", label: "notavailable.swift")!
        #expect(atStarts.score > inside.score)
    }

    @Test("Ranking keeps the best rows, shorter labels first among equals, and marks the matches")
    func ranking() throws {
        let labels = ["src/domain.swift", "main.swift", "src/main.swift", "docs/manual.md", "zzz"]
        let prepared = labels.map { PreparedCandidate(CompletionCandidate(label: $0)) }
        let rows = try #require(CompletionRanking.best(3, of: prepared, for: "main"))
        #expect(rows.map(\.candidate.label) == ["main.swift", "src/main.swift", "src/domain.swift"])
        #expect(rows[0].matchedCharacters == [0, 1, 2, 3])
    }
}
