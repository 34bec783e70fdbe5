import ExpandingTextCore
import Testing

@Suite struct PlaceholderPolicyTests {
    /// Seed 001 shows the placeholder when the text is *not* empty; it must be exactly the other way round, and
    /// hidden while an input method composes.
    @Test(arguments: [
        ("", false, true),
        ("", true, false),
        ("a", false, false),
        ("a", true, false),
        (" ", false, false),
        ("\n", false, false),
    ])
    func visibleExactlyWhenEmptyAndNotComposing(text: String, isComposing: Bool, visible: Bool) {
        #expect(PlaceholderPolicy.isVisible(text: text, isComposing: isComposing) == visible)
        #expect(PlaceholderPolicy.isVisible(isTextEmpty: text.isEmpty, isComposing: isComposing) == visible)
    }

    /// Pitfall 9: the origin comes from the insets and the line fragment padding, from the leading edge.
    /// (top, left, right, padding, direction, view width, placeholder width) → (x, y).
    @Test(arguments: [
        (8.0, 0.0, 0.0, 5.0, PlaceholderPolicy.Direction.leftToRight, 320.0, 100.0, 5.0, 8.0),
        (8.0, 4.0, 12.0, 5.0, .leftToRight, 320.0, 100.0, 9.0, 8.0),
        (10.0, 4.0, 12.0, 0.0, .leftToRight, 320.0, 100.0, 4.0, 10.0),
        (8.0, 4.0, 12.0, 5.0, .rightToLeft, 320.0, 100.0, 203.0, 8.0),
        (8.0, 4.0, 12.0, 5.0, .rightToLeft, 320.0, 1000.0, 9.0, 8.0),
    ])
    func originFollowsInsetsPaddingAndDirection(
        top: Double, left: Double, right: Double, padding: Double, direction: PlaceholderPolicy.Direction,
        viewWidth: Double, placeholderWidth: Double, x: Double, y: Double
    ) throws {
        let policy = try PlaceholderPolicy(
            insets: TextContainerInsets(top: top, left: left, bottom: 8, right: right), lineFragmentPadding: padding,
            direction: direction)
        #expect(policy.origin(viewWidth: viewWidth, placeholderWidth: placeholderWidth) == .init(x: x, y: y))
    }

    /// Centred and trailing text put the placeholder where such a line goes, mirrored in right-to-left.
    /// (direction, alignment, placeholder width) → x, for insets 4 left and 12 right, padding 5, in 320 points.
    @Test(arguments: [
        (PlaceholderPolicy.Direction.leftToRight, PlaceholderPolicy.Alignment.center, 100.0, 106.0),
        (.rightToLeft, .center, 100.0, 106.0),
        (.leftToRight, .center, 1000.0, 9.0),
        (.leftToRight, .trailing, 100.0, 203.0),
        (.rightToLeft, .trailing, 100.0, 9.0),
        (.rightToLeft, .leading, 100.0, 203.0),
    ])
    func originFollowsAlignment(
        direction: PlaceholderPolicy.Direction, alignment: PlaceholderPolicy.Alignment, placeholderWidth: Double,
        x: Double
    ) throws {
        let policy = try PlaceholderPolicy(
            insets: TextContainerInsets(top: 8, left: 4, bottom: 8, right: 12), direction: direction,
            alignment: alignment)
        #expect(policy.origin(viewWidth: 320, placeholderWidth: placeholderWidth) == .init(x: x, y: 8))
    }

    @Test func leadingAndTrailingOffsetsSwapInRightToLeft() throws {
        let insets = TextContainerInsets(top: 8, left: 4, bottom: 8, right: 12)
        let leftToRight = try PlaceholderPolicy(insets: insets)
        let rightToLeft = try PlaceholderPolicy(insets: insets, direction: .rightToLeft)
        #expect(leftToRight.leadingOffset == 9 && leftToRight.trailingOffset == 17)
        #expect(rightToLeft.leadingOffset == 17 && rightToLeft.trailingOffset == 9)
        #expect(leftToRight.topOffset == 8)
        #expect(leftToRight.availableWidth(viewWidth: 320) == 294)
        #expect(leftToRight.availableWidth(viewWidth: 10) == 0)
    }

    @Test(arguments: [
        (TextContainerInsets(top: -1), 5.0, "insets.top must be a finite number of at least 0, got -1.0"),
        (TextContainerInsets(right: .nan), 5.0, "insets.right must be a finite number of at least 0, got nan"),
        (TextContainerInsets(), -5.0, "lineFragmentPadding must be a finite number of at least 0, got -5.0"),
    ])
    func invalidGeometryIsRejected(insets: TextContainerInsets, padding: Double, message: String) {
        do {
            _ = try PlaceholderPolicy(insets: insets, lineFragmentPadding: padding)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [
        (PlaceholderPolicy.Alignment.Setting.natural, false, PlaceholderPolicy.Alignment.leading),
        (.natural, true, .leading), (.justified, true, .leading), (.center, true, .center),
        (.left, false, .leading), (.left, true, .trailing), (.right, false, .trailing), (.right, true, .leading),
    ])
    func aTextViewsAlignmentPlacesThePlaceholder(
        setting: PlaceholderPolicy.Alignment.Setting, isRightToLeft: Bool, expected: PlaceholderPolicy.Alignment
    ) {
        #expect(PlaceholderPolicy.Alignment(setting, isRightToLeft: isRightToLeft) == expected)
    }
}
