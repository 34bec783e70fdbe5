/// Turns the bytes read from a terminal into key presses, pastes and terminal replies, incrementally.
///
/// Feed it whatever each read returned: an escape sequence or a UTF-8 character split between two reads decodes
/// to exactly the events it would have given in one piece. What it recognises:
///
/// - Text, one ``Key/character(_:)`` per Unicode scalar; invalid UTF-8 becomes U+FFFD, one per maximal invalid
///   subsequence (as `String(decoding:as:)` replaces them).
/// - Control bytes as control keys: 0x01–0x1A are Ctrl+A…Ctrl+Z, except Tab (0x09) and Enter (CR, 0x0D);
///   Ctrl+J (LF) and Ctrl+H (BS) stay control keys; DEL (0x7F) is Backspace; 0x00 is Ctrl+Space; 0x1C–0x1F are
///   Ctrl+\\, Ctrl+], Ctrl+^, Ctrl+_.
/// - Alt as an ESC prefix: ESC followed by a key is that key with Alt (ESC CR is Alt+Enter, ESC DEL is
///   Alt+Backspace).
/// - CSI and SS3 keys with xterm modifiers: arrows, Home/End (`CSI H/F`, `CSI 1~/4~/7~/8~`, `SS3 H/F`), Insert,
///   Delete, PageUp/Down, F1–F20, Shift+Tab, the application keypad, the Linux console's F1–F5.
/// - Modified keys from xterm's modifyOtherKeys (`CSI 27;2;13~`) and kitty's `CSI u` (`CSI 13;2u`), so Shift+Enter
///   is a key of its own where the terminal reports it. Key releases are dropped.
/// - Bracketed paste as one ``KeyEvent/paste(_:)`` event, whatever its content; a paste larger than
///   ``maximumPasteBytes`` arrives as several events. Until the input has been quiet for
///   ``pasteQuietMilliseconds`` after its end marker, Enter and the command keys are pasted text too (a line
///   break, or the control character itself), in whichever encoding they come — legacy bytes, SS3, CSI u, kitty's
///   protocol, modifyOtherKeys: a clipboard can hold an end marker of its own followed by a CR, a Ctrl+Z or an
///   editor key and a command, and a paste over a slow link arrives in pieces with pauses between them. An end
///   marker without a paste begun is such a forged one too: what follows it is taken the same way.
/// - Replies: cursor position, device attributes, XTVERSION, DECRPM, kitty flags, focus in/out.
/// - Everything else that is a well-formed sequence (CSI, SS3, OSC, DCS, SOS, PM, APC, mouse reports) is
///   consumed and dropped, never inserted as text.
///
/// Some input is decided by a silence: a lone ESC (the Escape key, or the start of a sequence whose rest has not
/// arrived), the end of a paste's burst, a paste whose end marker never comes. When ``pendingTimeoutMilliseconds``
/// is not nil after a feed, wait that long for more input and call ``flush()`` if none came.
///
/// ```swift
/// var decoder = InputDecoder()
/// var events = decoder.feed(Array("hi\u{1B}".utf8))  // "h", "i"; the ESC is pending
/// if let timeout = decoder.pendingTimeoutMilliseconds {
///     events += decoder.flush()                      // after `timeout` ms of silence: Escape
/// }
/// ```
public struct InputDecoder: Sendable {
    /// How long to wait for the rest of a sequence after an ESC before calling ``flush()``, in milliseconds.
    ///
    /// Terminals send a sequence in one write, so its bytes arrive together; a person does not type two keys
    /// within 30 ms often, and a longer wait makes the Escape key feel slow.
    public static let escapeTimeoutMilliseconds = 30

    /// How long the input must be quiet after a paste's end marker before Enter and the command keys act as keys
    /// again, in milliseconds: the quiet window.
    ///
    /// A local terminal writes a paste in one go, but over SSH a large paste arrives in pieces a round trip apart,
    /// and a clipboard can hold end markers of its own followed by a CR and a command. Whatever follows a paste
    /// with no pause as long as this came from the clipboard too. It is longer than the round trip of any link a
    /// person types over, and short enough not to be noticed after a paste.
    public static let pasteQuietMilliseconds = 500

    /// How long a paste whose end marker has not come may pause before ``flush()`` ends it, in milliseconds: then
    /// what came is inserted and later input is keys again.
    ///
    /// A ``PromptSession`` never ends a paste on a silence, as a paste over a slow link pauses for seconds: there a
    /// paste ends with its end marker, or with Esc pressed twice, each in a read of its own a second after the last
    /// pasted byte.
    public static let unterminatedPasteMilliseconds = 500

    /// The most bytes of a paste held at once: a larger paste is handed out in pieces of this size, each a
    /// ``KeyEvent/paste(_:)`` event, and goes on as a paste (its line breaks must not submit).
    public static let maximumPasteBytes = 64 << 20

    /// The bytes that switch on the input modes this decoder understands: bracketed paste (`CSI ?2004h`) and
    /// xterm's modifyOtherKeys level 1 (`CSI >4;1m`), which reports Shift+Enter and other modified keys.
    /// `Terminal.restoreSequence` switches both off again.
    public static let enableSequence: [UInt8] = Array(
        [TerminalCommand.set(.bracketedPaste), .enableModifyOtherKeys].sequence.utf8)

