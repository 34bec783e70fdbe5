// UIKit/UIResponder
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@MainActor open class UIResponder: NSObject {
    // UIKit/UIResponder/isFirstResponder
    open var isFirstResponder: Bool { AppleModel.current.firstResponder === self }

    // UIKit/UIResponder/becomeFirstResponder()
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    // UIKit/UIResponder/resignFirstResponder()
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isFirstResponder { AppleModel.current.firstResponder = nil }
        return true
    }

    // UIKit/UIResponder/canPerformAction(_:withSender:)
    @available(iOS 3.0, *)
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    // UIKit/UIResponder/reloadInputViews()
    open func reloadInputViews() {
        if isFirstResponder { AppleModel.current.inputViewReloads += 1 }
    }

    // The window's undo manager; the model has one, shared by every responder, as with a single window.
    // UIKit/UIResponder/undoManager
    @available(iOS 3.0, *)
    open var undoManager: UndoManager? { AppleModel.current.undoManager }

    // UIKit/UIResponder/pressesBegan(_:with:)
    @available(iOS 9.0, *)
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    // UIKit/UIResponder/pressesEnded(_:with:)
    @available(iOS 9.0, *)
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    // UIKit/UIResponder/pressesCancelled(_:with:)
    @available(iOS 9.0, *)
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
}

// UIKit/UIPress
@available(iOS 9.0, *)
open class UIPress: NSObject {
    private let pressedKey: UIKey?

    package init(key: UIKey) { pressedKey = key }

    // UIKit/UIPress/key
    @available(iOS 13.4, *)
    open var key: UIKey? { pressedKey }
}

// UIKit/UIPressesEvent
@available(iOS 9.0, *)
@MainActor open class UIPressesEvent: NSObject {
    package override init() {}
}

// UIKit/UIKey
@available(iOS 13.4, *)
@MainActor open class UIKey: NSObject {
    private let code: UIKeyboardHIDUsage
    private let flags: UIKeyModifierFlags

    package init(keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags) {
        code = keyCode
        flags = modifierFlags
    }

    // UIKit/UIKey/keyCode
    open var keyCode: UIKeyboardHIDUsage { code }

    // UIKit/UIKey/modifierFlags
    open var modifierFlags: UIKeyModifierFlags { flags }
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
    public static var shift: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 17) }

    // UIKit/UIKeyModifierFlags/alternate
    public static var alternate: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 19) }

    // UIKit/UIKeyModifierFlags/command
    public static var command: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 20) }

    // UIKit/UIKeyModifierFlags/control
    public static var control: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 18) }
}
