/// When a text input shows how many characters are left before its ``CharacterLimit``, and when it tells
/// VoiceOver.
///
/// The count is shown only near the limit (a "12" under a chat composer is useful, a "1988" is noise): once the
/// remaining characters are at most ``threshold``. Announcing every keystroke would drown a VoiceOver user, so
/// an announcement is made only when the remaining count falls to or past a milestone: the threshold itself, 10,
/// 5 and 0 (those at most the threshold). Deleting text never announces.
///
/// ```swift
/// let countdown = try RemainingCharactersCountdown(limit: try CharacterLimit(280), threshold: 20)
/// countdown.shownValue(count: 250)                      // nil: 30 left, not near the limit
/// countdown.shownValue(count: 265)                      // 15
/// countdown.announcement(previousCount: 259, count: 260)  // 20: reached the threshold
/// countdown.announcement(previousCount: 260, count: 261)  // nil: 19 is no milestone
/// countdown.announcement(previousCount: 268, count: 275)  // 5: a paste jumped past 10 down to 5
/// ```
public struct RemainingCharactersCountdown: Hashable, Sendable {
    /// The limit counted down to.
    public let limit: CharacterLimit
    /// The remaining count at and below which the count is shown.
    public let threshold: Int

    /// Creates a countdown.
    ///
    /// - Parameters:
    ///   - limit: The character limit.
    ///   - threshold: Show the count once at most this many characters are left; zero or more. `nil` (the
    ///     default) picks a fifth of the limit, at least 10 and at most the limit.
    /// - Throws: ``ConfigurationError`` when `threshold` is negative.
    public init(limit: CharacterLimit, threshold: Int? = nil) throws(ConfigurationError) {
        if let threshold, threshold < 0 {
            throw ConfigurationError(
                parameter: "threshold", value: "\(threshold)", requirement: "must be zero or more")
        }
        self.limit = limit
        self.threshold = threshold ?? Swift.min(Swift.max(limit.maximum / 5, 10), limit.maximum)
    }

    /// The characters left for a text of `count` Characters; negative when the text is over the limit (an app
    /// may set a longer text from code).
    ///
    /// Every `Int` is answered without overflow: from `limit.maximum` (an empty text) down to
    /// `limit.maximum - Int.max`.
    ///
    /// - Parameter count: The text's length in Characters; a negative count, which no text has, counts as 0.
    public func remaining(count: Int) -> Int {
        limit.maximum - Swift.max(count, 0)
    }

    /// The number to show for a text of `count` Characters, or `nil` while the text is not near the limit.
    ///
    /// - Parameter count: The text's length in Characters; negative counts as 0, as in ``remaining(count:)``.
    public func shownValue(count: Int) -> Int? {
        let remaining = remaining(count: count)
        return remaining <= threshold ? remaining : nil
    }

    /// The remaining count to announce after the text went from `previousCount` to `count` Characters, or `nil`.
    ///
    /// - Parameters:
    ///   - previousCount: The length before the change, or `nil` when there was none (the first update of a view:
    ///     nothing is announced then).
    ///   - count: The length after the change. Both lengths count as in ``remaining(count:)``.
    /// - Returns: The new remaining count when it fell to or past a milestone (the threshold, 10, 5 or 0, those
    ///   at most the threshold) that the previous remaining count was above; otherwise `nil`.
    public func announcement(previousCount: Int?, count: Int) -> Int? {
        guard let previousCount, count > previousCount else { return nil }
        let before = remaining(count: previousCount)
        let after = remaining(count: count)
        let milestones = [threshold, 10, 5, 0].filter { $0 <= threshold }
        return milestones.contains { before > $0 && after <= $0 } ? after : nil
    }
}
