// MARK: - Decoding

extension InputDecoder {
    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into events: inout [KeyEvent]) {
        var index = 0
        while index < input.count {
            if mode == .paste {
                let (next, text) = paste.consume(input, from: index, limit: Self.maximumPasteBytes)
                index = next
                if let text {
                    events.append(.paste(text))
                    mode = .ground
                    isAfterPaste = true
                } else if paste.count >= Self.maximumPasteBytes {
                    events.append(.paste(paste.takeCollected()))
                }
            } else if isAfterPaste, mode == .ground, !altPending, !utf8.isPartial,
                let text = textAfterPaste(input[index])
            {
                // The LF of a CR LF is already a line break.
                if !text.isEmpty { events.append(.paste(text)) }
                index += 1
            } else if step(input[index], into: &events) {
                index += 1
            }
        }
    }

    /// What a byte that would submit, cancel or break a line is right after a paste, taken as text: a line break or
    /// the control character itself; nil for any other byte, decoded as usual.
    mutating func textAfterPaste(_ byte: UInt8) -> String? {
        let wasCarriageReturn = afterPastedCarriageReturn
        afterPastedCarriageReturn = byte == 0x0D
        switch byte {
        case 0x0D: return "\n"
        case 0x0A: return wasCarriageReturn ? "" : "\n"
        case 0x03, 0x04: return String(Unicode.Scalar(byte))
        default:
            afterPastedCarriageReturn = false
            return nil
        }
    }

    /// Decodes one byte outside a paste.
    /// - Returns: Whether the byte was used up; false when it ended what came before it and must be decoded again
    ///   in the new mode.
    mutating func step(_ byte: UInt8, into events: inout [KeyEvent]) -> Bool {
        switch mode {
        case .ground:
            return ground(byte, into: &events)
        case .escape:
            return afterEscape(byte)
        case .escapeEscape:
            return afterEscapeEscape(byte, into: &events)
        case .controlSequence, .singleShift:
            return sequenceByte(byte, into: &events)
        case .linuxFunctionKey:
            return linuxFunctionKey(byte, into: &events)
        case .controlString(let kind):
            return controlString(kind, byte, into: &events)
        case .controlStringEscape(let kind):
            if byte == 0x5C {
                mode = .ground
                finishControlString(kind, into: &events)
                return true
            }
            // ESC inside a string ends it (as in DEC's parser) and starts a new sequence.
            mode = .escape
            return false
        case .mouse(let remaining):
            mode = remaining > 1 ? .mouse(remaining: remaining - 1) : .ground
            return true
        case .paste:
            failPrecondition("paste bytes are collected in runs by decode(_:into:)")
        }
    }

    mutating func ground(_ byte: UInt8, into events: inout [KeyEvent]) -> Bool {
        if utf8.isPartial || byte >= 0x80 {
            switch utf8.decode(byte) {
            case .needMore:
                return true
            case .scalar(let scalar):
                emit(KeyChord(.character(Character(scalar))), into: &events)
                return true
            case .invalid:
                emit(KeyChord("\u{FFFD}"), into: &events)
                return true
            case .invalidRetry:
                emit(KeyChord("\u{FFFD}"), into: &events)
                return false
            }
        }
        if byte == 0x1B {
            mode = .escape
        } else {
            emit(Self.asciiKey(byte), into: &events)
        }
        return true
    }

    mutating func afterEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x1B:
            mode = .escapeEscape
        case 0x5B:
            begin(.controlSequence, alt: false)
        case 0x4F:
            begin(.singleShift, alt: false)
        case 0x50, 0x58, 0x5D, 0x5E, 0x5F:
            // The raw values of ControlStringKind are exactly these bytes.
            begin(.controlString(ControlStringKind(rawValue: byte)!), alt: false)
        default:
            // ESC then a key: that key with Alt. Decode the byte as if it came alone.
            altPending = true
            mode = .ground
            return false
        }
        return true
    }

    mutating func afterEscapeEscape(_ byte: UInt8, into events: inout [KeyEvent]) -> Bool {
        switch byte {
        case 0x5B:
            begin(.controlSequence, alt: true)
        case 0x4F:
            begin(.singleShift, alt: true)
        default:
            emit(KeyChord(.escape, modifiers: .alt), into: &events)
            mode = .ground
            return false
        }
        return true
    }

    mutating func begin(_ newMode: Mode, alt: Bool) {
        mode = newMode
        altPending = alt
        introducerOnly = true
        sequence.removeAll(keepingCapacity: true)
        sequenceOverflowed = false
    }

    mutating func collect(_ byte: UInt8) {
        introducerOnly = false
        if sequence.count < Self.maximumSequenceLength {
            sequence.append(byte)
        } else {
            sequenceOverflowed = true
        }
    }

    /// Gives up on the current sequence because of a byte that cannot be part of it: just an introducer is that
    /// character typed with Alt; anything longer is dropped.
    mutating func abandonSequence(into events: inout [KeyEvent]) {
        if introducerOnly {
            let introducer: UInt8
            switch mode {
            case .controlSequence: introducer = 0x5B
            case .singleShift: introducer = 0x4F
            case .controlString(let kind): introducer = kind.rawValue
            default: introducer = 0x1B
            }
            emit(KeyChord(.character(Character(Unicode.Scalar(introducer))), modifiers: .alt), into: &events)
        }
        altPending = false
        introducerOnly = false
    }

    /// Ends the current sequence at a byte that cannot continue it: ESC starts a new one; a control byte, DEL or
    /// a non-ASCII byte is left to be read again as a key of its own, so a key typed after an interrupted sequence
    /// still counts (Ctrl+C must always get through).
    /// - Returns: Whether the byte was consumed.
    mutating func interruptSequence(by byte: UInt8, into events: inout [KeyEvent]) -> Bool {
        abandonSequence(into: &events)
        if byte == 0x1B {
            mode = .escape
            return true
        }
        mode = .ground
        return false
    }
}
