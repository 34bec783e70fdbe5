/// A command line the tool cannot run: reported as one line naming the argument and what it accepts,
/// followed by the usage, on standard error, with exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The argument the error is about, as the user typed its name (`--max-lines`, `-x`, `foo`).
    var argument: String
    /// What is wrong and what would be accepted, without the `error: ` prefix.
    var message: String

    /// The one-line report, e.g. `error: --width must be a whole number ≥ 1, got '0'`. Control characters in the
    /// message (quoted from the arguments) are escaped, so the report is one line and cannot drive the terminal.
    var description: String { "error: \(message.escapingControlCharacters)" }
}
