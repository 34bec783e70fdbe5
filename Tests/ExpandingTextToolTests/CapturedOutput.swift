@testable import expanding_text

/// A ``ToolOutput`` that keeps what the tool writes.
final class CapturedOutput {
    private(set) var standardOutput = ""
    private(set) var standardError = ""

    var output: ToolOutput {
        ToolOutput(
            standardOutput: { self.standardOutput += $0 },
            standardError: { self.standardError += $0 }
        )
    }
}
