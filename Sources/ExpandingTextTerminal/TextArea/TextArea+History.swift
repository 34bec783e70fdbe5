// MARK: - History

extension TextArea {
    /// An incremental search of the history (Ctrl+R): what is typed so far, the entry found, and the text to go
    /// back to when the search is abandoned.
    package struct HistorySearch: Equatable, Sendable {
        var query = ""
        /// The index of the entry shown, or nil while nothing matches.
        var match: Int?
        var original: String
    }

    /// Up on the first visual line: the entry before the one shown, the text being edited kept for coming back.
    mutating func recallPreviousEntry() -> Outcome? {
        let current = submission
        guard caret.line == 0, let entry = recall.history.previous(current: current.text) else { return nil }
        rememberElements(of: current)
        return show(entry)
    }

    /// Keeps where the elements of a text lie, for when the history gives the text back (a submitted text, the text
    /// left for browsing the history, an entry restored from a file).
    ///
    /// - Parameter submission: The text and its elements; a text without elements forgets an earlier record.
    package mutating func rememberElements(of submission: Submission) {
        if recall.elementsOfEntries.count > recall.history.entries.count {
            // Texts the history let go of (past its capacity), and texts left for browsing, since replaced.
            let kept = Set(recall.history.entries)
            recall.elementsOfEntries = recall.elementsOfEntries.filter { kept.contains($0.key) }
        }
        let utf8 = submission.text.utf8
        recall.elementsOfEntries[submission.text] =
            submission.elements.isEmpty
            ? nil
            : submission.elements.map {
                (
                    utf8.distance(
                        from: utf8.startIndex, to: $0.range.lowerBound)..<utf8.distance(
                            from: utf8.startIndex, to: $0.range.upperBound), $0.element
                )
            }
    }

    /// Empties the box as one undoable edit and adds the text to the history, elements and all, so that Up (or an
    /// undo) brings it back: a cleared message is never lost.
    mutating func clearKeepingTheText() -> Outcome {
        let cleared = submission
        recall.history.add(cleared.text)
        rememberElements(of: cleared)
        recall.history.stopBrowsing()
        return apply(document.editor.setText(""))
    }

    /// Down on the last visual line while browsing: the next entry, or the text that was being edited.
    mutating func recallNextEntry() -> Outcome? {
        guard caret.line == view.layout.lineCount - 1, let entry = recall.history.next() else { return nil }
        return show(entry)
    }

    /// Starts a search of the history, or, during one, looks for an older entry with the same text.
    mutating func searchHistory() -> Outcome {
        guard var search = recall.search else {
            let current = submission
            rememberElements(of: current)
            recall.search = HistorySearch(original: current.text)
            return .moved
        }
        guard let found = recall.history.search(search.query, before: search.match) else { return .refused }
        search.match = found.index
        recall.search = search
        return show(found.entry)
    }

    /// A key during a search that its layer does not bind, as in readline: typed text is searched for; any other
    /// key takes the entry found and then does what it does, so Enter submits it and an arrow key moves in it.
    ///
    /// - Returns: What typing did; nil when the key ended the search and goes on to do what it does.
    mutating func typeIntoSearch(_ chord: KeyChord) -> Outcome? {
        guard var search = recall.search, keyMap.command(for: chord) == nil, let character = chord.text else {
            _ = endSearch()
            return nil
        }
        search.query.append(character)
        return find(search)
    }

    /// Erases the search's last character and looks again.
    mutating func eraseSearchCharacter() -> Outcome {
        guard var search = recall.search, !search.query.isEmpty else { return .refused }
        search.query.removeLast()
        return find(search)
    }

    /// Ends the search with the entry found in the box.
    mutating func endSearch() -> Outcome {
        recall.search = nil
        recall.history.stopBrowsing()
        return .moved
    }

    /// Ends the search and puts back the text from before it.
    mutating func cancelSearch() -> Outcome {
        guard let search = recall.search else { return .unchanged }
        recall.search = nil
        return show(search.original)
    }

    /// Looks for the newest entry holding the search's query, and shows it.
    private mutating func find(_ search: HistorySearch) -> Outcome {
        var search = search
        let found = recall.history.search(search.query)
        search.match = found?.index
        recall.search = search
        guard let found else { return .moved }
        return show(found.entry)
    }

    /// Where the entry a search found holds its query (the first place), drawn marked; nil outside a search, or
    /// while nothing matches.
    var searchMatch: Range<TextPosition>? {
        guard let search = recall.search, search.match != nil, !search.query.isEmpty else { return nil }
        let text = self.text
        guard let found = text.firstRange(ofText: search.query) else { return nil }
        let utf8 = text.utf8
        let start = utf8.distance(from: utf8.startIndex, to: found.lowerBound)
        let end = utf8.distance(from: utf8.startIndex, to: found.upperBound)
        return TextPosition(utf8Offset: start)..<TextPosition(utf8Offset: end)
    }

    /// What the last row says during a search.
    var searchStatus: String? {
        recall.search.map { "search: \($0.query)" + ($0.match == nil && !$0.query.isEmpty ? " (no match)" : "") }
    }

    /// Shows a text from the history (one undo step), the caret at its end.
    private mutating func show(_ entry: String) -> Outcome {
        let changes: [TextChange]
        if let recorded = recall.elementsOfEntries[entry] {
            let utf8 = entry.utf8
            changes = document.editor.setText(
                Submission(
                    text: entry,
                    elements: recorded.map {
                        let lower = utf8.index(utf8.startIndex, offsetBy: $0.utf8.lowerBound)
                        return Submission.Element(
                            range: lower..<utf8.index(lower, offsetBy: $0.utf8.count), element: $0.element)
                    }))
        } else {
            changes = document.editor.setText(entry)
        }
        document.editor.move(to: document.editor.storage.endPosition)
        return changes.isEmpty ? finishRecall() : apply(changes)
    }

    private mutating func finishRecall() -> Outcome {
        document.affinity = .downstream
        document.goalColumn = nil
        scrollToCaret()
        return .moved
    }
}
