/// An editor's text at one moment, taken in O(1), to be read in full later, off the keystroke's path (a draft saver
/// on its own queue).
///
/// ```swift
/// var editor = TextEditor(text: "Hi ")
/// editor.insertElement(TextElement(kind: .mention, text: "@ada"))
/// let snapshot = editor.snapshot
/// snapshot.text  // "Hi @ada"
/// ```
public struct TextSnapshot: Sendable {
    /// The text as the editor stores it: each element one character.
    public let storage: TextStorage
    /// The elements behind the storage's placeholders.
    let elements: ElementTable

    /// A snapshot of a text without elements.
    ///
    /// - Parameter text: The text.
    public init(_ text: String) {
        storage = TextStorage(text)
        elements = .none
    }

    init(storage: TextStorage, elements: ElementTable) {
        self.storage = storage
        self.elements = elements
    }

    /// The whole text, each element's text in its place.
    /// - Complexity: O(n).
    public var text: String { submission.text }

    /// The whole text with the elements in it.
    /// - Complexity: O(n).
    public var submission: Submission {
        elements.liveCount == 0 ? Submission(text: storage.string) : elements.expanding(storage.string)
    }
}

extension TextEditor {
    /// The text as it is now, for reading later.
    /// - Complexity: O(1).
    public var snapshot: TextSnapshot { TextSnapshot(storage: storage, elements: elements) }
}
