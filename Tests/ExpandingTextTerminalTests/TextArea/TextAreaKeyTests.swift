import Testing

@testable import ExpandingTextTerminal

/// One row of the key table: bytes typed into a text area, and what it holds afterwards.
struct KeyCase: Sendable, CustomTestStringConvertible {
    /// What the row checks.
    var name: String
    /// The bytes the terminal sends (decoded with an `InputDecoder`, as the prompt does).
    var input: String
    /// The text afterwards.
    var text: String
    /// The caret's visual line and column afterwards.
    var caret: (line: Int, column: Int)
    /// The box's rows afterwards.
    var rows = 1
    /// The first visual line shown.
    var scrollOffset = 0
    /// Terminal columns (the text wraps one column earlier).
    var columns = 11

    var testDescription: String { name }
}

/// A text area of 1 to 3 rows fed `input`; returns it and the outcome of each event.
func textArea(
    typing input: String, columns: Int = 11, lines: ClosedRange<Int> = 1...3, limit: Int? = nil
) throws -> (TextArea, [TextArea.Outcome]) {
    var area = try TextArea(
        expansion: ExpansionPolicy(minLines: lines.lowerBound, maxLines: lines.upperBound),
        size: TerminalSize(rows: 24, columns: columns), characterLimit: limit.map { try CharacterLimit($0) })
    var decoder = InputDecoder()
    // "⏸" stands for a pause in the input: what waits on a silence (a paste's burst, a lone ESC) is resolved there.
    let events = input.split(separator: "⏸", omittingEmptySubsequences: false).flatMap { piece in
        decoder.feed(Array(piece.utf8)) + decoder.flush()
    }
    let outcomes = events.map { area.handle($0) }
    return (area, outcomes)
}

