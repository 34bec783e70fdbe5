/// The tool: parses the command line and runs what it asks for.
enum Tool {
    /// Runs the tool.
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - output: Where results and messages go.
    ///   - readInput: Reads all of standard input (only `layout` calls it).
    /// - Returns: The exit status.
    static func run(
        _ arguments: [String],
        output: ToolOutput = .process,
        readInput: () throws -> [UInt8] = { try POSIXFile.readAll(descriptor: 0) }
    ) -> ExitCode {
        run(bytes: arguments.map { Array($0.utf8) }, output: output, readInput: readInput)
    }

    /// Runs the tool on the arguments as the operating system gave them (file paths are used byte for byte).
    /// - Parameters:
    ///   - bytes: The arguments after the program name.
    ///   - output: Where results and messages go.
    ///   - readInput: Reads all of standard input (only `layout` calls it).
    /// - Returns: The exit status.
    static func run(
        bytes arguments: [[UInt8]],
        output: ToolOutput = .process,
        readInput: () throws -> [UInt8] = { try POSIXFile.readAll(descriptor: 0) }
    ) -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(bytes: arguments)
        } catch {
            output.standardError("\(error)\n" + HelpText.usage)
            return .usage
        }
        switch invocation {
        case .help:
            return write(HelpText.help, to: output)
        case .version:
            return write(HelpText.version, to: output)
        case .completionScript(let shell):
            return write(CompletionScript(shell: shell).text, to: output)
        case .layout(let options):
            return LayoutCommand(options: options).run(output: output, readInput: readInput)
        case .write(let options):
            return PromptCommand(options: options, mode: .write).run(output: output)
        case .chat(let options):
            return PromptCommand(options: options, mode: .chat).run(output: output)
        }
    }

    /// Prints `text` on standard output; a failed write is reported on standard error.
    private static func write(_ text: String, to output: ToolOutput) -> ExitCode {
        do {
            try output.standardOutput(text)
            return .success
        } catch {
            output.standardError("error: \(error)\n")
            return .failure
        }
    }
}
