// MARK: - Typing, pasting and collapsed pastes

extension TextArea {
    /// Types text at the caret, as keys do (consecutive typing undoes word by word), trimmed to the character
    /// limit.
    ///
    /// - Parameter text: The typed text.
    /// - Returns: ``Outcome/edited``, or ``Outcome/unchanged`` when nothing was inserted.
    @discardableResult
    public mutating func insert(_ text: String) -> Outcome {
        document.recentKillOrYank = nil
        recall.history.stopBrowsing()
        let before = characterLimit == nil ? 0 : document.editor.characterCount - selectedCharacterCount
        let changes = document.editor.insert(text)
        // At the limit a typed character is not inserted: the bell says so (also for the rest of a burst of keys).
        if characterLimit != nil, document.editor.characterCount - before < text.count {
            if changes.isEmpty { return .refused }
            document.refusedInput = true
        }
        return apply(changes)
    }

    /// Pastes as one undoable edit; at the limit the paste is cut, and the box's last row says by how much. With
    /// ``collapsesPastes``, a long paste becomes one element behind a label.
    mutating func paste(_ text: String) -> Outcome {
        let text = TextEditor.normalizingLineEndings(text)
        if collapsesPastes, let outcome = pasteCollapsed(text) { return outcome }
        let before = characterLimit == nil ? 0 : document.editor.characterCount - selectedCharacterCount
        let changes = document.editor.paste(text)
        if let characterLimit, document.editor.characterCount == characterLimit.maximum {
            // What the paste did not add, beyond the selection it replaced, was dropped. Counting a paste of
            // megabytes would hold the key up; past a mebibyte the note gives no number.
            let inserted = document.editor.characterCount - before
            if text.utf8.count > 1 << 20 {
                view.note = "paste cut at the limit of \(characterLimit.maximum)"
            } else {
                let dropped = text.count - inserted
                if dropped > 0 { view.note = "\(dropped) not pasted: limit \(characterLimit.maximum)" }
            }
            if changes.isEmpty { return .refused }
        }
        return apply(changes)
    }

    /// Inserts a long paste as one element behind its label (see `CollapsedPaste`), cut to the character limit
    /// first; nil when the paste (what the limit keeps of it) is short enough to insert as text.
    private mutating func pasteCollapsed(_ text: String) -> Outcome? {
        var lines = CollapsedPaste.lines(of: text)
        guard CollapsedPaste.mayCollapse(text, lines: lines) else { return nil }
        var kept = text
        var characters = text.count
        if let characterLimit {
            let room = characterLimit.maximum - (document.editor.characterCount - selectedCharacterCount)
            if characters > room {
                view.note = "\(characters - max(room, 0)) not pasted: limit \(characterLimit.maximum)"
                guard room > 0 else { return .refused }
                kept = String(text.prefix(room))
                characters = room
                lines = CollapsedPaste.lines(of: kept)
            }
        }
        guard
            let element = CollapsedPaste.element(
                for: kept, lines: lines, characters: characters, number: document.collapsedPasteCount + 1)
        else { return nil }
        document.recentKillOrYank = nil
        recall.history.stopBrowsing()
        document.collapsedPasteCount += 1
        return apply(document.editor.insertElement(element, characterCount: characters))
    }

    /// Turns the element next to the caret back into plain text, as one undo step.
    ///
    /// - Returns: ``Outcome/edited``, or ``Outcome/refused`` when no element touches the caret.
    mutating func expandElementAtCaret() -> Outcome {
        guard let (range, _) = document.editor.elementAtCaret else { return .refused }
        return apply(document.editor.expandElement(at: range))
    }

    /// Gives the layout the cells of each element label a change inserts, before it lays the change out, and makes
    /// the character limit count elements by their texts.
    mutating func prepareForElements(in changes: [TextChange]) {
        guard !document.editor.elements.entries.isEmpty else { return }
        for change in changes {
            for (_, placeholder) in document.editor.elements.placeholders(in: change.replacement) {
                guard let element = document.editor.element(for: placeholder) else { continue }
                view.layout.setCells(Self.labelCells(of: element), forNewCluster: placeholder)
            }
        }
        if let characterLimit {
            document.editor.replacementFilter = characterLimit.replacementFilter(counting: document.editor.elements)
        }
    }

    /// The cells an element's label is drawn in.
    static func labelCells(of element: TextElement) -> Int {
        Cell.cells(for: element.shownText).count
    }

    /// `cellWidths` with the cells of every element label the box knows, which measured widths from the terminal
    /// do not hold.
    func withElementLabels(_ cellWidths: CellWidths) -> CellWidths {
        guard !document.editor.elements.entries.isEmpty else { return cellWidths }
        var measured: MeasuredCellWidths
        switch cellWidths {
        case .measured(let widths): measured = widths
        case .standard, .showingInvisibleCharacters: measured = MeasuredCellWidths()
        }
        for (placeholder, entry) in document.editor.elements.entries {
            measured.setShownCells(Self.labelCells(of: entry.element), for: placeholder)
        }
        return .measured(measured)
    }

    /// The range of the element drawn at a cell, given the caret position a click there gives: the element must
    /// start at that position and its label cover the cell.
    func elementRange(
        at target: (position: TextPosition, affinity: CaretAffinity), row: Int, column: Int
    ) -> Range<TextPosition>? {
        guard document.editor.elements.liveCount > 0,
            let cluster = document.editor.storage.clusters(from: target.position).first(where: { _ in true }),
            let element = document.editor.element(for: cluster.character)
        else { return nil }
        let start = view.layout.caretCell(at: target.position, affinity: target.affinity, in: document.editor.storage)
        guard start.row == row, column >= start.column, column < start.column + Self.labelCells(of: element) else {
            return nil
        }
        return cluster.range
    }
}
