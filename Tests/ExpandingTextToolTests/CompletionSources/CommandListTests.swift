import Testing

@testable import expanding_text

/// The commands file of `--commands`: a command per line, its description after a tab; anything else is reported
/// with its line.
@Suite struct CommandListTests {
    @Test("Commands with and without descriptions; blank lines and CRLF endings are fine")
    func parsesCommands() throws {
        let list = try CommandList(parsing: "/help\tShow the keys\r\n\n/quit\n", path: "commands")
        #expect(list.commands.map(\.label) == ["/help", "/quit"])
        #expect(list.commands.map(\.description) == ["Show the keys", nil])
        #expect(list.commands.map(\.insertion) == ["/help", "/quit"])
    }

    @Test(
        "A line that is no command is reported with its number",
        arguments: [("help\tno slash", 1), ("/ok\n/two words", 2), ("/\tnothing", 1)])
    func reportsBadLines(text: String, line: Int) {
        #expect(throws: CommandListError.self) { try CommandList(parsing: text, path: "commands") }
        do {
            _ = try CommandList(parsing: text, path: "commands")
        } catch {
            #expect(error.line == line)
            #expect(error.description.hasPrefix("expanding-text: commands file 'commands' line \(line): "))
        }
    }

    @Test("A missing file is reported")
    func missingFile() {
        #expect(throws: CommandListError(path: "/nonexistent/commands", reason: "no such file")) {
            try CommandList(path: "/nonexistent/commands")
        }
    }
}
