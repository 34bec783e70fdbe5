// The meaning of each key encoding: control bytes, CSI and SS3 finals, `CSI n ~` numbers, `CSI u` code points.
// Sources: xterm's ctlseqs ("PC-Style Function Keys", "modifyOtherKeys"), kitty's keyboard protocol, the Linux
// console's and rxvt's key tables, ECMA-48 for the sequence grammar.

extension InputDecoder {
    /// The key for a byte below 0x80 outside any sequence.
    static func asciiKey(_ byte: UInt8) -> KeyChord {
        switch byte {
        case 0x20...0x7E: KeyChord(.character(Character(Unicode.Scalar(byte))))
        default: controlKey(byte)
        }
    }

    /// The key for a C0 control byte or DEL.
    static func controlKey(_ byte: UInt8) -> KeyChord {
        switch byte {
        case 0x00: .control(" ")
        case 0x09: KeyChord(.tab)
        case 0x0D: KeyChord(.enter)
        case 0x1B: KeyChord(.escape)
        case 0x7F: KeyChord(.backspace)
        // 0x01–0x1A: Ctrl+A…Ctrl+Z, Ctrl+H (BS) and Ctrl+J (LF) included.
        case 0x01...0x1A: .control(.character(Character(Unicode.Scalar(byte + 0x60))))
        // 0x1C–0x1F: Ctrl+\, Ctrl+], Ctrl+^, Ctrl+_.
        default: .control(.character(Character(Unicode.Scalar(byte & 0x1F | 0x40))))
        }
    }

    /// The key of a `CSI n ~` sequence.
    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23...26: .function(number - 12)
        case 28, 29: .function(number - 13)
        case 31...34: .function(number - 14)
        default: nil
        }
    }

    /// The key of a CSI or SS3 sequence by its final byte, for the finals both share.
    static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: .up  // A
        case 0x42: .down  // B
        case 0x43: .right  // C
        case 0x44: .left  // D
        case 0x46: .end  // F
        case 0x48: .home  // H
        case 0x50: .function(1)  // P
        case 0x51: .function(2)  // Q
        case 0x52: .function(3)  // R
        case 0x53: .function(4)  // S
        default: nil
        }
    }

    /// The key of an application-keypad SS3 sequence.
    static func keypadKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x20: " "
        case 0x49: .tab  // I
        case 0x4D: .enter  // M
        case 0x58: "="  // X
        case 0x6A: "*"
        case 0x6B: "+"
        case 0x6C: ","
        case 0x6D: "-"
        case 0x6E: "."
        case 0x6F: "/"
        case 0x70...0x79: .character(Character(Unicode.Scalar(final - 0x40)))  // p–y: 0–9
        default: nil
        }
    }

    /// The arrows rxvt sends with a modifier as a lower-case final: `CSI a`–`d` (Shift), `SS3 a`–`d` (Ctrl).
    static func rxvtArrow(_ final: UInt8) -> Key? {
        switch final {
        case 0x61: .up
        case 0x62: .down
        case 0x63: .right
        case 0x64: .left
        default: nil
        }
    }

    /// The key kitty reports with a code in its private-use range (57344–57454), or nil for the keys it reports
    /// there that are not keys here (lone modifiers, media keys, caps lock).
    static func kittyFunctionalKey(_ code: Int) -> Key? {
        switch code {
        case 57376...57398: .function(code - 57376 + 13)
        case 57399...57408: .character(Character(Unicode.Scalar(UInt8(code - 57399 + 0x30))))
        case 57409: "."
        case 57410: "/"
        case 57411: "*"
        case 57412: "-"
        case 57413: "+"
        case 57414: .enter
        case 57415: "="
        case 57416: ","
        case 57417: .left
        case 57418: .right
        case 57419: .up
        case 57420: .down
        case 57421: .pageUp
        case 57422: .pageDown
        case 57423: .home
        case 57424: .end
        case 57425: .insert
        case 57426: .delete
        default: nil
        }
    }

    /// The chord for a key reported by its Unicode code point (`CSI code;mods u`, `CSI 27;mods;code ~`).
    ///
    /// - Parameters:
    ///   - code: The key's code point (kitty reports the unshifted key, e.g. 97 for A).
    ///   - shifted: The shifted alternate kitty reports, if any: used instead of the code when Shift is held.
    ///   - modifiers: The modifiers reported.
    /// - Returns: The chord, or nil for a code that is no key.
    static func codePointKey(_ code: Int, shifted: Int?, modifiers: KeyModifiers) -> KeyChord? {
        var modifiers = modifiers
        let key: Key
        switch code {
        case 13: key = .enter
        case 9: key = .tab
        case 27: key = .escape
        case 8, 127: key = .backspace
        case 0..<32:
            let control = controlKey(UInt8(code))
            return KeyChord(control.key, modifiers: modifiers.union(control.modifiers))
        case 57344...57454:
            guard let functional = kittyFunctionalKey(code) else { return nil }
            key = functional
        default:
            guard var scalar = UInt32(exactly: code).flatMap(Unicode.Scalar.init) else { return nil }
            if modifiers.contains(.shift), let shifted = shifted.flatMap(UInt32.init(exactly:)),
                shifted >= 0x20, let shiftedScalar = Unicode.Scalar(shifted)
            {
                scalar = shiftedScalar
                modifiers.remove(.shift)
            }
            var character = Character(scalar)
            // Shift with a letter is the capital letter (as typed text). With Control it is a chord, spelled as
            // the small letter with Shift whichever of the two the terminal reported (kitty reports `a` and
            // Shift, xterm's modifyOtherKeys `A` and Shift).
            if modifiers.contains(.control) {
                if character.isASCIIUppercaseLetter {
                    character = Character(character.lowercased())
                    modifiers.insert(.shift)
                }
            } else if modifiers.contains(.shift), character.isASCIILowercaseLetter {
                character = Character(character.uppercased())
                modifiers.remove(.shift)
            }
            key = .character(character)
        }
        return KeyChord(key, modifiers: modifiers)
    }
}

