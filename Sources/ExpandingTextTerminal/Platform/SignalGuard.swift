#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the signal handlers need to put the terminal back, at a fixed address.
struct SignalRestoreState {
    /// The terminal whose attributes to restore, -1 when none.
    var terminalDescriptor: Int32 = -1
    /// The write end of the pipe that wakes `Terminal.read` on SIGWINCH, -1 when none.
    var wakeDescriptor: Int32 = -1
    /// Whether the terminal is in raw mode and must be restored.
    var isArmed = false
    /// The terminal's attributes before raw mode.
    var savedAttributes = termios()
    /// The raw-mode attributes, put back when the process continues after a stop.
    var rawAttributes = termios()
    /// The signals blocked while a handler runs.
    var handlerMask = sigset_t()
    /// Whether the process stopped itself on SIGTSTP with the terminal restored, to re-enter raw mode on SIGCONT.
    var isSuspended = false
    /// Which of the two cleanup buffers holds the current cleanup bytes.
    var publishedBuffer = 0
    /// How many bytes buffer 0 holds.
    var firstLength = 0
    /// How many bytes buffer 1 holds.
    var secondLength = 0
    /// Where the rows erased by buffer 0's bytes are, for a terminal that reflows; nil when the bytes are all.
    var firstGeometry: EraseGeometry?
    /// The same for buffer 1.
    var secondGeometry: EraseGeometry?
    /// How many row extents each buffer's geometry has.
    var firstRowCount = 0
    var secondRowCount = 0
    /// When the window last changed size (SIGWINCH), in milliseconds on the monotonic clock.
    var lastResizeMilliseconds = Int.min / 2
}

