#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal the user sits at, opened as `/dev/tty`: raw mode, reads with a timeout, writes, size and resize.
///
/// Input and output go through `/dev/tty`, never stdin or stdout, so a program's stdout stays free for its result
/// (`msg=$(expanding-text)` works) and stdin may be a pipe. Raw mode is restored on every way out: the end of
/// ``withRawMode(_:)``, an error thrown inside it, ``restore()``, `deinit`, and every signal that ends the process
/// (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGALRM, a crash…), whose handlers write
/// ``cleanupSequence`` and ``restoreSequence`` and restore the terminal's attributes before the process ends. A stop
/// (SIGTSTP) restores it too; when the process continues, raw mode comes back and ``read(timeoutMilliseconds:)``
/// returns ``TerminalInput/resumed(_:)``.
///
/// Raw mode here means: no echo, no line editing, no signals from keys (Ctrl+C, Ctrl+Z and Ctrl+\ arrive as
/// bytes), no flow control (Ctrl+S and Ctrl+Q arrive), no CR to LF translation on input (Enter is CR, Ctrl+J is LF)
/// and no output processing: a line break must be written as CR LF.
///
/// <!-- example: fragment terminal-event-loop -->
/// ```swift
/// let terminal = try Terminal()
/// try terminal.withRawMode {
///     var decoder = InputDecoder()
///     try terminal.write(InputDecoder.enableSequence)
///     while true {
///         switch try terminal.read(timeoutMilliseconds: decoder.pendingTimeoutMilliseconds) {
///         case .bytes(let bytes): handle(decoder.feed(bytes))
///         case .timedOut: handle(decoder.flush())
///         case .resized(let size), .resumed(let size), .continued(let size): relayout(size)  // after a stop
///         case .endOfInput: return
///         }
///     }
/// }
/// ```
public final class Terminal {
    /// Written on every exit from raw mode, after ``cleanupSequence``: ends a synchronized update
    /// (`CSI ?2026l`), turns autowrap back on (`CSI ?7h`), shows the cursor (`CSI ?25h`), switches off bracketed
    /// paste (`CSI ?2004l`), modifyOtherKeys (`CSI >4m`), xterm's metaSendsEscape (`CSI ?1036l`) and mouse
    /// reports (`CSI ?1006l CSI ?1000l`).
    public static let restoreSequence: [UInt8] = Array(
        "\u{1B}[?2026l\u{1B}[?7h\u{1B}[?25h\u{1B}[?2004l\u{1B}[>4m\u{1B}[?1036l\u{1B}[?1006l\u{1B}[?1000l".utf8)

    /// The open terminal device.
    package let fileDescriptor: Int32
    /// The path that was opened.
    public let path: String
    /// The pipe a SIGWINCH handler writes to, to wake up ``read(timeoutMilliseconds:)``.
    private let wakeReadDescriptor: Int32
    private let wakeWriteDescriptor: Int32
    private let readBuffer: UnsafeMutableRawBufferPointer
    /// Whether this terminal is in raw mode.
    public private(set) var isRawMode = false

    /// Bytes written before ``restoreSequence`` when raw mode ends, on any path including a signal: typically what
    /// erases the drawn box. Set it whenever what is on screen changes; an empty sequence when nothing needs
    /// erasing. A sequence longer than 64 KiB is not kept (only ``restoreSequence`` is then written).
    public var cleanupSequence: [UInt8] = [] {
        didSet {
            if isRawMode { SignalGuard.publish(exitBytes, geometry: exitGeometry) }
            // It describes these bytes only.
            cleanupGeometry = nil
        }
    }

    /// Where the rows the next ``cleanupSequence`` erases are, with the extents of the rows as drawn, on a
    /// terminal that reflows: a signal's way out then erases them for the width the terminal has by then, which it
    /// may not have reported yet. Set it right before ``cleanupSequence``, which publishes both and clears it.
    package var cleanupGeometry: (EraseGeometry, [Int])?

    /// Opens `/dev/tty`, the process's controlling terminal, when its type (`TERM`) can show a box.
    /// - Throws: ``TerminalError/unavailable(path:code:)`` when the process has no terminal, and
    ///   ``TerminalError/noCursorControl(terminalType:)`` when `TERM` is `dumb`, empty or not set; nothing has been
    ///   written to the terminal then.
    public convenience init() throws {
        try self.init(path: "/dev/tty", terminalType: getenv("TERM").map { String(cString: $0) })
    }

    /// Opens a terminal device by path, as if `TERM` were `terminalType`.
    ///
    /// The device is opened first, so that a process without a terminal (cron, which also sets no `TERM`) is told
    /// that rather than that its terminal is dumb.
    /// - Throws: What ``init(path:)`` throws, then ``TerminalError/noCursorControl(terminalType:)`` for a type that
    ///   cannot move the cursor.
    package convenience init(path: String, terminalType: String?) throws {
        try self.init(path: path)
        guard let terminalType, !terminalType.isEmpty, terminalType != "dumb" else {
            throw TerminalError.noCursorControl(terminalType: terminalType)
        }
    }

