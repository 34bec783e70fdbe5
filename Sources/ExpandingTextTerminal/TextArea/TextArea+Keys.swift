// MARK: - Keys and commands

extension TextArea {
    /// What handling an event did, and what the caller should do next.
    public enum Outcome: Hashable, Sendable {
        /// Nothing changed: no redraw needed.
        case unchanged
        /// The caret moved (or the view scrolled): redraw.
        case moved
        /// The text changed: redraw, and save a draft if the program keeps one.
        case edited
        /// The user submitted the text (Enter, Ctrl+D).
        case submitted
        /// The user gave up (Ctrl+C, Ctrl+D on an empty text).
        case cancelled
        /// The user asked to erase the box and draw it again (Ctrl+L).
        case redrawRequested
        /// The user asked to stop the program, as the shell's job control does (Ctrl+Z).
        case suspendRequested
        /// The key was refused: a submit of a blank text (see ``submitsBlankText``), a key past the character
        /// limit, or a second key that completes no two-key binding. The caller rings the bell.
        case refused
        /// The user asked to edit the text in their editor (Ctrl+X Ctrl+E, Ctrl+G).
        case externalEditorRequested
    }

    /// Handles one input event: a key press runs its command (or types its character), a paste inserts its text
    /// as one undoable edit (trimmed to the character limit), a terminal reply does nothing.
    ///
    /// Enter goes through the key map like every other key (its Return bindings are ``returnKeyBehavior``).
    ///
    /// - Parameter event: The event.
    /// - Returns: What happened.
    /// - Complexity: O(edit + log n) for the text area's own work; the layout re-wraps only the edited lines.
    @discardableResult
    public mutating func handle(_ event: KeyEvent) -> Outcome {
        if case .reply = event { return .unchanged }
        let hadNote = view.note != nil
        view.note = nil
        // A key after the wheel scrolled the caret away brings it back into view first.
        let scrolledBack = view.scrollOffset
        scrollToCaret()
        let outcome = handleKeyOrPaste(event)
        let changedView = hadNote || view.scrollOffset != scrolledBack
        return outcome == .unchanged && changedView ? .moved : outcome
    }

    private mutating func handleKeyOrPaste(_ event: KeyEvent) -> Outcome {
        switch event {
        case .paste(let text):
            document.recentKillOrYank = nil
            return paste(text)
        case .reply:
            return .unchanged
        case .key(let chord):
            if document.awaitedSecondKeyAfter == nil, let (layer, action) = KeyMap.layer(for: chord, in: keyModes) {
                if let action { return perform(action) }
                if layer.mode == .historySearch, let outcome = typeIntoSearch(chord) { return outcome }
            }
            if let prefix = document.awaitedSecondKeyAfter {
                document.awaitedSecondKeyAfter = nil
                if let command = keyMap.command(for: chord, after: prefix) { return perform(command) }
                // A lone Esc is pressed in passing (to close what is open): the key after it keeps its meaning.
                return prefix == KeyChord(.escape) ? handleKeyOrPaste(event) : .refused
            }
            if keyMap.startsTwoKeyBinding(chord) {
                document.awaitedSecondKeyAfter = chord
                return .unchanged
            }
            if let command = keyMap.command(for: chord) {
                return perform(command)
            }
            if let character = typedCharacter(for: .key(chord)) {
                return insert(String(character))
            }
            return .unchanged
        }
    }

    /// The modes whose key layers are on: a history search, a selection. (The completion menu is the session's.)
    package var keyModes: Set<KeyLayer.Mode> {
        var modes: Set<KeyLayer.Mode> = []
        if recall.search != nil { modes.insert(.historySearch) }
        if !document.editor.selection.isCollapsed { modes.insert(.selection) }
        return modes
    }

    /// Carries out a layer's action; the completion menu's are the session's, and do nothing here.
    private mutating func perform(_ action: KeyLayer.Action) -> Outcome {
        switch action {
        case .searchFurther: return searchHistory()
        case .eraseSearchCharacter: return eraseSearchCharacter()
        case .endSearch: return endSearch()
        case .cancelSearch: return cancelSearch()
        case .clearSelection:
            document.editor.move(to: document.editor.selection.head)
            return .moved
        case .selectPreviousCandidate, .selectNextCandidate, .selectCandidatePageUp, .selectCandidatePageDown,
            .selectFirstCandidate, .selectLastCandidate, .acceptCandidate, .dismissMenu:
            return .unchanged
        }
    }

