import Testing

@testable import ExpandingTextCore

@Suite("Remaining characters tracker")
struct RemainingCharactersTrackerTests {
    private func countdown(limit: Int, threshold: Int) throws -> RemainingCharactersCountdown {
        try RemainingCharactersCountdown(limit: try CharacterLimit(limit), threshold: threshold)
    }

    @Test("Only changes of the shown value are reported, and milestones announced on the way down")
    func reportsChanges() throws {
        var tracker = RemainingCharactersTracker()
        tracker.countdown = try countdown(limit: 100, threshold: 10)
        #expect(tracker.update(count: 89) == .init(shownValue: nil, shownValueChanged: false, announcement: nil))
        #expect(tracker.update(count: 90) == .init(shownValue: 10, shownValueChanged: true, announcement: 10))
        #expect(tracker.update(count: 91) == .init(shownValue: 9, shownValueChanged: true, announcement: nil))
        #expect(tracker.update(count: 91) == .init(shownValue: 9, shownValueChanged: false, announcement: nil))
        #expect(tracker.update(count: 80) == .init(shownValue: nil, shownValueChanged: true, announcement: nil))
    }

    @Test("Removing the limit while the count is shown hides it")
    func removingTheLimitHidesTheCount() throws {
        var tracker = RemainingCharactersTracker()
        tracker.countdown = try countdown(limit: 100, threshold: 10)
        #expect(tracker.update(count: 95).shownValue == 5)
        tracker.countdown = nil
        #expect(tracker.update(count: 95) == .init(shownValue: nil, shownValueChanged: true, announcement: nil))
        #expect(tracker.update(count: 96) == .init(shownValue: nil, shownValueChanged: false, announcement: nil))
    }

    @Test("A new countdown announces nothing on its first update, and reports its value only if it differs")
    func newCountdown() throws {
        var tracker = RemainingCharactersTracker()
        tracker.countdown = try countdown(limit: 100, threshold: 10)
        #expect(tracker.update(count: 95).shownValue == 5)
        tracker.countdown = try countdown(limit: 50, threshold: 10)
        #expect(tracker.update(count: 95) == .init(shownValue: -45, shownValueChanged: true, announcement: nil))
        tracker.countdown = try countdown(limit: 50, threshold: 20)
        #expect(tracker.update(count: 95) == .init(shownValue: -45, shownValueChanged: false, announcement: nil))
    }

    @Test("Without a countdown the text is never counted")
    func noCountdownNoCount() {
        var tracker = RemainingCharactersTracker()
        var counted = false
        let update = tracker.update(
            count: {
                counted = true
                return 1
            }())
        #expect(!counted)
        #expect(update == .init(shownValue: nil, shownValueChanged: false, announcement: nil))
    }
}
