/// A path after a completion's sigil, in double quotes where it holds a space or a character a shell acts on:
/// `@"assets/my photo (1).png"` stands for one path, for the completion, the highlighter and a program reading the
/// text alike.
///
/// Inside the quotes, `"` and `\` are escaped with a backslash. A folder that goes on completing is inserted
/// without its closing quote, so that the query, and the menu, go on inside it.
///
/// ```swift
/// QuotedPath.insertion(of: "src/main.swift", after: "@")        // "@src/main.swift"
/// QuotedPath.insertion(of: "my photo (1).png", after: "@")      // "@\"my photo (1).png\""
/// QuotedPath.insertion(of: "my folder/", after: "@", open: true)  // "@\"my folder/"
/// ```
public enum QuotedPath {
    /// The characters that make a path need quotes, besides white space: those a shell would act on.
    static let specialCharacters: Set<Character> = [
        "\"", "'", "\\", "(", ")", "[", "]", "{", "}", "$", "&", ";", "|", "<", ">", "*", "?", "!", "#", "~", "`",
    ]

    /// Whether `path` must be quoted to stand as one word.
    public static func needsQuotes(_ path: String) -> Bool {
        path.contains { $0.isWhitespace || specialCharacters.contains($0) }
    }

    /// The text that puts `path` after `sigil`: bare, or quoted where it needs quotes.
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - sigil: The completion's sigil.
    ///   - open: Whether the closing quote is left out: a folder whose contents the completion goes on with.
    public static func insertion(of path: String, after sigil: Character, open: Bool = false) -> String {
        guard needsQuotes(path) else { return String(sigil) + path }
        var escaped = ""
        for character in path {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return String(sigil) + "\"" + escaped + (open ? "" : "\"")
    }

    /// What a typed query after a sigil searches for: the query itself, or the path so far inside an opening
    /// quote, escapes removed; nil for a quoted path already closed, which asks for nothing more.
    static func searchedText(of query: String) -> String? {
        guard query.first == "\"" else { return query }
        var text = ""
        var escaping = false
        for character in query.dropFirst() {
            if escaping {
                text.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "\"" {
                return nil
            } else {
                text.append(character)
            }
        }
        return text
    }
}
