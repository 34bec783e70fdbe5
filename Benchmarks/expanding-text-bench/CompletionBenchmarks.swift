import Dispatch
import ExpandingTextCore
import ExpandingTextTerminal
import ExpandingTextTestSupport

/// The completion's figures for the final `bench:` line.
struct CompletionFigures {
    /// Milliseconds from a key to the first ranked rows for a query among 100,000 files, the index built.
    var files100kMilliseconds: Double
    /// Milliseconds from the read that brings a query's keys to the write that draws its best row, through a whole
    /// prompt session, among the same files.
    var keyToRow100kMilliseconds: Double
    /// A keystroke while the file index of 100,000 files is built in the background ÷ the same keystroke idle.
    var keystrokeWhileIndexingVersusIdle: Double
}

/// What completion costs: ranking 100,000 paths on a key, and typing while they are indexed.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum CompletionBenchmarks {
    static let files = 100_000

    static func run() -> CompletionFigures {
        print("(c) completion: \(files) files on disk; first rows for a query after the index is built (median of 9),")
        print("    the same from the keys' read to the write that draws the best row, through a prompt session (median")
        print("    of 9), and a keystroke in a 1 KB box while the index is built against idle (medians, 5 interleaved")
        print("    rounds)")
        let tree = FileTree(files: files)
        defer { tree.remove() }
        let (ranking, bestRows) = firstRowsTime(root: tree.root)
        let onScreen = keyToRowTime(root: tree.root, queries: zip(queries, bestRows).filter { !$0.1.isEmpty })
        let area = try! TextArea(
            text: BenchTexts.asciiProse(bytes: 1_000), expansion: ExpansionPolicy(minLines: 1, maxLines: 5),
            size: TerminalSize(rows: 24, columns: 80))
        var idle: [Duration] = []
        var indexing: [Duration] = []
        for _ in 0..<5 {
            idle.append(TerminalBenchmarks.keystrokeTime(in: area))
            let source = FileCompletionSource(root: tree.root)
            indexing.append(TerminalBenchmarks.keystrokeTime(in: area))
            consume(source)
        }
        let (quiet, busy) = (Timing.median(of: idle), Timing.median(of: indexing))
        print(
            "    first rows: \(format(ranking)); drawn: \(format(onScreen)); keystroke idle: \(format(quiet)), "
                + "while indexing: \(format(busy))")
        return CompletionFigures(
            files100kMilliseconds: Timing.seconds(ranking) * 1000,
            keyToRow100kMilliseconds: Timing.seconds(onScreen) * 1000,
            keystrokeWhileIndexingVersusIdle: Timing.seconds(busy) / Timing.seconds(quiet))
    }

    /// The queries typed, each after `@`.
    private static let queries = ["mai", "mod7vie", "part1/file_9", "ctrl", "prsr", "lay", "m3p4", "store_", "rend"]

    /// The median time from typing a query to the controller's first rows for it, the source's list in hand, and
    /// each query's best row.
    private static func firstRowsTime(root: String) -> (Duration, [String]) {
        let inbox = AnswerInbox()
        let controller = CompletionController(sources: [FileCompletionSource(root: root)]) { inbox.put($0) }
        controller.update(in: TextEditor(text: "@"), edited: true)
        // The first answer is the whole list, once the index is built.
        while controller.state?.rows.isEmpty ?? true { controller.receive(inbox.wait()) }
        var samples: [Duration] = []
        var bestRows: [String] = []
        for query in queries {
            let editor = TextEditor(text: "@" + query)
            samples.append(
                Timing.clock.measure {
                    controller.update(in: editor, edited: true)
                    while controller.state?.isSearching == true { controller.receive(inbox.wait()) }
                })
            bestRows.append(controller.state?.rows.first?.candidate.label ?? "")
        }
        return (Timing.median(of: samples), bestRows)
    }

    /// The median time from the read that brings `@` and a query to the write that draws the query's best row, in a
    /// prompt session on a terminal with a real clock and a wake-up: the keys decoded, the search's task, its answer
    /// waking the loop, the frame drawn. The box is emptied between queries, so each row is drawn whole.
    private static func keyToRowTime(root: String, queries: [(query: String, best: String)]) -> Duration {
        let drawn = DrawnText()
        let terminal = TimedTerminal(size: TerminalSize(rows: 24, columns: 120)) { drawn.add($0) }
        var prompt = try! Prompt(lines: 1...5)
        prompt.completionSources = [FileCompletionSource(root: root)]
        let ended = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { [prompt] in
            _ = try? prompt.session(on: terminal) { try $0.read() }
            ended.signal()
        }
        terminal.send(.bytes(ScriptedTerminal.probeAnswers()))
        // `@` alone lists paths once the index is built.
        drawn.expect("module")
        terminal.send(.bytes(Array("@".utf8)))
        drawn.wait()
        var samples: [Duration] = []
        for (query, best) in queries {
            emptyTheBox(terminal)
            drawn.expect(best)
            let start = Timing.clock.now
            terminal.send(.bytes(Array(("@" + query).utf8)))
            drawn.wait()
            samples.append(Timing.clock.now - start)
        }
        emptyTheBox(terminal)
        // Ctrl+D in the empty box ends the session.
        terminal.send(.bytes([0x04]))
        ended.wait()
        return Timing.median(of: samples)
    }

    /// Ctrl+U, and a pause for the frame that closes the menu.
    private static func emptyTheBox(_ terminal: TimedTerminal) {
        terminal.send(.bytes([0x15]))
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(100))
    }
}

/// What a session wrote, its escape sequences left out, and a wait for a text to appear in it.
private final class DrawnText: @unchecked Sendable {
    private let lock = Lock()
    private let appeared = DispatchSemaphore(value: 0)
    // Guarded by `lock`: the text written since the last `expect`, the text awaited, and whether an escape
    // sequence is open.
    private var text: [UInt8] = []
    private var awaited: [UInt8]?
    private var inSequence = false

    /// Starts looking for `expected` in what is written from now on.
    func expect(_ expected: String) {
        lock.locked {
            text = []
            awaited = Array(expected.utf8)
        }
    }

    /// Waits until the awaited text was written.
    func wait() {
        appeared.wait()
    }

    /// Takes a write.
    func add(_ bytes: [UInt8]) {
        let found = lock.locked { () -> Bool in
            for byte in bytes {
                if byte == 0x1B {
                    inSequence = true
                } else if inSequence {
                    // The sequences a frame holds end with a letter (CSI) or `\` (a string's end); `[`, `?` and
                    // digits continue them.
                    inSequence = !((0x40...0x7E).contains(byte) && byte != UInt8(ascii: "["))
                } else {
                    text.append(byte)
                }
            }
            guard let expected = awaited, !expected.isEmpty, text.count >= expected.count,
                (0...(text.count - expected.count)).contains(where: { text[$0...].starts(with: expected) })
            else { return false }
            awaited = nil
            return true
        }
        if found { appeared.signal() }
    }
}

/// Answers handed from the searches' tasks to the benchmark's thread, which sleeps until each comes: a thread
/// spinning on the queue's lock would hold up the task that delivers.
private final class AnswerInbox: @unchecked Sendable {
    private let lock = Lock()
    private let arrived = DispatchSemaphore(value: 0)
    private var answers: [CompletionAnswer] = []

    func put(_ answer: CompletionAnswer) {
        lock.locked { answers.append(answer) }
        arrived.signal()
    }

    /// The next answer, waiting for it.
    func wait() -> CompletionAnswer {
        arrived.wait()
        return lock.locked { answers.removeFirst() }
    }
}
