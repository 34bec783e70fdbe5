/// The characters that change how a text reads, or what it is, without showing themselves: what a box must make
/// visible so that a text cannot read one way and submit another ("Trojan Source"), nor carry a sentence no reader
/// sees (tag characters, which a program or a model reads all the same).
///
/// They are every Default_Ignorable_Code_Point of Unicode 15.0 (bidirectional controls, zero-width characters,
/// variation selectors, tag characters, invisible operators, the deprecated format characters), the blank fillers
/// (Hangul fillers, the blank Braille pattern) and the interlinear annotation characters — except where one has a
/// job that shows:
/// - the non-joiner U+200C after a letter of a script that joins cursively or forms conjuncts (Persian, Hindi) is
///   part of the spelling, and so is the joiner U+200D there;
/// - the joiner inside an emoji sequence (`👨‍👩‍👧`);
/// - a variation selector right after the character it selects a form of (`❤️`, a CJK ideographic variant); a
///   second one in a row selects nothing;
/// - the tags of an emoji tag sequence: the flags of England, Scotland and Wales.
///
/// Each is named by its abbreviation from Unicode's `NameAliases.txt`, else by its name (an unassigned one by its
/// code point, `U+2065`), and shown as a marker: the name in angle brackets. A run of tag characters is one marker
/// that spells out the ASCII they stand for, `"` and `\` escaped with a backslash, the language tag U+E0001 and the
/// cancel tag U+E007F by name.
///
/// ```swift
/// InvisibleCharacter.markers(in: "\u{202E}")       // ["<RLO>"]
/// InvisibleCharacter.markers(in: "a\u{200C}")      // ["<ZWNJ>"]
/// InvisibleCharacter.markers(in: "\u{6CC}\u{200C}") // []: Persian spelling
/// InvisibleCharacter.markers(in: "a\u{E0068}\u{E0069}") // ["<TAG \"hi\">"]
/// ```
package enum InvisibleCharacter {
    /// A run of a cluster's scalars that a reader must be shown.
    package struct Piece: Equatable, Sendable {
        /// The run's scalars, as offsets into the cluster's `unicodeScalars`.
        package var scalars: Range<Int>
        /// What sort of hidden text it is.
        package var kind: HiddenText.Kind
        /// What the marker shows between its angle brackets, such as `RLO` or `TAG "hi"`.
        package var name: String
        /// What the run stands for: the ASCII text a run of tags spells, or the name.
        package var meaning: String
    }

    /// The hidden runs of `cluster` that a reader must be shown, in text order; empty when the cluster shows all it
    /// holds.
    ///
    /// - Parameter cluster: A grapheme cluster.
    /// - Returns: The runs.
    /// - Complexity: O(number of scalars in the cluster).
    package static func pieces(in cluster: Character) -> [Piece] {
        let scalars = Array(cluster.unicodeScalars)
        guard scalars.contains(where: { mayBeIn($0.value) }) else { return [] }
        var found: [Piece] = []
        var afterNonJoinerScript = false
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            if isTag(value) {
                var end = index + 1
                while end < scalars.count, isTag(scalars[end].value) { end += 1 }
                if !isEmojiTagSequence(scalars, tags: index..<end) {
                    found.append(tagPiece(scalars, tags: index..<end))
                }
                index = end
                continue
            }
            if mayBeIn(value), !hasAJob(scalars, at: index, afterNonJoinerScript: afterNonJoinerScript) {
                let name = UnicodeTables.hiddenName(value) ?? codePoint(value)
                found.append(Piece(scalars: index..<index + 1, kind: kind(of: value), name: name, meaning: name))
            }
            let flags = UnicodeTables.widthFlags(value)
            // A mark between the letter and the non-joiner (a vowel sign) belongs to the letter.
            if flags & UnicodeTables.widthZero == 0 || flags & UnicodeTables.widthNonJoinerScript != 0 {
                afterNonJoinerScript = flags & UnicodeTables.widthNonJoinerScript != 0
            }
            index += 1
        }
        return found
    }

    /// The names of the hidden runs in `cluster` that a reader must be shown, in text order; empty when the cluster
    /// shows all it holds.
    ///
    /// - Parameter cluster: A grapheme cluster.
    /// - Returns: The names, such as `RLO`, `ZWSP` or `TAG "hi"`.
    /// - Complexity: O(number of scalars in the cluster).
    package static func abbreviations(in cluster: Character) -> [String] {
        pieces(in: cluster).map(\.name)
    }

    /// The markers that show the hidden runs of `cluster`, in text order: `<` + name + `>`, one cell per character.
    ///
    /// - Parameter cluster: A grapheme cluster.
    /// - Returns: The markers, such as `<RLO>`; empty when the cluster shows all it holds.
    /// - Complexity: O(number of scalars in the cluster).
    package static func markers(in cluster: Character) -> [String] {
        pieces(in: cluster).map { "<" + $0.name + ">" }
    }

    /// How a cluster holding hidden runs is drawn: the scalars it shows anyway (every scalar outside the runs), and
    /// the markers; nil when it shows all it holds.
    ///
    /// - Parameter cluster: A grapheme cluster.
    /// - Returns: The visible text (perhaps empty) and the markers.
    /// - Complexity: O(number of scalars in the cluster).
    package static func shown(_ cluster: Character) -> (visible: String, markers: [String])? {
        let pieces = pieces(in: cluster)
        guard !pieces.isEmpty else { return nil }
        var visible = String.UnicodeScalarView()
        var next = 0
        for (offset, scalar) in cluster.unicodeScalars.enumerated() {
            while next < pieces.count, pieces[next].scalars.upperBound <= offset { next += 1 }
            if next == pieces.count || !pieces[next].scalars.contains(offset) { visible.append(scalar) }
        }
        return (String(visible), pieces.map { "<" + $0.name + ">" })
    }

    /// The cells a cluster takes when its hidden runs are shown as markers: what it shows anyway, at the widths of
    /// `DisplayWidth.of(_:)`, then one cell per character of each marker; nil when it shows all it holds.
    ///
    /// - Parameter cluster: A grapheme cluster.
    /// - Complexity: O(number of scalars in the cluster).
    package static func shownWidth(of cluster: Character) -> Int? {
        guard let shown = shown(cluster) else { return nil }
        return shown.visible.reduce(0) { $0 + DisplayWidth.of($1) } + shown.markers.reduce(0) { $0 + $1.utf8.count }
    }

    /// Whether a cluster holding this scalar may hold hidden text: a cheap test before looking closer.
    @inline(__always)
    package static func mayBeIn(_ value: UInt32) -> Bool {
        value >= 0xAD && UnicodeTables.isHidden(value)
    }

    // MARK: - Jobs

    /// Whether the hidden scalar at `index` does something a reader sees, so that it needs no marker.
    private static func hasAJob(_ scalars: [Unicode.Scalar], at index: Int, afterNonJoinerScript: Bool) -> Bool {
        let value = scalars[index].value
        switch value {
        case 0x200C:
            return afterNonJoinerScript
        case 0x200D:
            guard !afterNonJoinerScript else { return true }
            // In an emoji sequence it joins two pictographs of the cluster.
            guard index > 0, index + 1 < scalars.count else { return false }
            let next = UnicodeTables.widthFlags(scalars[index + 1].value)
            return next & (UnicodeTables.widthEmoji | UnicodeTables.widthUnassignedPictographic) != 0
        case 0x180B...0x180D, 0x180F, 0xFE00...0xFE0F, 0xE0100...0xE01EF:
            return index > 0 && !mayBeIn(scalars[index - 1].value)
        default:
            return false
        }
    }

    // MARK: - Tags

    /// The tag characters U+E0000–E007F, of which U+E0020–E007E stand for ASCII.
    private static func isTag(_ value: UInt32) -> Bool {
        value >= 0xE0000 && value <= 0xE007F
    }

    /// The emoji tag sequences Unicode recommends: the black flag, a subdivision code in tags, the cancel tag.
    private static let emojiTagSequences: Set<String> = ["gbeng", "gbsct", "gbwls"]

    /// Whether `tags` of `scalars` make one of the flags of England, Scotland and Wales with the black flag before
    /// them.
    private static func isEmojiTagSequence(_ scalars: [Unicode.Scalar], tags: Range<Int>) -> Bool {
        guard tags.lowerBound > 0, scalars[tags.lowerBound - 1].value == 0x1F3F4,
            scalars[tags.upperBound - 1].value == 0xE007F
        else { return false }
        var code = ""
        for scalar in scalars[tags.lowerBound..<tags.upperBound - 1] {
            guard scalar.value >= 0xE0020, scalar.value <= 0xE007E else { return false }
            code.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value - 0xE0000)))
        }
        return emojiTagSequences.contains(code)
    }

    /// The piece of a run of tags: `TAG` and its contents, ASCII in quotes, the others by name.
    private static func tagPiece(_ scalars: [Unicode.Scalar], tags: Range<Int>) -> Piece {
        var parts: [String] = []
        var quoted: String?
        var meaning = ""
        for scalar in scalars[tags] {
            let value = scalar.value
            if value >= 0xE0020 && value <= 0xE007E {
                let ascii = Unicode.Scalar(UInt8(value - 0xE0000))
                meaning.unicodeScalars.append(ascii)
                var text = quoted ?? ""
                if ascii == "\"" || ascii == "\\" { text.append("\\") }
                text.unicodeScalars.append(ascii)
                quoted = text
            } else {
                if let text = quoted { parts.append("\"" + text + "\"") }
                quoted = nil
                parts.append(UnicodeTables.hiddenName(value) ?? codePoint(value))
            }
        }
        if let text = quoted { parts.append("\"" + text + "\"") }
        return Piece(scalars: tags, kind: .tags, name: "TAG " + parts.joined(separator: " "), meaning: meaning)
    }

    // MARK: - Kinds and names

    private static func kind(of value: UInt32) -> HiddenText.Kind {
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: .bidiControl
        case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800: .filler
        case 0x180B...0x180D, 0x180F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: .variationSelector
        default: UnicodeTables.hiddenName(value) == nil ? .unassigned : .invisible
        }
    }

    /// `U+` and the code point in hexadecimal, at least four digits: the name of an unassigned code point.
    private static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
