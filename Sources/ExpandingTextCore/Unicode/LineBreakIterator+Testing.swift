// Test hooks: a bound, worked out from the rules, on the text that decides an opportunity, against which the tests
// and the LineBreaking fuzz target check the restart property. The layout itself uses how far the iterator has read
// (`readEnd`), which needs no second look at the text.

extension LineBreakIterator {
    /// How far the text after an opportunity matters to that opportunity: the end of the text (an absolute UTF-8
    /// offset) that decides whether a break is allowed at `utf8Offset`.
    ///
    /// The decision at a boundary depends on the text before it and on the scalar after it — and, when that scalar
    /// is an OP, on everything up to the first following scalar that is not CM or ZWJ (LB25's `PR × OP NU`
    /// lookahead). So after an edit that leaves the text before the returned offset unchanged, an opportunity at
    /// `utf8Offset` is still one, and an iterator started there (see the restart property in the type's
    /// documentation) yields the new text's opportunities from there on.
    ///
    /// - Parameters:
    ///   - utf8Offset: The absolute UTF-8 offset of an opportunity an iterator reported.
    ///   - scalars: The text's scalars from that offset on.
    /// - Returns: The offset at or after which an edit cannot remove the opportunity; at least `utf8Offset` plus
    ///   the length of the scalar there (or `utf8Offset` at the end of the text). One past the end of the text when
    ///   the text ends with an OP and its marks: any edit can then still decide the opportunity.
    /// - Complexity: O(1) except after an OP followed by combining marks: O(number of marks).
    package static func stableEnd(ofOpportunityAt utf8Offset: Int, followedBy scalars: Scalars) -> Int {
        var scalars = scalars
        var end = utf8Offset
        guard let first = scalars.next() else { return end }
        end += UnicodeTables.utf8Length(first)
        let (firstClass, _, _) = LineBreakRules.decode(UnicodeTables.lineBreakSymbol(first.value))
        guard firstClass == .op else { return end }
        while let scalar = scalars.next() {
            end += UnicodeTables.utf8Length(scalar)
            let (scalarClass, _, _) = LineBreakRules.decode(UnicodeTables.lineBreakSymbol(scalar.value))
            if scalarClass != .cm && scalarClass != .zwj { return end }
        }
        // The text ends inside the lookahead, so text appended at its end still decides the opportunity (`$(` breaks
        // before the `(`, `$(1` does not): no edit inside the text or at its end is safe.
        return end + 1
    }
}
