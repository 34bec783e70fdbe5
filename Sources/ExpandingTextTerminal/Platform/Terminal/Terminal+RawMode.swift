#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Raw mode

extension Terminal {
    /// Switches the terminal to raw mode, first installing the handlers that restore it if the process is killed.
    /// Does nothing if this terminal is already in raw mode.
    /// - Throws: ``TerminalError/rawModeAlreadyActive`` if another terminal is in raw mode, or
    ///   ``TerminalError/systemCall(_:code:)`` if the attributes cannot be read or set.
    public func enterRawMode() throws {
        guard !isRawMode else { return }
        guard !SignalGuard.isArmed else { throw TerminalError.rawModeAlreadyActive }
        var original = termios()
        guard tcgetattr(fileDescriptor, &original) == 0 else {
            throw TerminalError.systemCall("tcgetattr", code: errno)
        }
        SignalGuard.arm(
            terminal: fileDescriptor,
            wake: wakeWriteDescriptor,
            savedAttributes: original,
            cleanup: exitBytes
        )
        var raw = Self.rawAttributes(from: original)
        guard tcsetattr(fileDescriptor, TCSANOW, &raw) == 0 else {
            let code = errno
            _ = SignalGuard.disarm()
            throw TerminalError.systemCall("tcsetattr", code: code)
        }
        isRawMode = true
    }

    /// Leaves raw mode: writes ``cleanupSequence`` and ``restoreSequence``, restores the terminal's attributes as
    /// they were before ``enterRawMode()``, and the previous signal handlers. Does nothing when not in raw mode.
    public func restore() {
        guard isRawMode else { return }
        isRawMode = false
        _ = SignalGuard.disarm()
    }

    /// Runs `body` in raw mode and restores the terminal afterwards, also when `body` throws.
    /// - Parameter body: The code to run in raw mode.
    /// - Returns: What `body` returns.
    /// - Throws: What ``enterRawMode()`` or `body` throws.
    public func withRawMode<Result>(_ body: () throws -> Result) throws -> Result {
        try enterRawMode()
        defer { restore() }
        return try body()
    }

    /// The raw-mode attributes derived from the terminal's attributes: everything else (speed, IUTF8, the control
    /// characters other than VMIN and VTIME) is kept.
    /// - Parameter original: The attributes before raw mode.
    /// - Returns: The attributes for raw mode.
    package static func rawAttributes(from original: termios) -> termios {
        var raw = original
        // Input: no break-to-SIGINT, no CR/NL translation (Enter is CR, Ctrl+J is LF), no parity checking or
        // stripping of the 8th bit (UTF-8), no XON/XOFF flow control (Ctrl+S and Ctrl+Q arrive as keys).
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INLCR | IGNCR | INPCK | ISTRIP | IXON | PARMRK)
        // Output: no processing. The renderer writes CR LF itself (the inline drawing rules), so what it writes is
        // exactly what the terminal receives, and the bytes it counts are the bytes sent.
        raw.c_oflag &= ~tcflag_t(OPOST)
        // Local: no echo, no line editing, no signals from Ctrl+C / Ctrl+Z / Ctrl+\, no Ctrl+V literal-next.
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        // Eight-bit characters, no parity.
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        // A read returns as soon as one byte is there (reads follow a poll, so they never wait).
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }
}
