extension String {
    /// The string with every control character written as an escape: `\n`, `\r`, `\t`, and `\u{1B}`-style for the
    /// rest of C0, DEL, C1 and the Unicode line and paragraph separators (U+2028, U+2029).
    ///
    /// Error messages quote what the user gave (an argument, a file path, a reason): escaped, a message stays on one
    /// line and no escape sequence inside it reaches the terminal it is printed on.
    /// - Complexity: O(n) in the number of scalars.
    var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where Self.needsEscape(scalar):
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
