/// Why the `--draft` file cannot be used. Each is reported as one line and ends the tool with status 1; the file
/// itself is never touched when it could not be read, so nothing the user typed earlier is lost.
enum DraftError: Error, Equatable, CustomStringConvertible {
    /// Opening or reading the file failed (e.g. `Permission denied`).
    case unreadable(path: String, reason: String)
    /// A folder, FIFO or device is at the path.
    case notRegularFile(path: String)
    /// The file is not UTF-8 text; `offset` is its first invalid byte.
    case notUTF8(path: String, offset: Int)
    /// The file holds `size` bytes, more than a draft may (`limit`).
    case tooLarge(path: String, size: Int, limit: Int)
    /// The draft holds more characters than `--char-limit` allows.
    case longerThanCharacterLimit(path: String, characters: Int, limit: Int)
    /// The file cannot be created: its folder is missing or not writable.
    case folderNotWritable(path: String)
    /// Saving failed (e.g. `No space left on device`); the previous draft, if any, is still there.
    case cannotSave(path: String, reason: String)
    /// The draft is larger than a draft may be, so it was not saved; the previous draft is still there.
    case textTooLarge(path: String, size: Int, limit: Int)
    /// Deleting the file after a submit failed.
    case cannotRemove(path: String, reason: String)
    /// Another live run of the tool edits this draft; `processID` is its id, when its lock file names it.
    case inUse(path: String, processID: Int32?)
    /// The lock file beside the draft cannot be created or locked.
    case cannotLock(path: String, reason: String)
    /// The file, or a link on the way to it, is not the user's own, or lies where anyone may replace it.
    case untrusted(path: String, reason: String)

    /// The one-line report, starting with `error: `. Control characters in the path or the reason are escaped, so
    /// the report is one line and cannot drive the terminal.
    var description: String { report.escapingControlCharacters }

    /// What the box shows, in one short line, while the draft is not saved: the last save failed and the draft on
    /// disk is older than the text.
    var note: String {
        switch self {
        case .cannotSave(_, let reason): return "draft not saved: \(reason)".escapingControlCharacters
        case .textTooLarge(_, _, let limit): return "draft not saved: larger than \(limit) bytes"
        default: return "draft not saved"
        }
    }

    private var report: String {
        switch self {
        case .unreadable, .notRegularFile, .notUTF8, .tooLarge, .longerThanCharacterLimit:
            "error: \(problem); it was left as it is (move it away or choose another --draft FILE)"
        case .folderNotWritable, .cannotSave, .textTooLarge, .cannotRemove, .inUse, .cannotLock, .untrusted:
            "error: \(problem)"
        }
    }

    /// What went wrong, with the file's path.
    private var problem: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read the draft file '\(path)': \(reason)"
        case .notRegularFile(let path): "the draft file '\(path)' is not a regular file"
        case .notUTF8(let path, let offset):
            "the draft file '\(path)' is not UTF-8 text (invalid byte at offset \(offset))"
        case .tooLarge(let path, let size, let limit):
            "the draft file '\(path)' holds \(size) bytes, more than the \(limit) a draft may hold"
        case .longerThanCharacterLimit(let path, let characters, let limit):
            "the draft file '\(path)' holds \(characters) characters, more than --char-limit (\(limit))"
        case .folderNotWritable(let path):
            "cannot create the draft file '\(path)': its folder does not exist or is not writable"
        case .cannotSave(let path, let reason):
            "could not save the draft file '\(path)': \(reason); the previous draft was kept"
        case .textTooLarge(let path, let size, let limit):
            "the text (\(size) bytes) is larger than the \(limit) bytes a draft may hold, so '\(path)' was not "
                + "updated; the previous draft was kept"
        case .cannotRemove(let path, let reason):
            "could not delete the draft file '\(path)' after the submit: \(reason)"
        case .inUse(let path, let processID):
            "the draft file '\(path)' is in use by another expanding-text"
                + (processID.map { " (process \($0))" } ?? "") + "; finish it or choose another --draft FILE"
        case .cannotLock(let path, let reason):
            "cannot lock the draft file '\(path)' (its .lock file beside it): \(reason)"
        case .untrusted(let path, let reason):
            "the draft file '\(path)' is not used: \(reason); nothing was read, written or deleted"
        }
    }
}