    /// How many cursor position reports (`CSI row;column R`) the program has asked for and not yet received.
    ///
    /// `CSI 1;2R` is both Shift+F3 (xterm) and the cursor at row 1, column 2. While a report is expected such a
    /// sequence is taken as the report (and this count goes down); otherwise as the key. Call
    /// ``expectCursorPositionReport()`` when writing `CSI 6n`, and set this back to 0 if the reply timed out.
    public var expectedCursorPositionReports = 0

    /// Sequences longer than this are still consumed up to their end, but not kept, and then dropped.
    static let maximumSequenceLength = 1024

    var mode = Mode.ground
    /// Whether an ESC prefix adds Alt to the next key emitted.
    var altPending = false
    /// Whether the current sequence has received nothing after its introducer (`ESC [`, `ESC O`, `ESC P`…):
    /// on a timeout, or when interrupted, it is the introducer typed with Alt.
    var introducerOnly = false
    /// The parameter and intermediate bytes of the current CSI or SS3, or the payload of a DCS.
    var sequence: [UInt8] = []
    var sequenceOverflowed = false
    var utf8 = UTF8ScalarDecoder()
    var paste = PasteCollector()
    /// Whether a paste ended (or a forged end marker came) and the input has not been quiet since: Enter and the
    /// command keys, in any encoding, are then text.
    package internal(set) var isAfterPaste = false
    /// Whether the last byte taken as text after a paste was a CR, so that the LF of a CR LF is not a second line.
    package internal(set) var afterPastedCarriageReturn = false

    /// Creates a decoder in its initial state.
    public init() {}

    /// Whether the input so far ends with an ESC that may be a key of its own (or Alt with `[`, `O`, `P`, `]`, `X`,
    /// `^`, `_`) or the start of a sequence: call ``flush()`` if nothing more arrives within
    /// ``escapeTimeoutMilliseconds``.
    public var hasPendingEscape: Bool {
        switch mode {
        case .escape, .escapeEscape: true
        case .controlSequence, .singleShift, .controlString: introducerOnly
        default: false
        }
    }

    /// How long to wait for more input before calling ``flush()``, in milliseconds, or nil when nothing waits on a
    /// silence: ``escapeTimeoutMilliseconds`` after a lone ESC, ``unterminatedPasteMilliseconds`` inside a paste,
    /// ``pasteQuietMilliseconds`` after a paste's end marker. A lone ESC right after a paste waits as long as the
    /// paste does: a piece of a paste can end inside an end marker of the clipboard's own.
    public var pendingTimeoutMilliseconds: Int? {
        if mode == .paste { return Self.unterminatedPasteMilliseconds }
        if hasPendingEscape { return isAfterPaste ? Self.pasteQuietMilliseconds : Self.escapeTimeoutMilliseconds }
        return isAfterPaste ? Self.pasteQuietMilliseconds : nil
    }

    /// Whether a paste has begun and its end marker has not come yet.
    public var isInsideUnterminatedPaste: Bool {
        mode == .paste
    }

    /// Whether the paste being collected ends inside a UTF-8 character, whose other bytes have not come yet.
    package var pasteEndsInsideACharacter: Bool {
        mode == .paste && paste.endsInsideACharacter
    }

    /// Whether nothing is pending: no sequence, character or paste begun, and no paste just ended.
    package var isAtRest: Bool {
        isBetweenKeys && !isAfterPaste
    }

    /// Whether no sequence, character or paste is begun, so that bytes fed now start afresh.
    package var isBetweenKeys: Bool {
        mode == .ground && !altPending && !utf8.isPartial
    }

    /// Decodes the next bytes of input.
    ///
    /// - Parameter bytes: The bytes, in any chunking: the events do not depend on where reads split the input.
    /// - Returns: The events completed by these bytes, in order. Bytes of an unfinished sequence, character or
    ///   paste are kept for the next call.
    /// - Complexity: O(n) in the number of bytes, also inside a paste of any size.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [KeyEvent] {
        var events: [KeyEvent] = []
        let done: Void? = bytes.withContiguousStorageIfAvailable { decode($0, into: &events) }
        if done == nil {
            Array(bytes).withUnsafeBufferPointer { decode($0, into: &events) }
        }
        return events
    }

    /// Resolves what waits on a silence, after ``pendingTimeoutMilliseconds``: a lone ESC is the Escape key, ESC ESC
    /// is Alt+Escape, and ESC with just a sequence introducer is Alt with that character (`ESC [` is Alt+[); a paste,
    /// ended or not, is complete with what came.
    ///
    /// Longer unfinished sequences and partial UTF-8 are kept: a terminal sends a sequence in one write, so the rest
    /// of one that has begun is on its way, and dropping it would turn its tail into typed text.
    /// - Returns: The resolved events; empty when nothing was pending.
    public mutating func flush() -> [KeyEvent] {
        var events: [KeyEvent] = []
        // A silence: whatever comes next was typed.
        isAfterPaste = false
        afterPastedCarriageReturn = false
        switch mode {
        case .paste:
            events.append(.paste(paste.finish()))
        case .escape:
            emit(KeyChord(.escape), into: &events)
        case .escapeEscape:
            emit(KeyChord(.escape, modifiers: .alt), into: &events)
        case .controlSequence, .singleShift, .controlString:
            guard introducerOnly else { return [] }
            abandonSequence(into: &events)
        default:
            return []
        }
        mode = .ground
        altPending = false
        return events
    }

    /// Records that the program asked for the cursor position (`CSI 6n`), so that the reply is not taken for
    /// Shift+F3 or another modified F3.
    public mutating func expectCursorPositionReport() {
        expectedCursorPositionReports += 1
    }
}
