/// One thing that happened on the terminal's input: a key press, a bracketed paste, or a reply to a query.
///
/// The ``InputDecoder`` produces these from the bytes read from the terminal.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed(Array("a\u{1B}[1;5C".utf8))
/// // [.key(KeyChord("a")), .key(KeyChord(.right, modifiers: .control))]
/// ```
public enum KeyEvent: Hashable, Sendable {
    /// A key press: a key and its modifiers. Typed text arrives as one character key per Unicode scalar.
    case key(KeyChord)
    /// A bracketed paste: the whole pasted text as one event, with CR LF and lone CR turned into LF, invalid
    /// UTF-8 replaced by U+FFFD, and control characters (including ESC) kept as text for the renderer to show as
    /// symbols.
    case paste(String)
    /// A reply from the terminal to a query.
    case reply(TerminalReply)
}

extension KeyEvent {
    /// A key press event, e.g. `.press(.left, .control)`.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it; none by default.
    /// - Returns: The event.
    public static func press(_ key: Key, _ modifiers: KeyModifiers = []) -> KeyEvent {
        .key(KeyChord(key, modifiers: modifiers))
    }

    /// The key press, if this event is one.
    public var chord: KeyChord? {
        guard case .key(let chord) = self else { return nil }
        return chord
    }
}
