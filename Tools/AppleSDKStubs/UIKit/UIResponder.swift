// UIKit/UIResponder
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIResponder: NSObject {
    // UIKit/UIResponder/isFirstResponder
    open var isFirstResponder: Bool { fatalError() }

    // UIKit/UIResponder/becomeFirstResponder()
    @discardableResult
    open func becomeFirstResponder() -> Bool { fatalError() }

    // UIKit/UIResponder/resignFirstResponder()
    @discardableResult
    open func resignFirstResponder() -> Bool { fatalError() }

    // UIKit/UIResponder/pressesBegan(_:with:)
    @available(iOS 9.0, *)
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { fatalError() }

    // UIKit/UIResponder/pressesEnded(_:with:)
    @available(iOS 9.0, *)
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { fatalError() }
}

// UIKit/UIPress
@available(iOS 9.0, *)
open class UIPress: NSObject {
    // UIKit/UIPress/key
    @available(iOS 13.4, *)
    open var key: UIKey? { fatalError() }
}

// UIKit/UIPressesEvent
@available(iOS 9.0, *)
@MainActor open class UIPressesEvent: NSObject {}

// UIKit/UIKey
@available(iOS 13.4, *)
@MainActor open class UIKey: NSObject {
    // UIKit/UIKey/keyCode
    open var keyCode: UIKeyboardHIDUsage { fatalError() }

    // UIKit/UIKey/modifierFlags
    open var modifierFlags: UIKeyModifierFlags { fatalError() }
}

// UIKit/UIKeyboardHIDUsage
@available(iOS 13.4, *)
public enum UIKeyboardHIDUsage: Int, Sendable {
    // UIKit/UIKeyboardHIDUsage/keyboardReturnOrEnter
    case keyboardReturnOrEnter = 40

    // UIKit/UIKeyboardHIDUsage/keypadEnter
    case keypadEnter = 88
}

// UIKit/UIKeyModifierFlags
@available(iOS 7.0, *)
public struct UIKeyModifierFlags: OptionSet, Sendable {
    // UIKit/UIKeyModifierFlags/init(rawValue:)
    public init(rawValue: Int) { self.rawValue = rawValue }

    // UIKit/UIKeyModifierFlags/rawValue
    public let rawValue: Int

    // UIKit/UIKeyModifierFlags/shift
    public static var shift: UIKeyModifierFlags { fatalError() }

    // UIKit/UIKeyModifierFlags/alternate
    public static var alternate: UIKeyModifierFlags { fatalError() }

    // UIKit/UIKeyModifierFlags/command
    public static var command: UIKeyModifierFlags { fatalError() }

    // UIKit/UIKeyModifierFlags/control
    public static var control: UIKeyModifierFlags { fatalError() }
}
