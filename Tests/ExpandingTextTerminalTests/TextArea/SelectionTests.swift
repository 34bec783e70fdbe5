import ExpandingTextTestSupport
import Testing

@testable import ExpandingTextTerminal

/// Shift with a motion selects, typing replaces the selection, Ctrl+W cuts it and Alt+W copies it, both into the
/// kill ring and onto the terminal's clipboard (OSC 52); the selection is drawn in reverse video.
@Suite struct SelectionTests {
    private static func area(_ text: String, columns: Int = 40) throws -> TextArea {
        try TextArea(
            text: text, expansion: ExpansionPolicy(minLines: 1, maxLines: 5),
            size: TerminalSize(rows: 24, columns: columns))
    }

    private static func press(_ area: inout TextArea, _ key: Key, _ modifiers: KeyModifiers = [], times: Int = 1) {
        for _ in 0..<times { area.handle(.press(key, modifiers)) }
    }

    @Test func shiftLeftSelectsAndTypingReplacesTheSelection() throws {
        var area = try Self.area("hello world")
        Self.press(&area, .left, .shift, times: 5)
        #expect(area.selectedText == "world")
        area.handle(.press("X"))
        #expect(area.text == "hello X")
        #expect(area.selectedText == nil)
    }

    @Test func theSelectionIsDrawnInReverseVideo() throws {
        var area = try Self.area("hello world")
        Self.press(&area, .left, .shift, times: 5)
        #expect(area.frame().lines == ["hello {inverse:world}|"])
        Self.press(&area, .right)
        #expect(area.frame().lines == ["hello world|"], "a plain motion lets go")
    }

    @Test func altWCopiesIntoTheKillRingAndForTheClipboardAndLetsGo() throws {
        var area = try Self.area("hello world")
        Self.press(&area, .left, .shift, times: 5)
        #expect(area.handle(.press("w", .alt)) == .moved)
        #expect(area.takeClipboardText() == "world")
        #expect(area.takeClipboardText() == nil, "taken once")
        #expect(area.selectedText == nil)
        Self.press(&area, .end)
        area.handle(.press("y", .control))
        #expect(area.text == "hello worldworld", "Ctrl+Y yanks the copy")
        #expect(area.handle(.press("w", .alt)) == .refused, "nothing selected: the bell")
    }

    @Test func ctrlWCutsTheSelectionButOnlyASelectionReachesTheClipboard() throws {
        var area = try Self.area("one two three")
        Self.press(&area, .left, [.control, .shift])
        area.handle(.press("w", .control))
        #expect(area.text == "one two ")
        #expect(area.takeClipboardText() == "three")
        area.handle(.press("w", .control))
        #expect(area.text == "one ")
        #expect(area.takeClipboardText() == nil, "a word cut without a selection stays in the kill ring only")
    }

    @Test func shiftWithLineMotionsSelectsAcrossLines() throws {
        var area = try Self.area("first\nsecond")
        Self.press(&area, .up, .shift)
        #expect(area.selectedText == "\nsecond")
        Self.press(&area, .home, .shift)
        #expect(area.selectedText == "first\nsecond")
        area.handle(.press(.backspace))
        #expect(area.text.isEmpty)
        area.handle(.press("_", .control))
        #expect(area.text == "first\nsecond", "one undo step")
    }

    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy")])
    func theClipboardCommandCarriesBase64(text: String, base64: String) {
        #expect(TerminalCommand.copyToClipboard(text).sequence == "\u{1B}]52;c;\(base64)\u{1B}\\")
    }

    @Test(arguments: [true, false])
    func aCopyReachesTheTerminalsClipboardUnlessTheProgramSaysNo(copies: Bool) throws {
        var prompt = try Prompt()
        prompt.initialText = "hello world"
        prompt.copiesToClipboard = copies
        let shiftLeft = bytes("\u{1B}[1;2D")
        let typed = terminal(shiftLeft, shiftLeft, shiftLeft, shiftLeft, shiftLeft, bytes("\u{1B}w"), bytes("\r"))
        #expect(try prompt.read(on: typed) == "hello world")
        #expect(replay(typed).clipboardBase64 == (copies ? ["d29ybGQ="] : []), "'world' in base64")
    }
}

/// With the mouse on, a drag selects from the click to the pointer (motion reports while the button is held,
/// mode 1002, on only while the box is open).
@Suite struct MouseDragSelectionTests {
    @Test func aDragSelectsAndTypingReplacesTheSelection() throws {
        var prompt = try Prompt()
        prompt.initialText = "hello world"
        prompt.tracksMouse = true
        // The box is one row, "hello world" with the caret after it, at screen row 5: the click on column 1 (the
        // h) is answered with the caret's position, then the drag to column 6 (after "hello") selects "hello".
        let dragged = terminal(
            bytes("\u{1B}[<0;1;5M"), bytes("\u{1B}[5;12R"), bytes("\u{1B}[<32;4;5M"), bytes("\u{1B}[<32;6;5M"),
            bytes("\u{1B}[<0;6;5m"), bytes("X"), bytes("\r"))
        var motionReportsWhileOpen = false
        dragged.onRead = { terminal in motionReportsWhileOpen = replay(terminal).buttonMotionTracking }
        #expect(try prompt.read(on: dragged) == "X world")
        #expect(motionReportsWhileOpen)
        #expect(!replay(dragged).buttonMotionTracking, "off after the session")
    }
}

/// At the character limit, what replaces a selection is measured against the room the selection leaves.
@Suite struct SelectionAtTheCharacterLimitTests {
    private static func area(_ text: String, limit: Int) throws -> TextArea {
        try TextArea(
            text: text, expansion: ExpansionPolicy(minLines: 1, maxLines: 3),
            size: TerminalSize(rows: 24, columns: 40), characterLimit: CharacterLimit(limit))
    }

    @Test func typingOverASelectionIsNoRefusal() throws {
        var area = try Self.area("abc", limit: 5)
        area.handle(.press(.home))
        area.handle(.press(.right, .shift))
        #expect(area.handle(.press("x")) == .edited)
        #expect(area.text == "xbc")
        let refused = area.takeRefusedInput()
        #expect(!refused, "no bell: nothing was refused")
    }

    @Test func aPasteOverASelectionAtTheLimitDropsNothingItKept() throws {
        var area = try Self.area("abcde", limit: 5)
        area.handle(.press(.home))
        for _ in 0..<3 { area.handle(.press(.right, .shift)) }
        #expect(area.handle(.paste("xyz")) == .edited)
        #expect(area.text == "xyzde")
        #expect(area.note == nil, "no 'not pasted' note")
        area.handle(.press(.home))
        area.handle(.press(.right, .shift))
        area.handle(.paste("123"))
        #expect(area.text == "1yzde")
        #expect(area.note == "2 not pasted: limit 5")
    }
}
