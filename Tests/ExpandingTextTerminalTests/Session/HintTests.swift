import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// ``Prompt/showsHints``: a hint under the empty box, and `?` there for a summary of the keys until the next key.
@Suite struct HintTests {
    private static let submitting: KeyMap = {
        var map = KeyMap.default
        map.bindReturnKey(.submit)
        return map
    }()

    private static let breakingLines: KeyMap = {
        var map = KeyMap.default
        map.bindReturnKey(.newline)
        return map
    }()

    @Test(arguments: [
        (submitting, false, "? for shortcuts · Ctrl+J for a newline"),
        (submitting, true, "? for shortcuts · Shift+Enter for a newline"),
        (breakingLines, false, "? for shortcuts · Ctrl+D to send"),
    ])
    func theHintNamesTheKeyEnterIsNot(map: KeyMap, disambiguatesKeys: Bool, hint: String) {
        #expect(map.hintParts(disambiguatesKeys: disambiguatesKeys).joined(separator: " · ") == hint)
    }

    @Test func aNarrowBoxKeepsTheHintsFirstPartWhole() {
        let parts = ["? for shortcuts", "Ctrl+J for a newline"]
        #expect(PromptSession.hint(parts, fitting: 40) == "? for shortcuts · Ctrl+J for a newline")
        #expect(PromptSession.hint(parts, fitting: 30) == "? for shortcuts")
        #expect(PromptSession.hint(parts, fitting: 5) == "? for shortcuts")
    }

    @Test func theSummaryListsOnlyKeysThisTerminalSends() {
        let legacy = Self.submitting.summaryRows(disambiguatesKeys: false)
        #expect(legacy.first == KeyMap.HelpRow(keys: "Enter", help: "Submit (a newline after \\)"))
        #expect(legacy.contains(KeyMap.HelpRow(keys: "Alt+Enter, Ctrl+J", help: "Insert a newline")))
        #expect(legacy.contains(KeyMap.HelpRow(keys: "Alt+/", help: "Redo")))
        let kitty = Self.submitting.summaryRows(disambiguatesKeys: true)
        #expect(kitty.contains(KeyMap.HelpRow(keys: "Alt+Enter, Shift+Enter", help: "Insert a newline")))
        #expect(kitty.contains(KeyMap.HelpRow(keys: "Alt+/, Ctrl+Shift+Z", help: "Redo")))
        #expect(kitty.count == KeyMap.summaryCommands.count)
    }

    @Test func theSummaryTakesTwoColumnsWhereBothFit() {
        let rows = [
            KeyMap.HelpRow(keys: "A", help: "one"), KeyMap.HelpRow(keys: "Bb", help: "two"),
            KeyMap.HelpRow(keys: "C", help: "three"),
        ]
        #expect(PromptSession.summaryLines(rows, width: 40) == ["A   one      C   three", "Bb  two"])
        #expect(PromptSession.summaryLines(rows, width: 15) == ["A   one", "Bb  two", "C   three"])
    }

    /// The box's screen rows after each read, for a prompt with hints typing `input` one read at a time.
    private static func screens(typing input: [String], showsHints: Bool = true) throws -> [[String]] {
        var prompt = try Prompt(placeholder: "Message")
        prompt.keyMap = Self.submitting
        prompt.showsHints = showsHints
        let terminal = ScriptedTerminal(
            size: TerminalSize(rows: 12, columns: 80),
            script: [.bytes(ScriptedTerminal.probeAnswers())] + input.map(bytes) + [bytes("\r")])
        var screens: [[String]] = []
        terminal.onRead = { terminal in
            screens.append(replay(terminal, columns: 80, rows: 12).lines.filter { !$0.isEmpty })
        }
        _ = try prompt.read(on: terminal)
        return Array(screens.dropFirst())
    }

    @Test func theHintShowsUnderTheEmptyBoxOnly() throws {
        let screens = try Self.screens(typing: ["a", "\u{7F}"])
        #expect(screens[0] == ["Message", "? for shortcuts · Ctrl+J for a newline"])
        #expect(screens[1] == ["a"])
        #expect(screens[2] == ["Message", "? for shortcuts · Ctrl+J for a newline"])
        #expect(try Self.screens(typing: [], showsHints: false)[0] == ["Message"])
    }

    @Test func questionMarkShowsTheSummaryUntilTheNextKeyWhichActs() throws {
        let screens = try Self.screens(typing: ["?", "b", "\u{7F}", "?", "?"])
        #expect(screens[1].first == "Message")
        #expect(screens[1].dropFirst().first?.hasPrefix("Enter") == true, "\(screens[1])")
        #expect(screens[1].contains { $0.contains("Ctrl+R") && $0.contains("Search earlier texts") })
        // The next key hides it and types.
        #expect(screens[2] == ["b"])
        // `?` while it shows types a question mark.
        #expect(screens[4].count > 2)
        #expect(screens[5] == ["?"])
    }
}
