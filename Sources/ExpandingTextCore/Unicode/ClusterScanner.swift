/// What the wrapper needs to know about a grapheme cluster.
enum ClusterClass: Equatable {
    /// Exactly U+0020: one cell, and it hangs at the end of a line.
    case space
    /// U+0009: its width depends on its column.
    case tab
    /// LF, CR, CR LF, VT, FF, NEL, U+2028 or U+2029: ends its line (0 cells).
    case lineBreak
    /// Any other cluster, with its display width (the wrapping contract; control characters are 2).
    case cells(Int)
}

/// Splits UTF-8 text into grapheme clusters — exactly the toolchain's `Character`s — and classifies them, without
/// creating a `Character` for the common ones.
///
/// Fast paths: an ASCII byte followed by an ASCII byte is a cluster on its own (CR LF aside); so is a scalar
/// followed by another when both lie in ranges whose scalars always have a cluster boundary between them (ASCII
/// and Latin-1 to U+02FF, CJK ideographs, kana, Hangul syllables, common punctuation, fullwidth forms: the ranges
/// the standard library's own grapheme breaking treats this way). Anything else asks the standard library for the
/// cluster's end. The end of a chunk is always a cluster boundary (`TextStorage` guarantees it), so a chunk is
/// scanned on its own.
enum ClusterScanner {
    /// The length and class of the cluster starting at byte `index` of `buffer`, the UTF-8 of `text`.
    ///
    /// - Parameters:
    ///   - index: A cluster boundary inside the buffer.
    ///   - buffer: The UTF-8 code units of `text`.
    ///   - text: The chunk; its end is a cluster boundary.
    @inline(__always)
    static func cluster(
        at index: Int, in buffer: UnsafeBufferPointer<UInt8>, of text: Substring
    ) -> (length: Int, kind: ClusterClass) {
        let count = buffer.count
        let byte = buffer[index]
        if byte < 0x80 {
            let next = index &+ 1
            if next == count || buffer[next] < 0x80 {
                if byte > 0x20 && byte < 0x7F { return (1, .cells(1)) }
                if byte == 0x20 { return (1, .space) }
                if byte == 0x0D && next < count && buffer[next] == 0x0A { return (2, .lineBreak) }
                return (1, asciiClass(byte))
            }
            // ASCII before a scalar that cannot join it (an accented letter, a CJK ideograph, …).
            if alwaysBreaksWhenPaired(decodeScalar(at: next, in: buffer).value) {
                return (1, asciiClass(byte))
            }
            return slowCluster(at: index, in: buffer, of: text)
        }
        let (value, length) = decodeScalar(at: index, in: buffer)
        let next = index &+ length
        if next == count {
            return (length, scalarClass(value))
        }
        let following = buffer[next] < 0x80 ? UInt32(buffer[next]) : decodeScalar(at: next, in: buffer).value
        if following < 0x80 ? !mayPrepend(value) : alwaysBreaksWhenPaired(value) && alwaysBreaksWhenPaired(following) {
            return (length, scalarClass(value))
        }
        if let emoji = emojiWithModifiers(at: index, length: length, value: value, in: buffer) {
            return (emoji, .cells(2))
        }
        return slowCluster(at: index, in: buffer, of: text)
    }

    /// Whether `value` (not ASCII) may be a prepended concatenation mark or another Grapheme_Cluster_Break=Prepend
    /// character, the only kind that joins the ASCII character after it (UAX #29 GB9b): a superset of the ranges
    /// that hold them, so that every other scalar followed by ASCII is known to be a cluster of its own.
    @inline(__always)
    private static func mayPrepend(_ value: UInt32) -> Bool {
        (0x0600...0x08FF).contains(value) || value == 0x0D4E || (0x1_1000...0x1_1FFF).contains(value)
    }

