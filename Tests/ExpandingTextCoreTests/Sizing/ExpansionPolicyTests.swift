import ExpandingTextCore
import Testing

@Suite struct ExpansionPolicyTests {
    /// (min, max, content lines) → (visible lines, scrolling). DESIGN 5.2, and DESIGN 3 item 5: exactly at the
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
}
