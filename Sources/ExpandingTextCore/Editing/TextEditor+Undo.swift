extension TextEditor {
    /// Undoes the last step: restores the text and the selection from before it.
    /// - Returns: The changes applied (none when there is nothing to undo).
    @discardableResult
    public mutating func undo() -> [TextChange] {
        guard let step = undoSteps.popLast() else { return [] }
        // The step's change has cluster boundaries at both ends before and after it, so its inverse does too.
        let inverse = TextChange(range: step.change.replacementRange, replacement: step.removed)
        replaceInStorage(inverse.range, with: inverse.replacement, removed: step.change.replacement)
        selection = step.selectionBefore
        redoSteps.append(step)
        closeStep()
        return [inverse]
    }

    /// Redoes the last undone step: re-applies it and restores the selection from after it.
    /// - Returns: The changes applied (none when there is nothing to redo).
    @discardableResult
    public mutating func redo() -> [TextChange] {
        guard let step = redoSteps.popLast() else { return [] }
        replaceInStorage(step.change.range, with: step.change.replacement, removed: step.removed)
        selection = step.selectionAfter
        undoSteps.append(step)
        closeStep()
        return [step.change]
    }
}
