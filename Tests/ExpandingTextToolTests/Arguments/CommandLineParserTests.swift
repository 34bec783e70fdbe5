import ExpandingTextTerminal
import Testing

@testable import expanding_text

@Suite struct CommandLineParserTests {
    // MARK: - Subcommands and defaults

    @Test func noArgumentsIsWriteWithDefaults() throws {
        #expect(try CommandLineParser.parse([]) == .write(PromptOptions()))
        let defaults = PromptOptions()
        #expect(defaults.minLines == 1)
        #expect(defaults.maxLines == 8)
        #expect(defaults.width == nil)
        #expect(defaults.placeholder.isEmpty)
    }

    @Test func allowEmptyIsAFlagOfWrite() throws {
        var expected = PromptOptions()
        expected.allowsEmpty = true
        #expect(try CommandLineParser.parse(["--allow-empty"]) == .write(expected))
        #expect(try CommandLineParser.parse(["write"]) == .write(PromptOptions()))
    }

    @Test func hintsAreOnOffOrTheCommandsDefault() throws {
        var on = PromptOptions()
        on.showsHints = true
        var off = PromptOptions()
        off.showsHints = false
        #expect(try CommandLineParser.parse(["--hints"]) == .write(on))
        #expect(try CommandLineParser.parse(["chat", "--no-hints"]) == .chat(off))
        #expect(try CommandLineParser.parse(["chat"]) == .chat(PromptOptions()))
    }

    @Test func replyWithIsAnOptionOfChat() throws {
        var expected = PromptOptions()
        expected.replyCommand = "./answer.sh --fast"
        #expect(try CommandLineParser.parse(["chat", "--reply-with", "./answer.sh --fast"]) == .chat(expected))
        #expect(try CommandLineParser.parse(["chat", "--reply-with=./answer.sh --fast"]) == .chat(expected))
    }

    @Test func chatLogEntriesMarkEachMessageAndIndentItsLines() {
        #expect(PromptCommand.logEntry(Submission(text: "hello")) == "› hello")
        #expect(PromptCommand.logEntry(Submission(text: "two\nlines")) == "› two\n  lines")
        // A collapsed paste is logged as its token: 40,000 pasted lines took seconds to print above the box.
        var pasted = Submission(text: "see ")
        let paste = (1...40_000).map { "line \($0)" }.joined(separator: "\n")
        pasted.append(TextElement(kind: .paste, text: paste, label: "[Pasted text #1 +40000 lines]"))
        pasted.text += "\nthanks"
        #expect(PromptCommand.logEntry(pasted) == "› see [Pasted text #1 +40000 lines]\n  thanks")
    }

    @Test func subcommands() throws {
        #expect(try CommandLineParser.parse(["write"]) == .write(PromptOptions()))
        #expect(try CommandLineParser.parse(["chat"]) == .chat(PromptOptions()))
        #expect(try CommandLineParser.parse(["layout"]) == .layout(LayoutOptions()))
        let defaults = LayoutOptions()
        #expect(defaults.width == 80)
        #expect(defaults.tabWidth == 4)
        #expect(defaults.minLines == 1)
        #expect(defaults.maxLines == nil)
        #expect(!defaults.json)
    }

    @Test(arguments: [["--help"], ["-h"], ["write", "--help"], ["layout", "-h"], ["chat", "--width", "3", "--help"]])
    func help(arguments: [String]) throws {
        #expect(try CommandLineParser.parse(arguments) == .help)
    }

    @Test(arguments: [["--version"], ["layout", "--version"], ["--version", "--bogus"]])
    func version(arguments: [String]) throws {
        #expect(try CommandLineParser.parse(arguments) == .version)
    }

    // MARK: - Every option, both forms

