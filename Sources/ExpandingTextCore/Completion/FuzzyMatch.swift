/// How well a query matches a label, fuzzy: the query's characters in the label in order, not necessarily
/// together, ignoring case.
///
/// A match earns points for each character, more for one that starts a word or a path component or follows the
/// previous match directly, and loses a few for each gap; the best placement of the query's characters is the one
/// reported, with the characters it matched.
///
/// ```swift
/// FuzzyMatch(query: "mai", label: "src/main.swift")?.matchedCharacters   // [4, 5, 6]
/// FuzzyMatch(query: "mai", label: "src/model.swift")                     // nil
/// ```
package struct FuzzyMatch: Sendable, Equatable {
    /// Higher is better.
    package var score: Int
    /// The offsets, in characters of the label, of the characters the query matched, ascending.
    package var matchedCharacters: [Int]

    private static let pointsPerCharacter = 16
    private static let consecutiveBonus = 4
    private static let gapStart = -3
    private static let gapExtension = -1

    /// Matches `query` against `label`, or nil when the label does not hold the query's characters in order.
    package init?(query: String, label: String) {
        self.init(query: FoldedText(query), label: FoldedText(label))
    }

    /// Matches a folded query against a folded label (see ``FoldedText``), for ranking many labels.
    package init?(query: FoldedText, label: FoldedText) {
        let needle = query.scalars
        let haystack = label.scalars
        guard !needle.isEmpty else {
            self.init(score: 0, matchedCharacters: [])
            return
        }
        guard Self.holdsInOrder(needle, in: haystack) else { return nil }
        let rows = needle.count
        let columns = haystack.count
        let unmatched = Int.min / 4
        // score[i * columns + j]: the best score of needle[0...i] with needle[i] matched at haystack[j];
        // from[...]: where needle[i - 1] was matched on that best path.
        var score = [Int](repeating: unmatched, count: rows * columns)
        var from = [Int](repeating: -1, count: rows * columns)
        for j in 0..<columns where haystack[j] == needle[0] {
            score[j] = Self.pointsPerCharacter + 2 * Int(label.bonus[j])
        }
        for i in 1..<rows {
            // The best score of needle[i - 1] matched at some k <= j - 2, minus the gap up to j.
            var gapped = unmatched
            var gappedFrom = -1
            for j in i..<columns {
                if j >= 2 {
                    let candidate = score[(i - 1) * columns + j - 2] + Self.gapStart
                    gapped += Self.gapExtension
                    if candidate > gapped {
                        gapped = candidate
                        gappedFrom = j - 2
                    }
                }
                guard haystack[j] == needle[i] else { continue }
                let adjacent = score[(i - 1) * columns + j - 1]
                let viaAdjacent = adjacent > unmatched ? adjacent + Self.consecutiveBonus : unmatched
                let best = max(viaAdjacent, gapped)
                guard best > unmatched else { continue }
                score[i * columns + j] = best + Self.pointsPerCharacter + Int(label.bonus[j])
                from[i * columns + j] = viaAdjacent >= gapped ? j - 1 : gappedFrom
            }
        }
        let last = (rows - 1) * columns
        var end = -1
        for j in 0..<columns where score[last + j] > unmatched && (end < 0 || score[last + j] > score[last + end]) {
            end = j
        }
        guard end >= 0 else { return nil }
        var matched = [Int](repeating: 0, count: rows)
        var column = end
        for i in stride(from: rows - 1, through: 0, by: -1) {
            matched[i] = column
            column = from[i * columns + column]
        }
        self.init(score: score[last + end], matchedCharacters: label.characterOffsets(ofScalars: matched))
    }

    /// The score `init(query:label:)` gives, without the matched characters: for ranking
    /// many labels, `scratch` reused from one call to the next; nil when the label does not hold the query.
    ///
    /// - Complexity: O(*q* · *n*) for a query of *q* scalars and a label of *n*, and O(*n*) when the label does not
    ///   hold the query's scalars in order.
    package static func score(query: FoldedText, label: FoldedText, scratch: inout [Int]) -> Int? {
        let needle = query.scalars
        let haystack = label.scalars
        guard !needle.isEmpty else { return 0 }
        guard holdsInOrder(needle, in: haystack) else { return nil }
        let columns = haystack.count
        let unmatched = Int.min / 4
        if scratch.count < 2 * columns { scratch = [Int](repeating: unmatched, count: 2 * columns) }
        // Two rows of the table `init(query:label:)` keeps whole: the previous query scalar's and this one's.
        var previous = 0
        var current = columns
        for j in 0..<columns {
            scratch[j] = haystack[j] == needle[0] ? pointsPerCharacter + 2 * Int(label.bonus[j]) : unmatched
        }
        for i in 1..<needle.count {
            var gapped = unmatched
            for j in 0..<columns {
                scratch[current + j] = unmatched
                guard j >= i else { continue }
                if j >= 2 {
                    gapped = max(gapped + gapExtension, scratch[previous + j - 2] + gapStart)
                }
                guard haystack[j] == needle[i] else { continue }
                let adjacent = scratch[previous + j - 1]
                let best = max(adjacent > unmatched ? adjacent + consecutiveBonus : unmatched, gapped)
                guard best > unmatched else { continue }
                scratch[current + j] = best + pointsPerCharacter + Int(label.bonus[j])
            }
            swap(&previous, &current)
        }
        var best = unmatched
        for j in 0..<columns { best = max(best, scratch[previous + j]) }
        return best > unmatched ? best : nil
    }

    private init(score: Int, matchedCharacters: [Int]) {
        self.score = score
        self.matchedCharacters = matchedCharacters
    }

    /// Whether `needle` occurs in `haystack` in order: the quick test that rules most labels out.
    static func holdsInOrder(_ needle: [UInt32], in haystack: [UInt32]) -> Bool {
        var next = 0
        for scalar in haystack where scalar == needle[next] {
            next += 1
            if next == needle.count { return true }
        }
        return false
    }
}

