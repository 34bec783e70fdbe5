/// One change of the text: a range replaced by new text.
///
/// `range` is given in positions of the text *before* the change; after it, the replacement occupies
/// ``replacementRange``. An insertion has an empty range, a deletion an empty replacement. Every mutating
/// ``TextEditor`` method returns the changes it applied, in order, so that an incremental layout can follow them.
///
/// The changes ``TextEditor`` returns are aligned: both ends are cluster boundaries before and after the change,
/// and every cluster boundary outside the range is kept (shifted by ``utf8Delta`` after it). So a layout can
/// re-wrap from the change's start and stop once its breaks line up with the old ones after the change's end.
///
/// Two changes are equal when their ranges are equal and their replacements have the same UTF-8 bytes (not
/// merely canonically equivalent strings: `"\u{E9}"` and `"e\u{301}"` are different changes).
///
/// ```swift
/// var storage = TextStorage("Hello world")
/// let change = TextChange(
///     range: TextPosition(utf8Offset: 6)..<TextPosition(utf8Offset: 11), replacement: "there")
/// storage.replace(change.range, with: change.replacement)   // "Hello there"
/// ```
public struct TextChange: Equatable, Sendable {
    /// The replaced range, in positions of the text before the change.
    public var range: Range<TextPosition>
    /// The text that replaces `range`.
    public var replacement: String

    /// Creates a change.
    /// - Parameters:
    ///   - range: The replaced range, in positions of the text before the change.
    ///   - replacement: The new text.
    public init(range: Range<TextPosition>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Where the replacement lies in the text after the change.
    ///
    /// The range's start plus the replacement's length must not pass `Int.max` (no text is that long), or the
    /// program stops with a message naming the change.
    public var replacementRange: Range<TextPosition> {
        let lower = range.lowerBound.utf8Offset
        let (upper, overflow) = lower.addingReportingOverflow(replacement.utf8.count)
        requirePrecondition(
            !overflow,
            "TextChange.replacementRange: range.lowerBound \(range.lowerBound) plus \(replacement.utf8.count) bytes "
                + "of replacement is past Int.max")
        return range.lowerBound..<TextPosition(utf8Offset: upper)
    }

    /// How many UTF-8 bytes the change adds (negative when it removes more than it inserts).
    ///
    /// The range must be at most `Int.max` bytes long (its ends are offsets into one text), or the program stops
    /// with a message naming the range.
    public var utf8Delta: Int {
        let (length, overflow) = range.upperBound.utf8Offset.subtractingReportingOverflow(range.lowerBound.utf8Offset)
        requirePrecondition(!overflow, "TextChange.utf8Delta: range \(range) is longer than Int.max")
        return replacement.utf8.count - length
    }

    /// Compares ranges and the UTF-8 bytes of the replacements.
    public static func == (lhs: TextChange, rhs: TextChange) -> Bool {
        lhs.range == rhs.range && lhs.replacement.utf8.elementsEqual(rhs.replacement.utf8)
    }
}
