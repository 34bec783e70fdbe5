/// One entry of a ``KeyMap``: a key chord, the command it runs, and the help text shown for it.
public struct KeyBinding: Hashable, Sendable {
    /// The chord pressed first, for a two-key binding such as Ctrl+X Ctrl+E; nil for a single chord.
    public var prefix: KeyChord?
    /// The key chord that triggers the command (the second one of a two-key binding).
    public var chord: KeyChord
    /// The command.
    public var command: EditorCommand
    /// The help text; the command's ``EditorCommand/summary`` unless given.
    public var help: String

    /// Creates a binding.
    /// - Parameters:
    ///   - chord: The key chord.
    ///   - command: The command it runs.
    ///   - help: The help text; the command's summary when nil.
    public init(_ chord: KeyChord, _ command: EditorCommand, help: String? = nil) {
        self.chord = chord
        self.command = command
        self.help = help ?? command.summary
    }

    /// Creates a two-key binding: `prefix`, then `chord`, as readline's Ctrl+X Ctrl+E.
    /// - Parameters:
    ///   - prefix: The chord pressed first; it can then not be bound on its own.
    ///   - chord: The chord pressed next.
    ///   - command: The command they run.
    ///   - help: The help text; the command's summary when nil.
    public init(_ prefix: KeyChord, then chord: KeyChord, _ command: EditorCommand, help: String? = nil) {
        self.init(chord, command, help: help)
        self.prefix = prefix
    }

    /// The keys as help texts name them, e.g. "Ctrl+X Ctrl+E".
    public var displayName: String {
        (prefix.map { $0.displayName + " " } ?? "") + chord.displayName
    }
}
