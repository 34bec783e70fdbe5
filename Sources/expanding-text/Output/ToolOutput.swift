/// Where the tool writes its results and messages: the process's streams in the executable, buffers in tests.
struct ToolOutput {
    /// Standard output would not take the bytes: the reader went away (`EPIPE`), the disk is full (`ENOSPC`), ….
    struct WriteFailure: Error, Equatable, CustomStringConvertible {
        /// The system's description of the error, e.g. `No space left on device`.
        var reason: String

        var description: String { "cannot write standard output: \(reason)" }
    }

    /// Standard output, for results only (the submitted text, the layout): takes each block of bytes whole, unbuffered,
    /// or throws ``WriteFailure``.
    var writeStandardOutput: (UnsafeRawBufferPointer) throws -> Void
    /// Standard error: errors, warnings, usage.
    var standardError: (String) -> Void
    /// Hands a submitted text to standard output and confirms it got there: every byte written and, for a file,
    /// synced. It throws rather than losing the text silently (a full disk, a closed pipe), so the caller keeps the
    /// draft.
    var deliver: ([UInt8]) throws(POSIXFile.Failure) -> Void
    /// Looks up an environment variable (where ``RescueFile`` keeps a text that could not be delivered); for the
    /// process, `HOME` falls back on the password database.
    var environment: (String) -> String?
    /// Writes to the terminal itself, the last place a text that no file could hold can go.
    var showOnTerminal: ([UInt8]) throws(POSIXFile.Failure) -> Void

    /// The process's standard output and standard error.
    static var process: ToolOutput {
        ToolOutput(
            writeStandardOutput: { buffer in
                do throws(POSIXFile.Failure) {
                    try POSIXFile.writeStandardOutput(buffer)
                } catch {
                    throw WriteFailure(reason: error.reason)
                }
            },
            standardError: POSIXFile.writeStandardError,
            deliver: POSIXFile.deliverToStandardOutput,
            environment: { name in
                POSIXFile.environment(name) ?? (name == "HOME" ? POSIXFile.passwordDatabaseHome : nil)
            },
            showOnTerminal: POSIXFile.writeToTerminal)
    }

    /// Writes a short text to standard output at once (a message, the help); long output goes through an
    /// ``OutputBuffer``.
    /// - Throws: What ``writeStandardOutput`` throws.
    func standardOutput(_ text: String) throws {
        var text = text
        try text.withUTF8 { try writeStandardOutput(UnsafeRawBufferPointer($0)) }
    }
}
