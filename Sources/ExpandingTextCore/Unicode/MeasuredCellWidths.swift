/// The cells a terminal was measured to draw some grapheme clusters in, where they differ from `DisplayWidth.of(_:)`.
///
/// Terminals disagree with each other and with the Unicode contract about emoji sequences, flags and ambiguous
/// characters; a terminal front end measures the ones it shows and lays out with these widths
/// (``CellWidths/measured(_:)``), so that the wrapper, the caret and the drawing match the terminal's own grid.
/// Only widths from 1 up are kept: a cluster the terminal advances 0 cells for would vanish from the model, so it
/// keeps the contract's width (and the renderer re-places the cursor after it).
///
/// ```swift
/// var measured = MeasuredCellWidths()
/// measured.set(4, for: "👍🏽")
/// let storage = TextStorage("👍🏽a")
/// try TextLayout(storage, width: 80, cellWidths: .measured(measured)).line(0, in: storage).width  // 5
/// ```
package struct MeasuredCellWidths: Sendable, Hashable {
    /// The measured widths that differ from the contract's, by the cluster's text.
    private var widths: [String: Int] = [:]

    /// Creates an empty table: every cluster has the contract's width.
    package init() {}

    /// Whether no cluster has a width of its own.
    package var isEmpty: Bool { widths.isEmpty }

    /// The number of clusters with a width of their own.
    package var count: Int { widths.count }

    /// Records the cells the terminal draws `cluster` in.
    ///
    /// - Parameters:
    ///   - cells: The cells measured; a width equal to the contract's, or 0, is not kept.
    ///   - cluster: The grapheme cluster.
    /// - Returns: Whether the widths changed (a layout made with the old table is then out of date).
    /// - Complexity: O(length of the cluster), amortized.
    @discardableResult
    package mutating func set(_ cells: Int, for cluster: Character) -> Bool {
        let key = String(cluster)
        let kept = cells > 0 && cells != DisplayWidth.of(cluster) ? cells : nil
        guard widths[key] != kept else { return false }
        widths[key] = kept
        return true
    }

    /// Records the cells a front end draws `cluster` in, whatever its width in the contract: for a cluster that
    /// stands for something else (an element's placeholder, drawn as its label).
    ///
    /// - Parameters:
    ///   - cells: The cells, at least 1.
    ///   - cluster: The grapheme cluster.
    package mutating func setShownCells(_ cells: Int, for cluster: Character) {
        widths[String(cluster)] = max(cells, 1)
    }

    /// The measured cells of the cluster whose UTF-8 is `utf8`, or nil when it has the contract's width.
    ///
    /// - Complexity: O(length of the cluster).
    func cells(ofCluster utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        if let cells = widths[String(decoding: utf8, as: UTF8.self)] { return cells }
        // Marks typed after an element's placeholder join its cluster and add nothing to its label.
        guard utf8.count > ElementTable.placeholderLength, utf8.starts(with: [0xEF, 0xBF, 0xBC]) else { return nil }
        return widths[
            String(decoding: UnsafeBufferPointer(rebasing: utf8.prefix(ElementTable.placeholderLength)), as: UTF8.self)]
    }
}
