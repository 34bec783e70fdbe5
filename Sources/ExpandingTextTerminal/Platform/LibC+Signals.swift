#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Signals

extension LibC {
    /// A signal set holding `signals`.
    static func signalSet(_ signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }

    /// Runs `body` with `signals` blocked on this thread, so that none of their handlers runs meanwhile; one that
    /// comes is delivered once they are unblocked.
    static func withSignalsBlocked<Result>(_ signals: [Int32], _ body: () -> Result) -> Result {
        var blocked = signalSet(signals)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        return body()
    }

    /// A `sigaction` running `handler`, with `mask` blocked while it runs.
    static func action(handler: PlainHandler, mask: sigset_t, flags: Int32) -> sigaction {
        var action = disposition(handler)
        action.sa_mask = mask
        action.sa_flags = flags
        return action
    }

    /// A `sigaction` running a three-argument `handler` (`SA_SIGINFO`), with `mask` blocked while it runs.
    static func action(infoHandler handler: InfoHandler, mask: sigset_t, flags: Int32) -> sigaction {
        var action = sigaction()
        action.setInfoHandler(handler)
        action.sa_mask = mask
        action.sa_flags = flags | SA_SIGINFO
        return action
    }

    /// The disposition that ignores a signal.
    static var ignoringAction: sigaction { disposition(SIG_IGN) }

    /// The default disposition of a signal.
    static var defaultAction: sigaction { disposition(SIG_DFL) }

    /// A `sigaction` with a one-argument handler (or one of the special ones, `SIG_IGN` and `SIG_DFL`), nothing
    /// blocked and no flags.
    private static func disposition(_ handler: PlainHandler?) -> sigaction {
        var action = sigaction()
        action.setHandler(handler)
        sigemptyset(&action.sa_mask)
        return action
    }

    /// Whether a `sigaction` ignores its signal.
    static func isIgnored(_ action: sigaction) -> Bool {
        hasHandler(action, SIG_IGN)
    }

    /// The signals beyond SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGPIPE whose default action ends the process, on
    /// this platform: the user signals, the timers, the resource limits, SIGSYS, and Linux's SIGPWR, SIGSTKFLT,
    /// SIGIO and real-time signals.
    static var otherTerminatingSignals: [Int32] {
        var signals = [SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS]
        #if os(Linux)
        signals += [SIGPWR, SIGSTKFLT, SIGIO]
        signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #elseif canImport(Darwin)
        signals.append(SIGEMT)
        #endif
        return signals
    }

    /// Whether a `sigaction` is the default disposition.
    static func isDefault(_ action: sigaction) -> Bool {
        hasHandler(action, SIG_DFL)
    }

    private static func hasHandler<Handler>(_ action: sigaction, _ special: Handler) -> Bool {
        // Compared as bits: the handler field and SIG_IGN/SIG_DFL are optional on one C library and not on another.
        action.handlerBits == unsafeBitCast(special, to: Int.self)
    }

    /// Whether a signal was sent by a process (`kill`, `raise`, `abort`) rather than raised by a fault of the
    /// instruction being executed, which would fault again when the handler returns.
    static func wasSentByProcess(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
        guard let code = info?.pointee.si_code else { return true }
        #if os(Linux)
        // SI_USER is 0, and SI_QUEUE, SI_TKILL and the other user codes are negative; faults are positive.
        return code <= 0
        #else
        // Darwin numbers SI_USER, SI_QUEUE… from 0x10001; faults are small positive codes.
        return code >= 0x10001
        #endif
    }

    /// Ends the process by `signal` as if nothing had handled it: the default action, the signal unblocked, then
    /// raised. A shell then sees the process killed by that signal.
    static func endProcess(bySignal signal: Int32) {
        var action = defaultAction
        sigaction(signal, &action, nil)
        var unblocked = signalSet([signal])
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        raise(signal)
    }

    /// Ends the process group `group`: SIGTERM, and SIGKILL for what is left after `graceMilliseconds`. A process
    /// that left the group (`setsid`) is out of reach.
    static func endProcessGroup(_ group: pid_t, graceMilliseconds: Int) {
        guard kill(-group, SIGTERM) == 0 else { return }
        var waited = 0
        while kill(-group, 0) == 0, waited < graceMilliseconds {
            usleep(10_000)
            waited += 10
        }
        kill(-group, SIGKILL)
    }
}

// MARK: - The handler union

// The C libraries spell the union of a `sigaction`'s two handler fields differently; this is its one spelling here.

#if canImport(Darwin)
extension sigaction {
    fileprivate var handlerBits: Int { unsafeBitCast(__sigaction_u.__sa_handler, to: Int.self) }
    fileprivate mutating func setHandler(_ handler: LibC.PlainHandler?) { __sigaction_u.__sa_handler = handler }
    fileprivate mutating func setInfoHandler(_ handler: LibC.InfoHandler) { __sigaction_u.__sa_sigaction = handler }
}
#else
extension sigaction {
    fileprivate var handlerBits: Int { unsafeBitCast(__sigaction_handler.sa_handler, to: Int.self) }
    fileprivate mutating func setHandler(_ handler: LibC.PlainHandler?) { __sigaction_handler.sa_handler = handler }
    fileprivate mutating func setInfoHandler(_ handler: LibC.InfoHandler) { __sigaction_handler.sa_sigaction = handler }
}
#endif
