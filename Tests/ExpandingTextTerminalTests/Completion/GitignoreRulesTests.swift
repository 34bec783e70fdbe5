import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// The compiled rules against the plain reading of gitignore(5): the last pattern that matches decides, each tried in
/// turn. Over random rule lists with bases, negations and repeats, and random paths.
@Suite struct GitignoreRulesTests {
    private static let pieces = ["a", "b", "c", "/", "*", "**", "?", "[ab]", "[!a]", "**/", "\\*", "["]

    private static func randomRule(_ generator: inout SplitMix64) -> GitignoreRules.Rule? {
        var line = Bool.random(using: &generator) ? "!" : ""
        for _ in 0..<Int.random(in: 1...6, using: &generator) { line += pieces.randomElement(using: &generator)! }
        if Int.random(in: 0..<5, using: &generator) == 0 { line += "/" }
        guard let pattern = GitignorePattern(line) else { return nil }
        let base = ["", "a", "b/c"].randomElement(using: &generator)!
        return GitignoreRules.Rule(base: Array(base.utf8), pattern: pattern)
    }

    private static func randomPath(_ generator: inout SplitMix64) -> [UInt8] {
        let count = Int.random(in: 1...10, using: &generator)
        return (0..<count).map { _ in Array("abc/*[".utf8).randomElement(using: &generator)! }
    }

    /// The plain reading: every rule, newest first, with its base.
    private static func plainlyIgnores(_ path: [UInt8], isFolder: Bool, by rules: [GitignoreRules.Rule]) -> Bool {
        for rule in rules.reversed() {
            var relative = path
            if !rule.base.isEmpty {
                guard path.count > rule.base.count + 1, path.starts(with: rule.base),
                    path[rule.base.count] == UInt8(ascii: "/")
                else { continue }
                relative = Array(path[(rule.base.count + 1)...])
            }
            if rule.pattern.matches(relative, isFolder: isFolder) { return !rule.pattern.isNegated }
        }
        return false
    }

    @Test func theCompiledRulesAgreeWithThePlainReading() {
        var generator = SplitMix64(seed: 0x7275_6C65_73)
        var ignored = 0
        for _ in 0..<400 {
            var rules = (0..<Int.random(in: 1...12, using: &generator)).compactMap { _ in
                Self.randomRule(&generator)
            }
            // Repeats, which count once.
            if let repeated = rules.randomElement(using: &generator) { rules.append(repeated) }
            let compiled = GitignoreRules(rules)
            for _ in 0..<50 {
                let path = Self.randomPath(&generator)
                let isFolder = Bool.random(using: &generator)
                let expected = Self.plainlyIgnores(path, isFolder: isFolder, by: rules)
                if expected { ignored += 1 }
                #expect(
                    compiled.ignores(path, isFolder: isFolder) == expected,
                    "\(rules.map { String(decoding: $0.pattern.glob, as: UTF8.self) }) on \(String(decoding: path, as: UTF8.self))"
                )
            }
        }
        #expect(ignored > 1_000, "the random rules ignore enough paths to tell")
    }

    /// What a pattern needs in a text: its literal bytes but `/`, with their counts, the last literal last.
    @Test(arguments: [
        ("*a*a*b", [("a", 2), ("b", 1)]), ("*.log", [(".", 1), ("l", 1), ("o", 1), ("g", 1)]),
        ("**/x/**/y", [("x", 1), ("y", 1)]), ("[!a]?*", []), ("\\*[ab", [("*", 1), ("[", 1), ("a", 1), ("b", 1)]),
        ("aba", [("b", 1), ("a", 2)]),
    ])
    func aPatternNeedsItsLiteralBytes(line: String, expected: [(String, Int32)]) throws {
        let pattern = try #require(GitignorePattern(line))
        #expect(pattern.requiredBytes.map { String(UnicodeScalar($0.byte)) } == expected.map(\.0))
        #expect(pattern.requiredBytes.map(\.count) == expected.map(\.1))
    }
}