    /// The character an event types, if it is a key press that types one: a chord with text that the key map does
    /// not bind, while no search or two-key binding waits for it.
    ///
    /// A caller holding several events may insert the characters of a run of them at once: ``handle(_:)`` would
    /// insert each the same way.
    package func typedCharacter(for event: KeyEvent) -> Character? {
        guard recall.search == nil, document.awaitedSecondKeyAfter == nil, let chord = event.chord,
            keyMap.command(for: chord) == nil, !keyMap.startsTwoKeyBinding(chord)
        else { return nil }
        return chord.text
    }

    /// Whether typing was cut at the limit since the last call, for the bell, which the outcome of an edit
    /// that inserted part of what was typed cannot carry.
    package mutating func takeRefusedInput() -> Bool {
        defer { document.refusedInput = false }
        return document.refusedInput
    }

    /// Runs an editor command.
    ///
    /// - Parameter command: The command.
    /// - Returns: What happened.
    @discardableResult
    public mutating func perform(_ command: EditorCommand) -> Outcome {
        let recent = document.recentKillOrYank
        document.recentKillOrYank = nil
        let continuesKill = recent == .kill
        switch command {
        case .submit:
            // `\` then Enter inserts a line, as in a shell, wherever Shift+Enter cannot be told from Enter.
            let continued = document.editor.continueLineAfterBackslash()
            return continued.isEmpty ? submitUnlessRefused() : apply(continued)
        case .cancel: return .cancelled
        case .submitOrCancelIfEmpty: return isEmpty ? .cancelled : submitUnlessRefused()
        case .clearOrCancel: return isEmpty ? .cancelled : clearKeepingTheText()
        case .clear: return isEmpty ? .unchanged : clearKeepingTheText()
        case .deleteForwardOrCancelIfEmpty: return isEmpty ? .cancelled : perform(.deleteForward)
        case .insertNewline: return apply(document.editor.insertNewline())
        case .insertTab: return apply(document.editor.insert("\t"))
        case .deleteBackward: return apply(document.editor.deleteBackward())
        case .deleteForward: return apply(document.editor.deleteForward())
        case .deleteWordBackward:
            // With a selection this cuts it (Emacs's C-w), which also goes to the terminal's clipboard.
            if let selectedText { document.clipboardText = selectedText }
            return kill(.backward, appending: continuesKill) { $0.document.editor.deleteWordBackward() }
        case .deleteWordForward:
            return kill(.forward, appending: continuesKill) { $0.document.editor.deleteWordForward() }
        case .deleteToLineStart:
            let start = view.layout.lineStart(forCaretAt: document.editor.selection.head, affinity: document.affinity)
                .position
            return kill(.backward, appending: continuesKill) { $0.document.editor.deleteToLineStart(start) }
        case .deleteToLineEnd:
            let end = view.layout.lineEnd(
                forCaretAt: document.editor.selection.head, affinity: document.affinity, in: document.editor.storage)
            return kill(.forward, appending: continuesKill) { $0.document.editor.deleteToLineEnd(end.position) }
        case .yank: return yank(rotation: 0, replacing: nil)
        case .yankPop:
            guard case .yank(let range, let rotation) = recent else { return .unchanged }
            return yank(rotation: rotation + 1, replacing: range)
        case .transposeCharacters: return apply(document.editor.transposeCharacters())
        case .undo: return apply(document.editor.undo())
        case .redo: return apply(document.editor.redo())
        case .redraw: return .redrawRequested
        case .editInExternalEditor: return .externalEditorRequested
        case .expandElement: return expandElementAtCaret()
        case .suspend: return .suspendRequested
        case .moveLeft: return move { $0.document.editor.moveLeft() }
        case .moveRight: return move { $0.document.editor.moveRight() }
        case .wordLeft: return move { $0.document.editor.moveWordLeft() }
        case .wordRight: return move { $0.document.editor.moveWordRight() }
        case .documentStart: return move { $0.document.editor.move(to: .start) }
        case .documentEnd: return move { $0.document.editor.move(to: $0.document.editor.storage.endPosition) }
        case .lineStart:
            return move(
                to: view.layout.lineStart(forCaretAt: document.editor.selection.head, affinity: document.affinity))
        case .lineEnd:
            return move(
                to: view.layout.lineEnd(
                    forCaretAt: document.editor.selection.head, affinity: document.affinity, in: document.editor.storage
                ))
        case .moveUp: return recallPreviousEntry() ?? moveVertically(by: -1)
        case .moveDown: return recallNextEntry() ?? moveVertically(by: 1)
        case .selectLeft: return move { $0.document.editor.moveLeft(extending: true) }
        case .selectRight: return move { $0.document.editor.moveRight(extending: true) }
        case .selectWordLeft: return move { $0.document.editor.moveWordLeft(extending: true) }
        case .selectWordRight: return move { $0.document.editor.moveWordRight(extending: true) }
        case .selectToDocumentStart: return move { $0.document.editor.move(to: .start, extending: true) }
        case .selectToDocumentEnd:
            return move { $0.document.editor.move(to: $0.document.editor.storage.endPosition, extending: true) }
        case .selectToLineStart:
            return move(
                to: view.layout.lineStart(forCaretAt: document.editor.selection.head, affinity: document.affinity),
                extending: true)
        case .selectToLineEnd:
            return move(
                to: view.layout.lineEnd(
                    forCaretAt: document.editor.selection.head, affinity: document.affinity, in: document.editor.storage
                ),
                extending: true)
        case .selectUp: return moveVertically(by: -1, extending: true)
        case .selectDown: return moveVertically(by: 1, extending: true)
        case .copySelection: return copySelection()
        case .searchHistory: return searchHistory()
        case .pageUp: return moveVertically(by: -visibleLineCount)
        case .pageDown: return moveVertically(by: visibleLineCount)
        }
    }

