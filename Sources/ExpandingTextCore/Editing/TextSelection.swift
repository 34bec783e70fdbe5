/// The selection: a fixed end (the anchor) and a moving end (the head, where the caret is).
///
/// When both ends are equal the selection is a caret. Extending a selection (Shift with an arrow key) moves the
/// head and keeps the anchor, so the head may come before the anchor; ``range`` gives the ends in order. Both
/// ends are cluster boundaries: ``TextEditor`` checks them when a selection is set and keeps them aligned
/// through edits.
///
/// ```swift
/// let selection = TextSelection(anchor: TextPosition(utf8Offset: 5), head: TextPosition(utf8Offset: 2))
/// selection.range        // @2..<@5
/// selection.isCollapsed  // false
/// ```
public struct TextSelection: Hashable, Sendable {
    /// The end that stays put when the selection is extended.
    public var anchor: TextPosition
    /// The end that moves when the selection is extended; the caret is drawn here.
    public var head: TextPosition

    /// Creates a selection from its two ends.
    /// - Parameters:
    ///   - anchor: The end that stays put when the selection is extended.
    ///   - head: The end that moves.
    public init(anchor: TextPosition, head: TextPosition) {
        self.anchor = anchor
        self.head = head
    }

    /// Creates a caret: an empty selection at `position`.
    /// - Parameter position: Where the caret is.
    public init(caret position: TextPosition) {
        self.init(anchor: position, head: position)
    }

    /// Creates a selection of a range, its head at the range's end.
    /// - Parameter range: The selected range.
    public init(range: Range<TextPosition>) {
        self.init(anchor: range.lowerBound, head: range.upperBound)
    }

    /// Whether the selection is a caret (selects nothing).
    public var isCollapsed: Bool { anchor == head }

    /// The selected range, ends in order.
    public var range: Range<TextPosition> { min(anchor, head)..<max(anchor, head) }
}
