// The benchmark executable: `swift run -c release expanding-text-bench`. Each section lives in its own file and
// prints its own figures; the last line sums up the layout engine's figures against DESIGN 7's targets
// (layout-ratio ≥ 0.5, keystroke-10MB-vs-1KB ≤ 2, full-vs-incremental ≥ 1000).

import ExpandingTextCore

print("expanding-text-bench \(ExpandingText.version)")
let layout = LayoutBenchmarks.run()
print(
    "bench: layout-ratio=\(format(layout.layoutRatio)) keystroke-10MB-vs-1KB=\(format(layout.keystroke10MBVersus1KB)) "
        + "full-vs-incremental=\(format(layout.fullVersusIncremental, decimals: 0))")
