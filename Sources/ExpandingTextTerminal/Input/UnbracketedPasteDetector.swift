/// Tells a paste from typing where the terminal does not bracket pastes (or has bracketing off), and has the decoder
/// collect a guessed paste as it collects a bracketed one: from the read that looks pasted until the input pauses.
///
/// Nobody types a line break followed by more text between two reads, nor a long run of text holding one: such a
/// read is a paste, and without the guess the paste's first line break would submit the rest. Where the terminal
/// says it brackets every paste (DECRQM for mode 2004), nothing is guessed, so a script that types a line and Enter
/// in one write submits it.
struct UnbracketedPasteDetector: Sendable {
    /// Whether the terminal brackets every paste (from the start-up probe), so that unbracketed input is typed.
    var bracketsPastes = false
    /// Whether a guessed paste is being collected, until the input pauses.
    private(set) var isCollecting = false

    /// Whether a read looks pasted: text with a line break and more text after it, or a run of 16 bytes or more
    /// that holds one. Control characters other than tab and line breaks, and escape sequences, mean keys.
    ///
    /// A person typing into a busy box can have a long line and Enter arrive in one read; the Enter is then a line
    /// break, and a second Enter submits.
    static func looksPasted(_ bytes: [UInt8]) -> Bool {
        guard let lastBreak = bytes.lastIndex(where: { $0 == 0x0D || $0 == 0x0A }) else { return false }
        let isText = bytes.allSatisfy { $0 >= 0x20 && $0 != 0x7F || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard isText else { return false }
        let firstBreak = bytes.firstIndex(where: { $0 == 0x0D || $0 == 0x0A })!
        let breaksInside = bytes[(firstBreak + 1)...].contains { $0 != 0x0A && $0 != 0x0D }
        return breaksInside || (bytes.count >= 16 && lastBreak > 0)
    }

    /// Decodes a read: a read that looks pasted opens a guessed paste first, and an escape sequence closes one (it
    /// is a key or a real bracketed paste, not more of the paste). The decoder is told where a paste opens or ends;
    /// no marker is made up and fed to it.
    ///
    /// - Parameters:
    ///   - bytes: What the terminal sent in one read.
    ///   - pasteOpensAt: Where in `bytes` a paste opens that the read proves pasted (an end marker with none
    ///     begun); nil when none does.
    ///   - decoder: The session's decoder.
    /// - Returns: The events decoded.
    mutating func decode(_ bytes: [UInt8], pasteOpensAt: Int?, with decoder: inout InputDecoder) -> [KeyEvent] {
        var decoded: [KeyEvent] = []
        let opensOtherPaste = pasteOpensAt != nil || bytes.contains(0x1B) && !PasteQuietWindow.endsAPasteNotBegun(bytes)
        if isCollecting, opensOtherPaste {
            isCollecting = false
            decoded += decoder.flush()
        }
        if !bracketsPastes, !isCollecting, pasteOpensAt == nil, decoder.isAtRest, Self.looksPasted(bytes) {
            isCollecting = true
            decoded += decoder.openPaste()
        }
        guard let start = pasteOpensAt else { return decoded + decoder.feed(bytes) }
        decoded += decoder.feed(bytes[..<start])
        decoded += decoder.openPaste()
        return decoded + decoder.feed(bytes[start...])
    }

    /// The input paused: a guessed paste ends, unless a character was split between two writes (its other bytes
    /// are on their way).
    ///
    /// - Parameter decoder: The session's decoder.
    /// - Returns: The events that end the paste; empty while the rest of a character is awaited; nil when no
    ///   guessed paste is open.
    mutating func inputPaused(_ decoder: inout InputDecoder) -> [KeyEvent]? {
        guard isCollecting else { return nil }
        if decoder.pasteEndsInsideACharacter { return [] }
        isCollecting = false
        return decoder.flush()
    }
}
