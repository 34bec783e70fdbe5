// MARK: - Control sequences and strings

extension InputDecoder {
    /// A byte of a control sequence (CSI) or of an SS3 sequence: parameter and intermediate bytes are collected, and a
    /// final byte dispatches the sequence.
    mutating func sequenceByte(_ byte: UInt8, into events: inout [KeyEvent]) -> Bool {
        let isSingleShift = mode == .singleShift
        // An SS3 sequence has no intermediate bytes, and a space ends it: the keypad's space key (SS3 SP).
        if (isSingleShift ? 0x30...0x3F : 0x20...0x3F).contains(byte) {
            collect(byte)
            return true
        }
        guard (0x40...0x7E).contains(byte) || (isSingleShift && byte == 0x20) else {
            return interruptSequence(by: byte, into: &events)
        }
        introducerOnly = false
        mode = .ground
        if isSingleShift {
            dispatchSingleShift(final: byte, into: &events)
        } else {
            dispatchControlSequence(final: byte, into: &events)
        }
        altPending = false
        return true
    }

    mutating func linuxFunctionKey(_ byte: UInt8, into events: inout [KeyEvent]) -> Bool {
        mode = .ground
        switch byte {
        case 0x41...0x45:
            emit(KeyChord(.function(Int(byte - 0x40))), into: &events)
        case 0x1B:
            mode = .escape
        case 0x20...0x7E:
            break
        default:
            return false
        }
        return true
    }

    mutating func controlString(_ kind: ControlStringKind, _ byte: UInt8, into events: inout [KeyEvent])
        -> Bool
    {
        switch byte {
        case 0x1B where introducerOnly:
            // Nothing after the introducer: it was typed with Alt, and this ESC starts something new.
            return interruptSequence(by: byte, into: &events)
        case 0x1B:
            mode = .controlStringEscape(kind)
        case 0x07:
            // BEL ends an OSC in xterm; other terminals accept it for every string.
            introducerOnly = false
            mode = .ground
            finishControlString(kind, into: &events)
        case 0x08...0x0D, 0x20...0x7E, 0x80...0xFF:
            if kind == .deviceControl {
                collect(byte)
            } else {
                introducerOnly = false
            }
        default:
            // ECMA-48 allows only 0x08–0x0D and 0x20–0x7E (and we allow UTF-8) in a command string; any other
            // control byte, which no terminal reply contains, was typed: give up on the string and take the key.
            return interruptSequence(by: byte, into: &events)
        }
        return true
    }

    mutating func finishControlString(_ kind: ControlStringKind, into events: inout [KeyEvent]) {
        // XTVERSION: DCS > | name ST. Every other string is dropped.
        guard kind == .deviceControl, !sequenceOverflowed, sequence.starts(with: [0x3E, 0x7C]) else { return }
        events.append(.reply(.terminalVersion(String(decoding: sequence.dropFirst(2), as: UTF8.self))))
    }

    /// Appends a key event, with Alt added if an ESC prefix is pending.
    mutating func emit(_ chord: KeyChord, into events: inout [KeyEvent]) {
        var chord = chord
        if altPending {
            chord.modifiers.insert(.alt)
            altPending = false
        }
        if isAfterPaste, let text = Self.pastedText(of: chord) {
            // In a paste's burst, a key that would submit, cancel, suspend or open the editor is pasted text, in
            // whichever encoding it came.
            afterPastedCarriageReturn = false
            events.append(.paste(text))
            return
        }
        events.append(.key(chord))
    }

    /// What a key stands for as text when it arrives in a paste's burst: Enter (in any encoding, with any modifier)
    /// a line break, a command key the control character it sends in the legacy encoding; nil for other keys, which
    /// act as typed (undo, motions, ordinary typing).
    static func pastedText(of chord: KeyChord) -> String? {
        switch chord.key {
        case .enter:
            return "\n"
        case .character(let character) where chord.modifiers.contains(.control):
            guard Self.commandLetters.contains(character), let value = character.asciiValue else { return nil }
            return String(Unicode.Scalar(value & 0x1F))
        default:
            return nil
        }
    }

    /// The Ctrl keys that submit, end, cancel or suspend, or open the editor (Ctrl+X starts Ctrl+X Ctrl+E), and
    /// Ctrl+J and Ctrl+M, which are Enter's bytes. (Ctrl+\ quits nothing: raw mode turns the signal keys off.)
    static let commandLetters: Set<Character> = ["c", "d", "g", "j", "m", "x", "z"]

    /// Whether a key submits, ends, cancels, suspends or opens the editor in some key map: what a paste's burst must
    /// not act on.
    static func isCommandKey(_ chord: KeyChord) -> Bool {
        pastedText(of: chord) != nil
    }

    /// The parsed parameters of the current CSI or SS3, or nil if it was too long or malformed.
    var currentParameters: ControlSequenceParameters? {
        guard !sequenceOverflowed else { return nil }
        let parameters = ControlSequenceParameters(sequence)
        return parameters.isMalformed ? nil : parameters
    }

    /// Whether the current CSI had no parameter or intermediate bytes at all.
    var currentSequenceIsEmpty: Bool { sequence.isEmpty && !sequenceOverflowed }

    /// Switches to collecting a bracketed paste.
    mutating func beginPaste() {
        mode = .paste
    }

    /// Takes what follows as a paste, as its start marker would: for a paste that a read proves or that is guessed
    /// from input the terminal did not bracket. ``flush()`` ends it with what it collected.
    ///
    /// - Returns: What was pending before it, resolved as a silence would (a lone ESC is Escape); a sequence cut
    ///   short is dropped.
    package mutating func openPaste() -> [KeyEvent] {
        let pending = isBetweenKeys && mode == .ground ? [] : flush()
        utf8 = UTF8ScalarDecoder()
        altPending = false
        isAfterPaste = false
        afterPastedCarriageReturn = false
        beginPaste()
        return pending
    }

    /// Switches to skipping the three raw bytes of an X10 mouse report.
    mutating func beginMouseReport() {
        mode = .mouse(remaining: 3)
    }

    /// Switches to the Linux console's function key prefix (`ESC [ [`).
    mutating func beginLinuxFunctionKey() {
        mode = .linuxFunctionKey
    }
}
