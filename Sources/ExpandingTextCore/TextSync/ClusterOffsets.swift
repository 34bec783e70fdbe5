/// Conversions between UTF-16 offsets and Character offsets of a text, landing only on cluster boundaries.
///
/// Every function walks the text's Characters from the start: O(n) in the text's length, which is what the
/// platform's own `NSString` bridging costs anyway.
package enum ClusterOffsets {
    /// Which way an offset inside a cluster moves to reach a boundary.
    package enum Rounding: Sendable {
        /// To the boundary before the cluster.
        case down
        /// To the boundary after the cluster.
        case up
    }

    /// The cluster boundary at or next to a UTF-16 offset, as a UTF-16 offset and a Character offset.
    ///
    /// - Parameters:
    ///   - utf16Offset: Any offset; offsets outside the text are clamped to it.
    ///   - text: The text.
    ///   - rounding: Where an offset inside a cluster (a surrogate pair, a flag, a ZWJ sequence, a base and its
    ///     combining marks) goes.
    package static func boundary(
        atUTF16 utf16Offset: Int, in text: String, rounding: Rounding
    ) -> (utf16: Int, characters: Int) {
        var utf16 = 0
        var characters = 0
        for character in text {
            if utf16 >= utf16Offset { break }
            let next = utf16 + character.utf16.count
            if next > utf16Offset, rounding == .down { break }
            utf16 = next
            characters += 1
        }
        return (utf16, characters)
    }

    /// The UTF-16 offset of a Character offset; offsets outside the text are clamped to it.
    package static func utf16Offset(ofCharacter characterOffset: Int, in text: String) -> (utf16: Int, characters: Int)
    {
        var utf16 = 0
        var characters = 0
        for character in text {
            if characters >= characterOffset { break }
            utf16 += character.utf16.count
            characters += 1
        }
        return (utf16, characters)
    }
}
