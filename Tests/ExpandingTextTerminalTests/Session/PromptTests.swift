import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replays what a prompt wrote on a virtual screen, resizing it where the script did.
func replay(
    _ terminal: ScriptedTerminal, columns: Int = 20, rows: Int = 10, reflows: Bool = true,
    before: (inout VirtualScreen) -> Void = { _ in }
) -> VirtualScreen {
    var screen = VirtualScreen(columns: columns, rows: rows, reflows: reflows)
    before(&screen)
    var offset = 0
    for resize in terminal.resizes {
        screen.feed(Array(terminal.output[offset..<resize.outputCount]))
        screen.resize(columns: resize.size.columns, rows: resize.size.rows)
        offset = resize.outputCount
    }
    screen.feed(Array(terminal.output[offset...]))
    return screen
}

/// A scripted terminal of 10 rows × 20 columns that answers the probe and then sends `inputs`.
func terminal(_ inputs: TerminalInput..., columns: Int = 20, rows: Int = 10) -> ScriptedTerminal {
    ScriptedTerminal(
        size: TerminalSize(rows: rows, columns: columns), script: [.bytes(ScriptedTerminal.probeAnswers())] + inputs)
}

func bytes(_ text: String) -> TerminalInput {
    .bytes(Array(text.utf8))
}

/// A terminal that answers the probe and gives `first` at once, then each of `rest` 2 s of its clock after the one
/// before; its reads time out meanwhile, a millisecond of real time each, while the loop polls for answers.
func timedTerminal(_ first: String, then rest: String..., rows: Int = 10, columns: Int = 30) -> ScriptedTerminal {
    let script: [(after: Int, input: TerminalInput)] =
        [(0, .bytes(ScriptedTerminal.probeAnswers())), (0, bytes(first))] + rest.map { (2_000, bytes($0)) }
    let terminal = ScriptedTerminal(size: TerminalSize(rows: rows, columns: columns), timedScript: script)
    terminal.onRead = { _ in usleep(1_000) }
    return terminal
}

/// Reads one text from a timed terminal, and the screen as it stood before the terminal's clock reached `moment`:
/// what the prompt drew while it waited for the input due then.
///
/// - Parameter eachRead: Called at each read before the screen is marked, to wait for something there.
func readShowingScreen(
    _ prompt: Prompt, on terminal: ScriptedTerminal, before moment: Int,
    eachRead: @escaping (ScriptedTerminal) -> Void = { _ in }
) throws -> (text: String?, screen: VirtualScreen) {
    final class Mark {
        var count = 0
    }
    let mark = Mark()
    terminal.onRead = { terminal in
        usleep(1_000)
        eachRead(terminal)
        if terminal.monotonicMilliseconds < moment { mark.count = terminal.output.count }
    }
    let text = try prompt.read(on: terminal)
    var screen = VirtualScreen(columns: terminal.size.columns, rows: terminal.size.rows)
    screen.feed(Array(terminal.output[..<mark.count]))
    return (text, screen)
}

@Suite struct PromptTests {
    /// Checks what every session must leave behind: modes restored, nothing forbidden or raw written.
    private func expectRestored(_ screen: VirtualScreen, _ terminal: ScriptedTerminal) {
        #expect(screen.autowrap && screen.cursorVisible && !screen.bracketedPaste && !screen.modifyOtherKeys)
        #expect(!screen.metaSendsEscape && !screen.mouseTracking && !screen.sgrMouse && !screen.buttonMotionTracking)
        #expect(!screen.synchronizedUpdate && screen.keyboardFlagsPushed == 0)
        #expect(screen.violations.isEmpty)
        #expect(screen.rawControls.isEmpty)
        #expect(!terminal.isRawMode)
    }

    @Test func readReturnsTheSubmittedTextAndErasesTheBox() throws {
        let terminal = terminal(bytes("hello world, this wraps"), bytes("\r"))
        let text = try Prompt(placeholder: "Message", lines: 1...4).read(on: terminal)
        #expect(text == "hello world, this wraps")
        let screen = replay(terminal) {
            $0.type("$ ask")
            $0.feed(Array("\r\n".utf8))
        }
        #expect(screen.lines == ["$ ask"] + Array(repeating: "", count: 9))
        #expect(screen.cursorRow == 1 && screen.cursorColumn == 0)
        expectRestored(screen, terminal)
    }

