extension TextSyncController {
    /// A selection (or a caret, when empty) in a view's text, as UTF-16 offsets and as Character offsets.
    ///
    /// Both ends always lie on grapheme-cluster boundaries: the initialisers move an end that falls inside a
    /// cluster (a surrogate pair, a flag, a ZWJ sequence, a letter and its combining marks) out of it.
    ///
    /// ```swift
    /// let text = "a\u{1F44D}\u{1F3FD}b"           // a👍🏽b: the thumbs-up is 4 UTF-16 units, 1 Character
    /// let selection = TextSyncController.Selection(utf16: 2..<2, in: text)
    /// // selection.utf16 == 1..<1, selection.characters == 1..<1 (moved out of the cluster)
    /// ```
    public struct Selection: Hashable, Sendable {
        /// The selection in UTF-16 code units (what `NSRange` counts).
        public let utf16: Range<Int>
        /// The selection in Characters (grapheme clusters).
        public let characters: Range<Int>

        /// A selection from UTF-16 offsets (an `NSRange`), moved to cluster boundaries and clamped to the text.
        ///
        /// A caret inside a cluster moves to the cluster's start; a non-empty selection grows to cover every
        /// cluster it touches.
        ///
        /// - Parameters:
        ///   - utf16: The selection in UTF-16 code units of `text`.
        ///   - text: The text the selection belongs to.
        /// - Complexity: O(n) in the length of `text`.
        public init(utf16: Range<Int>, in text: String) {
            let lower = ClusterOffsets.boundary(atUTF16: utf16.lowerBound, in: text, rounding: .down)
            let upper =
                utf16.isEmpty ? lower : ClusterOffsets.boundary(atUTF16: utf16.upperBound, in: text, rounding: .up)
            self.init(unchecked: lower, upper)
        }

        /// A selection from Character offsets, clamped to the text.
        ///
        /// - Parameters:
        ///   - characters: The selection in Characters of `text`.
        ///   - text: The text the selection belongs to.
        /// - Complexity: O(n) in the length of `text`.
        public init(characters: Range<Int>, in text: String) {
            let lower = ClusterOffsets.utf16Offset(ofCharacter: characters.lowerBound, in: text)
            let upper = ClusterOffsets.utf16Offset(ofCharacter: characters.upperBound, in: text)
            self.init(unchecked: lower, upper)
        }

        private init(unchecked lower: (utf16: Int, characters: Int), _ upper: (utf16: Int, characters: Int)) {
            utf16 = lower.utf16..<upper.utf16
            characters = lower.characters..<upper.characters
        }

        /// This selection after `change` turned `old` into `new`.
        ///
        /// An end before the replaced range stays; an end after it moves by the change in length; a caret exactly
        /// where text is inserted goes after the insertion, as after typing or pasting (an emoji or a mention an app
        /// inserts at the caret leaves the caret after it; a change elsewhere never moves the caret to the end); a
        /// non-empty selection keeps covering the same text; an end inside the replaced range keeps its distance
        /// from the range's start, at most the replacement's length, and then moves back to a cluster boundary of
        /// `new`.
        func mapped(through change: TextReplacement, from old: String, to new: String) -> Selection {
            let start = change.utf16Range.lowerBound
            let oldEnd = change.utf16Range.upperBound
            let newEnd = start + change.text.utf16.count
            func map(_ offset: Int, staysBeforeInsertion: Bool) -> Int {
                if offset < start || (offset == start && staysBeforeInsertion) { return offset }
                if offset >= oldEnd { return offset - oldEnd + newEnd }
                return Swift.min(offset, newEnd)
            }
            let isCaret = utf16.isEmpty
            let lower = map(utf16.lowerBound, staysBeforeInsertion: start < oldEnd)
            let upper = isCaret ? lower : map(utf16.upperBound, staysBeforeInsertion: true)
            return Selection(utf16: lower..<Swift.max(lower, upper), in: new, caretRounding: .down)
        }

        /// A selection whose ends both round the same way; used for ends already mapped into a new text.
        private init(utf16: Range<Int>, in text: String, caretRounding: ClusterOffsets.Rounding) {
            let lower = ClusterOffsets.boundary(atUTF16: utf16.lowerBound, in: text, rounding: caretRounding)
            let upper = ClusterOffsets.boundary(atUTF16: utf16.upperBound, in: text, rounding: caretRounding)
            self.init(unchecked: lower, upper)
        }
    }
}