    /// The length of an emoji cluster the scanner can find without the standard library, all two cells wide (the
    /// wrapping contract): an emoji with default emoji presentation followed by skin-tone modifiers or VS16 (both
    /// Grapheme_Cluster_Break=Extend) — `👍🏽`, `😀` —, a text-style emoji with VS16 (`❤️`), or a flag (a pair of
    /// regional indicators, UAX #29 GB12), when what follows starts a cluster of its own: ASCII, the end of the
    /// chunk, or a symbol from a block without joining marks (see `startsCluster(_:)`). Nil for anything else
    /// (ZWJ sequences, keycaps, tags), which the standard library decides.
    @inline(__always)
    private static func emojiWithModifiers(
        at index: Int, length: Int, value: UInt32, in buffer: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        guard (0x2000...0x2BFF).contains(value) || (0x1_F000...0x1_FAFF).contains(value) else { return nil }
        let flags = UnicodeTables.widthFlags(value)
        let hasEmojiPresentation = flags & UnicodeTables.widthEmojiPresentation != 0
        guard hasEmojiPresentation || flags & UnicodeTables.widthEmoji != 0 else { return nil }
        var end = index &+ length
        if (0x1_F1E6...0x1_F1FF).contains(value) {
            // A regional indicator: with the next one, a flag.
            guard end < buffer.count, buffer[end] >= 0x80 else { return nil }
            let (next, nextLength) = decodeScalar(at: end, in: buffer)
            guard (0x1_F1E6...0x1_F1FF).contains(next) else { return nil }
            end &+= nextLength
            guard end == buffer.count || buffer[end] < 0x80 || startsCluster(decodeScalar(at: end, in: buffer).value)
            else { return nil }
            return end &- index
        }
        var sawVariationSelector = false
        while end < buffer.count && buffer[end] >= 0x80 {
            let (next, nextLength) = decodeScalar(at: end, in: buffer)
            if next == 0xFE0F {
                sawVariationSelector = true
            } else if hasEmojiPresentation && (0x1_F3FB...0x1_F3FF).contains(next) {
                // A skin tone.
            } else if startsCluster(next) {
                break
            } else {
                return nil
            }
            end &+= nextLength
        }
        return hasEmojiPresentation || sawVariationSelector ? end &- index : nil
    }

    /// Whether `value` always starts a cluster after an emoji cluster (one that does not end in a ZWJ): a symbol of
    /// a block with no Extend, SpacingMark or ZWJ character (UAX #29 GB9, GB9a, GB11) — arrows to dingbats
    /// (U+2100–U+2BFF) and the emoji planes' blocks (U+1F000–U+1FAFF) but for the skin tones, which extend.
    @inline(__always)
    private static func startsCluster(_ value: UInt32) -> Bool {
        (0x2100...0x2BFF).contains(value)
            || ((0x1_F000...0x1_FAFF).contains(value) && !(0x1_F3FB...0x1_F3FF).contains(value))
    }

