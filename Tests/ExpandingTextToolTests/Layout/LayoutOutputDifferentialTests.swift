import ExpandingTextCore
import ExpandingTextTestSupport
import Testing

@testable import expanding_text

/// `expanding-text layout`, which reads each line's text and clusters in place, against the output as it was
/// written from a ``TextLayout``'s lines built whole: byte for byte equal, plain and JSON, on random inputs with the
/// rules' hard cases, lines many chunks long, and invalid UTF-8. Seeded; a failure names its seed.
@Suite struct LayoutOutputDifferentialTests {
    /// Pieces of input: tabs, CJK, emoji ZWJ sequences and modifiers, flags, combining marks, every line break
    /// (CR LF too), runs of spaces, controls (C0, DEL, C1), JSON's quote and backslash; invalid UTF-8; and pieces of
    /// kilobytes, longer than the storage's chunks.
    static let pieces: [[UInt8]] =
        [
            "the", "quick", "a", "fox,", "jumps", "supercalifragilistic", " ", " ", "  ", "      ", "\t", "\t",
            "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{B}", "\u{C}",
            "日本語", "テキスト", "。", "「", "👨‍👩‍👧", "👍🏽", "❤️", "1️⃣", "🇫🇷", "\u{1F1EB}", "\u{200D}",
            "e\u{301}", "\u{301}", "a\u{308}\u{301}", "\u{1100}\u{1161}", "\u{AC00}",
            "\u{1B}[31m", "\u{7}", "\u{7F}", "\u{9B}", "\u{80}", "\u{200B}", "\u{AD}", "\u{A0}", "\"", "\\", "/",
            String(repeating: "word ", count: 500), String(repeating: "日本語", count: 400),
            String(repeating: "👨‍👩‍👧", count: 200), String(repeating: " ", count: 3_000),
            "e" + String(repeating: "\u{301}", count: 900), String(repeating: "\t", count: 60),
        ].map { Array($0.utf8) } + [
            [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x91], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
        ]

    static let widths = [1, 2, 3, 5, 8, 13, 80, TextLayout.maximumWidth]
    static let tabWidths = [1, 3, 4, 8]

    /// Random input; for a single line, without any line break, so that at the largest width all of it is one
    /// visual line.
    static func randomInput(singleLine: Bool, using generator: inout SplitMix64) -> [UInt8] {
        let lineBreaks: Set<[UInt8]> = Set(
            ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{B}", "\u{C}"].map { Array($0.utf8) })
        let pieces = singleLine ? pieces.filter { !lineBreaks.contains($0) } : pieces
        var input: [UInt8] = []
        for _ in 0..<Int.random(in: 0...60, using: &generator) {
            input += pieces.randomElement(using: &generator)!
        }
        return input
    }

    @Test(arguments: Array(UInt64(1)...16))
    func randomInputsAreWrittenAsFromTheLinesOfALayout(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        for round in 0..<8 {
            let singleLine = round % 2 == 0
            let input = Self.randomInput(singleLine: singleLine, using: &generator)
            let width = singleLine ? TextLayout.maximumWidth : Self.widths.randomElement(using: &generator)!
            let tabWidth = Self.tabWidths.randomElement(using: &generator)!
            let expected = try ReferenceLayoutOutput(
                text: String(decoding: input, as: UTF8.self), width: width, tabWidth: tabWidth)
            for json in [false, true] {
                let arguments =
                    ["layout", "--width", "\(width)", "--tab-width", "\(tabWidth)"] + (json ? ["--json"] : [])
                let output = CapturedOutput()
                #expect(Tool.run(arguments, output: output.output) { input } == .success)
                let actual = output.standardOutputBytes
                let reference = json ? expected.json : expected.plain
                if actual != reference {
                    let offset = zip(actual, reference).prefix { $0 == $1 }.count
                    let command = arguments.joined(separator: " ")
                    Issue.record("seed \(seed) round \(round) \(command): first difference at byte \(offset)")
                }
            }
        }
    }
}

/// The output of `layout` for a text, made as the command made it before it read lines in place: from the lines of
/// a ``TextLayout``, each with its text and clusters in arrays, and the text escaped scalar by scalar.
struct ReferenceLayoutOutput {
    /// Standard output without `--json`.
    var plain: [UInt8] = []
    /// Standard output with `--json` (and no line limits).
    var json: [UInt8] = []

    init(text: String, width: Int, tabWidth: Int) throws {
        let storage = TextStorage(text)
        let layout = try TextLayout(storage, width: width, tabWidth: tabWidth)
        let lines = layout.lines(0..<layout.lineCount, in: storage)
        var plainText = ""
        for line in lines {
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
        plain = Array(plainText.utf8)
        let count = lines.count
        let reported = lines.map { "{\"text\":\(Self.literal($0.text)),\"width\":\($0.width)}" }
        json = Array(
            ("{\"width\":\(width),\"contentLines\":\(count),\"visibleLines\":\(count),\"scrollable\":false,"
                + "\"lines\":[\(reported.joined(separator: ","))]}\n").utf8)
    }

    /// `text` as a JSON string literal: `"` and `\` escaped, C0, DEL and C1 as `\u00XX`.
    static func literal(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: literal += "\\\""
            case 0x5C: literal += "\\\\"
            case 0x00...0x1F, 0x7F...0x9F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
