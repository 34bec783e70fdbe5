/// What the layout remembers about one visual line: its length and why it starts where it does.
///
/// Offsets are not stored: a line's start is the sum of the lengths before it, which `LineIndex` keeps per node,
/// so an edit shifts every later line without touching it.
struct LineRecord: Equatable, Sendable {
    /// The UTF-8 length from this line's start to the next line's start (the line's terminating line break, if
    /// any, included). Only the last line of a text can be empty.
    var length: Int
    /// Why the line starts where it does.
    var kind: LineStartKind
    /// The rows a front end draws the line on: 1, except for a line holding a single cluster whose markers of
    /// hidden text are wider than the line, which wraps them at any cell (`CellWidths.rows(ofClusterAt:…)`).
    /// 32 bits, which keep a record at 24 bytes.
    var rows: Int32 = 1
    /// How far past the line's start, in UTF-8 code units, the text had been read when the wrapper decided that a
    /// line starts here. Every layout decision up to this line start depends only on the text before
    /// `start + decidedThrough`, so an edit at or after that offset leaves this line start (and every line before
    /// it) unchanged. Along the lines of a layout, `start + decidedThrough` never decreases.
    var decidedThrough: Int
}

/// Why a visual line starts where it does.
enum LineStartKind: UInt8, Sendable {
    /// The start of the text, or right after a mandatory break (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029).
    case paragraph
    /// A line-break opportunity: the segment starting here did not fit on the line before.
    case wrap
    /// Inside a segment wider than the line: a break at a cluster boundary that is not an opportunity.
    case emergency

    /// Whether the wrapper's state at a line start of this kind depends on nothing before it, so that wrapping can
    /// restart there (with the line breaker restarted at the same offset) and give what a full layout gives.
    var isRestartable: Bool { self != .emergency }
}
