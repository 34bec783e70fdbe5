// MARK: - The mouse

extension PromptSession {
    /// A click waiting for the cursor position it needs, and where the box was for the drag after a click.
    struct MouseState {
        /// The click's screen row and column while the cursor position is awaited.
        var pendingClick: (row: Int, column: Int)?
        /// The screen row of the box's first row, as the last click found it.
        var dragTopRow: Int?
    }

    /// A mouse report, or the cursor position report a click waits for; nil for any other event.
    ///
    /// Mouse reports give screen rows, and the box knows only rows relative to itself: a click asks where the
    /// cursor (at the caret) is on the screen, and is carried out when the answer comes, which also tells where the
    /// box's first row is for the drag that may follow: moving with the button held selects from the click to the
    /// pointer. The wheel scrolls the box three rows and leaves the caret where it is, as in a browser's text area:
    /// the next key brings it back.
    func handleMouse(_ reply: TerminalReply) -> TextArea.Outcome? {
        switch reply {
        case .mouse(let button, let column, let row, let isRelease) where prompt.tracksMouse:
            switch button & ~0b11100 {
            case 64, 65:
                area.scrollView(by: button & 1 == 0 ? -3 : 3)
            case 0 where !isRelease:
                mouse.pendingClick = (row, column)
                mouse.dragTopRow = nil
                input.expectCursorPositionReport()
                try? terminal.write(Array(TerminalCommand.requestCursorPosition.sequence.utf8))
            case Self.leftButtonDrag where mouse.pendingClick == nil:
                // Motion with the left button held, once the click's answer placed the box on the screen.
                if let top = mouse.dragTopRow {
                    area.placeCaret(row: row - top, cell: column - 1, extending: true)
                }
            default:
                break
            }
            return .moved
        case .cursorPosition(let caretRow, _) where mouse.pendingClick != nil:
            let click = mouse.pendingClick!
            mouse.pendingClick = nil
            // The box's first row is the caret's screen row less the caret's row in the box.
            let top = caretRow - area.frame().caret.row
            mouse.dragTopRow = top
            // A click on a collapsed paste expands it: an edit.
            return area.placeCaret(row: click.row - top, cell: click.column - 1) == .edited ? .edited : .moved
        default:
            return nil
        }
    }

    /// The button number of a motion report with the left button held (mode 1002): 32 for motion, 0 for the left.
    private static let leftButtonDrag = 32
}
