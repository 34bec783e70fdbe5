/// The modifier keys held down together with a key.
///
/// The bits are those of the xterm modifier parameter minus one (`CSI 1;5C` is Ctrl+Right because 5 − 1 = 4 is
/// Control), which is also how kitty's keyboard protocol numbers its first four modifiers.
///
/// ```swift
/// let chord = KeyChord(.left, modifiers: [.control])   // Ctrl+Left
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits: shift 1, alt 2, control 4, meta 8.
    public let rawValue: UInt8

    /// Creates a set of modifiers from its raw bits.
    /// - Parameter rawValue: Shift 1, alt 2, control 4, meta 8; other bits are kept but have no name.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt (Option on a Mac); terminals also report it as an ESC before the key.
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 2)
    /// Meta, which kitty calls Super (Command or the Windows key, where the terminal reports it at all).
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}

extension KeyModifiers {
    /// Decodes the modifier parameter of a control sequence: 1 + the bits, absent or below 2 meaning none.
    ///
    /// Kitty's higher bits (hyper, its own meta, caps lock, num lock) are ignored: no binding uses them and a
    /// lit caps lock must not change what a key does.
    init(parameter: Int?) {
        guard let parameter, parameter > 1 else {
            self = []
            return
        }
        self.init(rawValue: UInt8((parameter - 1) & 0b1111))
    }

    /// The prefix used in chord names, e.g. "Ctrl+Alt+", in a fixed order.
    var displayPrefix: String {
        var prefix = ""
        if contains(.control) { prefix += "Ctrl+" }
        if contains(.alt) { prefix += "Alt+" }
        if contains(.shift) { prefix += "Shift+" }
        if contains(.meta) { prefix += "Meta+" }
        return prefix
    }
}
