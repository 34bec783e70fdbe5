/// One replacement of a range of a text by new text, with the range in both UTF-16 units and Characters.
///
/// Front ends apply it through their text system (on Apple, `replace(_:withText:)` or an edit of the text storage
/// registered with the undo manager) instead of assigning the whole text, which would move the caret and clear
/// the undo history. Both ends of the range lie on grapheme-cluster boundaries of the text it applies to.
///
/// ```swift
/// let change = TextSync.replacement(from: "Hello world", to: "Hello, world")
/// // change?.utf16Range == 5..<5, change?.characterRange == 5..<5, change?.text == ","
/// ```
public struct TextReplacement: Hashable, Sendable {
    /// The replaced range in UTF-16 code units of the text *before* the change (what `NSRange` counts).
    public var utf16Range: Range<Int>
    /// The replaced range in Characters (grapheme clusters) of the text *before* the change.
    public var characterRange: Range<Int>
    /// The text that replaces the range.
    public var text: String

    /// Creates a replacement. The caller guarantees that both ranges denote the same text.
    ///
    /// - Parameters:
    ///   - utf16Range: The replaced range in UTF-16 code units.
    ///   - characterRange: The same range in Characters.
    ///   - text: The new text.
    public init(utf16Range: Range<Int>, characterRange: Range<Int>, text: String) {
        self.utf16Range = utf16Range
        self.characterRange = characterRange
        self.text = text
    }
}
