import ExpandingTextCore

// MARK: - The kill ring

extension TextArea {
    /// Deletes as `deletion` does and keeps the deleted text in the kill ring, joined to the previous kill's when
    /// `appending`.
    mutating func kill(
        _ direction: KillRing.Direction, appending: Bool, _ deletion: (inout TextArea) -> [TextChange]
    ) -> Outcome {
        let before = document.editor.storage
        let changes = deletion(&self)
        let killed = changes.map { before.string(in: $0.range) }.joined()
        document.killRing.kill(killed, direction: direction, appending: appending)
        document.recentKillOrYank = .kill
        return apply(changes)
    }

    /// Inserts the kill-ring entry `rotation` steps from the newest at the caret, or in place of the text an
    /// earlier yank inserted at `range` (Alt+Y); one undo step either way.
    mutating func yank(rotation: Int, replacing range: Range<TextPosition>?) -> Outcome {
        guard let text = document.killRing.entry(rotatedBy: rotation) else { return .unchanged }
        let changes = range.map { document.editor.replace($0, with: text) } ?? document.editor.paste(text)
        if let inserted = changes.last?.replacementRange {
            document.recentKillOrYank = .yank(range: inserted, rotation: rotation)
        }
        return apply(changes)
    }
}
