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
    /// The terminal's type, `TERM`, says it cannot move the cursor: `dumb` (Emacs's shell buffers, some IDE
    /// consoles), or no type at all (nil when `TERM` is not set). The box needs cursor motion and erasing, and
    /// their escape sequences would show there as garbage.
    case noCursorControl(terminalType: String?)
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
        case .noCursorControl(let terminalType):
            "this terminal (\(Self.describe(terminalType))) cannot show the box; run it in a terminal emulator or set TERM"
        case .rawModeAlreadyActive:
            "the terminal is already in raw mode"
        case .systemCall(let name, let code):
            "terminal \(name) failed: \(LibC.describe(code))"
        }
    }

    private static func describe(_ terminalType: String?) -> String {
        switch terminalType {
        case nil: "TERM is not set"
        case "": "TERM is empty"
        case let type?: "TERM=\(type)"
        }
    }
}