    /// Each option of write/chat in the `--name value` form, the `--name=value` form, and what it sets.
    static let promptOptionCases: [(name: String, value: String, expected: PromptOptions)] = [
        ("--placeholder", "Message", PromptOptions(placeholder: "Message")),
        ("--placeholder", "", PromptOptions(placeholder: "")),
        ("--placeholder", "a=b -c", PromptOptions(placeholder: "a=b -c")),
        ("--min-lines", "3", PromptOptions(minLines: 3)),
        ("--max-lines", "12", PromptOptions(maxLines: 12)),
        ("--max-lines", "1", PromptOptions(maxLines: 1)),
        ("--width", "40", PromptOptions(width: 40)),
        ("--char-limit", "280", PromptOptions(characterLimit: 280)),
        ("--value", "Hello\nworld 🌍", PromptOptions(value: "Hello\nworld 🌍")),
        ("--value", "", PromptOptions(value: "")),
        ("--draft", "/tmp/d.txt", PromptOptions(draftPath: "/tmp/d.txt")),
        ("--draft", "a=b", PromptOptions(draftPath: "a=b")),
    ]

    @Test(arguments: promptOptionCases)
    func promptOptionBothForms(name: String, value: String, expected: PromptOptions) throws {
        #expect(try CommandLineParser.parse([name, value]) == .write(expected))
        #expect(try CommandLineParser.parse(["\(name)=\(value)"]) == .write(expected))
        #expect(try CommandLineParser.parse(["write", name, value]) == .write(expected))
        #expect(try CommandLineParser.parse(["chat", "\(name)=\(value)"]) == .chat(expected))
    }

    static let layoutOptionCases: [(arguments: [String], expected: LayoutOptions)] = [
        (["--width", "20"], LayoutOptions(width: 20)),
        (["--width=1"], LayoutOptions(width: 1)),
        (["--min-lines", "2"], LayoutOptions(minLines: 2)),
        (["--min-lines=2"], LayoutOptions(minLines: 2)),
        (["--max-lines", "5"], LayoutOptions(maxLines: 5)),
        (["--max-lines=5"], LayoutOptions(maxLines: 5)),
        (["--tab-width", "8"], LayoutOptions(tabWidth: 8)),
        (["--tab-width=8"], LayoutOptions(tabWidth: 8)),
        (["--json"], LayoutOptions(json: true)),
        (
            ["--json", "--width=7", "--tab-width", "2", "--min-lines", "3", "--max-lines=3"],
            LayoutOptions(width: 7, minLines: 3, maxLines: 3, tabWidth: 2, json: true)
        ),
    ]

    @Test(arguments: layoutOptionCases)
    func layoutOptions(arguments: [String], expected: LayoutOptions) throws {
        #expect(try CommandLineParser.parse(["layout"] + arguments) == .layout(expected))
    }

    @Test func allPromptOptionsTogether() throws {
        let arguments = [
            "chat", "--placeholder=Say something", "--min-lines", "2", "--max-lines=4", "--width", "60",
            "--char-limit=10", "--value", "hi", "--draft=/tmp/x",
        ]
        let expected = PromptOptions(
            placeholder: "Say something", minLines: 2, maxLines: 4, width: 60, characterLimit: 10, value: "hi",
            draftPath: "/tmp/x")
        #expect(try CommandLineParser.parse(arguments) == .chat(expected))
    }

    @Test func valuesMayLookLikeOptions() throws {
        #expect(try CommandLineParser.parse(["--value", "--draft"]) == .write(PromptOptions(value: "--draft")))
        #expect(try CommandLineParser.parse(["--placeholder", "-h"]) == .write(PromptOptions(placeholder: "-h")))
        #expect(try CommandLineParser.parse(["--value", "-"]) == .write(PromptOptions(value: "-")))
        #expect(try CommandLineParser.parse(["--value==x"]) == .write(PromptOptions(value: "=x")))
    }

    @Test func lastOccurrenceWins() throws {
        #expect(try CommandLineParser.parse(["--width", "3", "--width=9"]) == .write(PromptOptions(width: 9)))
    }

    @Test func numbersAllowLeadingZeros() throws {
        #expect(try CommandLineParser.parse(["--width", "007"]) == .write(PromptOptions(width: 7)))
    }

