import ExpandingTextTerminal

/// One element of a text as a line of a record file: its UTF-8 offset and length in the text, its kind, label and
/// payload, the last three escaped (`\\`, `\s` for a space, `\t`, `\n`, `\r`) and the optional ones written `-`
/// when absent and after `=` when present. A text is named by its UTF-8 length and FNV-1a hash, so that a record
/// is used only for the very text it was written for.
enum ElementRecord {
    /// The line naming `text`: `kind`, its UTF-8 length and its hash.
    static func identity(_ kind: String, of text: String) -> String {
        "\(kind) \(text.utf8.count) \(hash(text))"
    }

    /// A line per element of the submission, in order.
    static func lines(for submission: Submission) -> [String] {
        let utf8 = submission.text.utf8
        return submission.elements.map { item in
            let start = utf8.distance(from: utf8.startIndex, to: item.range.lowerBound)
            let length = utf8.distance(from: item.range.lowerBound, to: item.range.upperBound)
            let element = item.element
            return "\(start) \(length) \(escaped(element.kind.rawValue)) \(optional(element.label)) "
                + optional(element.payload)
        }
    }

    /// The elements the lines place in `text`, or nil when a line is damaged, does not fit the text (out of order,
    /// past its end, empty, inside a character) or records an element the tool would not have made of the text it
    /// covers (see ``rebuilt(kind:covering:label:payload:)``): the record must not change what the box shows of the
    /// text, only fold what it says.
    static func elements(from lines: some Sequence<Substring>, in text: String) -> [Submission.Element]? {
        let utf8 = text.utf8
        var elements: [Submission.Element] = []
        var previousEnd = 0
        for line in lines {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 5, let start = Int(fields[0]), let length = Int(fields[1]), start >= previousEnd,
                start <= utf8.count, length > 0, length <= utf8.count - start, let kind = unescaped(fields[2]),
                let label = optionalValue(fields[3]), let payload = optionalValue(fields[4])
            else { return nil }
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            let upper = utf8.index(lower, offsetBy: length)
            // Whole characters only: an element's edge inside `👍🏽` would split it.
            guard lower.samePosition(in: text) != nil, upper.samePosition(in: text) != nil,
                let element = rebuilt(
                    kind: TextElement.Kind(rawValue: kind), covering: String(text[lower..<upper]), label: label,
                    payload: payload)
            else { return nil }
            elements.append(Submission.Element(range: lower..<upper, element: element))
            previousEnd = start + length
        }
        return elements
    }

    /// The element the tool would have made of `covered` as the record describes it, or nil when the tool would not
    /// have made it: what the box shows comes from the text, never from the record alone, so a record written by
    /// anyone cannot make the box show one text and submit another.
    ///
    /// A paste's label is made again from the text it covers, by the rule that made it (only its number, which says
    /// nothing of the text, is taken from the record), and the text must be one that collapses. Any other kind shows
    /// its text, or no label.
    static func rebuilt(kind: TextElement.Kind, covering covered: String, label: String?, payload: String?)
        -> TextElement?
    {
        guard kind == .paste else {
            return label == nil || label == covered
                ? TextElement(kind: kind, text: covered, label: label, payload: payload) : nil
        }
        guard let number = CollapsedPaste.number(inLabel: label),
            let made = CollapsedPaste.element(
                for: covered, lines: CollapsedPaste.lines(of: covered), characters: covered.count, number: number),
            made.label == label
        else { return nil }
        return TextElement(kind: .paste, text: covered, label: made.label, payload: payload)
    }

    // MARK: - Fields

    /// FNV-1a, 64 bits, of the text's UTF-8, in 16 hex digits.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func optional(_ value: String?) -> String {
        value.map { "=" + escaped($0) } ?? "-"
    }

    private static func optionalValue(_ field: Substring) -> String?? {
        if field == "-" { return .some(nil) }
        guard field.first == "=", let value = unescaped(field.dropFirst()) else { return nil }
        return .some(value)
    }

    /// Writes a record file beside a draft or a history (atomically, mode 0600), or removes the one there when there
    /// is nothing to record. A failure is not reported: the text is whole in its own file either way, and a record
    /// that does not match it is ignored when read.
    static func save(_ text: String?, at path: FilePath) {
        if let text {
            try? POSIXFile.writeAtomically(Array(text.utf8), to: path, permissions: 0o600, beforeRename: { _ in })
        } else if POSIXFile.exists(path: path) {
            // Looked for first: removing syncs the folder, which a save without elements should not pay for.
            try? POSIXFile.remove(path: path)
        }
    }

    private static func escaped(_ value: String) -> String {
        BackslashEscapes.fieldSeparators.escaped(value)
    }

    private static func unescaped(_ field: Substring) -> String? {
        BackslashEscapes.fieldSeparators.unescaped(field)
    }
}
