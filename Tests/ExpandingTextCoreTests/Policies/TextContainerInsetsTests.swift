import ExpandingTextCore
import Testing

@Suite struct TextContainerInsetsTests {
    /// Room for an overlay along the bottom edge raises only the bottom inset, and never lowers one that is larger.
    @Test(arguments: [
        (8.0, 29.0, 29.0),
        (40.0, 29.0, 40.0),
        (8.0, 0.0, 8.0),
    ])
    func reservingBottomRaisesOnlyTheBottom(bottom: Double, height: Double, expected: Double) {
        let insets = TextContainerInsets(top: 8, left: 4, bottom: bottom, right: 12)
        #expect(insets.reservingBottom(height) == TextContainerInsets(top: 8, left: 4, bottom: expected, right: 12))
    }
}