    /// Ctrl+Z asks the terminal to stop the program (raw mode sends no signal), and the text is still there after.
    @Test func ctrlZSuspendsAndTheTextStays() throws {
        let terminal = terminal(bytes("draft"), bytes("\u{1A}"), bytes("!\r"))
        let text = try Prompt().read(on: terminal)
        #expect(terminal.suspensions == 1)
        #expect(text == "draft!")
    }

    /// Ctrl+L erases the box and draws it whole again: after the screen was garbled, it shows the text cleanly.
    @Test func ctrlLRedrawsTheWholeBox() throws {
        let terminal = terminal(bytes("hello"), bytes("\u{0C}"))
        var reads = 0
        var drawnBeforeCtrlL = 0
        var redrawn: [String] = []
        terminal.onRead = { terminal in
            reads += 1
            // The third read takes Ctrl+L: everything before it drew "hello".
            if reads == 3 { drawnBeforeCtrlL = terminal.output.count }
            if reads == 4 {
                var screen = VirtualScreen(columns: 20, rows: 10)
                screen.feed(Array(terminal.output[..<drawnBeforeCtrlL]))
                // Another program wrote over the box.
                screen.feed(Array("\rnoise over the box".utf8))
                screen.feed(Array(terminal.output[drawnBeforeCtrlL...]))
                redrawn = screen.lines
            }
        }
        _ = try Prompt().read(on: terminal)
        #expect(redrawn.first == "hello", "\(redrawn)")
    }

    /// xterm sends Alt+key as an 8-bit meta byte unless metaSendsEscape is on: the session turns it on while it
    /// runs, and every exit turns it off.
    @Test func xtermSendsAltAsEscapeWhileTheBoxIsOpen() throws {
        let terminal = terminal(bytes("a"), bytes("\r"))
        var onWhileRunning = false
        var reads = 0
        terminal.onRead = { terminal in
            reads += 1
            if reads == 2 { onWhileRunning = replay(terminal).metaSendsEscape }
        }
        _ = try Prompt().read(on: terminal)
        #expect(onWhileRunning)
        expectRestored(replay(terminal), terminal)
    }

    /// With blank submits off, Enter on an empty or white-space-only text rings the bell and the box stays open;
    /// Ctrl+D on an empty box still cancels.
    @Test func blankTextsAreRefusedWithTheBell() throws {
        var prompt = try Prompt()
        prompt.submitsBlankText = false
        let refused = terminal(bytes("\r"), bytes(" "), bytes("\n"), bytes("\r"), bytes("\u{7F}\u{7F}x\r"))
        #expect(try prompt.read(on: refused) == "x")
        #expect(refused.output.filter { $0 == 0x07 }.count == 2)
        #expect(try prompt.read(on: terminal(bytes("\u{4}"))) == nil)
        #expect(try Prompt().read(on: terminal(bytes("\r"))) == "")
    }

