// MARK: - Lookups

extension UnicodeTables {
    /// The line-break symbol of a code point: a `LineBreakClass` raw value, or `symbolOPEastAsian`,
    /// `symbolCPEastAsian` or `symbolUnassignedPictographic`.
    ///
    /// - Complexity: O(1): three loads from the generated three-stage table; ASCII reads stage 2 directly.
    @inline(__always)
    static func lineBreakSymbol(_ value: UInt32) -> UInt8 {
        let stage2 = lineBreakStage2.utf8Start
        // The code points 0-127 are stored first, so ASCII needs no lookup of its block.
        if value < 0x80 {
            return stage2[Int(value)] &- 0x20
        }
        let block = blockNumber(
            of: value, stage0: lineBreakStage0, stage1: lineBreakStage1, blockShift: lineBreakBlockShift,
            chunkShift: lineBreakChunkShift)
        let mask = (UInt32(1) << lineBreakBlockShift) &- 1
        return stage2[block << Int(lineBreakBlockShift) | Int(value & mask)] &- 0x20
    }

    /// The display-width flags of a code point (`widthZero`, `widthWide`, …).
    ///
    /// - Complexity: O(1): three loads from the generated three-stage table.
    @inline(__always)
    static func widthFlags(_ value: UInt32) -> UInt8 {
        let block = blockNumber(
            of: value, stage0: widthStage0, stage1: widthStage1, blockShift: widthBlockShift,
            chunkShift: widthChunkShift)
        let mask = (UInt32(1) << widthBlockShift) &- 1
        return widthStage2.utf8Start[block << Int(widthBlockShift) | Int(value & mask)] &- 0x20
    }

    /// Whether a code point's East_Asian_Width is A (Ambiguous): one cell in most terminals, two in a CJK locale.
    ///
    /// - Complexity: O(log r) for the r generated ranges.
    static func isEastAsianAmbiguous(_ value: UInt32) -> Bool {
        let ranges = eastAsianAmbiguousRanges
        // The first range whose last code point is at or after `value`.
        let range = firstPair(in: ranges, whoseCodePoint: 1, reaches: value)
        return range < pairCount(ranges) && packedCodePoint(ranges, 2 &* range) <= value
    }

    /// The starter a code point's full canonical decomposition begins with, when the rest of it is nonspacing marks
    /// only (`é` → `e`, `Å` → `A`, the Kelvin sign → `K`); nil for any other code point.
    ///
    /// - Complexity: O(log n) for the n generated pairs.
    static func canonicalBase(_ value: UInt32) -> UInt32? {
        let pairs = canonicalBases
        let pair = firstPair(in: pairs, whoseCodePoint: 0, reaches: value)
        guard pair < pairCount(pairs), packedCodePoint(pairs, 2 &* pair) == value else { return nil }
        return packedCodePoint(pairs, 2 &* pair &+ 1)
    }

    /// The index of the first pair of a sorted packed table whose code point `element` (0 or 1) is at least `value`;
    /// the pair count when there is none.
    private static func firstPair(in table: StaticString, whoseCodePoint element: Int, reaches value: UInt32) -> Int {
        var low = 0
        var high = pairCount(table)
        while low < high {
            let middle = (low + high) / 2
            if packedCodePoint(table, 2 &* middle &+ element) < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// The number of code point pairs in a packed table.
    private static func pairCount(_ table: StaticString) -> Int {
        table.utf8CodeUnitCount / (2 * packedCodePointLength)
    }

    /// How many characters a packed table spends on one code point.
    private static var packedCodePointLength: Int { 4 }

    /// Decodes the code point at `index` of a packed table: base-95 digits, high digit first, each stored as 0x20 + d.
    @inline(__always)
    private static func packedCodePoint(_ table: StaticString, _ index: Int) -> UInt32 {
        let start = table.utf8Start + index &* packedCodePointLength
        var value: UInt32 = 0
        for offset in 0..<packedCodePointLength {
            value = value &* 95 &+ UInt32(start[offset] &- 0x20)
        }
        return value
    }

    /// The number in stage 2 of the block that holds `value`: stage 0 gives the chunk of blocks (one printable
    /// character), stage 1 the block within it (two printable characters of 6 bits each, high bits first).
    @inline(__always)
    private static func blockNumber(
        of value: UInt32, stage0: StaticString, stage1: StaticString, blockShift: UInt32, chunkShift: UInt32
    ) -> Int {
        let block = Int(truncatingIfNeeded: value >> blockShift)
        let chunk = Int(stage0.utf8Start[block >> Int(chunkShift)] &- 0x20)
        let entry = 2 &* (chunk << Int(chunkShift) | block & ((1 << Int(chunkShift)) &- 1))
        let blocks = stage1.utf8Start
        return Int(blocks[entry] &- 0x20) << 6 | Int(blocks[entry &+ 1] &- 0x20)
    }

    /// The number of UTF-8 code units that encode `scalar`.
    @inline(__always)
    static func utf8Length(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        return value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
    }
}
