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
        guard let word = Self.word(backward: editor.storage.clustersBackward(from: caret).lazy.map(\.character))
        else { return nil }
        let start = caret.utf8Offset - word.reduce(0) { $0 + $1.utf8.count }
        characters = word
        range = start..<caret.utf8Offset
        startsText = start == 0
    }

    /// The word before `caretUTF16Offset` in `text`, in UTF-16 offsets; nil when the caret is not on a character
    /// boundary of `text` or the word is longer than ``maximumLength``.
    init?(in text: String, caretUTF16Offset: Int) {
        let utf16 = text.utf16
        guard caretUTF16Offset >= 0, caretUTF16Offset <= utf16.count,
            let caret = utf16.index(utf16.startIndex, offsetBy: caretUTF16Offset).samePosition(in: text),
            let word = Self.word(backward: text[..<caret].reversed())
        else { return nil }
        let start = caretUTF16Offset - word.reduce(0) { $0 + $1.utf16.count }
        characters = word
        range = start..<caretUTF16Offset
        startsText = start == 0
    }

    /// How far back a quoted path's opening quote is looked for, in characters.
    static let quotedPathLimit = 256

    /// The word whose characters come before the caret, given newest first: back to a space, a line break or an
    /// element — or, inside a quoted path (`@"my pho`), back to the character before its opening quote. Nil when
    /// the word is longer than ``maximumLength``.
    private static func word(backward: some Sequence<Character>) -> [Character]? {
        var iterator = backward.makeIterator()
        var reversed: [Character] = []
        var stop: Character?
        while let character = iterator.next() {
            if endsWord(character) {
                stop = character
                break
            }
            reversed.append(character)
            if reversed.count > maximumLength { return nil }
        }
        guard let space = stop, space.isWhitespace, !TextStorage.isLineBreak(space), !reversed.contains("\"")
        else { return reversed.reversed() }
        // A space inside a quoted path, perhaps: look on along the line for its opening quote.
        var quoted = reversed + [space]
        while quoted.count < quotedPathLimit, let character = iterator.next(), !TextStorage.isLineBreak(character),
            character.unicodeScalars.first != "\u{FFFC}"
        {
            quoted.append(character)
            guard character == "\"" else { continue }
            guard let sigil = iterator.next(), !endsWord(sigil) else { break }
            if sigil == "\\" {
                // An escaped quote, inside the path.
                quoted.append(sigil)
                continue
            }
            let before = iterator.next()
            guard before.map(endsWord) ?? true else { break }
            return (quoted + [sigil]).reversed()
        }
        return reversed.reversed()
    }

    /// Whether `trigger` opens on this word: its sigil starts the word, and the word starts the text where the
    /// trigger asks for that.
    func opens(_ trigger: CompletionTrigger) -> Bool {
        characters.first == trigger.sigil && (trigger.anchor == .wordStart || startsText)
    }

    /// The text after the sigil: the path so far inside an opening quote (``QuotedPath``); nil when the word does
    /// not open `trigger`, or holds a quoted path already closed.
    func query(after trigger: CompletionTrigger) -> String? {
        guard opens(trigger) else { return nil }
        return QuotedPath.searchedText(of: String(characters.dropFirst()))
    }

    /// A space, a line break or an element's placeholder ends a word.
    private static func endsWord(_ character: Character) -> Bool {
        character.isWhitespace || character.unicodeScalars.first == "\u{FFFC}"
    }
}
