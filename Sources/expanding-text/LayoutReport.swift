/// What `expanding-text layout` reports about a text at a width: its visual lines and the box height they need.
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
    /// The box height in lines: the content lines clamped to the minimum and maximum (DESIGN 5.2).
    var visibleLines: Int
    /// Whether the box scrolls: exactly when the content lines exceed the maximum.
    var scrollable: Bool
    /// The visual lines, in order.
    var lines: [Line]

    /// The report as exactly one compact JSON object (no spaces, keys in the documented order), without a final
    /// newline:
    /// `{"width":W,"contentLines":N,"visibleLines":M,"scrollable":B,"lines":[{"text":"…","width":w},…]}`.
    var json: String {
        var output = "{\"width\":\(width),\"contentLines\":\(contentLines),\"visibleLines\":\(visibleLines),"
        output += "\"scrollable\":\(scrollable),\"lines\":["
        for (index, line) in lines.enumerated() {
            if index > 0 { output += "," }
            output += "{\"text\":"
            JSONString.append(line.text, to: &output)
            output += ",\"width\":\(line.width)}"
        }
        output += "]}"
        return output
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