/// Restores the terminal when the process is killed or crashes while in raw mode, and turns SIGWINCH into a
/// wake-up of `Terminal.read`.
///
/// Handlers run at any instruction, so they may only call async-signal-safe functions (`write`, `tcsetattr`,
/// `sigaction`, `raise`) and must not allocate, lock or touch reference counts. Everything they read therefore
/// lives in memory allocated once, before the first handler is installed, and reached through pointers that
/// never change: the saved attributes, the terminal's descriptor, and the cleanup bytes (the erase of the box
/// followed by `Terminal.restoreSequence`). The cleanup bytes change as the box grows, so they are double
/// buffered: the new bytes go into the buffer the handlers are not reading, then the index flips.
///
/// - Terminating signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, and every other signal whose default action
///   ends the process: SIGUSR1, SIGALRM, SIGXCPU, real-time signals…): restore, then re-raise with the default
///   action, so the process ends as it would have (a shell sees "killed by SIGTERM"). Signals the process ignores
///   (`nohup`) stay ignored, and of the others only those still at their default action are taken over.
/// - Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT; a Swift runtime trap is SIGILL or SIGTRAP):
///   restore, then hand a real fault over to the previous disposition (the Swift runtime's backtracer or the default
///   action). One sent by a process (`kill -SEGV`) ends the process by the default action: the backtracer would
///   catch it and leave the process running.
/// - Job control: SIGTSTP restores the terminal and stops the process; SIGCONT puts raw mode back (when the
///   process is in the foreground) and wakes `Terminal.read`, which reports `.resumed` so the box is drawn afresh,
///   or `.continued` after a SIGSTOP, which left the box on screen. A process in the background does not write to
///   the terminal: ``waitForTerminal()`` stops it until it is in the foreground again.
///   The wake-up pipe carries one byte per event: ``WakeReason``.
package enum SignalGuard {
    /// The size of each cleanup buffer; longer cleanup sequences are not published (see `Terminal`).
    static let cleanupCapacity = 64 * 1024
    /// The most rows an ``EraseGeometry`` is published for; a taller box keeps its erase sequence as computed.
    static let geometryRowCapacity = 1024
    /// How long the window must have kept its size before an erase on the way out trusts it, when it changed
    /// lately: tmux reports the last of a quick run of sizes up to a quarter of a second late.
    static let resizeSettleMilliseconds = 300
    /// One more than the largest signal number handled (Linux's SIGRTMAX is 64).
    private static let signalLimit = 65

    // Why `nonisolated(unsafe)` is safe for these four: each is a pointer assigned once, at its first use, which
    // `arm` forces before installing any handler; the pointers never change afterwards. What they point to is
    // written only by `arm`, `publish` and `disarm` with the asynchronous signals blocked on the writing thread, and
    // by the handlers, which only read it (and clear `isArmed`). The cleanup bytes are double buffered so that a
    // handler never reads a buffer being written.

    /// The state the handlers read.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<SignalRestoreState> = {
        let pointer = UnsafeMutablePointer<SignalRestoreState>.allocate(capacity: 1)
        pointer.initialize(to: SignalRestoreState())
        return pointer
    }()
    /// The two cleanup buffers, one after the other.
    nonisolated(unsafe) private static let cleanupBuffers: UnsafeMutablePointer<UInt8> = LibC.preallocated(
        repeating: 0, count: 2 * cleanupCapacity)
    /// The row extents of the two geometries, one after the other.
    nonisolated(unsafe) private static let rowExtents: UnsafeMutablePointer<Int> = LibC.preallocated(
        repeating: 0, count: 2 * geometryRowCapacity)
    /// Where a handler writes an erase sequence worked out from a geometry.
    nonisolated(unsafe) private static let eraseScratch: UnsafeMutablePointer<UInt8> = LibC.preallocated(
        repeating: 0, count: cleanupCapacity)
    /// The dispositions replaced by `arm`, by signal number.
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = LibC.preallocated(
        repeating: sigaction(), count: signalLimit)
    /// Whether `arm` replaced the disposition of a signal, by signal number.
    nonisolated(unsafe) private static let installed: UnsafeMutablePointer<Bool> = LibC.preallocated(
        repeating: false, count: signalLimit)

    /// What a byte on the wake-up pipe says.
    package enum WakeReason: UInt8 {
        /// SIGWINCH: the window changed size.
        case resized = 0
        /// SIGCONT: the process continued after a stop it handled (SIGTSTP), which erased the box.
        case resumed = 1
        /// SIGCONT: the process continued after a stop nobody can handle (SIGSTOP): the box is still on screen.
        case continued = 2
    }

    /// The signals every terminal program handles; they end the process by default.
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE]
    /// The other signals that end the process by default, handled while they still have their default action.
    static let otherTerminatingSignals = LibC.otherTerminatingSignals
    /// Signals raised by a fault or a runtime trap.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
    /// The signals blocked while the shared state is written. Crash signals are not blocked: they are synchronous,
    /// and a fault while one is blocked kills the process without running any handler.
    private static let asynchronousSignals: [Int32] =
        terminatingSignals + otherTerminatingSignals + [SIGWINCH, SIGTSTP, SIGCONT]

    /// Whether a terminal is in raw mode under this guard.
    static var isArmed: Bool {
        state.pointee.isArmed
    }

    /// Whether the process stopped with the terminal restored and has not had it back since.
    static var isSuspended: Bool {
        state.pointee.isSuspended
    }

    /// After a stop: raw mode again and a wake-up, if the process is in the foreground now.
    /// - Returns: Whether it was.
    static func resumeIfInForeground() -> Bool {
        withAsynchronousSignalsBlocked {
            resumeIfSuspended()
            return !state.pointee.isSuspended
        }
    }

    /// Records what to restore and installs the handlers. Call before switching the terminal to raw mode, so that
    /// there is no moment in raw mode without them.
    /// - Parameters:
    ///   - terminal: The terminal's descriptor.
    ///   - wake: The write end of the SIGWINCH wake-up pipe.
    ///   - savedAttributes: The attributes to restore.
    ///   - cleanup: The bytes to write before restoring (at most ``cleanupCapacity``).
    static func arm(terminal: Int32, wake: Int32, savedAttributes: termios, cleanup: [UInt8]) {
        // Force the lazy initialisation of the storage now, not inside a handler.
        _ = (state, cleanupBuffers, previousActions, installed, rowExtents, eraseScratch)
        withAsynchronousSignalsBlocked {
            state.pointee.terminalDescriptor = terminal
            state.pointee.wakeDescriptor = wake
            state.pointee.savedAttributes = savedAttributes
            state.pointee.rawAttributes = Terminal.rawAttributes(from: savedAttributes)
            state.pointee.isSuspended = false
            store(cleanup, geometry: nil)
            state.pointee.isArmed = true
            let mask = LibC.signalSet(asynchronousSignals + crashSignals)
            // SIGTTOU blocked too while a stop is handled: the shell may have taken the terminal already (it saw
            // another process of the job stop), and a blocked SIGTTOU lets the restore go through instead of
            // stopping the process inside the handler, to be stopped again by its own raise after `fg`.
            let stopMask = LibC.signalSet(asynchronousSignals + crashSignals + [SIGTTOU])
            state.pointee.handlerMask = stopMask
            for signal in terminatingSignals + otherTerminatingSignals {
                var previous = sigaction()
                sigaction(signal, nil, &previous)
                let isOther = !terminatingSignals.contains(signal)
                guard !LibC.isIgnored(previous), !isOther || LibC.isDefault(previous) else { continue }
                install(signal, LibC.action(handler: handleTerminatingSignal, mask: mask, flags: 0), previous)
            }
            for signal in crashSignals {
                var previous = sigaction()
                sigaction(signal, nil, &previous)
                install(signal, LibC.action(infoHandler: handleCrashSignal, mask: mask, flags: 0), previous)
            }
            for (signal, handler) in [(SIGTSTP, handleStop), (SIGCONT, handleContinue)] as [(Int32, Handler)] {
                var previous = sigaction()
                sigaction(signal, nil, &previous)
                // A shell without job control ignores SIGTSTP for its children: then there is nothing to do.
                guard LibC.isDefault(previous) else { continue }
                install(signal, LibC.action(handler: handler, mask: stopMask, flags: SA_RESTART), previous)
            }
            var previous = sigaction()
            sigaction(SIGWINCH, nil, &previous)
            install(SIGWINCH, LibC.action(handler: handleWindowChange, mask: mask, flags: SA_RESTART), previous)
        }
    }

    /// A one-argument signal handler.
    typealias Handler = @convention(c) (Int32) -> Void

    private static func install(_ signal: Int32, _ action: sigaction, _ previous: sigaction) {
        var action = action
        previousActions[Int(signal)] = previous
        installed[Int(signal)] = true
        sigaction(signal, &action, nil)
    }

    /// Replaces the cleanup bytes the handlers write.
    /// - Parameters:
    ///   - cleanup: The new bytes (at most ``cleanupCapacity``).
    ///   - geometry: Where the rows they erase are, with the extents of the rows as drawn, for a terminal that
    ///     reflows; nil when the bytes hold whatever the width.
    static func publish(_ cleanup: [UInt8], geometry: (EraseGeometry, [Int])? = nil) {
        withAsynchronousSignalsBlocked { store(cleanup, geometry: geometry) }
    }

    private static func store(_ cleanup: [UInt8], geometry: (EraseGeometry, [Int])?) {
        requirePrecondition(cleanup.count <= cleanupCapacity, "cleanup sequence longer than \(cleanupCapacity) bytes")
        let next = 1 - state.pointee.publishedBuffer
        cleanup.withUnsafeBufferPointer { bytes in
            if let base = bytes.baseAddress {
                (cleanupBuffers + next * cleanupCapacity).update(from: base, count: bytes.count)
            }
        }
        let kept = geometry.flatMap { $0.1.count <= geometryRowCapacity ? $0 : nil }
        if let (_, extents) = kept {
            extents.withUnsafeBufferPointer { rows in
                if let base = rows.baseAddress {
                    (rowExtents + next * geometryRowCapacity).update(from: base, count: rows.count)
                }
            }
        }
        if next == 0 {
            state.pointee.firstLength = cleanup.count
            state.pointee.firstGeometry = kept?.0
            state.pointee.firstRowCount = kept?.1.count ?? 0
        } else {
            state.pointee.secondLength = cleanup.count
            state.pointee.secondGeometry = kept?.0
            state.pointee.secondRowCount = kept?.1.count ?? 0
        }
        state.pointee.publishedBuffer = next
    }

    /// Restores the terminal on a normal exit path: writes the cleanup bytes, restores the saved attributes and
    /// the previous signal dispositions.
    /// - Returns: 0, or the `errno` of a failed `tcsetattr`.
    static func disarm() -> Int32 {
        withAsynchronousSignalsBlocked {
            let result = writeCleanupAndRestoreAttributes()
            for signal in 1..<Int32(signalLimit) where installed[Int(signal)] {
                sigaction(signal, previousActions + Int(signal), nil)
                installed[Int(signal)] = false
            }
            state.pointee.wakeDescriptor = -1
            state.pointee.terminalDescriptor = -1
            state.pointee.isSuspended = false
            return result
        }
    }

    /// Writes the published cleanup bytes, discards unread input and restores the saved attributes, once.
    /// Async-signal-safe.
    /// - Returns: 0, or the `errno` of a failed `tcsetattr`.
    /// Package-visible so tests can run what a handler runs without killing the test process.
    @discardableResult
    package static func writeCleanupAndRestoreAttributes() -> Int32 {
        let state = self.state
        guard state.pointee.isArmed else { return 0 }
        state.pointee.isArmed = false
        let buffer = state.pointee.publishedBuffer
        let length = buffer == 0 ? state.pointee.firstLength : state.pointee.secondLength
        let descriptor = state.pointee.terminalDescriptor
        let bytes = cleanupBuffers + buffer * cleanupCapacity
        let geometry = buffer == 0 ? state.pointee.firstGeometry : state.pointee.secondGeometry
        let columns = geometry == nil ? 0 : settledWindowSize(descriptor).columns
        if let geometry, columns > 0, columns != geometry.columns, geometry.eraseLength <= length {
            // The terminal re-split the rows for a width this program has not been told of yet.
            let rowCount = buffer == 0 ? state.pointee.firstRowCount : state.pointee.secondRowCount
            let extents = UnsafePointer(rowExtents + buffer * geometryRowCapacity)
            let rows = geometry.rows(extents: extents, count: rowCount, width: columns)
            let screenRows = LibC.windowSize(descriptor).rows
            let eraseLength = composeErase(up: rows.up, rows: min(rows.total, max(screenRows, 1)))
            LibC.writeAllIgnoringErrors(descriptor, eraseScratch, eraseLength)
            LibC.writeAllIgnoringErrors(descriptor, bytes + geometry.eraseLength, length - geometry.eraseLength)
        } else {
            LibC.writeAllIgnoringErrors(descriptor, bytes, length)
        }
        // Input the program has not read was meant for the box (the rest of a paste, keys typed ahead): in cooked
        // mode the shell would read it, and run it.
        tcflush(descriptor, TCIFLUSH)
        var attributes = state.pointee.savedAttributes
        return tcsetattr(descriptor, TCSANOW, &attributes) == 0 ? 0 : errno
    }

    /// The terminal's size, once it has kept it for ``resizeSettleMilliseconds`` since the last SIGWINCH or
    /// change seen (waiting for that, at most a second), if the window changed lately. Async-signal-safe: `ioctl`,
    /// `clock_gettime` and `nanosleep`.
    static func settledWindowSize(_ descriptor: Int32) -> (rows: Int, columns: Int) {
        var size = LibC.windowSize(descriptor)
        let start = LibC.monotonicMilliseconds()
        var stableSince = state.pointee.lastResizeMilliseconds
        guard start - stableSince < resizeSettleMilliseconds else { return size }
        var now = start
        while now - stableSince < resizeSettleMilliseconds && now - start < 1000 {
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
            now = LibC.monotonicMilliseconds()
            let current = LibC.windowSize(descriptor)
            if current != size {
                size = current
                stableSince = now
            }
            stableSince = max(stableSince, state.pointee.lastResizeMilliseconds)
        }
        return size
    }

    /// Writes into the scratch buffer the erase of `rows` rows whose top is `up` rows above the cursor, leaving
    /// the cursor at their top-left corner, as `FrameRenderer` erases. Async-signal-safe.
    /// - Returns: How many bytes it wrote.
    private static func composeErase(up: Int, rows: Int) -> Int {
        // No arrays and no closures: a handler must not allocate.
        var length = 0
        put(0x1B, &length)
        put(0x5B, &length)
        put(0x6D, &length)
        if up > 0 { putCursorUp(up, &length) }
        put(0x0D, &length)
        // ESC [ 2 K on every row, LF between them (no output processing: LF moves down only).
        let count = min(rows, (cleanupCapacity - 64) / 5)
        for row in 0..<count {
            if row > 0 { put(0x0A, &length) }
            put(0x1B, &length)
            put(0x5B, &length)
            put(0x32, &length)
            put(0x4B, &length)
        }
        if count > 1 { putCursorUp(count - 1, &length) }
        return length
    }

    /// Appends a byte to the scratch buffer. Async-signal-safe.
    private static func put(_ byte: UInt8, _ length: inout Int) {
        guard length < cleanupCapacity else { return }
        eraseScratch[length] = byte
        length += 1
    }

    /// Appends `ESC [ n A` to the scratch buffer. Async-signal-safe.
    private static func putCursorUp(_ count: Int, _ length: inout Int) {
        put(0x1B, &length)
        put(0x5B, &length)
        var divisor = 1
        while divisor <= count / 10 { divisor *= 10 }
        while divisor > 0 {
            put(UInt8(0x30 + (count / divisor) % 10), &length)
            divisor /= 10
        }
        put(0x41, &length)
    }

    /// Puts back the disposition `arm` replaced (the default action if it replaced none). Async-signal-safe.
    static func restorePreviousAction(_ signal: Int32) {
        if signal > 0, signal < Int32(signalLimit), installed[Int(signal)] {
            sigaction(signal, previousActions + Int(signal), nil)
        } else {
            var action = LibC.defaultAction
            sigaction(signal, &action, nil)
        }
    }

    /// Writes `reason` to the wake-up pipe. Async-signal-safe.
    static func wake(_ reason: WakeReason) {
        let descriptor = state.pointee.wakeDescriptor
        if descriptor >= 0 {
            var byte = reason.rawValue
            _ = LibC.write(descriptor, &byte, 1)
        }
    }

    /// After a stop: raw mode again and a wake-up so that the box is drawn afresh, if the process is in the foreground.
    /// In the background a `tcsetattr` would stop it again; its next read of the terminal stops it until `fg`, whose
    /// SIGCONT comes back here. Async-signal-safe.
    static func resumeIfSuspended() {
        guard state.pointee.isSuspended, enterRawModeIfForeground() else { return }
        state.pointee.isSuspended = false
        state.pointee.isArmed = true
        wake(.resumed)
    }

    /// Puts the terminal in raw mode if this process is in its foreground (in the background `tcsetattr` would stop
    /// it). Async-signal-safe.
    /// - Returns: Whether it was in the foreground.
    @discardableResult
    static func enterRawModeIfForeground() -> Bool {
        let descriptor = state.pointee.terminalDescriptor
        guard descriptor >= 0, tcgetpgrp(descriptor) == getpgrp() else { return false }
        var raw = state.pointee.rawAttributes
        tcsetattr(descriptor, TCSANOW, &raw)
        return true
    }

    /// Stops the job this process is in, as Ctrl+Z does in a shell: the terminal restored first, here, then SIGTSTP
    /// to the whole process group with its default action, so that the kernel stops this process as it stops the
    /// others. Restoring in a handler instead races with the shell, which takes the terminal back as soon as
    /// another process of the job (the `sh` running a script) has stopped. When the process continues, the SIGCONT
    /// handler puts raw mode back; where the stop is discarded (an orphaned process group), that happens here.
    static func suspendJob() {
        let takesStop = withAsynchronousSignalsBlocked { () -> Bool in
            // A shell without job control ignores SIGTSTP for its jobs: the signal then stops nothing.
            guard installed[Int(SIGTSTP)] else { return false }
            if state.pointee.isArmed {
                writeCleanupAndRestoreAttributes()
                state.pointee.isSuspended = true
            }
            var action = LibC.defaultAction
            sigaction(SIGTSTP, &action, nil)
            return true
        }
        kill(0, SIGTSTP)
        guard takesStop else { return }
        withAsynchronousSignalsBlocked {
            reinstallStopHandler()
            resumeIfSuspended()
        }
    }

    /// Whether this process's group is the terminal's foreground group; nil where the terminal cannot say (it is
    /// not the controlling terminal).
    private static var isForeground: Bool? {
        let descriptor = state.pointee.terminalDescriptor
        guard descriptor >= 0 else { return nil }
        let foreground = tcgetpgrp(descriptor)
        return foreground < 0 ? nil : foreground == getpgrp()
    }

    /// Waits until the terminal is this process's again, as readline does: a job in the background that would
    /// draw on or query the terminal stops itself (SIGTTOU to its process group, which the shell reports as
    /// stopped for terminal output) until `fg`. Nothing is drawn over the shell meanwhile, and no query is answered
    /// into the shell's input.
    /// - Returns: Whether the terminal was this process's all along. When it was not, the bytes meant for it are
    ///   stale: raw mode came back with a wake-up (``WakeReason/resumed``), and the box is drawn afresh.
    static func waitForTerminal() -> Bool {
        var owned = true
        while true {
            let (isSuspended, isForeground) = withAsynchronousSignalsBlocked {
                let isHeld = state.pointee.isArmed || state.pointee.isSuspended
                return (state.pointee.isSuspended, isHeld ? Self.isForeground : nil)
            }
            guard let isForeground else { return owned }
            if isForeground {
                guard isSuspended else { return owned }
                // Continued in the background, then brought forward by a shell that sent no second SIGCONT.
                owned = false
                withAsynchronousSignalsBlocked { resumeIfSuspended() }
                continue
            }
            owned = false
            kill(0, SIGTTOU)
            // Where the stop is discarded (an orphaned process group, SIGTTOU ignored), wait and look again.
            if withAsynchronousSignalsBlocked({ self.isForeground }) == false { usleep(50_000) }
        }
    }

    /// Puts this guard's SIGTSTP handler back after the stop it handled. Async-signal-safe.
    static func reinstallStopHandler() {
        guard installed[Int(SIGTSTP)] else { return }
        var action = LibC.action(handler: handleStop, mask: state.pointee.handlerMask, flags: SA_RESTART)
        sigaction(SIGTSTP, &action, nil)
    }

    private static func withAsynchronousSignalsBlocked<Result>(_ body: () -> Result) -> Result {
        var blocked = LibC.signalSet(asynchronousSignals)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        return body()
    }
}

