/// What one ``Terminal/read(timeoutMilliseconds:)`` returned.
public enum TerminalInput: Hashable, Sendable {
    /// Bytes typed, pasted or replied: hand them to an ``InputDecoder``.
    case bytes([UInt8])
    /// The window changed size (SIGWINCH); the new size.
    case resized(TerminalSize)
    /// Nothing arrived before the timeout.
    case timedOut
    /// The terminal is gone (hung up or closed): no more input will come.
    case endOfInput
}
