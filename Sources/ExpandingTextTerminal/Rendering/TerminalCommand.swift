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
    /// Erases the whole line the cursor is on; the cursor does not move.
    case eraseLine
    /// Erases from the cursor to the end of its line.
    case eraseToEndOfLine
    /// Resets all text attributes.
    case resetStyle
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
        case .eraseLine: Self.csi + "2K"
        case .eraseToEndOfLine: Self.csi + "K"
        case .resetStyle: Self.csi + "m"
        case .cursorUp(let rows) where rows <= 0: ""
        case .cursorUp(let rows): Self.csi + (rows == 1 ? "A" : "\(rows)A")
        case .cursorToColumn(let column) where column <= 0: "\r"
        case .cursorToColumn(let column): Self.csi + "\(column + 1)G"
        case .requestCursorPosition: Self.csi + "6n"
        case .requestTerminalVersion: Self.csi + ">0q"
        case .requestDeviceAttributes: Self.csi + "c"
        }
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

    /// Mouse reports on, in SGR form.
    package static let enableMouseReports: [TerminalCommand] = [.set(.mouseReports), .set(.sgrMouseReports)]

    /// Mouse reports off.
    package static let disableMouseReports: [TerminalCommand] = [.reset(.sgrMouseReports), .reset(.mouseReports)]
}

extension [TerminalCommand] {
    /// The commands' bytes, as text, in order.
    package var sequence: String { map(\.sequence).joined() }
}
