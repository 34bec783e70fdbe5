#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Dispatch
import ExpandingTextCore

// MARK: - Completion

// Core's `CompletionController` decides; the controller feeds it the view's text and caret after each change the
// composition does not hold, hands the searches' answers back on the main queue, and applies an accept as the
// user's edit.
extension GrowingTextController {
    /// Starts over with the host's sources: an open completion closes.
    func completionSourcesDidChange() {
        guard let host else { return }
        let wasOpen = completion?.state != nil
        completion = nil
        if !host.completionSources.isEmpty {
            completion = CompletionController(sources: host.completionSources) { [weak self] answer in
                DispatchQueue.main.async { self?.receiveCompletionAnswer(answer) }
            }
        }
        if wasOpen { host.completionDidChange(nil) }
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
        if changed { host.completionDidChange(completion.state) }
    }

    /// Takes an answer a search delivered.
    func receiveCompletionAnswer(_ answer: CompletionAnswer) {
        guard let host, let completion, completion.receive(answer) else { return }
        host.completionDidChange(completion.state)
    }

    /// Accepts a row (the selected one by default), as the user's edit.
    ///
    /// - Returns: Whether the text changed.
    func acceptCompletion(row: Int?) -> Bool {
        guard let host, let completion, completion.state != nil else { return false }
        commitComposition()
        // The range must be that of the text as it is now.
        updateCompletion(edited: false)
        if let row, !completion.selectRow(row), completion.state?.selectedRow != row { return false }
        let text = host.currentText
        guard let acceptance = completion.accept() else { return false }
        host.completionDidChange(nil)
        isAcceptingCompletion = true
        defer { isAcceptingCompletion = false }
        let inserted = (acceptance.element?.text ?? "") + acceptance.text
        if let limit = host.characterLimit, limit.fit(inserted, replacingUTF16: acceptance.range, in: text).isTrimmed {
            return false
        }
        if let element = acceptance.element {
            host.selectedUTF16Range = acceptance.range
            guard insertElement(element) else { return false }
            let caret = host.selectedUTF16Range.upperBound
            applyEdit(utf16Range: caret..<caret, with: acceptance.text)
        } else {
            applyEdit(utf16Range: acceptance.range, with: acceptance.text)
        }
        contentDidChange(byUser: true)
        return true
    }

    /// Moves the selected row.
    func moveCompletionSelection(by offset: Int) {
        guard let host, let completion, completion.moveSelection(by: offset) else { return }
        host.completionDidChange(completion.state)
    }

    /// Closes the completion until the next edit.
    func dismissCompletion() {
        guard let host, let completion, completion.state != nil else { return }
        completion.dismiss()
        host.completionDidChange(nil)
    }
}
#endif
