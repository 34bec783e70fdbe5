#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Handlers

// C function pointers cannot capture context, so the handlers are free functions.

func handleTerminatingSignal(_ signal: Int32) {
    keepingErrorNumber {
        let state = SignalGuard.state
        if state.pointee.defersTermination, state.pointee.deferredSignal == 0,
            signal == SIGTERM || signal == SIGHUP || signal == SIGINT
        {
            // The run loop ends (if it still runs), the program keeps the text, then ends by this signal; a second
            // one ends it now.
            state.pointee.deferredSignal = signal
            SignalGuard.wake(.terminating)
            return
        }
        // A closed terminal hangs up twice: the kernel, then the shell passing it on to its jobs. That is no second
        // request; SIGTERM or SIGINT while the text is kept ends the process at once.
        if state.pointee.deferredSignal != 0, signal == SIGHUP { return }
        SignalGuard.writeCleanupAndRestoreAttributes()
        // End the process as the signal would have. It is delivered as soon as the handler returns (the signal is
        // blocked while its handler runs).
        restoreDefaultAction(signal)
        raise(signal)
    }
}

func handleCrashSignal(
    _ signal: Int32,
    _ info: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
) {
    keepingErrorNumber {
        SignalGuard.writeCleanupAndRestoreAttributes()
        if LibC.wasSentByProcess(info) {
            // Not a fault: nothing happens again when the handler returns, and a previous handler (the backtracer)
            // may return without ending the process. End it by the default action, as the sender meant.
            restoreDefaultAction(signal)
            raise(signal)
        } else {
            // The fault happens again when the handler returns, now under the previous disposition, which then sees
            // the real fault.
            SignalGuard.restorePreviousAction(signal)
        }
    }
}

func handleWindowChange(_ signal: Int32) {
    keepingErrorNumber {
        SignalGuard.state.pointee.lastResizeMilliseconds = LibC.monotonicMilliseconds()
        SignalGuard.wake(.resized)
    }
}

/// SIGTSTP (Ctrl+Z in a shell, or `kill -TSTP`): the terminal as the shell expects it, then the stop itself, here
/// in the handler, and raw mode again once the process continues. In an orphaned process group (no job-control
/// shell above it) the kernel discards the stop, and the box simply comes back.
func handleStop(_ signal: Int32) {
    keepingErrorNumber {
        let state = SignalGuard.state
        if state.pointee.isArmed {
            SignalGuard.writeCleanupAndRestoreAttributes()
            state.pointee.isSuspended = true
        }
        restoreDefaultAction(SIGTSTP)
        // The stop is blocked while this handler runs: it is let through for the raise, then blocked again.
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stop, &previousMask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        SignalGuard.reinstallStopHandler()
        SignalGuard.resumeIfSuspended()
    }
}

/// SIGCONT: back from a stop (SIGTSTP, which `handleStop` sees through, or SIGSTOP, which nobody can catch).
func handleContinue(_ signal: Int32) {
    keepingErrorNumber {
        let state = SignalGuard.state
        if state.pointee.isSuspended {
            SignalGuard.resumeIfSuspended()
        } else if state.pointee.isArmed {
            // After SIGSTOP the box is still on screen, and the shell may have reset the modes.
            SignalGuard.enterRawModeIfForeground()
            SignalGuard.wake(.continued)
        }
    }
}

// MARK: - Helpers

/// Runs a handler's work with `errno` as the interrupted code left it: that code may be about to read it.
@inline(__always)
private func keepingErrorNumber(_ work: () -> Void) {
    let savedError = LibC.errorNumber
    work()
    LibC.errorNumber = savedError
}

/// Puts back the default disposition of `signal`, so that raising it ends (or stops) the process as it would have.
private func restoreDefaultAction(_ signal: Int32) {
    var action = LibC.defaultAction
    sigaction(signal, &action, nil)
}
