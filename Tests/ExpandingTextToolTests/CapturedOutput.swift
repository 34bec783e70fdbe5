@testable import expanding_text

/// A ``ToolOutput`` that keeps what the tool writes.
final class CapturedOutput {
    private(set) var standardOutput = ""
    private(set) var standardError = ""
    /// The bytes delivered as submitted texts.
    private(set) var delivered: [UInt8] = []
    /// When set, every delivery fails with this errno, as a full disk or a closed pipe makes it fail.
    var deliveryError: Int32?
    /// Called at each delivery, before it succeeds or fails: a test looks at the draft at that moment.
    var onDeliver: () -> Void = {}

    var output: ToolOutput {
        ToolOutput(
            standardOutput: { self.standardOutput += $0 },
            standardError: { self.standardError += $0 },
            deliver: { (bytes: [UInt8]) throws(POSIXFile.Failure) in
                self.onDeliver()
                if let code = self.deliveryError { throw POSIXFile.Failure(code: code) }
                self.delivered += bytes
            }
        )
    }
}
