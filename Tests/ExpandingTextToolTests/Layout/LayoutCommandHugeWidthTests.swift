import Testing

@testable import expanding_text

/// `expanding-text layout --width 9223372036854775807 --tab-width 9223372036854775807` used to trap on an arithmetic
/// overflow inside the layout; a width beyond what the layout measures is now a usage error that names it.
@Suite struct LayoutCommandHugeWidthTests {
    @Test(arguments: ["--width", "--tab-width"])
    func widthsBeyondTheLayoutsMaximumAreUsageErrors(option: String) {
        let output = CapturedOutput()
        let status = Tool.run(["layout", option, "\(Int.max)"], output: output.output) { Array("a\tb\tc\n".utf8) }
        #expect(status == .usage)
        #expect(output.standardOutput.isEmpty)
        #expect(
            output.standardError.hasPrefix(
                "error: \(option) must be a whole number ≥ 1 and at most 2147483647, got '\(Int.max)'\n"))
    }

    @Test func theLargestAcceptedWidthLaysOutTabs() {
        let output = CapturedOutput()
        let status = Tool.run(
            ["layout", "--json", "--width", "2147483647", "--tab-width", "2147483647"], output: output.output
        ) { Array("a\tb\n".utf8) }
        #expect(status == .success)
        #expect(
            output.standardOutput
                == "{\"width\":2147483647,\"contentLines\":3,\"visibleLines\":3,\"scrollable\":false,\"lines\":"
                + "[{\"text\":\"a\\u0009\",\"width\":2147483647},{\"text\":\"b\",\"width\":1},"
                + "{\"text\":\"\",\"width\":0}]}\n")
    }
}
