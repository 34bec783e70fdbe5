/// The hidden text of a string: the characters that show nothing, or less than they hold, listed so that an app
/// can warn before it sends the text.
///
/// A text can carry what no reader sees: bidirectional controls that make it read one way and run another
/// ("Trojan Source"), zero-width characters, blank fillers that pass for letters, and tag characters that spell
/// out a whole sentence invisibly — read all the same by a program or a language model that gets the text. The
/// terminal box draws each as a marker; ``runs(in:)`` lists the same runs, with the same names, for any front end.
///
/// The hidden characters are every Default_Ignorable_Code_Point of Unicode 15.0, the blank fillers (U+115F,
/// U+1160, U+3164, U+FFA0, U+2800) and the interlinear annotation characters (U+FFF9–FFFB), except where one has
/// a job that shows: the joiners in Persian or Hindi spelling and in emoji sequences (`👨‍👩‍👧`), a variation
/// selector right after the character it selects (`❤️`), and the tags of the flags of England, Scotland and Wales.
///
/// ```swift
/// let text = "Please summarise.\u{E0068}\u{E0069}\u{200B}"
/// for run in HiddenText.runs(in: text) {
///     print(run.kind, run.marker, run.meaning)  // "tags <TAG "hi"> hi", then "invisible <ZWSP> ZWSP"
/// }
/// ```
public enum HiddenText {
    /// The hidden runs of `text`, in text order.
    ///
    /// A run of tag characters is one run; any other hidden character is a run of its own. Runs may lie inside
    /// a grapheme cluster: tag characters and variation selectors extend the cluster before them.
    ///
    /// - Parameter text: The text to look through.
    /// - Returns: The runs; empty when the text shows all it holds.
    /// - Complexity: O(n) for a text of n UTF-8 bytes; only the clusters holding a hidden character are looked at
    ///   closely.
    public static func runs(in text: String) -> [Run] {
        var runs: [Run] = []
        var clusterStart = text.startIndex
        for cluster in text {
            let clusterEnd = text.index(after: clusterStart)
            defer { clusterStart = clusterEnd }
            guard cluster.utf8.count > 1,
                cluster.unicodeScalars.contains(where: { InvisibleCharacter.mayBeIn($0.value) })
            else { continue }
            let pieces = InvisibleCharacter.pieces(in: cluster)
            guard !pieces.isEmpty else { continue }
            let scalarIndices = Array(text.unicodeScalars[clusterStart..<clusterEnd].indices) + [clusterEnd]
            for piece in pieces {
                runs.append(
                    Run(
                        range: scalarIndices[piece.scalars.lowerBound]..<scalarIndices[piece.scalars.upperBound],
                        kind: piece.kind, marker: "<" + piece.name + ">", meaning: piece.meaning))
            }
        }
        return runs
    }
}
