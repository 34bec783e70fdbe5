/// Follows a text's length from change to change and says what a view should show and announce about the
/// characters left before its limit, per a ``RemainingCharactersCountdown``.
///
/// The countdown answers for one length; a view also needs to remember what it showed last (so it reports only
/// changes, including the change back to nothing when the limit is removed) and the length before the change (so
/// only a change that reaches a milestone is announced, and never the first update after the countdown changed).
/// Every front end keeps one tracker and applies its updates.
///
/// ```swift
/// var tracker = RemainingCharactersTracker()
/// tracker.countdown = try RemainingCharactersCountdown(limit: try CharacterLimit(100), threshold: 10)
/// tracker.update(count: 89)   // shownValueChanged false: 11 left, not shown
/// tracker.update(count: 90)   // shownValue 10, shownValueChanged true, announcement 10
/// tracker.countdown = nil
/// tracker.update(count: 90)   // shownValue nil, shownValueChanged true: hide the count
/// ```
public struct RemainingCharactersTracker: Sendable {
    /// What to do after a change of the text or of the countdown.
    public struct Update: Equatable, Sendable {
        /// The number to show, or `nil` to show nothing (no limit, or the text is not near it).
        public var shownValue: Int?
        /// Whether ``shownValue`` differs from the one the previous update gave: report it then.
        public var shownValueChanged: Bool
        /// The remaining count to announce to VoiceOver, or `nil`.
        public var announcement: Int?

        /// Creates an update.
        ///
        /// - Parameters:
        ///   - shownValue: The number to show, or `nil`.
        ///   - shownValueChanged: Whether it changed since the previous update.
        ///   - announcement: The remaining count to announce, or `nil`.
        public init(shownValue: Int?, shownValueChanged: Bool, announcement: Int?) {
            self.shownValue = shownValue
            self.shownValueChanged = shownValueChanged
            self.announcement = announcement
        }
    }

    /// The countdown followed, or `nil` when there is no limit. Changing it makes the next update announce nothing
    /// (a new limit is no keystroke reaching a milestone).
    public var countdown: RemainingCharactersCountdown? {
        didSet { previousCount = nil }
    }

    private var previousCount: Int?
    private var lastShown: Int?

    /// Creates a tracker with no countdown: nothing is shown.
    public init() {}

    /// Records the text's length after a change and says what to show and announce.
    ///
    /// - Parameter count: The text's length in Characters. Evaluated only while there is a countdown, so a view
    ///   without a limit never counts its text.
    /// - Returns: The value to show, whether it changed, and what to announce.
    public mutating func update(count: @autoclosure () -> Int) -> Update {
        var shown: Int?
        var announcement: Int?
        if let countdown {
            let count = count()
            shown = countdown.shownValue(count: count)
            announcement = countdown.announcement(previousCount: previousCount, count: count)
            previousCount = count
        }
        defer { lastShown = shown }
        return Update(shownValue: shown, shownValueChanged: shown != lastShown, announcement: announcement)
    }
}
