import ExpandingTextTerminal

/// The `--history FILE`: the texts submitted before, for Up, Down and Ctrl+R in the next runs.
///
/// The file starts with a header line; then each entry is one line, with backslash, line feed and carriage return
/// written as `\\`, `\n` and `\r`, so multi-line entries stay intact. It is saved after each submit, atomically
/// (mode 0600, synced, renamed over the old file), keeping the newest ``InputHistory/defaultCapacity`` entries. A
/// file that cannot be read or is not such a history is reported and never overwritten.
///
/// Several runs of the tool may share one file (two terminals, a chat and a script): ``add(_:)`` reads the file as
/// it is at that moment, adds the entry and replaces the file under a lock, so what the others added since this run
/// loaded it stays.
///
/// <!-- example: compile-only -->
/// ```swift
/// let store = HistoryStore(path: "/home/me/.message-history")
/// let entries = try store.load()   // [] when there is no file yet
/// try store.add("Sent text")       // the file's entries now, and this one
/// ```
struct HistoryStore: Sendable {
    /// The first line of every history file.
    static let header = "# expanding-text history 1"

    /// The history file.
    let path: FilePath

    /// The newest ``InputHistory/defaultCapacity`` entries, oldest first; empty when there is no file.
    ///
    /// Only the file's first line and its last lines are read (see ``entries(in:path:)``), so a history of any size
    /// loads at once.
    /// - Throws: ``HistoryError`` when a file is there but cannot be read or is not a history; it is left as it is.
    func load() throws(HistoryError) -> [String] {
        try checkTrusted()
        let result: POSIXFile.LastLinesResult
        do {
            result = try POSIXFile.readLastLines(
                path: path, count: InputHistory.defaultCapacity, headLength: Self.header.utf8.count + 1)
        } catch {
            throw .unreadable(path: path.description, reason: error.reason)
        }
        switch result {
        case .missing:
            return []
        case .notRegularFile:
            throw .unreadable(path: path.description, reason: "not a regular file")
        case .tail(let head, let bytes, let offset):
            if offset > 0, head != Array((Self.header + "\n").utf8) {
                throw .notAHistory(path: path.description, line: 1)
            }
            let (text, invalidOffset) = UTF8Validation.decode(bytes)
            if let invalidOffset {
                throw .unreadable(path: path.description, reason: "not UTF-8 (byte \(offset + invalidOffset))")
            }
            if offset == 0 { return try Self.entries(in: text, path: path.description) }
            let lines = Self.lines(of: text)
            let kept = lines.suffix(InputHistory.defaultCapacity)
            return try Self.decode(kept, path: path.description) {
                let before = (try? POSIXFile.lineBreakCount(path: path, before: offset)) ?? 0
                return before + 1 + kept.startIndex
            }
        }
    }

    /// The entries of `entries` whose elements the record beside the file keeps (see ``HistoryElements``), with
    /// them; none when there is no record or it cannot be read (the entries are whole in the file either way).
    ///
    /// - Returns: The entries with elements, and how many entries' records were ignored as damaged or not matching
    ///   their text, and where the records are.
    func loadElements(for entries: [String]) -> (submissions: [Submission], ignored: Int, path: FilePath?) {
        let (submissions, ignored) = HistoryElements.submissions(for: entries, in: readRecords())
        let target = try? POSIXFile.resolvingSymbolicLinks(path)
        return (submissions, ignored, target.map(Self.elementsPath(of:)))
    }

    /// The file beside the history (the file a link points to) that records where its entries' elements lie.
    static func elementsPath(of target: FilePath) -> FilePath {
        FilePath(target.description + ".elements")
    }

    private func readRecords() -> [String: [Substring]] {
        guard let target = try? POSIXFile.resolvingSymbolicLinks(path),
            case .contents(let bytes)? = try? POSIXFile.read(
                path: Self.elementsPath(of: target), limit: DraftStore.maximumSize)
        else { return [:] }
        return HistoryElements.records(in: String(decoding: bytes, as: UTF8.self))
    }

    /// Keeps the records of the entries saved, and the new entry's, beside the history. A failure leaves the
    /// elements out of later recalls, never an entry.
    private func saveRecords(for entries: [String], adding entry: String, elements: [Submission.Element]) {
        var records = readRecords()
        // The newest submit of a text says what it holds: a text sent again without its tokens drops their record.
        records[HistoryElements.identity(of: entry)] =
            elements.isEmpty
            ? nil : ElementRecord.lines(for: Submission(text: entry, elements: elements)).map { Substring($0) }
        guard let target = try? POSIXFile.resolvingSymbolicLinks(path) else { return }
        var kept: [(identity: String, lines: [Substring])] = []
        var seen = Set<String>()
        for entry in entries {
            let identity = HistoryElements.identity(of: entry)
            guard let lines = records[identity], seen.insert(identity).inserted else { continue }
            kept.append((identity, lines))
        }
        ElementRecord.save(HistoryElements.encoded(kept), at: Self.elementsPath(of: target))
    }