    /// Puts the caret on the cluster at a cell of the box (row and column from its top-left corner, decoration
    /// included), as a click does: on a wide cluster's either half, before it; past a line's end, at the end. With
    /// `extending`, as a drag does: the selection's anchor stays, and a row above or below the box is its first or
    /// last.
    ///
    /// A click on a collapsed paste expands it.
    ///
    /// - Returns: ``Outcome/moved``, ``Outcome/edited`` (a paste expanded) or ``Outcome/unchanged``.
    @discardableResult
    package mutating func placeCaret(row: Int, cell: Int, extending: Bool = false) -> Outcome {
        guard !isEmpty, extending || (0..<visibleLineCount).contains(row) else { return .unchanged }
        let decorationWidth = showsDecoration ? decoration.width : 0
        let boxRow = min(max(row, 0), visibleLineCount - 1)
        let column = max(cell - decorationWidth, 0)
        recall.history.stopBrowsing()
        let target = view.layout.position(row: view.scrollOffset + boxRow, column: column, in: document.editor.storage)
        if !extending, let element = elementRange(at: target, row: view.scrollOffset + boxRow, column: column) {
            document.editor.move(to: element.upperBound)
            return apply(document.editor.expandElement(at: element))
        }
        return move(to: target, extending: extending)
    }

    /// ``Outcome/submitted``, or ``Outcome/refused`` for a blank text when ``submitsBlankText`` is off.
    private func submitUnlessRefused() -> Outcome {
        guard !submitsBlankText else { return .submitted }
        let isBlank = text.allSatisfy { $0.isWhitespace }
        return isBlank ? .refused : .submitted
    }

    /// Brings the layout up to date after an edit and keeps the caret in view.
    mutating func apply(_ changes: [TextChange]) -> Outcome {
        guard !changes.isEmpty else { return .unchanged }
        prepareForElements(in: changes)
        view.layout.apply(changes, to: document.editor.storage)
        view.highlighter?.apply(changes, to: document.editor.storage)
        document.affinity = .downstream
        document.goalColumn = nil
        scrollToCaret()
        return .edited
    }

    /// Runs a horizontal motion of the editor: the goal column is forgotten.
    private mutating func move(_ motion: (inout TextArea) -> Void) -> Outcome {
        let before = (document.editor.selection, document.affinity, view.scrollOffset)
        motion(&self)
        document.affinity = .downstream
        document.goalColumn = nil
        return finishMotion(from: before)
    }

    /// Moves the caret to a position the layout chose, with its affinity; `extending` keeps the selection's anchor.
    private mutating func move(
        to target: (position: TextPosition, affinity: CaretAffinity), extending: Bool = false
    ) -> Outcome {
        let before = (document.editor.selection, document.affinity, view.scrollOffset)
        document.editor.move(to: target.position, extending: extending)
        document.affinity = target.affinity
        document.goalColumn = nil
        return finishMotion(from: before)
    }

    /// Moves the caret by visual lines, aiming for the goal column; `extending` keeps the selection's anchor.
    private mutating func moveVertically(by lines: Int, extending: Bool = false) -> Outcome {
        let before = (document.editor.selection, document.affinity, view.scrollOffset)
        let target = view.layout.moveVertically(
            from: document.editor.selection.head, affinity: document.affinity, by: lines,
            goalColumn: document.goalColumn, in: document.editor.storage)
        document.editor.move(to: target.position, extending: extending)
        document.affinity = target.affinity
        document.goalColumn = target.goalColumn
        return finishMotion(from: before)
    }

    private mutating func finishMotion(from before: (TextSelection, CaretAffinity, Int)) -> Outcome {
        scrollToCaret()
        return before == (document.editor.selection, document.affinity, view.scrollOffset) ? .unchanged : .moved
    }
}