    /// Opens a terminal device by path (tests use the secondary side of a pseudo-terminal).
    package init(path: String) throws {
        let descriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw TerminalError.unavailable(path: path, code: errno) }
        guard isatty(descriptor) == 1 else {
            close(descriptor)
            throw TerminalError.notATerminal(path: path)
        }
        var pipeDescriptors: [Int32] = [-1, -1]
        guard pipe(&pipeDescriptors) == 0 else {
            let code = errno
            close(descriptor)
            throw TerminalError.systemCall("pipe", code: code)
        }
        for end in pipeDescriptors {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            // Non-blocking: the handler must never block on a full pipe, and draining stops when it is empty.
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        self.path = path
        fileDescriptor = descriptor
        wakeReadDescriptor = pipeDescriptors[0]
        wakeWriteDescriptor = pipeDescriptors[1]
        readBuffer = .allocate(byteCount: 64 * 1024, alignment: 1)
    }

    deinit {
        restore()
        close(fileDescriptor)
        close(wakeReadDescriptor)
        close(wakeWriteDescriptor)
        readBuffer.deallocate()
    }

    /// The geometry of the cleanup sequence, if the exit paths write that sequence.
    private var exitGeometry: (EraseGeometry, [Int])? {
        let fits = cleanupSequence.count + Self.restoreSequence.count <= SignalGuard.cleanupCapacity
        guard fits, let geometry = cleanupGeometry, geometry.0.eraseLength <= cleanupSequence.count else { return nil }
        return geometry
    }

    /// The bytes the exit paths write: the cleanup sequence (if it fits) and the restore sequence.
    private var exitBytes: [UInt8] {
        let fits = cleanupSequence.count + Self.restoreSequence.count <= SignalGuard.cleanupCapacity
        return (fits ? cleanupSequence : []) + Self.restoreSequence
    }
}

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
    package var settledSize: TerminalSize {
        let reported = SignalGuard.settledWindowSize(fileDescriptor)
        return TerminalSize.resolve(reportedRows: reported.rows, reportedColumns: reported.columns) { name in
            getenv(name).map { String(cString: $0) }
        }
    }
}

// MARK: - Reading and writing

