import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The completion menu in a prompt's run loop, on a scripted terminal.
@Suite(.timeLimit(.minutes(1)))
struct CompletionSessionTests {
    private struct Commands: CompletionSource {
        let trigger = CompletionTrigger(sigil: "/", anchor: .startOfText)
        func candidates(for query: String) async throws -> [CompletionCandidate] {
            [CompletionCandidate(label: "/héllo", description: "greet"), CompletionCandidate(label: "/quit")]
        }
    }

    private struct People: CompletionSource {
        let trigger = CompletionTrigger(sigil: "@", anchor: .wordStart)
        func candidates(for query: String) async throws -> [CompletionCandidate] {
            [CompletionCandidate(label: "@ana", description: "Ana"), CompletionCandidate(label: "@bob")]
        }
    }

    /// Counts the bytes written up to a moment of the terminal's clock.
    private final class OutputMark {
        var count = 0
    }

    /// A terminal that gives `first`, then waits (reads time out, 2 s of its clock, a millisecond of real time each,
    /// while the loop polls for the answer), then gives the rest.
    private func terminal(_ first: String, then rest: String...) -> ScriptedTerminal {
        var script: [(after: Int, input: TerminalInput)] = [
            (0, .bytes(ScriptedTerminal.probeAnswers())), (0, bytes(first)),
        ]
        script += rest.map { (2_000, bytes($0)) }
        let terminal = ScriptedTerminal(size: TerminalSize(rows: 10, columns: 30), timedScript: script)
        terminal.onRead = { _ in usleep(1_000) }
        return terminal
    }

    /// Backspace over a two-byte character and Enter in one read: Enter accepts from the menu as the text is after the
    /// Backspace (before, it took the menu's range from before it, past the end of the text, and stopped the program).
    @Test func aKeyAfterAnEditInTheSameReadSeesTheTextAsItIs() throws {
        var prompt = try Prompt(placeholder: "Message")
        prompt.completionSources = [Commands()]
        let terminal = terminal("/hé", then: "\u{7F}\r", "\r")
        let text = try prompt.read(on: terminal)
        #expect(text == "/héllo ")
    }

    /// A box as tall as the screen leaves no room under it: the menu goes over the box's rows right above the caret,
    /// and Tab accepts from it (before, no row of it was shown, and Tab went to the box).
    @Test func aBoxAsTallAsTheScreenShowsTheMenuOverItsRowsAboveTheCaret() throws {
        var prompt = try Prompt(expansion: ExpansionPolicy(minLines: 1, maxLines: 6), initialText: "1\n2\n3\n4\n5\n")
        prompt.completionSources = [People()]
        let script: [(after: Int, input: TerminalInput)] = [
            (0, .bytes(ScriptedTerminal.probeAnswers())), (0, bytes("@")), (2_000, bytes("\t")), (2_000, bytes("\r")),
        ]
        let terminal = ScriptedTerminal(size: TerminalSize(rows: 6, columns: 30), timedScript: script)
        let beforeTab = OutputMark()
        terminal.onRead = { terminal in
            usleep(1_000)
            if terminal.monotonicMilliseconds < 2_000 { beforeTab.count = terminal.output.count }
        }
        let text = try prompt.read(on: terminal)
        #expect(text == "1\n2\n3\n4\n5\n@ana ")
        var screen = VirtualScreen(columns: 30, rows: 6)
        screen.feed(Array(terminal.output[..<beforeTab.count]))
        #expect((0..<6).map { screen.line($0) } == ["1", "2", "3", "@ana  Ana", "@bob", "@"])
    }

    /// With the caret on the box's top row, more of the menu fits under the caret: it goes over the rows below it.
    @Test func aBoxAsTallAsTheScreenShowsTheMenuOverItsRowsBelowACaretAtTheTop() throws {
        var prompt = try Prompt(expansion: ExpansionPolicy(minLines: 1, maxLines: 6), initialText: "\n2\n3\n4\n5\n6")
        prompt.completionSources = [Commands()]
        // Ctrl+Home, then the trigger at the start of the text; with nothing typed after it, the shorter candidate
        // ranks first.
        let script: [(after: Int, input: TerminalInput)] = [
            (0, .bytes(ScriptedTerminal.probeAnswers())), (0, bytes("\u{1B}[1;5H/")), (2_000, bytes("\t")),
            (2_000, bytes("\r")),
        ]
        let terminal = ScriptedTerminal(size: TerminalSize(rows: 6, columns: 30), timedScript: script)
        let beforeTab = OutputMark()
        terminal.onRead = { terminal in
            usleep(1_000)
            if terminal.monotonicMilliseconds < 2_000 { beforeTab.count = terminal.output.count }
        }
        let text = try prompt.read(on: terminal)
        #expect(text == "/quit \n2\n3\n4\n5\n6")
        var screen = VirtualScreen(columns: 30, rows: 6)
        screen.feed(Array(terminal.output[..<beforeTab.count]))
        #expect((0..<6).map { screen.line($0) } == ["/", "/quit", "/héllo  greet", "4", "5", "6"])
    }

    /// Esc closes the menu and keeps the text; Enter then submits it.
    @Test func escapeClosesTheMenuAndKeepsTheText() throws {
        var prompt = try Prompt(placeholder: "Message")
        prompt.completionSources = [Commands()]
        let terminal = terminal("/q", then: "\u{1B}", "\r")
        let text = try prompt.read(on: terminal)
        #expect(text == "/q")
    }
}
