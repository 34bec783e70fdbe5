/// A piece of the text that edits treat as one unit: a collapsed paste, a mention, an attachment, or an app's own.
///
/// The editor keeps an element as a single character of its text, so the caret never lands inside it, Backspace or
/// Delete next to it removes it whole, a selection takes all of it or none, and undo brings it back with its
/// payload. The text a front end submits holds the element's ``text`` in its place (``TextEditor/text``), and
/// ``TextEditor/submission`` lists where each element lies in it.
///
/// ```swift
/// var editor = TextEditor(text: "Hi ")
/// editor.insertElement(TextElement(kind: .mention, text: "@ada", payload: "user-36"))
/// editor.text                        // "Hi @ada"
/// editor.submission.elements[0].element.payload  // "user-36"
/// ```
public struct TextElement: Hashable, Sendable {
    /// What sort of element it is.
    public var kind: Kind
    /// What the element stands for in the submitted text: the pasted text, a mention's display name.
    public var text: String
    /// What a box shows in place of ``text``; nil shows the text itself, styled as an element.
    public var label: String?
    /// What the app needs beside the text: a mention's identifier, an attachment's reference; for a paste, nil
    /// (its ``text`` is the content).
    public var payload: String?

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - kind: What sort of element it is.
    ///   - text: What it stands for in the submitted text.
    ///   - label: What a box shows in its place; nil shows `text`.
    ///   - payload: What the app needs beside the text.
    public init(kind: Kind, text: String, label: String? = nil, payload: String? = nil) {
        self.kind = kind
        self.text = text
        self.label = label
        self.payload = payload
    }

    /// What a box draws for the element on one line: the label, or the text with each line break as a space.
    public var shownText: String {
        if let label { return label }
        return String(text.map { TextStorage.isLineBreak($0) || $0 == "\t" ? " " : $0 })
    }
}

extension TextElement {
    /// What sort of element one is: one of the kinds below, or an app's own (`Kind(rawValue: "emoji")`).
    public struct Kind: RawRepresentable, Hashable, Sendable {
        /// The kind's name, as drafts and history record it.
        public var rawValue: String

        /// Creates a kind from its name.
        ///
        /// - Parameter rawValue: The name; an app's own kind should not reuse the names below.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Pasted text shown collapsed behind a label such as `[Pasted text #1 +40 lines]`.
        public static let paste = Kind(rawValue: "paste")
        /// A reference to a person or a thing, shown as its display name.
        public static let mention = Kind(rawValue: "mention")
        /// A file or an image the message carries.
        public static let attachment = Kind(rawValue: "attachment")
    }
}
