// MARK: - Completion

extension TextArea {
    /// Puts an accepted completion in place of its trigger and query, as one undo step.
    ///
    /// - Parameter acceptance: What the completion controller returned, in UTF-8 offsets of this box's text.
    /// - Returns: ``Outcome/edited``, or ``Outcome/unchanged`` when nothing changed.
    package mutating func accept(_ acceptance: CompletionAcceptance) -> Outcome {
        document.recentKillOrYank = nil
        recall.history.stopBrowsing()
        return apply(document.editor.accept(acceptance))
    }

    /// The text to hand on when the user submits: ``submission`` without the space an accepted completion put at the
    /// very end (Core's ``TextEditor/submissionToSend``).
    package var submissionToSend: Submission {
        document.editor.submissionToSend
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
