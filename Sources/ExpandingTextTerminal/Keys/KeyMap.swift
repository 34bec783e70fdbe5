/// Which key runs which ``EditorCommand``: an ordered list of bindings, kept as data so that the same table drives
/// the text area and the `--help` text.
///
/// Keys without a binding that type a character (``KeyChord/text``) insert it; every other unbound key does nothing.
/// Each chord has at most one binding.
///
/// ``default`` binds Enter to ``EditorCommand/submit``; a text area whose return key should insert a newline
/// rebinds it:
///
/// ```swift
/// var keys = KeyMap.default
/// keys.bind(KeyChord(.enter), to: .insertNewline)
/// keys.command(for: .press(.enter))  // .insertNewline
/// print(keys.helpText)
/// ```
public struct KeyMap: Sendable {
    /// The bindings, in the order help texts list them.
    public private(set) var bindings: [KeyBinding]
    private var commandsByChord: [KeyChord: EditorCommand]
    /// The commands of two-key bindings, by their first chord and then their second.
    private var commandsAfterPrefix: [KeyChord: [KeyChord: EditorCommand]]

    /// Creates a key map.
    /// - Parameter bindings: The bindings, in help order. Two bindings of the same keys, or a chord bound alone
    ///   that also starts a two-key binding, are a programming error.
    public init(_ bindings: [KeyBinding]) {
        var commandsByChord: [KeyChord: EditorCommand] = [:]
        var commandsAfterPrefix: [KeyChord: [KeyChord: EditorCommand]] = [:]
        for binding in bindings {
            let previous: EditorCommand?
            if let prefix = binding.prefix {
                previous = commandsAfterPrefix[prefix, default: [:]].updateValue(binding.command, forKey: binding.chord)
            } else {
                previous = commandsByChord.updateValue(binding.command, forKey: binding.chord)
            }
            requirePrecondition(previous == nil, "KeyMap: \(binding.displayName) is bound twice")
        }
        for prefix in commandsAfterPrefix.keys {
            requirePrecondition(
                commandsByChord[prefix] == nil,
                "KeyMap: \(prefix.displayName) starts two-key bindings and is bound alone")
        }
        self.bindings = bindings
        self.commandsByChord = commandsByChord
        self.commandsAfterPrefix = commandsAfterPrefix
    }

    /// Whether a chord is the first of a two-key binding: the next key press completes it.
    /// - Complexity: O(1).
    public func startsTwoKeyBinding(_ chord: KeyChord) -> Bool {
        commandsAfterPrefix[chord] != nil
    }

    /// The command of the two-key binding `prefix`, then `chord`.
    /// - Returns: The command, or nil when the pair is not bound.
    /// - Complexity: O(1).
    public func command(for chord: KeyChord, after prefix: KeyChord) -> EditorCommand? {
        commandsAfterPrefix[prefix]?[chord]
    }

    /// The command bound to a key press.
    /// - Parameter event: An input event; pastes and replies have no command.
    /// - Returns: The command, or nil when the event is not a bound key press.
    /// - Complexity: O(1).
    public func command(for event: KeyEvent) -> EditorCommand? {
        event.chord.flatMap { commandsByChord[$0] }
    }

    /// The command bound to a chord.
    /// - Parameter chord: The chord.
    /// - Returns: The command, or nil when the chord is not bound.
    /// - Complexity: O(1).
    public func command(for chord: KeyChord) -> EditorCommand? {
        commandsByChord[chord]
    }

    /// The chords bound to a command, in help order.
    /// - Parameter command: The command.
    /// - Returns: Its chords; empty when no key runs it.
    public func chords(for command: EditorCommand) -> [KeyChord] {
        bindings.filter { $0.command == command && $0.prefix == nil }.map(\.chord)
    }

    /// Binds a chord to a command, replacing the chord's existing binding in place or appending a new one.
    /// - Parameters:
    ///   - chord: The chord.
    ///   - command: The command it runs from now on.
    ///   - help: The help text; the command's summary when nil.
    public mutating func bind(_ chord: KeyChord, to command: EditorCommand, help: String? = nil) {
        requirePrecondition(!startsTwoKeyBinding(chord), "KeyMap: \(chord.displayName) starts two-key bindings")
        let binding = KeyBinding(chord, command, help: help)
        if let index = bindings.firstIndex(where: { $0.chord == chord && $0.prefix == nil }) {
            bindings[index] = binding
        } else {
            bindings.append(binding)
        }
        commandsByChord[chord] = command
    }

    /// Removes the binding of a chord, if it has one.
    /// - Parameter chord: The chord.
    public mutating func unbind(_ chord: KeyChord) {
        bindings.removeAll { $0.chord == chord && $0.prefix == nil }
        commandsByChord[chord] = nil
    }
}
