import ExpandingTextCore
import ExpandingTextTerminal
import ExpandingTextTestSupport

/// The input path's figures for the final `bench:` line: what the session's loop adds to a keystroke and to a paste.
struct InputFigures {
    /// Microseconds per typed key through the whole loop (read, decode, paste guard, key, frame, write), 1 KB box.
    var sessionKeystrokeMicroseconds: Double
    /// Milliseconds from the first read of a 10 MB bracketed paste, in 64 KB reads, to the frame showing its token.
    var session10MBPasteMilliseconds: Double
}

/// Keys and pastes through a prompt session on a scripted terminal: every layer the bytes of a real terminal go
/// through, with the terminal's clock scripted so that no wait is slept.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum InputBenchmarks {
    static func run() -> InputFigures {
        print("(i) input: a session reading typed keys (one per read, 100 ms apart) at the end of 1 KB, and a 10 MB")
        print("    bracketed paste in 64 KB reads, collapsed (medians of 5 and of 3)")
        let keys = Array(BenchTexts.asciiProse(bytes: TerminalBenchmarks.keystrokes, seed: 13).utf8)
            .map { $0 == 0x0A ? 0x20 : $0 }
        let perKey = Timing.median(repetitions: 5) {
            session(
                initialText: BenchTexts.asciiProse(bytes: 1_000), collapsing: false,
                reads: keys.map { (100, [$0]) })
        }
        let keystroke = Timing.seconds(perKey) / Double(keys.count + 1) * 1e6
        let paste = Array(("\u{1B}[200~" + BenchTexts.asciiProse(bytes: 10_000_000, seed: 5) + "\u{1B}[201~").utf8)
        let pieces = stride(from: 0, to: paste.count, by: 65_536).map {
            (0, Array(paste[$0..<min($0 + 65_536, paste.count)]))
        }
        let pasted = Timing.median(repetitions: 3) { session(initialText: "", collapsing: true, reads: pieces) }
        print("    a keystroke: \(format(keystroke)) µs; the paste: \(format(Timing.seconds(pasted) * 1000)) ms")
        return InputFigures(
            sessionKeystrokeMicroseconds: keystroke, session10MBPasteMilliseconds: Timing.seconds(pasted) * 1000)
    }

    /// Runs a session over `reads` (each after its milliseconds), then an Enter a second later that submits.
    private static func session(initialText: String, collapsing: Bool, reads: [(Int, [UInt8])]) {
        var script: [(after: Int, input: TerminalInput)] = [(0, .bytes(ScriptedTerminal.probeAnswers()))]
        script += reads.map { ($0.0, .bytes($0.1)) }
        script.append((1_000, .bytes([0x0D])))
        let terminal = ScriptedTerminal(
            size: TerminalSize(rows: 24, columns: TerminalBenchmarks.columns), timedScript: script)
        var prompt = try! Prompt(lines: 1...5)
        prompt.initialText = initialText
        prompt.collapsesPastes = collapsing
        let submitted = try! prompt.session(on: terminal) { try $0.read() }
        precondition(submitted != nil, "the bench's session did not submit")
        consume(submitted)
    }
}
