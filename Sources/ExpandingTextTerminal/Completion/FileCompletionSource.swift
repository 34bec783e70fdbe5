/// Completes the files and folders under a folder after `@` at a word's start, as `@src/main.swift`: from an index
/// built in the background as soon as the source is made; a search waits for the index, a keystroke never does.
///
/// Hidden files and folders (a name starting with a dot) are offered for a query that asks for them, one starting with
/// a dot or holding `/.` (`@.github/`). The index leaves out the repository's `.git` folder and what git would ignore: the patterns of the `.gitignore` file of each
/// folder (negation, `**`, folder-only and anchored patterns, as gitignore(5) documents them) and of
/// `.git/info/exclude`. Symbolic links are listed, never followed. Folders are listed with a trailing `/`.
///
/// <!-- example: compile-only -->
/// ```swift
/// var prompt = try Prompt(placeholder: "Message")
/// prompt.completionSources = [FileCompletionSource(root: ".")]
/// ```
public struct FileCompletionSource: CompletionSource {
    /// `@` at the start of a word.
    public let trigger = CompletionTrigger(sigil: "@", anchor: .wordStart)
    /// The folder is indexed once: each completion ranks the same list.
    public let listIsFixed = true
    private let index: Task<[CompletionCandidate], Never>

    /// Starts indexing the folder at `root`.
    ///
    /// - Parameter root: The folder whose files are offered, by their paths relative to it.
    /// - Complexity: The index takes O(entries) in a task of its own, listing at most a million of them.
    public init(root: String) {
        index = Task.detached(priority: .utility) {
            FileIndex.paths(under: root).map {
                CompletionCandidate(
                    label: $0, insertion: QuotedPath.insertion(of: $0, after: "@", open: $0.hasSuffix("/")),
                    continuesCompletion: $0.hasSuffix("/"), isHidden: $0.hasPrefix(".") || $0.containsText("/."))
            }
        }
    }

    /// Every path, once the index is built.
    public func candidates(for query: String) async throws -> [CompletionCandidate] {
        await index.value
    }
}
