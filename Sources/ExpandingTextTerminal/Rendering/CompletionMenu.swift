/// The rows of an open completion menu, drawn under the box: each candidate's label with the characters the query
/// matched in bold, then its description in the placeholder's style, cut to the width; the selected row in reverse
/// video. Invisible characters are marked and control characters, line breaks included, drawn as symbols, as the box
/// draws them: a file's name shows what it holds. A failed search shows its message in place of the rows.
package enum CompletionMenu {
    /// The menu's rows.
    ///
    /// - Parameters:
    ///   - state: The open completion.
    ///   - columns: The box's width; each row leaves the last column free, as the box does.
    ///   - indent: Blank columns before each row, to line the menu up with the text.
    ///   - usesColor: Whether the description is gray (else faint).
    /// - Returns: The rows, top to bottom; none while a first search runs.
    package static func rows(
        for state: CompletionState, columns: Int, indent: Int, usesColor: Bool
    ) -> [[Cell]] {
        let width = columns - 1 - indent
        guard width > 0 else { return [] }
        let quiet: CellStyle = usesColor ? .gray : .dim
        let margin = Cell.row(plain: String(repeating: " ", count: indent))
        if let message = state.message {
            return [margin + cut(Cell.cells(for: message, style: quiet), to: width)]
        }
        return state.rows.enumerated().map { index, row in
            let selected: CellStyle = index == state.selectedRow ? .inverse : []
            var cells: [Cell] = []
            let matched = Set(row.matchedCharacters)
            for (offset, character) in row.candidate.label.enumerated() {
                let style = matched.contains(offset) ? selected.union(.bold) : selected
                cells += Cell.cells(for: String(character), style: style, marksLineBreaks: true)
            }
            if let description = row.candidate.description, !description.isEmpty {
                cells += Cell.cells(for: "  ", style: selected)
                cells += Cell.cells(for: description, style: selected.union(quiet), marksLineBreaks: true)
            }
            return margin + cut(cells, to: width)
        }
    }

    /// The cells that fit in `width` columns, a wide character that would be cut in half left out.
    private static func cut(_ cells: [Cell], to width: Int) -> [Cell] {
        guard cells.count > width else { return cells }
        var kept = Array(cells.prefix(width))
        if let lead = kept.lastIndex(where: { !$0.isContinuation }), kept[lead].width > kept.count - lead {
            kept.removeSubrange(lead...)
        }
        return kept
    }
}
