// The word rule, used by word movement, word deletion and typing coalescing.
//
// A cluster is classified by the Unicode 15.0 line-break class of its first scalar (from the generated tables,
// never the toolchain's Unicode data):
// - word: AL (letters and most symbols, also AI, SG, XX and SA letters after LB1), HL, NU, ID (ideographs, most
//   emoji), EB, EM, RI (flags), NS (small kana, the prolonged sound mark, iteration marks: parts of Japanese
//   words), the Hangul classes JL, JV, JT, H2, H3, and CM/ZWJ (a mark with no base before it);
// - space: SP, the line breaks (BK, CR, LF, NL), ZW, TAB, and the no-break and ideographic spaces U+00A0, U+2007,
//   U+202F, U+3000 (glue or ideographic for line breaking, but spaces between words);
// - punctuation: everything else (OP, CL, CP, QU, IS, SY, HY, BA, BB, B2, EX, PR, PO, IN, GL, WJ, CB).
// A word is a maximal run of word clusters; an apostrophe (U+0027, U+2019) or a full stop between two word
// clusters belongs to the word ("don't", "3.14", "e.g").

extension TextEditor {
    /// How the word rule sees a cluster.
    package enum WordClass: Sendable {
        case word
        case space
        case punctuation
    }

    /// The word class of a cluster, from the line-break class of its first scalar.
    package static func wordClass(of cluster: Character) -> WordClass {
        guard let scalar = cluster.unicodeScalars.first else { return .punctuation }
        switch scalar.value {
        case 0x09, 0xA0, 0x2007, 0x202F, 0x3000:
            return .space
        default:
            break
        }
        switch LineBreakClass(scalar) {
        case .al, .hl, .nu, .id, .eb, .em, .ri, .ns, .jl, .jv, .jt, .h2, .h3, .cm, .zwj:
            return .word
        case .sp, .bk, .cr, .lf, .nl, .zw:
            return .space
        default:
            return .punctuation
        }
    }

    /// Whether a cluster joins two word clusters on either side of it into one word.
    private static func isWordJoiner(_ cluster: Character) -> Bool {
        cluster == "'" || cluster == "\u{2019}" || cluster == "."
    }

    /// The end of the next word: skips the spaces and punctuation after `position`, then the word after them.
    /// The end of the text if no word follows.
    /// - Parameter position: A cluster boundary of the text.
    /// - Complexity: O(log n + distance moved).
    package func wordEnd(after position: TextPosition) -> TextPosition {
        var clusters = storage.clusters(from: position)
        var current = clusters.next()
        while let cluster = current, Self.wordClass(of: cluster.character) != .word {
            current = clusters.next()
        }
        guard var end = current?.range.upperBound else { return storage.endPosition }
        while let next = clusters.next() {
            if Self.wordClass(of: next.character) == .word {
                end = next.range.upperBound
            } else if Self.isWordJoiner(next.character), let after = clusters.next(),
                Self.wordClass(of: after.character) == .word
            {
                end = after.range.upperBound
            } else {
                break
            }
        }
        return end
    }

    /// The start of the previous word: skips the spaces and punctuation before `position`, then the word before
    /// them. The start of the text if no word precedes.
    /// - Parameter position: A cluster boundary of the text.
    /// - Complexity: O(log n + distance moved).
    package func wordStart(before position: TextPosition) -> TextPosition {
        var clusters = storage.clustersBackward(from: position)
        var current = clusters.next()
        while let cluster = current, Self.wordClass(of: cluster.character) != .word {
            current = clusters.next()
        }
        guard var start = current?.range.lowerBound else { return .start }
        while let previous = clusters.next() {
            if Self.wordClass(of: previous.character) == .word {
                start = previous.range.lowerBound
            } else if Self.isWordJoiner(previous.character), let before = clusters.next(),
                Self.wordClass(of: before.character) == .word
            {
                start = before.range.lowerBound
            } else {
                break
            }
        }
        return start
    }
}
