/// The rows of an open completion menu, drawn under the box: each candidate's label with the characters the query
/// matched in bold, then its description in the placeholder's style, cut to the width; the selected row in reverse
/// video. A failed search shows its message in place of the rows.
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
                cells += Cell.cells(for: String(character), style: style)
            }
            if let description = row.candidate.description, !description.isEmpty {
                cells += Cell.cells(for: "  ", style: selected)
                cells += Cell.cells(for: description, style: selected.union(quiet))
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

// MARK: - Keys

extension CompletionMenu {
    /// What a key does while the menu is open.
    package enum Command: Sendable, Equatable {
        /// Selects the row above (from the first, the last).
        case previous
        /// Selects the row below (from the last, the first).
        case next
        /// Puts the selected candidate in place of the trigger and its query.
        case accept
        /// Closes the menu and leaves the text.
        case dismiss
    }

    /// The keys of the open menu, with their help; every other key keeps its meaning in the box.
    package static let keys: [(chords: [KeyChord], command: Command, help: String)] = [
        ([KeyChord(.up), .control("p")], .previous, "Select the candidate above"),
        ([KeyChord(.down), .control("n")], .next, "Select the candidate below"),
        ([KeyChord(.tab), KeyChord(.enter)], .accept, "Accept the selected candidate"),
        ([KeyChord(.escape)], .dismiss, "Close the menu, keeping the text"),
    ]

    /// The menu's keys as help rows, for `--help` and the manual page.
    package static var helpRows: [KeyMap.HelpRow] {
        keys.map { KeyMap.HelpRow(keys: $0.chords.map(\.displayName).joined(separator: ", "), help: $0.help) }
    }

    /// The menu's keys as a two-column table, as ``KeyMap/helpText`` lays out the box's keys.
    package static var helpText: String {
        KeyMap.HelpRow.table(helpRows)
    }

    /// The menu's command for a chord, or nil when the chord is not one of the menu's.
    package static func command(for chord: KeyChord) -> Command? {
        keys.first { $0.chords.contains(chord) }?.command
    }
}
