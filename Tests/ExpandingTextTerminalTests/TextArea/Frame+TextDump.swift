@testable import ExpandingTextTerminal

extension Frame {
    /// The frame as plain text, one line per row, for reference files and test failures.
    ///
    /// Each row is followed by `|` (so trailing blanks are visible); styled runs are wrapped in a marker naming
    /// the style (`{dim:…}`, `{inverse:…}`); the caret is shown as a line below the rows: `caret row,column`.
    var textDump: String {
        var lines: [String] = []
        for row in rows {
            var line = ""
            var style: CellStyle = []
            for cell in row where !cell.isContinuation {
                if cell.style != style {
                    if !style.isEmpty { line += "}" }
                    if !cell.style.isEmpty { line += "{" + cell.style.name + ":" }
                    style = cell.style
                }
                line += cell.text
            }
            if !style.isEmpty { line += "}" }
            lines.append(line + "|")
        }
        lines.append("caret \(caret.row),\(caret.column)")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension CellStyle {
    /// The attribute names of the style joined by `+`, for text dumps.
    fileprivate var name: String {
        let names: [(CellStyle, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.inverse, "inverse"),
            (.gray, "gray"), (.green, "green"), (.yellow, "yellow"), (.blue, "blue"), (.magenta, "magenta"),
            (.cyan, "cyan"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