    @Test func minimumEqualToMaximumIsFine() throws {
        #expect(
            try CommandLineParser.parse(["--min-lines", "8"]) == .write(PromptOptions(minLines: 8, maxLines: 8)))
        #expect(try CommandLineParser.parse(["layout", "--min-lines", "50"]) == .layout(LayoutOptions(minLines: 50)))
    }

    @Test func valueWithinCharacterLimitCountsCharacters() throws {
        // 3 characters (grapheme clusters), 6 scalars, 17 UTF-8 bytes.
        let value = "e\u{301}👍🏽🇫🇷"
        #expect(
            try CommandLineParser.parse(["--char-limit", "3", "--value", value])
                == .write(PromptOptions(characterLimit: 3, value: value)))
    }

    // MARK: - Errors

    /// Every kind of bad command line, the argument the error must name, and the exact one-line message.
    static let errorCases: [(arguments: [String], argument: String, message: String)] = [
        (
            ["--width", "x"], "--width",
            "error: --width must be a whole number ≥ 1, got 'x'"
        ),
        (["--width=0"], "--width", "error: --width must be a whole number ≥ 1, got '0'"),
        (
            ["--complete-with", "ab=./x"], "--complete-with",
            "error: --complete-with must be one sign, =, then a command (as in '#=./tags.sh'), got 'ab=./x'"
        ),
        (
            ["--complete-with", "t=./x"], "--complete-with",
            "error: --complete-with must be one sign, =, then a command (as in '#=./tags.sh'), got 't=./x'"
        ),
        (
            ["--complete-with", "#= "], "--complete-with",
            "error: --complete-with needs a command after '#=', got '#= '"
        ),
        (
            ["--complete-with", "#=a", "--complete-with", "#=b"], "--complete-with",
            "error: --complete-with: '#' already opens another completion"
        ),
        (
            ["--complete-files", "--complete-with=@=./people.sh"], "--complete-with",
            "error: --complete-with: '@' already opens another completion"
        ),
        (["--width", "-3"], "--width", "error: --width must be a whole number ≥ 1, got '-3'"),
        (["--width", "+3"], "--width", "error: --width must be a whole number ≥ 1, got '+3'"),
        (["--width", " 3"], "--width", "error: --width must be a whole number ≥ 1, got ' 3'"),
        (["--width", "3.5"], "--width", "error: --width must be a whole number ≥ 1, got '3.5'"),
        (["--width="], "--width", "error: --width must be a whole number ≥ 1, got ''"),
        (["--width", "٣"], "--width", "error: --width must be a whole number ≥ 1, got '٣'"),
        (
            ["--width", "99999999999999999999"], "--width",
            "error: --width must be a whole number ≥ 1 and at most 2147483647, got '99999999999999999999'"
        ),
        (["--width"], "--width", "error: --width needs a value: a whole number ≥ 1"),
        (["--min-lines", "0"], "--min-lines", "error: --min-lines must be a whole number ≥ 1, got '0'"),
        (
            ["--max-lines", "x"], "--max-lines",
            "error: --max-lines must be a whole number ≥ --min-lines (1), got 'x'"
        ),
        (
            ["--max-lines=none", "--min-lines", "3"], "--max-lines",
            "error: --max-lines must be a whole number ≥ --min-lines (3), got 'none'"
        ),
        (
            ["layout", "--max-lines", "0", "--min-lines=2"], "--max-lines",
            "error: --max-lines must be a whole number ≥ --min-lines (2), got '0'"
        ),
        (["--char-limit", "0"], "--char-limit", "error: --char-limit must be a whole number ≥ 1, got '0'"),
        (["layout", "--tab-width", "0"], "--tab-width", "error: --tab-width must be a whole number ≥ 1, got '0'"),
        (
            ["--min-lines", "3", "--max-lines", "2"], "--max-lines",
            "error: --max-lines must be a whole number ≥ --min-lines (3), got '2'"
        ),
        (
            ["--max-lines", "2", "--min-lines", "3"], "--max-lines",
            "error: --max-lines must be a whole number ≥ --min-lines (3), got '2'"
        ),
        (
            ["layout", "--min-lines=4", "--max-lines=1"], "--max-lines",
            "error: --max-lines must be a whole number ≥ --min-lines (4), got '1'"
        ),
        (
            ["--min-lines", "9"], "--min-lines",
            "error: --min-lines must be a whole number ≤ --max-lines (8 by default), got '9'"
        ),
        (["--placeholder"], "--placeholder", "error: --placeholder needs a value: a text"),
        (["chat", "--value"], "--value", "error: --value needs a value: a text"),
        (["--draft"], "--draft", "error: --draft needs a value: a file path"),
        (["--draft="], "--draft", "error: --draft needs a file path, got ''"),
        (["--draft", ""], "--draft", "error: --draft needs a file path, got ''"),
        (
            ["--char-limit", "2", "--value", "abc"], "--value",
            "error: --value must be at most --char-limit (2) characters long, got 3 characters"
        ),
        (["layout", "--json=yes"], "--json", "error: --json takes no value, got 'yes'"),
        (["--help=1"], "--help", "error: --help takes no value, got '1'"),
        (["--version="], "--version", "error: --version takes no value, got ''"),
        (
            ["--bogus"], "--bogus",
            "error: unknown option '--bogus' for 'write' (accepted: --placeholder, --min-lines, --max-lines, "
                + "--width, --char-limit, --value, --draft, --history, --allow-empty, --mouse, --no-clipboard, --hints, --no-hints, --output-format, --collapse-pastes, --no-collapse-pastes, --highlight, --no-highlight, --complete-files, --commands, --complete-with, --help, -h, --version, --generate-completion-script)"
        ),
        (
            ["layout", "-x"], "-x",
            "error: unknown option '-x' for 'layout' (accepted: --min-lines, --max-lines, --width, --tab-width, "
                + "--json, --help, -h, --version, --generate-completion-script)"
        ),
        (
            ["--Width", "3"], "--Width",
            "error: unknown option '--Width' for 'write' (accepted: --placeholder, --min-lines, --max-lines, "
                + "--width, --char-limit, --value, --draft, --history, --allow-empty, --mouse, --no-clipboard, --hints, --no-hints, --output-format, --collapse-pastes, --no-collapse-pastes, --highlight, --no-highlight, --complete-files, --commands, --complete-with, --help, -h, --version, --generate-completion-script)"
        ),
        (
            ["--json"], "--json",
            "error: --json is an option of 'layout', not of 'write' (accepted: --placeholder, --min-lines, "
                + "--max-lines, --width, --char-limit, --value, --draft, --history, --allow-empty, --mouse, --no-clipboard, --hints, --no-hints, --output-format, --collapse-pastes, --no-collapse-pastes, --highlight, --no-highlight, --complete-files, --commands, --complete-with, --help, -h, --version, --generate-completion-script)"
        ),
        (
            ["chat", "--tab-width", "2"], "--tab-width",
            "error: --tab-width is an option of 'layout', not of 'chat' (accepted: --placeholder, --min-lines, "
                + "--max-lines, --width, --char-limit, --value, --draft, --history, --mouse, --no-clipboard, --hints, --no-hints, --output-format, --collapse-pastes, --no-collapse-pastes, --highlight, --no-highlight, --complete-files, --commands, --complete-with, --reply-with, --help, -h, --version, --generate-completion-script)"
        ),
        (
            ["chat", "--allow-empty"], "--allow-empty",
            "error: --allow-empty is an option of 'write', not of 'chat' (accepted: --placeholder, --min-lines, "
                + "--max-lines, --width, --char-limit, --value, --draft, --history, --mouse, --no-clipboard, --hints, --no-hints, --output-format, --collapse-pastes, --no-collapse-pastes, --highlight, --no-highlight, --complete-files, --commands, --complete-with, --reply-with, --help, -h, --version, --generate-completion-script)"
        ),
        (
            ["--reply-with", "cat"], "--reply-with",
            "error: --reply-with is an option of 'chat', not of 'write' (accepted: --placeholder, --min-lines, "
                + "--max-lines, --width, --char-limit, --value, --draft, --history, --allow-empty, --mouse, --no-clipboard, --hints, --no-hints, --output-format, --collapse-pastes, --no-collapse-pastes, --highlight, --no-highlight, --complete-files, --commands, --complete-with, --help, -h, --version, --generate-completion-script)"
        ),
        (["chat", "--reply-with", " "], "--reply-with", "error: --reply-with needs a command, got ' '"),
        (
            ["layout", "--placeholder", "x"], "--placeholder",
            "error: --placeholder is an option of 'write' and 'chat', not of 'layout' (accepted: --min-lines, "
                + "--max-lines, --width, --tab-width, --json, --help, -h, --version, --generate-completion-script)"
        ),
        (
            ["layout", "--draft=f"], "--draft",
            "error: --draft is an option of 'write' and 'chat', not of 'layout' (accepted: --min-lines, "
                + "--max-lines, --width, --tab-width, --json, --help, -h, --version, --generate-completion-script)"
        ),
        (
            ["wrte"], "wrte",
            "error: unknown command 'wrte' (accepted: write, chat or layout, or options only for write)"
        ),
        (
            [""], "",
            "error: unknown command '' (accepted: write, chat or layout, or options only for write)"
        ),
        (
            ["--width", "3", "chat"], "chat",
            "error: unexpected argument 'chat': the command (write, chat or layout) comes first"
        ),
        (
            ["write", "hello"], "hello",
            "error: unexpected argument 'hello' (write takes options only: --placeholder, --min-lines, "
                + "--max-lines, --width, --char-limit, --value, --draft, --history, --allow-empty, --mouse, --no-clipboard, --hints, --no-hints, --output-format, --collapse-pastes, --no-collapse-pastes, --highlight, --no-highlight, --complete-files, --commands, --complete-with, --help, -h, --version, --generate-completion-script)"
        ),
        (
            ["layout", "-"], "-",
            "error: unexpected argument '-' (layout takes options only: --min-lines, --max-lines, --width, "
                + "--tab-width, --json, --help, -h, --version, --generate-completion-script)"
        ),
        (
            ["--", "x"], "x", "error: unexpected argument 'x' after '--' (expanding-text takes options only)"
        ),
    ]

    @Test func completionOptionsAreRead() throws {
        let invocation = try CommandLineParser.parse([
            "chat", "--complete-files", "--commands", "cmds", "--complete-with", "#=./tags.sh a",
            "--complete-with=!=./bang.sh",
        ])
        guard case .chat(let options) = invocation else {
            Issue.record("not chat: \(invocation)")
            return
        }
        #expect(options.completesFiles)
        #expect(options.commandsPath == "cmds")
        #expect(
            options.commandCompletions == [
                CommandCompletion(sigil: "#", command: "./tags.sh a"),
                CommandCompletion(sigil: "!", command: "./bang.sh"),
            ])
    }

    @Test(arguments: errorCases)
    func errorNamesTheArgument(arguments: [String], argument: String, message: String) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
        do {
            _ = try CommandLineParser.parse(arguments)
        } catch {
            #expect(error.argument == argument)
            #expect(error.description == message)
            #expect(error.description.hasPrefix("error: "))
            #expect(!error.description.contains("\n"), "one line")
            if !argument.isEmpty {
                #expect(error.message.contains(argument))
            }
        }
    }

    @Test func firstProblemInArgumentOrderWins() {
        #expect(throws: UsageError(argument: "--width", message: "--width must be a whole number ≥ 1, got 'a'")) {
            try CommandLineParser.parse(["--width", "a", "--min-lines", "b"])
        }
    }

    @Test func theShapeOfTheLineIsCheckedBeforeValues() {
        #expect(
            throws: UsageError(
                argument: "--bogus",
                message: "unknown option '--bogus' for 'write' (accepted: "
                    + "--placeholder, --min-lines, --max-lines, --width, --char-limit, --value, --draft, --history, "
                    + "--allow-empty, --mouse, --no-clipboard, --hints, --no-hints, --output-format, --collapse-pastes, --no-collapse-pastes, --highlight, --no-highlight, --complete-files, --commands, --complete-with, --help, -h, --version, --generate-completion-script)"
            )
        ) {
            try CommandLineParser.parse(["--width", "a", "--bogus"])
        }
    }

    @Test func errorBeforeHelpIsReported() {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["--bogus", "--help"]) }
    }
}
