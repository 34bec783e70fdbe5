// MARK: - Completion

extension TextArea {
    /// Puts an accepted completion in place of its trigger and query, as one undo step.
    ///
    /// - Parameter acceptance: What the completion controller returned, in UTF-8 offsets of this box's text.
    /// - Returns: ``Outcome/edited``, or ``Outcome/unchanged`` when nothing changed.
    package mutating func accept(_ acceptance: CompletionAcceptance) -> Outcome {
        document.recentKillOrYank = nil
        recall.history.stopBrowsing()
        let outcome = apply(document.editor.accept(acceptance))
        document.completionSpaceEnd = acceptance.text.hasSuffix(" ") ? document.editor.selection.head : nil
        return outcome
    }

    /// The text to hand on when the user submits: ``submission``, without the space an accepted completion put at
    /// the very end (`/review` is sent, not `/review `); a space the user typed stays.
    package var submissionToSend: Submission {
        var sent = submission
        guard let end = document.completionSpaceEnd, end == document.editor.storage.endPosition,
            sent.text.last == " "
        else { return sent }
        sent.text.removeLast()
        return sent
    }

    /// Lets a completion follow a key or an edit: it opens, updates or closes on the word before the caret.
    ///
    /// - Parameters:
    ///   - completion: The completion, if the box has one.
    ///   - edited: Whether the text changed (an accepted or dismissed completion may open again only then).
    package func updateCompletion(_ completion: CompletionController?, edited: Bool) {
        completion?.update(in: document.editor, edited: edited)
    }
}
