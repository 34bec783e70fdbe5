import Testing

@testable import ExpandingTextTerminal

/// With `collapsesPastes`, a paste of more than 3 lines or 800 characters is one element behind a label; the text
/// submitted, copied and sent to the editor is the paste in full.
@Suite struct CollapsedPasteTests {
    private static func area(
        _ text: String = "", columns: Int = 40, characterLimit: Int? = nil, collapses: Bool = true
    ) throws -> TextArea {
        var area = try TextArea(
            text: text, expansion: ExpansionPolicy(minLines: 1, maxLines: 5),
            size: TerminalSize(rows: 24, columns: columns),
            characterLimit: characterLimit.map { try CharacterLimit($0) })
        area.collapsesPastes = collapses
        return area
    }

    private static func lines(_ count: Int) -> String {
        (1...count).map { "line \($0)" }.joined(separator: "\n")
    }

    @Test(
        arguments: [
            (lines(3), nil),
            (lines(3) + "\n", nil),
            (lines(4), "[Pasted text #1 +4 lines]"),
            (lines(4) + "\n", "[Pasted text #1 +4 lines]"),
            (lines(3) + "\n\n", "[Pasted text #1 +4 lines]"),
            (lines(3).replacingNewlines(with: "\r\n") + "\r\n\r\n", "[Pasted text #1 +4 lines]"),
            ("a\u{2028}b\u{85}c\u{C}d", "[Pasted text #1 +4 lines]"),
            (String(repeating: "é", count: 800), nil),
            (String(repeating: "é", count: 801), "[Pasted text #1 +801 chars]"),
            (String(repeating: "👍🏽", count: 801), "[Pasted text #1 +801 chars]"),
        ] as [(String, String?)])
    func aPasteCollapsesPastThreeLinesOrEightHundredCharacters(paste: String, label: String?) throws {
        var area = try Self.area()
        area.handle(.paste(paste))
        #expect(area.submission.elements.first?.element.label == label)
        #expect(area.text == TextEditor.normalizingLineEndings(paste), "the text is the paste in full either way")
        if let label { #expect(area.frame().lines[0].hasPrefix("{bold:\(label)}")) }
    }

    @Test func withoutCollapsingAPasteIsPlainText() throws {
        var area = try Self.area(collapses: false)
        area.handle(.paste(Self.lines(40)))
        #expect(area.submission.elements.isEmpty)
        #expect(area.text == Self.lines(40))
    }

    @Test func pastesAreNumberedInTheBoxAndTheTokenIsOneRow() throws {
        var area = try Self.area("Look: ")
        area.handle(.paste(Self.lines(40)))
        area.handle(.press(" "))
        area.handle(.paste(Self.lines(5)))
        #expect(area.frame().lines.first == "Look: {bold:[Pasted text #1 +40 lines]} |")
        #expect(
            area.frame().lines[1] == "{bold:[Pasted text #2 +5 lines]}|",
            "a token too long for the row's rest wraps whole")
        #expect(area.view.layout.rowCount == 2)
        #expect(area.text == "Look: " + Self.lines(40) + " " + Self.lines(5))
    }

    @Test func backspaceAfterTheTokenRemovesItWholeAndUndoBringsItBack() throws {
        var area = try Self.area("x")
        area.handle(.paste(Self.lines(40)))
        area.handle(.press(.backspace))
        #expect(area.text == "x")
        area.handle(.press("_", .control))
        #expect(area.text == "x" + Self.lines(40))
        area.handle(.press("_", .control))
        #expect(area.text == "x", "undo right after the paste removes it")
    }

    @Test func ctrlXCtrlOExpandsTheTokenBeforeOrAfterTheCaret() throws {
        var area = try Self.area()
        area.handle(.paste(Self.lines(40)))
        area.handle(.press("x", .control))
        area.handle(.press("o", .control))
        #expect(area.submission.elements.isEmpty)
        #expect(area.view.layout.rowCount == 40)
        #expect(area.text == Self.lines(40))
        area.handle(.press("_", .control))
        #expect(area.submission.elements.count == 1, "the expansion is one undo step")
        area.handle(.press(.home, .control))
        area.handle(.press("x", .control))
        #expect(area.handle(.press("o", .control)) == .edited, "the token just after the caret")
        #expect(area.submission.elements.isEmpty)
        area.handle(.press("x", .control))
        #expect(area.handle(.press("o", .control)) == .refused, "no token at the caret")
    }

