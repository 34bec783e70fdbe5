import ExpandingTextTerminal
import Foundation
import Testing

@testable import expanding_text

/// The whole tool from its arguments to its exit status and streams, for everything that needs no terminal.
@Suite struct ToolRunTests {
    private func run(_ arguments: [String], input: [UInt8] = []) -> (ExitCode, CapturedOutput) {
        let output = CapturedOutput()
        let status = Tool.run(arguments, output: output.output) { input }
        return (status, output)
    }

    @Test(arguments: ParserErrorCases.all)
    func badArgumentsExit2WithTheErrorThenTheUsageOnStandardError(arguments: [String], message: String) {
        let (status, output) = run(arguments)
        #expect(status == .usage)
        #expect(status.rawValue == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == message + "\n" + HelpText.usage)
    }

    @Test func helpGoesToStandardOutputWithTheKeyMapTable() {
        let (status, output) = run(["--help"])
        #expect(status == .success)
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput.hasPrefix("expanding-text \(ExpandingText.version): "))
        #expect(output.standardOutput.contains(HelpText.usage))
        #expect(output.standardOutput.contains(KeyMap.default.helpText), "the key table comes from the KeyMap data")
        for layer in KeyMap.layers {
            #expect(output.standardOutput.contains(layer.helpText), "the keys of \(layer.title), from the key table")
        }
        for option in CommandLineParser.Option.all {
            #expect(output.standardOutput.contains(option.name), "\(option.name) is documented")
        }
        for line in output.standardOutput.split(separator: "\n") {
            #expect(line.count <= 120, "\(line)")
        }
    }

    /// The README lists the options and the keys as `--help` does, from the table of options and the key map:
    /// nothing hand-written.
    @Test func theReadmeListsTheOptionsAndTheKeysAsTheHelpDoes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```text\n" + KeyMap.default.helpText + "```"))
        for layer in KeyMap.layers {
            #expect(readme.contains("```text\n" + layer.helpText + "```"), "the README's keys of \(layer.title)")
        }
        #expect(readme.contains("```text\n" + HelpText.options.dropLast() + "```"), "the README's option list")
        for option in CommandLineParser.Option.all where option.isListed {
            #expect(readme.contains(option.name), "\(option.name) is in the README")
        }
    }

    @Test func versionGoesToStandardOutput() {
        let (status, output) = run(["--version"])
        #expect(status == .success)
        #expect(output.standardOutput == "expanding-text \(ExpandingText.version)\n")
        #expect(output.standardError.isEmpty)
    }

    @Test func layoutReadsStandardInput() {
        let (status, output) = run(["layout", "--width=5", "--json"], input: Array("ab cd ef".utf8))
        #expect(status == .success)
        #expect(
            output.standardOutput
                == #"{"width":5,"contentLines":2,"visibleLines":2,"scrollable":false,"lines":[{"text":"ab cd ","width":5},{"text":"ef","width":2}]}"#
                + "\n")
    }
}

/// A few usage errors, end to end (the parser's own tests cover every kind).
enum ParserErrorCases {
    static let all: [([String], String)] = [
        (["--max-lines", "x"], "error: --max-lines must be a whole number ≥ --min-lines (1), got 'x'"),
        (["layout", "--json=1"], "error: --json takes no value, got '1'"),
        (["nope"], "error: unknown command 'nope' (accepted: write, chat or layout, or options only for write)"),
        (
            ["--char-limit", "1", "--value", "ab"],
            "error: --value must be at most --char-limit (1) characters long, got 2 characters"
        ),
    ]
}
