import ExpandingTextTerminal

/// The file beside a `--history FILE` that records where the elements (collapsed pastes) of its entries lie, so that
/// a recalled entry shows their tokens again. The history file itself keeps the full texts, in its own format, so a
/// run that knows nothing of elements reads it as before.
///
/// The file starts with a versioned header; then, for each entry that holds elements, a line naming the entry (its
/// UTF-8 length and hash) and how many elements follow, and one ``ElementRecord`` line per element. Records of
/// entries the history no longer keeps are dropped when it is saved, and so is the record of a text submitted again
/// without elements; a damaged file is left out whole (its records are gone, the entries never were in it).
///
/// ```text
/// # expanding-text history elements 1
/// entry 862 9f3c2a01b7d4e655 1
/// 5 831 paste =[Pasted\stext\s#1\s+40\slines] -
/// ```
enum HistoryElements {
    /// The first line of every such file.
    static let header = "# expanding-text history elements 1"

    /// The records of a file, by the identity line of their entry; empty for a file of another version or a damaged
    /// one.
    static func records(in file: String) -> [String: [Substring]] {
        var lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard lines.first == Substring(header) else { return [:] }
        var records: [String: [Substring]] = [:]
        var index = 1
        while index < lines.count {
            let fields = lines[index].split(separator: " ")
            guard fields.count == 4, fields[0] == "entry", let count = Int(fields[3]), count > 0,
                count < lines.count - index
            else { return [:] }
            records[fields[0...2].joined(separator: " ")] = Array(lines[index + 1...index + count])
            index += count + 1
        }
        return records
    }

    /// The file's text for the records kept, or nil when there are none (no file is kept then).
    static func encoded(_ records: [(identity: String, lines: [Substring])]) -> String? {
        guard !records.isEmpty else { return nil }
        var lines = [header]
        for record in records {
            lines.append("\(record.identity) \(record.lines.count)")
            lines += record.lines.map(String.init)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The identity line of an entry.
    static func identity(of entry: String) -> String {
        ElementRecord.identity("entry", of: entry)
    }

    /// The entries of `entries` that have a record, with their elements; and how many records were ignored as
    /// damaged or not matching the text they cover (those entries are recalled as plain text).
    static func submissions(
        for entries: [String], in records: [String: [Substring]]
    ) -> (submissions: [Submission], ignored: Int) {
        var ignored = 0
        let submissions = entries.compactMap { entry -> Submission? in
            guard let lines = records[identity(of: entry)] else { return nil }
            guard let elements = ElementRecord.elements(from: lines, in: entry) else {
                ignored += 1
                return nil
            }
            return elements.isEmpty ? nil : Submission(text: entry, elements: elements)
        }
        return (submissions, ignored)
    }
}
