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
    /// The text to save; a `TextStorage` so that noting a change costs O(1) on the keystroke's path and the
    /// O(n) conversion to a `String` happens here, off it.
    private var pending: TextStorage?
    private var isScheduled = false
    private var firstError: DraftError?

    init(store: DraftStore, delay: Int = DraftAutosaver.defaultDelay) {
        self.store = store
        self.delay = delay
    }

    /// Notes the text after a change; it is saved within ``delay`` milliseconds.
    func textDidChange(_ text: TextStorage) {
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

    /// Saves a pending change now and waits for it.
    /// - Returns: The first save error since the start, if any (saving goes on after an error: a full disk may
    ///   recover).
    @discardableResult
    func flush() -> DraftError? {
        queue.sync {
            savePending()
            return firstError
        }
    }

    /// Saves `text` now, in place of any pending change, and waits for it: a submitted text is in the draft before
    /// it leaves the process, whatever becomes of it there.
    func save(_ text: String) {
        queue.sync {
            pending = nil
            record { () throws(DraftError) in try store.save(text) }
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
        record { () throws(DraftError) in try store.save(text.string) }
    }

    /// Runs a save on `queue`, keeping its error if it is the first.
    private func record(_ save: () throws(DraftError) -> Void) {
        do {
            try save()
        } catch {
            firstError = firstError ?? error
        }
    }
}
