/// The control sequences the terminal front end writes, in one place so tests can name them.
///
/// Only sequences that work inline are here (the inline drawing rules): no alternate screen, no absolute row
/// addressing, no cursor save/restore, no clearing of the whole screen.
package enum ControlSequence {
    /// Control Sequence Introducer.
    package static let csi = "\u{1B}["
    /// Starts a synchronized update (DEC mode 2026): the terminal shows the frame at once.
    package static let beginSynchronizedUpdate = csi + "?2026h"
    /// Ends a synchronized update.
    package static let endSynchronizedUpdate = csi + "?2026l"
    /// Hides the cursor (DECTCEM off).
    package static let hideCursor = csi + "?25l"
    /// Shows the cursor (DECTCEM on).
    package static let showCursor = csi + "?25h"
    /// Turns autowrap off (DECAWM off): writing in the last column never wraps or scrolls.
    package static let disableAutowrap = csi + "?7l"
    /// Turns autowrap back on.
    package static let enableAutowrap = csi + "?7h"
    /// Asks the terminal to bracket pasted text with `CSI 200~` … `CSI 201~`.
    package static let enableBracketedPaste = csi + "?2004h"
    /// Stops bracketing pasted text.
    package static let disableBracketedPaste = csi + "?2004l"
    /// Asks xterm-style terminals to report modified keys such as Shift+Enter (modifyOtherKeys level 1).
    package static let enableModifyOtherKeys = csi + ">4;1m"
    /// Resets modifyOtherKeys to the terminal's default.
    package static let resetModifyOtherKeys = csi + ">4m"
    /// Asks xterm to send Alt+key as ESC and the key (its metaSendsEscape resource), not as an 8-bit meta byte that
    /// arrives as a Latin-1 character (Alt+B as `â`); terminals that already send ESC ignore it.
    package static let enableMetaSendsEscape = csi + "?1036h"
    /// Puts xterm's metaSendsEscape back to its default, off.
    package static let disableMetaSendsEscape = csi + "?1036l"
    /// Reports mouse presses, releases and the wheel (mode 1000), in SGR form (mode 1006), which has no limit on
    /// the column and cannot be mistaken for text.
    package static let enableMouseTracking = csi + "?1000h" + csi + "?1006h"
    /// Stops mouse reports.
    package static let disableMouseTracking = csi + "?1006l" + csi + "?1000l"
    /// The start of a bracketed paste, as the terminal sends it.
    package static let pasteStart = csi + "200~"
    /// The end of a bracketed paste.
    package static let pasteEnd = csi + "201~"
    /// Erases the whole line the cursor is on; the cursor does not move.
    package static let eraseLine = csi + "2K"
    /// Erases from the cursor to the end of its line.
    package static let eraseToEndOfLine = csi + "K"
    /// Resets all text attributes.
    package static let resetStyle = csi + "m"
    /// Asks for the cursor position; the answer is `CSI row;column R`.
    package static let requestCursorPosition = csi + "6n"
    /// Asks for the terminal's name and version (XTVERSION); the answer is `DCS >| text ST`.
    package static let requestTerminalVersion = csi + ">0q"
    /// Asks for the primary device attributes (DA1); every terminal answers, so it marks the end of a probe.
    package static let requestDeviceAttributes = csi + "c"
    /// Asks whether the terminal knows grapheme-cluster mode (DEC private mode 2027, DECRQM); the answer is
    /// `CSI ?2027;Ps$y`, Ps 1 or 2 (set, reset) where it does, 0 or 4 where it does not.
    package static let requestGraphemeClusterMode = csi + "?2027$p"
    /// DECRQM for bracketed paste (mode 2004): whether the terminal knows it.
    package static let requestBracketedPasteMode = csi + "?2004$p"
    /// Turns grapheme-cluster mode on: the terminal gives each cluster the cells Unicode's rules do (the wrapping
    /// contract).
    package static let enableGraphemeClusterMode = csi + "?2027h"
    /// Turns grapheme-cluster mode off again.
    package static let disableGraphemeClusterMode = csi + "?2027l"

    /// The modes a session turns on, after the start-up probe: bracketed paste, modifyOtherKeys, xterm's
    /// metaSendsEscape, autowrap off.
    package static let sessionStart =
        enableBracketedPaste + enableModifyOtherKeys + enableMetaSendsEscape + disableAutowrap

    /// What every exit path writes after erasing the box: attributes, autowrap, cursor, paste and key modes
    /// back to their defaults (the inline drawing rules).
    package static let sessionEnd =
        resetStyle + enableAutowrap + showCursor + disableBracketedPaste + resetModifyOtherKeys
        + disableMetaSendsEscape
}