    @Test func aClickOnTheTokenExpandsItAndAClickBesideItDoesNot() throws {
        var area = try Self.area("ab")
        area.handle(.paste(Self.lines(4)))
        area.handle(.press("c"))
        #expect(area.placeCaret(row: 0, cell: 1) == .moved)
        #expect(area.placeCaret(row: 0, cell: 2 + "[Pasted text #1 +4 lines]".count) == .moved, "on the c")
        #expect(area.submission.elements.count == 1)
        #expect(area.placeCaret(row: 0, cell: 5) == .edited)
        #expect(area.submission.elements.isEmpty)
        #expect(area.text == "ab" + Self.lines(4) + "c")
    }

    @Test func aLabelWiderThanTheBoxIsCutWithAMark() throws {
        var area = try Self.area(columns: 12)
        area.handle(.paste(Self.lines(40)))
        #expect(area.frame().lines.first == "{bold:[Pasted te}{bold+dim:~}|")
    }

    @Test func aPastePastTheLimitIsCutAndTheTokenHoldsWhatWasKept() throws {
        var area = try Self.area("ab", characterLimit: 1000)
        area.handle(.paste(String(repeating: "x", count: 1500)))
        #expect(area.text == "ab" + String(repeating: "x", count: 998))
        #expect(area.submission.elements.first?.element.label == "[Pasted text #1 +998 chars]")
        #expect(area.note == "502 not pasted: limit 1000")
        area.handle(.press("y"))
        #expect(area.text.count == 1000, "the token counts as its characters: no room for the y")
        area.handle(.press(.backspace))
        #expect(area.text == "ab")
        area.handle(.paste(String(repeating: "z", count: 900)))
        #expect(area.text == "ab" + String(repeating: "z", count: 900), "the token's characters are free again")
    }

    @Test func whatTheLimitKeepsOfAPasteMayBeShortEnoughForPlainText() throws {
        var area = try Self.area(characterLimit: 10)
        area.handle(.paste(Self.lines(40)))
        #expect(area.submission.elements.isEmpty)
        #expect(area.text == String(Self.lines(40).prefix(10)))
    }

    @Test func aSelectionCopiedOrCutCarriesThePasteInFull() throws {
        var area = try Self.area("a")
        area.handle(.paste(Self.lines(4)))
        area.handle(.press("b"))
        area.handle(.press(.left, .shift))
        area.handle(.press(.left, .shift))
        #expect(area.selectedText == Self.lines(4) + "b")
        area.handle(.press("w", .control))
        #expect(area.takeClipboardText() == Self.lines(4) + "b")
        #expect(area.text == "a")
        area.handle(.press("y", .control))
        #expect(area.submission.elements.count == 1, "the kill ring gives the token back")
        #expect(area.text == "a" + Self.lines(4) + "b")
    }

    @Test func theNextMessageCanYankATokenCutFromTheLastOne() throws {
        var area = try Self.area()
        area.handle(.paste(Self.lines(4)))
        area.handle(.press(.backspace, .alt))
        area.reset()
        area.handle(.press("y", .control))
        #expect(area.submission.elements.count == 1)
        #expect(area.text == Self.lines(4))
        #expect(area.frame().lines[0] == "{bold:[Pasted text #1 +4 lines]}|")
    }

    @Test func theEditorsTextFindsEachPastedBlockAgainInOrder() throws {
        var area = try Self.area()
        area.handle(.paste(Self.lines(4)))
        area.handle(.press(" "))
        area.handle(.paste(Self.lines(5)))
        let edited = "Intro " + Self.lines(4) + " and " + Self.lines(5).replacingOccurrences("line 5", "LINE 5")
        _ = area.takeEditedText(edited)
        #expect(area.text == edited)
        #expect(area.submission.elements.map(\.element.label) == ["[Pasted text #1 +4 lines]"])
        _ = area.takeEditedText(Self.lines(5) + Self.lines(4))
        #expect(area.submission.elements.count == 1, "a block found before the one kept is plain text")
    }

