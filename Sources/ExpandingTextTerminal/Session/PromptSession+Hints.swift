// MARK: - The hint and the key summary

extension PromptSession {
    /// Handles `?` in an empty box, which shows the key summary, and the key after it, which hides it again.
    ///
    /// - Returns: What the key did, or nil when it is the box's (the key that hides the summary acts too, but `?`,
    ///   which types itself then).
    func handleSummaryKey(_ event: KeyEvent) -> TextArea.Outcome? {
        guard prompt.showsHints, let chord = event.chord else { return nil }
        if showsKeySummary {
            showsKeySummary = false
            return nil
        }
        guard chord == KeyChord("?"), area.isEmpty, area.typedCharacter(for: event) != nil else { return nil }
        showsKeySummary = true
        return .moved
    }

    /// Puts the hint under an empty box, or the key summary, in the rows the screen has left below the box; neither
    /// while a menu shows.
    func placeHints(in frame: inout Frame) {
        guard prompt.showsHints, completionRowsShown == 0, showsKeySummary || area.isEmpty else { return }
        let room = max(terminal.size.rows - frame.rows.count, 0)
        let indent = area.showsDecoration ? area.decoration.width : 0
        let width = area.size.columns - 1 - indent
        guard room > 0, width > 0 else { return }
        let quiet: CellStyle = area.usesColor ? .gray : .dim
        let margin = Cell.row(plain: String(repeating: " ", count: indent))
        let lines =
            showsKeySummary
            ? Self.summaryLines(prompt.keyMap.summaryRows(disambiguatesKeys: modes.pushesKeyboardFlags), width: width)
            : [Self.hint(prompt.keyMap.hintParts(disambiguatesKeys: modes.pushesKeyboardFlags), fitting: width)]
        frame.rows += lines.prefix(room).map { margin + Cell.fitting(Cell.cells(for: $0, style: quiet), in: width) }
    }

    /// As many of the hint's parts as fit in `width` columns, joined with " · " (the first one whole, whatever the
    /// width): a narrow box keeps `? for shortcuts` rather than a key name cut short.
    static func hint(_ parts: [String], fitting width: Int) -> String {
        var shown = ""
        for part in parts {
            let longer = shown.isEmpty ? part : shown + " · " + part
            guard longer.count <= width || shown.isEmpty else { break }
            shown = longer
        }
        return shown
    }

    /// The key summary's rows as lines of `width` columns at most: in two columns where both fit, else in one.
    static func summaryLines(_ rows: [KeyMap.HelpRow], width: Int) -> [String] {
        let keysWidth = rows.map(\.keys.count).max() ?? 0
        let entries = rows.map { $0.keys + String(repeating: " ", count: keysWidth - $0.keys.count + 2) + $0.help }
        let entryWidth = entries.map(\.count).max() ?? 0
        let gap = 4
        guard entryWidth * 2 + gap <= width else { return entries }
        let half = (entries.count + 1) / 2
        return (0..<half).map { row in
            let left = entries[row]
            guard row + half < entries.count else { return left }
            return left + String(repeating: " ", count: entryWidth - left.count + gap) + entries[row + half]
        }
    }
}