@Suite struct TextAreaKeyTests {
    static let cases: [KeyCase] = [
        KeyCase(name: "typing", input: "hello", text: "hello", caret: (0, 5)),
        KeyCase(
            name: "wrapping grows the box", input: "hello world again", text: "hello world again", caret: (2, 5),
            rows: 3),
        KeyCase(
            name: "past the maximum it scrolls", input: "1\u{1B}\r2\u{1B}\r3\u{1B}\r4", text: "1\n2\n3\n4",
            caret: (3, 1), rows: 3, scrollOffset: 1),
        KeyCase(name: "Ctrl+J inserts a newline", input: "a\nb", text: "a\nb", caret: (1, 1), rows: 2),
        KeyCase(
            name: "Shift+Enter (kitty) inserts a newline", input: "a\u{1B}[13;2ub", text: "a\nb", caret: (1, 1), rows: 2
        ),
        KeyCase(
            name: "Shift+Enter (modifyOtherKeys) inserts a newline", input: "a\u{1B}[27;2;13~b", text: "a\nb",
            caret: (1, 1), rows: 2),
        KeyCase(name: "Backspace", input: "abc\u{7F}", text: "ab", caret: (0, 2)),
        KeyCase(name: "Ctrl+W deletes a word", input: "foo bar\u{17}", text: "foo ", caret: (0, 4)),
        KeyCase(name: "Ctrl+U deletes to the line start", input: "foo bar\u{15}", text: "", caret: (0, 0)),
        KeyCase(name: "Ctrl+K deletes to the line end", input: "foo bar\u{1}\u{1B}f\u{B}", text: "foo", caret: (0, 3)),
        KeyCase(name: "Ctrl+_ undoes the last word", input: "hello world\u{1F}", text: "hello ", caret: (0, 6)),
        KeyCase(
            name: "Alt+/ redoes", input: "hello world\u{1F}\u{1B}/", text: "hello world", caret: (1, 5), rows: 2),
        KeyCase(
            name: "Ctrl+Shift+Z (kitty) redoes", input: "hello world\u{1F}\u{1B}[122;6u", text: "hello world",
            caret: (1, 5), rows: 2),
        KeyCase(name: "Ctrl+Z leaves the text alone", input: "hello\u{1A}", text: "hello", caret: (0, 5)),
        KeyCase(
            name: "Ctrl+W then Ctrl+Y yanks the word back", input: "foo bar\u{17}\u{19}", text: "foo bar",
            caret: (0, 7)),
        KeyCase(
            name: "two Ctrl+W in a row yank back as one, in order", input: "a b c\u{17}\u{17}X\u{19}",
            text: "a Xb c", caret: (0, 6)),
        KeyCase(
            name: "Ctrl+K then Ctrl+K after a motion are two kills; Alt+Y cycles to the older",
            input: "one two\u{1}\u{B}X\u{B}\u{19}\u{1B}y", text: "Xone two", caret: (0, 8)),
        KeyCase(
            name: "Alt+Y going round the ring comes back to the newest",
            input: "ab\u{15}cd\u{15}\u{19}\u{1B}y\u{1B}y", text: "cd", caret: (0, 2)),
        KeyCase(name: "Alt+Y without a yank does nothing", input: "ab\u{15}\u{1B}y", text: "", caret: (0, 0)),
        KeyCase(
            name: "Alt+D and Ctrl+U kill forward and backward", input: "ab cd\u{1B}b\u{1B}d\u{15}\u{19}",
            text: "ab cd", caret: (0, 5)),
        KeyCase(name: "a yank undoes at once", input: "hello\u{15}\u{19}\u{19}\u{1F}", text: "hello", caret: (0, 5)),
        KeyCase(
            name: "Ctrl+T swaps the characters around the caret", input: "abc\u{1B}[D\u{14}", text: "acb",
            caret: (0, 3)),
        KeyCase(name: "Ctrl+T at the end swaps the last two", input: "abc\u{14}", text: "acb", caret: (0, 3)),
        KeyCase(name: "Ctrl+T swaps whole clusters", input: "a👍🏽\u{14}", text: "👍🏽a", caret: (0, 3)),
        KeyCase(name: "Ctrl+T undoes", input: "ab\u{14}\u{1F}", text: "ab", caret: (0, 2)),
        KeyCase(name: "Home", input: "hello\u{1}X", text: "Xhello", caret: (0, 1)),
        KeyCase(name: "End", input: "hello\u{1}\u{5}X", text: "helloX", caret: (0, 6)),
        KeyCase(name: "Left", input: "ab\u{1B}[DX", text: "aXb", caret: (0, 2)),
        KeyCase(name: "Right at the end stays", input: "ab\u{1B}[C", text: "ab", caret: (0, 2)),
        KeyCase(
            name: "Up keeps the goal column through a short line",
            input: "abcdef\u{1B}\rab\u{1B}\rabcdef\u{1B}[A\u{1B}[AX", text: "abcdefX\nab\nabcdef", caret: (0, 7),
            rows: 3),
        KeyCase(
            name: "Down at the last line goes to the end", input: "abc\u{1}\u{1B}[BX", text: "abcX", caret: (0, 4)),
        KeyCase(
            name: "Up on a wrapped paragraph moves by visual line", input: "aaaa bbbb\u{1B}[AX", text: "aaaaX bbbb",
            caret: (0, 5), rows: 2, columns: 7),
        KeyCase(
            name: "Home goes to the visual line's start", input: "aaaa bbbb\u{1}X", text: "aaaa Xbbbb",
            caret: (1, 1), rows: 2, columns: 7),
        KeyCase(
            name: "End of a wrapped line stays on it", input: "aaaa bbbb\u{1B}[A\u{5}", text: "aaaa bbbb",
            caret: (0, 5), rows: 2, columns: 7),
        KeyCase(
            name: "a paste is one edit with CR turned into LF", input: "\u{1B}[200~one\rtwo\u{1B}[201~",
            text: "one\ntwo", caret: (1, 3), rows: 2),
        KeyCase(
            name: "a paste undoes at once", input: "x \u{1B}[200~one\rtwo\u{1B}[201~⏸\u{1F}", text: "x ",
            caret: (0, 2)),
        KeyCase(
            name: "escape sequences in a paste are text", input: "\u{1B}[200~a\u{1B}[31mb\u{1B}[201~",
            text: "a\u{1B}[31mb", caret: (0, 8)),
        KeyCase(name: "a tab advances to the next stop", input: "a\tb", text: "a\tb", caret: (0, 5)),
        KeyCase(name: "wide characters take two columns", input: "日本", text: "日本", caret: (0, 4)),
        KeyCase(name: "Backspace removes a whole cluster", input: "a👍🏽\u{7F}", text: "a", caret: (0, 1)),
        KeyCase(name: "unbound keys do nothing", input: "a\u{1B}[15~\u{1B}", text: "a", caret: (0, 1)),
    ]

