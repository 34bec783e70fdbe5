// Line breaks are found in the UTF-8 bytes, without forming clusters: each line-break cluster is a cluster of its
// own (the grapheme rules GB4/GB5 break around controls, and CR LF is one cluster), so byte patterns are exact.
//   LF 0A · VT 0B · FF 0C · CR 0D (CR LF counts once) · NEL C2 85 · LINE SEPARATOR E2 80 A8 ·
//   PARAGRAPH SEPARATOR E2 80 A9
// These are the mandatory breaks of UAX #14 (classes BK, CR, LF, NL).

extension TextStorage {
    /// Whether `cluster` is a line break: LF, CR, CR LF, VT, FF, NEL, U+2028 or U+2029.
    package static func isLineBreak(_ cluster: Character) -> Bool {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first else { return false }
        switch first.value {
        case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
            return scalars.count == 1
        case 0x0D:
            return scalars.count == 1 || (scalars.count == 2 && scalars.last == "\n")
        default:
            return false
        }
    }

    /// The number of line-break clusters in UTF-8 text that starts and ends on cluster boundaries.
    static func lineBreakCount<Bytes: Sequence<UInt8>>(inUTF8 bytes: Bytes) -> Int {
        if let count = bytes.withContiguousStorageIfAvailable({ countLineBreaks(in: $0) }) {
            return count
        }
        return countLineBreaks(in: bytes)
    }

    private static func countLineBreaks<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Int {
        var count = 0
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            if isLineBreakEnd(byte, previous, beforePrevious) {
                count += 1
            }
            beforePrevious = previous
            previous = byte
        }
        return count
    }

    /// Whether `byte` completes a line break (CR LF is counted at its CR, so its LF does not).
    @inline(__always)
    static func isLineBreakEnd(_ byte: UInt8, _ previous: UInt8, _ beforePrevious: UInt8) -> Bool {
        switch byte {
        case 0x0A: previous != 0x0D
        case 0x0B, 0x0C, 0x0D: true
        case 0x85: previous == 0xC2
        case 0xA8, 0xA9: previous == 0x80 && beforePrevious == 0xE2
        default: false
        }
    }

    /// The UTF-8 offset just after the `ordinal`-th line-break cluster (1-based) of `text`, or nil if it has fewer.
    static func utf8OffsetAfterLineBreak(_ ordinal: Int, in text: String) -> Int? {
        var count = 0
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        let bytes = text.utf8
        var offset = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            bytes.formIndex(after: &index)
            offset += 1
            if isLineBreakEnd(byte, previous, beforePrevious) {
                count += 1
                if count == ordinal {
                    let followedByLF = byte == 0x0D && index != bytes.endIndex && bytes[index] == 0x0A
                    return followedByLF ? offset + 1 : offset
                }
            }
            beforePrevious = previous
            previous = byte
        }
        return nil
    }
}
