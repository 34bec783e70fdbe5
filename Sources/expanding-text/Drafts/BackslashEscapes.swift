/// The backslash escapes of the tool's line-based files: a history entry on one line (`\\`, `\n`, `\r`), a field of
/// an element record (those, and `\s` for a space and `\t` for a tab, as fields are separated by spaces).
struct BackslashEscapes {
    /// Each escaped character with the letter that stands for it after a backslash; the backslash itself is always
    /// escaped as `\\`.
    let letters: [Unicode.Scalar: Unicode.Scalar]

    /// A history entry's line breaks.
    static let lineBreaks = BackslashEscapes(letters: ["\n": "n", "\r": "r"])
    /// An element record's fields: line breaks, spaces and tabs.
    static let fieldSeparators = BackslashEscapes(letters: ["\n": "n", "\r": "r", " ": "s", "\t": "t"])

    /// `text` with a backslash and each escaped character written as an escape.
    func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" {
                result += "\\\\"
            } else if let letter = letters[scalar] {
                result += "\\"
                result.unicodeScalars.append(letter)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text an escaped string stands for; nil when a backslash is followed by no escape, or ends it.
    func unescaped(_ escaped: Substring) -> String? {
        var result = ""
        var escaping = false
        for scalar in escaped.unicodeScalars {
            if escaping {
                if scalar == "\\" {
                    result += "\\"
                } else if let original = letters.first(where: { $0.value == scalar })?.key {
                    result.unicodeScalars.append(original)
                } else {
                    return nil
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return escaping ? nil : result
    }
}
