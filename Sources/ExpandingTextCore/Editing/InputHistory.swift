/// The texts submitted before, for recalling with Up and Down and for searching with Ctrl+R, as shells keep them.
///
/// While the user browses, the text being edited is kept as the newest entry: going back past the newest entry
/// and down again brings it back. Recalled entries are not changed by editing them.
///
/// ```swift
/// var history = InputHistory(["first", "second"])
/// history.previous(current: "draft")  // "second"
/// history.previous(current: "second") // "first"
/// history.next()                      // "second"
/// history.next()                      // "draft"
/// history.search("fir")               // (0, "first")
/// ```
public struct InputHistory: Equatable, Sendable {
    /// How many entries a history keeps by default.
    public static let defaultCapacity = 1000

    /// The entries, oldest first.
    public private(set) var entries: [String]
    /// The most entries kept; older ones are forgotten.
    public let capacity: Int
    /// The entry shown while browsing; nil while the user edits their own text.
    public private(set) var browsingIndex: Int?
    /// The text being edited when browsing began.
    private var draft = ""

    /// Creates a history.
    ///
    /// - Parameters:
    ///   - entries: Earlier entries, oldest first; only the newest `capacity` are kept.
    ///   - capacity: The most entries kept; at least 1.
    public init(_ entries: [String] = [], capacity: Int = InputHistory.defaultCapacity) {
        self.capacity = max(capacity, 1)
        self.entries = Array(entries.suffix(self.capacity))
    }

    /// Records a submitted text as the newest entry and stops browsing. A text equal to the newest entry, and an
    /// empty one, are not recorded again.
    ///
    /// - Parameter entry: The submitted text.
    public mutating func add(_ entry: String) {
        browsingIndex = nil
        guard !entry.isEmpty, entry != entries.last else { return }
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    /// The entry before the one shown (the newest when not browsing), or nil at the oldest.
    ///
    /// - Parameter current: The text shown now; kept as the newest entry when browsing begins.
    public mutating func previous(current: String) -> String? {
        let index = (browsingIndex ?? entries.count) - 1
        guard index >= 0 else { return nil }
        if browsingIndex == nil { draft = current }
        browsingIndex = index
        return entries[index]
    }

    /// The entry after the one shown, the kept text after the newest, or nil when not browsing.
    public mutating func next() -> String? {
        guard let index = browsingIndex else { return nil }
        if index + 1 < entries.count {
            browsingIndex = index + 1
            return entries[index + 1]
        }
        browsingIndex = nil
        return draft
    }

    /// Stops browsing: the shown entry becomes the text being edited.
    public mutating func stopBrowsing() {
        browsingIndex = nil
    }

    /// The newest entry containing `query` before `index` (or among all), with its index; nil without one.
    ///
    /// - Complexity: O(total length of the entries searched).
    public func search(_ query: String, before index: Int? = nil) -> (index: Int, entry: String)? {
        let end = min(index ?? entries.count, entries.count)
        guard end > 0 else { return nil }
        for candidate in stride(from: end - 1, through: 0, by: -1)
        where query.isEmpty || entries[candidate].containsText(query) {
            return (candidate, entries[candidate])
        }
        return nil
    }
}
