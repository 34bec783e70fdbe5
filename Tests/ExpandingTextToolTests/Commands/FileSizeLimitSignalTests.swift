import Testing

@testable import expanding_text

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A write past `ulimit -f` raises SIGXFSZ on the writing thread, whose default action ends the process with the text
/// unsaved. The tool's writes hold it back, so the write fails with EFBIG and the text can be kept elsewhere; the
/// disposition stays the default, so a SIGXFSZ sent with `kill` still ends the tool.
@Suite struct FileSizeLimitSignalTests {
    @Test(arguments: [SIGXFSZ, SIGPIPE])
    func aSignalRaisedWhileHeldBackIsTakenBackAndTheProcessLivesOn(signal: Int32) throws {
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &before)
        let result = try POSIXFile.holdingBack(signal) { () throws(POSIXFile.Failure) in
            // What the kernel does on a write past the limit, or to a closed pipe: the signal, to this thread.
            raise(signal)
            return 42
        }
        #expect(result == 42)
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, signal) == 0, "not left pending, to end the process later")
        var after = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &after)
        #expect(sigismember(&after, signal) == sigismember(&before, signal), "the thread's mask is as it was")
    }
}
