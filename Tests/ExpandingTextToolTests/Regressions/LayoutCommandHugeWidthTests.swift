import Testing

@testable import expanding_text

/// `expanding-text layout --width 9223372036854775807 --tab-width 9223372036854775807` used to trap on an arithmetic
/// overflow inside the layout; it now reports the width the layout refuses, by value.
@Suite struct LayoutCommandHugeWidthTests {
    @Test func hugeWidthAndTabWidthAreReportedNotTrapped() {
        let output = CapturedOutput()
        let status = Tool.run(
            ["layout", "--width", "\(Int.max)", "--tab-width", "\(Int.max)"], output: output.output
        ) { Array("a\tb\tc\n".utf8) }
        #expect(status == .failure)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("error: invalid layout width \(Int.max)"))
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
