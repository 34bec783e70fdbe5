import ExpandingTextTerminal

/// The file beside a draft that records where the draft's elements (collapsed pastes) lie, so that a restored draft
/// shows their tokens again. The draft file itself keeps the full text, readable by anything.
///
/// The file starts with a versioned header, then names the draft text it belongs to (its UTF-8 length and FNV-1a
/// hash: a draft saved by a run that did not know about elements, or edited by hand, no longer matches, and the
/// elements are left out), then one line per element: its UTF-8 offset and length in the text, its kind, label and
/// payload, the last three escaped (`\\`, `\s` for a space, `\t`, `\n`, `\r`) and the optional ones written `-` when
/// absent and after `=` when present.
///
/// ```text
/// # expanding-text draft elements 1
/// text 862 9f3c2a01b7d4e655
/// 5 831 paste =[Pasted\stext\s#1\s+40\slines] -
/// ```
enum DraftElements {
    /// The first line of every such file.
    static let header = "# expanding-text draft elements 1"

    /// The file's text for a submission, or nil when it holds no element (no file is kept then).
    static func encoded(_ submission: Submission) -> String? {
        guard !submission.elements.isEmpty else { return nil }
        let utf8 = submission.text.utf8
        var lines = [header, "text \(utf8.count) \(hash(submission.text))"]
        for item in submission.elements {
            let start = utf8.distance(from: utf8.startIndex, to: item.range.lowerBound)
            let length = utf8.distance(from: item.range.lowerBound, to: item.range.upperBound)
            let element = item.element
            lines.append(
                "\(start) \(length) \(escaped(element.kind.rawValue)) \(optional(element.label)) "
                    + optional(element.payload))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The elements the file records for `text`; none when the file is of another version, does not belong to this
    /// text, or is damaged (the text is whole in the draft either way).
    static func decoded(_ file: String, for text: String) -> [Submission.Element] {
        var lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let utf8 = text.utf8
        guard lines.count > 2, lines[0] == header, lines[1] == "text \(utf8.count) \(hash(text))" else { return [] }
        var elements: [Submission.Element] = []
        var previousEnd = 0
        for line in lines.dropFirst(2) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 5, let start = Int(fields[0]), let length = Int(fields[1]), start >= previousEnd,
                length >= 0, start + length <= utf8.count, let kind = unescaped(fields[2]),
                let label = optionalValue(fields[3]), let payload = optionalValue(fields[4])
            else { return [] }
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            let upper = utf8.index(lower, offsetBy: length)
            // A range must fall on character boundaries: the offsets were written for this very text.
            guard lower.samePosition(in: text.unicodeScalars) != nil, upper.samePosition(in: text.unicodeScalars) != nil
            else { return [] }
            elements.append(
                Submission.Element(
                    range: lower..<upper,
                    element: TextElement(
                        kind: TextElement.Kind(rawValue: kind), text: String(text[lower..<upper]), label: label,
                        payload: payload)))
            previousEnd = start + length
        }
        return elements
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

    private static func escaped(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case " ": result += "\\s"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func unescaped(_ field: Substring) -> String? {
        var result = ""
        var escaping = false
        for scalar in field.unicodeScalars {
            if escaping {
                switch scalar {
                case "\\": result += "\\"
                case "s": result += " "
                case "t": result += "\t"
                case "n": result += "\n"
                case "r": result += "\r"
                default: return nil
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
