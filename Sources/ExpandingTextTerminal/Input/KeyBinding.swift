/// One entry of a ``KeyMap``: a key chord, the command it runs, and the help text shown for it.
public struct KeyBinding: Hashable, Sendable {
    /// The key chord that triggers the command.
    public var chord: KeyChord
    /// The command.
    public var command: EditorCommand
    /// The help text; the command's ``EditorCommand/summary`` unless given.
    public var help: String

    /// Creates a binding.
    /// - Parameters:
    ///   - chord: the key chord.
    ///   - command: the command it runs.
    ///   - help: the help text; the command's summary when nil.
    public init(_ chord: KeyChord, _ command: EditorCommand, help: String? = nil) {
        self.chord = chord
        self.command = command
        self.help = help ?? command.summary
    }
}
