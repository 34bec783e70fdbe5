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
///         case .woken: break  // only a prompt's completions wake the read
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
    /// reports (`CSI ?1006l CSI ?1002l CSI ?1000l`).
    public static let restoreSequence: [UInt8] = Array(
        ([
            TerminalCommand.reset(.synchronizedUpdate), .set(.autowrap), .set(.cursorVisible), .reset(.bracketedPaste),
            .resetModifyOtherKeys, .reset(.metaSendsEscape),
        ] + TerminalCommand.disableMouseReports).sequence.utf8)

    /// The open terminal device.
    package let fileDescriptor: Int32
    /// The path that was opened.
    public let path: String
    /// The pipe a SIGWINCH handler writes to, to wake up ``read(timeoutMilliseconds:)``.
    let wakeReadDescriptor: Int32
    let wakeWriteDescriptor: Int32
    let readBuffer: UnsafeMutableRawBufferPointer
    /// Whether this terminal is in raw mode.
    public internal(set) var isRawMode = false

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
    public var cleanupGeometry: (geometry: EraseGeometry, rowExtents: [Int])?

    /// Whether the input not read yet is the rest of a paste, to be thrown away if the process ends now (by a signal,
    /// say) rather than left for the shell, which would run it. Otherwise keys typed ahead of an exit stay for the
    /// shell.
    public var discardsUnreadInputOnExit: Bool {
        get { SignalGuard.state.pointee.discardsUnreadInput }
        set { SignalGuard.state.pointee.discardsUnreadInput = newValue && isRawMode }
    }

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
    private var exitGeometry: (geometry: EraseGeometry, rowExtents: [Int])? {
        let fits = cleanupSequence.count + Self.restoreSequence.count <= SignalGuard.cleanupCapacity
        guard fits, let geometry = cleanupGeometry, geometry.geometry.eraseLength <= cleanupSequence.count else {
            return nil
        }
        return geometry
    }

    /// The bytes the exit paths write: the cleanup sequence (if it fits) and the restore sequence.
    var exitBytes: [UInt8] {
        let fits = cleanupSequence.count + Self.restoreSequence.count <= SignalGuard.cleanupCapacity
        return (fits ? cleanupSequence : []) + Self.restoreSequence
    }
}
