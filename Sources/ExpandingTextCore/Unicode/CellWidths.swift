/// How many cells a layout gives each grapheme cluster: the widths of the Unicode contract, or those widths with
/// room added where a front end draws something the contract counts as nothing.
///
/// A terminal box shows each hidden character (a bidi control, a zero-width space, a run of tags; see
/// `InvisibleCharacter`) as a marker such as `<RLO>`, so its layout gives the cluster the cells of what it shows
/// anyway plus the marker's; everything that reads the layout (wrapping, the caret, the renderer) then agrees on it. `layout --json` and every other layout keep the standard
/// widths.
///
/// A terminal that draws some clusters in other widths than the contract (tmux 3.3a advances 1 cell for `❤️` and 4
/// for `👍🏽`) gets its measured widths in ``measured(_:)``, so the box lays out what the terminal draws.
///
/// ```swift
/// let storage = TextStorage("a\u{202E}b")
/// try TextLayout(storage, width: 80).line(0, in: storage).width                                         // 2
/// try TextLayout(storage, width: 80, cellWidths: .showingInvisibleCharacters).line(0, in: storage).width // 7
/// ```
package enum CellWidths: Sendable, Hashable {
    /// The widths of the contract: `DisplayWidth.of(_:)`.
    case standard
    /// The standard widths, except for a cluster holding hidden characters: the cells of what it shows anyway,
    /// plus those of the markers that show them.
    case showingInvisibleCharacters
    /// The widths of ``showingInvisibleCharacters``, except for the clusters a terminal was measured to draw in
    /// another number of cells.
    case measured(MeasuredCellWidths)

    /// Whether these are the standard widths, which the scanner's fast path can keep without a lookup.
    @inline(__always)
    var isStandard: Bool {
        if case .standard = self { return true }
        return false
    }

    /// The cells of the cluster of `length` bytes at `index` of `buffer` (the UTF-8 of `text`), whose standard
    /// width is `cells`.
    ///
    /// - Complexity: O(1) for the standard widths; otherwise O(length of the cluster).
    @inline(__always)
    func cells(
        _ cells: Int, ofClusterAt index: Int, length: Int, in buffer: UnsafeBufferPointer<UInt8>, of text: Substring
    ) -> Int {
        switch self {
        case .standard:
            return cells
        case .showingInvisibleCharacters:
            guard buffer[index] >= 0x80 || length > 1 else { return cells }
            return shownCells(cells, ofClusterAt: index, length: length, in: buffer, of: text)
        case .measured(let measured):
            guard buffer[index] >= 0x80 || length > 1 else { return cells }
            if !measured.isEmpty,
                let width = measured.cells(ofCluster: UnsafeBufferPointer(rebasing: buffer[index..<index + length]))
            {
                return width
            }
            return shownCells(cells, ofClusterAt: index, length: length, in: buffer, of: text)
        }
    }

    /// The rows a cluster of `cells` cells, wider than a line of `width`, is drawn on: as many as its cells fill when
    /// they are markers of hidden text (a sentence in tag characters), which wrap at any cell so that all of it
    /// shows; 1 for any other cluster (a front end draws a stand-in), and when what the cluster shows anyway does
    /// not fit on the first row.
    ///
    /// - Complexity: O(length of the cluster).
    @inline(never)
    func rows(
        ofClusterAt index: Int, length: Int, in buffer: UnsafeBufferPointer<UInt8>, of text: Substring, cells: Int,
        width: Int
    ) -> Int {
        guard !isStandard, cells > width else { return 1 }
        if case .measured(let measured) = self,
            measured.cells(ofCluster: UnsafeBufferPointer(rebasing: buffer[index..<index + length])) != nil
        {
            return 1
        }
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: index)
        let end = text.utf8.index(start, offsetBy: length)
        guard let cluster = text[start..<end].first, let shown = InvisibleCharacter.shown(cluster),
            InvisibleCharacter.shownWidth(of: cluster) == cells,
            shown.visible.reduce(0, { $0 + DisplayWidth.of($1) }) <= width
        else { return 1 }
        return (cells - 1) / width + 1
    }

    /// The cells of a cluster whose standard width is `cells` once its hidden characters are shown as markers:
    /// `cells` when it holds none.
    @inline(never)
    private func shownCells(
        _ cells: Int, ofClusterAt index: Int, length: Int, in buffer: UnsafeBufferPointer<UInt8>, of text: Substring
    ) -> Int {
        var offset = index
        var mayHoldOne = false
        while offset < index + length {
            let (value, scalarLength) =
                buffer[offset] < 0x80
                ? (UInt32(buffer[offset]), 1) : ClusterScanner.decodeScalar(at: offset, in: buffer)
            if InvisibleCharacter.mayBeIn(value) {
                mayHoldOne = true
                break
            }
            offset += scalarLength
        }
        guard mayHoldOne else { return cells }
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: index)
        let end = text.utf8.index(start, offsetBy: length)
        guard let cluster = text[start..<end].first else { return cells }
        return InvisibleCharacter.shownWidth(of: cluster) ?? cells
    }
}
