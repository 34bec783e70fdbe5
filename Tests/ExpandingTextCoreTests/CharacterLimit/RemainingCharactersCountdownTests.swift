import Testing

@testable import ExpandingTextCore

@Suite("Remaining characters countdown")
struct RemainingCharactersCountdownTests {
    let countdown = try! RemainingCharactersCountdown(limit: try! CharacterLimit(280), threshold: 20)

    @Test(
        "The count shows only near the limit",
        arguments: [
            (0, nil), (259, nil), (260, 20), (275, 5), (280, 0), (285, -5),
        ] as [(Int, Int?)])
    func shownValue(count: Int, expected: Int?) {
        #expect(countdown.shownValue(count: count) == expected)
    }

    @Test(
        "Announcements at the threshold, 10, 5 and 0 only, going down",
        arguments: [
            (nil, 260, nil), (259, 260, 20), (260, 261, nil), (269, 270, 10), (268, 275, 5), (279, 280, 0),
            (280, 279, nil), (270, 270, nil), (100, 290, -10),
        ] as [(Int?, Int, Int?)])
    func announcement(previous: Int?, count: Int, expected: Int?) {
        #expect(countdown.announcement(previousCount: previous, count: count) == expected)
    }

    @Test(
        "The default threshold is a fifth of the limit, at least 10 and at most the limit",
        arguments: [
            (280, 56), (20, 10), (5, 5), (1, 1),
        ])
    func defaultThreshold(maximum: Int, expected: Int) throws {
        let countdown = try RemainingCharactersCountdown(limit: try CharacterLimit(maximum))
        #expect(countdown.threshold == expected)
    }

    @Test("A negative threshold is a configuration error naming the value")
    func negativeThreshold() throws {
        #expect(throws: ConfigurationError.self) {
            try RemainingCharactersCountdown(limit: try CharacterLimit(10), threshold: -1)
        }
        do {
            _ = try RemainingCharactersCountdown(limit: try CharacterLimit(10), threshold: -1)
        } catch {
            #expect(error.description == "threshold must be zero or more, got -1")
        }
    }
}
