import ExpandingTextTerminal

/// What `expanding-text layout` reports about a text at a width: the box height its visual lines need, and the
/// lines themselves, written one by one as they are laid out.
struct LayoutReport: Equatable {
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
    /// - Complexity: O(length of the lines); memory O(1): a line's text goes out piece by piece.
    func writeJSON<Reported: LayoutReportLine>(
        to output: inout OutputBuffer, lines: ((Reported) throws -> Void) throws -> Void
    ) throws {
        try output.append(
            "{\"width\":\(width),\"contentLines\":\(contentLines),\"visibleLines\":\(visibleLines),"
                + "\"scrollable\":\(scrollable),\"lines\":[")
        var isFirst = true
        try lines { line in
            try output.append(isFirst ? "{\"text\":\"" : ",{\"text\":\"")
            isFirst = false
            try line.forEachPiece { piece in try JSONString.appendContents(of: piece, to: &output) }
            try output.append("\",\"width\":\(line.width)}")
        }
        try output.append("]}")
    }
}

/// What the report needs of a visual line: its text, which may come in pieces, and its width.
protocol LayoutReportLine {
    /// Display width in cells, excluding all trailing U+0020 clusters.
    var width: Int { get }

    /// Calls `body` with the pieces of the line's text, in order; each piece starts and ends on a scalar boundary.
    func forEachPiece<Failure: Error>(_ body: (Substring) throws(Failure) -> Void) throws(Failure)
}

extension VisualLineStream.Line: LayoutReportLine {}

/// JSON string literals.
enum JSONString {
    /// Appends the UTF-8 of `text` as it goes between the quotes of a JSON string literal: `"` and `\` escaped with
    /// a backslash, control characters (C0, DEL and C1) as `\uXXXX`, everything else as itself.
    ///
    /// The escapes depend on single scalars only, so a text written in pieces cut on scalar boundaries is written
    /// exactly as it would be whole.
    /// - Parameters:
    ///   - text: Part of the string.
    ///   - output: Where the escaped text goes.
    /// - Throws: What `output` throws when a block is full.
    /// - Complexity: O(n) in the UTF-8 length of `text`; runs without escapes are copied whole.
    static func appendContents(of text: Substring, to output: inout OutputBuffer) throws {
        try text.utf8.withContiguousStorageIfAvailable { try appendContents(of: $0, to: &output) }
            ?? Array(text.utf8).withUnsafeBufferPointer { try appendContents(of: $0, to: &output) }
    }

    private static func appendContents(of utf8: UnsafeBufferPointer<UInt8>, to output: inout OutputBuffer) throws {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            let value: UInt8
            let length: Int
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
                (value, length) = (byte, 1)
            } else if byte == 0xC2, index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]) {
                // U+0080–U+009F, the C1 controls, are the only scalars encoded as C2 80 to C2 9F.
                (value, length) = (utf8[index + 1], 2)
            } else {
                index += 1
                continue
            }
            try output.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[runStart..<index])))
            try appendEscape(of: value, to: &output)
            index += length
            runStart = index
        }
        try output.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[runStart...])))
    }

    /// Appends `\"` or `\\` for a quote or a backslash, and `\u00XX` (upper-case digits) for a control character.
    private static func appendEscape(of value: UInt8, to output: inout OutputBuffer) throws {
        let backslash = UInt8(ascii: "\\")
        if value == 0x22 || value == 0x5C {
            try withUnsafeBytes(of: (backslash, value)) { try output.append($0) }
            return
        }
        let digits: StaticString = "0123456789ABCDEF"
        let hex = digits.utf8Start
        let zero = UInt8(ascii: "0")
        let escape = (backslash, UInt8(ascii: "u"), zero, zero, hex[Int(value >> 4)], hex[Int(value & 0xF)])
        try withUnsafeBytes(of: escape) { try output.append($0) }
    }
}