    /// How long ``add(_:)`` waits for another process to finish its own save: far longer than any save takes.
    static let lockWaitMilliseconds = 2_000

    /// Adds a submitted text as the newest entry, keeping every entry in the file now — also those another process
    /// added since this one loaded it.
    ///
    /// Under an exclusive lock on `FILE.lock` beside the file (the file itself is replaced by a rename, which would
    /// take a lock on it away): read the file, add the entry as ``InputHistory/add(_:)`` does, replace the file.
    /// - Parameters:
    ///   - entry: The submitted text.
    ///   - elements: Where its elements (collapsed pastes) lie, for the record beside the file.
    ///   - waitingMilliseconds: How long to wait while another process holds the lock.
    ///   - beforeSave: A test hook called with the merged entries, still under the lock, just before the save.
    /// - Returns: The entries saved.
    /// - Throws: ``HistoryError`` when the file cannot be locked, read or saved; a file that is not a history is
    ///   left as it is.
    @discardableResult
    func add(
        _ entry: String, elements: [Submission.Element] = [],
        waitingMilliseconds: Int = HistoryStore.lockWaitMilliseconds, beforeSave: ([String]) -> Void = { _ in }
    ) throws(HistoryError) -> [String] {
        try checkTrusted()
        let acquisition: FileLock.Acquisition
        do {
            acquisition = try FileLock.acquire(
                guarding: POSIXFile.resolvingSymbolicLinks(path), waitingMilliseconds: waitingMilliseconds)
        } catch {
            throw .cannotSave(path: path.description, reason: "cannot lock it: \(error.reason)")
        }
        let lock: FileLock
        switch acquisition {
        case .acquired(let acquired):
            lock = acquired
        case .held(let processID):
            let holder = processID.map { "process \($0)" } ?? "another process"
            throw .cannotSave(path: path.description, reason: "locked by \(holder)")
        }
        defer { lock.release() }
        var history = InputHistory(try load())
        history.add(entry)
        beforeSave(history.entries)
        try save(history.entries)
        saveRecords(
            for: Array(history.entries.suffix(InputHistory.defaultCapacity)), adding: entry, elements: elements)
        return history.entries
    }

    /// Refuses a file, or a link on the way to it, that is another user's or lies where anyone may replace it
    /// (see ``POSIXFile/refusalToUse(_:asUser:)``).
    func checkTrusted() throws(HistoryError) {
        if let reason = POSIXFile.refusalToUse(path) { throw .untrusted(path: path.description, reason: reason) }
    }

    /// Replaces the file with the newest entries, atomically.
    func save(_ entries: [String]) throws(HistoryError) {
        try checkTrusted()
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
        BackslashEscapes.lineBreaks.escaped(entry)
    }

    /// The newest ``InputHistory/defaultCapacity`` entries of a history file's text, oldest first: older lines are
    /// neither decoded nor checked, as the next save drops them, so a huge file costs a split, not a decoding.
    static func entries(in text: String, path: String) throws(HistoryError) -> [String] {
        let lines = Self.lines(of: text)
        guard let first = lines.first else { return [] }
        guard first == header else { throw .notAHistory(path: path, line: 1) }
        let kept = lines.dropFirst().suffix(InputHistory.defaultCapacity)
        return try decode(kept, path: path) { kept.startIndex + 1 }
    }

    /// The lines of a history's text, without the empty one after its last line break.
    private static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The entries that history lines hold.
    /// - Parameters:
    ///   - lines: The lines, each one escaped entry.
    ///   - firstLine: The line number in the file, from 1, of the first of `lines`: asked only for an error.
    private static func decode(
        _ lines: ArraySlice<Substring>, path: String, firstLine: () -> Int
    ) throws(HistoryError) -> [String] {
        var entries: [String] = []
        entries.reserveCapacity(lines.count)
        for (offset, line) in lines.enumerated() {
            guard let entry = BackslashEscapes.lineBreaks.unescaped(line) else {
                throw .notAHistory(path: path, line: firstLine() + offset)
            }
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
    /// The file, or a link on the way to it, is not the user's own, or lies where anyone may replace it.
    case untrusted(path: String, reason: String)

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
        case .untrusted(let path, let reason):
            report = "error: the history file '\(path)' is not used: \(reason); nothing was read or written"
        }
        return report.escapingControlCharacters
    }
}
