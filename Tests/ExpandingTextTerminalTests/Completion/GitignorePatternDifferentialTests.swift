import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// The matcher against the plain recursive definition of a glob (each `*` trying every end, nothing remembered),
/// over random globs and paths small enough for that definition to stay quick; and the patterns that made the plain
/// definition take exponential time, with answers worked out by hand.
@Suite struct GitignorePatternDifferentialTests {
    /// A glob of at most `count` bytes from `a`, `b`, `/`, `*`, `?`, and classes of `a` and `b`.
    private static func randomGlob(_ generator: inout SplitMix64, count: Int) -> String {
        let pieces = ["a", "b", "/", "*", "**", "?", "[ab]", "[!a]", "**/"]
        var glob = ""
        for _ in 0..<Int.random(in: 1...count, using: &generator) { glob += pieces.randomElement(using: &generator)! }
        return glob
    }

    private static func randomPath(_ generator: inout SplitMix64, count: Int) -> String {
        String((0..<Int.random(in: 0...count, using: &generator)).map { _ in "ab/".randomElement(using: &generator)! })
    }

    @Test func theMatcherAgreesWithThePlainDefinitionOnRandomGlobs() {
        var generator = SplitMix64(seed: 0x6769_7469_676E)
        var compared = 0
        for _ in 0..<20_000 {
            let line = Self.randomGlob(&generator, count: 7)
            guard let pattern = GitignorePattern(line), !pattern.glob.isEmpty else { continue }
            let path = Self.randomPath(&generator, count: 9)
            let isFolder = Bool.random(using: &generator)
            let expected = PlainGlob.matches(pattern, Array(path.utf8), isFolder: isFolder)
            #expect(pattern.matches(path, isFolder: isFolder) == expected, "\(line) against \(path)")
            compared += 1
        }
        #expect(compared > 15_000)
    }

    /// `*a*a…*a*b` against a name of `a`s alone: no match, as no `b` ends it; the plain definition tries every way of
    /// splitting the `a`s among the stars first.
    @Test(arguments: [
        (String(repeating: "*a", count: 20) + "*b", false), (String(repeating: "*a", count: 20), true),
        (String(repeating: "*a", count: 21) + "[!a]", false),
        ("**/" + String(repeating: "*a", count: 15) + "*?b", false),
    ])
    func aPathologicalLineGetsItsAnswer(line: String, expected: Bool) throws {
        let pattern = try #require(GitignorePattern(line))
        let name = String(repeating: "a", count: 100)
        #expect(pattern.matches(name, isFolder: false) == expected)
        #expect(pattern.matches("x/y/" + name, isFolder: false) == expected)
    }
}

/// The glob of gitignore(5) as plain recursion, for the globs the random ones are made of (no ranges, no escapes):
/// what the matcher must agree with.
private enum PlainGlob {
    private static let star = UInt8(ascii: "*")
    private static let slash = UInt8(ascii: "/")

    static func matches(_ pattern: GitignorePattern, _ path: [UInt8], isFolder: Bool) -> Bool {
        if pattern.matchesFoldersOnly && !isFolder { return false }
        let text = pattern.isAnchored ? path : path.lastIndex(of: slash).map { Array(path[($0 + 1)...]) } ?? path
        return glob(pattern.glob, 0, text, 0)
    }

    private static func glob(_ pattern: [UInt8], _ p: Int, _ text: [UInt8], _ t: Int) -> Bool {
        guard p < pattern.count else { return t == text.count }
        let byte = pattern[p]
        if byte == star {
            let isDouble = p + 1 < pattern.count && pattern[p + 1] == star
            let startsComponent = p == 0 || pattern[p - 1] == slash
            let endsComponent = p + 2 == pattern.count || (p + 2 < pattern.count && pattern[p + 2] == slash)
            if isDouble && startsComponent && endsComponent {
                if p + 2 == pattern.count { return true }
                // `**/`: the rest after zero or more whole components.
                var start = t
                while true {
                    if glob(pattern, p + 3, text, start) { return true }
                    guard let next = text[start...].firstIndex(of: slash) else { return false }
                    start = next + 1
                }
            }
            // `*`, or `**` within a component: any run without a `/`.
            let next = isDouble ? p + 2 : p + 1
            var end = t
            while true {
                if glob(pattern, next, text, end) { return true }
                guard end < text.count, text[end] != slash else { return false }
                end += 1
            }
        }
        guard t < text.count, text[t] != slash || byte == slash else { return false }
        if byte == UInt8(ascii: "?") { return glob(pattern, p + 1, text, t + 1) }
        if byte == UInt8(ascii: "[") {
            var index = p + 1
            let negated = index < pattern.count && pattern[index] == UInt8(ascii: "!")
            if negated { index += 1 }
            guard let close = pattern[(index + 1)...].firstIndex(of: UInt8(ascii: "]")) else {
                return text[t] == byte && glob(pattern, p + 1, text, t + 1)
            }
            return pattern[index..<close].contains(text[t]) != negated && glob(pattern, close + 1, text, t + 1)
        }
        return text[t] == byte && glob(pattern, p + 1, text, t + 1)
    }
}
