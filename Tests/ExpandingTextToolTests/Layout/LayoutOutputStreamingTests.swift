import Testing

@testable import expanding_text

/// `expanding-text layout` used to build its whole output as one string before writing it: a tab at the largest
/// tab width was a 2 GiB string, and 50 MB at width 1 took gigabytes. The output now goes out line by line in
/// blocks of at most `OutputBuffer.capacity` bytes, and a failed write ends the command with one line on standard
/// error.
@Suite struct LayoutOutputStreamingTests {
    @Test func aTabAtTheLargestTabWidthIsWrittenInBoundedBlocks() {
        let output = CapturedOutput(keptBytes: 16)
        let status = Tool.run(
            ["layout", "--width", "2147483647", "--tab-width", "2147483647"], output: output.output
        ) { Array("a\tb".utf8) }
        #expect(status == .success)
        // "a", the tab's 2147483646 spaces, "\n", then "b\n".
        #expect(output.standardOutputCount == 2_147_483_650)
        #expect(output.largestBlock <= OutputBuffer.capacity)
        #expect(output.standardOutput == "a" + String(repeating: " ", count: 15))
    }

    @Test(arguments: [3, OutputBuffer.capacity - 1, OutputBuffer.capacity, 200_000])
    func aTabExpandsToTheSpacesUpToTheNextStop(tabWidth: Int) {
        let output = CapturedOutput()
        let status = Tool.run(["layout", "--width", "2147483647", "--tab-width", "\(tabWidth)"], output: output.output)
        {
            Array("a\tb\n\t".utf8)
        }
        #expect(status == .success)
        let spaces = String(repeating: " ", count: tabWidth - 1)
        #expect(output.standardOutput == "a\(spaces)b\n\(spaces) \n")
        #expect(output.largestBlock <= OutputBuffer.capacity)
    }

    @Test func manyLinesAreWrittenInBoundedBlocksAsTheyAreLaidOut() throws {
        let text = String(repeating: "日本 word 👍🏽\t", count: 20_000)
        let output = CapturedOutput()
        let status = Tool.run(["layout", "--width", "1", "--json"], output: output.output) { Array(text.utf8) }
        #expect(status == .success)
        #expect(output.largestBlock <= OutputBuffer.capacity)
        #expect(output.writeCount > 10)
        let report = try DecodedLayoutReport.layOut(text, options: LayoutOptions(width: 1))
        #expect(report.contentLines == report.lines.count)
        #expect(report.lines.map(\.text).joined() == text)
    }

    struct FailureCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var afterBytes: Int
        var testDescription: String { "\(arguments.joined(separator: " ")) after \(afterBytes) bytes" }
    }

    @Test(arguments: [
        FailureCase(arguments: ["layout"], afterBytes: 0),
        FailureCase(arguments: ["layout", "--width", "1"], afterBytes: 100_000),
        FailureCase(arguments: ["layout", "--json"], afterBytes: 0),
        FailureCase(arguments: ["layout", "--width", "1", "--json"], afterBytes: 100_000),
        FailureCase(arguments: ["layout", "--width", "2147483647", "--tab-width", "2147483647"], afterBytes: 1 << 20),
        FailureCase(arguments: ["--help"], afterBytes: 0),
    ])
    func aFailedWriteIsOneLineOnStandardErrorAndStatus1(testCase: FailureCase) {
        let output = CapturedOutput(
            failure: (testCase.afterBytes, ToolOutput.WriteFailure(reason: "No space left on device")))
        let status = Tool.run(testCase.arguments, output: output.output) {
            Array(String(repeating: "some words\tto wrap\n", count: 20_000).utf8)
        }
        #expect(status == .failure)
        #expect(output.standardError == "error: cannot write standard output: No space left on device\n")
        // Nothing is written after the failed write.
        #expect(output.writeCount == output.standardOutputCount / OutputBuffer.capacity + 1)
    }
}
