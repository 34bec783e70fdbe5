/// An answer from the terminal to a query, decoded from the same input stream as the keys.
///
/// The renderer asks for the cursor position (`CSI 6n`) to know whether the cursor starts in column 1, and for the
/// primary device attributes (`CSI c`) as the end marker of its capability probes; other answers are decoded so
/// that they are never mistaken for typed text.
public enum TerminalReply: Hashable, Sendable {
    /// A cursor position report (`CSI row ; column R`), 1-based.
    case cursorPosition(row: Int, column: Int)
    /// The primary device attributes (`CSI ? Ps ; … c`): the parameters in order.
    case primaryDeviceAttributes([Int])
    /// The secondary device attributes (`CSI > Ps ; … c`): the parameters in order.
    case secondaryDeviceAttributes([Int])
    /// The terminal's name and version (XTVERSION, `DCS > | text ST`), e.g. "tmux 3.3a".
    case terminalVersion(String)
    /// A DEC private mode report (DECRPM, `CSI ? mode ; value $ y`): value 0 unknown, 1 set, 2 reset,
    /// 3 permanently set, 4 permanently reset.
    case modeReport(mode: Int, value: Int)
    /// The current kitty keyboard protocol flags (`CSI ? flags u`).
    case keyboardFlags(Int)
    /// The terminal gained focus (`CSI I`, with focus reporting on).
    case focusIn
    /// The terminal lost focus (`CSI O`, with focus reporting on).
    case focusOut
    /// A mouse report in SGR form (`CSI < button ; column ; row M`, or `m` for a release), with mouse tracking on:
    /// the button number as the terminal sends it (0 left, 1 middle, 2 right, 64 and 65 the wheel, plus 4 for
    /// Shift, 8 for Alt, 16 for Control, and 32 for motion with a button held, with mode 1002 on), and the 1-based
    /// cell.
    case mouse(button: Int, column: Int, row: Int, isRelease: Bool)
}
