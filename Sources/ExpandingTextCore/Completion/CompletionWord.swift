/// The word before the caret, back to a space, a line break or an element, where a trigger may stand.
struct CompletionWord {
    /// The word's characters, at most ``maximumLength``.
    let characters: [Character]
    /// From the word's start to the caret, in the front end's units.
    let range: Range<Int>
    /// Whether the word starts the text.
    let startsText: Bool

    /// A longer run before the caret is no query of any completion.
    static let maximumLength = 1_024

    /// The word before the editor's caret, in UTF-8 offsets; nil when it is longer than ``maximumLength``.
    init?(in editor: TextEditor) {
        let caret = editor.selection.head
        var reversed: [Character] = []
        var start = caret
        for cluster in editor.storage.clustersBackward(from: caret) {
            if Self.endsWord(cluster.character) { break }
            reversed.append(cluster.character)
            start = cluster.range.lowerBound
            if reversed.count > Self.maximumLength { return nil }
        }
        characters = reversed.reversed()
        range = start.utf8Offset..<caret.utf8Offset
        startsText = start == .start
    }

    /// The word before `caretUTF16Offset` in `text`, in UTF-16 offsets; nil when the caret is not on a character
    /// boundary of `text` or the word is longer than ``maximumLength``.
    init?(in text: String, caretUTF16Offset: Int) {
        let utf16 = text.utf16
        guard caretUTF16Offset >= 0, caretUTF16Offset <= utf16.count,
            let caret = utf16.index(utf16.startIndex, offsetBy: caretUTF16Offset).samePosition(in: text)
        else { return nil }
        var reversed: [Character] = []
        var start = caret
        while start > text.startIndex {
            let previous = text.index(before: start)
            let character = text[previous]
            if Self.endsWord(character) { break }
            reversed.append(character)
            start = previous
            if reversed.count > Self.maximumLength { return nil }
        }
        characters = reversed.reversed()
        let startOffset = utf16.distance(from: utf16.startIndex, to: start)
        range = startOffset..<caretUTF16Offset
        startsText = start == text.startIndex
    }

    /// Whether `trigger` opens on this word: its sigil starts the word, and the word starts the text where the
    /// trigger asks for that.
    func opens(_ trigger: CompletionTrigger) -> Bool {
        characters.first == trigger.sigil && (trigger.anchor == .wordStart || startsText)
    }

    /// The text after the sigil.
    func query(after trigger: CompletionTrigger) -> String? {
        guard opens(trigger) else { return nil }
        return String(characters.dropFirst())
    }

    /// A space, a line break or an element's placeholder ends a word.
    private static func endsWord(_ character: Character) -> Bool {
        character.isWhitespace || character.unicodeScalars.first == "\u{FFFC}"
    }
}
