import Foundation
import Testing

@testable import expanding_text

/// The JSON object `expanding-text layout --json` prints, read back.
struct DecodedLayoutReport: Decodable {
    struct Line: Decodable {
        var text: String
        var width: Int
    }

    var width: Int
    var contentLines: Int
    var visibleLines: Int
    var scrollable: Bool
    var lines: [Line]

    /// Runs `layout --json` with `options` on `text` and reads its report.
    static func layOut(_ text: String, options: LayoutOptions) throws -> DecodedLayoutReport {
        var options = options
        options.json = true
        let output = CapturedOutput()
        let status = LayoutCommand(options: options).run(output: output.output) { Array(text.utf8) }
        #expect(status == .success)
        #expect(output.standardError.isEmpty)
        return try JSONDecoder().decode(DecodedLayoutReport.self, from: Data(output.standardOutputBytes))
    }
}
