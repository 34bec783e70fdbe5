#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Size

extension Terminal {
    /// The terminal's size from `ioctl(TIOCGWINSZ)`, falling back on `LINES` / `COLUMNS` and then 24 × 80.
    public var size: TerminalSize {
        let reported = LibC.windowSize(fileDescriptor)
        return TerminalSize.resolve(reportedRows: reported.rows, reportedColumns: reported.columns) { name in
            getenv(name).map { String(cString: $0) }
        }
    }
}

extension Terminal {
    /// The terminal's size once the window has stopped changing: right after a resize, a terminal may report the
    /// last of several sizes late (tmux 3.3a, by up to a quarter of a second), so this waits until the size has
    /// held for 0.3 s (at most a second); otherwise it is ``size`` at once.
    public var settledSize: TerminalSize {
        let reported = SignalGuard.settledWindowSize(fileDescriptor)
        return TerminalSize.resolve(reportedRows: reported.rows, reportedColumns: reported.columns) { name in
            getenv(name).map { String(cString: $0) }
        }
    }
}
