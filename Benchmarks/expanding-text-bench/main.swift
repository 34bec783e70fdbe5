// The benchmark executable: `swift run -c release expanding-text-bench`. Each section lives in its own file and
// prints its own figures; the last line sums up the figures against the quality bars' targets (each
// layout-vs-count ≥ 0.5, keystroke-10MB-vs-1KB ≤ 2, full-vs-incremental ≥ 1000,
// overhead-bytes-per-byte-10MB ≤ 1.5, keystroke-with-100-elements-vs-none ≤ 1.2, collapse-10MB-paste-ms ≤
// plain-10MB-paste-ms, completion-files-100k-ms ≤ 20, completion-key-to-row-100k-ms ≤ 100,
// keystroke-while-indexing-vs-idle ≤ 1.5,
// keystroke-highlight-1MB-vs-plain ≤ 1.5, highlight-full-10MB-vs-layout ≤ 1.0, gitignore-pathological-ms ≤ 1,
// gitignore-5000-lines-100k-paths-ms ≤ 1000) and the terminal's bytes per keystroke.

import ExpandingTextCore

print("expanding-text-bench \(ExpandingText.version)")
// Memory first: what earlier sections freed, the allocator would hand out again without growing the process.
let overhead = MemoryBenchmarks.run()
// The timings use ContinuousClock, which older systems lack.
if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
    let layout = LayoutBenchmarks.run()
    let terminal = TerminalBenchmarks.run()
    let composer = ComposerBenchmarks.run()
    let completion = CompletionBenchmarks.run()
    let highlight = HighlightBenchmarks.run()
    let input = InputBenchmarks.run()
    let gitignore = GitignoreBenchmarks.run()
    print(
        "bench: layout-ratio=\(format(layout.layoutRatio)) "
            + "layout-vs-count-ascii=\(format(layout.layoutVersusCount.ascii)) "
            + "layout-vs-count-cjk=\(format(layout.layoutVersusCount.cjk)) "
            + "layout-vs-count-emoji=\(format(layout.layoutVersusCount.emoji)) "
            + "resize-10MB-ms=\(format(layout.resize10MBMilliseconds)) "
            + "overhead-bytes-per-byte-10MB=\(overhead.map { format($0) } ?? "n/a") "
            + "keystroke-10MB-vs-1KB=\(format(layout.keystroke10MBVersus1KB)) "
            + "full-vs-incremental=\(format(layout.fullVersusIncremental, decimals: 0)) "
            + "bytes-per-keystroke-5-line-box=\(format(terminal.bytesPerKeystrokeFiveLineBox)) "
            + "bytes-per-keystroke-1MB=\(format(terminal.bytesPerKeystroke1MBDocument)) "
            + "keystroke-with-100-elements-vs-none=\(format(composer.keystrokeWithElementsVersusNone)) "
            + "collapse-10MB-paste-ms=\(format(composer.collapse10MBPasteMilliseconds, decimals: 0)) "
            + "plain-10MB-paste-ms=\(format(composer.plain10MBPasteMilliseconds, decimals: 0)) "
            + "completion-files-100k-ms=\(format(completion.files100kMilliseconds, decimals: 1)) "
            + "completion-key-to-row-100k-ms=\(format(completion.keyToRow100kMilliseconds, decimals: 1)) "
            + "keystroke-while-indexing-vs-idle=\(format(completion.keystrokeWhileIndexingVersusIdle)) "
            + "keystroke-highlight-1MB-vs-plain=\(format(highlight.keystroke1MBVersusPlain)) "
            + "highlight-full-10MB-vs-layout=\(format(highlight.full10MBVersusLayout)) "
            + "session-keystroke-us=\(format(input.sessionKeystrokeMicroseconds)) "
            + "session-10MB-paste-ms=\(format(input.session10MBPasteMilliseconds, decimals: 0)) "
            + "gitignore-pathological-ms=\(format(gitignore.pathologicalMilliseconds, decimals: 3)) "
            + "gitignore-5000-lines-100k-paths-ms=\(format(gitignore.lines5000Paths100kMilliseconds, decimals: 0))")
} else {
    print("expanding-text-bench needs macOS 13 or later")
}
