import ExpandingTextTerminal

/// The `--draft FILE`: the text being edited, kept on disk so that a crash, a closed terminal or `kill -9` loses at
/// most the last moments of typing (``DraftAutosaver`` decides when to save).
///
/// Saving never exposes a half-written file: the text goes to a temporary file in the same folder, created with
/// mode 0600 and synced, which is then renamed over the draft. Loading refuses — and never overwrites — a file it
/// cannot read, that is not UTF-8, or that is larger than ``maximumSize``.
///
/// A draft path that is a symbolic link (dotfiles often are) is followed at each step: the file at the end of the
/// links is read, replaced — its temporary file in that file's own folder, so the rename stays atomic — and deleted,
/// and the links stay as they were. A loop of links is reported like any file that cannot be read.
///
/// <!-- example: compile-only -->
/// ```swift
/// let store = DraftStore(path: "/home/me/.message.draft")
/// let restored = try store.load()          // nil when there is no draft
/// try store.save("Half a thought")
/// try store.remove()                       // after a submit
/// ```
struct DraftStore: Sendable {
    /// The largest draft, in bytes, the tool reads or writes: well above any message, far below memory trouble.
    static let maximumSize = 64 * 1024 * 1024

    /// The draft file.
    let path: FilePath
    /// The size limit in bytes (``maximumSize`` unless a test lowers it).
    let sizeLimit: Int

    init(path: FilePath, sizeLimit: Int = DraftStore.maximumSize) {
        self.path = path
        self.sizeLimit = sizeLimit
    }

    init(path: String, sizeLimit: Int = DraftStore.maximumSize) {
        self.init(path: FilePath(path), sizeLimit: sizeLimit)
    }

    /// The saved text, or nil when there is no draft file.
    /// - Throws: ``DraftError`` when a file is there but is not a usable draft; the file is left untouched.
    func load() throws(DraftError) -> String? {
        try checkTrusted()
        let result: POSIXFile.ReadResult
        do {
            result = try POSIXFile.read(path: path, limit: sizeLimit)
        } catch {
            throw .unreadable(path: path.description, reason: error.reason)
        }
        switch result {
        case .missing:
            return nil
        case .notRegularFile:
            throw .notRegularFile(path: path.description)
        case .tooLarge(let size):
            throw .tooLarge(path: path.description, size: size, limit: sizeLimit)
        case .contents(let bytes):
            let (text, invalidOffset) = UTF8Validation.decode(bytes)
            if let invalidOffset { throw .notUTF8(path: path.description, offset: invalidOffset) }
            return text
        }
    }

    /// The draft and the elements recorded beside it (see ``DraftElements``), or nil when there is no draft. A
    /// missing, unreadable or outdated record of elements leaves them out: the text is whole in the draft.
    ///
    /// - Returns: The draft, and the path of its record of elements when that was ignored as damaged or not
    ///   matching the text it covers (the draft is then shown as plain text).
    func loadSubmission() throws(DraftError) -> (draft: Submission, ignoredRecord: FilePath?)? {
        guard let text = try load() else { return nil }
        guard let target = try? POSIXFile.resolvingSymbolicLinks(path),
            case .contents(let bytes)? = try? POSIXFile.read(path: Self.elementsPath(of: target), limit: sizeLimit)
        else { return (Submission(text: text), nil) }
        guard let elements = DraftElements.decoded(String(decoding: bytes, as: UTF8.self), for: text) else {
            return (Submission(text: text), Self.elementsPath(of: target))
        }
        return (Submission(text: text, elements: elements), nil)
    }

    /// The file beside the draft (the file a link points to) that records where its elements lie.
    static func elementsPath(of target: FilePath) -> FilePath {
        FilePath(target.description + ".elements")
    }

    /// Takes the draft for this process: one run of the tool edits a draft at a time, or each would save over the
    /// other's text and one's submit would delete what the other edits. The lock is on `FILE.lock` beside the file
    /// the draft stands for (links followed), and the kernel drops it when the process ends however it ends, so
    /// the lock of a run that was killed is taken over.
    /// - Returns: The lock, to hold until the draft is let go of.
    /// - Throws: ``DraftError/inUse(path:processID:)`` while another live process holds it.
    func lock() throws(DraftError) -> FileLock {
        try checkTrusted()
        let acquisition: FileLock.Acquisition
        do {
            acquisition = try FileLock.acquire(guarding: POSIXFile.resolvingSymbolicLinks(path))
        } catch {
            throw .cannotLock(path: path.description, reason: error.reason)
        }
        switch acquisition {
        case .acquired(let lock): return lock
        case .held(let processID): throw .inUse(path: path.description, processID: processID)
        }
    }

    /// Fails early, before the user types anything, when the draft could never be saved.
    func checkCanSave() throws(DraftError) {
        let target: FilePath
        do {
            target = try POSIXFile.resolvingSymbolicLinks(path)
        } catch {
            throw .unreadable(path: path.description, reason: error.reason)
        }
        guard POSIXFile.canCreateFile(at: target) else { throw .folderNotWritable(path: path.description) }
    }

    /// Deletes what saves of earlier processes, killed mid-save, left beside the draft; see
    /// ``POSIXFile/removeStaleTemporaries(of:)``.
    func removeStaleTemporaries() {
        guard let target = try? POSIXFile.resolvingSymbolicLinks(path) else { return }
        POSIXFile.removeStaleTemporaries(of: target)
        POSIXFile.removeStaleTemporaries(of: Self.elementsPath(of: target))
    }

    /// Refuses a file, or a link on the way to it, that is another user's or lies where anyone may replace it
    /// (see ``POSIXFile/refusalToUse(_:asUser:)``): nothing is read, written or deleted through it.
    func checkTrusted() throws(DraftError) {
        if let reason = POSIXFile.refusalToUse(path) { throw .untrusted(path: path.description, reason: reason) }
    }

    /// Replaces the draft with `text`, atomically (mode 0600, synced, renamed over the old draft).
    /// - Parameter beforeRename: A test hook called with the complete temporary file just before the rename.
    func save(_ text: String, beforeRename: (FilePath) -> Void = { _ in }) throws(DraftError) {
        try save(Submission(text: text), beforeRename: beforeRename)
    }

    /// Saves the text, then the record of its elements beside it (or removes an old record when it has none). The
    /// record is a convenience: a failure to write it leaves the elements out of the next start, never the text,
    /// and a record left from an earlier text no longer matches the draft.
    func save(_ submission: Submission, beforeRename: (FilePath) -> Void = { _ in }) throws(DraftError) {
        let bytes = Array(submission.text.utf8)
        guard bytes.count <= sizeLimit else {
            throw .textTooLarge(path: path.description, size: bytes.count, limit: sizeLimit)
        }
        try checkTrusted()
        let target: FilePath
        do {
            target = try POSIXFile.resolvingSymbolicLinks(path)
            try POSIXFile.writeAtomically(bytes, to: target, permissions: 0o600, beforeRename: beforeRename)
        } catch {
            throw .cannotSave(path: path.description, reason: error.reason)
        }
        ElementRecord.save(DraftElements.encoded(submission), at: Self.elementsPath(of: target))
    }

    /// Deletes the draft (after a submit); a draft that does not exist is fine.
    func remove() throws(DraftError) {
        try checkTrusted()
        do {
            let target = try POSIXFile.resolvingSymbolicLinks(path)
            try POSIXFile.remove(path: target)
            try POSIXFile.remove(path: Self.elementsPath(of: target))
        } catch {
            throw .cannotRemove(path: path.description, reason: error.reason)
        }
    }
}
