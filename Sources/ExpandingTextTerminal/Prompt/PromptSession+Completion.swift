// MARK: - Completion

extension PromptSession {
    /// How often the loop looks for answers while a search runs on a terminal that cannot be woken (a scripted
    /// one); the real terminal is woken by each answer.
    static let completionPollMilliseconds = 16

    /// Whether a search runs that the loop must look for without a wake-up.
    var completionIsWaiting: Bool {
        completion?.state?.isSearching == true && !(terminal is Terminal)
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

    /// Handles a key meant for the open menu: moving in it, accepting, closing.
    ///
    /// - Returns: What the key did, or nil when no menu is open or the key is not the menu's (it goes to the box).
    func handleCompletionKey(_ event: KeyEvent) -> TextArea.Outcome? {
        guard let completion, completion.state != nil, completionRowsShown > 0, let chord = event.chord,
            let command = CompletionMenu.command(for: chord)
        else { return nil }
        switch command {
        case .previous:
            completion.moveSelection(by: -1)
            return .moved
        case .next:
            completion.moveSelection(by: 1)
            return .moved
        case .accept:
            // The range must be that of the text as it is: follow whatever changed it since the menu opened.
            completion.update(in: area.editor, edited: false)
            guard let acceptance = completion.accept() else { return nil }
            return area.accept(acceptance)
        case .dismiss:
            completion.dismiss()
            return .moved
        }
    }

    /// The menu's rows for the frame, as many as fit under the box on the screen.
    func completionRows(under box: Frame) -> [[Cell]] {
        guard let state = completion?.state else { return [] }
        let room = max(terminal.size.rows - box.rows.count, 0)
        let indent = area.showsDecoration ? area.decoration.width : 0
        let rows = CompletionMenu.rows(
            for: state, columns: area.size.columns, indent: indent, usesColor: area.usesColor)
        return Array(rows.prefix(room))
    }
}
