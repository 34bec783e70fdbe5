/// What a text area draws to the left of its text: nothing, a prompt marker, or a border.
///
/// A decoration takes columns from the text: the text wraps at W = columns − 1 − the decoration's width (at least
/// 1; the last column is kept for the caret). When the terminal is too narrow for the decoration and one column of
/// text, the decoration is not drawn.
///
/// ```swift
/// let chat = TextAreaDecoration.prompt("> ")   // "> " before the first row, "  " before the others
/// let quote = TextAreaDecoration.border("│ ")  // "│ " before every row
/// ```
public enum TextAreaDecoration: Hashable, Sendable {
    /// No decoration: the text starts in the first column.
    case none
    /// A marker before the box's first row (such as `"> "`); the other rows are indented by its width.
    case prompt(String, style: CellStyle = .bold)
    /// A border before every row (such as `"│ "`).
    case border(String, style: CellStyle = .dim)

    /// The decoration's cells for row `row` of the box (the same width on every row).
    package func cells(forRow row: Int) -> [Cell] {
        switch self {
        case .none:
            return []
        case .prompt(let marker, let style):
            let cells = Cell.cells(for: marker, style: style)
            return row == 0 ? cells : Cell.row(plain: String(repeating: " ", count: cells.count))
        case .border(let border, let style):
            return Cell.cells(for: border, style: style)
        }
    }

    /// The columns the decoration takes.
    package var width: Int {
        cells(forRow: 0).count
    }
}
