/// When a paste collapses into one element, and how its label reads: a paste of more than
/// ``characterThreshold`` characters, or shown as more than ``lineThreshold`` lines, becomes
/// `[Pasted text #N +K lines]` (or `[Pasted text #N +C chars]` for a long paste of few lines), N counting the
/// pastes of a box from 1.
///
/// ```swift
/// CollapsedPaste.lines(of: "a\nb\nc\nd\n")                                              // 4
/// CollapsedPaste.element(for: "a\nb\nc\nd", lines: 4, characters: 7, number: 1)?.label  // "[Pasted text #1 +4 lines]"
/// ```
package enum CollapsedPaste {
    /// A paste of more characters than this collapses.
    package static let characterThreshold = 800
    /// A paste that shows as more lines than this collapses.
    package static let lineThreshold = 3
    /// What every paste label starts with, before its number.
    static let labelStart = "[Pasted text #"

    /// Whether a paste of `text`, which shows as `lines` lines, may collapse: a check by bytes, before the
    /// characters are counted (a text of at most 800 bytes has at most 800 characters).
    package static func mayCollapse(_ text: String, lines: Int) -> Bool {
        text.utf8.count > characterThreshold || lines > lineThreshold
    }

    /// The element a paste becomes, or nil when it is short enough to insert as text.
    ///
    /// - Parameters:
    ///   - text: The paste (what a character limit kept of it), line endings normalised.
    ///   - lines: ``lines(of:)`` of `text`.
    ///   - characters: The characters of `text`.
    ///   - number: N, the paste's number in its box.
    package static func element(for text: String, lines: Int, characters: Int, number: Int) -> TextElement? {
        guard characters > characterThreshold || lines > lineThreshold else { return nil }
        let size = lines > lineThreshold ? "\(lines) lines" : "\(characters) chars"
        return TextElement(kind: .paste, text: text, label: "\(labelStart)\(number) +\(size)]")
    }

    /// The number N of a label `[Pasted text #N …]`, so that a box started with recorded pastes numbers the next one
    /// after them; nil for any other label.
    package static func number(inLabel label: String?) -> Int? {
        guard let label, label.hasPrefix(labelStart) else { return nil }
        return Int(label.dropFirst(labelStart.count).prefix { $0.isASCII && $0.isNumber })
    }

    /// The lines a text shows as: its line breaks + 1, a single line break at its end not counted.
    ///
    /// - Complexity: O(n) bytes.
    package static func lines(of text: String) -> Int {
        var breaks = 0
        var endsWithBreak = false
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            // LF, VT, FF, CR (a CR LF pair is normalised away before), NEL (C2 85), LS and PS (E2 80 A8, A9).
            let isBreak =
                (0x0A...0x0D).contains(byte) || (previous.1 == 0xC2 && byte == 0x85)
                || (previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9))
            if isBreak { breaks += 1 }
            endsWithBreak = isBreak
            previous = (previous.1, byte)
        }
        return breaks + 1 - (endsWithBreak ? 1 : 0)
    }
}
