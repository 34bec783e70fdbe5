// MARK: - Completion

extension PromptSession {
    /// How often the loop looks for answers while a search runs on a terminal that cannot be woken (a scripted
    /// one); the real terminal is woken by each answer.
    static let completionPollMilliseconds = 16

    /// Whether a search runs that the loop must look for without a wake-up.
    var completionIsWaiting: Bool {
        completion?.state?.isSearching == true && terminal.wakeUp == nil
    }

    /// Hands the answers the searches left to the controller.
    ///
    /// - Returns: Whether the menu changed and needs drawing.
    func takeCompletionAnswers() -> Bool {
        guard let completion else { return false }
        var changed = false
        for answer in completionInbox.take() where completion.receive(answer) { changed = true }
        return changed
    }

    /// Handles a key meant for the open menu: moving in it, accepting, closing. The menu's keys are the top layer of
    /// the key table; the box's own layers and key map take every other key.
    ///
    /// - Returns: What the key did, or nil when no menu is shown or the key is not the menu's (it goes to the box).
    func handleCompletionKey(_ event: KeyEvent) -> TextArea.Outcome? {
        guard let completion, completion.state != nil, completionRowsShown > 0, let chord = event.chord,
            let (layer, action) = KeyMap.layer(for: chord, in: area.keyModes.union([.completionMenu])),
            layer.mode == .completionMenu, let action
        else { return nil }
        switch action {
        case .selectPreviousCandidate: completion.moveSelection(by: -1)
        case .selectNextCandidate: completion.moveSelection(by: 1)
        case .selectCandidatePageUp: completion.moveSelection(byPages: -1)
        case .selectCandidatePageDown: completion.moveSelection(byPages: 1)
        case .selectFirstCandidate: completion.selectRow(0)
        case .selectLastCandidate: completion.selectRow((completion.state?.rows.count ?? 0) - 1)
        case .dismissMenu: completion.dismiss()
        case .acceptCandidate:
            if chord == KeyChord(.enter), !completion.enterAccepts(at: terminal.monotonicMilliseconds) {
                completion.dismiss()
                return nil
            }
            // The range must be that of the text as it is: follow whatever changed it since the menu opened.
            area.updateCompletion(completion, edited: false)
            guard let acceptance = completion.accept() else { return nil }
            return area.accept(acceptance)
        case .searchFurther, .eraseSearchCharacter, .endSearch, .cancelSearch, .clearSelection:
            return nil
        }
        return .moved
    }

    /// Puts the open menu's rows in the frame, as many as the screen shows.
    ///
    /// The menu goes under the box, where the renderer makes room for it as for a taller box. When the screen has
    /// no room for it there (a box as tall as the screen), it goes over the box's rows next to the caret: above the
    /// caret's row when more of it fits there, else below, the box's text in those rows hidden until it closes.
    ///
    /// - Returns: How many rows of the menu are shown.
    func placeCompletionMenu(in frame: inout Frame) -> Int {
        guard let state = completion?.state else { return 0 }
        let indent = area.showsDecoration ? area.decoration.width : 0
        let rows = CompletionMenu.rows(
            for: state, columns: area.size.columns, indent: indent, usesColor: area.usesColor)
        let room = max(terminal.size.rows - frame.rows.count, 0)
        if rows.count <= room {
            frame.rows += rows
            return rows.count
        }
        let caretRow = min(frame.caret.row, frame.rows.count - 1)
        let roomAbove = caretRow
        let roomBelow = frame.rows.count - 1 - caretRow + room
        if roomAbove > roomBelow {
            let shown = min(rows.count, roomAbove)
            frame.rows.replaceSubrange((caretRow - shown)..<caretRow, with: rows.prefix(shown))
            return shown
        }
        let shown = min(rows.count, roomBelow)
        for (offset, row) in rows.prefix(shown).enumerated() {
            let target = caretRow + 1 + offset
            if target < frame.rows.count {
                frame.rows[target] = row
            } else {
                frame.rows.append(row)
            }
        }
        return shown
    }
}
