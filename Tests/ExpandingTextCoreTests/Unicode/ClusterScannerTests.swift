import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextCore

/// The layout's cluster scanner against the toolchain's `Character`s and `DisplayWidth`.
@Suite struct ClusterScannerTests {
    /// Every scalar of the planes in use (and a sample of the others).
    static var scalars: [Unicode.Scalar] {
        let values =
            Array(0...0x3_FFFF) + Array(stride(from: 0x4_0000, to: 0xE_0000, by: 61)) + Array(0xE_0000...0xE_FFFF)
            + Array(stride(from: 0xF_0000, through: 0x10_FFFF, by: 61))
        return values.compactMap { Unicode.Scalar(UInt32($0)) }
    }

    @Test func singleScalarClassesMatchDisplayWidth() {
        var mismatches: [String] = []
        for scalar in Self.scalars {
            let character = Character(scalar)
            let expected: ClusterClass
            switch scalar.value {
            case 0x20: expected = .space
            case 0x09: expected = .tab
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: expected = .lineBreak
            default: expected = .cells(DisplayWidth.of(character))
            }
            if ClusterScanner.scalarClass(scalar.value) != expected {
                mismatches.append("U+\(String(scalar.value, radix: 16))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) scalars differ, first \(mismatches.prefix(10))")
    }

    @Test func fastPathScalarsAlwaysBreakBetweenEachOther() {
        let fast = Self.scalars.filter { ClusterScanner.alwaysBreaksWhenPaired($0.value) }
        // Pair each with a spread of others (and itself); CR LF is the one pair the caller excludes.
        let partners = stride(from: 0, to: fast.count, by: 1_999).map { fast[$0] }
        var joined: [String] = []
        for scalar in fast where scalar.value != 0x0D {
            for partner in partners + [scalar] {
                var pair = String(Character(scalar))
                pair.unicodeScalars.append(partner)
                if pair.count != 2 {
                    joined.append("U+\(String(scalar.value, radix: 16)) U+\(String(partner.value, radix: 16))")
                }
            }
            if joined.count > 10 { break }
        }
        #expect(joined.isEmpty, "pairs forming one cluster: \(joined)")
    }

    /// Every scalar before an ASCII character, and every emoji before a skin tone or VS16 and then ASCII: the
    /// scanner's shortcuts for these must give the toolchain's clusters and `DisplayWidth`'s cells.
    @Test(arguments: ["a", " ", "1", "\n", "\u{1F600}", "\u{2764}", "\u{1F1EB}", "\u{200D}\u{1F680}"])
    func scalarsBeforeASCIIMatchTheToolchain(follower: String) {
        var mismatches: [String] = []
        for scalar in Self.scalars {
            var texts = [String(scalar) + follower]
            if scalar.properties.isEmoji {
                texts += ["\u{1F3FD}", "\u{FE0F}", "\u{1F3FB}\u{FE0F}"].map { String(scalar) + $0 + follower }
            }
            for text in texts {
                text.utf8.withContiguousStorageIfAvailable { buffer in
                    let (length, kind) = ClusterScanner.cluster(at: 0, in: buffer, of: text[...])
                    let first = text.first!
                    var cellsMatch = true
                    if case .cells(let cells) = kind { cellsMatch = cells == DisplayWidth.of(first) }
                    if length != first.utf8.count || !cellsMatch, mismatches.count < 10 {
                        mismatches.append(scalarDump(text))
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func clustersAreTheToolchainsCharacters(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let text =
                IncrementalLayoutTests.randomText(pieces: 30, using: &generator) + RandomText.make(using: &generator)
            var scanned: [Int] = []
            text.utf8.withContiguousStorageIfAvailable { buffer in
                var index = 0
                while index < buffer.count {
                    let (length, kind) = ClusterScanner.cluster(at: index, in: buffer, of: text[...])
                    scanned.append(length)
                    let character = String(decoding: buffer[index..<index + length], as: UTF8.self)
                    if case .cells(let cells) = kind {
                        #expect(cells == DisplayWidth.of(Character(character)), "\(scalarDump(character))")
                    }
                    index += length
                }
            }
            #expect(scanned == text.map(\.utf8.count), "seed \(seed): \(scalarDump(text))")
        }
    }
}
