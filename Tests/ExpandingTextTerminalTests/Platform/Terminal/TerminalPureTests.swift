import ExpandingTextTerminal
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the platform layer decides without a terminal: raw-mode flags, restore bytes, size fallback, errors.
@Suite struct TerminalPureTests {
    /// Attributes with every flag set and every control character 0x7F.
    static var everythingOn: termios {
        var attributes = termios()
        attributes.c_iflag = ~0
        attributes.c_oflag = ~0
        attributes.c_lflag = ~0
        attributes.c_cflag = ~0
        withUnsafeMutableBytes(of: &attributes.c_cc) { _ = $0.initializeMemory(as: UInt8.self, repeating: 0x7F) }
        return attributes
    }

    @Test func rawModeClearsInputTranslationFlowControlAndBreakSignals() {
        let raw = Terminal.rawAttributes(from: Self.everythingOn)
        for flag in [BRKINT, ICRNL, INLCR, IGNCR, INPCK, ISTRIP, IXON, PARMRK] {
            #expect(raw.c_iflag & tcflag_t(flag) == 0, "input flag \(flag) still set")
        }
        // Flags raw mode has no business with are kept.
        #expect(raw.c_iflag & tcflag_t(IXANY) != 0)
        #expect(raw.c_iflag & tcflag_t(IGNBRK) != 0)
        #if os(Linux)
        #expect(raw.c_iflag & tcflag_t(IUTF8) != 0)
        #endif
    }

    @Test func rawModeClearsEchoLineEditingSignalsAndOutputProcessing() {
        let raw = Terminal.rawAttributes(from: Self.everythingOn)
        for flag in [ECHO, ECHONL, ICANON, ISIG, IEXTEN] {
            #expect(raw.c_lflag & tcflag_t(flag) == 0, "local flag \(flag) still set")
        }
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        #expect(raw.c_lflag & tcflag_t(TOSTOP) != 0)
    }

    @Test func rawModeUsesEightBitCharactersWithoutParity() {
        var original = Self.everythingOn
        original.c_cflag &= ~tcflag_t(CSIZE)
        original.c_cflag |= tcflag_t(CS7)
        let raw = Terminal.rawAttributes(from: original)
        #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
        #expect(raw.c_cflag & tcflag_t(PARENB) == 0)
        #expect(raw.c_cflag & tcflag_t(CREAD) != 0)
    }

    @Test func rawModeReadsReturnAfterOneByteAndKeepsTheOtherControlCharacters() {
        var raw = Terminal.rawAttributes(from: Self.everythingOn)
        withUnsafeBytes(of: &raw.c_cc) { controlCharacters in
            #expect(controlCharacters[Int(VMIN)] == 1)
            #expect(controlCharacters[Int(VTIME)] == 0)
            #expect(controlCharacters[Int(VINTR)] == 0x7F)
            #expect(controlCharacters[Int(VERASE)] == 0x7F)
        }
    }

    @Test func rawModeOfACookedTerminal() {
        // A typical cooked terminal (as `stty sane` leaves it).
        var cooked = termios()
        cooked.c_iflag = tcflag_t(ICRNL | IXON | BRKINT)
        cooked.c_oflag = tcflag_t(OPOST | ONLCR)
        cooked.c_lflag = tcflag_t(ECHO | ECHOE | ECHOK | ICANON | ISIG | IEXTEN)
        cooked.c_cflag = tcflag_t(CS8 | CREAD)
        let raw = Terminal.rawAttributes(from: cooked)
        #expect(raw.c_iflag == 0)
        #expect(raw.c_oflag == tcflag_t(ONLCR))
        #expect(raw.c_lflag == tcflag_t(ECHOE | ECHOK))
        #expect(raw.c_cflag == tcflag_t(CS8 | CREAD))
    }

    @Test func restoreSequenceEndsEveryModeTheProgramMayHaveSet() {
        #expect(
            Terminal.restoreSequence
                == Array(
                    "\u{1B}[?2026l\u{1B}[?7h\u{1B}[?25h\u{1B}[?2004l\u{1B}[>4m\u{1B}[?1036l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
                        .utf8))
    }

    @Test(
        arguments: [
            (24, 80, [:], TerminalSize(rows: 24, columns: 80)),
            (50, 132, ["LINES": "10", "COLUMNS": "20"], TerminalSize(rows: 50, columns: 132)),
            (0, 0, [:], TerminalSize.fallback),
            (0, 0, ["LINES": "40", "COLUMNS": "100"], TerminalSize(rows: 40, columns: 100)),
            (30, 0, ["COLUMNS": "100"], TerminalSize(rows: 30, columns: 100)),
            (0, 90, [:], TerminalSize(rows: 24, columns: 90)),
            (0, 0, ["LINES": "abc", "COLUMNS": "-3"], TerminalSize.fallback),
            (0, 0, ["LINES": "0", "COLUMNS": ""], TerminalSize.fallback),
        ] as [(Int, Int, [String: String], TerminalSize)])
    func sizeFallsBackPerDimension(_ rows: Int, _ columns: Int, _ environment: [String: String], _ size: TerminalSize) {
        #expect(TerminalSize.resolve(reportedRows: rows, reportedColumns: columns) { environment[$0] } == size)
    }

    @Test func fallbackSizeIsTheClassicTerminal() {
        #expect(TerminalSize.fallback == TerminalSize(rows: 24, columns: 80))
    }

    @Test func missingTerminalIsAClearError() {
        #expect(throws: TerminalError.unavailable(path: "/nonexistent/tty", code: ENOENT)) {
            try Terminal(path: "/nonexistent/tty")
        }
        let message = TerminalError.unavailable(path: "/dev/tty", code: ENXIO).description
        #expect(message == "no terminal: cannot open /dev/tty: \(String(cString: strerror(ENXIO)))")
    }

    @Test func aFileThatIsNoTerminalIsRefused() {
        #expect(throws: TerminalError.notATerminal(path: "/dev/null")) {
            try Terminal(path: "/dev/null")
        }
        #expect(TerminalError.notATerminal(path: "/dev/null").description == "no terminal: /dev/null is not a terminal")
    }
}
