/// The texts cut by kill commands, newest first, as readline and Emacs keep them: Ctrl+K, Ctrl+U, Ctrl+W, Alt+D and
/// Alt+Backspace kill into it, Ctrl+Y yanks the newest, and Alt+Y right after a yank swaps in older ones.
///
/// Kills in a row make one entry: a forward kill adds its text after the entry's, a backward kill before it, so
/// Ctrl+W Ctrl+W yanks back the two words in their order.
///
/// ```swift
/// var ring = KillRing()
/// ring.kill("world", direction: .forward, appending: false)
/// ring.kill("hello ", direction: .backward, appending: true)
/// ring.entry(rotatedBy: 0)  // "hello world"
/// ring.kill("again", direction: .forward, appending: false)
/// ring.entry(rotatedBy: 1)  // "hello world"
/// ```
public struct KillRing: Equatable, Sendable {
    /// Which way a kill went from the caret.
    public enum Direction: Equatable, Sendable {
        /// Toward the start of the text (Ctrl+U, Ctrl+W, Alt+Backspace).
        case backward
        /// Toward the end of the text (Ctrl+K, Alt+D).
        case forward
    }

    /// How many entries a ring keeps by default: Emacs's `kill-ring-max`.
    public static let defaultCapacity = 60

    /// The killed texts, newest first.
    public private(set) var entries: [String] = []
    /// The most entries kept; older ones are forgotten.
    public let capacity: Int

    /// Creates an empty ring.
    ///
    /// - Parameter capacity: The most entries kept; at least 1.
    public init(capacity: Int = KillRing.defaultCapacity) {
        self.capacity = max(capacity, 1)
    }

    /// Records killed text.
    ///
    /// - Parameters:
    ///   - text: The text the kill removed; an empty text is not recorded.
    ///   - direction: Which way the kill went from the caret.
    ///   - appending: Whether the previous command was a kill too: the text then joins the newest entry.
    public mutating func kill(_ text: String, direction: Direction, appending: Bool) {
        guard !text.isEmpty else { return }
        if appending, let newest = entries.first {
            entries[0] = direction == .forward ? newest + text : text + newest
            return
        }
        entries.insert(text, at: 0)
        if entries.count > capacity { entries.removeLast() }
    }

    /// The entry `steps` older than the newest, counting round the ring; nil while the ring is empty.
    ///
    /// - Parameter steps: 0 for the newest entry, 1 for the one before it, and so on; wraps past the oldest.
    public func entry(rotatedBy steps: Int) -> String? {
        guard !entries.isEmpty else { return nil }
        let index = steps % entries.count
        return entries[index < 0 ? index + entries.count : index]
    }
}
