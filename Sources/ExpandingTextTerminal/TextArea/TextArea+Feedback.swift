// MARK: - Feedback at the maximum and at the limit

extension TextArea {
    /// The remaining-characters count's threshold: shown once a fifth of the limit or less is left.
    static func countdown(for limit: CharacterLimit) -> RemainingCharactersCountdown? {
        try? RemainingCharactersCountdown(limit: limit, threshold: max(limit.maximum / 5, 1))
    }

    /// A note about the last edit for the box's last row (a paste cut at the limit, a selection too large for the
    /// clipboard), until the next key.
    package var note: String? {
        get { view.note }
        set { view.note = newValue }
    }

    /// A note that stays until its owner takes it away (a draft that could not be saved, a paste arriving), shown
    /// when there is no ``note``.
    package var lastingNote: String? {
        get { view.lastingNote }
        set { view.lastingNote = newValue }
    }

    /// What the box's note row says: a history search's query, else the note of the last edit (a cut paste) until
    /// the next key, else a lasting note (a draft not saved, a paste arriving) until its condition ends.
    var noteText: String? {
        searchStatus ?? view.note ?? view.lastingNote
    }

    /// What the box's last row shows at its right end: the remaining characters once the text is near its limit.
    var countdownText: String? {
        guard let characterLimit, let countdown = Self.countdown(for: characterLimit) else { return nil }
        return countdown.shownValue(count: document.editor.characterCount).map { "\($0)" }
    }

    /// Adds the note row under the text rows: the note from its start, dimmed, cut at the width with `…` where it is
    /// too long, so its reason is never hidden, whatever the text. A box as tall as the screen gives the note the
    /// row farthest from the caret instead.
    ///
    /// - Parameters:
    ///   - rows: The box's rows.
    ///   - caretRow: The row of the caret among them.
    func addNoteRow(to rows: inout [[Cell]], caretRow: Int) {
        guard let note = noteText, !rows.isEmpty else { return }
        let gutter = showsDecoration ? decoration.cells(forRow: max(rows.count, 1)) : []
        let width = max(size.columns - gutter.count - (decoration == .none ? 1 : 0), 1)
        var cells = Cell.cells(for: note, style: .dim)
        if cells.count > width {
            cells = Array(cells.prefix(width - 1))
            if let lead = cells.lastIndex(where: { !$0.isContinuation }), cells[lead].width > cells.count - lead {
                cells.removeSubrange(lead...)
            }
            cells.append(Cell("…", style: .dim))
        }
        let row = gutter + cells
        if rows.count < size.rows {
            rows.append(row)
        } else if caretRow == rows.count - 1 {
            rows[0] = row
        } else {
            rows[rows.count - 1] = row
        }
    }

    /// Marks hidden lines and writes the countdown into the rows of a frame of `rows.count` rows of text.
    ///
    /// While lines are hidden above the visible ones the first row's gutter shows `↑`, while lines are hidden
    /// below the last row's shows `↓` (one row with both: `↕`); a decoration without a gutter has them in the
    /// last column. The remaining characters go right-aligned into the last row when its text leaves room.
    func addFeedback(to rows: inout [[Cell]], showingText: Bool) {
        guard let last = rows.indices.last else { return }
        let columns = size.columns
        if showingText {
            let above = view.scrollOffset > 0
            let below = view.scrollOffset + rows.count < view.layout.rowCount
            if above { mark(&rows[0], with: above && below && last == 0 ? "↕" : "↑", columns: columns) }
            if below && last > 0 || below && !above { mark(&rows[last], with: "↓", columns: columns) }
        }
        guard let countdown = countdownText else { return }
        let end = decoration == .none ? columns - 1 : columns
        let used = rows[last].count
        // A number cut short would read as another: it is shown whole beside the text, or not at all.
        let countdownCells = Cell.cells(for: countdown, style: .dim)
        guard countdownCells.count <= end - used - 1 else { return }
        rows[last] += Cell.row(plain: String(repeating: " ", count: end - used - countdownCells.count)) + countdownCells
    }

    /// Puts `marker` in the row's gutter, or in the last column without one.
    private func mark(_ row: inout [Cell], with marker: String, columns: Int) {
        let cell = Cell(marker, style: .dim)
        if showsDecoration, decoration.width > 0, !row.isEmpty {
            row[0] = cell
            return
        }
        guard columns > row.count else { return }
        row += Cell.row(plain: String(repeating: " ", count: columns - 1 - row.count)) + [cell]
    }
}

// MARK: - The editor's text

extension TextArea {
    /// Takes the text the user's editor saved, as one undoable edit, cut to the character limit: the box's last
    /// row then says how much was cut, until the next key. Each element the box held whose text is found again
    /// verbatim (in order, the first match after the previous one) is an element again; the rest is plain text.
    ///
    /// - Parameter text: What the editor saved.
    /// - Returns: ``Outcome/edited``, or ``Outcome/unchanged`` when the text is the same.
    package mutating func takeEditedText(_ text: String) -> Outcome {
        var text = text
        if let characterLimit, text.count > characterLimit.maximum {
            view.note =
                "\(text.count - characterLimit.maximum) characters past the limit of \(characterLimit.maximum) were cut"
            text = characterLimit.trimmed(text)
        }
        let elements = document.editor.submission.elements.map(\.element)
        guard !elements.isEmpty else { return setText(text) }
        return apply(document.editor.setText(Submission(text: text, findingAgain: elements)))
    }
}
