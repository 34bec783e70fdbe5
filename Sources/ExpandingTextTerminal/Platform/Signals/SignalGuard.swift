#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    static let signalLimit = 65

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
    nonisolated(unsafe) static let eraseScratch: UnsafeMutablePointer<UInt8> = LibC.preallocated(
        repeating: 0, count: cleanupCapacity)
    /// The dispositions replaced by `arm`, by signal number.
    nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = LibC.preallocated(
        repeating: sigaction(), count: signalLimit)
    /// Whether `arm` replaced the disposition of a signal, by signal number.
    nonisolated(unsafe) static let installed: UnsafeMutablePointer<Bool> = LibC.preallocated(
        repeating: false, count: signalLimit)

    /// What a byte on the wake-up pipe says.
    package enum WakeReason: UInt8 {
        /// SIGWINCH: the window changed size.
        case resized = 0
        /// SIGCONT: the process continued after a stop it handled (SIGTSTP), which erased the box.
        case resumed = 1
        /// SIGCONT: the process continued after a stop nobody can handle (SIGSTOP): the box is still on screen.
        case continued = 2
        /// A completion search answered: the run loop takes the answer and draws the menu.
        case answered = 3
        /// SIGTERM, SIGHUP or SIGINT while the program defers them: the run loop ends as if the terminal had gone,
        /// the program keeps the text, then ends by the signal.
        case terminating = 4
    }

    /// The signals every terminal program handles; they end the process by default.
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE]
    /// The other signals that end the process by default, handled while they still have their default action.
    static let otherTerminatingSignals = LibC.otherTerminatingSignals
    /// Signals raised by a fault or a runtime trap.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
    /// The signals blocked while the shared state is written. Crash signals are not blocked: they are synchronous,
    /// and a fault while one is blocked kills the process without running any handler.
    static let asynchronousSignals: [Int32] =
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
            // A deferred signal's handler that outlasted the last raw mode stays, over the disposition it replaced.
            for signal in terminatingSignals + otherTerminatingSignals where !installed[Int(signal)] {
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
            let lingering = state.pointee.defersTermination ? deferrableSignals : []
            for signal in 1..<Int32(signalLimit) where installed[Int(signal)] && !lingering.contains(signal) {
                sigaction(signal, previousActions + Int(signal), nil)
                installed[Int(signal)] = false
            }
            state.pointee.wakeDescriptor = -1
            state.pointee.terminalDescriptor = -1
            state.pointee.isSuspended = false
            return result
        }
    }

    /// Writes the published cleanup bytes, discards unread input if it is the rest of a paste, and restores the saved
    /// attributes, once.
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
            LibC.writeAll(descriptor, UnsafeRawBufferPointer(start: eraseScratch, count: eraseLength))
            LibC.writeAll(
                descriptor,
                UnsafeRawBufferPointer(start: bytes + geometry.eraseLength, count: length - geometry.eraseLength))
        } else {
            LibC.writeAll(descriptor, UnsafeRawBufferPointer(start: bytes, count: length))
        }
        // Keys typed ahead belong to the shell; the rest of a paste was meant for the box, and the shell would run it.
        if state.pointee.discardsUnreadInput {
            tcflush(descriptor, TCIFLUSH)
            state.pointee.discardsUnreadInput = false
        }
        var attributes = state.pointee.savedAttributes
        return tcsetattr(descriptor, TCSANOW, &attributes) == 0 ? 0 : errno
    }
}
