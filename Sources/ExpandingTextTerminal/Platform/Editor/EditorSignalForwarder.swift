#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Passes the signals that would end this process on to the editor it runs, so that the editor never outlives it.
///
/// While the editor has the terminal, SIGTERM, SIGHUP and the other signals whose default action ends a process
/// (those not ignored here) are caught: the handler notes the first one and sends it to the editor's process group.
/// The caller waits for the editor, removes its file, and then ends this process by that signal with
/// ``endBySignal()``. SIGINT and SIGQUIT are not forwarded: they come from the terminal's keys, and the editor's
/// group, the terminal's foreground group, gets them from the terminal itself.
///
/// Handlers may only call async-signal-safe functions, so what they read and write lives at a fixed address,
/// allocated before any handler is installed.
enum EditorSignalForwarder {
    /// The state the handler reads and writes.
    private struct State {
        /// The editor's process, 0 until it has been started.
        var child: pid_t = 0
        /// The first signal caught, 0 when none.
        var caught: Int32 = 0
    }

    /// One more than the largest signal number handled (Linux's SIGRTMAX is 64).
    private static let signalLimit = 65

    // Why `nonisolated(unsafe)` is safe: each pointer is assigned once, at its first use, which `begin` forces
    // before installing a handler. The state is written by the handler and, with the signals blocked, by `begin`
    // and `setChild`.

    nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        return pointer
    }()
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = LibC.preallocated(
        repeating: sigaction(), count: signalLimit)
    nonisolated(unsafe) private static let installed: UnsafeMutablePointer<Bool> = LibC.preallocated(
        repeating: false, count: signalLimit)

    /// The signals forwarded: those that end a process by default, but for the two the terminal's keys send.
    private static var forwardedSignals: [Int32] {
        [SIGTERM, SIGHUP, SIGPIPE] + SignalGuard.otherTerminatingSignals
    }

    /// The first signal caught since ``begin()``, 0 when none.
    static var caughtSignal: Int32 { state.pointee.caught }

    /// Installs the forwarding handlers, for signals not ignored here. No editor is known yet: a signal caught now is
    /// only noted.
    static func begin() {
        _ = (state, previousActions, installed)
        withSignalsBlocked {
            state.pointee = State()
            let mask = LibC.signalSet(forwardedSignals)
            for signal in forwardedSignals {
                var previous = sigaction()
                sigaction(signal, nil, &previous)
                guard !LibC.isIgnored(previous) else { continue }
                previousActions[Int(signal)] = previous
                installed[Int(signal)] = true
                // No SA_RESTART: the wait for the editor returns with EINTR, so the caller sees the signal at once.
                var action = LibC.action(handler: forwardSignal, mask: mask, flags: 0)
                sigaction(signal, &action, nil)
            }
        }
    }

    /// Records the editor's process, whose group signals caught from now on go to. A signal caught before it started
    /// is sent now.
    /// - Parameter child: The editor's process id; it leads its process group.
    static func setChild(_ child: pid_t) {
        withSignalsBlocked {
            state.pointee.child = child
            if state.pointee.caught != 0 { kill(-child, state.pointee.caught) }
        }
    }

    /// Forgets the editor (it has been waited for) and puts the previous dispositions back.
    static func end() {
        withSignalsBlocked {
            state.pointee.child = 0
            for signal in 1..<Int32(signalLimit) where installed[Int(signal)] {
                sigaction(signal, previousActions + Int(signal), nil)
                installed[Int(signal)] = false
            }
        }
    }

    /// Ends this process by the signal caught, as it would have ended without an editor to wait for. Returns only
    /// when no signal was caught.
    static func endBySignal() {
        let signal = caughtSignal
        guard signal != 0 else { return }
        end()
        LibC.endProcess(bySignal: signal)
    }

    /// Runs `body` with the forwarded signals blocked, so that the handler never sees the state half written.
    static func withSignalsBlocked<Result>(_ body: () -> Result) -> Result {
        LibC.withSignalsBlocked(forwardedSignals, body)
    }

    /// The handler: notes the first signal and sends each to the editor. Async-signal-safe.
    fileprivate static func forward(_ signal: Int32) {
        let state = self.state
        if state.pointee.caught == 0 { state.pointee.caught = signal }
        if state.pointee.child > 0 { kill(-state.pointee.child, signal) }
    }
}

private func forwardSignal(_ signal: Int32) {
    let savedError = LibC.errorNumber
    EditorSignalForwarder.forward(signal)
    LibC.errorNumber = savedError
}
