/// A DEC private mode the terminal front end turns on or off (`CSI ? n h` / `CSI ? n l`) or asks about (DECRQM).
package enum TerminalMode: Int, Hashable, Sendable {
    /// Autowrap (DECAWM): off while the box is drawn, so that writing in the last column never wraps or scrolls.
    case autowrap = 7
    /// The cursor shown (DECTCEM).
    case cursorVisible = 25
    /// Mouse presses, releases and the wheel reported (mode 1000).
    case mouseReports = 1000
    /// Mouse motion reported while a button is held (mode 1002), for selecting by dragging.
    case buttonMotionReports = 1002
    /// Mouse reports in SGR form (mode 1006), which has no limit on the column and cannot be mistaken for text.
    case sgrMouseReports = 1006
    /// xterm's metaSendsEscape: Alt+key sent as ESC and the key, not as an 8-bit meta byte that arrives as a
    /// Latin-1 character (Alt+B as `â`); terminals that already send ESC ignore it.
    case metaSendsEscape = 1036
    /// Pasted text bracketed with `CSI 200~` … `CSI 201~`.
    case bracketedPaste = 2004
    /// A synchronized update: the terminal shows what is written in between at once.
    case synchronizedUpdate = 2026
    /// Grapheme-cluster mode: the terminal gives each cluster the cells Unicode's rules do (the wrapping contract).
    case graphemeClusterMode = 2027
}
