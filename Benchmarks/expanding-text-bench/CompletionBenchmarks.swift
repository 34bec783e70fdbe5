import Dispatch
import ExpandingTextCore
import ExpandingTextTerminal

/// The completion's figures for the final `bench:` line.
struct CompletionFigures {
    /// Milliseconds from a key to the first ranked rows for a query among 100,000 files, the index built.
    var files100kMilliseconds: Double
    /// A keystroke while the file index of 100,000 files is built in the background ÷ the same keystroke idle.
    var keystrokeWhileIndexingVersusIdle: Double
}

/// What completion costs: ranking 100,000 paths on a key, and typing while they are indexed.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum CompletionBenchmarks {
    static let files = 100_000

    static func run() -> CompletionFigures {
        print("(c) completion: \(files) files on disk; first rows for a query after the index is built (median of 9),")
        print("    and a keystroke in a 1 KB box while the index is built against idle (medians, 5 interleaved rounds)")
        let tree = FileTree(files: files)
        defer { tree.remove() }
        let ranking = firstRowsTime(root: tree.root)
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
        print("    first rows: \(format(ranking)); keystroke idle: \(format(quiet)), while indexing: \(format(busy))")
        return CompletionFigures(
            files100kMilliseconds: Timing.seconds(ranking) * 1000,
            keystrokeWhileIndexingVersusIdle: Timing.seconds(busy) / Timing.seconds(quiet))
    }

    /// The median time from typing a query to the controller's first rows for it, the source's list in hand.
    private static func firstRowsTime(root: String) -> Duration {
        let inbox = AnswerInbox()
        let controller = CompletionController(sources: [FileCompletionSource(root: root)]) { inbox.put($0) }
        controller.update(in: TextEditor(text: "@"), edited: true)
        // The first answer is the whole list, once the index is built.
        while controller.state?.rows.isEmpty ?? true { controller.receive(inbox.wait()) }
        var samples: [Duration] = []
        for query in ["mai", "mod7vie", "part1/file_9", "ctrl", "prsr", "lay", "m3p4", "store_", "rend"] {
            let editor = TextEditor(text: "@" + query)
            samples.append(
                Timing.clock.measure {
                    controller.update(in: editor, edited: true)
                    while controller.state?.isSearching == true { controller.receive(inbox.wait()) }
                })
            consume(controller.state)
        }
        return Timing.median(of: samples)
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
