/// What one ``Terminal/read(timeoutMilliseconds:)`` returned.
public enum TerminalInput: Hashable, Sendable {
    /// Bytes typed, pasted or replied: hand them to an ``InputDecoder``.
    case bytes([UInt8])
    /// The window changed size (SIGWINCH); the new size.
    case resized(TerminalSize)
    /// The process continued after a stop (SIGTSTP, Ctrl+Z in a shell, then `fg`): raw mode is back, and the
    /// screen holds whatever the shell wrote meanwhile, so what was drawn must be drawn afresh; the size now.
    case resumed(TerminalSize)
    /// The process continued after SIGSTOP, which no program can handle, and SIGCONT: raw mode is back, and what
    /// was drawn is still on screen where it was (unless the shell wrote over it), so it must be erased where it is
    /// and drawn again; the size now.
    case continued(TerminalSize)
    /// Nothing arrived before the timeout.
    case timedOut
    /// Another thread ended the wait (a prompt's completion search answered); nothing came from the
    /// terminal, and the time the read was given has not run out.
    case woken
    /// The terminal is gone (hung up or closed): no more input will come.
    case endOfInput
}
