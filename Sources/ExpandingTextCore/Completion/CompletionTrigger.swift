/// What opens a completion: a sigil typed where its anchor allows, followed by the query up to the caret.
///
/// The query runs from the sigil to the caret and holds no space or line break: `@src/ma` is the trigger `@` with
/// the query `src/ma`. With ``Anchor-swift.enum/wordStart`` the sigil must start a word (the text's start, or after
/// a space or line break), so an e-mail address `ada@example.com` opens nothing; with
/// ``Anchor-swift.enum/startOfText`` it must be the text's first character, as a command's `/` is.
///
/// ```swift
/// let mentions = CompletionTrigger(sigil: "@", anchor: .wordStart)
/// let commands = CompletionTrigger(sigil: "/", anchor: .startOfText)
/// ```
public struct CompletionTrigger: Sendable, Hashable {
    /// Where the sigil may stand.
    public enum Anchor: Sendable, Hashable {
        /// Only as the text's first character.
        case startOfText
        /// At the start of any word: the text's start, or after a space or line break.
        case wordStart
    }

    /// The character that opens the completion.
    public var sigil: Character
    /// Where the sigil may stand.
    public var anchor: Anchor

    /// Creates a trigger.
    ///
    /// - Parameters:
    ///   - sigil: The character that opens the completion; not a space or line break (the program stops with a
    ///     message otherwise).
    ///   - anchor: Where the sigil may stand.
    public init(sigil: Character, anchor: Anchor) {
        requirePrecondition(!sigil.isWhitespace, "CompletionTrigger: the sigil \(sigil.debugDescription) is a space")
        self.sigil = sigil
        self.anchor = anchor
    }
}
