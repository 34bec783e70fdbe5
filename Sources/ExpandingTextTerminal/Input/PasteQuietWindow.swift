/// Keeps a paste that arrives in pieces from submitting the box, cancelling it, or reaching the shell.
///
/// Over a slow link a large paste arrives in pieces a round trip apart, and a clipboard can hold end markers of its
/// own, each followed by a CR and a command. The decoder takes what follows a paste as pasted until the input has
/// been quiet for ``InputDecoder/pasteQuietMilliseconds``; this decides the two cases the decoder cannot, because
/// they depend on how the input was read:
///
/// - A person's Enter, Ctrl+C, Ctrl+D or other command key after a paste, in whichever encoding, arrives alone in
///   its read, after a pause. Such a read is held until the input has been quiet for the window after it: if more
///   input comes first, the key was a piece of the paste and is pasted as text; if not, it is a key, and the box
///   submits with nothing left for the shell to read. (A piece of a paste may be a lone CR too, and the next piece may follow it by almost the window.) A key
///   pressed a window or more after the paste acts at once.
/// - An end marker without a paste begun proves that the read holding it was pasted: the whole read is taken as
///   a paste, including what came before the marker.
package struct PasteQuietWindow: Sendable {
    /// How long the input must have paused before a lone key after a paste may be a key press, in milliseconds: a
    /// terminal writes what it has at once, so a piece of a paste comes together with the text before it.
    package static let keyPauseMilliseconds = 50

    /// The lone key read right after a paste, while it is not known yet whether the paste goes on, and when it came.
    private var held: (bytes: [UInt8], at: Int)?
    /// When the last read that carried text arrived: what a paste's pieces carry, unlike keys and replies.
    private var lastTextAt: Int?

    package init() {}

    /// Whether a key is held, waiting for the input to be quiet.
    package var isHolding: Bool { held != nil }

    /// Takes the bytes of one read.
    ///
    /// - Parameters:
    ///   - bytes: What the read returned.
    ///   - now: When it arrived, on the terminal's clock.
    ///   - decoder: The decoder the bytes are for, as it is before they are fed.
    /// - Returns: What to feed the decoder now: a held key that turned out to be pasted first, then the read; and
    ///   where in that a paste opens, when the read holds an end marker with no paste begun. Nothing while the read
    ///   is held.
    package mutating func take(
        _ bytes: [UInt8], now: Int, decoder: InputDecoder
    ) -> (bytes: [UInt8], pasteOpensAt: Int?) {
        let carriesText = Self.carriesText(bytes, decoder: decoder)
        if held != nil, !carriesText, Self.holdsOnlyReplies(bytes, decoder: decoder) {
            // The terminal answering a query (a cursor position, a width measurement) is not more of the paste.
            return (bytes, nil)
        }
        let pasted = held?.bytes ?? []
        held = nil
        if pasted.isEmpty, decoder.isAfterPaste, Self.isKeyThatEndsARead(bytes),
            let last = lastTextAt, now - last >= Self.keyPauseMilliseconds
        {
            held = (bytes, now)
            return ([], nil)
        }
        if carriesText { lastTextAt = now }
        guard decoder.isBetweenKeys, Self.endsAPasteNotBegun(bytes) else { return (pasted + bytes, nil) }
        // The paste opened here goes on from the text before it: a CR at the end of that and an LF at the start of
        // this are one line break.
        let afterCarriageReturn = pasted.isEmpty ? decoder.afterPastedCarriageReturn : pasted.last == 0x0D
        let body = afterCarriageReturn && bytes.first == 0x0A ? Array(bytes.dropFirst()) : bytes
        return (pasted + body, pasted.count)
    }

    /// How long the held key waits yet, in milliseconds; nil when nothing is held.
    package func heldMilliseconds(now: Int) -> Int? {
        held.map { max(0, InputDecoder.pasteQuietMilliseconds - (now - $0.at)) }
    }

    /// The held key, once the input has been quiet for the window: it is a key press.
    package mutating func release() -> [UInt8]? {
        defer { held = nil }
        return held?.bytes
    }

    /// Whether `bytes`, fed to `decoder`, give text: typed characters, a paste, or a paste begun. An Enter read alone
    /// is a key press only after a pause since the last such read; keys such as the arrows between them do not count.
    private static func carriesText(_ bytes: [UInt8], decoder: InputDecoder) -> Bool {
        // Inside a paste every byte is text; and a copy fed more of it would copy all the paste collected so far.
        if decoder.isInsideUnterminatedPaste { return true }
        var decoder = decoder
        let events = decoder.feed(bytes)
        return decoder.isInsideUnterminatedPaste
            || events.contains { event in
                switch event {
                case .paste: true
                case .key(let chord):
                    if case .character = chord.key { chord.modifiers.isEmpty } else { false }
                case .reply: false
                }
            }
    }

    /// Whether `bytes`, fed to `decoder`, are terminal replies and nothing else, and leave it between keys.
    private static func holdsOnlyReplies(_ bytes: [UInt8], decoder: InputDecoder) -> Bool {
        var decoder = decoder
        let events = decoder.feed(bytes)
        return !events.isEmpty && decoder.isBetweenKeys
            && events.allSatisfy { if case .reply = $0 { true } else { false } }
    }

    /// Whether a read is a command key a person pressed, in any encoding: Enter, Ctrl+C, Ctrl+D, Ctrl+Z, Ctrl+G,
    /// Ctrl+X (with the key after it), as a read of its own holds it. Decoded from scratch, as keys outside a paste.
    /// A read that holds a paste marker is no key press, however short: an LF and a forged end marker decode as
    /// Ctrl+J alone.
    private static func isKeyThatEndsARead(_ bytes: [UInt8]) -> Bool {
        guard bytes.count <= 16, firstMarker(in: bytes, among: pasteMarkers) == nil else { return false }
        var decoder = InputDecoder()
        let events = decoder.feed(bytes) + decoder.flush()
        let chords = events.compactMap { event -> KeyChord? in if case .key(let chord) = event { chord } else { nil } }
        return chords.count == events.count && (1...2).contains(chords.count)
            && InputDecoder.isCommandKey(chords[0])
    }

    /// Whether the first paste marker in `bytes` is an end marker: read from a decoder between keys, it ends a
    /// paste that never began; inside a paste guessed from unbracketed input, it ends that paste.
    package static func endsAPasteNotBegun(_ bytes: [UInt8]) -> Bool {
        firstMarker(in: bytes, among: pasteMarkers) == PasteCollector.endMarker
    }

    private static let pasteMarkers = [PasteCollector.startMarker, PasteCollector.endMarker]

    /// The first of `markers` that `bytes` hold whole.
    private static func firstMarker(in bytes: [UInt8], among markers: [[UInt8]]) -> [UInt8]? {
        var index = bytes.startIndex
        while let escape = bytes[index...].firstIndex(of: 0x1B) {
            if let marker = markers.first(where: { bytes[escape...].starts(with: $0) }) { return marker }
            index = escape + 1
        }
        return nil
    }
}
