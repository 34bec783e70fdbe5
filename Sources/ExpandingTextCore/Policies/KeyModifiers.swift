/// The modifier keys held down together with a key, as every front end can report them.
///
/// Option is Alt on other keyboards and in terminals; Command is the Mac's ⌘ (Meta, Super or the Windows key
/// elsewhere). Caps Lock, Fn and "numeric pad" flags are not modifiers here: a front end leaves them out.
///
/// The bits are those of xterm's modifier parameter minus one (`CSI 1;5C` is Ctrl+Right because 5 − 1 = 4 is
/// Control), which is also how kitty's keyboard protocol numbers its first four modifiers.
///
/// ```swift
/// let modifiers: KeyModifiers = [.shift]
/// ReturnKeyBehavior.submit.action(modifiers: modifiers)  // .insertNewline
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers' bits: shift 1, option (alt) 2, control 4, command (meta) 8.
    public let rawValue: UInt8

    /// Creates a modifier set from its bits.
    ///
    /// - Parameter rawValue: Shift 1, option (alt) 2, control 4, command (meta) 8; other bits are kept but play no
    ///   part in any decision.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift (⇧).
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Option (⌥), called Alt on other keyboards and by terminals, which also report it as an ESC before the key.
    public static let option = KeyModifiers(rawValue: 1 << 1)
    /// Control (⌃, Ctrl).
    public static let control = KeyModifiers(rawValue: 1 << 2)
    /// Command (⌘); Meta, Super or the Windows key on other keyboards, where the terminal reports it at all.
    public static let command = KeyModifiers(rawValue: 1 << 3)

    /// ``option`` under the name terminals and other keyboards give it.
    public static let alt = option
    /// ``command`` under the name terminals give it (kitty calls it Super).
    public static let meta = command
}

extension ReturnKeyBehavior {
    /// The modifier keys held with Return: ``KeyModifiers``, the set every key reports.
    public typealias Modifiers = KeyModifiers
}
