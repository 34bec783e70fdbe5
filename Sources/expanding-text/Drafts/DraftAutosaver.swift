import Dispatch
import ExpandingTextTerminal

/// Saves the draft at most ``delay`` after a change, on a background queue, so typing never waits for the disk.
///
/// The first change after a save schedules the next save; later changes before it fires only replace the text it
/// will write. Continuous typing is therefore saved every ``delay`` (a pure debounce would postpone the save for as
/// long as the typing goes on), and a `kill -9` loses at most ``delay`` plus one write of typing.
final class DraftAutosaver: @unchecked Sendable {
    // @unchecked: every mutable property below is read and written only on `queue`, a serial queue.

    /// How long after a change the draft is saved: 150 ms, within the 200 ms the tool promises.
    static let defaultDelay = 150

    /// The draft file.
    let store: DraftStore
    /// Milliseconds between a change and its save.
    let delay: Int

    private let queue = DispatchQueue(label: "expanding-text.draft-autosaver")
    /// The text to save; a snapshot so that noting a change costs O(1) on the keystroke's path and the O(n)
    /// conversion to a `String` happens here, off it.
    private var pending: TextSnapshot?
    private var isScheduled = false
    /// The error of the last save, nil once a save succeeds. Written on `queue`, read through `stateQueue`, so the
    /// box can ask for ``note`` while a slow save holds `queue`.
    private var lastError: DraftError?
    private let stateQueue = DispatchQueue(label: "expanding-text.draft-autosaver.state")

    init(store: DraftStore, delay: Int = DraftAutosaver.defaultDelay) {
        self.store = store
        self.delay = delay
    }

    /// Notes the text after a change; it is saved within ``delay`` milliseconds.
    func textDidChange(_ text: TextSnapshot) {
        queue.async {
            self.pending = text
            guard !self.isScheduled else { return }
            self.isScheduled = true
            self.queue.asyncAfter(deadline: .now() + .milliseconds(self.delay)) {
                self.isScheduled = false
                self.savePending()
            }
        }
    }

    /// What the box shows while the last save failed (a full disk, a file-size limit), until a save succeeds.
    var note: String? { stateQueue.sync { lastError?.note } }

    /// Saves a pending change now and waits for it.
    /// - Returns: The error of the last save, if it failed: the draft on disk is then older than the text (saving
    ///   goes on after an error: a full disk may recover).
    @discardableResult
    func flush() -> DraftError? {
        queue.sync {
            savePending()
            return stateQueue.sync { lastError }
        }
    }

    /// Saves `text` now, in place of any pending change, and waits for it: a submitted text is in the draft before
    /// it leaves the process, whatever becomes of it there.
    /// - Returns: Why the draft could not take it, or nil once it holds it.
    @discardableResult
    func save(_ text: String) -> DraftError? {
        queue.sync {
            pending = nil
            record { () throws(DraftError) in try store.save(text) }
            return stateQueue.sync { lastError }
        }
    }

    /// After a submit: forgets any pending change (a save still scheduled finds nothing to write) and deletes the
    /// draft.
    func submitted() throws(DraftError) {
        let result: Result<Void, DraftError> = queue.sync {
            pending = nil
            return Result { () throws(DraftError) in try store.remove() }
        }
        try result.get()
    }

    /// Runs on `queue`.
    private func savePending() {
        guard let text = pending else { return }
        pending = nil
        record { () throws(DraftError) in try store.save(text.submission) }
    }

    /// Runs a save on `queue`, keeping its outcome for ``note`` and ``flush()``.
    private func record(_ save: () throws(DraftError) -> Void) {
        let outcome: DraftError?
        do {
            try save()
            outcome = nil
        } catch {
            outcome = error
        }
        stateQueue.sync { lastError = outcome }
    }
}
