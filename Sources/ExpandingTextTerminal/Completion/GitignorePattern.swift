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

    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
}
