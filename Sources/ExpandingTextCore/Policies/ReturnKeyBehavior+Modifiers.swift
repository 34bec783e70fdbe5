extension ReturnKeyBehavior {
    /// The modifier keys held with Return, as every front end can report them.
    ///
    /// Option is Alt on other keyboards; Command is the Mac's ⌘ (Meta, Super or the Windows key elsewhere). Caps
    /// Lock, Fn and "numeric pad" flags are not modifiers here: a front end leaves them out.
    ///
    /// The bits are those of xterm's modifier parameter minus one (shift 1, option/alt 2, control 4,
    /// command/meta 8), so a terminal front end converts its own modifier set with `init(rawValue:)`.
    ///
    /// ```swift
    /// let modifiers: ReturnKeyBehavior.Modifiers = [.shift]
    /// ReturnKeyBehavior.submit.action(modifiers: modifiers)  // .insertNewline
    /// ```
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The modifiers' bits: shift 1, option 2, control 4, command 8.
        public let rawValue: UInt8

        /// Creates a modifier set from its bits (shift 1, option 2, control 4, command 8; other bits are kept
        /// but play no part in any decision).
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Shift (⇧).
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// Option (⌥), called Alt on other keyboards and by terminals.
        public static let option = Modifiers(rawValue: 1 << 1)
        /// Control (⌃, Ctrl).
        public static let control = Modifiers(rawValue: 1 << 2)
        /// Command (⌘); Meta, Super or the Windows key on other keyboards.
        public static let command = Modifiers(rawValue: 1 << 3)
    }
}
