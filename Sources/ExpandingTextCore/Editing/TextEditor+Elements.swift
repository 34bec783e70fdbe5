// Atomic elements: inserting one, expanding one back into its text, and setting a text that holds some.

extension TextEditor {
    /// Inserts an element at the selection, replacing it, as one undo step; the caret ends after it.
    ///
    /// The element is one character of the editor's text from then on (see ``TextElement``). It is not passed
    /// through ``replacementFilter``: fit its text to a limit before making it.
    ///
    /// - Parameter element: The element.
    /// - Returns: The changes applied.
    /// - Complexity: O(length of the element's text), to count its characters, plus the edit.
    @discardableResult
    public mutating func insertElement(_ element: TextElement) -> [TextChange] {
        insertElement(element, characterCount: nil)
    }

    /// ``insertElement(_:)`` for a caller that counted the characters of the element's text already.
    @discardableResult
    package mutating func insertElement(_ element: TextElement, characterCount: Int?) -> [TextChange] {
        let placeholder = elements.register(element, characterCount: characterCount)
        return edit(selection.range, with: String(placeholder), kind: .other, selectionAfter: .caretAfterInsertion)
    }

    /// The element next to the caret, and where it lies: the one just before it, else the one just after it.
    ///
    /// - Returns: nil when the selection is not a caret or no element touches it.
    /// - Complexity: O(1) reads of the clusters on either side.
    public var elementAtCaret: (range: Range<TextPosition>, element: TextElement)? {
        guard selection.isCollapsed else { return nil }
        if let before = storage.clustersBackward(from: selection.head).first(where: { _ in true }),
            let element = elements.element(for: before.character)
        {
            return (before.range, element)
        }
        if let after = storage.clusters(from: selection.head).first(where: { _ in true }),
            let element = elements.element(for: after.character)
        {
            return (after.range, element)
        }
        return nil
    }

    /// The element a cluster of ``storage`` stands for, if it is an element's placeholder.
    ///
    /// - Parameter character: A cluster of ``storage``.
    /// - Returns: The element, or nil for plain text.
    public func element(for character: Character) -> TextElement? {
        elements.element(for: character)
    }

    /// Replaces the element at `range` with its text, as one undo step: the element becomes plain text. The caret
    /// ends after the text.
    ///
    /// - Parameter range: Where an element lies (``elementAtCaret``); nothing happens when no element lies there.
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func expandElement(at range: Range<TextPosition>) -> [TextChange] {
        guard let cluster = storage.clusters(from: range.lowerBound).first(where: { _ in true }),
            cluster.range == range, let placeholder = elements.placeholder(startingCluster: cluster.character),
            let element = elements.element(for: placeholder)
        else { return [] }
        // Marks typed after the element joined its cluster; they follow its text.
        let after = String(cluster.character).utf8.dropFirst(ElementTable.placeholderLength)
        return edit(
            range, with: element.text + String(decoding: after, as: UTF8.self), kind: .other,
            selectionAfter: .caretAfterInsertion)
    }

    /// Sets the whole text and its elements from code as one undoable step (see ``setText(_:)-(String)``); an element
    /// the editor had before keeps its identity, so undo and the kill ring still know it.
    ///
    /// - Parameter submission: The text and where its elements lie, in order and apart.
    /// - Returns: The changes applied.
    @discardableResult
    public mutating func setText(_ submission: Submission) -> [TextChange] {
        guard !submission.elements.isEmpty else { return setText(submission.text) }
        return setText(elements.collapsing(submission))
    }

    /// Creates an editor holding a text and its elements, the caret at the end (nothing to undo).
    ///
    /// - Parameter submission: The text and where its elements lie, in order and apart.
    public init(_ submission: Submission) {
        var elements = ElementTable()
        let text = elements.collapsing(submission)
        self.init(text: text)
        elements.noteReplacement(removed: "", inserted: text)
        self.elements = elements
    }

    /// An empty editor that still knows the elements of `previous` whose placeholders are in `kept` (texts taken
    /// from it that may be inserted again, such as a kill ring's).
    package init(elementsOf previous: TextEditor, keepingThoseIn kept: [String]) {
        self.init()
        elements = previous.elements.keepingOnly(placeholdersIn: kept)
    }
}
