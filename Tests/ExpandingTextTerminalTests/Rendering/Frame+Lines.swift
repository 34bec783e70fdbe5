@testable import ExpandingTextTerminal

extension Frame {
    /// The rows as text, the one form in which the tests compare frames: inline where a frame is short, in a file
    /// under `Fixtures/Frames` where it is long.
    ///
    /// Each row ends with `|` (so trailing blanks are visible); styled runs are wrapped in a marker naming the style
    /// (`{dim:…}`, `{inverse:…}`).
    var lines: [String] {
        rows.map { row in
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
            return line + "|"
        }
    }

    /// ``lines`` and a last line for the caret, `caret row,column`: a reference file's content.
    var textDump: String {
        (lines + ["caret \(caret.row),\(caret.column)"]).joined(separator: "\n") + "\n"
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
