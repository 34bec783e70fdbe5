/// Turns what a terminal sends into one stream of events: the only place where the session's input is decoded.
///
/// It owns the byte decoder, the paste guard and the clock its waits are measured on. Each read goes in whole, with
/// the time it came; key presses, text, pastes and the terminal's replies come out in order. The rules it keeps, for
/// every encoding of every key:
///
/// - Inside a bracketed paste everything up to the end marker is text, however long the paste pauses: over a slow
///   link its pieces can come seconds apart. After ``openPasteNoticeMilliseconds`` the box says that a paste is
///   arriving (``openPasteNotice``). Should the end marker never come, Esc pressed twice, in two reads of its own,
///   each at least ``pasteEndingPauseMilliseconds`` after the last pasted byte, ends the paste with all it brought: a
///   terminal writes a paste as fast as it can, so no paste holds such a pause before a lone Esc.
/// - After a paste's end marker, a command key (Enter, Ctrl+C, Ctrl+D, Ctrl+G, Ctrl+X, Ctrl+Z) that comes in the
///   paste's burst is text, in whichever encoding it comes; one that comes alone soon after is held until the input
///   has been quiet for ``InputDecoder/pasteQuietMilliseconds`` (``PasteQuietWindow``).
/// - Where the terminal does not bracket pastes, a read that looks pasted is collected as a paste until the input
///   pauses (``UnbracketedPasteDetector``).
///
/// The session hands it each read (``take(_:)``) and each timeout (``inputPaused()``), and waits no longer than
/// ``timeoutMilliseconds`` says.
package struct InputPipeline {
    /// How long a bracketed paste may stay open before the box says that one is arriving, in milliseconds.
    package static let openPasteNoticeMilliseconds = 500
    /// How long after the last byte of a paste that stays open each Esc of the pair that ends it must come, in
    /// milliseconds.
    package static let pasteEndingPauseMilliseconds = 1_000

    /// A bracketed paste whose end marker has not come yet.
    private struct OpenPaste {
        /// When its start marker came, and when its last byte came, on the pipeline's clock.
        var openedAt: Int
        var lastByteAt: Int
        /// The bytes it brought so far, markers included.
        var byteCount: Int
        /// Whether the first Esc of the pair that ends it came, in a read of its own, after the pause.
        var isEnding = false
    }

    private var decoder = InputDecoder()
    private var quietWindow = PasteQuietWindow()
    private var unbracketedPastes = UnbracketedPasteDetector()
    private var openPaste: OpenPaste?
    /// The clock every wait is measured on: the terminal's.
    private let clock: () -> Int

    /// Creates a pipeline.
    ///
    /// - Parameter clock: A clock that only moves forward, in milliseconds: the terminal's.
    package init(clock: @escaping () -> Int) {
        self.clock = clock
    }

    /// The time now on the pipeline's clock, in milliseconds.
    package var now: Int { clock() }

    /// Whether the terminal brackets every paste (from the start-up probe): then no paste is guessed from typing.
    package var bracketsPastes: Bool {
        get { unbracketedPastes.bracketsPastes }
        set { unbracketedPastes.bracketsPastes = newValue }
    }

    /// Whether a paste is open, has just ended, or is guessed: a terminal's answers read now would be taken as
    /// pasted text, so nothing is asked of it.
    package var isPasting: Bool {
        decoder.isInsideUnterminatedPaste || decoder.isAfterPaste || unbracketedPastes.isCollecting
            || quietWindow.isHolding
    }

    /// Whether a bracketed paste is open: its start marker came, its end marker not yet.
    package var isInsideBracketedPaste: Bool { openPaste != nil }

    /// Whether input in progress waits on a silence (a lone ESC, a paste, the window after one): a resize waits for
    /// it, as re-wrapping a long text first would swallow the pause.
    package var isMidInput: Bool {
        decoder.pendingTimeoutMilliseconds != nil || quietWindow.isHolding || unbracketedPastes.isCollecting
    }

    /// What the box says while a bracketed paste stays open longer than ``openPasteNoticeMilliseconds``: how much
    /// came, and how to end it if its end marker never comes; nil otherwise.
    package var openPasteNotice: String? {
        guard let paste = openPaste, now - paste.openedAt >= Self.openPasteNoticeMilliseconds else { return nil }
        let size = paste.byteCount < 1024 ? "\(paste.byteCount) B" : "\(paste.byteCount / 1024) KB"
        // A narrow box keeps the end of a note: the size, which changes, goes last.
        return (paste.isEnding ? "Esc again ends it" : "Esc Esc ends it") + " · pasting… (\(size))"
    }

    /// How long the next read may wait before ``inputPaused()`` is due, in milliseconds; nil to wait until input
    /// comes.
    package var timeoutMilliseconds: Int? {
        let now = self.now
        if let held = quietWindow.heldMilliseconds(now: now) { return held }
        if unbracketedPastes.isCollecting { return PasteQuietWindow.keyPauseMilliseconds }
        if let paste = openPaste {
            let shownIn = Self.openPasteNoticeMilliseconds - (now - paste.openedAt)
            return shownIn > 0 ? shownIn : nil
        }
        return decoder.pendingTimeoutMilliseconds
    }

    /// Takes one read of the terminal.
    ///
    /// - Parameter read: What the read returned.
    /// - Returns: The events it completes, in order.
    package mutating func take(_ read: [UInt8]) -> [KeyEvent] {
        let now = self.now
        if var paste = openPaste {
            if now - paste.lastByteAt >= Self.pasteEndingPauseMilliseconds, Self.isEscapeAlone(read) {
                guard paste.isEnding else {
                    paste.isEnding = true
                    openPaste = paste
                    return []
                }
                openPaste = nil
                return decoder.flush()
            }
            if paste.isEnding {
                // More of the paste after all: the Esc held back was part of it.
                paste.isEnding = false
                openPaste = paste
                return decode([0x1B] + read, now: now)
            }
        }
        return decode(read, now: now)
    }

    /// The read timed out: what waits for a pause goes on (a key held after a paste, a guessed paste, a lone ESC).
    ///
    /// - Returns: The events the pause completes (perhaps none); nil when nothing waited on it.
    package mutating func inputPaused() -> [KeyEvent]? {
        if quietWindow.isHolding {
            guard quietWindow.heldMilliseconds(now: now) == 0, let key = quietWindow.release() else { return [] }
            // The input stayed quiet after the paste: the key was pressed.
            return decoder.flush() + decoder.feed(key)
        }
        if let pasteEnd = unbracketedPastes.inputPaused(&decoder) { return pasteEnd }
        // A bracketed paste ends with its end marker, or with Esc Esc: never with a pause.
        if openPaste != nil { return [] }
        guard decoder.pendingTimeoutMilliseconds != nil else { return nil }
        return decoder.flush()
    }

    /// Decodes the terminal's answers to the start-up probe, and keys typed ahead of them.
    ///
    /// - Parameter bytes: What a read returned.
    /// - Returns: The events.
    package mutating func takeProbeAnswers(_ bytes: [UInt8]) -> [KeyEvent] {
        decoder.feed(bytes)
    }

    /// Records that the program asked for the cursor position (`CSI 6n`): the answer is not a key.
    package mutating func expectCursorPositionReport() {
        decoder.expectCursorPositionReport()
    }

    /// The terminal stopped answering: a late cursor position report must not be taken for one asked later.
    package mutating func forgetExpectedReplies() {
        decoder.expectedCursorPositionReports = 0
    }

    private mutating func decode(_ read: [UInt8], now: Int) -> [KeyEvent] {
        let (bytes, pasteOpensAt) = quietWindow.take(read, now: now, decoder: decoder)
        guard !bytes.isEmpty else { return [] }
        let events = unbracketedPastes.decode(bytes, pasteOpensAt: pasteOpensAt, with: &decoder)
        if decoder.isInsideUnterminatedPaste, !unbracketedPastes.isCollecting {
            var paste = openPaste ?? OpenPaste(openedAt: now, lastByteAt: now, byteCount: 0)
            paste.lastByteAt = now
            paste.byteCount += bytes.count
            openPaste = paste
        } else {
            openPaste = nil
        }
        return events
    }

    /// Whether a read is the Escape key and nothing else, in any encoding (a lone ESC, or kitty's `CSI 27 u`).
    private static func isEscapeAlone(_ read: [UInt8]) -> Bool {
        guard read.count <= 8 else { return false }
        var decoder = InputDecoder()
        return decoder.feed(read) + decoder.flush() == [.press(.escape)]
    }
}
