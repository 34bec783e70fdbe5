/// A place in the text, between two grapheme clusters.
///
/// A position is the number of UTF-8 code units before it. It always lies on a grapheme-cluster boundary of the
/// text it was made for: ``TextStorage`` checks this wherever it takes a position, and a position inside a
/// cluster (say, between a flag's two regional indicators) or past the end is a programmer error. Positions are
/// plain values: after an edit, positions after the edited range move by the change in length (``TextEditor``
/// maps its selection for you).
///
/// ```swift
/// let storage = TextStorage("h\u{E9}llo")
/// let afterE = storage.position(atCharacterOffset: 2)   // utf8Offset == 3: "é" is two UTF-8 bytes
/// ```
public struct TextPosition: Hashable, Comparable, Sendable {
    /// The number of UTF-8 code units before this position.
    public var utf8Offset: Int

    /// Creates a position at a UTF-8 offset.
    ///
    /// The offset is not checked here, since a position does not know its text; ``TextStorage`` checks it when
    /// the position is used.
    /// - Parameter utf8Offset: The number of UTF-8 code units before the position.
    public init(utf8Offset: Int) {
        self.utf8Offset = utf8Offset
    }

    /// The start of every text.
    public static let start = TextPosition(utf8Offset: 0)

    /// Orders positions by their offset.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        lhs.utf8Offset < rhs.utf8Offset
    }
}

extension TextPosition: CustomStringConvertible {
    /// The offset, written `@12` so positions stand out in messages and test output.
    public var description: String { "@\(utf8Offset)" }
}
