/// How many terminal cells a grapheme cluster takes, by the wrapping contract, from the generated Unicode 15.0 tables.
///
/// - 0: a cluster whose scalars are all of general category Mn, Me or Cf (U+200B ZERO WIDTH SPACE is Cf), except
///   U+00AD SOFT HYPHEN, which terminals show and which counts 1; also TAB and the line-break clusters (LF, CR,
///   CR LF, VT, FF, NEL, U+2028, U+2029), which the wrapper handles itself.
/// - 2: a cluster whose first scalar is East Asian Wide or Fullwidth, has Emoji_Presentation, or is an unassigned
///   Extended_Pictographic code point; or that contains U+FE0F right after an Emoji scalar (`❤️`, `1️⃣`), an emoji
///   modifier right after an Emoji_Modifier_Base (`☝🏽`), or two regional indicators (`🇫🇷`). A control character
///   (C0 other than TAB, LF, VT, FF, CR; DEL; C1 other than NEL) is 2 as well: it is shown as the two-cell
///   `controlPicture(for:)`, never sent raw to a terminal.
/// - 1: everything else (East Asian Ambiguous counts 1).
///
/// ```swift
/// DisplayWidth.of("a")        // 1
/// DisplayWidth.of("語")       // 2
/// DisplayWidth.of("e\u{301}") // 1
/// DisplayWidth.of("\u{1B}")   // 2, drawn as "^["
/// ```
package enum DisplayWidth {
    /// The number of cells of one grapheme cluster (see the type's documentation).
    ///
    /// - Parameter cluster: A grapheme cluster.
    /// - Returns: 0, 1 or 2.
    /// - Complexity: O(number of scalars in the cluster); ASCII takes a fast path.
    @inline(__always)
    package static func of(_ cluster: Character) -> Int {
        // A cluster of one ASCII byte: checked on the UTF-8 iterator, the cheapest view of a `Character`.
        var utf8 = cluster.utf8.makeIterator()
        if let first = utf8.next(), first < 0x80, utf8.next() == nil {
            return asciiWidth(first)
        }
        return clusterWidth(cluster.unicodeScalars)
    }

    /// The visible stand-in of a control character, in caret notation, or nil for any other cluster.
    ///
    /// C0 controls (other than TAB, LF, VT, FF, CR) are `^@` … `^_` (ESC is `^[`, BEL `^G`), DEL is `^?`. C1
    /// controls (other than NEL) are written as their 7-bit twins, with `~` instead of `^`: U+0080 + n is `~` and
    /// the character 0x40 + n, so U+009B (CSI, the 8-bit `ESC [`) is `~[` and U+0090 (DCS) is `~P`. Every
    /// stand-in is two ASCII characters: two cells, as `of(_:)` counts the control.
    ///
    /// - Parameter cluster: A grapheme cluster.
    /// - Returns: The two-character stand-in, or nil when `cluster` is not a control character.
    package static func controlPicture(for cluster: Character) -> String? {
        let scalars = cluster.unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1, isControlShownAsPicture(scalar.value) else {
            return nil
        }
        let value = scalar.value
        let prefix: Unicode.Scalar = value >= 0x80 ? "~" : "^"
        let letter = value == 0x7F ? Unicode.Scalar(UInt8(ascii: "?")) : Unicode.Scalar(UInt8(value & 0x1F | 0x40))
        var picture = ""
        picture.unicodeScalars.append(prefix)
        picture.unicodeScalars.append(letter)
        return picture
    }

    /// A `wcwidth`-style width of one scalar, from the same tables: what a terminal probably advances for it.
    ///
    /// 0 for general categories Mn, Me, Cf (but 1 for U+00AD), for Hangul medial vowels and final consonants
    /// (Line_Break JV and JT, as `wcwidth` has them: they join the preceding leading consonant) and for control
    /// characters; 2 for East Asian Wide and Fullwidth; 1 otherwise. The renderer compares the sum over a cluster
    /// with `of(_:)` to decide whether to re-place the cursor after drawing the cluster.
    ///
    /// - Parameter scalar: A Unicode scalar.
    /// - Returns: 0, 1 or 2.
    /// - Complexity: O(1).
    package static func terminalWidth(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        let flags = UnicodeTables.widthFlags(value)
        if flags & UnicodeTables.widthZero != 0 { return 0 }
        if flags & UnicodeTables.widthWide != 0 { return 2 }
        let symbol = UnicodeTables.lineBreakSymbol(value)
        if symbol == LineBreakClass.jv.rawValue || symbol == LineBreakClass.jt.rawValue { return 0 }
        return 1
    }

    // MARK: - Private

    /// The width of a one-byte cluster.
    @inline(__always)
    private static func asciiWidth(_ byte: UInt8) -> Int {
        if byte >= 0x20 && byte < 0x7F { return 1 }
        // TAB, LF, VT, FF, CR: the wrapper handles them.
        if byte >= 0x09 && byte <= 0x0D { return 0 }
        return 2
    }

    /// Whether a scalar is a control character shown as a two-cell picture.
    private static func isControlShownAsPicture(_ value: UInt32) -> Bool {
        (value < 0x20 && !(0x09...0x0D).contains(value)) || (value >= 0x7F && value < 0xA0 && value != 0x85)
    }

    /// Whether a scalar with width flags `flags` is a regional indicator. The generator checks that every regional
    /// indicator and emoji modifier has Emoji_Presentation, so other scalars skip the second lookup.
    @inline(__always)
    static func isRegionalIndicator(_ value: UInt32, flags: UInt8) -> Bool {
        flags & UnicodeTables.widthEmojiPresentation != 0
            && UnicodeTables.lineBreakSymbol(value) == LineBreakClass.ri.rawValue
    }

    /// Whether a scalar with width flags `flags` is an emoji modifier (U+1F3FB–1F3FF, class EM).
    @inline(__always)
    static func isEmojiModifier(_ value: UInt32, flags: UInt8) -> Bool {
        flags & UnicodeTables.widthEmojiPresentation != 0
            && UnicodeTables.lineBreakSymbol(value) == LineBreakClass.em.rawValue
    }

    /// The width of a cluster that is not a single ASCII scalar.
    @inline(never)
    private static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        let value = first.value
        if value < 0xA0 {
            // CR LF and NEL break lines; other C0 and C1 controls are drawn as pictures.
            if value == 0x0D || value == 0x85 { return 0 }
            if isControlShownAsPicture(value) { return 2 }
        } else if value == 0x2028 || value == 0x2029 {
            return 0
        }
        var flags = UnicodeTables.widthFlags(value)
        var isWide =
            flags
            & (UnicodeTables.widthWide | UnicodeTables.widthEmojiPresentation
                | UnicodeTables.widthUnassignedPictographic) != 0
        var isAllZero = flags & UnicodeTables.widthZero != 0
        var previousIsRegionalIndicator = isRegionalIndicator(value, flags: flags)
        while let scalar = iterator.next() {
            let next = UnicodeTables.widthFlags(scalar.value)
            if next & UnicodeTables.widthZero == 0 {
                isAllZero = false
            }
            let isIndicator = isRegionalIndicator(scalar.value, flags: next)
            if scalar.value == 0xFE0F {
                // VS16 makes an Emoji scalar an emoji (`❤️`, `1️⃣`).
                if flags & UnicodeTables.widthEmoji != 0 { isWide = true }
            } else if (isIndicator && previousIsRegionalIndicator)
                || (flags & UnicodeTables.widthEmojiModifierBase != 0 && isEmojiModifier(scalar.value, flags: next))
            {
                isWide = true
            }
            flags = next
            previousIsRegionalIndicator = isIndicator
        }
        if isAllZero { return 0 }
        return isWide ? 2 : 1
    }
}
