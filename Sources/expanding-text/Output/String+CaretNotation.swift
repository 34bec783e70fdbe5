import ExpandingTextTerminal

extension String {
    /// The text as the box shows it, for a terminal: control characters in caret notation (`^[`, `^G`, `~[`), and
    /// the line breaks the box breaks at (CR, CR LF, VT, FF, NEL) as LF, so that nothing in the text moves the
    /// cursor, sets the window title or changes the terminal's modes.
    ///
    /// A pipe or a file gets the text itself; this is only for a standard output that is a terminal.
    /// - Complexity: O(n) in the number of characters.
    var showingControlCharacters: String {
        var shown = ""
        shown.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}":
                shown.append("\n")
            default:
                if let picture = DisplayWidth.controlPicture(for: character) {
                    shown += picture
                } else {
                    shown.append(character)
                }
            }
        }
        return shown
    }
}
