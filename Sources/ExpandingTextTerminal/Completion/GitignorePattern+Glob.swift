// MARK: - Globs

extension GitignorePattern {
    /// Whether a glob without a `**` component matches `text`. Each `*` stays within a component, so the glob's
    /// `/`s meet the path's in order, and within a component only the last `*` need be tried further: when the rest
    /// of the glob fails, that `*` takes one byte more and the rest is tried again from there.
    static func globInOnePass(_ pattern: [UInt8], matches text: [UInt8]) -> Bool {
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
    static func matchOne(_ pattern: [UInt8], _ p: Int, _ text: [UInt8], _ t: Int) -> (Int, Int)? {
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
    struct Failures {
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

    /// Whether `pattern[p...]` matches `text[t...]`, remembering where it does not: a `*` tries the rest of the glob
    /// at each place it may end, and without the record the same places would be tried again for each earlier `*`.
    static func glob(
        _ pattern: [UInt8], _ p: Int, matches text: [UInt8], _ t: Int, remembering failures: inout Failures
    ) -> Bool {
        if failures.contains(p, t) { return false }
        let matched = globOnce(pattern, p, matches: text, t, remembering: &failures)
        if !matched { failures.insert(p, t) }
        return matched
    }

    static func globOnce(
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
    static func literalBytes(of pattern: [UInt8]) -> [ByteCount] {
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
    static func endOfScalar(in text: [UInt8], from index: Int) -> Int {
        var end = index + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    /// Matches one byte against the class `[...]` at `p`: whether it matched, and the index after the class; nil
    /// when the class is not closed.
    static func matchClass(_ pattern: [UInt8], _ p: Int, _ byte: UInt8) -> (Bool, Int)? {
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
