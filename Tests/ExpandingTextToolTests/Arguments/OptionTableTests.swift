import Foundation
import Testing

@testable import expanding_text

/// Every option is declared once, in the table: the help, the man page and the completion scripts are made from it,
/// and the shipped man page is the one it makes.
@Suite struct OptionTableTests {
    private typealias Option = CommandLineParser.Option

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Compares `docs/expanding-text.1` with the page the table makes; `EXPANDING_TEXT_RECORD=1` writes it instead
    /// (read the diff before committing it).
    @Test func theShippedManualPageIsTheOneTheTableMakes() throws {
        let url = Self.root.appendingPathComponent("docs/expanding-text.1")
        if ProcessInfo.processInfo.environment["EXPANDING_TEXT_RECORD"] == "1" {
            try ManualPage.text.write(to: url, atomically: true, encoding: .utf8)
        }
        let shipped = try String(contentsOf: url, encoding: .utf8)
        #expect(shipped == ManualPage.text, "re-record with EXPANDING_TEXT_RECORD=1 if the change is intended")
    }

    /// The page as `man` shows it: groff with every warning on has nothing to say (raw UTF-8 and lines it cannot
    /// break were warned about).
    @Test func theManualPageRendersWithoutAWarning() throws {
        let groff = Process()
        groff.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        groff.arguments = ["groff", "-man", "-Tutf8", "-ww"]
        let input = Pipe()
        let errors = Pipe()
        groff.standardInput = input
        groff.standardOutput = FileHandle.nullDevice
        groff.standardError = errors
        try groff.run()
        input.fileHandleForWriting.write(Data(ManualPage.text.utf8))
        try input.fileHandleForWriting.close()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        groff.waitUntilExit()
        #expect(groff.terminationStatus == 0)
        #expect(warnings.isEmpty, "groff: \(warnings)")
    }

    @Test func theHelpTheManualPageAndEachCompletionScriptNameEveryListedOption() {
        let scripts = CompletionScript.Shell.allCases.map { CompletionScript(shell: $0).text }
        for option in Option.all where option.isListed {
            #expect(HelpText.help.contains(option.name), "\(option.name) in --help")
            #expect(ManualPage.text.contains(ManualPage.escaped(option.name)), "\(option.name) in the man page")
            for (shell, script) in zip(CompletionScript.Shell.allCases, scripts) {
                let name = shell == .fish ? "-l \(CompletionScript.longName(option))" : option.name
                #expect(script.contains(name), "\(option.name) in the \(shell) script")
            }
        }
    }

    /// The rule for switches: one that is on by default for some subcommand can be turned off with `--no-NAME`.
    @Test func aSwitchOnByDefaultHasANoForm() {
        for option in Option.all where option.value == .none {
            let isOnByDefault = option.uses.contains { $0.defaultValue == "on" }
            let negation = "--no-" + CompletionScript.longName(option)
            #expect(!isOnByDefault || Option.named(negation) != nil, "\(option.name) needs \(negation)")
        }
    }

    @Test func eachOptionServesTheSubcommandsItsUsesName() throws {
        #expect(Option.placeholder.subcommands == [.write, .chat])
        #expect(Option.allowEmpty.subcommands == [.write])
        #expect(Option.width.subcommands == Set(Subcommand.allCases))
        #expect(Option.width.uses.count == 2, "the box's width, and the wrapping width of layout")
        #expect(
            try CommandLineParser.parse(["chat", "--generate-completion-script", "fish"]) == .completionScript(.fish))
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["--generate-completion-script", "tcsh"]) }
    }

    /// bash completes with the script: the options of the subcommand typed, the words of a choice, file names.
    @Test(arguments: [
        (["expanding-text", "chat", "--dr"], ["--draft"]),
        (["expanding-text", "layout", "--j"], ["--json"]),
        (["expanding-text", "layout", "--d"], []),
        (["expanding-text", "ch"], ["chat"]),
        (["expanding-text", "--generate-completion-script", "z"], ["zsh"]),
        (["expanding-text", "--width", ""], []),
    ])
    func bashCompletesFromTheScript(words: [String], expected: [String]) throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
        try CompletionScript(shell: .bash).text.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let command =
            "source '\(script.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _expanding_text; "
            + "printf '%s\\n' \"${COMPREPLY[@]}\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", command]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.split(separator: "\n").map(String.init) == expected)
    }
}
