/// What `expanding-text layout` reports about a text at a width: the box height its visual lines need, and the
/// lines themselves, written one by one as they are laid out.
struct LayoutReport: Equatable {
    /// One visual line.
    struct Line: Equatable {
        /// The exact substring of the input the line covers: hanging spaces included, line-break characters not.
        var text: String
        /// Display width in cells, excluding all trailing U+0020 clusters.
        var width: Int
    }

    /// The wrapping width.
    var width: Int
    /// How many visual lines the text has.
    var contentLines: Int
    /// The box height in lines: the content lines clamped to the minimum and maximum.
    var visibleLines: Int
    /// Whether the box scrolls: exactly when the content lines exceed the maximum.
    var scrollable: Bool

    /// Writes the report as exactly one compact JSON object (no spaces, keys in the documented order), without a
    /// final newline:
    /// `{"width":W,"contentLines":N,"visibleLines":M,"scrollable":B,"lines":[{"text":"…","width":w},…]}`.
    ///
    /// - Parameters:
    ///   - output: Where the object goes.
    ///   - lines: Calls the function it is given with each visual line, in order (`contentLines` of them); each
    ///     is written before the next is asked for.
    /// - Throws: What `output` or `lines` throws.
    /// - Complexity: O(length of the lines); memory O(length of the longest line).
    func writeJSON(to output: inout OutputBuffer, lines: ((Line) throws -> Void) throws -> Void) throws {
        try output.append(
            "{\"width\":\(width),\"contentLines\":\(contentLines),\"visibleLines\":\(visibleLines),"
                + "\"scrollable\":\(scrollable),\"lines\":[")
        var isFirst = true
        var literal = ""
        try lines { line in
            literal.removeAll(keepingCapacity: true)
            if !isFirst { literal += "," }
            isFirst = false
            literal += "{\"text\":"
            JSONString.append(line.text, to: &literal)
            literal += ",\"width\":\(line.width)}"
            try output.append(literal)
        }
        try output.append("]}")
    }
}

/// JSON string literals.
enum JSONString {
    /// Appends `text` as a JSON string literal: `"` and `\` escaped with a backslash, control characters (C0, DEL
    /// and C1) as `\uXXXX`, everything else as itself in UTF-8.
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    static func append(_ text: String, to output: inout String) {
        output.unicodeScalars.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: output += "\\\""
            case 0x5C: output += "\\\\"
            case 0x00...0x1F, 0x7F...0x9F: output += escaped(scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.unicodeScalars.append("\"")
    }

    /// `text` as a JSON string literal (see ``append(_:to:)``).
    static func literal(_ text: String) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }

    private static func escaped(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
