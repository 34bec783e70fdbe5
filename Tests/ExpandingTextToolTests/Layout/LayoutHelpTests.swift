import Testing

@testable import expanding_text

/// What a tab becomes in the plain output is documented.
@Suite struct LayoutHelpTests {
    @Test func theHelpSaysWhatATabExpandsTo() {
        let output = CapturedOutput()
        #expect(Tool.run(["--help"], output: output.output) { [] } == .success)
        let help = output.standardOutput.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
            .joined(separator: " ")
        #expect(help.contains("a tab becomes the spaces up to the next tab stop (a multiple of --tab-width columns"))
        #expect(help.contains("but never past --width)"))
    }
}
