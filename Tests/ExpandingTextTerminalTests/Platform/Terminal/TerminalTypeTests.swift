import ExpandingTextTerminal
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal whose `TERM` says it cannot move the cursor (`dumb`, as in Emacs's shell buffers, or no `TERM` at
/// all) is refused when it is opened, before a single byte is written to it: escape sequences would show there as
/// garbage instead of a box.
@Suite struct TerminalTypeTests {
    @Test(
        arguments: [
            ("dumb", "this terminal (TERM=dumb) cannot show the box; run it in a terminal emulator or set TERM"),
            (nil, "this terminal (TERM is not set) cannot show the box; run it in a terminal emulator or set TERM"),
            ("", "this terminal (TERM is empty) cannot show the box; run it in a terminal emulator or set TERM"),
        ] as [(String?, String)])
    func aTerminalThatCannotMoveTheCursorIsRefusedWithoutAByteWritten(type: String?, message: String) throws {
        let pty = try PseudoTerminal()
        #expect(throws: TerminalError.noCursorControl(terminalType: type)) {
            try Terminal(path: pty.secondaryPath, terminalType: type)
        }
        #expect(TerminalError.noCursorControl(terminalType: type).description == message)
        #expect(pty.output().isEmpty)
    }

    @Test(arguments: ["xterm-256color", "tmux-256color", "screen", "linux", "vt100"])
    func anyOtherTerminalTypeIsOpened(type: String) throws {
        let pty = try PseudoTerminal()
        let terminal = try Terminal(path: pty.secondaryPath, terminalType: type)
        #expect(terminal.path == pty.secondaryPath)
    }

    @Test func noTerminalAtAllIsReportedAsSuchWhateverTheType() {
        #expect(throws: TerminalError.unavailable(path: "/nonexistent/tty", code: ENOENT)) {
            try Terminal(path: "/nonexistent/tty", terminalType: "dumb")
        }
    }
}
