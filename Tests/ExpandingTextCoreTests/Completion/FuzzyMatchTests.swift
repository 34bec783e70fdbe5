import ExpandingTextTestSupport
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

    @Test(
        "The score alone, for ranking, is the full match's score",
        arguments: [
            ("mai", "src/main.swift"), ("ms", "src/main.swift"), ("tv", "text_view.swift"), ("aaa", "a_aa_aaa"),
            ("x", "👨‍👩‍👧x"), ("mai", "src/model.swift"), ("", "anything"),
        ])
    func scoreAgrees(query: String, label: String) {
        var scratch = [Int](repeating: 7, count: 3)
        let score = FuzzyMatch.score(query: FoldedText(query), label: FoldedText(label), scratch: &scratch)
        #expect(score == FuzzyMatch(query: query, label: label)?.score)
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

    @Test(
        "An ASCII text is folded byte by byte as any text is, scalar by scalar",
        arguments: [
            "src/main.swift", "Sources\\Win\\Path.cs", "parseHTTPRequest", "v2_release-Notes.md", "a1B2c3 D4",
            "~/.config/x", "\t tab\u{7F}del\u{0}nul", "ALLCAPS/lower", "",
        ])
    func asciiFoldingMatchesTheGeneralOne(text: String) {
        let fast = FoldedText(ascii: text)
        let general = FoldedText(anyText: text)
        #expect(fast.scalars == general.scalars)
        #expect(fast.bonus == general.bonus)
        let all = Array(0..<general.scalars.count)
        #expect(fast.characterOffsets(ofScalars: all) == general.characterOffsets(ofScalars: all))
    }

    @Test("Random ASCII texts are folded alike both ways")
    func randomAsciiFolding() {
        var generator = SplitMix64(seed: 7)
        let bytes = (0..<0x80).map(UInt8.init).filter { $0 != 0x0D }
        for _ in 0..<500 {
            let text = String(
                decoding: (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                    bytes.randomElement(using: &generator)!
                }, as: UTF8.self)
            let fast = FoldedText(ascii: text)
            let general = FoldedText(anyText: text)
            #expect(fast.scalars == general.scalars && fast.bonus == general.bonus, "\(Array(text.utf8))")
        }
    }
}
