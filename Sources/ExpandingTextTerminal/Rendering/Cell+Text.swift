// MARK: - Cells from text

extension Cell {
    /// What a cluster too wide for a one-column box is drawn as: one cell, so the box never overflows.
    package static let narrowStandIn = "?"

    /// What ends a marker of hidden text cut at the box's edge.
    package static let truncationMark = "~"

    /// The cells that draw a laid-out visual line in a box `width` columns wide.
    ///
    /// Nothing from the text reaches the terminal raw: a control character becomes its caret notation (`^[`) in
    /// `controlStyle`, a tab becomes spaces up to its tab stop, an invisible character that changes how the text
    /// reads (a bidi control, a zero-width space; see `InvisibleCharacter`) becomes its abbreviation in angle
    /// brackets, dimmed (`<RLO>`), when the layout gave it the cells (`CellWidths.showingInvisibleCharacters`), any
    /// other zero-width cluster (a lone mark) is not drawn, and a cluster wider than the box becomes
    /// ``narrowStandIn`` — unless it holds hidden text, whose markers are then drawn as far as they fit, ending in
    /// ``truncationMark``. That happens only when what such a cluster shows anyway is wider than the box: otherwise
    /// the layout spreads it over several rows, which ``rows(for:width:style:selection:)`` draws. Spaces hanging past
    /// the edge are cut at `width`.
    ///
    /// - Parameters:
    ///   - line: The line, with its clusters' columns and widths.
    ///   - width: The box's text width W; cells never go past it.
    ///   - style: The style of the text (empty for text, gray or dim for a placeholder).
    ///   - controlStyle: The style of control-character symbols, added to `style`.
    ///   - selection: The selected part of the text, drawn in reverse video; nil for none.
    ///   - elements: The elements whose placeholders the text holds, each drawn as its label in bold (cut to the
    ///     box, ending in ``truncationMark``).
    ///   - spans: The highlighted spans of the text and their theme; each cluster adds the style of the span that
    ///     holds its start.
    /// - Returns: The row's cells from the line's first column, continuation cells included.
    /// - Complexity: O(length of the line + log number of spans).
    package static func cells(
        for line: VisualLine, width: Int, style: CellStyle = [], controlStyle: CellStyle = .inverse,
        selection: Range<TextPosition>? = nil, elements: ElementTable = ElementTable.none, spans: SpanStyles = .none
    ) -> [Cell] {
        var row: [Cell] = []
        row.reserveCapacity(min(line.clusters.count, width))
        var spanCursor = spans.cursor(at: line.range.lowerBound)
        for cluster in line.clusters where cluster.width > 0 && cluster.column < width {
            let spanStyle = spans.style(at: cluster.range.lowerBound, cursor: &spanCursor)
            let textStyle = style.union(spanStyle)
            let clusterStyle = isSelected(cluster.range, by: selection) ? textStyle.union(.inverse) : textStyle
            if let element = elements.element(for: cluster.character) {
                appendLabel(of: element, to: &row, limit: width, style: clusterStyle.union(.bold))
                continue
            }
            append(
                cluster.character, width: cluster.width, to: &row, limit: width, style: clusterStyle,
                controlStyle: controlStyle)
        }
        return row
    }

    /// Appends the cells of an element's label, as many as fit before `limit` with a truncation mark after them.
    private static func appendLabel(of element: TextElement, to row: inout [Cell], limit: Int, style: CellStyle) {
        let available = limit - row.count
        guard available > 0 else { return }
        var cells = Cell.cells(for: element.shownText, style: style)
        if cells.isEmpty { cells = [Cell(" ", style: style)] }
        guard cells.count > available else { return row.append(contentsOf: cells) }
        var kept = Array(cells.prefix(available - 1))
        if let last = kept.last, last.width > 1 { kept.removeLast() }  // a wide character whose second half was cut
        row.append(contentsOf: kept)
        row.append(Cell(truncationMark, style: style.union(.dim)))
    }

    /// Whether a cluster at `range` lies in the selection.
    private static func isSelected(_ range: Range<TextPosition>, by selection: Range<TextPosition>?) -> Bool {
        guard let selection else { return false }
        return selection.lowerBound <= range.lowerBound && range.upperBound <= selection.upperBound
    }

