import ExpandingTextCore
import Testing

@Suite struct ExpansionPolicyTests {
    /// (min, max, content lines) → (visible lines, scrolling). the sizing contract, and pitfall 5: exactly at the
    /// maximum does not scroll, one more line does, and fewer lines shrink back to the minimum.
    @Test(arguments: [
        (1, 5, 0, 1, false),
        (1, 5, 1, 1, false),
        (1, 5, 3, 3, false),
        (1, 5, 5, 5, false),
        (1, 5, 6, 5, true),
        (1, 5, 500, 5, true),
        (2, 5, 1, 2, false),
        (3, 3, 1, 3, false),
        (3, 3, 3, 3, false),
        (3, 3, 4, 3, true),
    ])
    func linesAreClamped(minLines: Int, maxLines: Int, content: Int, visible: Int, scrolls: Bool) throws {
        let policy = try ExpansionPolicy(minLines: minLines, maxLines: maxLines)
        let result = policy.resolve(contentLines: content)
        #expect(result == ExpansionPolicy.LineResult(visibleLines: visible, isScrollEnabled: scrolls))
    }

    @Test(arguments: [1, 2, 40, 10_000])
    func unlimitedGrowsWithoutScrolling(content: Int) throws {
        let policy = try ExpansionPolicy(minLines: 2)
        #expect(policy.resolve(contentLines: content).visibleLines == max(content, 2))
        #expect(!policy.resolve(contentLines: content).isScrollEnabled)
    }

    /// Pitfall 5: growing to the maximum, past it, then deleting back: every step depends on the content
    /// alone, so the view shrinks all the way back to the minimum.
    @Test func growsThenShrinksBackToTheMinimum() throws {
        let policy = try ExpansionPolicy(minLines: 2, maxLines: 4)
        let contents = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]
        let visible = contents.map { policy.resolve(contentLines: $0).visibleLines }
        let scrolls = contents.map { policy.resolve(contentLines: $0).isScrollEnabled }
        #expect(visible == [2, 2, 3, 4, 4, 4, 4, 4, 3, 2, 2])
        #expect(scrolls == [false, false, false, false, true, true, true, false, false, false, false])
    }

    /// Invalid limits are errors that name the value, never silently clamped.
    @Test(
        arguments: [
            (0, nil, "minLines must be at least 1, got 0"),
            (-3, 5, "minLines must be at least 1, got -3"),
            (3, 2, "maxLines must be at least minLines (3), got 2"),
        ] as [(Int, Int?, String)])
    func invalidLineLimitsAreRejected(minLines: Int, maxLines: Int?, message: String) {
        #expect(throws: ConfigurationError.self) { try ExpansionPolicy(minLines: minLines, maxLines: maxLines) }
        do {
            _ = try ExpansionPolicy(minLines: minLines, maxLines: maxLines)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(
        arguments: [
            (-1, nil, "minHeight must be a finite number of at least 0, got -1.0"),
            (Double.nan, nil, "minHeight must be a finite number of at least 0, got nan"),
            (10, Double.infinity, "maxHeight must be a finite number of at least 0, got inf"),
            (50, 40, "maxHeight must be at least minHeight (50.0), got 40.0"),
        ] as [(Double, Double?, String)])
    func invalidHeightLimitsAreRejected(minHeight: Double, maxHeight: Double?, message: String) {
        do {
            _ = try ExpansionPolicy(minHeight: minHeight, maxHeight: maxHeight)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func validLimitsAreKept() throws {
        #expect(try ExpansionPolicy(minLines: 2, maxLines: 2).limits == .lines(min: 2, max: 2))
        #expect(try ExpansionPolicy().limits == .lines(min: 1, max: nil))
        #expect(try ExpansionPolicy(minHeight: 0, maxHeight: 0).limits == .height(min: 0, max: 0))
    }

    /// The one default every Apple front end starts with: one to five lines, the same as the checked initialiser.
    @Test func defaultGrowsFromOneLineToFiveThenScrolls() throws {
        #expect(ExpansionPolicy.default == (try ExpansionPolicy(minLines: 1, maxLines: 5)))
        #expect(ExpansionPolicy.default.resolve(contentLines: 0) == .init(visibleLines: 1, isScrollEnabled: false))
        #expect(ExpansionPolicy.default.resolve(contentLines: 5) == .init(visibleLines: 5, isScrollEnabled: false))
        #expect(ExpansionPolicy.default.resolve(contentLines: 6) == .init(visibleLines: 5, isScrollEnabled: true))
    }

    /// A point-based policy answers in lines with the metrics: the most whole lines that fit each limit.
    @Test(arguments: [
        (1, 1, false),
        (3, 3, false),
        (4, 4, false),
        (5, 4, true),
    ])
    func heightPolicyConvertsToLines(content: Int, visible: Int, scrolls: Bool) throws {
        let metrics = try LineMetrics(lineHeight: 20, lineSpacing: 4, topInset: 8, bottomInset: 8)
        // 1 line: 36, 4 lines: 4·20 + 3·4 + 16 = 108, 5 lines: 132.
        let policy = try ExpansionPolicy(minHeight: 36, maxHeight: 120)
        let result = policy.resolve(contentLines: content, metrics: metrics)
        #expect(result == ExpansionPolicy.LineResult(visibleLines: visible, isScrollEnabled: scrolls))
    }

    /// Pitfall 9: a 3-line placeholder raises the minimum to 3 lines, capped at the maximum, so the first
    /// keystroke (1 line of text) leaves the height unchanged.
    @Test(
        arguments: [
            (1, 5, 3, 3),
            (1, nil, 3, 3),
            (4, 5, 3, 4),
            (1, 2, 3, 2),
        ] as [(Int, Int?, Int, Int)])
    func placeholderRaisesTheMinimum(minLines: Int, maxLines: Int?, placeholderLines: Int, visible: Int) throws {
        let policy = try ExpansionPolicy(minLines: minLines, maxLines: maxLines)
            .accommodatingPlaceholder(lines: placeholderLines)
        #expect(policy.limits == .lines(min: visible, max: maxLines))
        let empty = policy.resolve(contentLines: 1)
        let firstKeystroke = policy.resolve(contentLines: 1)
        #expect(empty.visibleLines == visible)
        #expect(firstKeystroke == empty)
        #expect(policy.resolve(contentLines: 6).visibleLines == (maxLines ?? 6))
    }
}
