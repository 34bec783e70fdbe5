@testable import ExpandingTextCore

extension TextLayout {
    /// Every line's start offset and kind, for comparing layouts.
    var lineStartsForTesting: [LineStart] {
        lines.lines(from: 0).map { LineStart(offset: $0.start, kind: $0.record.kind, rows: Int($0.record.rows)) }
    }

    /// The texts of all visual lines.
    func lineTexts(in storage: TextStorage) -> [String] {
        (0..<lineCount).map { line($0, in: storage).text }
    }
}

/// A line start as the tests compare them.
struct LineStart: Equatable, CustomStringConvertible {
    var offset: Int
    var kind: LineStartKind
    /// The rows the line is drawn on (more than 1 for a wide marker of hidden text).
    var rows = 1

    var description: String {
        "\(offset)\(kind == .emergency ? "!" : kind == .wrap ? "~" : "")\(rows > 1 ? "×\(rows)" : "")"
    }
}

/// A layout of `text` (the test fails with the error if the width is invalid).
func makeLayout(_ text: String, width: Int, tabWidth: Int = 4) throws -> (TextStorage, TextLayout) {
    let storage = TextStorage(text)
    return (storage, try TextLayout(storage, width: width, tabWidth: tabWidth))
}

/// The scalars of a text written as hexadecimal, for failure messages.
func scalarDump(_ text: String) -> String {
    text.unicodeScalars.map { $0.value < 0x7F && $0.value > 0x20 ? String($0) : "U+\(String($0.value, radix: 16))" }
        .joined(separator: " ")
}