    /// The cells that draw a laid-out visual line, one row for each of its rows: a line holding a marker of hidden
    /// text wider than the box (`VisualLine.rows` > 1) is wrapped at every `width` cells, so all of it shows.
    ///
    /// - Parameters:
    ///   - line: The line, with its clusters' columns and widths.
    ///   - width: The box's text width W; cells never go past it.
    ///   - style: The style of the text.
    ///   - selection: The selected part of the text, drawn in reverse video; nil for none.
    ///   - elements: The elements whose placeholders the text holds.
    ///   - spans: The highlighted spans of the text and their theme.
    /// - Returns: `line.rows` rows of cells.
    /// - Complexity: O(length of the line + log number of spans).
    package static func rows(
        for line: VisualLine, width: Int, style: CellStyle = [], selection: Range<TextPosition>? = nil,
        elements: ElementTable = ElementTable.none, spans: SpanStyles = .none
    ) -> [[Cell]] {
        guard line.rows > 1, let marker = line.clusters.first, let shown = InvisibleCharacterMarkers(marker.character)
        else {
            return [
                cells(for: line, width: width, style: style, selection: selection, elements: elements, spans: spans)
            ]
        }
        var cells: [Cell] = []
        shown.append(to: &cells, style: isSelected(marker.range, by: selection) ? style.union(.inverse) : style)
        return (0..<line.rows).map { row in
            Array(cells[min(row * width, cells.count)..<min((row + 1) * width, cells.count)])
        }
    }

    /// The cells of the rows `rows` of a layout (those it has), for a box `layout.width` cells wide.
    ///
    /// - Parameters:
    ///   - rows: The rows, from the first row of the text.
    ///   - layout: The layout of `storage`.
    ///   - storage: The text.
    ///   - style: The style of the text.
    ///   - selection: The selected part of the text, drawn in reverse video; nil for none.
    ///   - elements: The elements whose placeholders the text holds.
    ///   - spans: The highlighted spans of the text and their theme.
    /// - Returns: The rows' cells, in order.
    /// - Complexity: O(log n + length of the lines drawn).
    package static func rows(
        _ rows: Range<Int>, of layout: TextLayout, in storage: TextStorage, style: CellStyle = [],
        selection: Range<TextPosition>? = nil, elements: ElementTable = ElementTable.none, spans: SpanStyles = .none
    ) -> [[Cell]] {
        let end = min(rows.upperBound, layout.rowCount)
        guard rows.lowerBound < end else { return [] }
        let (first, firstRow) = layout.line(atRow: rows.lowerBound)
        // Every line takes at least one row, so these lines cover the rows.
        let lines = layout.lines(first..<min(first + end - rows.lowerBound, layout.lineCount), in: storage)
        let drawn = lines.flatMap {
            self.rows(
                for: $0, width: layout.width, style: style, selection: selection, elements: elements, spans: spans)
        }
        return Array(drawn[(rows.lowerBound - firstRow)...].prefix(end - rows.lowerBound))
    }

