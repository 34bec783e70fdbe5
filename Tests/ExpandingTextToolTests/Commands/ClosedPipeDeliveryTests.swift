import ExpandingTextTerminal
import Testing

@testable import expanding_text

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A write to a pipe whose reader went away fails with `EPIPE`, and the process lives on to keep the text; the tool
/// ends by SIGPIPE only afterwards, on purpose.
@Suite struct ClosedPipeDeliveryTests {
    @Test func aClosedPipeFailsWithEPIPEInsteadOfEndingTheProcess() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        #expect(throws: POSIXFile.Failure(code: EPIPE)) { try POSIXFile.deliver(Array("text\n".utf8), to: ends[1]) }
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0, "the SIGPIPE the write raised is taken back, not left pending")
    }

    @Test func aClosedPipeEndsTheRunByBrokenPipeOnceTheTextIsKept() throws {
        let folder = try TemporaryFolder()
        let drafts = DraftAutosaver(store: DraftStore(path: folder.file("message.draft")))
        let captured = CapturedOutput()
        captured.deliveryError = EPIPE
        let failure = PromptCommand(options: PromptOptions(), mode: .write)
            .deliver(Submission(text: "kept"), drafts: drafts, output: captured.output, toTerminal: false)
        #expect(failure?.isBrokenPipe == true)
        #expect(failure?.place == .draft(folder.file("message.draft")))
        #expect(ExitCode.brokenPipe.rawValue == 128 + SIGPIPE)
    }
}
