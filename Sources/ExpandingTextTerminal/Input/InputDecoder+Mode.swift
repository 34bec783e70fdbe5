// MARK: - The grammar's states

extension InputDecoder {
    /// Where the decoder is in the input's grammar.
    enum Mode: Hashable, Sendable {
        case ground
        /// After ESC.
        case escape
        /// After ESC ESC: Alt+Escape, or an Alt-prefixed CSI/SS3 key.
        case escapeEscape
        /// Inside `ESC [`.
        case controlSequence
        /// Inside `ESC O`.
        case singleShift
        /// After `ESC [ [`, the Linux console's prefix for F1–F5.
        case linuxFunctionKey
        /// Inside an OSC, DCS, SOS, PM or APC string.
        case controlString(ControlStringKind)
        /// After an ESC inside a control string: ST if a backslash follows.
        case controlStringEscape(ControlStringKind)
        /// After an X10 mouse report's `CSI M`: its three raw bytes follow.
        case mouse(remaining: Int)
        /// Inside a bracketed paste.
        case paste
    }

    /// The control strings, by the byte that follows ESC to introduce them.
    enum ControlStringKind: UInt8, Sendable {
        case deviceControl = 0x50  // P
        case startOfString = 0x58  // X
        case operatingSystemCommand = 0x5D  // ]
        case privacyMessage = 0x5E  // ^
        case applicationProgramCommand = 0x5F  // _
    }
}
