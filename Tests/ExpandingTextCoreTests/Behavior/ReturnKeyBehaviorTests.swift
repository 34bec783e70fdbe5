import ExpandingTextCore
import Testing

@Suite struct ReturnKeyBehaviorTests {
    private static let allModifierSets: [KeyModifiers] = (0..<16).map { KeyModifiers(rawValue: UInt8($0)) }

    @Test(arguments: allModifierSets)
    func newlineBehaviorAlwaysInsertsANewline(modifiers: KeyModifiers) {
        #expect(ReturnKeyBehavior.newline.action(modifiers: modifiers) == .insertNewline)
    }

    /// (modifiers) → action with `.submit`.
    @Test(
        arguments: [
            (KeyModifiers(), ReturnKeyBehavior.Action.submit),
            (.command, .submit),
            (.shift, .insertNewline),
            (.option, .insertNewline),
            (.control, .insertNewline),
            (KeyModifiers([.shift, .command]), .insertNewline),
            (KeyModifiers([.option, .control]), .insertNewline),
        ] as [(KeyModifiers, ReturnKeyBehavior.Action)])
    func submitBehaviorSubmitsUnlessANewlineModifierIsHeld(modifiers: KeyModifiers, action: ReturnKeyBehavior.Action) {
        #expect(ReturnKeyBehavior.submit.action(modifiers: modifiers) == action)
    }

    @Test func defaultIsNewline() {
        #expect(ReturnKeyBehavior.default == .newline)
    }
}