// MARK: - Handlers

// C function pointers cannot capture context, so the handlers are free functions.

private func handleTerminatingSignal(_ signal: Int32) {
    let savedError = LibC.errorNumber
    SignalGuard.writeCleanupAndRestoreAttributes()
    // End the process as the signal would have: the default action, raised again. It is delivered as soon as the
    // handler returns (the signal is blocked while its handler runs).
    var action = LibC.defaultAction
    sigaction(signal, &action, nil)
    raise(signal)
    LibC.errorNumber = savedError
}

private func handleCrashSignal(
    _ signal: Int32,
    _ info: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
) {
    let savedError = LibC.errorNumber
    SignalGuard.writeCleanupAndRestoreAttributes()
    if LibC.wasSentByProcess(info) {
        // Not a fault: nothing happens again when the handler returns, and a previous handler (the backtracer)
        // may return without ending the process. End it by the default action, as the sender meant.
        var action = LibC.defaultAction
        sigaction(signal, &action, nil)
        raise(signal)
    } else {
        // The fault happens again when the handler returns, now under the previous disposition, which then sees
        // the real fault.
        SignalGuard.restorePreviousAction(signal)
    }
    LibC.errorNumber = savedError
}

private func handleWindowChange(_ signal: Int32) {
    let savedError = LibC.errorNumber
    SignalGuard.state.pointee.lastResizeMilliseconds = LibC.monotonicMilliseconds()
    SignalGuard.wake(.resized)
    LibC.errorNumber = savedError
}

