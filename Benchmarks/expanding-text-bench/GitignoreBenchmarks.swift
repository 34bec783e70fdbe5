import ExpandingTextTerminal

/// What a hostile `.gitignore` costs: the line that made the plain glob take exponential time, and the same line
/// without the plain tail that rejects most names at once, against the name they nearly match; and 5,000 such lines
/// of varied length as one folder's rules, against 100,000 paths of a tree (1 in 100 a name of `a`s alone).
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum GitignoreBenchmarks {
    /// Milliseconds for the worst line against a name of 100 `a`s (median of 101), and for the 5,000 lines against
    /// the 100,000 paths (median of 3).
    static func run() -> (pathologicalMilliseconds: Double, lines5000Paths100kMilliseconds: Double) {
        print("(g) gitignore: `*a*a…*a*b` and `*a*a…*a*[!a]` (20 stars) against a name of 100 a's (the slower median")
        print("    of 101); 5,000 such lines of varied length as rules against 100,000 paths (median of 3)")
        // The line of the report, and the same without the plain tail that rejects most names at once.
        let worst = GitignorePattern(String(repeating: "*a", count: 20) + "*b")!
        let tailless = GitignorePattern(String(repeating: "*a", count: 20) + "*[!a]")!
        let name = Array(String(repeating: "a", count: 100).utf8)
        let single = max(
            Timing.median(repetitions: 101) { consume(worst.matches(name, isFolder: false)) },
            Timing.median(repetitions: 101) { consume(tailless.matches(name, isFolder: false)) })
        let lines = (0..<5_000).map { index in
            String(repeating: "*a", count: 5 + index % 20) + (index % 2 == 0 ? "*b" : "*[!a]")
        }
        let rules = GitignoreRules(GitignoreRules.Rule.parsing(lines.joined(separator: "\n"), base: []))
        let paths = (0..<100_000).map { index in
            let name = index % 100 == 0 ? String(repeating: "a", count: 20 + index % 80) : "file_\(index).txt"
            return Array("part\(index / 1_000)/\(name)".utf8)
        }
        let many = Timing.median(repetitions: 3) {
            for path in paths { consume(rules.ignores(path, isFolder: false)) }
        }
        let milliseconds = Timing.seconds(single) * 1000
        let manyMilliseconds = Timing.seconds(many) * 1000
        print("    one line: \(format(milliseconds, decimals: 3)) ms; 5,000 × 100,000: \(format(manyMilliseconds)) ms")
        return (milliseconds, manyMilliseconds)
    }
}
