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

    /// Creates a key map.
    /// - Parameter bindings: the bindings, in help order. Two bindings of the same chord are a programming error.
    public init(_ bindings: [KeyBinding]) {
        var commandsByChord: [KeyChord: EditorCommand] = [:]
        for binding in bindings {
            let previous = commandsByChord.updateValue(binding.command, forKey: binding.chord)
            requirePrecondition(previous == nil, "KeyMap: \(binding.chord.displayName) is bound twice")
        }
        self.bindings = bindings
        self.commandsByChord = commandsByChord
    }

    /// The command bound to a key press.
    /// - Parameter event: an input event; pastes and replies have no command.
    /// - Returns: the command, or nil when the event is not a bound key press.
    /// - Complexity: O(1).
    public func command(for event: KeyEvent) -> EditorCommand? {
        event.chord.flatMap { commandsByChord[$0] }
    }

    /// The command bound to a chord.
    /// - Parameter chord: the chord.
    /// - Returns: the command, or nil when the chord is not bound.
    /// - Complexity: O(1).
    public func command(for chord: KeyChord) -> EditorCommand? {
        commandsByChord[chord]
    }

    /// The chords bound to a command, in help order.
    /// - Parameter command: the command.
    /// - Returns: its chords; empty when no key runs it.
    public func chords(for command: EditorCommand) -> [KeyChord] {
        bindings.filter { $0.command == command }.map(\.chord)
    }

    /// Binds a chord to a command, replacing the chord's existing binding in place or appending a new one.
    /// - Parameters:
    ///   - chord: the chord.
    ///   - command: the command it runs from now on.
    ///   - help: the help text; the command's summary when nil.
    public mutating func bind(_ chord: KeyChord, to command: EditorCommand, help: String? = nil) {
        let binding = KeyBinding(chord, command, help: help)
        if let index = bindings.firstIndex(where: { $0.chord == chord }) {
            bindings[index] = binding
        } else {
            bindings.append(binding)
        }
        commandsByChord[chord] = command
    }

    /// Removes the binding of a chord, if it has one.
    /// - Parameter chord: the chord.
    public mutating func unbind(_ chord: KeyChord) {
        bindings.removeAll { $0.chord == chord }
        commandsByChord[chord] = nil
    }
}
