import ExpandingTextTerminal

/// How each submitted text is written on standard output (`--output-format`): as a line, as a JSON object on a line,
/// or ended by a NUL byte, so that a program reading a chat can tell one message from the next whatever they hold.
enum OutputFormat: String, CaseIterable, Equatable {
    /// The text and a newline (a multi-line text reads as several lines).
    case text
    /// One compact JSON object per line: `{"text":…,"elements":[{"kind":…,"start":…,"length":…,"label":…}]}`, each
    /// element's place in UTF-8 bytes of the text, its label and payload only when it has them.
    case json
    /// The text and a NUL byte, which no text holds.
    case nul

    /// The bytes that stand for one submitted text.
    ///
    /// - Parameters:
    ///   - submission: The text and its elements.
    ///   - showingControlCharacters: Whether control characters are shown as symbols (plain text on a terminal).
    func bytes(for submission: Submission, showingControlCharacters: Bool) -> [UInt8] {
        switch self {
        case .text:
            let text = showingControlCharacters ? submission.text.showingControlCharacters : submission.text
            return Array((text + "\n").utf8)
        case .nul:
            return Array(submission.text.utf8) + [0]
        case .json:
            return Self.jsonLine(for: submission)
        }
    }

    /// The JSON object of a submission, and a newline.
    private static func jsonLine(for submission: Submission) -> [UInt8] {
        final class Collected {
            var bytes: [UInt8] = []
        }
        let collected = Collected()
        var output = OutputBuffer { collected.bytes.append(contentsOf: $0) }
        let utf8 = submission.text.utf8
        // Appending to memory cannot fail.
        try? {
            try output.append(#"{"text":""#)
            try JSONString.appendContents(of: submission.text[...], to: &output)
            try output.append(#"","elements":["#)
            for (index, element) in submission.elements.enumerated() {
                let start = utf8.distance(from: utf8.startIndex, to: element.range.lowerBound)
                let length = utf8.distance(from: element.range.lowerBound, to: element.range.upperBound)
                try output.append(index == 0 ? #"{"kind":""# : #",{"kind":""#)
                try JSONString.appendContents(of: element.element.kind.rawValue[...], to: &output)
                try output.append(#"","start":\#(start),"length":\#(length)"#)
                for (key, value) in [("label", element.element.label), ("payload", element.element.payload)] {
                    guard let value else { continue }
                    try output.append(#","\#(key)":""#)
                    try JSONString.appendContents(of: value[...], to: &output)
                    try output.append("\"")
                }
                try output.append("}")
            }
            try output.append("]}\n")
            try output.flush()
        }()
        return collected.bytes
    }
}
