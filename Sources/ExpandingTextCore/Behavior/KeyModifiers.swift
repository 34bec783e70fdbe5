/// The modifier keys held with a key press, as every front end can report them.
///
/// Option is Alt on other keyboards; Command is the Mac's ⌘ (the Windows or Super key elsewhere). Caps Lock,
/// Fn and "numeric pad" flags are not modifiers here: a front end leaves them out.
///
/// ```swift
/// let modifiers: KeyModifiers = [.shift]
/// ReturnKeyBehavior.submit.action(modifiers: modifiers)  // .insertNewline
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers' bits.
    public let rawValue: UInt8

    /// Creates a modifier set from its bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift (⇧).
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control (⌃, Ctrl).
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Option (⌥), called Alt on other keyboards and by terminals (which often report it as Meta).
    public static let option = KeyModifiers(rawValue: 1 << 2)
    /// Command (⌘); the Windows or Super key on other keyboards.
    public static let command = KeyModifiers(rawValue: 1 << 3)
}