/// SIGTSTP (Ctrl+Z in a shell, or `kill -TSTP`): the terminal as the shell expects it, then the stop itself, here
/// in the handler, and raw mode again once the process continues. In an orphaned process group (no job-control
/// shell above it) the kernel discards the stop, and the box simply comes back.
private func handleStop(_ signal: Int32) {
    let savedError = LibC.errorNumber
    let state = SignalGuard.state
    if state.pointee.isArmed {
        SignalGuard.writeCleanupAndRestoreAttributes()
        state.pointee.isSuspended = true
    }
    var action = LibC.defaultAction
    sigaction(SIGTSTP, &action, nil)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stop, &previousMask)
    raise(SIGTSTP)
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    SignalGuard.reinstallStopHandler()
    SignalGuard.resumeIfSuspended()
    LibC.errorNumber = savedError
}

/// SIGCONT: back from a stop (SIGTSTP, which `handleStop` sees through, or SIGSTOP, which nobody can catch).
private func handleContinue(_ signal: Int32) {
    let savedError = LibC.errorNumber
    let state = SignalGuard.state
    if state.pointee.isSuspended {
        SignalGuard.resumeIfSuspended()
    } else if state.pointee.isArmed {
        // After SIGSTOP the box is still on screen, and the shell may have reset the modes.
        SignalGuard.enterRawModeIfForeground()
        SignalGuard.wake(.continued)
    }
    LibC.errorNumber = savedError
}
