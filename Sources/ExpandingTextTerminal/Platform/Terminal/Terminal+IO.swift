#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        // A deferred signal came: to the loop, the terminal is gone for good.
        if SignalGuard.deferredSignal != nil { return .endOfInput }
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
                case .answered: return .woken
                case .terminating: return .endOfInput
                }
            }
            if descriptors[0].revents != 0 {
                let count = LibC.read(fileDescriptor, readBuffer.baseAddress!, readBuffer.count)
                if count > 0 { return .bytes(Array(readBuffer[..<count])) }
                // Nothing read, or EIO: the terminal hung up (raw mode has no end-of-file key).
                if count == 0 {
                    SignalGuard.deferHangUp()
                    return .endOfInput
                }
                switch errno {
                case EINTR, EAGAIN: continue
                case EIO:
                    SignalGuard.deferHangUp()
                    return .endOfInput
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
    /// - Returns: What happened: a deferred signal outweighs everything; a continue after a handled stop outweighs
    ///   one after SIGSTOP (the box was erased either way then), which outweighs a resize, which outweighs an answer.
    private func drainWakePipe() -> SignalGuard.WakeReason {
        var scratch = [UInt8](repeating: 0, count: 64)
        var reasons: Set<UInt8> = []
        while true {
            let count = scratch.withUnsafeMutableBytes { LibC.read(wakeReadDescriptor, $0.baseAddress!, $0.count) }
            guard count > 0 else { break }
            reasons.formUnion(scratch[..<count])
        }
        let order: [SignalGuard.WakeReason] = [.terminating, .resumed, .continued, .resized]
        for reason in order where reasons.contains(reason.rawValue) {
            return reason
        }
        return .answered
    }

    /// A closure that wakes ``read(timeoutMilliseconds:)`` from any thread, which then returns
    /// ``TerminalInput/woken``: for an answer that arrives while it waits. Call it only while the terminal is open (a
    /// session stops calling it when it ends).
    public var wakeUp: (@Sendable () -> Void)? {
        let descriptor = wakeWriteDescriptor
        return {
            var byte = SignalGuard.WakeReason.answered.rawValue
            _ = LibC.write(descriptor, &byte, 1)
        }
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
    /// runs in this process's job, in a process group of its own that has the terminal meanwhile: Ctrl+Z in the
    /// editor stops both, `fg` continues both. A signal that would end this process while the editor runs (SIGTERM,
    /// SIGHUP…) is passed on to the editor's group, which is waited for (and killed if the editor has not ended 3
    /// seconds later); then the folder is removed and this process ends by the signal. What the editor leaves running
    /// in its group is ended with it (SIGTERM, then SIGKILL); a process that left the group (`setsid`) is out of reach.
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
        guard SignalGuard.waitForTerminal() else { return }
        // A terminal never accepts zero bytes of a non-empty write unless it is gone (EIO).
        let code = LibC.writeAll(fileDescriptor, buffer, waitingWhenFull: true)
        if code != 0 { throw TerminalError.systemCall("write", code: code) }
    }
}
