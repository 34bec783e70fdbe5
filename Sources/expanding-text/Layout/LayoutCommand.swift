import ExpandingTextTerminal

/// `expanding-text layout`: how standard input wraps at a width, as Core's ``VisualLineStream`` computes it.
///
/// The output is written line by line as the text is wrapped, in blocks of bounded size, so that what the command
/// holds in memory is bounded by its input (the text only: a line is read from it in place, however long), never
/// by its output: a million lines at width 1, or a tab billions of cells wide.
struct LayoutCommand {
    /// The command's options.
    var options: LayoutOptions

    /// Reads standard input, lays it out and prints the lines or the JSON report.
    /// - Parameters:
    ///   - output: Where the lines or the report go, and the messages.
    ///   - readInput: Reads all of standard input.
    /// - Returns: ``ExitCode/success``, or ``ExitCode/failure`` when standard input cannot be read or standard
    ///   output cannot be written.
    /// - Complexity: O(n) for n bytes of input; memory at most twice the input, whatever the lines.
    func run(output: ToolOutput, readInput: () throws -> [UInt8]) -> ExitCode {
        let storage: TextStorage
        do {
            // The decoded string is gone once the storage holds the text, and the bytes once they are decoded.
            storage = TextStorage(try Self.readText(output: output, readInput: readInput))
        } catch {
            output.standardError("error: cannot read standard input: \(error)\n")
            return .failure
        }
        var buffer = OutputBuffer(writingTo: output.writeStandardOutput)
        do {
            let stream = try VisualLineStream(storage, width: options.width, tabWidth: options.tabWidth)
            let policy = try ExpansionPolicy(minLines: options.minLines, maxLines: options.maxLines)
            if options.json {
                try Self.writeReport(of: stream, policy: policy, to: &buffer)
                try buffer.append("\n")
            } else {
                try Self.writeLines(of: stream, to: &buffer)
            }
            try buffer.flush()
            return .success
        } catch {
            // A failed write (`EPIPE`, `ENOSPC`), or — unreachable from the command line, which accepts only the
            // widths and line counts Core accepts — a limit Core rejects: reported, not trapped.
            output.standardError("error: \(error)\n")
            return .failure
        }
    }

    /// Standard input decoded as UTF-8, with a warning when invalid bytes had to be replaced.
    private static func readText(output: ToolOutput, readInput: () throws -> [UInt8]) throws -> String {
        let bytes = try readInput()
        let (text, invalidOffset) = UTF8Validation.decode(bytes)
        if let invalidOffset {
            output.standardError(
                "warning: standard input is not valid UTF-8 (first invalid byte at offset \(invalidOffset)); "
                    + "invalid bytes were read as U+FFFD\n"
            )
        }
        return text
    }

    /// Writes the JSON report: a first pass counts the lines, which the report gives before them, and a second
    /// pass writes them.
    /// - Complexity: O(n) for a text of n UTF-8 code units, twice.
    private static func writeReport(
        of stream: VisualLineStream, policy: ExpansionPolicy, to buffer: inout OutputBuffer
    ) throws {
        let contentLines = stream.countLines()
        let sizing = policy.resolve(contentLines: contentLines)
        let report = LayoutReport(
            width: stream.width, contentLines: contentLines, visibleLines: sizing.visibleLines,
            scrollable: sizing.isScrollEnabled)
        try report.writeJSON(to: &buffer) { write in
            try stream.forEachLine { line in try write(line) }
        }
    }

    /// Writes the visual lines as a terminal would show them, one per line: tabs expanded to the spaces they take,
    /// control characters in caret notation (so the output never drives the terminal it is printed on), hanging
    /// spaces kept.
    /// - Complexity: O(length of the output); memory O(1): the clusters are written as they are placed.
    private static func writeLines(of stream: VisualLineStream, to buffer: inout OutputBuffer) throws {
        try stream.forEachLine { line in
            try line.forEachCluster { cluster in
                if cluster.character == "\t" {
                    try buffer.appendSpaces(cluster.width)
                } else if let picture = DisplayWidth.controlPicture(for: cluster.character) {
                    try buffer.append(picture)
                } else {
                    try buffer.append(cluster.character)
                }
            }
            try buffer.append("\n")
        }
    }
}
