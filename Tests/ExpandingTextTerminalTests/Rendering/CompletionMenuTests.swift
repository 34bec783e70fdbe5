import Testing

@testable import ExpandingTextTerminal

/// The rows of the completion menu: matched characters bold, the description quiet, the selected row in reverse
/// video, everything cut to the box's width without halving a wide character.
@Suite struct CompletionMenuTests {
    private static func state(
        _ rows: [(label: String, description: String?, matched: [Int])], selected: Int? = 0, message: String? = nil
    ) -> CompletionState {
        CompletionState(
            trigger: CompletionTrigger(sigil: "@", anchor: .wordStart), range: 0..<4, query: "mai",
            rows: rows.map {
                CompletionState.Row(
                    candidate: CompletionCandidate(label: $0.label, description: $0.description),
                    matchedCharacters: $0.matched)
            },
            selectedRow: selected, isSearching: false, message: message)
    }

    private static func text(_ row: [Cell]) -> String { row.map(\.text).joined() }

    @Test("A row: the label with its matches bold, two spaces, the description gray; the selected row inverse")
    func rowStyles() {
        let rows = CompletionMenu.rows(
            for: Self.state([("src/main.swift", "file", [4, 5, 6]), ("main.c", nil, [0, 1, 2])], selected: 0),
            columns: 40, indent: 2, usesColor: true)
        #expect(rows.map(Self.text) == ["  src/main.swift  file", "  main.c"])
        let first = rows[0]
        #expect(first[2].style == .inverse, "an unmatched character of the selected row")
        #expect(first[6].style == [.inverse, .bold], "the matched m")
        #expect(first[18].style == [.inverse, .gray], "the description")
        #expect(rows[1][2].style == .bold, "a matched character of a row not selected")
    }

    @Test("A window of the rows, with the counts of those above and below it at its ends")
    func windowWithCounts() {
        var state = Self.state((1...10).map { ("file\($0)", nil, []) }, selected: 9)
        state.firstVisibleRow = 2
        state.visibleRowLimit = 3
        state.matchCount = 40
        state.selectedRow = 3
        let rows = CompletionMenu.rows(for: state, columns: 30, indent: 0, usesColor: false)
        // 29 columns: the label, then the count at the right end ("↑ 2 more" is 8 columns, "↓ 35 more" 9).
        #expect(
            rows.map(Self.text) == [
                "file3" + String(repeating: " ", count: 29 - 5 - 8) + "↑ 2 more",
                "file4",
                "file5" + String(repeating: " ", count: 29 - 5 - 9) + "↓ 35 more",
            ])
        #expect(rows[0].last?.style == .dim, "the count is quiet")
    }

    /// A slow source showed nothing for seconds after the sigil; now a quiet row says it is searching.
    @Test("A search with nothing to show yet says so; one that found nothing shows nothing")
    func searchingRow() {
        var state = Self.state([], selected: nil)
        state.isSearching = true
        let rows = CompletionMenu.rows(for: state, columns: 30, indent: 2, usesColor: true)
        #expect(rows.map(Self.text) == ["  searching…"])
        #expect(rows.first?.last?.style == .gray)
        state.isSearching = false
        #expect(CompletionMenu.rows(for: state, columns: 30, indent: 2, usesColor: true).isEmpty)
    }

    @Test("The descriptions start in one column after the widest label")
    func alignedDescriptions() {
        let rows = CompletionMenu.rows(
            for: Self.state([("/review", "review the code", []), ("/clear", "empty the log", [])], selected: nil),
            columns: 40, indent: 0, usesColor: false)
        #expect(rows.map(Self.text) == ["/review  review the code", "/clear   empty the log"])
    }

    @Test("Rows are cut to the width, leaving the last column free, and never halve a wide character")
    func cutToWidth() {
        let rows = CompletionMenu.rows(
            for: Self.state([("abcdef", "描述", [])], selected: nil), columns: 10, indent: 0, usesColor: false)
        // 9 columns: "abcdef" (6), two spaces (8), then "描" would take columns 9 and 10.
        #expect(rows.map(Self.text) == ["abcdef  "])
    }

    @Test("A failed search shows its message in place of the rows; a narrow box shows nothing")
    func messageAndNarrowBox() {
        let failed = Self.state([], selected: nil, message: "tags.sh: not found")
        #expect(
            CompletionMenu.rows(for: failed, columns: 40, indent: 0, usesColor: false).map(Self.text) == [
                "tags.sh: not found"
            ])
        #expect(CompletionMenu.rows(for: failed, columns: 2, indent: 2, usesColor: false).isEmpty)
    }

    /// A file's name is listed as the box would show it: tag characters spelled out, bidi controls and other
    /// invisible characters marked, line breaks and control characters as symbols; nothing invisible is written raw.
    @Test(
        "Invisible and control characters in a candidate are marked, as in the box",
        arguments: [
            ("report\u{E0069}\u{E0067}.txt", "report<TAG \"ig\">.txt"),
            ("invoice\u{202E}fdp.exe", "invoice<RLO>fdp.exe"),
            ("two\nlines", "two^Jlines"),
            ("tab\there", "tab^Ihere"),
            ("bell\u{07}", "bell^G"),
            ("zero\u{200B}width", "zero<ZWSP>width"),
        ])
    func invisiblesAreMarked(label: String, shown: String) {
        let rows = CompletionMenu.rows(
            for: Self.state([(label, nil, [])], selected: nil), columns: 60, indent: 0, usesColor: false)
        #expect(rows.map(Self.text) == [shown])
        let written = rows[0].map(\.text).joined().unicodeScalars
        #expect(!written.contains { $0.value >= 0xE0000 || (0x202A...0x202E).contains($0.value) || $0.value < 0x20 })
    }
}