// MARK: - Dispatch

extension InputDecoder {
    /// Acts on a complete CSI sequence whose final byte is `final`.
    mutating func dispatchControlSequence(final: UInt8, into events: inout [KeyEvent]) {
        guard let parameters = currentParameters else { return }
        if let marker = parameters.privateMarker {
            dispatchPrivateControlSequence(marker: marker, parameters, final: final, into: &events)
            return
        }
        // No key or reply without a private marker uses intermediate bytes.
        guard parameters.intermediates.isEmpty else { return }
        switch final {
        case 0x7E:  // ~
            dispatchTilde(parameters, into: &events)
        case 0x75:  // u
            guard let code = parameters.value(at: 0), let modifiers = parameters.modifiers(at: 1),
                let chord = Self.codePointKey(code, shifted: parameters.value(at: 0, sub: 1), modifiers: modifiers)
            else { return }
            emit(chord, into: &events)
        case 0x52 where parameters.parameters.count >= 2:  // R with two parameters
            dispatchCursorPositionOrF3(parameters, into: &events)
        case 0x5A:  // Z: Shift+Tab
            guard let modifiers = parameters.modifiers(at: 1) else { return }
            emit(KeyChord(.tab, modifiers: modifiers.union(.shift)), into: &events)
        case 0x49 where currentSequenceIsEmpty:  // I
            events.append(.reply(.focusIn))
        case 0x4F where currentSequenceIsEmpty:  // O
            events.append(.reply(.focusOut))
        case 0x4D where currentSequenceIsEmpty:  // M: X10 mouse report, three raw bytes follow
            beginMouseReport()
        case 0x5B where currentSequenceIsEmpty:  // [: Linux console F1–F5
            beginLinuxFunctionKey()
        case 0x61...0x64 where currentSequenceIsEmpty:
            if let key = Self.rxvtArrow(final) { emit(KeyChord(key, modifiers: .shift), into: &events) }
        default:
            guard let key = Self.cursorKey(final), let modifiers = parameters.modifiers(at: 1) else { return }
            emit(KeyChord(key, modifiers: modifiers), into: &events)
        }
    }

