import ExpandingTextTestSupport
import Foundation
import Testing

@testable import ExpandingTextTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The kitty keyboard protocol on a real terminal device: the other side of the pseudo-terminal answers the probe as
/// kitty does and types as kitty sends keys with the disambiguate flag; the box inserts a line for Shift+Enter and
/// pops the flags it pushed on the way out. In the same serialized suite as the other pseudo-terminal tests, as raw
/// mode and the signal path are process-wide.
extension TerminalPseudoTerminalTests {
    /// The kitty side: waits for the probe and answers it, waits for the push of the flags, then types each of
    /// `keys` in a write of its own; it collects what the box writes until the pop of the flags, or 5 s.
    private final class Kitty: @unchecked Sendable {
        private let pty: PseudoTerminal
        private let keys: [String]
        private let done = DispatchSemaphore(value: 0)
        private(set) var output: [UInt8] = []

        init(_ pty: PseudoTerminal, keys: [String]) {
            self.pty = pty
            self.keys = keys
            Thread { [self] in run() }.start()
        }

        private func run() {
            defer { done.signal() }
            guard waitFor("\u{1B}[6n") else { return }
            pty.type(ScriptedTerminal.probeAnswers(version: "kitty(0.35.2)", keyboardFlags: 0))
            guard waitFor("\u{1B}[>1u") else { return }
            for key in keys {
                pty.type(Array(key.utf8))
                usleep(30_000)
            }
            _ = waitFor("\u{1B}[<u")
        }

        /// Reads the box's output until it holds `text`, or 5 s passed.
        private func waitFor(_ text: String) -> Bool {
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                if output.firstRange(of: Array(text.utf8)) != nil { return true }
                output += pty.output(quietMilliseconds: 20)
            }
            return false
        }

        /// What the box wrote, once the kitty side finished.
        func finishedOutput() -> [UInt8] {
            done.wait()
            return output
        }
    }

    private static let push = Array("\u{1B}[>1u".utf8)
    private static let pop = Array("\u{1B}[<u".utf8)

    @Test(
        arguments: [
            (["one", "\u{1B}[13;2u", "two", "\r"], "one\ntwo"),
            (["one", "\u{1B}[13;5u", "\u{1B}[13;3u", "two", "\u{1B}[13u"], "one\n\ntwo"),
            // Kitty's Ctrl+C: the first empties the box, the second cancels.
            (["draft", "\u{1B}[99;5u", "\u{1B}[99;5u"], nil),
        ] as [([String], String?)])
    func kittyKeysReachTheBoxAndTheFlagsArePoppedOnTheWayOut(keys: [String], submitted: String?) throws {
        let pty = try PseudoTerminal()
        pty.setSize(rows: 10, columns: 40)
        let terminal = try Terminal(path: pty.secondaryPath)
        let kitty = Kitty(pty, keys: keys)
        var popsOnASignal = false
        let text = try Prompt().session(on: terminal) { session in
            let text = try session.read()
            // What a signal would write now, before the session ends.
            popsOnASignal = terminal.cleanupSequence.firstRange(of: Self.pop) != nil
            return text
        }
        let output = kitty.finishedOutput() + pty.output()
        #expect(text == submitted)
        #expect(popsOnASignal)
        let pushed = try #require(output.firstRange(of: Self.push))
        let popped = try #require(output.firstRange(of: Self.pop))
        #expect(pushed.upperBound <= popped.lowerBound)
        #expect(!terminal.isRawMode)
    }
}
