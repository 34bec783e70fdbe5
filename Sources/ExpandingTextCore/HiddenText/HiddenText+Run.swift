extension HiddenText {
    /// What sort of hidden text a run is.
    public enum Kind: Hashable, Sendable {
        /// A bidirectional control: an embedding, override or isolate, or an implicit mark (`<RLO>`, `<LRM>`).
        case bidiControl
        /// A run of tag characters U+E0000–E007F outside an emoji tag sequence; ``Run/meaning`` is the ASCII they
        /// spell.
        case tags
        /// A blank filler that passes for a letter: a Hangul filler or the blank Braille pattern.
        case filler
        /// A variation selector that selects nothing: not right after a character it could select a form of.
        case variationSelector
        /// An unassigned default-ignorable code point (`<U+2065>`).
        case unassigned
        /// Any other character that shows nothing: a zero-width space or joiner, a soft hyphen, an invisible
        /// operator, a byte order mark, a deprecated format character.
        case invisible
    }

    /// One hidden run of a text.
    public struct Run: Hashable, Sendable {
        /// Where the run lies in the text it was found in; it may lie inside a grapheme cluster.
        public var range: Range<String.Index>
        /// What sort of hidden text it is.
        public var kind: Kind
        /// What the terminal box draws for it: its name in angle brackets, `<ZWSP>`, `<TAG "ignore previous">`.
        public var marker: String
        /// What the run stands for: the text a run of tags spells (`ignore previous`), else the character's
        /// abbreviation or name (`ZWSP`, `HANGUL FILLER`, `U+2065`).
        public var meaning: String

        /// Creates a run.
        ///
        /// - Parameters:
        ///   - range: Where the run lies in its text.
        ///   - kind: What sort of hidden text it is.
        ///   - marker: What a box draws for it.
        ///   - meaning: What it stands for.
        public init(range: Range<String.Index>, kind: Kind, marker: String, meaning: String) {
            self.range = range
            self.kind = kind
            self.marker = marker
            self.meaning = meaning
        }
    }
}
