#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Dispatch
import ExpandingTextCore

// MARK: - Completion

// Core's `CompletionController` decides; the controller feeds it the view's text and caret after each change the
// composition does not hold, hands the searches' answers back on the main queue, and applies an accept as the
// user's edit.
extension GrowingTextController {
    /// Starts over with the app's sources: an open completion closes.
    func completionSourcesDidChange() {
        let wasOpen = completion?.state != nil
        completion = nil
        // Answers of the controller replaced here may still be on their way: they carry its generation.
        completionGeneration += 1
        let generation = completionGeneration
        if !settings.completionSources.isEmpty {
            completion = CompletionController(sources: settings.completionSources) { [weak self] answer in
                DispatchQueue.main.async { self?.receiveCompletionAnswer(answer, generation: generation) }
            }
        }
        if wasOpen { completionDidChange(nil) }
        updateCompletion(edited: true)
    }

    /// Follows the text and the caret after a change; nothing while an input method composes.
    ///
    /// - Parameter edited: Whether the text changed (a dismissed completion opens again only then).
    func updateCompletion(edited: Bool) {
        guard let host, let completion, !host.isComposing, !isAcceptingCompletion else { return }
        let selection = host.selectedUTF16Range
        let changed = completion.update(
            text: host.currentText, caretUTF16Offset: selection.isEmpty ? selection.lowerBound : nil, edited: edited)
        if changed { completionDidChange(completion.state) }
    }

    /// Takes an answer a search of the current controller delivered.
    private func receiveCompletionAnswer(_ answer: CompletionAnswer, generation: Int) {
        guard let completion, generation == completionGeneration, completion.receive(answer) else { return }
        completionDidChange(completion.state)
    }

    /// Accepts a candidate the app showed, as the user's edit: the trigger and its query give way to the
    /// candidate's text, or its element, and a space.
    ///
    /// - Parameter candidate: The candidate, as the app's state showed it; its row may have moved since.
    /// - Returns: Whether the text changed; nothing changes when the candidate is no longer offered or does not fit
    ///   the character limit.
    func acceptCompletion(_ candidate: CompletionCandidate) -> Bool {
        guard let host, let completion, completion.state != nil else { return false }
        commitComposition()
        // The range must be that of the text as it is now, and the row that of the candidate now.
        updateCompletion(edited: false)
        guard let state = completion.state, let row = state.rows.firstIndex(where: { $0.candidate == candidate })
        else { return false }
        let inserted = (candidate.element?.text ?? candidate.insertion) + " "
        let text = host.currentText
        if let limit = settings.characterLimit, limit.fit(inserted, replacingUTF16: state.range, in: text).isTrimmed {
            return false
        }
        completion.selectRow(row)
        guard let acceptance = completion.accept() else { return false }
        completionDidChange(nil)
        isAcceptingCompletion = true
        defer { isAcceptingCompletion = false }
        // A trigger typed right after an element reaches into it: the element goes whole.
        let range = elements.wholeElements(acceptance.range)
        if let element = acceptance.element {
            placeElement(element, replacing: range, followedBy: acceptance.text)
        } else {
            applyEdit(utf16Range: range, with: acceptance.text)
        }
        contentDidChange(byUser: true)
        return true
    }

    /// The completion as it stands, for the app (nil once it closed).
    func completionForApp(_ state: CompletionState?) -> ExpandingTextCompletion? {
        state.map { ExpandingTextCompletion(state: $0, controller: self) }
    }

    /// Hands the app the completion as it stands (nil once it closed).
    private func completionDidChange(_ state: CompletionState?) {
        settings.onCompletionChange?(completionForApp(state))
    }

    /// Moves the selected row.
    func moveCompletionSelection(by offset: Int) {
        guard let completion, completion.moveSelection(by: offset) else { return }
        completionDidChange(completion.state)
    }

    /// Closes the completion until the next edit.
    func dismissCompletion() {
        guard let completion, completion.state != nil else { return }
        completion.dismiss()
        completionDidChange(nil)
    }
}
#endif
