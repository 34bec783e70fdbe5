// MARK: - The mouse

extension PromptSession {
    /// A mouse report, or the cursor position report a click waits for; nil for any other event.
    ///
    /// Mouse reports give screen rows, and the box knows only rows relative to itself: a click asks where the
    /// cursor (at the caret) is on the screen, and is carried out when the answer comes. The wheel scrolls the box
    /// three rows and leaves the caret where it is, as in a browser's text area: the next key brings it back.
    func handleMouse(_ reply: TerminalReply) -> TextArea.Outcome? {
        switch reply {
        case .mouse(let button, let column, let row, let isRelease) where prompt.tracksMouse:
            switch button & ~0b11100 {
            case 64, 65:
                area.scrollView(by: button & 1 == 0 ? -3 : 3)
            case 0 where !isRelease:
                pendingClick = (row, column)
                decoder.expectCursorPositionReport()
                try? terminal.write(Array(TerminalCommand.requestCursorPosition.sequence.utf8))
            default:
                break
            }
            return .moved
        case .cursorPosition(let caretRow, _) where pendingClick != nil:
            let click = pendingClick!
            pendingClick = nil
            let frame = area.frame()
            // The box's first row is the caret's screen row less the caret's row in the box.
            area.placeCaret(row: click.row - (caretRow - frame.caret.row), cell: click.column - 1)
            return .moved
        default:
            return nil
        }
    }
}
