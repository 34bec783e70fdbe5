import ExpandingTextTestSupport

@testable import ExpandingTextCore

/// The invariants every layout must satisfy, checked in full (they read every line).
enum LayoutChecks {
    private static let lineBreaks: Set<String> = [
        "\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}",
    ]

    /// Everything wrong with `layout` as a layout of `storage`; empty when all is well.
    static func problems(
        of layout: TextLayout, in storage: TextStorage, using generator: inout SplitMix64
    ) -> [String] {
        var problems: [String] = []
        let text = storage.string
        // The lines cover the text exactly once, in order, and match the reference wrapper.
        var covered = ""
        var expectedStart = 0
        for index in 0..<layout.lineCount {
            let range = layout.range(ofLine: index)
            if range.lowerBound.utf8Offset != expectedStart {
                problems.append("line \(index) starts at \(range.lowerBound), expected @\(expectedStart)")
            }
            if range.isEmpty && index != layout.lineCount - 1 {
                problems.append("line \(index) is empty but not the last")
            }
            expectedStart = range.upperBound.utf8Offset
            let line = layout.line(index, in: storage)
            let whole = storage.string(in: range)
            covered += whole
            if !whole.hasPrefix(line.text)
                || !(whole.count == line.text.count || lineBreaks.contains(String(whole.dropFirst(line.text.count))))
            {
                problems.append(
                    "line \(index) text \(scalarDump(line.text)) is not its range \(scalarDump(whole)) less a line break"
                )
            }
            if line.endsParagraph != (whole.count != line.text.count || index == layout.lineCount - 1) {
                problems.append("line \(index) endsParagraph is \(line.endsParagraph)")
            }
            let content = line.clusters.filter { $0.character != " " }
            if line.width > layout.width && content.count != 1 {
                problems.append(
                    "line \(index) is \(line.width) wide with \(content.count) clusters that are not spaces")
            }
            if String(line.clusters.map(\.character)) != line.text {
                problems.append("line \(index) clusters do not spell its text")
            }
        }
        if covered != text || expectedStart != storage.utf8Count {
            problems.append("the lines do not give back the text")
        }
        let reference = ReferenceWrapper.lineStarts(of: text, width: layout.width, tabWidth: layout.tabWidth)
        let actual = layout.lineStartsForTesting.map { ($0.offset, $0.kind == .emergency) }
        if !reference.elementsEqual(actual, by: { $0.offset == $1.0 && $0.isEmergency == $1.1 }) {
            problems.append("reference wrapper gives \(reference.map { "\($0.offset)\($0.isEmergency ? "!" : "")" })")
        }
        problems += caretProblems(of: layout, in: storage, using: &generator)
        return problems
    }

    /// Carets are on cluster boundaries, within the width, and consistent between the two directions.
    private static func caretProblems(
        of layout: TextLayout, in storage: TextStorage, using generator: inout SplitMix64
    ) -> [String] {
        var problems: [String] = []
        let width = layout.width
        for _ in 0..<3 {
            let line = Int.random(in: 0..<layout.lineCount, using: &generator)
            let columns = Set(
                [0, 1, 2, width - 1, width, width + 1]
                    + (0..<3).map { _ in
                        Int.random(in: 0...width, using: &generator)
                    })
            for column in columns.sorted() where column >= 0 {
                let (position, affinity) = layout.position(line: line, column: column, in: storage)
                if !storage.isBoundary(position.utf8Offset) {
                    problems.append("line \(line) column \(column) gives \(position), inside a cluster")
                    continue
                }
                let caret = layout.caret(at: position, affinity: affinity, in: storage)
                if caret.line != line || caret.column > column {
                    problems.append("line \(line) column \(column) gives \(position) \(affinity), drawn at \(caret)")
                }
            }
        }
        // Moving right cluster by cluster never goes back or stays, and never leaves the width.
        var position = storage.startPosition
        var previous = layout.caret(at: position, in: storage)
        var steps = 0
        while position < storage.endPosition && steps < 120 {
            position = storage.position(after: position)
            steps += 1
            let caret = layout.caret(at: position, in: storage)
            if caret.column > width || (caret.line, caret.column) < (previous.line, previous.column) {
                problems.append("moving right to \(position) goes from \(previous) to \(caret)")
            }
            let upstream = layout.caret(at: position, affinity: .upstream, in: storage)
            if upstream != caret && (upstream.line != caret.line - 1 || caret.column != 0) {
                problems.append("at \(position) upstream is \(upstream), downstream \(caret)")
            }
            previous = caret
        }
        return problems
    }
}
