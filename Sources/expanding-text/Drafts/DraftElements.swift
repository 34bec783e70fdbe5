import ExpandingTextTerminal

/// The file beside a draft that records where the draft's elements (collapsed pastes) lie, so that a restored draft
/// shows their tokens again. The draft file itself keeps the full text, readable by anything.
///
/// The file starts with a versioned header, then names the draft text it belongs to (a draft saved by a run that
/// did not know about elements, or edited by hand, no longer matches, and the elements are left out), then one
/// ``ElementRecord`` line per element.
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
        let lines =
            [header, ElementRecord.identity("text", of: submission.text)] + ElementRecord.lines(for: submission)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The elements the file records for `text`: none when the file is of another version or does not belong to this
    /// text (the text is whole in the draft either way); nil when it belongs to this text but is damaged or records
    /// an element the tool would not have made there, so that the text is shown plain and the user told.
    static func decoded(_ file: String, for text: String) -> [Submission.Element]? {
        var lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard lines.count > 2, lines[0] == header, lines[1] == ElementRecord.identity("text", of: text) else {
            return []
        }
        return ElementRecord.elements(from: lines.dropFirst(2), in: text)
    }
}
