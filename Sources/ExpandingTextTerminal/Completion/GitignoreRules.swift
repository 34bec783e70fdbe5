/// The ignore patterns that apply in one folder, in order, compiled so that a path is checked against the few that
/// could match it rather than against all.
///
/// Each pattern needs its literal bytes (outside `*`, `?` and classes) in the path it is matched against, as often as
/// it names them. A pattern is filed under one such byte; a path is tried only against the patterns filed under a
/// byte it holds (and those with no literal byte at all), and only against those whose byte counts it has. Identical
/// patterns of one file's folder count once: only the last one can decide. So a `.gitignore` of thousands of lines
/// costs each path about as much as its few relevant lines.
package final class GitignoreRules: Sendable {
    /// One pattern and the folder of its file, as a path from the top of the tree (empty at the top).
    package struct Rule: Hashable, Sendable {
        package var base: [UInt8]
        package var pattern: GitignorePattern

        /// The rules of an ignore file's text, whose folder is `base`: one a line, blank lines and comments left out.
        package static func parsing(_ text: String, base: [UInt8]) -> [Self] {
            text.split(separator: "\n").compactMap { line in
                GitignorePattern(line).map { Self(base: base, pattern: $0) }
            }
        }
    }

    /// The rules, later ones deciding over earlier ones, without those an identical later one makes moot.
    private let rules: [Rule]
    /// For each byte, the indices of the rules filed under it, ascending; separately for the patterns matched against
    /// a path's last component and for those matched against the whole path.
    private let componentRules: [[Int32]]
    private let pathRules: [[Int32]]
    /// The indices of the rules without a literal byte, ascending.
    private let unfiledRules: [Int32]

    /// Compiles `rules`, in the order of their files and lines.
    package init(_ rules: [Rule]) {
        var seen: Set<Rule> = []
        var kept: [Rule] = []
        for rule in rules.reversed() where seen.insert(rule).inserted {
            kept.append(rule)
        }
        kept.reverse()
        var componentRules = [[Int32]](repeating: [], count: 256)
        var pathRules = [[Int32]](repeating: [], count: 256)
        var unfiledRules: [Int32] = []
        for (index, rule) in kept.enumerated() {
            guard let byte = rule.pattern.requiredBytes.last?.byte else {
                unfiledRules.append(Int32(index))
                continue
            }
            if rule.pattern.isAnchored {
                pathRules[Int(byte)].append(Int32(index))
            } else {
                componentRules[Int(byte)].append(Int32(index))
            }
        }
        self.rules = kept
        self.componentRules = componentRules
        self.pathRules = pathRules
        self.unfiledRules = unfiledRules
    }

    /// These rules followed by `more` (a deeper folder's `.gitignore`); these rules themselves when there are none.
    package func adding(_ more: [Rule]) -> GitignoreRules {
        more.isEmpty ? self : GitignoreRules(rules + more)
    }

    /// Whether the last rule that matches `path` excludes it (a `!` pattern re-includes).
    ///
    /// - Parameters:
    ///   - path: The path from the top of the tree, components joined by `/`, as UTF-8.
    ///   - isFolder: Whether it is a folder.
    /// - Complexity: O(*n*) for a path of *n* bytes to count its bytes, then the matching of the rules that could
    ///   match it.
    package func ignores(_ path: [UInt8], isFolder: Bool) -> Bool {
        if rules.isEmpty { return false }
        let componentStart = path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        var pathCounts = [Int32](repeating: 0, count: 256)
        var componentCounts = [Int32](repeating: 0, count: 256)
        for (index, byte) in path.enumerated() {
            pathCounts[Int(byte)] += 1
            if index >= componentStart { componentCounts[Int(byte)] += 1 }
        }
        var candidates = unfiledRules
        for byte in 0..<256 {
            if componentCounts[byte] > 0 { candidates += componentRules[byte] }
            if pathCounts[byte] > 0 { candidates += pathRules[byte] }
        }
        candidates.sort(by: >)
        for index in candidates {
            let rule = rules[Int(index)]
            let counts = rule.pattern.isAnchored ? pathCounts : componentCounts
            guard rule.pattern.requiredBytes.allSatisfy({ counts[Int($0.byte)] >= $0.count }) else { continue }
            let relative: [UInt8]
            if rule.base.isEmpty {
                relative = path
            } else {
                guard path.count > rule.base.count + 1, path.starts(with: rule.base),
                    path[rule.base.count] == UInt8(ascii: "/")
                else { continue }
                relative = Array(path[(rule.base.count + 1)...])
            }
            if rule.pattern.matches(relative, isFolder: isFolder) { return !rule.pattern.isNegated }
        }
        return false
    }
}