    /// The cells of a short piece of text laid out on one line, such as a prompt marker or a completion's label:
    /// invisible characters are marked and control characters drawn as symbols, as in the box.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - style: The style of the cells.
    ///   - marksLineBreaks: Whether line breaks and tabs are drawn as symbols (`^J`, `^M`, `^I`), as in a name that
    ///     holds them; else as spaces, as in a note.
    /// - Returns: The cells, continuation cells included.
    package static func cells(for text: String, style: CellStyle = [], marksLineBreaks: Bool = false) -> [Cell] {
        var row: [Cell] = []
        for character in text {
            let isSpacing = character == "\t" || TextStorage.isLineBreak(character)
            if isSpacing, marksLineBreaks {
                for scalar in character.unicodeScalars {
                    let letter = Character(Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value) & 0x1F | 0x40))
                    row += Cell.row([Cell("^" + String(letter), width: 2, style: style.union(.inverse))])
                }
                continue
            }
            let width = isSpacing ? 1 : InvisibleCharacter.shownWidth(of: character) ?? DisplayWidth.of(character)
            append(character, width: width, to: &row, limit: Int.max, style: style, controlStyle: .inverse)
        }
        return row
    }

    /// The cells of `cells` that fit in `width` columns, a wide character that would be cut in half left out.
    package static func fitting(_ cells: [Cell], in width: Int) -> [Cell] {
        guard cells.count > width else { return cells }
        var kept = Array(cells.prefix(max(width, 0)))
        if let lead = kept.lastIndex(where: { !$0.isContinuation }), kept[lead].width > kept.count - lead {
            kept.removeSubrange(lead...)
        }
        return kept
    }

    /// Appends the cells of one cluster that starts at `row.count`.
    private static func append(
        _ character: Character, width: Int, to row: inout [Cell], limit: Int, style: CellStyle,
        controlStyle: CellStyle
    ) {
        let available = limit - row.count
        guard available > 0, width > 0 else { return }
        if character == "\t" || TextStorage.isLineBreak(character) {
            row.append(contentsOf: repeatElement(Cell(" ", style: style), count: min(width, available)))
        } else if width > available {
            if let shown = InvisibleCharacterMarkers(character), shown.width == width, available > 1 {
                // Hidden text too long for the box (a sentence in tag characters): as much as fits, so it shows.
                var cells: [Cell] = []
                shown.append(to: &cells, style: style)
                var kept = Array(cells.prefix(available - 1))
                if let last = kept.last, last.width > 1 { kept.removeLast() }  // a wide cell cut from its second half
                row.append(contentsOf: kept)
                row.append(Cell(truncationMark, style: style.union(.dim)))
            } else {
                row.append(Cell(narrowStandIn, style: style.union(controlStyle)))
            }
        } else if let shown = InvisibleCharacterMarkers(character), shown.width == width {
            shown.append(to: &row, style: style)
        } else if let picture = DisplayWidth.controlPicture(for: character) {
            row.append(contentsOf: Cell.row([Cell(picture, width: 2, style: style.union(controlStyle))]))
        } else if let ascii = character.asciiValue, ascii >= 0x20 {
            row.append(Cell(String(character), style: style))
        } else {
            // A width other than the contract's was measured on this terminal: it is what the terminal advances.
            let terminalWidth =
                width != DisplayWidth.of(character)
                ? width : character.unicodeScalars.reduce(0) { $0 + DisplayWidth.terminalWidth(of: $1) }
            row.append(
                contentsOf: Cell.row([Cell(String(character), width: width, style: style, terminalWidth: terminalWidth)]
                ))
        }
    }
}

/// How a cluster holding invisible characters is drawn: what it shows anyway, then a dimmed `<ABBR>` for each
/// invisible character. The invisible scalars themselves are never written (a bidi override would reorder the
/// terminal's own line).
struct InvisibleCharacterMarkers {
    /// The cluster without its invisible scalars, and the cells it takes; nil when nothing else is in it.
    private let visible: (text: String, width: Int)?
    /// The markers, e.g. `<RLO>`.
    private let markers: [String]

    /// The markers of `cluster`, or nil when it holds no invisible character.
    init?(_ cluster: Character) {
        guard let shown = InvisibleCharacter.shown(cluster) else { return nil }
        markers = shown.markers
        let text = shown.visible
        visible = text.isEmpty ? nil : (text, text.reduce(0) { $0 + DisplayWidth.of($1) })
    }

    /// The cells the cluster is drawn in: what it shows, then the markers.
    var width: Int {
        (visible?.width ?? 0) + markers.reduce(0) { $0 + $1.utf8.count }
    }

    /// Appends the cells.
    func append(to row: inout [Cell], style: CellStyle) {
        if let visible, visible.width > 0 {
            let terminalWidth = visible.text.unicodeScalars.reduce(0) { $0 + DisplayWidth.terminalWidth(of: $1) }
            row.append(
                contentsOf: Cell.row([
                    Cell(visible.text, width: visible.width, style: style, terminalWidth: terminalWidth)
                ]))
        }
        for marker in markers {
            row.append(contentsOf: Cell.row(plain: marker, style: style.union(.dim)))
        }
    }
}
