import Testing

@testable import ExpandingTextCore

@Suite("Ranking completion candidates by a rule a user can predict")
struct CompletionRankingTests {
    private static let commands = ["/review", "/compact", "/clear", "/config"]

    @Test(
        "Exact name, then name prefix, then word start, then scattered; the shallower path, then the name",
        arguments: [
            // The exact name before a fuzzy match with more word starts.
            ("README.md", ["docs/read me.md", "README.md"], ["README.md", "docs/read me.md"]),
            // A folder before its own contents, even those whose path components earn the fuzzy score more.
            (
                "src", ["src/rpc/client.swift", "src/ui/", "src/main.swift", "src/"],
                ["src/", "src/rpc/client.swift", "src/main.swift", "src/ui/"]
            ),
            (
                "sr", ["src/router.swift", "src/ui/", "src/main.swift", "src/"],
                ["src/", "src/router.swift", "src/main.swift", "src/ui/"]
            ),
            (
                "layout",
                ["layout/tests/LayoutTests.swift", "layout/LineWrapper.swift", "docs/layout-notes.md", "layout/"],
                ["layout/", "docs/layout-notes.md", "layout/tests/LayoutTests.swift", "layout/LineWrapper.swift"]
            ),
            // A trailing `/` is ignored for an exact name.
            ("src/", ["src/main.swift", "lib/src/"], ["lib/src/", "src/main.swift"]),
            (
                "wrap", ["text_wrap.swift", "wrapped/", "LineWrapper.swift", "w/r/a/p.txt"],
                ["wrapped/", "LineWrapper.swift", "text_wrap.swift", "w/r/a/p.txt"]
            ),
            // Accents and case are folded away.
            ("naive", ["naïve.txt"], ["naïve.txt"]),
            ("resume", ["docs/résumé.pdf", "RESUME.md"], ["RESUME.md", "docs/résumé.pdf"]),
            // Commands of one tier by name, not by length.
            ("c", commands, ["/clear", "/compact", "/config"]),
            ("co", commands, ["/compact", "/config"]),
            ("re", commands, ["/review"]),
        ])
    func order(query: String, labels: [String], expected: [String]) throws {
        let prepared = labels.map { PreparedCandidate(CompletionCandidate(label: $0)) }
        let rows = try #require(CompletionRanking.best(8, of: prepared, for: query))
        #expect(rows.map(\.candidate.label) == expected)
    }

    @Test(
        "The matched characters are the label's, after folding",
        arguments: [
            ("naive", "naïve.txt", [0, 1, 2, 3, 4]),
            ("resume", "résumé.pdf", [0, 1, 2, 3, 4, 5]),
            // Combining accents: each accented letter is still one character of the label.
            ("resume", "re\u{301}sume\u{301}.pdf", [0, 1, 2, 3, 4, 5]),
            ("Résumé", "resume.pdf", [0, 1, 2, 3, 4, 5]),
            ("ÅNGSTRÖM", "docs/ångström.md", [5, 6, 7, 8, 9, 10, 11, 12]),
            ("wrap", "src/LineWrapper.swift", [8, 9, 10, 11]),
            ("src/", "src/", [0, 1, 2]),
            ("ms", "src/main.swift", [4, 9]),
        ])
    func matchedCharacters(query: String, label: String, expected: [Int]) throws {
        let rows = try #require(
            CompletionRanking.best(1, of: [PreparedCandidate(CompletionCandidate(label: label))], for: query))
        #expect(rows.first?.matchedCharacters == expected)
    }
}