    private mutating func dispatchTilde(_ parameters: ControlSequenceParameters, into events: inout [KeyEvent]) {
        guard let number = parameters.value(at: 0) else { return }
        switch number {
        case 200:
            beginPaste()
        case 201:
            // An end marker with no paste begun was pasted: a clipboard's own, after the real paste ended.
            isAfterPaste = true
        case 27:
            // xterm modifyOtherKeys: CSI 27 ; modifiers ; code ~
            guard let modifiers = parameters.modifiers(at: 1), let code = parameters.value(at: 2),
                let chord = Self.codePointKey(code, shifted: nil, modifiers: modifiers)
            else { return }
            emit(chord, into: &events)
        default:
            guard let key = Self.tildeKey(number), let modifiers = parameters.modifiers(at: 1) else { return }
            emit(KeyChord(key, modifiers: modifiers), into: &events)
        }
    }

    /// `CSI row ; column R` is a cursor position report, but `CSI 1 ; m R` is also F3 with modifiers m in xterm.
    private mutating func dispatchCursorPositionOrF3(
        _ parameters: ControlSequenceParameters,
        into events: inout [KeyEvent]
    ) {
        let row = parameters.value(at: 0) ?? 1
        let column = parameters.value(at: 1) ?? 1
        if expectedCursorPositionReports > 0 {
            expectedCursorPositionReports -= 1
        } else if row == 1, column > 1, let modifiers = parameters.modifiers(at: 1) {
            emit(KeyChord(.function(3), modifiers: modifiers), into: &events)
            return
        }
        events.append(.reply(.cursorPosition(row: row, column: column)))
    }

    private mutating func dispatchPrivateControlSequence(
        marker: UInt8,
        _ parameters: ControlSequenceParameters,
        final: UInt8,
        into events: inout [KeyEvent]
    ) {
        switch (marker, parameters.intermediates, final) {
        case (0x3F, [], 0x63):  // CSI ? … c
            events.append(.reply(.primaryDeviceAttributes(parameters.values)))
        case (0x3E, [], 0x63):  // CSI > … c
            events.append(.reply(.secondaryDeviceAttributes(parameters.values)))
        case (0x3F, [], 0x52):  // CSI ? row ; column R (DECXCPR)
            if expectedCursorPositionReports > 0 { expectedCursorPositionReports -= 1 }
            let row = parameters.value(at: 0) ?? 1
            let column = parameters.value(at: 1) ?? 1
            events.append(.reply(.cursorPosition(row: row, column: column)))
        case (0x3F, [], 0x75):  // CSI ? flags u
            events.append(.reply(.keyboardFlags(parameters.value(at: 0) ?? 0)))
        case (0x3F, [0x24], 0x79):  // CSI ? mode ; value $ y
            guard let mode = parameters.value(at: 0) else { return }
            events.append(.reply(.modeReport(mode: mode, value: parameters.value(at: 1) ?? 0)))
        case (0x3C, [], 0x4D), (0x3C, [], 0x6D):  // CSI < button ; column ; row M (press) or m (release)
            guard let button = parameters.value(at: 0), let column = parameters.value(at: 1),
                let row = parameters.value(at: 2)
            else { return }
            events.append(.reply(.mouse(button: button, column: column, row: row, isRelease: final == 0x6D)))
        default:
            // Anything else: dropped.
            break
        }
    }

    /// Acts on a complete SS3 sequence whose final byte is `final`.
    mutating func dispatchSingleShift(final: UInt8, into events: inout [KeyEvent]) {
        guard let parameters = currentParameters else { return }
        // Modifiers come as SS3 1;5A or SS3 5A, depending on the terminal.
        let modifiers: KeyModifiers
        switch parameters.parameters.count {
        case 0: modifiers = []
        case 1: modifiers = KeyModifiers(parameter: parameters.value(at: 0))
        default:
            guard let reported = parameters.modifiers(at: 1) else { return }
            modifiers = reported
        }
        if let key = Self.cursorKey(final) ?? Self.keypadKey(final) {
            emit(KeyChord(key, modifiers: modifiers), into: &events)
        } else if let key = Self.rxvtArrow(final) {
            emit(KeyChord(key, modifiers: modifiers.union(.control)), into: &events)
        }
    }
}
