/// A key on the keyboard, without its modifiers.
///
/// Printable keys are ``character(_:)``; a key typed with Control is the character with
/// ``KeyModifiers/control`` (Ctrl+A is `.character("a")` with `.control`). Keys that terminals send as control
/// bytes of their own have their own cases: Enter (CR), Tab, Backspace (DEL), Escape. Ctrl+J (LF) stays
/// `.character("j")` with `.control`, distinct from Enter.
///
/// ```swift
/// let key: Key = "a"          // a character literal is a character key
/// let other = Key.function(5) // F5
/// ```
public enum Key: Hashable, Sendable {
    /// A key that types a character (one Unicode scalar as decoded from the terminal).
    case character(Character)
    /// Enter or Return (CR).
    case enter
    /// Tab.
    case tab
    /// Backspace (DEL, 0x7F).
    case backspace
    /// Delete (forward delete).
    case delete
    /// Insert.
    case insert
    /// Escape.
    case escape
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// A function key: `function(1)` is F1.
    case function(Int)
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
    /// Creates a character key from a character literal, so `"a"` can be written for `.character("a")`.
    /// - Parameter value: The character.
    public init(extendedGraphemeClusterLiteral value: Character) {
        self = .character(value)
    }
}

extension Key {
    /// The name of the key as shown in help texts: "Enter", "PageUp", "F5", "A" (letters upper case), "Space".
    public var displayName: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): character.isASCIILowercaseLetter ? character.uppercased() : String(character)
        case .enter: "Enter"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .escape: "Esc"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .function(let number): "F\(number)"
        }
    }
}

extension Character {
    /// Whether this is one of `a`…`z`: the letters whose chord names are shown upper case.
    var isASCIILowercaseLetter: Bool {
        guard let ascii = asciiValue else { return false }
        return (0x61...0x7A).contains(ascii)
    }

    /// Whether this is one of `A`…`Z`.
    var isASCIIUppercaseLetter: Bool {
        guard let ascii = asciiValue else { return false }
        return (0x41...0x5A).contains(ascii)
    }
}
