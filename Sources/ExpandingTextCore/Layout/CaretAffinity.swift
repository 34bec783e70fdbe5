/// Which of two visual places a caret takes when its text position is a wrap boundary.
///
/// Where a line is wrapped (not at a mandatory break), the position after its last cluster is also the position
/// before the first cluster of the next line. `upstream` puts the caret at the end of the earlier line (column
/// min(x, width), x being the column after that line's clusters, hanging spaces included); `downstream` puts it at
/// the start of the later line (column 0). Everywhere else a position has one place and the affinity is ignored.
///
/// Moving by cluster produces `downstream` (the default), so moving right across a wrap boundary goes from the
/// last cluster of a line straight to column 0 of the next; the end of a visual line (End, or a goal column past
/// the line's content) is the one place that produces `upstream`.
public enum CaretAffinity: Sendable, Hashable {
    /// At the end of the line before the wrap.
    case upstream
    /// At the start of the line after the wrap.
    case downstream
}
