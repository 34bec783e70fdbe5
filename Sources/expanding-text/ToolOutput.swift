/// Where the tool writes its results and messages: the process's streams in the executable, buffers in tests.
struct ToolOutput {
    /// Standard output: only results (the submitted text, the layout).
    var standardOutput: (String) -> Void
    /// Standard error: errors, warnings, usage.
    var standardError: (String) -> Void

    /// The process's standard output and standard error.
    static var process: ToolOutput {
        ToolOutput(standardOutput: POSIXFile.writeStandardOutput, standardError: POSIXFile.writeStandardError)
    }
}
