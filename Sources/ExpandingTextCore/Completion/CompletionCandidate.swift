/// One suggestion of a completion source: what the menu shows, what accepting it inserts, and a description.
///
/// The query is matched against ``label``, and the matched characters are marked in the menu. Accepting replaces
/// the trigger and its query (`@src/ma`) with ``insertion`` and a space, or, when ``element`` is set, with that
/// atomic element (a mention that keeps its identifier) and a space. A candidate that ``continuesCompletion`` (a
/// folder) is inserted without the space, and the menu opens again on what follows it (the folder's contents).
///
/// ```swift
/// let file = CompletionCandidate(label: "src/main.swift", insertion: "@src/main.swift")
/// let command = CompletionCandidate(label: "/help", insertion: "/help", description: "Show the keys")
/// ```
public struct CompletionCandidate: Sendable, Hashable {
    /// What the menu shows, and what the query is matched against.
    public var label: String
    /// What accepting the candidate puts in place of the trigger and its query.
    public var insertion: String
    /// A line of detail shown after the label, dimmed; nil for none.
    public var description: String?
    /// An element accepting inserts in place of ``insertion``; nil to insert text.
    public var element: TextElement?
    /// Whether it is hidden, as a file whose name starts with a dot: the menu lists it only for a query that asks for
    /// hidden names, one that starts with a dot or holds `/.` (`@.github/`), as shells complete hidden files.
    public var isHidden: Bool
    /// Whether accepting it leaves the completion going: no space follows, and the menu opens again on the text as it
    /// then is (a folder, on its contents).
    public var continuesCompletion: Bool

    /// Creates a candidate.
    ///
    /// - Parameters:
    ///   - label: What the menu shows, and what the query is matched against.
    ///   - insertion: What accepting the candidate puts in place of the trigger and its query; the label when nil.
    ///   - description: A line of detail shown after the label.
    ///   - element: An element accepting inserts instead of text.
    ///   - continuesCompletion: Whether accepting it inserts no space and opens the menu again on what follows.
    ///   - isHidden: Whether the menu lists it only for a query that asks for hidden names.
    public init(
        label: String, insertion: String? = nil, description: String? = nil, element: TextElement? = nil,
        continuesCompletion: Bool = false, isHidden: Bool = false
    ) {
        self.label = label
        self.insertion = insertion ?? label
        self.description = description
        self.element = element
        self.continuesCompletion = continuesCompletion
        self.isHidden = isHidden
    }
}
