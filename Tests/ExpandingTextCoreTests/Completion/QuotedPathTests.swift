import Testing

@testable import ExpandingTextCore

@Suite("Quoted paths: a path with a space or a shell's special character stands as one word")
struct QuotedPathTests {
    @Test(
        "The insertion of a path",
        arguments: [
            ("src/main.swift", false, "@src/main.swift"), ("src/", true, "@src/"),
            ("my photo (1).png", false, "@\"my photo (1).png\""), ("my folder/", true, "@\"my folder/"),
            ("a\"b\\c", false, "@\"a\\\"b\\\\c\""), ("tab\there", false, "@\"tab\there\""),
            ("$HOME", false, "@\"$HOME\""),
            ("naïve-ü.txt", false, "@naïve-ü.txt"),
        ])
    func insertion(path: String, open: Bool, expected: String) {
        #expect(QuotedPath.insertion(of: path, after: "@", open: open) == expected)
        #expect(QuotedPath.needsQuotes(path) == (expected.dropFirst().first == "\""))
    }

    @Test(
        "What a typed query searches for",
        arguments: [
            ("src/ma", "src/ma"), ("\"my ph", "my ph"), ("\"a\\\"b", "a\"b"), ("\"", ""), ("\"done\"", nil),
            ("\"a\\\\", "a\\"),
        ] as [(String, String?)])
    func searchedText(query: String, expected: String?) {
        #expect(QuotedPath.searchedText(of: query) == expected)
    }
}
