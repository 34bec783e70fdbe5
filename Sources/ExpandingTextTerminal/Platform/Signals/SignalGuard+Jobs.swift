#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Job control

extension SignalGuard {
    /// Puts back the disposition `arm` replaced (the default action if it replaced none). Async-signal-safe.
    static func restorePreviousAction(_ signal: Int32) {
        if signal > 0, signal < Int32(signalLimit), installed[Int(signal)] {
            sigaction(signal, previousActions + Int(signal), nil)
        } else {
            var action = LibC.defaultAction
            sigaction(signal, &action, nil)
        }
    }

    /// Whether SIGTERM, SIGHUP and SIGINT (from `kill`: raw mode sends no SIGINT for Ctrl+C) end the run loop as
    /// if the terminal had gone, instead of the process at once, so that the program can keep the text before
    /// ``endByDeferredSignal()``; a second such signal ends the process at once.
    ///
    /// Their handlers outlast raw mode while this is on, so that a signal between the end of the run loop and the
    /// keeping of the text waits too. Turning it off puts back the dispositions they replaced; turn it off before
    /// a write that may block (a signal then ends the process at once).
    package static var defersTermination: Bool {
        get { state.pointee.defersTermination }
        set {
            withAsynchronousSignalsBlocked {
                let wasOn = state.pointee.defersTermination
                state.pointee.defersTermination = newValue
                guard wasOn, !newValue, !state.pointee.isArmed, !state.pointee.isSuspended else { return }
                for signal in deferrableSignals where installed[Int(signal)] {
                    sigaction(signal, previousActions + Int(signal), nil)
                    installed[Int(signal)] = false
                }
            }
        }
    }

    /// The signals ``defersTermination`` defers.
    static let deferrableSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT]

    /// The terminal hung up (a closed window). Where termination is deferred, that is the SIGHUP the window sends,
    /// which may reach this process later (a shell passes it on to its jobs) or after the run loop: it counts as
    /// deferred now, so that the text is kept whichever comes first. A process that ignores SIGHUP (`nohup`) only
    /// sees the end of input.
    static func deferHangUp() {
        withAsynchronousSignalsBlocked {
            guard state.pointee.defersTermination, state.pointee.deferredSignal == 0, installed[Int(SIGHUP)] else {
                return
            }
            state.pointee.deferredSignal = SIGHUP
        }
    }

    /// The deferred terminating signal that came, if one did.
    package static var deferredSignal: Int32? {
        let signal = state.pointee.deferredSignal
        return signal == 0 ? nil : signal
    }

    /// Forgets a deferred signal, for a test that raised one and goes on.
    package static func forgetDeferredSignal() {
        state.pointee.deferredSignal = 0
    }

    /// The deferred signal's name, such as `SIGTERM`, if one came.
    package static var deferredSignalName: String? {
        deferredSignal.map { [SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGINT: "SIGINT"][$0] ?? "signal \($0)" }
    }

    /// Ends the deferral (``defersTermination`` off), then the process by the deferred signal, as it would have ended
    /// without the deferral (a shell sees "killed by SIGTERM"), with the terminal restored; returns when none came.
    package static func endByDeferredSignal() {
        defersTermination = false
        guard let signal = deferredSignal else { return }
        writeCleanupAndRestoreAttributes()
        LibC.endProcess(bySignal: signal)
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

    static func withAsynchronousSignalsBlocked<Result>(_ body: () -> Result) -> Result {
        LibC.withSignalsBlocked(asynchronousSignals, body)
    }
}