    /// A terminal without bracketed paste sends a multi-line paste as typed keys: a read of text with line breaks
    /// inside, or a long run of text with one, is a paste until the input pauses — its line breaks do not submit,
    /// and it undoes in one step.
    @Test(arguments: [
        (["one\rtwo\rthree"], "one\ntwo\nthree"),
        (["one\ntwo\n", "three"], "one\ntwo\nthree"),
        (["a long line that was pasted\r"], "a long line that was pasted\n"),
    ])
    func anUnbracketedPasteDoesNotSubmit(reads: [String], pasted: String) throws {
        let paste = reads.map(bytes) + [.timedOut]
        let session = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 20),
            script: [.bytes(ScriptedTerminal.probeAnswers())] + paste + [bytes("\r")])
        #expect(try Prompt().read(on: session) == pasted)
        let undone = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 20),
            script: [.bytes(ScriptedTerminal.probeAnswers())] + paste + [bytes("\u{1F}\r")])
        #expect(try Prompt().read(on: undone) == "", "one undo step removes the whole paste")
    }

    /// An escape sequence right after such a paste ends it: a real bracketed paste then is a paste, not text.
    @Test func aBracketedPasteRightAfterAnUnbracketedOneIsNotTakenAsText() throws {
        let session = terminal(bytes("one\ntwo"), bytes("\u{1B}[200~ three\u{1B}[201~"), .timedOut, bytes("\r"))
        #expect(try Prompt().read(on: session) == "one\ntwo three")
    }

    @Test(arguments: ["ok\r", "hi\r\n", "\n\r", "x\u{1B}[D\ry", "ab\u{17}\rcd"])
    func typedKeysInOneReadStayKeys(read: String) throws {
        #expect(!UnbracketedPasteDetector.looksPasted(Array(read.utf8)))
    }

    /// Ctrl+X Ctrl+E and Ctrl+G hand the text to the editor; what it saves replaces the text as one undo step, and
    /// a failed editor leaves the text, saying why in the last row until the next key.
    @Test func theExternalEditorReplacesTheTextAsOneUndoStep() throws {
        let edited = terminal(bytes("draft"), bytes("\u{18}\u{05}"), bytes("\r"), columns: 60)
        var given: [String] = []
        edited.editor = { text in
            given.append(text)
            return .edited(text + " edited\nsecond line")
        }
        #expect(try Prompt().read(on: edited) == "draft edited\nsecond line")
        #expect(given == ["draft"])
        let undone = terminal(bytes("draft"), bytes("\u{07}"), bytes("\u{1F}\r"))
        undone.editor = { _ in .edited("replaced") }
        #expect(try Prompt().read(on: undone) == "draft", "one undo step brings the text back")
        let failed = terminal(bytes("draft"), bytes("\u{07}"), bytes("!\r"), columns: 60)
        failed.editor = { _ in .unchanged(reason: "the editor exited with status 1") }
        var shown: [String] = []
        var reads = 0
        failed.onRead = { terminal in
            reads += 1
            if reads == 4 { shown = replay(terminal, columns: 60).lines }
        }
        #expect(try Prompt().read(on: failed) == "draft!")
        #expect(shown.contains { $0.hasSuffix("the editor exited with status 1") }, "\(shown)")
    }

    /// A second key that completes no two-key binding rings the bell and types nothing.
    @Test func anUnboundSecondKeyRingsTheBell() throws {
        let terminal = terminal(bytes("a"), bytes("\u{18}"), bytes("b"), bytes("c\r"))
        #expect(try Prompt().read(on: terminal) == "ac")
        #expect(terminal.output.filter { $0 == 0x07 }.count == 1)
    }

    /// Up on the first line recalls earlier texts, Down on the last brings back what was being typed; Ctrl+R
    /// finds the newest text holding what is typed, again an older one, and the last row says what is searched.
    @Test func historyIsRecalledAndSearched() throws {
        var prompt = try Prompt()
        prompt.history = ["git commit", "ls -l", "git push"]
        #expect(try prompt.read(on: terminal(bytes("x"), bytes("\u{1B}[A"), bytes("\u{1B}[A"), bytes("\r"))) == "ls -l")
        #expect(
            try prompt.read(on: terminal(bytes("x"), bytes("\u{1B}[A"), bytes("\u{1B}[B"), bytes("\r"))) == "x")
        let search = terminal(bytes("\u{12}"), bytes("g"), bytes("i"), bytes("\u{12}"), bytes("\r"))
        var shown: [String] = []
        var reads = 0
        search.onRead = { terminal in
            reads += 1
            if reads == 5 { shown = replay(terminal).lines }
        }
        #expect(try prompt.read(on: search) == "git commit")
        #expect(shown.contains { $0.hasSuffix("search: gi") }, "\(shown)")
        let abandoned = terminal(bytes("draft"), bytes("\u{12}"), bytes("ls"), bytes("\u{7}"), bytes("\r"))
        #expect(try prompt.read(on: abandoned) == "draft", "Ctrl+G goes back to the text before the search")
    }

    /// A session remembers what was submitted, for the next read.
    @Test func aSessionAddsEachSubmitToItsHistory() throws {
        let terminal = terminal(bytes("first\r"), bytes("\u{1B}[A"), bytes("!\r"))
        let texts: [String?] = try Prompt().session(on: terminal) { session in
            [try session.read(), try session.read(), session.history.joined(separator: "|")]
        }
        #expect(texts == ["first", "first!", "first|first!"])
    }

    /// With the mouse on, a click asks where the caret is on the screen and then puts the caret on the clicked
    /// cluster; the wheel scrolls the box and leaves the caret; mouse reports are off again after the session. Off
    /// by default.
    @Test func aClickPlacesTheCaretAndTheWheelScrolls() throws {
        var prompt = try Prompt(lines: 1...2)
        prompt.tracksMouse = true
        // The box: "one" / "two"; the caret after "two" is on screen row 5, so the box's first row is row 4, and the
        // click on row 4, column 3 is on the "e" of "one".
        let click = terminal(
            bytes("one"), bytes("\n"), bytes("two"), bytes("\u{1B}[<0;3;4M\u{1B}[<0;3;4m"), bytes("\u{1B}[5;4R"),
            bytes("X\r"), columns: 20)
        var trackingWhileOpen = false
        click.onRead = { terminal in trackingWhileOpen = trackingWhileOpen || replay(terminal).mouseTracking }
        let clicked = try prompt.read(on: click)
        #expect(clicked == "onXe\ntwo", "\(String(describing: clicked))")
        #expect(String(decoding: click.output, as: UTF8.self).contains("\u{1B}[6n"))
        #expect(trackingWhileOpen)
        expectRestored(replay(click), click)
        let lines = ["1", "\n", "2", "\n", "3", "\n", "4"].map(bytes)
        let wheel = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 20),
            script: [.bytes(ScriptedTerminal.probeAnswers())] + lines + [bytes("\u{1B}[<64;1;1M"), bytes("X\r")])
        let wheeled = try prompt.read(on: wheel)
        #expect(wheeled == "1\n2\n3\n4X", "the wheel scrolls and leaves the caret: \(String(describing: wheeled))")
        let off = terminal(bytes("ab"), bytes("\u{1B}[<0;1;1M"), bytes("X\r"))
        #expect(try Prompt().read(on: off) == "abX", "without tracking a report does nothing")
    }

    /// The first Ctrl+C empties the box, the second cancels.
    @Test func cancellingReturnsNil() throws {
        let terminal = terminal(bytes("abc\u{3}"), bytes("\u{3}"))
        #expect(try Prompt().read(on: terminal) == nil)
        expectRestored(replay(terminal), terminal)
    }

    @Test func theTerminalGoingAwayCancels() throws {
        let terminal = terminal(bytes("abc"))
        #expect(try Prompt().read(on: terminal) == nil)
    }

    /// The placeholder is gray, which stock xterm shows as such (it draws faint text at full strength), and faint
    /// where colour is off (`NO_COLOR`).
    @Test(arguments: [(true, CellStyle.gray), (false, .dim)])
    func theFirstFrameShowsThePlaceholderGrayOrFaint(usesColor: Bool, style: CellStyle) throws {
        let terminal = terminal()
        var shown: [String] = []
        var styled = false
        terminal.onRead = { terminal in
            let screen = replay(terminal)
            shown = screen.lines
            styled = (0..<7).allSatisfy { screen.style(row: 0, column: $0) == style }
        }
        var prompt = try Prompt(placeholder: "Message", lines: 1...4)
        prompt.usesColor = usesColor
        _ = try prompt.read(on: terminal)
        #expect(shown.first == "Message")
        #expect(styled)
    }

    @Test(arguments: [(nil, true), ("", true), ("1", false), ("yes", false)] as [(String?, Bool)])
    func noColorSetAndNotEmptyTurnsColourOff(noColor: String?, allowsColor: Bool) {
        #expect(Prompt.allowsColor(noColor: noColor) == allowsColor)
    }

    @Test func theBoxGrowsToTheMaximumThenScrolls() throws {
        let terminal = terminal(bytes("one\u{1B}\rtwo\u{1B}\rthree\u{1B}\rfour\u{1B}\rfive"))
        var shown: [String] = []
        terminal.onRead = { shown = replay($0).lines }
        _ = try Prompt(lines: 1...3).read(on: terminal)
        // Lines are hidden above: the first row says so in the last column (the box has no gutter).
        #expect(Array(shown.prefix(4)) == ["three              ↑", "four", "five", ""])
    }

    /// Near the limit the last row shows the characters left; a key refused at the limit rings the bell; a paste
    /// cut at the limit says how much was dropped until the next key.
    @Test func theLimitIsShownAndRefusalsAreHeard() throws {
        let prompt = try Prompt(characterLimit: 10)
        let typed = terminal(bytes("abcdefgh"), bytes("ij"), bytes("k"), bytes("\r"))
        var shown: [[String]] = []
        typed.onRead = { shown.append(replay($0).lines) }
        #expect(try prompt.read(on: typed) == "abcdefghij")
        #expect(shown[2].contains("abcdefgh          2"), "two left: the count shows")
        #expect(shown[3].contains("abcdefghij        0"))
        #expect(typed.output.filter { $0 == 0x07 }.count == 1, "one bell for the refused k")
        let pasted = terminal(
            bytes("abc\u{1B}[200~0123456789\u{1B}[201~"), .timedOut, bytes("\u{7F}"), .timedOut, columns: 40)
        var afterPaste: [String] = []
        var afterKey: [String] = []
        var reads = 0
        pasted.onRead = { terminal in
            reads += 1
            if reads == 3 { afterPaste = replay(terminal, columns: 40).lines }
            if reads == 5 { afterKey = replay(terminal, columns: 40).lines }
        }
        _ = try prompt.read(on: pasted)
        #expect(afterPaste.contains { $0.hasSuffix("3 not pasted: limit 10") }, "\(afterPaste)")
        #expect(!afterKey.contains { $0.contains("not pasted") }, "the note goes with the next key")
    }

    @Test func aCursorNotInTheFirstColumnStartsTheBoxOnTheNextLine() throws {
        let terminal = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 20),
            script: [.bytes(ScriptedTerminal.probeAnswers(column: 7)), bytes("hi")])
        var shown: [String] = []
        terminal.onRead = { shown = replay($0) { $0.type("Name: ") }.lines }
        _ = try Prompt().read(on: terminal)
        #expect(Array(shown.prefix(2)) == ["Name:", "hi"])
        #expect(visible(terminal.output).hasPrefix("⎋[6n⎋[>0q⎋[?2027$p⎋[?2004$p⎋[?u⎋[c\r\n"))
    }

    @Test func keysTypedBeforeTheProbeAnswersAreKept() throws {
        let terminal = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 20),
            script: [.bytes(Array("ab".utf8) + ScriptedTerminal.probeAnswers()), bytes("c\r")])
        #expect(try Prompt().read(on: terminal) == "abc")
    }

    /// Without the cursor's column, the box starts on a line of its own.
    @Test func aTerminalThatDoesNotAnswerStillGetsAPrompt() throws {
        let terminal = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 20), script: [.timedOut, bytes("ok"), bytes("\r")])
        var shown: [String] = []
        terminal.onRead = { shown = replay($0) { $0.type("Name: ") }.lines }
        #expect(try Prompt().read(on: terminal) == "ok")
        #expect(Array(shown.prefix(2)) == ["Name:", "ok"])
    }

    /// An Escape followed by a pause is the Escape key (which does nothing here); followed at once by a key it
    /// makes Alt+that key (Alt+B: back a word).
    @Test func aLoneEscapeIsResolvedAfterAShortWait() throws {
        #expect(try Prompt().read(on: terminal(bytes("a\u{1B}"), .timedOut, bytes("b\r"))) == "ab")
        #expect(try Prompt().read(on: terminal(bytes("a\u{1B}"), bytes("b"), bytes("\r"))) == "a")
    }

    @Test(arguments: [true, false])
    func aResizeReWrapsAndRedrawsWithoutGarbage(reflows: Bool) throws {
        let narrow = TerminalSize(rows: 10, columns: 8)
        let terminal = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 20),
            script: [
                .bytes(ScriptedTerminal.probeAnswers(version: reflows ? "tmux 3.3a" : "XTerm(390)")),
                bytes("hello brave new world"), .resized(narrow), .timedOut, bytes("!"),
            ])
        var shown: [String] = []
        terminal.onRead = {
            let screen = replay($0, reflows: reflows) {
                $0.type("$ ask")
                $0.feed(Array("\r\n".utf8))
            }
            shown = screen.history + screen.lines
        }
        _ = try Prompt(lines: 1...8).read(on: terminal)
        // tmux scrolls the shell's line into the history as the re-split rows push it up.
        let blankRows = reflows ? 6 : 5
        #expect(shown == ["$ ask", "hello", "brave", "new", "world!"] + Array(repeating: "", count: blankRows))
    }

    /// A signal between a resize and the redraw it waits for erases the box as the terminal has re-split it.
    @Test(arguments: [true, false])
    func theEraseForASignalFollowsAResizeBeforeTheRedraw(reflows: Bool) throws {
        let terminal = ScriptedTerminal(
            size: TerminalSize(rows: 10, columns: 40),
            script: [
                .bytes(ScriptedTerminal.probeAnswers(version: reflows ? "tmux 3.3a" : "XTerm(390)")),
                bytes("one two three four five six seven"), .resized(TerminalSize(rows: 10, columns: 12)),
            ])
        var cleanup: [UInt8]?
        terminal.onRead = { terminal in
            if !terminal.resizes.isEmpty, cleanup == nil { cleanup = terminal.cleanupSequence }
        }
        _ = try Prompt(lines: 1...8).read(on: terminal)
        var screen = VirtualScreen(columns: 40, rows: 10, reflows: reflows)
        // The box on the bottom row, as at a shell prompt at the bottom of the terminal.
        for line in 1..<10 { screen.feed(Array("filler \(line)\r\n".utf8)) }
        let resize = try #require(terminal.resizes.first)
        screen.feed(Array(terminal.output[..<resize.outputCount]))
        screen.resize(columns: 12, rows: 10)
        screen.feed(try #require(cleanup))
        #expect(!screen.lines.contains { $0.contains("one") || $0.contains("seven") }, "left: \(screen.lines)")
    }

    @Test func severalResizesInARowRedrawOnce() throws {
        let terminal = terminal(
            bytes("text"), .resized(TerminalSize(rows: 10, columns: 15)), .resized(TerminalSize(rows: 10, columns: 12)),
            .timedOut)
        _ = try Prompt().read(on: terminal)
        let frames = visible(terminal.output).ranges(of: "⎋[?2026h").count
        // The first frame, the typed text, one redraw after the resizes, and the erase at the end.
        #expect(frames == 4)
    }

    @Test func chatPrintsEachMessageAboveTheBoxAndResetsIt() throws {
        let terminal = terminal(bytes("first\r"), bytes("second message\r"), bytes("\u{4}"))
        var messages: [String] = []
        var shownDuringSecondRead: [String] = []
        terminal.onRead = { terminal in
            if messages.count == 1 { shownDuringSecondRead = replay(terminal).lines }
        }
        try Prompt(placeholder: "Say", lines: 1...3).session(on: terminal) { session in
            while let message = try session.read() {
                messages.append(message)
                try session.printAbove("you: " + message)
            }
        }
        #expect(messages == ["first", "second message"])
        #expect(Array(shownDuringSecondRead.prefix(2)) == ["you: first", "Say"])
        let final = replay(terminal)
        #expect(Array(final.lines.prefix(3)) == ["you: first", "you: second message", ""])
        #expect(final.cursorRow == 2)
        expectRestored(final, terminal)
    }

    @Test func printedMessagesAreWrappedAndShowControlCharactersAsSymbols() throws {
        let terminal = terminal(bytes("\u{4}"))
        try Prompt().session(on: terminal) { session in
            try session.printAbove("a long message that wraps\u{1B}[2J")
            _ = try session.read()
        }
        let screen = replay(terminal)
        #expect(Array(screen.lines.prefix(2)) == ["a long message that", "wraps^[[2J"])
        expectRestored(screen, terminal)
    }

    @Test func noControlCharacterFromTheTextReachesTheTerminal() throws {
        let controls = (0x00..<0x20).filter { $0 != 0x0A && $0 != 0x0D } + [0x7F] + Array(0x80..<0xA0)
        let text = String(String.UnicodeScalarView(controls.compactMap(Unicode.Scalar.init))) + "\u{1B}[2J"
        let terminal = terminal(bytes("\u{1B}[200~" + text + "\u{1B}[201~"), .timedOut, columns: 200)
        var shown: [String] = []
        terminal.onRead = { shown = replay($0, columns: 200).lines }
        _ = try Prompt().read(on: terminal)
        // TAB is spaces; VT, FF and NEL are line breaks; every other control is a two-character symbol.
        #expect(shown.prefix(4).joined(separator: "|").hasPrefix("^@^A^B^C^D^E^F^G^H||^N^O^P"))
        #expect(shown.prefix(4).joined().hasSuffix("~_^[[2J"))
        let written = terminal.output
        for (index, byte) in written.enumerated() where byte == 0xC2 && index + 1 < written.count {
            #expect(!(0x80..<0xA0).contains(written[index + 1]), "a C1 control was written")
        }
        let screen = replay(terminal, columns: 200)
        #expect(screen.violations.isEmpty)
        #expect(screen.rawControls.isEmpty)
    }

    @Test func theChangeHookSeesEveryEditOnce() throws {
        final class Log: @unchecked Sendable {
            var texts: [String] = []
        }
        let log = Log()
        let terminal = terminal(bytes("ab"), bytes("\u{1B}[D"), bytes("\u{7F}"), bytes("\r"))
        var prompt = try Prompt()
        prompt.onChange = { log.texts.append($0.text) }
        _ = try prompt.read(on: terminal)
        #expect(log.texts == ["ab", "b"])
    }

    /// A collapsed paste reaches the change hook (the draft) and the caller in full, never as its label.
    @Test func aCollapsedPasteIsSavedAndSubmittedInFull() throws {
        final class Log: @unchecked Sendable {
            var texts: [String] = []
        }
        let log = Log()
        let pasted = (1...5).map { "line \($0)" }.joined(separator: "\n")
        let terminal = terminal(bytes("\u{1B}[200~" + pasted + "\u{1B}[201~"), .timedOut, bytes("\r"), columns: 40)
        var prompt = try Prompt()
        prompt.collapsesPastes = true
        prompt.onChange = { log.texts.append($0.text) }
        var shown: [String] = []
        terminal.onRead = { shown = replay($0, columns: 40).lines }
        #expect(try prompt.read(on: terminal) == pasted)
        #expect(log.texts == [pasted])
        #expect(shown.first == "[Pasted text #1 +5 lines]")
    }

    @Test func theInitialTextAndWidthAreUsed() throws {
        let terminal = terminal(bytes("!\r"))
        let prompt = try Prompt(initialText: "draft text", width: 8)
        var shown: [String] = []
        terminal.onRead = { shown = replay($0).lines }
        #expect(try prompt.read(on: terminal) == "draft text!")
        #expect(Array(shown.prefix(2)) == ["draft", "text"])
    }

    @Test func aDecorationIsDrawnBeforeEveryRow() throws {
        let terminal = terminal(bytes("one\u{1B}\rtwo"))
        var prompt = try Prompt()
        prompt.decoration = .prompt("> ")
        var shown: [String] = []
        terminal.onRead = { shown = replay($0).lines }
        _ = try prompt.read(on: terminal)
        #expect(Array(shown.prefix(2)) == ["> one", "  two"])
    }

    @Test func aKillAfterAnyFrameErasesTheBox() throws {
        let terminal = terminal(bytes("some text that wraps"), bytes("\u{1B}\rmore"), bytes("\u{7F}\u{7F}"))
        var killed: [VirtualScreen] = []
        terminal.onRead = { terminal in
            var screen = replay(terminal)
            screen.feed(terminal.cleanupSequence + Terminal.restoreSequence)
            killed.append(screen)
        }
        _ = try Prompt(lines: 1...5).read(on: terminal)
        for screen in killed.dropFirst() {
            #expect(screen.lines == Array(repeating: "", count: screen.rows))
            #expect(screen.cursorRow == 0 && screen.cursorColumn == 0)
            #expect(screen.autowrap && screen.cursorVisible && !screen.bracketedPaste)
        }
        #expect(killed.count == 5)
    }

    @Test func anErrorInsideTheSessionStillRestoresTheTerminal() throws {
        struct Failure: Error {}
        let terminal = terminal(bytes("abc\r"))
        #expect(throws: Failure.self) {
            try Prompt().session(on: terminal) { session in
                _ = try session.read()
                throw Failure()
            }
        }
        let screen = replay(terminal)
        #expect(screen.lines == Array(repeating: "", count: screen.rows))
        expectRestored(screen, terminal)
    }

    /// The terminal of the getting-started article, which answers no query.
    private final class FakeTerminal: PromptTerminal {
        var size = TerminalSize(rows: 24, columns: 80)
        var cleanupSequence: [UInt8] = []
        var input: [TerminalInput] = [.bytes(Array("hello\r".utf8))]
        var output: [UInt8] = []

        func withRawMode<Result>(_ body: () throws -> Result) throws -> Result { try body() }
        func read(timeoutMilliseconds: Int?) throws -> TerminalInput {
            input.isEmpty ? .endOfInput : input.removeFirst()
        }
        func write(_ bytes: [UInt8]) throws { output += bytes }
    }

    @Test func theArticlesFakeTerminalWorks() throws {
        #expect(try Prompt().read(on: FakeTerminal()) == "hello")
    }

    @Test func invalidSettingsNameTheValue() {
        #expect(throws: ConfigurationError.self) { try Prompt(lines: 0...3) }
        #expect(throws: ConfigurationError.self) { try Prompt(characterLimit: 0) }
        #expect(throws: ConfigurationError.self) { try Prompt(width: 0) }
    }
}
