/// A place where a line may (or must) break, as `LineBreakIterator` reports it.
package struct LineBreakOpportunity: Equatable, Sendable {
    /// The absolute UTF-8 offset of the boundary: the break goes before the scalar that starts there.
    package var utf8Offset: Int
    /// Whether the line must break here: after BK (VT, FF, U+2028, U+2029), CR not followed by LF, LF, NL (NEL).
    package var isMandatory: Bool

    /// An opportunity at `utf8Offset`, mandatory or not.
    package init(utf8Offset: Int, isMandatory: Bool) {
        self.utf8Offset = utf8Offset
        self.isMandatory = isMandatory
    }
}
