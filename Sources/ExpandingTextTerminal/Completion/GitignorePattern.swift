/// One pattern of a `.gitignore` file (or `.git/info/exclude`), as gitignore(5) documents them: `*`, `?` and
/// `[...]` within a path component, `**` across components, `!` to re-include, a trailing `/` for folders only, and a
/// `/` at the start or in the middle to anchor the pattern to its file's folder.
///
/// ```swift
/// GitignorePattern("build/")?.matches("build", isFolder: true)        // true
/// GitignorePattern("/docs/*.md")?.matches("docs/a.md", isFolder: false) // true
/// GitignorePattern("**/tmp")?.matches("a/b/tmp", isFolder: true)       // true
/// ```
package struct GitignorePattern: Hashable, Sendable {
    /// Whether a match re-includes what an earlier pattern excluded (`!`).
    package let isNegated: Bool
    /// Whether only folders match (a trailing `/`).
    package let matchesFoldersOnly: Bool
    /// Whether the pattern is matched against the whole path from its file's folder, else against the last component.
    package let isAnchored: Bool
    /// The glob, without `!`, a leading `/` or a trailing `/`.
    package let glob: [UInt8]
    /// The bytes every match starts and ends with: the glob's plain text before its first wildcard and after its
    /// last, so that most paths are told apart without matching.
    private let literalPrefix: [UInt8]
    private let literalSuffix: [UInt8]
    /// Whether the glob has a `**` that is a whole component, spanning folders: only such a glob is matched by
    /// trying places and remembering failures; any other is matched in one pass.
    private let hasFolderWildcard: Bool
    /// The bytes every matching text holds, each with how many times at least: the glob's literal bytes outside
    /// wildcards and classes, but for `/` (a `**/` may stand for none). The last is the glob's last literal byte.
    package let requiredBytes: [ByteCount]

    /// A byte and how many times a text holds it.
    package struct ByteCount: Hashable, Sendable {
        package var byte: UInt8
        package var count: Int32
    }

    /// Parses one line; nil for a blank line or a comment.
    package init?(_ line: Substring) {
        var bytes = Array(line.utf8)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        // Trailing spaces are ignored unless escaped with a backslash.
        while bytes.last == UInt8(ascii: " "), !(bytes.count >= 2 && bytes[bytes.count - 2] == UInt8(ascii: "\\")) {
            bytes.removeLast()
        }
        guard let first = bytes.first, first != UInt8(ascii: "#") else { return nil }
        isNegated = first == UInt8(ascii: "!")
        if isNegated { bytes.removeFirst() }
        if bytes.first == UInt8(ascii: "\\"), let next = bytes.dropFirst().first,
            next == UInt8(ascii: "#") || next == UInt8(ascii: "!")
        {
            bytes.removeFirst()
        }
        matchesFoldersOnly = bytes.last == UInt8(ascii: "/")
        if matchesFoldersOnly { bytes.removeLast() }
        isAnchored = bytes.contains(UInt8(ascii: "/"))
        if bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
        guard !bytes.isEmpty else { return nil }
        glob = bytes
        let special: Set<UInt8> = [Self.star, UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "\\")]
        let firstSpecial = bytes.firstIndex { special.contains($0) }
        literalPrefix = Array(bytes[..<(firstSpecial ?? bytes.count)])
        let lastSpecial = bytes.lastIndex { special.contains($0) }
        // After an escape or a class the next bytes may be what it stands for: only a plain tail is kept.
        let tailIsPlain = lastSpecial.map { bytes[$0] == Self.star } ?? true
        var tailStart = (lastSpecial ?? bytes.count) + 1
        // `**/` may stand for no folder at all: then the `/` after it is not in the path either.
        if let last = lastSpecial, last > 0, bytes[last - 1] == Self.star, tailStart < bytes.count,
            bytes[tailStart] == Self.slash
        {
            tailStart += 1
        }
        literalSuffix = firstSpecial == nil || !tailIsPlain ? [] : Array(bytes[min(tailStart, bytes.count)...])
        requiredBytes = Self.literalBytes(of: bytes)
        hasFolderWildcard = bytes.indices.dropLast().contains { index in
            bytes[index] == Self.star && bytes[index + 1] == Self.star
                && (index == 0 || bytes[index - 1] == Self.slash)
                && (index + 2 == bytes.count || bytes[index + 2] == Self.slash)
        }
    }

    package init?(_ line: String) {
        self.init(Substring(line))
    }

    /// Whether the pattern matches `path`, relative to the folder of the pattern's file, components joined by `/`.
    package func matches(_ path: String, isFolder: Bool) -> Bool {
        matches(Array(path.utf8), isFolder: isFolder)
    }

    /// Whether the pattern matches `path`, given as UTF-8.
    ///
    /// - Complexity: For a glob of *m* bytes and a path of *n*: O(*m* × *n*) at worst, and mostly O(*n*), in one
    ///   pass that only ever goes back to the last `*`; with a `**` component, O(*m* × *n*²) at worst, as each place
    ///   in the glob is tried at each place in the path at most once. No pattern makes it backtrack exponentially.
    package func matches(_ path: [UInt8], isFolder: Bool) -> Bool {
        if matchesFoldersOnly && !isFolder { return false }
        let text = isAnchored ? path : path.lastIndex(of: Self.slash).map { Array(path[($0 + 1)...]) } ?? path
        guard text.starts(with: literalPrefix), text.count >= literalPrefix.count + literalSuffix.count,
            text.reversed().starts(with: literalSuffix.reversed())
        else { return false }
        guard hasFolderWildcard else { return Self.globInOnePass(glob, matches: text) }
        var failures = Failures(patternCount: glob.count, textCount: text.count)
        return Self.glob(glob, 0, matches: text, 0, remembering: &failures)
    }

    /// Whether a glob without a `**` component matches `text`. Each `*` stays within a component, so the glob's
    /// `/`s meet the path's in order, and within a component only the last `*` need be tried further: when the rest
    /// of the glob fails, that `*` takes one byte more and the rest is tried again from there.
    private static func globInOnePass(_ pattern: [UInt8], matches text: [UInt8]) -> Bool {
        var p = 0
        var t = 0
        // The last `*` met: where the glob goes on after it, and where in the text its match ends now.
        var lastStar: (after: Int, end: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == star {
                while p < pattern.count, pattern[p] == star { p += 1 }
                lastStar = (p, t)
                continue
            }
            if p < pattern.count, let next = matchOne(pattern, p, text, t) {
                (p, t) = next
                continue
            }
            guard let star = lastStar, text[star.end] != slash else { return false }
            lastStar = (star.after, star.end + 1)
            (p, t) = (star.after, star.end + 1)
        }
        while p < pattern.count, pattern[p] == star { p += 1 }
        return p == pattern.count
    }

    /// Matches the one glob item at `p` (not a `*`) against the text at `t`: the places after both, or nil.
    private static func matchOne(_ pattern: [UInt8], _ p: Int, _ text: [UInt8], _ t: Int) -> (Int, Int)? {
        let byte = pattern[p]
        guard text[t] != slash || byte == slash else { return nil }
        switch byte {
        case UInt8(ascii: "?"):
            return (p + 1, endOfScalar(in: text, from: t))
        case UInt8(ascii: "["):
            guard let (matched, after) = matchClass(pattern, p, text[t]) else {
                return text[t] == byte ? (p + 1, t + 1) : nil
            }
            return matched ? (after, t + 1) : nil
        case UInt8(ascii: "\\") where p + 1 < pattern.count:
            return text[t] == pattern[p + 1] ? (p + 2, t + 1) : nil
        default:
            return text[t] == byte ? (p + 1, t + 1) : nil
        }
    }

    /// The places of a glob and a path already found not to match from, one bit each.
    private struct Failures {
        private var bits: [UInt64]
        private let width: Int

        init(patternCount: Int, textCount: Int) {
            width = textCount + 1
            bits = patternCount == 0 ? [] : Array(repeating: 0, count: ((patternCount + 1) * width + 63) / 64)
        }

        func contains(_ p: Int, _ t: Int) -> Bool {
            guard !bits.isEmpty else { return false }
            let index = p * width + t
            return bits[index / 64] & (1 << (index % 64)) != 0
        }

        mutating func insert(_ p: Int, _ t: Int) {
            guard !bits.isEmpty else { return }
            let index = p * width + t
            bits[index / 64] |= 1 << (index % 64)
        }
    }

    // MARK: - Globs

    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")

    /// Whether `pattern[p...]` matches `text[t...]`, remembering where it does not: a `*` tries the rest of the glob
    /// at each place it may end, and without the record the same places would be tried again for each earlier `*`.
    private static func glob(
        _ pattern: [UInt8], _ p: Int, matches text: [UInt8], _ t: Int, remembering failures: inout Failures
    ) -> Bool {
        if failures.contains(p, t) { return false }
        let matched = globOnce(pattern, p, matches: text, t, remembering: &failures)
        if !matched { failures.insert(p, t) }
        return matched
    }

    private static func globOnce(
        _ pattern: [UInt8], _ p: Int, matches text: [UInt8], _ t: Int, remembering failures: inout Failures
    ) -> Bool {
        var p = p
        var t = t
        while p < pattern.count {
            let byte = pattern[p]
            if byte == star {
                let isDouble = p + 1 < pattern.count && pattern[p + 1] == star
                let startsComponent = p == 0 || pattern[p - 1] == slash
                let endsComponent = p + 2 == pattern.count || (p + 2 < pattern.count && pattern[p + 2] == slash)
                // Only a `**` that is a whole component spans folders; elsewhere it is a `*`.
                if isDouble && startsComponent && endsComponent {
                    var next = p + 2
                    if next == pattern.count { return true }  // `**` at the end: everything inside
                    next += 1
                    // `**/`: zero or more whole components.
                    var start = t
                    while true {
                        if glob(pattern, next, matches: text, start, remembering: &failures) { return true }
                        guard let slashIndex = text[start...].firstIndex(of: slash) else { return false }
                        start = slashIndex + 1
                    }
                }
                // `*` (or a `**` inside a component): any run without `/`.
                if isDouble { p += 1 }
                var end = t
                while true {
                    if glob(pattern, p + 1, matches: text, end, remembering: &failures) { return true }
                    guard end < text.count, text[end] != slash else { return false }
                    end += 1
                }
            }
            guard t < text.count, text[t] != slash || byte == slash else { return false }
            switch byte {
            case UInt8(ascii: "?"):
                t = endOfScalar(in: text, from: t)
                p += 1
            case UInt8(ascii: "["):
                guard let (matched, after) = matchClass(pattern, p, text[t]) else {
                    // An unclosed `[` is a literal.
                    guard text[t] == byte else { return false }
                    t += 1
                    p += 1
                    continue
                }
                guard matched else { return false }
                t += 1
                p = after
            case UInt8(ascii: "\\") where p + 1 < pattern.count:
                guard text[t] == pattern[p + 1] else { return false }
                t += 1
                p += 2
            default:
                guard text[t] == byte else { return false }
                t += 1
                p += 1
            }
        }
        return t == text.count
    }

    /// The literal bytes of a glob but `/`, with their counts, ordered by where each last appears.
    private static func literalBytes(of pattern: [UInt8]) -> [ByteCount] {
        var literals: [UInt8] = []
        var p = 0
        while p < pattern.count {
            switch pattern[p] {
            case star, UInt8(ascii: "?"):
                p += 1
            case UInt8(ascii: "["):
                if let (_, after) = matchClass(pattern, p, 0) {
                    p = after
                } else {
                    literals.append(pattern[p])
                    p += 1
                }
            case UInt8(ascii: "\\") where p + 1 < pattern.count:
                literals.append(pattern[p + 1])
                p += 2
            default:
                literals.append(pattern[p])
                p += 1
            }
        }
        var counts: [UInt8: Int32] = [:]
        for byte in literals where byte != slash { counts[byte, default: 0] += 1 }
        var ordered: [ByteCount] = []
        for byte in literals.reversed() where byte != slash {
            guard let count = counts.removeValue(forKey: byte) else { continue }
            ordered.append(ByteCount(byte: byte, count: count))
        }
        return ordered.reversed()
    }

    /// The index after the UTF-8 sequence that starts at `index`.
    private static func endOfScalar(in text: [UInt8], from index: Int) -> Int {
        var end = index + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    /// Matches one byte against the class `[...]` at `p`: whether it matched, and the index after the class; nil
    /// when the class is not closed.
    private static func matchClass(_ pattern: [UInt8], _ p: Int, _ byte: UInt8) -> (Bool, Int)? {
        var index = p + 1
        let negated =
            index < pattern.count && (pattern[index] == UInt8(ascii: "!") || pattern[index] == UInt8(ascii: "^"))
        if negated { index += 1 }
        var matched = false
        var first = true
        while index < pattern.count {
            let current = pattern[index]
            if current == UInt8(ascii: "]") && !first { return (matched != negated, index + 1) }
            first = false
            if index + 2 < pattern.count, pattern[index + 1] == UInt8(ascii: "-"),
                pattern[index + 2] != UInt8(ascii: "]")
            {
                if current <= pattern[index + 2], (current...pattern[index + 2]).contains(byte) { matched = true }
                index += 3
            } else {
                if current == byte { matched = true }
                index += 1
            }
        }
        return nil
    }
}
