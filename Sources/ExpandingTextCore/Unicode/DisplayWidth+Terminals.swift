extension DisplayWidth {
    /// Whether terminals are known to draw `cluster` in different numbers of cells, so that a front end drawing on
    /// a terminal should measure it rather than trust `of(_:)`.
    ///
    /// These are the clusters whose width depends on the terminal's Unicode data and its handling of sequences: an
    /// Emoji scalar with U+FE0F (`❤️`), an emoji modifier (`👍🏽`), a ZWJ sequence (`👩🏽‍💻`), a regional indicator
    /// (`🇯🇵`), an unassigned Extended_Pictographic first scalar (an emoji newer than the terminal), and an East
    /// Asian Ambiguous first scalar (`±`, `α`: two cells in a CJK locale). A cluster holding an invisible character
    /// is not one of them: it is drawn as markers, never raw. Neither are ASCII and control characters.
    ///
    /// ```swift
    /// DisplayWidth.mayDifferOnTerminals("❤️")  // true
    /// DisplayWidth.mayDifferOnTerminals("語")   // false: East Asian Wide, two cells everywhere
    /// ```
    ///
    /// - Parameter cluster: A grapheme cluster.
    /// - Returns: Whether to measure it.
    /// - Complexity: O(number of scalars in the cluster).
    package static func mayDifferOnTerminals(_ cluster: Character) -> Bool {
        let scalars = cluster.unicodeScalars
        guard let first = scalars.first, first.value >= 0xA0 || scalars.count > 1,
            controlPicture(for: cluster) == nil
        else { return false }
        let firstFlags = UnicodeTables.widthFlags(first.value)
        var disputed =
            firstFlags & UnicodeTables.widthUnassignedPictographic != 0
            || (firstFlags & UnicodeTables.widthZero == 0 && UnicodeTables.isEastAsianAmbiguous(first.value))
        var previous: UInt8 = 0
        for scalar in scalars {
            let value = scalar.value
            if InvisibleCharacter.mayBeIn(value), !InvisibleCharacter.pieces(in: cluster).isEmpty { return false }
            let flags = UnicodeTables.widthFlags(value)
            if value == 0x200D || (value == 0xFE0F && previous & UnicodeTables.widthEmoji != 0)
                || isRegionalIndicator(value, flags: flags) || isEmojiModifier(value, flags: flags)
            {
                disputed = true
            }
            previous = flags
        }
        return disputed
    }
}
