import ExpandingTextTerminal

/// The `--history FILE`: the texts submitted before, for Up, Down and Ctrl+R in the next runs.
///
/// The file starts with a header line; then each entry is one line, with backslash, line feed and carriage return
/// written as `\\`, `\n` and `\r`, so multi-line entries stay intact. It is saved after each submit, atomically
/// (mode 0600, synced, renamed over the old file), keeping the newest ``InputHistory/defaultCapacity`` entries. A
/// file that cannot be read or is not such a history is reported and never overwritten.
///
/// <!-- example: compile-only -->
/// ```swift
/// let store = HistoryStore(path: "/home/me/.message-history")
/// var entries = try store.load()   // [] when there is no file yet
/// entries.append("Sent text")
/// try store.save(entries)
/// ```
struct HistoryStore: Sendable {
    /// The first line of every history file.
    static let header = "# expanding-text history 1"

    /// The history file.
    let path: FilePath

    /// The entries, oldest first; empty when there is no file.
    /// - Throws: ``HistoryError`` when a file is there but cannot be read or is not a history; it is left as it is.
    func load() throws(HistoryError) -> [String] {
        let result: POSIXFile.ReadResult
        do {
            result = try POSIXFile.read(path: path, limit: DraftStore.maximumSize)
        } catch {
            throw .unreadable(path: path.description, reason: error.reason)
        }
        switch result {
        case .missing:
            return []
        case .notRegularFile:
            throw .unreadable(path: path.description, reason: "not a regular file")
        case .tooLarge(let size):
            throw .unreadable(path: path.description, reason: "\(size) bytes, more than a history may hold")
        case .contents(let bytes):
            let (text, invalidOffset) = UTF8Validation.decode(bytes)
            if let invalidOffset {
                throw .unreadable(path: path.description, reason: "not UTF-8 (byte \(invalidOffset))")
            }
            return try Self.entries(in: text, path: path.description)
        }
    }

    /// Replaces the file with the newest entries, atomically.
    func save(_ entries: [String]) throws(HistoryError) {
        let kept = entries.suffix(InputHistory.defaultCapacity)
        let text = ([Self.header] + kept.map(Self.escaped)).joined(separator: "\n") + "\n"
        do {
            let target = try POSIXFile.resolvingSymbolicLinks(path)
            try POSIXFile.writeAtomically(Array(text.utf8), to: target, permissions: 0o600, beforeRename: { _ in })
        } catch {
            throw .cannotSave(path: path.description, reason: error.reason)
        }
    }

    // MARK: - The format

    static func escaped(_ entry: String) -> String {
        var line = ""
        for character in entry.unicodeScalars {
            switch character {
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            default: line.unicodeScalars.append(character)
            }
        }
        return line
    }

    static func entries(in text: String, path: String) throws(HistoryError) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first else { return [] }
        guard first == header else { throw .notAHistory(path: path, line: 1) }
        var entries: [String] = []
        for (offset, line) in lines.dropFirst().enumerated() {
            var entry = ""
            var escaping = false
            for scalar in line.unicodeScalars {
                if escaping {
                    switch scalar {
                    case "\\": entry += "\\"
                    case "n": entry += "\n"
                    case "r": entry += "\r"
                    default: throw .notAHistory(path: path, line: offset + 2)
                    }
                    escaping = false
                } else if scalar == "\\" {
                    escaping = true
                } else {
                    entry.unicodeScalars.append(scalar)
                }
            }
            if escaping { throw .notAHistory(path: path, line: offset + 2) }
            entries.append(entry)
        }
        return entries
    }
}

/// Why the `--history` file cannot be used; reported in one line.
enum HistoryError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be read, is not a regular file, is too large or is not UTF-8.
    case unreadable(path: String, reason: String)
    /// The file is not a history written by this tool; `line` is the first line that is not.
    case notAHistory(path: String, line: Int)
    /// Saving failed; the previous file is still there.
    case cannotSave(path: String, reason: String)

    var description: String {
        let untouched = "it was left as it is (move it away or choose another --history FILE)"
        let report: String
        switch self {
        case .unreadable(let path, let reason):
            report = "error: cannot use the history file '\(path)': \(reason); \(untouched)"
        case .notAHistory(let path, let line):
            report = "error: '\(path)' is not a history file (line \(line)); \(untouched)"
        case .cannotSave(let path, let reason):
            report = "error: could not save the history file '\(path)': \(reason)"
        }
        return report.escapingControlCharacters
    }
}
