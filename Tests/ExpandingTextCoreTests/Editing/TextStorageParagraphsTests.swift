import Testing

@testable import ExpandingTextCore

@Suite("Reading the text paragraph by paragraph")
struct TextStorageParagraphsTests {
    /// The paragraphs of a string, split at its line-break clusters.
    static func expected(_ text: String) -> [(start: Int, text: String)] {
        var result: [(Int, String)] = []
        var start = 0
        var offset = 0
        var current = ""
        for character in text {
            offset += character.utf8.count
            if TextStorage.isLineBreak(character) {
                result.append((start, current))
                current = ""
                start = offset
            } else {
                current.append(character)
            }
        }
        result.append((start, current))
        return result
    }

    @Test(
        "Every line break ends a paragraph, and the text after the last one is the last",
        arguments: [
            "", "a", "a\n", "a\r\nb\u{2028}c\u{85}d\n", "\n\n", "one\rtwo\u{0B}three\u{0C}four\u{2029}",
            String(repeating: "x", count: 5000) + "\n" + String(repeating: "é\r\n", count: 3000) + "end",
            (0..<2000).map { String(repeating: "ab", count: $0 % 37) }.joined(separator: "\n"),
        ])
    func paragraphs(text: String) {
        let storage = TextStorage(text)
        let found = Array(storage.paragraphs(from: 0))
        let expected = Self.expected(text)
        #expect(found.map(\.start.utf8Offset) == expected.map(\.start))
        #expect(found.map { String($0.text) } == expected.map(\.text))
        #expect(found.map(\.index) == Array(0..<expected.count))
        #expect(found.count == storage.lineBreakCount + 1)
        if expected.count > 2 {
            let middle = expected.count / 2
            #expect(storage.paragraphs(from: middle).map { String($0.text) } == expected[middle...].map(\.text))
        }
    }
}
