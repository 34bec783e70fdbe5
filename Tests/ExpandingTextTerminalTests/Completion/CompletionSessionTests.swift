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

    /// Esc closes the menu and keeps the text; Enter then submits it.
    @Test func escapeClosesTheMenuAndKeepsTheText() throws {
        var prompt = try Prompt(placeholder: "Message")
        prompt.completionSources = [Commands()]
        let terminal = terminal("/q", then: "\u{1B}", "\r")
        let text = try prompt.read(on: terminal)
        #expect(text == "/q")
    }
}