extension Terminal {
    /// Waits for input, a resize or the timeout, whichever comes first.
    ///
    /// Signals that interrupt the wait (EINTR) are absorbed: the wait goes on for the rest of the timeout.
    /// - Parameter timeoutMilliseconds: How long to wait at most; nil waits until something happens.
    /// - Returns: The bytes read (up to 64 KiB), the new size after a SIGWINCH (several resizes in a row come as
    ///   one), `.resumed` after a stop and SIGCONT, `.continued` after SIGSTOP and SIGCONT, `.timedOut`, or
    ///   `.endOfInput` once the terminal is gone.
    /// - Throws: ``TerminalError/systemCall(_:code:)`` if polling or reading fails otherwise.
    public func read(timeoutMilliseconds: Int? = nil) throws -> TerminalInput {
        let deadline = timeoutMilliseconds.map { LibC.monotonicMilliseconds() + max(0, $0) }
        while true {
            var descriptors = [
                pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeReadDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            var timeout = deadline.map { Int32(clamping: max(0, $0 - LibC.monotonicMilliseconds())) } ?? -1
            // Stopped and continued in the background (`bg`): a shell's `fg` of a running job sends no SIGCONT, so
            // look now and then whether the terminal is this process's again.
            let isSuspended = SignalGuard.isSuspended
            if isSuspended {
                let check = Self.foregroundCheckMilliseconds
                timeout = timeout < 0 ? check : min(timeout, check)
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                guard errno == EINTR else { throw TerminalError.systemCall("poll", code: errno) }
                continue
            }
            // Raw mode back and a wake-up written: the next poll reports it.
            if isSuspended && SignalGuard.resumeIfInForeground() { continue }
            if descriptors[1].revents != 0 {
                switch drainWakePipe() {
                case .resumed: return .resumed(size)
                case .continued: return .continued(size)
                case .resized: return .resized(size)
                }
            }
            if descriptors[0].revents != 0 {
                let count = LibC.read(fileDescriptor, readBuffer.baseAddress!, readBuffer.count)
                if count > 0 { return .bytes(Array(readBuffer[..<count])) }
                if count == 0 { return .endOfInput }
                switch errno {
                case EINTR, EAGAIN: continue
                case EIO: return .endOfInput  // the terminal hung up
                default: throw TerminalError.systemCall("read", code: errno)
                }
            }
            if ready == 0 {
                if isSuspended, deadline.map({ LibC.monotonicMilliseconds() < $0 }) ?? true { continue }
                return .timedOut
            }
        }
    }

    /// How often a process continued in the background looks whether it is in the foreground again.
    static let foregroundCheckMilliseconds: Int32 = 100

    /// Empties the wake-up pipe.
    /// - Returns: What happened: a continue after a handled stop outweighs one after SIGSTOP (the box was erased
    ///   either way then), which outweighs a resize.
    private func drainWakePipe() -> SignalGuard.WakeReason {
        var scratch = [UInt8](repeating: 0, count: 64)
        var reasons: Set<UInt8> = []
        while true {
            let count = scratch.withUnsafeMutableBytes { LibC.read(wakeReadDescriptor, $0.baseAddress!, $0.count) }
            guard count > 0 else { break }
            reasons.formUnion(scratch[..<count])
        }
        for reason in [SignalGuard.WakeReason.resumed, .continued] where reasons.contains(reason.rawValue) {
            return reason
        }
        return .resized
    }

    /// Stops the foreground job as the shell's Ctrl+Z does: restores the terminal (erasing the box with
    /// ``cleanupSequence``), then sends SIGTSTP to the process group, which stops every process of the job (a script
    /// that runs this program, a pipeline) together.
    ///
    /// Raw mode comes back when the job is continued in the foreground, and a later
    /// ``read(timeoutMilliseconds:)`` reports ``TerminalInput/resumed(_:)``; continued in the background (`bg`), the
    /// program draws nothing until it is in the foreground again: a write then stops it (SIGTTOU) until `fg`. A
    /// shell without job control ignores SIGTSTP for its jobs; then nothing happens.
    public func suspend() {
        SignalGuard.suspendJob()
    }

    /// Lets the user edit `text` in `$VISUAL`, else `$EDITOR`, else `vi`, on this terminal: raw mode is left
    /// (erasing the box with ``cleanupSequence``) while the editor runs, and entered again after.
    ///
    /// The text goes into `message.txt`, mode 0600, in a folder of mode 0700 of its own in `$TMPDIR` (else `/tmp`),
    /// with a line break at its end; the folder is removed afterwards, whatever the editor left in it. The editor
    /// runs in this process's job: Ctrl+Z in the editor stops both, `fg` continues both. A signal that would end
    /// this process while the editor runs (SIGTERM, SIGHUP…) is passed on to the editor, which is waited for (and
    /// killed if it has not ended 3 seconds later); then the folder is removed and this process ends by the signal.
    /// An editor that cannot be started or exits with another status than 0, and a file that is no longer a
    /// regular file (a link is not followed, a FIFO is not opened for a writer), is larger than 64 MiB or is not
    /// UTF-8, leave the text as it was.
    ///
    /// - Parameter text: The text to edit.
    /// - Returns: The edited text without one line break at its end, or why the text stays.
    /// - Throws: ``TerminalError`` when raw mode cannot be entered again.
    public func editInExternalEditor(_ text: String) throws -> ExternalEditResult {
        let wasRaw = isRawMode
        restore()
        let result = ExternalEditor.edit(text, terminal: fileDescriptor)
        if wasRaw { try enterRawMode() }
        return result
    }

    /// Writes all of `bytes` to the terminal, retrying after interruptions and partial writes.
    /// - Parameter bytes: The bytes.
    /// - Throws: ``TerminalError/systemCall(_:code:)`` if the terminal cannot be written.
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try writeAll($0) }
    }

    /// Writes a string to the terminal as UTF-8, retrying after interruptions and partial writes.
    /// - Parameter string: The text; it is written as is, so it must be safe to send to a terminal.
    /// - Throws: ``TerminalError/systemCall(_:code:)`` if the terminal cannot be written.
    public func write(_ string: String) throws {
        var string = string
        try string.withUTF8 { try writeAll(UnsafeRawBufferPointer($0)) }
    }

    private func writeAll(_ buffer: UnsafeRawBufferPointer) throws {
        // A job in the background draws nothing: it waits for the foreground, and then the box is drawn afresh.
        guard let base = buffer.baseAddress, SignalGuard.waitForTerminal() else { return }
        var offset = 0
        while offset < buffer.count {
            let written = LibC.write(fileDescriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
                continue
            }
            // A terminal never accepts zero bytes of a non-empty write unless it is gone.
            guard written < 0 else { throw TerminalError.systemCall("write", code: EIO) }
            switch errno {
            case EINTR:
                continue
            case EAGAIN:
                // The descriptor was made non-blocking by someone else: wait until it takes more.
                var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, -1)
            default:
                throw TerminalError.systemCall("write", code: errno)
            }
        }
    }
}
