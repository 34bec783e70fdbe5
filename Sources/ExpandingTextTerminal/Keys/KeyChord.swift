/// A key together with the modifiers held down: what a key press is, and what a binding matches.
///
/// Chords compare exactly: Ctrl+A matches only a key press of `a` with exactly Control held.
///
/// ```swift
/// let newline = KeyChord(.enter, modifiers: .alt)
/// newline.displayName    // "Alt+Enter"
/// KeyChord.control("w")  // Ctrl+W
/// ```
public struct KeyChord: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// The modifiers held with it.
    public var modifiers: KeyModifiers

    /// Creates a chord.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it; none by default.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The key with Control held, e.g. `.control("a")` for Ctrl+A.
    /// - Parameter key: The key.
    /// - Returns: The chord.
    public static func control(_ key: Key) -> KeyChord {
        KeyChord(key, modifiers: .control)
    }

    /// The key with Alt held, e.g. `.alt(.enter)` for Alt+Enter.
    /// - Parameter key: The key.
    /// - Returns: The chord.
    public static func alt(_ key: Key) -> KeyChord {
        KeyChord(key, modifiers: .alt)
    }

    /// The key with Shift held, e.g. `.shift(.enter)` for Shift+Enter.
    /// - Parameter key: The key.
    /// - Returns: The chord.
    public static func shift(_ key: Key) -> KeyChord {
        KeyChord(key, modifiers: .shift)
    }
}

extension KeyChord {
    /// The name shown in help texts, e.g. "Ctrl+A", "Alt+Enter", "Ctrl+Shift+Z".
    ///
    /// An upper-case letter is shown as Shift with the letter, so "Alt+Shift+B" is Alt with `B`.
    public var displayName: String {
        var modifiers = self.modifiers
        var key = self.key
        if case .character(let character) = key, character.isASCIIUppercaseLetter {
            modifiers.insert(.shift)
            key = .character(Character(character.lowercased()))
        }
        return modifiers.displayPrefix + key.displayName
    }

    /// The character this key press types into a text, if it types one.
    ///
    /// A character key with no modifier other than Shift types its character; anything with Control, Alt or Meta
    /// is a command, and keys such as Enter are never text (what Enter does is a binding).
    public var text: Character? {
        guard case .character(let character) = key, modifiers.isSubset(of: .shift) else { return nil }
        return character
    }
}
