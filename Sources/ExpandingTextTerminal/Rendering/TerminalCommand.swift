/// A command the terminal front end writes, as a value: what it does is its name, its bytes are ``sequence``.
///
/// Only commands that work inline are here (the inline drawing rules): no alternate screen, no absolute row
/// addressing, no cursor save/restore, no clearing of the whole screen. ``TerminalOutput`` writes them, and draws a
/// frame inside ``TerminalOutput/synchronizedUpdate(showingCursorAfter:_:)``.
///
/// ```swift
/// TerminalCommand.set(.bracketedPaste).sequence   // "\u{1B}[?2004h"
/// TerminalCommand.cursorUp(3).sequence            // "\u{1B}[3A"
/// ```
package enum TerminalCommand: Hashable, Sendable {
    /// Turns a mode on.
    case set(TerminalMode)
    /// Turns a mode off.
    case reset(TerminalMode)
    /// Asks whether the terminal knows a mode (DECRQM); the answer is `CSI ? n ; Ps $ y`, Ps 1 or 2 (set, reset)
    /// where it does, 0 or 4 where it does not.
    case requestMode(TerminalMode)
    /// Asks xterm-style terminals to report modified keys such as Shift+Enter (modifyOtherKeys level 1).
    case enableModifyOtherKeys
    /// Puts modifyOtherKeys back to the terminal's default.
    case resetModifyOtherKeys
    /// Asks for the kitty keyboard protocol's flags; a terminal that speaks the protocol answers `CSI ? flags u`,
    /// others ignore it.
    case requestKeyboardFlags
    /// Pushes kitty keyboard protocol flags on the terminal's stack (`CSI > flags u`): 1 reports keys that legacy
    /// encodings cannot tell apart (Shift+Enter, Ctrl+Enter, Alt+Enter) as `CSI code ; modifiers u`.
    case pushKeyboardFlags(Int)
    /// Pops the flags pushed last, back to the terminal's own (`CSI < u`).
    case popKeyboardFlags
    /// Erases the whole line the cursor is on; the cursor does not move.
    case eraseLine
    /// Erases from the cursor to the end of its line.
    case eraseToEndOfLine
    /// Resets all text attributes.
    case resetStyle
    /// Moves the cursor to the screen's top-left corner and erases the screen (Ctrl+L's clear, as in readline; the
    /// one absolute move the renderer makes).
    case clearScreen
    /// Moves the cursor up (CUU); the terminal stops at the top row. Nothing for 0 rows or fewer.
    case cursorUp(Int)
    /// Moves the cursor to a column of its row, counted from 0: CR for the first, CHA otherwise.
    case cursorToColumn(Int)
    /// Asks for the cursor position; the answer is `CSI row ; column R`.
    case requestCursorPosition
    /// Asks for the terminal's name and version (XTVERSION); the answer is `DCS > | text ST`.
    case requestTerminalVersion
    /// Asks for the primary device attributes (DA1); every terminal answers, so it marks the end of a probe.
    case requestDeviceAttributes
    /// Puts text on the terminal's clipboard (OSC 52, the clipboard selection `c`), base64-encoded, so that nothing
    /// in it can act as a control sequence. Terminals that do not allow it ignore it.
    case copyToClipboard(String)

    /// Control Sequence Introducer.
    package static let csi = "\u{1B}["

    /// The bytes, as text.
    package var sequence: String {
        switch self {
        case .set(let mode): Self.csi + "?\(mode.rawValue)h"
        case .reset(let mode): Self.csi + "?\(mode.rawValue)l"
        case .requestMode(let mode): Self.csi + "?\(mode.rawValue)$p"
        case .enableModifyOtherKeys: Self.csi + ">4;1m"
        case .resetModifyOtherKeys: Self.csi + ">4m"
        case .requestKeyboardFlags: Self.csi + "?u"
        case .pushKeyboardFlags(let flags): Self.csi + ">\(flags)u"
        case .popKeyboardFlags: Self.csi + "<u"
        case .eraseLine: Self.csi + "2K"
        case .eraseToEndOfLine: Self.csi + "K"
        case .resetStyle: Self.csi + "m"
        case .clearScreen: Self.csi + "H" + Self.csi + "2J"
        case .cursorUp(let rows) where rows <= 0: ""
        case .cursorUp(let rows): Self.csi + (rows == 1 ? "A" : "\(rows)A")
        case .cursorToColumn(let column) where column <= 0: "\r"
        case .cursorToColumn(let column): Self.csi + "\(column + 1)G"
        case .requestCursorPosition: Self.csi + "6n"
        case .requestTerminalVersion: Self.csi + ">0q"
        case .requestDeviceAttributes: Self.csi + "c"
        case .copyToClipboard(let text): "\u{1B}]52;c;" + Self.base64(Array(text.utf8)) + "\u{1B}\\"
        }
    }

    /// `bytes` in base64 (RFC 4648), padded.
    private static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                let sextet = Int((group >> UInt32(18 - 6 * position)) & 0x3F)
                encoded.append(position <= count ? alphabet[sextet] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The modes a session turns on, after the start-up probe: bracketed paste, modifyOtherKeys, xterm's
    /// metaSendsEscape, autowrap off.
    package static let sessionStart: [TerminalCommand] = [
        .set(.bracketedPaste), .enableModifyOtherKeys, .set(.metaSendsEscape), .reset(.autowrap),
    ]

    /// What every exit path writes after erasing the box: attributes, autowrap, cursor, paste and key modes back
    /// to their defaults (the inline drawing rules).
    package static let sessionEnd: [TerminalCommand] = [
        .resetStyle, .set(.autowrap), .set(.cursorVisible), .reset(.bracketedPaste), .resetModifyOtherKeys,
        .reset(.metaSendsEscape),
    ]

    /// Mouse reports on, motion with a button held included, in SGR form.
    package static let enableMouseReports: [TerminalCommand] = [
        .set(.mouseReports), .set(.buttonMotionReports), .set(.sgrMouseReports),
    ]

    /// Mouse reports off.
    package static let disableMouseReports: [TerminalCommand] = [
        .reset(.sgrMouseReports), .reset(.buttonMotionReports), .reset(.mouseReports),
    ]
}

extension [TerminalCommand] {
    /// The commands' bytes, as text, in order.
    package var sequence: String { map(\.sequence).joined() }
}
