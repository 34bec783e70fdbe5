import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// Ctrl+R works as in readline: Enter submits the entry found at once (it used to take the entry into the box and
/// wait for a second Enter), Escape and the arrow keys take it into the box for editing, and Ctrl+G goes back to
/// what was typed before the search.
@Suite struct HistorySearchKeysTests {
    private static func prompt() throws -> Prompt {
        var prompt = try Prompt()
        prompt.history = ["git commit", "ls -l", "git push"]
        return prompt
    }

    @Test func enterSubmitsTheEntryFound() throws {
        let prompt = try Self.prompt()
        let typed = terminal(bytes("draft"), bytes("\u{12}"), bytes("gi"), bytes("\r"))
        #expect(try prompt.read(on: typed) == "git push", "one Enter, as in readline")
    }

    @Test func escapeTakesTheEntryIntoTheBoxForEditing() throws {
        let prompt = try Self.prompt()
        let typed = terminal(bytes("\u{12}"), bytes("ls"), bytes("\u{1B}"), .timedOut, bytes("a"), bytes("\r"))
        #expect(try prompt.read(on: typed) == "ls -la")
    }

    @Test func anArrowKeyTakesTheEntryAndMovesInIt() throws {
        let prompt = try Self.prompt()
        let typed = terminal(bytes("\u{12}"), bytes("ls"), bytes("\u{1B}[D"), bytes("X"), bytes("\r"))
        #expect(try prompt.read(on: typed) == "ls -Xl")
    }

    @Test func controlGGoesBackToTheTextBeforeTheSearch() throws {
        let prompt = try Self.prompt()
        let typed = terminal(bytes("draft"), bytes("\u{12}"), bytes("ls"), bytes("\u{7}"), bytes("\r"))
        #expect(try prompt.read(on: typed) == "draft")
    }
}

/// Ctrl+R marks where the entry found holds what was typed (nothing did: the entry showed, the match unmarked).
@Suite struct HistorySearchMarkTests {
    @Test func theMatchIsInReverseVideoUntilTheSearchEnds() throws {
        var area = try TextArea(
            text: "", expansion: .init(minLines: 1, maxLines: 3), size: TerminalSize(rows: 10, columns: 30))
        for entry in ["git commit -m fix", "ls -l"] { area.history.add(entry) }
        area.handle(.press("r", .control))
        for character in "com" { area.handle(.press(Key.character(character))) }
        #expect(area.frame().lines.first == "git {inverse:com}mit -m fix|")
        // More typed, the mark follows; a query with no match marks nothing.
        area.handle(.press("m"))
        #expect(area.frame().lines.first == "git {inverse:comm}it -m fix|")
        area.handle(.press("z"))
        #expect(area.frame().lines.first == "git commit -m fix|")
        area.handle(.press(.backspace))
        // Ending the search (Esc) keeps the entry, unmarked.
        area.handle(.press(.escape))
        #expect(area.frame().lines.first == "git commit -m fix|")
    }
}
