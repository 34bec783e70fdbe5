/// Where the tool writes its results and messages: the process's streams in the executable, buffers in tests.
struct ToolOutput {
    /// Standard output: only results (the layout, help).
    var standardOutput: (String) -> Void
    /// Standard error: errors, warnings, usage.
    var standardError: (String) -> Void
    /// Hands a submitted text to standard output and confirms it got there: every byte written and, for a file,
    /// synced. It throws rather than losing the text silently (a full disk, a closed pipe), so the caller keeps the
    /// draft.
    var deliver: ([UInt8]) throws(POSIXFile.Failure) -> Void

    /// The process's standard output and standard error.
    static var process: ToolOutput {
        ToolOutput(
            standardOutput: POSIXFile.writeStandardOutput,
            standardError: POSIXFile.writeStandardError,
            deliver: POSIXFile.deliverToStandardOutput
        )
    }
}