    @Test(arguments: cases)
    func keys(_ row: KeyCase) throws {
        let (area, _) = try textArea(typing: row.input, columns: row.columns)
        #expect(area.text == row.text)
        #expect(area.caret == CaretLocation(line: row.caret.line, column: row.caret.column))
        #expect(area.visibleLineCount == row.rows)
        #expect(area.scrollOffset == row.scrollOffset)
    }

    @Test(arguments: [
        ("\r", TextArea.Outcome.submitted), ("\u{3}", .cancelled), ("\u{4}", .cancelled), ("\u{1B}\r", .edited),
    ])
    func submittingAndCancellingAnEmptyBox(input: String, outcome: TextArea.Outcome) throws {
        let (_, outcomes) = try textArea(typing: input)
        #expect(outcomes == [outcome])
    }

    /// Where the terminal cannot tell Shift+Enter from Enter, `\` then Enter inserts a line, as in a shell; one undo
    /// brings the backslash back. Enter after any other character, or with a selection, submits.
    @Test(arguments: [
        ("ls \\\r", "ls \n", TextArea.Outcome.edited),
        ("a\\b\r", "a\\b", .submitted),
        ("one\\\rtwo\r", "one\ntwo", .submitted),
        ("x\\\r\u{1F}", "x\\", .edited),
    ])
    func enterAfterABackslashInsertsALine(input: String, text: String, last: TextArea.Outcome) throws {
        let (area, outcomes) = try textArea(typing: input, columns: 40)
        #expect(area.text == text)
        #expect(outcomes.last == last)
    }

    @Test func outcomesTellEditsFromMotionsFromNothing() throws {
        let (_, outcomes) = try textArea(typing: "a\u{1B}[D\u{1B}[D\u{1B}[C")
        #expect(outcomes == [.edited, .moved, .unchanged, .moved])
    }

    @Test func aReturnKeyThatInsertsNewlines() throws {
        var area = try TextArea(expansion: ExpansionPolicy(minLines: 1), size: TerminalSize(rows: 24, columns: 20))
        area.returnKeyBehavior = .newline
        #expect(area.handle(.press(.enter)) == .edited)
        #expect(area.text == "\n")
    }

    /// The key map decides Enter as every other key: rebinding it in the map (its documented example) takes effect,
    /// and the return-key behaviour is the map's Return bindings.
    @Test func enterIsDecidedByTheKeyMapOnly() throws {
        var keys = KeyMap.default
        keys.bind(KeyChord(.enter), to: .insertNewline)
        var area = try TextArea(
            expansion: ExpansionPolicy(minLines: 1), size: TerminalSize(rows: 24, columns: 20), keyMap: keys)
        #expect(area.handle(.press(.enter)) == .edited)
        #expect(area.text == "\n")
        area.returnKeyBehavior = .submit
        #expect(area.keyMap.command(for: KeyChord(.enter)) == .submit)
        #expect(area.keyMap.command(for: KeyChord(.enter, modifiers: .shift)) == .insertNewline)
        #expect(area.handle(.press(.enter)) == .submitted)
    }

    @Test func theCharacterLimitTrimsTypingAndPastesAndKeepsUndo() throws {
        var (area, _) = try textArea(typing: "abcdefg", limit: 5)
        #expect(area.text == "abcde")
        (area, _) = try textArea(typing: "abc\u{1B}[200~defgh\u{1B}[201~", limit: 5)
        #expect(area.text == "abcde")
        area.handle(.press("_", .control))
        #expect(area.text == "abc")
    }

    @Test func theInitialTextIsCutToTheLimit() throws {
        let area = try TextArea(
            text: "abcdef", expansion: ExpansionPolicy(), size: TerminalSize(rows: 24, columns: 20),
            characterLimit: CharacterLimit(3))
        #expect(area.text == "abc")
    }

