import ExpandingTextCore
import Testing

@Suite struct ReturnKeyBehaviorTests {
    private static let allModifierSets: [ReturnKeyBehavior.Modifiers] = (0..<16).map {
        ReturnKeyBehavior.Modifiers(rawValue: UInt8($0))
    }

    @Test(arguments: allModifierSets)
    func newlineBehaviorAlwaysInsertsANewline(modifiers: ReturnKeyBehavior.Modifiers) {
        #expect(ReturnKeyBehavior.newline.action(modifiers: modifiers) == .insertNewline)
    }

    /// (modifiers) → action with `.submit`.
    @Test(
        arguments: [
            (ReturnKeyBehavior.Modifiers(), ReturnKeyBehavior.Action.submit),
            (.command, .submit),
            (.shift, .insertNewline),
            (.option, .insertNewline),
            (.control, .insertNewline),
            (ReturnKeyBehavior.Modifiers([.shift, .command]), .insertNewline),
            (ReturnKeyBehavior.Modifiers([.option, .control]), .insertNewline),
        ] as [(ReturnKeyBehavior.Modifiers, ReturnKeyBehavior.Action)])
    func submitBehaviorSubmitsUnlessANewlineModifierIsHeld(
        modifiers: ReturnKeyBehavior.Modifiers, action: ReturnKeyBehavior.Action
    ) {
        #expect(ReturnKeyBehavior.submit.action(modifiers: modifiers) == action)
    }

    @Test func defaultIsNewline() {
        #expect(ReturnKeyBehavior.default == .newline)
    }

    /// The bits follow xterm's modifier parameter minus one, so a terminal converts with `init(rawValue:)`.
    @Test func bitsFollowXtermModifierParameters() {
        #expect(ReturnKeyBehavior.Modifiers.shift.rawValue == 1)
        #expect(ReturnKeyBehavior.Modifiers.option.rawValue == 2)
        #expect(ReturnKeyBehavior.Modifiers.control.rawValue == 4)
        #expect(ReturnKeyBehavior.Modifiers.command.rawValue == 8)
    }
}
