/// The rows of an open completion menu, drawn under the box: the window of rows that follows the selection, each
/// candidate's label with the characters the query matched in bold, then its description in the placeholder's style,
/// the descriptions in one column, cut to the width; the selected row in reverse video. When candidates lie beyond
/// the window, its first row ends with "↑ N more" and its last with "↓ N more". Invisible characters are marked and
/// control characters, line breaks included, drawn as symbols, as the box draws them: a file's name shows what it
/// holds. A failed search shows its message in place of the rows.
package enum CompletionMenu {
    /// The menu's rows.
    ///
    /// - Parameters:
    ///   - state: The open completion.
    ///   - columns: The box's width; each row leaves the last column free, as the box does.
    ///   - indent: Blank columns before each row, to line the menu up with the text.
    ///   - usesColor: Whether the description is gray (else faint).
    /// - Returns: The rows, top to bottom; a quiet "searching…" row while a search runs with no rows to show yet (a
    ///   slow source showed nothing for seconds), none when it found nothing.
    package static func rows(
        for state: CompletionState, columns: Int, indent: Int, usesColor: Bool
    ) -> [[Cell]] {
        let width = columns - 1 - indent
        guard width > 0 else { return [] }
        let quiet: CellStyle = usesColor ? .gray : .dim
        let margin = Cell.row(plain: String(repeating: " ", count: indent))
        if let message = state.message {
            return [margin + Cell.fitting(Cell.cells(for: message, style: quiet), in: width)]
        }
        if state.rows.isEmpty {
            return state.isSearching
                ? [margin + Cell.fitting(Cell.cells(for: Self.searching, style: quiet), in: width)] : []
        }
        let visible = state.visibleRows
        let labels = visible.map { index in
            label(of: state.rows[index], style: index == state.selectedRow ? .inverse : [])
        }
        // The descriptions start in one column, after the widest label shown, unless that takes half the row.
        let labelWidth = min(labels.map(\.count).max() ?? 0, width / 2)
        return zip(visible, labels).map { index, label in
            let selected: CellStyle = index == state.selectedRow ? .inverse : []
            var cells = label
            if let description = state.rows[index].candidate.description, !description.isEmpty {
                if cells.count < labelWidth {
                    cells += Cell.cells(for: String(repeating: " ", count: labelWidth - cells.count), style: selected)
                }
                cells += Cell.cells(for: "  ", style: selected)
                cells += Cell.cells(for: description, style: selected.union(quiet), marksLineBreaks: true)
            }
            var more: [String] = []
            if index == visible.lowerBound, state.hiddenAbove > 0 { more.append("↑ \(state.hiddenAbove) more") }
            if index == visible.upperBound - 1, state.hiddenBelow > 0 { more.append("↓ \(state.hiddenBelow) more") }
            let note = Cell.cells(for: "  " + more.joined(separator: " "), style: quiet)
            guard !more.isEmpty, note.count < width else { return margin + Cell.fitting(cells, in: width) }
            // The count goes at the row's right end; the row gives way to it.
            cells = Cell.fitting(cells, in: width - note.count)
            let gap = width - note.count - cells.count
            return margin + cells + Cell.cells(for: String(repeating: " ", count: gap), style: []) + note
        }
    }

    /// What the menu says while a search runs and nothing is found yet.
    package static let searching = "searching…"

    /// A candidate's label, the characters the query matched in bold.
    private static func label(of row: CompletionState.Row, style: CellStyle) -> [Cell] {
        let matched = Set(row.matchedCharacters)
        var cells: [Cell] = []
        for (offset, character) in row.candidate.label.enumerated() {
            cells += Cell.cells(
                for: String(character), style: matched.contains(offset) ? style.union(.bold) : style,
                marksLineBreaks: true)
        }
        return cells
    }
}