    @Test func scrollingKeepsTheCaretInViewMovingUp() throws {
        var (area, _) = try textArea(typing: "1\n2\n3\n4\n5")
        #expect(area.scrollOffset == 2)
        for _ in 0..<3 { area.handle(.press(.up)) }
        #expect(area.caret.line == 1)
        #expect(area.scrollOffset == 1)
        area.handle(.press(.home, .control))
        #expect(area.scrollOffset == 0)
        area.handle(.press(.pageDown))
        #expect(area.caret.line == 3)
        #expect(area.scrollOffset == 1)
    }

    @Test func deletingAtTheEndKeepsTheBoxFull() throws {
        var (area, _) = try textArea(typing: "1\n2\n3\n4\n5")
        area.handle(.press(.home, .control))
        area.handle(.press("k", .control))
        area.handle(.press("k", .control))
        #expect(area.text == "2\n3\n4\n5")
        #expect(area.visibleLineCount == 3)
        #expect(area.scrollOffset == 0)
        area.handle(.press(.end, .control))
        #expect(area.scrollOffset == 1)
        area.handle(.press(.backspace))
        area.handle(.press(.backspace))
        #expect(area.text == "2\n3\n4")
        #expect(area.scrollOffset == 0)
    }

    @Test func theBoxShrinksBackAfterDeleting() throws {
        var (area, _) = try textArea(typing: "hello world again")
        #expect(area.visibleLineCount == 3)
        for _ in 0..<6 { area.handle(.press(.backspace)) }
        #expect(area.text == "hello world")
        #expect(area.visibleLineCount == 2)
        for _ in 0..<6 { area.handle(.press(.backspace)) }
        #expect(area.visibleLineCount == 1)
    }

    @Test func aPlaceholderRaisesTheMinimumToItsLines() throws {
        let area = try TextArea(
            placeholder: "a placeholder\nof two lines", expansion: ExpansionPolicy(minLines: 1, maxLines: 5),
            size: TerminalSize(rows: 24, columns: 16))
        #expect(area.visibleLineCount == 2)
        #expect(area.frame().lines == ["{gray:a placeholder}|", "{gray:of two lines}|"])
    }

    /// A long placeholder in a narrow box made it as tall as the placeholder's wrapped rows: each of its lines now
    /// takes one row, ending in "…" where it wraps on, and the first key changes no height.
    @Test(arguments: [
        ("Type a message, @ to mention a file", ["{gray:Type a message,…}|"]),
        ("Type a message,\nor / for a command", ["{gray:Type a message,}|", "{gray:or / for a…}|"]),
    ])
    func aLongPlaceholderTakesOneRowPerLine(placeholder: String, expected: [String]) throws {
        var area = try TextArea(
            placeholder: placeholder, expansion: ExpansionPolicy(minLines: 1, maxLines: 5),
            size: TerminalSize(rows: 24, columns: 18))
        #expect(area.frame().lines == expected)
        area.handle(.press("a"))
        #expect(area.visibleLineCount == expected.count)
    }

    @Test func theBoxNeverHasMoreRowsThanTheTerminal() throws {
        var area = try TextArea(
            text: "1\n2\n3\n4\n5\n6", expansion: ExpansionPolicy(minLines: 1, maxLines: 8),
            size: TerminalSize(rows: 4, columns: 20))
        #expect(area.visibleLineCount == 4)
        #expect(area.scrollOffset == 2)
        area.resize(to: TerminalSize(rows: 2, columns: 20))
        #expect(area.visibleLineCount == 2)
        #expect(area.scrollOffset == 4)
    }

    @Test func aResizeReWrapsTheText() throws {
        var (area, _) = try textArea(typing: "hello world", columns: 20)
        #expect(area.visibleLineCount == 1)
        area.resize(to: TerminalSize(rows: 24, columns: 7))
        #expect(area.textWidth == 6)
        #expect(area.visibleLineCount == 2)
        #expect(area.caret == CaretLocation(line: 1, column: 5))
    }

    @Test func resetEmptiesTheBoxAndForgetsUndo() throws {
        var (area, _) = try textArea(typing: "hello\u{1B}\rworld")
        area.reset()
        #expect(area.text.isEmpty)
        #expect(area.visibleLineCount == 1)
        #expect(area.handle(.press("_", .control)) == .unchanged)
    }

    @Test func setTextIsUndoable() throws {
        var (area, _) = try textArea(typing: "draft")
        #expect(area.setText("other text") == .edited)
        area.handle(.press("_", .control))
        #expect(area.text == "draft")
    }
}
