import Foundation

/// The cases of Unicode's `LineBreakTest.txt` (15.0), vendored in `Fixtures/`.
enum LineBreakTestFile {
    /// One line of the file.
    struct Case: CustomStringConvertible {
        /// The 1-based line number in the file.
        var line: Int
        var scalars: [Unicode.Scalar]
        /// The UTF-8 offsets of the expected opportunities, excluding the start and the end of the text.
        var breaks: [Int]
        /// The file's comment: the characters, their classes and the rule that decides each boundary.
        var comment: String

        var text: String {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return text
        }

        var description: String { "line \(line): \(comment)" }
    }

    /// The path of the vendored file, found from this source file.
    static let path: String = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        directory.deleteLastPathComponent()
        return directory.appendingPathComponent("Fixtures/LineBreakTest.txt").path
    }()

    /// Every case of the file, in order.
    static let cases: [Case] = {
        guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
            return []
        }
        var cases: [Case] = []
        for (index, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let fields = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !fields.isEmpty else { continue }
            var scalars: [Unicode.Scalar] = []
            var breaks: [Int] = []
            var offset = 0
            for field in fields {
                switch field {
                case "÷":
                    if offset > 0 { breaks.append(offset) }
                case "×":
                    break
                default:
                    let scalar = Unicode.Scalar(UInt32(field, radix: 16)!)!
                    scalars.append(scalar)
                    offset += String(scalar).utf8.count
                }
            }
            if breaks.last == offset { breaks.removeLast() }
            let comment = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            cases.append(Case(line: index + 1, scalars: scalars, breaks: breaks, comment: comment))
        }
        return cases
    }()
}
