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
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            output.standardError("\(error)\n" + HelpText.usage)
            return .usage
        }
        switch invocation {
        case .help:
            output.standardOutput(HelpText.help)
            return .success
        case .version:
            output.standardOutput(HelpText.version)
            return .success
        case .layout(let options):
            return LayoutCommand(options: options).run(output: output, readInput: readInput)
        case .write(let options):
            return PromptCommand(options: options, mode: .write).run(output: output)
        case .chat(let options):
            return PromptCommand(options: options, mode: .chat).run(output: output)
        }
    }
}