/// A text prepared for fuzzy matching: its scalars folded (in lower case, without accents), the bonus a match earns
/// at each (at the start of a word or a path component), and where each character starts.
///
/// Folding takes each scalar to the starter its canonical decomposition begins with and drops nonspacing marks,
/// so `naive` and `resume` find `naïve` and `résumé`, written precomposed or with combining accents.
package struct FoldedText: Sendable {
    package let scalars: [UInt32]
    /// Small numbers, kept small: a list of 100,000 paths holds millions of these.
    let bonus: [UInt8]
    /// For each scalar, the offset of the character it belongs to.
    private let characterOfScalar: [Int32]

    package init(_ text: String) {
        // Paths and commands are ASCII: their bytes are their scalars and characters (but for CR LF, one
        // character), and need no grapheme breaking or property tables; a list of 100,000 is prepared in a third
        // of the time.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            self.init(ascii: text)
        } else {
            self.init(anyText: text)
        }
    }

    /// Folds an ASCII text without a carriage return, as `init(anyText:)` does, byte by byte.
    init(ascii text: String) {
        var scalars: [UInt32] = []
        var bonus: [UInt8] = []
        scalars.reserveCapacity(text.utf8.count)
        bonus.reserveCapacity(text.utf8.count)
        var previous: UInt8?
        for byte in text.utf8 {
            scalars.append(UInt32(Self.isUppercase(byte) ? byte + 0x20 : byte))
            bonus.append(Self.bonus(of: byte, after: previous))
            previous = byte
        }
        self.scalars = scalars
        self.bonus = bonus
        self.characterOfScalar = (0..<Int32(scalars.count)).map { $0 }
    }

    /// Folds any text, scalar by scalar within its characters; a character of marks alone folds to nothing.
    init(anyText text: String) {
        var scalars: [UInt32] = []
        var bonus: [UInt8] = []
        var characterOfScalar: [Int32] = []
        scalars.reserveCapacity(text.utf8.count)
        var previous: Unicode.Scalar?
        for (offset, character) in text.enumerated() {
            // An accent apart from its letter is dropped as the one inside a precomposed letter is (`folded(_:)`);
            // the letter keeps its character's offset, so the matched characters stay those of the text.
            for scalar in character.unicodeScalars where scalar.properties.generalCategory != .nonspacingMark {
                scalars.append(Self.folded(scalar))
                bonus.append(Self.bonus(of: scalar, after: previous))
                characterOfScalar.append(Int32(clamping: offset))
                previous = scalar
            }
        }
        self.scalars = scalars
        self.bonus = bonus
        self.characterOfScalar = characterOfScalar
    }

    /// The character offsets of the given scalar offsets, without repeats.
    func characterOffsets(ofScalars offsets: [Int]) -> [Int] {
        var characters: [Int] = []
        for offset in offsets where characters.last != Int(characterOfScalar[offset]) {
            characters.append(Int(characterOfScalar[offset]))
        }
        return characters
    }

    /// A scalar in lower case, and without its accents when it is a precomposed letter.
    private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        // The standard library has no canonical decomposition (Foundation's `decomposedStringWithCanonicalMapping`
        // is not for Core), and no scalar property holds one; a hand-made table would know Latin letters only.
        // Core's generated tables map every precomposed letter, of any script, to the starter it decomposes to
        // when the rest is nonspacing marks: Unicode 15.0's data, the same on every toolchain.
        var base = scalar
        if !scalar.isASCII, let value = UnicodeTables.canonicalBase(scalar.value) {
            base = Unicode.Scalar(value) ?? scalar
        }
        if base.isASCII {
            let value = base.value
            return (0x41...0x5A).contains(value) ? value + 0x20 : value
        }
        let lower = base.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first!.value : base.value
    }

    /// The bonus `bonus(of:after:)` gives, for ASCII bytes.
    private static func bonus(of byte: UInt8, after previous: UInt8?) -> UInt8 {
        guard let previous else { return 10 }
        if previous == UInt8(ascii: "/") || previous == UInt8(ascii: "\\") { return 10 }
        if isWordByte(byte) && !isWordByte(previous) { return 8 }
        if isUppercase(byte) && (0x61...0x7A).contains(previous) { return 7 }
        return 0
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }

    /// A letter or a digit: ASCII's alphabetic and numeric scalars.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isUppercase(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
    }

    /// A match at the start of the text or of a path component earns most, one at the start of a word or at a
    /// lower-to-upper case change a little less.
    private static func bonus(of scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> UInt8 {
        guard let previous else { return 10 }
        if previous == "/" || previous == "\\" { return 10 }
        let isWordScalar = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        let previousIsWordScalar = previous.properties.isAlphabetic || previous.properties.numericType != nil
        if isWordScalar && !previousIsWordScalar { return 8 }
        if scalar.properties.isUppercase && previous.properties.isLowercase { return 7 }
        return 0
    }
}
