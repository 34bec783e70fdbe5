import ExpandingTextTestSupport
import Foundation
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

    /// A source that answers once released, as a slow one does.
    private final class LateAnswer: CompletionSource, @unchecked Sendable {
        let trigger = CompletionTrigger(sigil: "@", anchor: .wordStart)
        private let lock = NSLock()
        private var released = false

        func release() { lock.withLock { released = true } }

        func candidates(for query: String) async throws -> [CompletionCandidate] {
            while !lock.withLock({ released }) { try await Task.sleep(nanoseconds: 1_000_000) }
            return [CompletionCandidate(label: "@ana")]
        }
    }

    /// A menu that a late answer draws just before Enter turned that Enter into an accept; within 150 ms of the menu
    /// appearing Enter sends the text as typed, and later it accepts. (The answer comes at 1 s of the terminal's clock
    /// and the menu is drawn at the read after: an Enter at 1.1 s accepted before.)
    @Test(arguments: [(1_100, "hi @"), (3_000, "hi @ana")])
    func anEnterRightAfterALateMenuSends(enterAt: Int, sent: String) throws {
        let source = LateAnswer()
        var prompt = try Prompt(placeholder: "Message")
        prompt.completionSources = [source]
        let terminal = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 30),
            timedScript: [
                (0, .bytes(ScriptedTerminal.probeAnswers())), (0, bytes("hi @")), (enterAt, bytes("\r")),
                (500, bytes("\r")),
            ])
        // At 1 s of the terminal's clock the answer comes. The source's task and the ranking may wait for a thread
        // while other tests hold them: until the menu is drawn, each read gives them real time (about 2 s in all
        // before the early Enter), so the menu comes as soon after 1 s on the terminal's clock as the loop can draw it.
        var menuDrawnAt: Int?
        terminal.onRead = { terminal in
            usleep(1_000)
            guard terminal.monotonicMilliseconds >= 1_000, menuDrawnAt == nil else { return }
            source.release()
            if VirtualScreen(showingOutputOf: terminal).lines.contains(where: { $0.contains("@ana") }) {
                menuDrawnAt = terminal.monotonicMilliseconds
            } else {
                usleep(330_000)
            }
        }
        #expect(try prompt.read(on: terminal) == sent)
        #expect(menuDrawnAt.map { $0 < enterAt } == true, "the menu was not drawn before the Enter")
    }

    /// Backspace over a two-byte character and Enter in one read: Enter accepts from the menu as the text is after the
    /// Backspace (before, it took the menu's range from before it, past the end of the text, and stopped the program).
    @Test func aKeyAfterAnEditInTheSameReadSeesTheTextAsItIs() throws {
        var prompt = try Prompt(placeholder: "Message")
        prompt.completionSources = [Commands()]
        let terminal = timedTerminal("/hé", then: "\u{7F}\r", "\r")
        let text = try prompt.read(on: terminal)
        #expect(text == "/héllo", "the completion's space at the end is not submitted")
    }

    /// A box as tall as the screen leaves no room under it: the menu goes over the box's rows right above the caret,
    /// and Tab accepts from it (before, no row of it was shown, and Tab went to the box).
    @Test func aBoxAsTallAsTheScreenShowsTheMenuOverItsRowsAboveTheCaret() throws {
        var prompt = try Prompt(expansion: ExpansionPolicy(minLines: 1, maxLines: 6), initialText: "1\n2\n3\n4\n5\n")
        prompt.completionSources = [People()]
        let terminal = timedTerminal("@", then: "\t", "\r", rows: 6)
        let (text, screen) = try readShowingScreen(prompt, on: terminal, before: 2_000)
        #expect(text == "1\n2\n3\n4\n5\n@ana", "the completion's space at the end is not submitted")
        #expect((0..<6).map { screen.line($0) } == ["1", "2", "3", "@ana  Ana", "@bob", "@"])
    }

    /// With the caret on the box's top row, more of the menu fits under the caret: it goes over the rows below it.
    @Test func aBoxAsTallAsTheScreenShowsTheMenuOverItsRowsBelowACaretAtTheTop() throws {
        var prompt = try Prompt(expansion: ExpansionPolicy(minLines: 1, maxLines: 6), initialText: "\n2\n3\n4\n5\n6")
        prompt.completionSources = [Commands()]
        // Ctrl+Home, then the trigger at the start of the text; with nothing typed after it, the candidates come in
        // name order.
        let terminal = timedTerminal("\u{1B}[1;5H/", then: "\t", "\r", rows: 6)
        let (text, screen) = try readShowingScreen(prompt, on: terminal, before: 2_000)
        #expect(text == "/héllo \n2\n3\n4\n5\n6")
        #expect((0..<6).map { screen.line($0) } == ["/", "/héllo  greet", "/quit", "4", "5", "6"])
    }

    /// Esc closes the menu and keeps the text; Enter then submits it.
    @Test func escapeClosesTheMenuAndKeepsTheText() throws {
        var prompt = try Prompt(placeholder: "Message")
        prompt.completionSources = [Commands()]
        let terminal = timedTerminal("/q", then: "\u{1B}", "\r")
        let text = try prompt.read(on: terminal)
        #expect(text == "/q")
    }
}
