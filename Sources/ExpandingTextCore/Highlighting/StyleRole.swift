/// What a span of text is, for a front end to style: a link, a mention, a tag, code, emphasis, or an app's own.
///
/// A role says what the text is, not how it looks: the terminal draws each role through a theme, the Apple views
/// through text attributes. An app names its own roles; a front end draws a role it has no style for as plain text.
///
/// ```swift
/// let channel = StyleRole("channel")
/// let spans = [StyleSpan(utf8Range: 0..<4, role: .link), StyleSpan(utf8Range: 5..<9, role: channel)]
/// ```
public struct StyleRole: Hashable, Sendable, CustomStringConvertible {
    /// The role's name, such as `link`.
    public let name: String

    /// A role with a name of the app's own.
    ///
    /// - Parameter name: The name; roles with the same name are the same role.
    public init(_ name: String) {
        self.name = name
    }

    /// A web address (`https://example.com`).
    public static let link = StyleRole("link")
    /// A mention of a person or a file (`@ana`, `@src/main.swift`).
    public static let mention = StyleRole("mention")
    /// A tag (`#release`).
    public static let tag = StyleRole("tag")
    /// Code: a Markdown code span (text between backticks) or the lines of a code fence.
    public static let code = StyleRole("code")
    /// Emphasised text.
    public static let emphasis = StyleRole("emphasis")

    /// The role's name.
    public var description: String { name }
}
