/// The line-break opportunities of a text, by the Unicode 15.0 line-breaking algorithm (UAX #14).
///
/// Pull-based over any iterator of Unicode scalars: it reads one scalar at a time (never allocating) and reports
/// each opportunity strictly inside the text, in order, with its absolute UTF-8 offset — never the start of the
/// text (`utf8Offset`), never its end. Breaks are mandatory after BK (VT, FF, U+2028, U+2029), CR not followed by
/// LF, LF and NL (NEL); CR LF breaks once, after the LF.
///
/// The rules are UAX #14's for Unicode 15.0, with the regular-expression form of LB25 (UAX #14 Example 7, which
/// `LineBreakTest.txt` uses), and without the Unicode 15.1 rules LB15a–d and LB28a; `LineBreakRules` writes them
/// out. Opportunities can fall inside a grapheme cluster (a space followed by a combining mark); a wrapper uses
/// only those on cluster boundaries.
///
/// **Restarting.** Starting a new iterator at any offset an iterator over the whole text reported yields exactly
/// the same later opportunities (tested on every `LineBreakTest.txt` case and on random texts): the
/// opportunities after an opportunity depend only on the text after it. And the opportunities an iterator has
/// reported depend on no text at or after its `readEnd`, how far it has read. Incremental layout relies on both:
/// each line start keeps how far the text had been read when it was decided; after an edit the layout starts a
/// new iterator at the last paragraph start or opportunity decided only by text before the edit, and stops at
/// the first line start after the edit that meets an old one decided by at least as much text (``TextLayout``'s
/// update describes the details).
///
/// ```swift
/// let text = "Hello, world!\nBye"
/// for opportunity in LineBreakIterator(text.unicodeScalars.makeIterator()) {
///     print(opportunity.utf8Offset, opportunity.isMandatory)  // 7 false, then 14 true
/// }
/// ```
///
/// - Complexity: O(1) per scalar: one lookup in the generated property table, one in the rule table.
package struct LineBreakIterator<Scalars: IteratorProtocol>: IteratorProtocol, Sequence
where Scalars.Element == Unicode.Scalar {
    var scalars: Scalars
    /// The UTF-8 offset of the next scalar.
    var offset: Int
    /// The rule machine's state after the scalars read so far, as the offset of its row in `transitions`.
    var row: Int
    /// The boundary before an OP whose LB25 decision waits for the next non-mark symbol.
    private var deferredOffset = 0
    private(set) var isFinished = false
    private let transitions: UnsafePointer<UInt16>

    /// How far the iterator has read: the UTF-8 offset after the last scalar it took, plus one once it found the
    /// end of the text (text appended there could change its answers). Its answers so far depend on nothing after.
    var readEnd: Int { isFinished ? offset &+ 1 : offset }

    /// An iterator over the opportunities in `scalars`, whose first scalar is at UTF-8 offset `utf8Offset`.
    ///
    /// - Parameters:
    ///   - scalars: The text's scalars, from its start (or from an opportunity an earlier iterator reported).
    ///   - utf8Offset: The absolute UTF-8 offset of the first scalar; reported offsets count from it.
    package init(_ scalars: Scalars, startingAt utf8Offset: Int = 0) {
        self.scalars = scalars
        self.offset = utf8Offset
        self.row = LineBreakMachine.startRow
        self.transitions = LineBreakMachine.shared.transitions
    }

    /// The next opportunity, or nil at the end of the text.
    ///
    /// - Complexity: O(k) for the k scalars read up to the opportunity.
    package mutating func next() -> LineBreakOpportunity? {
        if isFinished { return nil }
        // Locals rather than stored properties in the loop: the state then stays in a register.
        var offset = self.offset
        var row = self.row
        defer {
            self.offset = offset
            self.row = row
        }
        while let scalar = scalars.next() {
            let start = offset
            offset &+= UnicodeTables.utf8Length(scalar)
            let entry = transitions[row &+ Int(UnicodeTables.lineBreakSymbol(scalar.value))]
            // Staying in the same state without a break (letters inside a word) is the common case; testing for it
            // first lets the processor run ahead without waiting for the table load.
            if Int(truncatingIfNeeded: entry) == row { continue }
            row = Int(truncatingIfNeeded: entry & LineBreakMachine.rowMask)
            if entry <= LineBreakMachine.rowMask { continue }
            switch LineBreakRules.Action(rawValue: UInt8(truncatingIfNeeded: entry >> LineBreakMachine.actionShift)) {
            case .allowed:
                return LineBreakOpportunity(utf8Offset: start, isMandatory: false)
            case .mandatory:
                return LineBreakOpportunity(utf8Offset: start, isMandatory: true)
            case .allowedUnlessNumberFollows:
                deferredOffset = start
            case .allowedAtDeferred:
                return LineBreakOpportunity(utf8Offset: deferredOffset, isMandatory: false)
            case .prohibited, nil:
                continue
            }
        }
        isFinished = true
        // The text ended while an LB25 decision waited for a NU: no NU came, so the break is allowed.
        if LineBreakMachine.shared.isDeferred(row: row) {
            return LineBreakOpportunity(utf8Offset: deferredOffset, isMandatory: false)
        }
        return nil
    }
}
