import Testing

@testable import expanding_text

/// Bad configuration on the command line (issue 6, item 5): each is refused before the terminal is touched, with
/// status 2, one line naming the argument and the value, then the usage.
@Suite struct BadConfigurationTests {
    @Test(arguments: [
        (["--width", "0"], "error: --width must be a whole number ≥ 1, got '0'"),
        (["layout", "--width=-3"], "error: --width must be a whole number ≥ 1, got '-3'"),
        (["layout", "--tab-width", "0"], "error: --tab-width must be a whole number ≥ 1, got '0'"),
        (["--char-limit", "0"], "error: --char-limit must be a whole number ≥ 1, got '0'"),
        (
            ["--char-limit", "3", "--value", "four"],
            "error: --value must be at most --char-limit (3) characters long, got 4 characters"
        ),
        (
            ["--min-lines", "3", "--max-lines", "2"],
            "error: --max-lines must be a whole number ≥ --min-lines (3), got '2'"
        ),
        (["--min-lines", "0"], "error: --min-lines must be a whole number ≥ 1, got '0'"),
        (
            ["chat", "--max-lines", "99999999999999999999"],
            "error: --max-lines must be a whole number ≥ --min-lines (1) and at most 9223372036854775807, "
                + "got '99999999999999999999'"
        ),
    ])
    func refusedWithStatus2NamingTheValue(arguments: [String], message: String) {
        let output = CapturedOutput()
        let status = Tool.run(arguments, output: output.output) { [] }
        #expect(status == .usage)
        #expect(output.standardOutput.isEmpty)
        let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map { $0.hasPrefix(message) } == true, "\(output.standardError)")
        #expect(output.standardError.contains("usage") || output.standardError.contains("Usage"))
    }
}
