import ExpandingTextTerminal

/// `expanding-text layout`: how standard input wraps at a width, as Core's ``TextLayout`` computes it.
struct LayoutCommand {
    /// The command's options.
    var options: LayoutOptions

    /// Reads standard input, lays it out and prints the lines or the JSON report.
    /// - Returns: ``ExitCode/success``, or ``ExitCode/failure`` when standard input cannot be read.
    func run(output: ToolOutput, readInput: () throws -> [UInt8]) -> ExitCode {
        let bytes: [UInt8]
        do {
            bytes = try readInput()
        } catch {
            output.standardError("error: cannot read standard input: \(error)\n")
            return .failure
        }
        let (text, invalidOffset) = UTF8Validation.decode(bytes)
        if let invalidOffset {
            output.standardError(
                "warning: standard input is not valid UTF-8 (first invalid byte at offset \(invalidOffset)); "
                    + "invalid bytes were read as U+FFFD\n"
            )
        }
        do {
            let layout = try Self.layOut(text, options: options)
            output.standardOutput(options.json ? layout.report.json + "\n" : layout.plainText)
            return .success
        } catch {
            // Unreachable from the command line, which accepts only the widths and line counts Core accepts;
            // reported, not trapped, should Core ever reject more.
            output.standardError("error: \(error)\n")
            return .failure
        }
    }

    /// A text laid out: the report `--json` prints and the lines the plain output prints.
    struct Result {
        /// What `--json` prints.
        var report: LayoutReport
        /// The visual lines as a terminal would show them, one per line: tabs expanded to the spaces they take,
        /// control characters in caret notation (so the output never drives the terminal it is printed on), hanging
        /// spaces kept.
        var plainText: String
    }

    /// Lays out `text` with the options' width, tab width and line limits.
    /// - Throws: Core's ``TextLayoutError`` or ``ConfigurationError`` for limits it rejects.
    /// - Complexity: O(n log n) for a text of n UTF-8 code units.
    static func layOut(_ text: String, options: LayoutOptions) throws -> Result {
        let storage = TextStorage(text)
        let layout = try TextLayout(storage, width: options.width, tabWidth: options.tabWidth)
        let sizing = try ExpansionPolicy(minLines: options.minLines, maxLines: options.maxLines)
            .resolve(contentLines: layout.lineCount)
        var lines: [LayoutReport.Line] = []
        lines.reserveCapacity(layout.lineCount)
        var plainText = ""
        for index in 0..<layout.lineCount {
            let line = layout.line(index, in: storage)
            lines.append(LayoutReport.Line(text: line.text, width: line.width))
            for cluster in line.clusters {
                if cluster.character == "\t" {
                    plainText += String(repeating: " ", count: cluster.width)
                } else if let picture = DisplayWidth.controlPicture(for: cluster.character) {
                    plainText += picture
                } else {
                    plainText.append(cluster.character)
                }
            }
            plainText += "\n"
        }
        let report = LayoutReport(
            width: options.width,
            contentLines: layout.lineCount,
            visibleLines: sizing.visibleLines,
            scrollable: sizing.isScrollEnabled,
            lines: lines
        )
        return Result(report: report, plainText: plainText)
    }
}
