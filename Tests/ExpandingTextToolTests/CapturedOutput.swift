@testable import expanding_text

/// A ``ToolOutput`` that keeps what the tool writes, and how: the blocks standard output receives.
final class CapturedOutput {
    /// The bytes kept: all of them, or the first `keptBytes`.
    private(set) var standardOutputBytes: [UInt8] = []
    private(set) var standardError = ""
    /// The bytes delivered as submitted texts.
    private(set) var delivered: [UInt8] = []
    /// When set, every delivery fails with this errno, as a full disk or a closed pipe makes it fail.
    var deliveryError: Int32?
    /// Called at each delivery, before it succeeds or fails: a test looks at the draft at that moment.
    var onDeliver: () -> Void = {}
    /// The environment the tool sees (where a rescue file goes); empty unless a test sets it.
    var environment: [String: String] = [:]
    /// What the tool wrote to the terminal itself.
    private(set) var terminal: [UInt8] = []
    /// When set, writing to the terminal fails with this errno, as after a hang-up.
    var terminalError: Int32?
    /// Every byte written to standard output, kept or not.
    private(set) var standardOutputCount = 0
    /// The largest block standard output received in one write.
    private(set) var largestBlock = 0
    /// How many writes standard output received.
    private(set) var writeCount = 0
    private let keptBytes: Int
    private let failure: (afterBytes: Int, ToolOutput.WriteFailure)?

    /// - Parameters:
    ///   - keptBytes: How many bytes of standard output to keep; the rest is only counted.
    ///   - failure: Writes fail with this error once `afterBytes` bytes went through (a full disk, a closed pipe).
    init(keptBytes: Int = .max, failure: (afterBytes: Int, ToolOutput.WriteFailure)? = nil) {
        self.keptBytes = keptBytes
        self.failure = failure
    }

    /// Standard output as text.
    var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }

    var output: ToolOutput {
        ToolOutput(
            writeStandardOutput: { block in
                self.writeCount += 1
                if let (afterBytes, error) = self.failure, self.standardOutputCount + block.count > afterBytes {
                    throw error
                }
                self.standardOutputCount += block.count
                self.largestBlock = max(self.largestBlock, block.count)
                self.standardOutputBytes += block.prefix(max(0, self.keptBytes - self.standardOutputBytes.count))
            },
            standardError: { self.standardError += $0 },
            deliver: { (bytes: [UInt8]) throws(POSIXFile.Failure) in
                self.onDeliver()
                if let code = self.deliveryError { throw POSIXFile.Failure(code: code) }
                self.delivered += bytes
            },
            environment: { self.environment[$0] },
            showOnTerminal: { (bytes: [UInt8]) throws(POSIXFile.Failure) in
                if let code = self.terminalError { throw POSIXFile.Failure(code: code) }
                self.terminal += bytes
            }
        )
    }
}