    @Test func aBoxStartedWithARecordedPasteShowsItsTokenAndNumbersTheNextAfterIt() throws {
        var area = try Self.area()
        area.handle(.paste(Self.lines(4)))
        let submission = area.submission
        var restored = try Self.area(submission.text)
        restored.start(with: submission)
        #expect(restored.frame().lines.first == "{bold:[Pasted text #1 +4 lines]}|")
        #expect(restored.text == Self.lines(4))
        #expect(!restored.document.editor.canUndo)
        restored.handle(.paste(Self.lines(5)))
        #expect(restored.submission.elements.last?.element.label == "[Pasted text #2 +5 lines]")
        var tooLong = try Self.area(submission.text, characterLimit: 10)
        tooLong.start(with: Submission(text: tooLong.text, elements: []))
        #expect(tooLong.submission.elements.isEmpty, "a text cut to the limit starts without its elements")
    }

    @Test func theLabelsCellsFollowAWidthMeasuredOnTheTerminal() throws {
        var area = try Self.area()
        area.handle(.paste(Self.lines(4)))
        var measured = MeasuredCellWidths()
        measured.set(2, for: "❤️")
        area.setCellWidths(.measured(measured))
        area.handle(.press(" "))
        #expect(area.caret.column == "[Pasted text #1 +4 lines] ".count)
    }
}

extension String {
    fileprivate func replacingNewlines(with separator: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: separator)
    }

    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension CollapsedPasteTests {
    @Test func aRecalledEntryShowsItsTokenAndTheTextLeftForTheHistoryKeepsItsOwn() throws {
        var area = try Self.area()
        area.handle(.paste(Self.lines(4)))
        let sent = area.submission
        area.history.add(sent.text)
        area.rememberElements(of: sent)
        area.reset()
        area.insert("draft ")
        area.handle(.paste(Self.lines(5)))
        area.handle(.press(.home, .control))
        area.handle(.press(.up))
        #expect(area.text == sent.text)
        #expect(area.frame().lines.first == "{bold:[Pasted text #1 +4 lines]}|")
        area.handle(.press(.down))
        #expect(area.text == "draft " + Self.lines(5))
        #expect(
            area.frame().lines.first == "draft {bold:[Pasted text #2 +5 lines]}|",
            "pastes are counted in the box, across messages")
    }
}

extension CollapsedPasteTests {
    /// A click on the token expands it through the whole session: the box draws the lines, the change hook (the
    /// draft) hears of it, and the keys after it are handled.
    @Test func aClickOnTheTokenInASessionExpandsItAndTheDraftHearsOfIt() throws {
        final class Log: @unchecked Sendable {
            var texts: [String] = []
        }
        let log = Log()
        let pasted = Self.lines(5)
        // The caret after the token is on screen row 4, the box's first row; the click is on the token's third cell.
        let session = terminal(
            bytes("\u{1B}[200~" + pasted + "\u{1B}[201~"), .timedOut, bytes("\u{1B}[<0;3;4M\u{1B}[<0;3;4m"),
            bytes("\u{1B}[4;26R"), bytes("!"), .timedOut, bytes("\r"), columns: 40)
        var prompt = try Prompt()
        prompt.collapsesPastes = true
        prompt.tracksMouse = true
        prompt.onChange = { log.texts.append($0.text) }
        var shown: [String] = []
        session.onRead = { shown = replay($0, columns: 40).lines }
        #expect(try prompt.read(on: session) == pasted + "!")
        #expect(log.texts.count == 3, "the paste, the click's expansion, the !")
        #expect(shown.contains("line 5!"), "\(shown)")
    }

    @Test func aYankPastTheLimitCountsTheTokenAsItsText() throws {
        var area = try Self.area(characterLimit: 1000)
        area.handle(.paste(String(repeating: "x", count: 900)))
        area.handle(.press("u", .control))
        #expect(area.text.isEmpty)
        area.handle(.press("y", .control))
        #expect(area.text.count == 900)
        area.handle(.press("y", .control))
        #expect(area.text.count == 900, "a second 900-character token does not fit")
        area.insert("abc")
        #expect(area.text.count == 903)
    }

    @Test func aLabelCutAtTheEdgeKeepsWholeWideCharacters() throws {
        var area = try Self.area(columns: 6)
        _ = area.apply(area.document.editor.insertElement(TextElement(kind: .mention, text: "x", label: "漢字xy")))
        #expect(area.frame().lines.first == "{bold:漢字}{bold+dim:~}|")
        var narrower = try Self.area(columns: 5)
        _ = narrower.apply(
            narrower.document.editor.insertElement(TextElement(kind: .mention, text: "x", label: "漢字xy")))
        #expect(
            narrower.frame().lines.first == "{bold:漢}{bold+dim:~}|", "the second wide character's half does not fit")
    }
}
