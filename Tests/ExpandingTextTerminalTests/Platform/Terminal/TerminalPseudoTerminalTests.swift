import Testing

@testable import ExpandingTextTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal on a pseudo-terminal: raw mode in and out, reads, writes, resize, restore on every path short of
/// killing the test process (the end-to-end tests kill a real one). Serialized: raw mode is process-wide state.
@Suite(.serialized) struct TerminalPseudoTerminalTests {
    struct Failure: Error {}

    @Test func rawModeSetsTheFlagsAndRestoreBringsBackTheOriginal() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        let original = attributes(terminal.fileDescriptor)
        #expect(original.c_lflag & tcflag_t(ECHO) != 0)

        try terminal.enterRawMode()
        #expect(terminal.isRawMode)
        let raw = attributes(terminal.fileDescriptor)
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        #expect(sameModes(raw, Terminal.rawAttributes(from: original)))

        terminal.restore()
        #expect(!terminal.isRawMode)
        #expect(sameModes(attributes(terminal.fileDescriptor), original))
        #expect(pty.output() == Terminal.restoreSequence)
        terminal.restore()
        #expect(pty.output().isEmpty)
    }

    /// Keys typed ahead of the exit belong to the shell: restoring the terminal leaves them to be read.
    @Test func keysTypedAheadAreLeftForTheShell() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        try terminal.enterRawMode()
        pty.type(Array("ls\r".utf8))
        // Give the line discipline time to queue them, as unread input.
        usleep(50_000)
        terminal.restore()
        #expect(unreadBytes(terminal.fileDescriptor) == 3)
    }

    /// The rest of a paste is not the shell's: while the prompt says it is unread, any exit throws it away.
    @Test(arguments: [false, true])
    func theRestOfAPasteIsDiscardedOnEveryExit(bySignalPath: Bool) throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        try terminal.enterRawMode()
        pty.type(Array("\rtouch pwned\r".utf8))
        #expect(try terminal.read(timeoutMilliseconds: 1000) != .timedOut, "the bytes reached the terminal")
        terminal.discardsUnreadInputOnExit = true
        pty.type(Array("rm -rf ~\r".utf8))
        usleep(50_000)
        if bySignalPath {
            // What a handler runs before the signal ends the process.
            SignalGuard.writeCleanupAndRestoreAttributes()
        }
        terminal.restore()
        #expect(unreadBytes(terminal.fileDescriptor) == 0)
        #expect(!terminal.discardsUnreadInputOnExit)
    }

    /// A deferred SIGTERM ends the run loop as the terminal going away does, and the process goes on to keep the
    /// text; without the deferral the same handler would have ended the test process. (The handler is called as the
    /// kernel would: a raised signal may be blocked on the test's thread.)
    @Test func aDeferredSignalEndsTheReadAndKeepsTheProcess() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        SignalGuard.defersTermination = true
        defer {
            SignalGuard.defersTermination = false
            SignalGuard.forgetDeferredSignal()
        }
        try terminal.withRawMode { () throws in
            handleTerminatingSignal(SIGTERM)
            // A closed window's second hang-up is no second request.
            handleTerminatingSignal(SIGHUP)
            #expect(try terminal.read(timeoutMilliseconds: 1_000) == .endOfInput)
            #expect(SignalGuard.deferredSignal == SIGTERM)
            #expect(SignalGuard.deferredSignalName == "SIGTERM")
            // Every later read too: to the loop the terminal is gone.
            pty.type(Array("late".utf8))
            #expect(try terminal.read(timeoutMilliseconds: 1_000) == .endOfInput)
        }
        #expect(!terminal.isRawMode)
    }

    /// A closed window hangs the terminal up before its SIGHUP reaches the process (a shell passes it on later):
    /// where termination is deferred, the hang-up is that SIGHUP, so the text is kept with or without it.
    @Test func aHangUpCountsAsTheDeferredHangUpSignal() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        SignalGuard.defersTermination = true
        defer {
            SignalGuard.defersTermination = false
            SignalGuard.forgetDeferredSignal()
        }
        try terminal.withRawMode { () throws in
            pty.hangUp()
            #expect(try terminal.read(timeoutMilliseconds: 1_000) == .endOfInput)
            #expect(SignalGuard.deferredSignalName == "SIGHUP")
        }
    }

    /// The session is over but the text not kept yet: SIGTERM, SIGHUP and SIGINT are still deferred until the
    /// deferral is turned off, which puts the previous handlers back. (Before, a SIGHUP in that moment ended the
    /// process with the text.)
    @Test func theDeferralOutlastsRawModeUntilTurnedOff() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        let signals = [SIGTERM, SIGHUP, SIGINT]
        let before = signals.map(handlerBits)
        SignalGuard.defersTermination = true
        defer {
            SignalGuard.defersTermination = false
            SignalGuard.forgetDeferredSignal()
        }
        let during = try terminal.withRawMode { signals.map(handlerBits) }
        let lingering = signals.map(handlerBits)
        #expect(lingering == during)
        if lingering == during {
            handleTerminatingSignal(SIGHUP)
            #expect(SignalGuard.deferredSignalName == "SIGHUP")
        }
        SignalGuard.defersTermination = false
        #expect(signals.map(handlerBits) == before)
    }

    private func unreadBytes(_ descriptor: Int32) -> Int32 {
        var waiting: Int32 = -1
        #expect(ioctl(descriptor, UInt(FIONREAD), &waiting) == 0)
        return waiting
    }

    @Test func withRawModeRestoresWhenTheBodyThrows() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        let original = attributes(terminal.fileDescriptor)
        #expect(throws: Failure.self) {
            try terminal.withRawMode { () throws in
                #expect(attributes(terminal.fileDescriptor).c_lflag & tcflag_t(ICANON) == 0)
                throw Failure()
            }
        }
        #expect(!terminal.isRawMode)
        #expect(sameModes(attributes(terminal.fileDescriptor), original))
        let value = try terminal.withRawMode { 42 }
        #expect(value == 42)
        #expect(sameModes(attributes(terminal.fileDescriptor), original))
    }

    @Test func exitWritesTheLatestCleanupThenTheRestoreSequence() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        try terminal.enterRawMode()
        terminal.cleanupSequence = Array("first".utf8)
        terminal.cleanupSequence = Array("\r\u{1B}[2K\u{1B}[1A\u{1B}[2K".utf8)
        terminal.restore()
        #expect(pty.output() == Array("\r\u{1B}[2K\u{1B}[1A\u{1B}[2K".utf8) + Terminal.restoreSequence)
    }

    @Test func tooLongACleanupIsLeftOutButTheModesAreStillRestored() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        try terminal.enterRawMode()
        terminal.cleanupSequence = [UInt8](repeating: 0x41, count: 70_000)
        terminal.restore()
        #expect(pty.output() == Terminal.restoreSequence)
    }

    @Test func theSignalHandlersRestoreOnceAndTheNormalPathThenDoesNothing() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        let original = attributes(terminal.fileDescriptor)
        try terminal.enterRawMode()
        terminal.cleanupSequence = Array("erase".utf8)
        // What every handler runs before ending the process.
        #expect(SignalGuard.writeCleanupAndRestoreAttributes() == 0)
        #expect(sameModes(attributes(terminal.fileDescriptor), original))
        #expect(pty.output() == Array("erase".utf8) + Terminal.restoreSequence)
        #expect(SignalGuard.writeCleanupAndRestoreAttributes() == 0)
        terminal.restore()
        #expect(pty.output().isEmpty)
        #expect(sameModes(attributes(terminal.fileDescriptor), original))
    }

    @Test func handlersAreInstalledOnlyInRawModeAndIgnoredSignalsStayIgnored() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        let before = [SIGINT, SIGTERM, SIGWINCH, SIGSEGV].map(handlerBits)
        let previousHangUp = signal(SIGHUP, SIG_IGN)
        defer { signal(SIGHUP, previousHangUp) }
        let ignored = handlerBits(SIGHUP)

        try terminal.enterRawMode()
        let during = [SIGINT, SIGTERM, SIGWINCH, SIGSEGV].map(handlerBits)
        for (old, new) in zip(before, during) { #expect(old != new) }
        #expect(handlerBits(SIGHUP) == ignored)

        terminal.restore()
        #expect([SIGINT, SIGTERM, SIGWINCH, SIGSEGV].map(handlerBits) == before)
        #expect(handlerBits(SIGHUP) == ignored)
    }

    @Test func everySignalThatEndsTheProcessAndTheJobControlSignalsAreHandledInRawMode() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        var signals = [SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS, SIGTSTP, SIGCONT]
        #if os(Linux)
        signals += [SIGPWR, SIGSTKFLT, SIGIO, __libc_current_sigrtmin(), __libc_current_sigrtmax()]
        #endif
        let before = signals.map(handlerBits)
        try terminal.enterRawMode()
        let during = signals.map(handlerBits)
        for (signal, (old, new)) in zip(signals, zip(before, during)) {
            #expect(old != new, "signal \(signal) has no handler in raw mode")
        }
        terminal.restore()
        #expect(signals.map(handlerBits) == before)
    }

    @Test func aSignalWithAHandlerOfTheProgramsOwnKeepsIt() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        let previous = signal(SIGUSR1) { _ in }
        defer { signal(SIGUSR1, previous) }
        let own = handlerBits(SIGUSR1)
        try terminal.enterRawMode()
        #expect(handlerBits(SIGUSR1) == own, "a signal the program handles does not end it: not taken over")
        terminal.restore()
    }

    @Test func readReturnsRawBytesOrTimesOut() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        try terminal.withRawMode { () throws in
            #expect(try terminal.read(timeoutMilliseconds: 20) == .timedOut)
            #expect(try terminal.read(timeoutMilliseconds: 0) == .timedOut)
            // Enter stays CR, Ctrl+J stays LF, Ctrl+C, Ctrl+S, Ctrl+Q and Ctrl+V arrive as bytes.
            pty.type([0x61, 0x0D, 0x0A, 0x03, 0x13, 0x11, 0x16, 0x7F])
            var received: [UInt8] = []
            while received.count < 8, case .bytes(let bytes) = try terminal.read(timeoutMilliseconds: 1000) {
                received += bytes
            }
            #expect(received == [0x61, 0x0D, 0x0A, 0x03, 0x13, 0x11, 0x16, 0x7F])
            #expect(pty.output().isEmpty, "nothing is echoed")
        }
    }

    @Test func aSignalDuringTheWaitDoesNotEndTheRead() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        // A handler without SA_RESTART, so that the signal interrupts poll with EINTR.
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = { _ in Interrupter.deliveries.pointee += 1 }
        #else
        action.__sigaction_handler.sa_handler = { _ in Interrupter.deliveries.pointee += 1 }
        #endif
        var previousAction = sigaction()
        sigaction(SIGUSR1, &action, &previousAction)
        defer { sigaction(SIGUSR1, &previousAction, nil) }
        var userSignal = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&userSignal)
        sigaddset(&userSignal, SIGUSR1)
        pthread_sigmask(SIG_UNBLOCK, &userSignal, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        Interrupter.deliveries.pointee = 0

        try terminal.withRawMode { () throws in
            let interrupter = Interrupter.start(signalling: pthread_self(), afterMilliseconds: 50)
            #expect(try terminal.read(timeoutMilliseconds: 300) == .timedOut)
            pthread_join(interrupter, nil)
            #expect(Interrupter.deliveries.pointee == 1)
            pty.type([0x78])
            #expect(try terminal.read(timeoutMilliseconds: 1000) == .bytes([0x78]))
        }
    }

    @Test func windowChangeWakesTheReadWithTheNewSize() throws {
        let pty = try PseudoTerminal()
        pty.setSize(rows: 40, columns: 100)
        let terminal = try Terminal(path: pty.secondaryPath)
        #expect(terminal.size == TerminalSize(rows: 40, columns: 100))
        try terminal.withRawMode { () throws in
            pty.setSize(rows: 30, columns: 72)
            // Test threads are pool threads that block asynchronous signals (a real SIGWINCH goes to a thread that
            // does not); `raise` targets this thread, so let it through here.
            var windowChange = sigset_t()
            var previousMask = sigset_t()
            sigemptyset(&windowChange)
            sigaddset(&windowChange, SIGWINCH)
            pthread_sigmask(SIG_UNBLOCK, &windowChange, &previousMask)
            raise(SIGWINCH)
            raise(SIGWINCH)
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            #expect(try terminal.read(timeoutMilliseconds: 1000) == .resized(TerminalSize(rows: 30, columns: 72)))
            // Several signals before the read come as one resize.
            #expect(try terminal.read(timeoutMilliseconds: 20) == .timedOut)
        }
    }

    @Test func writesReachTheTerminalUnchanged() throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath)
        try terminal.withRawMode { () throws in
            try terminal.write("héllo\r\n")
            try terminal.write([0x1B, 0x5B, 0x32, 0x4B])
            try terminal.write([])
            #expect(pty.output() == Array("héllo\r\n".utf8) + [0x1B, 0x5B, 0x32, 0x4B])
        }
    }

    @Test func onlyOneTerminalIsInRawModeAtATime() throws {
        let first = try PseudoTerminal()
        let second = try PseudoTerminal()
        let terminal = try Terminal(path: first.secondaryPath)
        let other = try Terminal(path: second.secondaryPath)
        try terminal.enterRawMode()
        #expect(throws: TerminalError.rawModeAlreadyActive) { try other.enterRawMode() }
        terminal.restore()
        try other.enterRawMode()
        other.restore()
    }

    @Test func aTerminalGoneAwayEndsTheInput() throws {
        var pty: PseudoTerminal? = try PseudoTerminal()
        let terminal = try Terminal(path: pty!.secondaryPath)
        try terminal.withRawMode { () throws in
            pty = nil
            #expect(try terminal.read(timeoutMilliseconds: 1000) == .endOfInput)
        }
    }

    @Test func releasingTheTerminalRestoresIt() throws {
        let pty = try PseudoTerminal()
        let observer = open(pty.secondaryPath, O_RDWR | O_NOCTTY)
        defer { close(observer) }
        let original = attributes(observer)
        do {
            let terminal = try Terminal(path: pty.secondaryPath)
            try terminal.enterRawMode()
            #expect(attributes(observer).c_lflag & tcflag_t(ECHO) == 0)
        }
        #expect(sameModes(attributes(observer), original))
    }
}

/// A thread that sends SIGUSR1 to another thread after a delay.
enum Interrupter {
    // Written by a signal handler and by the test thread before and after it: a pointer, not a Swift global,
    // so that the handler does no exclusivity bookkeeping.
    nonisolated(unsafe) static let deliveries: UnsafeMutablePointer<Int> = {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()

    private struct Request {
        var target: pthread_t
        var delayMicroseconds: UInt32
    }

    // The request for the interrupting thread, written before it starts and read by it only (the suite is
    // serialized). Not passed as the thread's argument, whose optionality differs between Glibc and Darwin.
    nonisolated(unsafe) private static let request = UnsafeMutablePointer<Request>.allocate(capacity: 1)

    static func start(signalling target: pthread_t, afterMilliseconds delay: UInt32) -> pthread_t {
        request.initialize(to: Request(target: target, delayMicroseconds: delay * 1000))
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        pthread_create(
            &thread, nil,
            { _ in
                usleep(Interrupter.request.pointee.delayMicroseconds)
                pthread_kill(Interrupter.request.pointee.target, SIGUSR1)
                return nil
            }, nil)
        #if canImport(Darwin)
        return thread!
        #else
        return thread
        #endif
    }
}