    /// Calls `body` with each cluster of `text`, in order, until it returns false.
    ///
    /// - Parameters:
    ///   - text: A piece of text that starts and ends on cluster boundaries (a chunk of a storage, or part of one).
    ///   - cellWidths: The widths clusters take.
    ///   - body: Receives the UTF-8 of `text`, the cluster's offset in it, its length and its class; returns
    ///     whether to go on.
    /// - Returns: Whether every cluster was visited.
    /// - Complexity: O(length of `text`).
    @inline(__always) @discardableResult
    static func forEachCluster(
        in text: Substring, cellWidths: CellWidths,
        _ body: (_ utf8: UnsafeBufferPointer<UInt8>, _ offset: Int, _ length: Int, _ kind: ClusterClass) -> Bool
    ) -> Bool {
        func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < buffer.count {
                let (length, kind) = cluster(at: index, in: buffer, of: text, cellWidths: cellWidths)
                guard body(buffer, index, length, kind) else { return false }
                index &+= length
            }
            return true
        }
        return text.utf8.withContiguousStorageIfAvailable(scan) ?? Array(text.utf8).withUnsafeBufferPointer(scan)
    }

    /// The length and class of the cluster starting at byte `index` of `buffer`, with its cells as `cellWidths`
    /// counts them.
    @inline(__always)
    static func cluster(
        at index: Int, in buffer: UnsafeBufferPointer<UInt8>, of text: Substring, cellWidths: CellWidths
    ) -> (length: Int, kind: ClusterClass) {
        let (length, kind) = cluster(at: index, in: buffer, of: text)
        guard case .cells(let cells) = kind, !cellWidths.isStandard else { return (length, kind) }
        return (length, .cells(cellWidths.cells(cells, ofClusterAt: index, length: length, in: buffer, of: text)))
    }

    /// The cluster at `index`, found by the standard library's grapheme breaking.
    @inline(never)
    private static func slowCluster(
        at index: Int, in buffer: UnsafeBufferPointer<UInt8>, of text: Substring
    ) -> (length: Int, kind: ClusterClass) {
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: index)
        // A substring starting here treats `start` as a cluster boundary (it is one), so finding its first
        // `Character` does not first search backwards for the previous boundary.
        let character = text[start...].first!
        let length = character.utf8.count
        let (value, scalarLength) =
            buffer[index] < 0x80 ? (UInt32(buffer[index]), 1) : decodeScalar(at: index, in: buffer)
        if length == scalarLength {
            return (length, scalarClass(value))
        }
        return (length, .cells(DisplayWidth.of(character)))
    }

    /// The class of a one-byte cluster other than a printable character or a space.
    @inline(__always)
    private static func asciiClass(_ byte: UInt8) -> ClusterClass {
        switch byte {
        case 0x09: return .tab
        case 0x0A, 0x0B, 0x0C, 0x0D: return .lineBreak
        case 0x20: return .space
        case 0x21..<0x7F: return .cells(1)
        default: return .cells(2)
        }
    }

    /// The class of a cluster made of the one scalar `value`; the same as `DisplayWidth.of(_:)` gives for it.
    @inline(__always)
    static func scalarClass(_ value: UInt32) -> ClusterClass {
        if value < 0x80 { return asciiClass(UInt8(truncatingIfNeeded: value)) }
        if value < 0xA0 { return value == 0x85 ? .lineBreak : .cells(2) }
        if value == 0x2028 || value == 0x2029 { return .lineBreak }
        let flags = UnicodeTables.widthFlags(value)
        if flags & UnicodeTables.widthZero != 0 { return .cells(0) }
        let wide =
            UnicodeTables.widthWide | UnicodeTables.widthEmojiPresentation | UnicodeTables.widthUnassignedPictographic
        return .cells(flags & wide != 0 ? 2 : 1)
    }

    /// Whether a scalar always has a cluster boundary before and after it when its neighbour is also such a
    /// scalar. These are the ranges the standard library's grapheme breaking takes as a fast path; none of them
    /// holds a scalar that extends, prepends or joins (marks, ZWJ, jamo, regional indicators, emoji). The
    /// caller never pairs CR with LF here (CR LF is ASCII and handled before).
    @inline(__always)
    static func alwaysBreaksWhenPaired(_ value: UInt32) -> Bool {
        switch value {
        case 0x3400...0xA4CF: return true
        case 0x0000...0x02FF: return true
        case 0x3041...0x3096: return true
        case 0x30A1...0x30FC: return true
        case 0x0400...0x0482: return true
        case 0x061D...0x064A: return true
        case 0xAC00...0xD7AF: return true
        case 0x2010...0x2029: return true
        case 0x3000...0x3029: return true
        case 0xFF01...0xFF9D: return true
        default: return false
        }
    }

    /// Decodes the scalar whose lead byte (not ASCII) is at `index`. The text is valid UTF-8 (it comes from a
    /// `String`).
    @inline(__always)
    static func decodeScalar(at index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
        let lead = UInt32(buffer[index])
        if lead < 0xE0 {
            return ((lead & 0x1F) << 6 | UInt32(buffer[index &+ 1]) & 0x3F, 2)
        }
        if lead < 0xF0 {
            return (
                (lead & 0x0F) << 12 | (UInt32(buffer[index &+ 1]) & 0x3F) << 6 | UInt32(buffer[index &+ 2]) & 0x3F, 3
            )
        }
        return (
            (lead & 0x07) << 18 | (UInt32(buffer[index &+ 1]) & 0x3F) << 12 | (UInt32(buffer[index &+ 2]) & 0x3F) << 6
                | UInt32(buffer[index &+ 3]) & 0x3F, 4
        )
    }
}
