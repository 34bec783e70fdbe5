import ExpandingTextTerminal

/// What a hostile `.gitignore` costs: the line that made the plain glob take exponential time, against the name it
/// nearly matches, and 5,000 such lines against 1,000 paths.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
enum GitignoreBenchmarks {
    /// Milliseconds for the worst line against a name of 100 `a`s (median of 101).
    static func run() -> Double {
        print("(g) gitignore: `*a*a…*a*b` (20 stars) against a name of 100 a's (median of 101); 5,000 such lines of")
        print("    varied length against 1,000 paths (median of 3)")
        let worst = GitignorePattern(String(repeating: "*a", count: 20) + "*b")!
        let name = Array(String(repeating: "a", count: 100).utf8)
        let single = Timing.median(repetitions: 101) { consume(worst.matches(name, isFolder: false)) }
        let lines = (0..<5_000).map { index in
            GitignorePattern(String(repeating: "*a", count: 5 + index % 20) + (index % 2 == 0 ? "*b" : "*[!a]"))!
        }
        let paths = (0..<1_000).map { index in
            Array(("src/part\(index % 10)/" + String(repeating: "a", count: 20 + index % 80)).utf8)
        }
        let many = Timing.median(repetitions: 3) {
            for path in paths { consume(lines.contains { $0.matches(path, isFolder: false) }) }
        }
        let milliseconds = Timing.seconds(single) * 1000
        let manyMilliseconds = Timing.seconds(many) * 1000
        print("    one line: \(format(milliseconds, decimals: 3)) ms; 5,000 × 1,000: \(format(manyMilliseconds)) ms")
        return milliseconds
    }
}
