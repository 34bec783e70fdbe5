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
        Self.farEdgeOfNextWord(in: storage.clusters(from: position), edge: \.upperBound) ?? storage.endPosition
    }

    /// The start of the previous word: skips the spaces and punctuation before `position`, then the word before
    /// them. The start of the text if no word precedes.
    /// - Parameter position: A cluster boundary of the text.
    /// - Complexity: O(log n + distance moved).
    package func wordStart(before position: TextPosition) -> TextPosition {
        Self.farEdgeOfNextWord(in: storage.clustersBackward(from: position), edge: \.lowerBound) ?? .start
    }

    /// The far edge of the first word `clusters` reach, read in their direction: past the spaces and punctuation,
    /// then through the word (a joiner between two word clusters keeps it going); nil when no word comes.
    private static func farEdgeOfNextWord(
        in clusters: some IteratorProtocol<TextStorage.Cluster>, edge: KeyPath<Range<TextPosition>, TextPosition>
    ) -> TextPosition? {
        var clusters = clusters
        var current = clusters.next()
        while let cluster = current, wordClass(of: cluster.character) != .word {
            current = clusters.next()
        }
        guard var far = current?.range[keyPath: edge] else { return nil }
        while let next = clusters.next() {
            if wordClass(of: next.character) == .word {
                far = next.range[keyPath: edge]
            } else if isWordJoiner(next.character), let beyond = clusters.next(),
                wordClass(of: beyond.character) == .word
            {
                far = beyond.range[keyPath: edge]
            } else {
                break
            }
        }
        return far
    }
}
