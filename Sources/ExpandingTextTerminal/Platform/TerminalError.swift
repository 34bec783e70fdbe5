#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a ``Terminal`` operation failed.
public enum TerminalError: Error, Hashable, CustomStringConvertible {
    /// The terminal device could not be opened: the process has no controlling terminal (it runs from cron, CI,
    /// or under `setsid`).
    case unavailable(path: String, code: Int32)
    /// The path opened is not a terminal.
    case notATerminal(path: String)
    /// Another ``Terminal`` of this process is in raw mode; only one can be at a time.
    case rawModeAlreadyActive
    /// A system call on the terminal failed.
    case systemCall(String, code: Int32)

    /// A one-line message naming what failed and why.
    public var description: String {
        switch self {
        case .unavailable(let path, let code):
            "no terminal: cannot open \(path): \(LibC.describe(code))"
        case .notATerminal(let path):
            "no terminal: \(path) is not a terminal"
        case .rawModeAlreadyActive:
            "the terminal is already in raw mode"
        case .systemCall(let name, let code):
            "terminal \(name) failed: \(LibC.describe(code))"
        }
    }
}
