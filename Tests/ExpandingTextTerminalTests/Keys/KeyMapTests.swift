import ExpandingTextTerminal
import Testing

@Suite struct KeyMapTests {
    /// the tool's contract's keys, from the bytes terminals send to the command the default map runs.
    static let designKeys: [(String, String, EditorCommand)] = [
        ("Enter", "\r", .submit),
        ("Alt+Enter", escape + "\r", .insertNewline),
        ("Ctrl+J", "\n", .insertNewline),
        ("Shift+Enter, kitty", csi + "13;2u", .insertNewline),
        ("Shift+Enter, modifyOtherKeys", csi + "27;2;13~", .insertNewline),
        ("Ctrl+Enter, modifyOtherKeys", csi + "27;5;13~", .insertNewline),
        ("Ctrl+C", "\u{03}", .clearOrCancel),
        ("Ctrl+D", "\u{04}", .deleteForwardOrCancelIfEmpty),
        ("Left", csi + "D", .moveLeft),
        ("Right, application mode", ss3 + "C", .moveRight),
        ("Up", csi + "A", .moveUp),
        ("Down", ss3 + "B", .moveDown),
        ("Home", csi + "H", .lineStart),
        ("Home, SS3", ss3 + "H", .lineStart),
        ("Home, CSI 1~", csi + "1~", .lineStart),
        ("Home, CSI 7~", csi + "7~", .lineStart),
        ("Ctrl+A", "\u{01}", .lineStart),
        ("End", csi + "F", .lineEnd),
        ("End, CSI 4~", csi + "4~", .lineEnd),
        ("End, CSI 8~", csi + "8~", .lineEnd),
        ("Ctrl+E", "\u{05}", .lineEnd),
        ("Alt+B", escape + "b", .wordLeft),
        ("Ctrl+Left", csi + "1;5D", .wordLeft),
        ("Alt+F", escape + "f", .wordRight),
        ("Ctrl+Right", csi + "1;5C", .wordRight),
        ("Ctrl+Home", csi + "1;5H", .documentStart),
        ("Ctrl+End", csi + "1;5F", .documentEnd),
        ("PageUp", csi + "5~", .pageUp),
        ("PageDown", csi + "6~", .pageDown),
        ("Backspace", "\u{7F}", .deleteBackward),
        ("Ctrl+H", "\u{08}", .deleteBackward),
        ("Delete", csi + "3~", .deleteForward),
        ("Ctrl+W", "\u{17}", .deleteWordBackward),
        ("Alt+Backspace", escape + "\u{7F}", .deleteWordBackward),
        ("Alt+D", escape + "d", .deleteWordForward),
        ("Ctrl+U", "\u{15}", .deleteToLineStart),
        ("Ctrl+K", "\u{0B}", .deleteToLineEnd),
        ("Ctrl+Z", "\u{1A}", .suspend),
        ("Ctrl+_ (also Ctrl+/ and Ctrl+7)", "\u{1F}", .undo),
        ("Ctrl+Y", "\u{19}", .yank),
        ("Alt+Y", escape + "y", .yankPop),
        ("Ctrl+T", "\u{14}", .transposeCharacters),
        ("Ctrl+L", "\u{0C}", .redraw),
        ("Ctrl+G", "\u{07}", .editInExternalEditor),
        ("Alt+/", escape + "/", .redo),
        ("Ctrl+Shift+Z, kitty", csi + "122;6u", .redo),
        ("Ctrl+Shift+Z, modifyOtherKeys", csi + "27;6;90~", .redo),
        ("Tab", "\t", .insertTab),
    ]

    @Test(arguments: designKeys)
    func defaultMapRunsTheDesignedCommand(_ name: String, _ input: String, _ command: EditorCommand) {
        let events = decodeWhole(Array(input.utf8))
        #expect(events.count == 1)
        #expect(events.first.flatMap { KeyMap.default.command(for: $0) } == command, "\(name)")
    }

    @Test func returnKeyFollowsCoresReturnKeyBehavior() {
        let enterChords = [[], .alt, .shift, .control].map { KeyChord(.enter, modifiers: $0) }
        for behavior in ReturnKeyBehavior.allCases {
            let keys = KeyMap(returnKey: behavior)
            for chord in enterChords {
                let action = behavior.action(modifiers: chord.modifiers)
                #expect(
                    keys.command(for: chord) == (action == .submit ? .submit : .insertNewline), "\(chord.displayName)")
            }
            #expect(keys.command(for: .control("j")) == .insertNewline)
            // Ctrl+D deletes as in readline, and submits where Enter inserts a newline.
            #expect(
                keys.command(for: .control("d"))
                    == (behavior == .newline ? .submitOrCancelIfEmpty : .deleteForwardOrCancelIfEmpty))
        }
        #expect(KeyMap(returnKey: .newline).command(for: KeyChord(.enter)) == .insertNewline)
        #expect(KeyMap.default.bindings == KeyMap(returnKey: .submit).bindings)
    }

    @Test func noChordIsBoundTwice() {
        let keys = KeyMap.default.bindings.map(\.displayName)
        #expect(Set(keys).count == keys.count)
    }

    /// readline's Ctrl+X Ctrl+E: the first chord waits for the second; Ctrl+X is bound to nothing alone.
    @Test func ctrlXCtrlEIsATwoKeyBinding() {
        #expect(KeyMap.default.startsTwoKeyBinding(.control("x")))
        #expect(KeyMap.default.command(for: .control("x")) == nil)
        #expect(KeyMap.default.command(for: .control("e"), after: .control("x")) == .editInExternalEditor)
        #expect(KeyMap.default.command(for: .control("e")) == .lineEnd)
        #expect(
            KeyMap.default.helpRows.contains(
                KeyMap.HelpRow(keys: "Ctrl+X Ctrl+E, Ctrl+G", help: "Edit in $VISUAL or $EDITOR")))
    }

    /// Every command has a key in the default map, or in the map where Enter inserts a newline (Ctrl+D submits
    /// there); `cancel` alone is for an app's own map (the default's Ctrl+C clears first).
    @Test func everyCommandHasAKey() {
        let maps = [KeyMap.default, KeyMap(returnKey: .newline)]
        for command in EditorCommand.allCases where command != .cancel {
            #expect(maps.contains { $0.bindings.contains { $0.command == command } }, "\(command) has no key")
        }
    }

    @Test func typedTextAndNonKeysHaveNoCommand() {
        #expect(KeyMap.default.command(for: .press("a")) == nil)
        #expect(KeyMap.default.command(for: .press("A")) == nil)
        #expect(KeyMap.default.command(for: .paste("x")) == nil)
        #expect(KeyMap.default.command(for: .reply(.focusIn)) == nil)
    }

    @Test func bindReplacesInPlaceAndUnbindRemoves() {
        var keys = KeyMap.default
        let enterIndex = keys.bindings.firstIndex { $0.chord == KeyChord(.enter) }
        keys.bind(KeyChord(.enter), to: .insertNewline)
        keys.bind(.alt(.enter), to: .submit, help: "Send")
        #expect(keys.command(for: .press(.enter)) == .insertNewline)
        #expect(keys.command(for: KeyChord.alt(.enter)) == .submit)
        #expect(keys.bindings.firstIndex { $0.chord == KeyChord(.enter) } == enterIndex)
        #expect(keys.bindings.count == KeyMap.default.bindings.count)
        keys.bind(.control("o"), to: .insertNewline)
        #expect(keys.bindings.last == KeyBinding(.control("o"), .insertNewline))
        keys.unbind(.control("o"))
        #expect(keys.command(for: .press("o", .control)) == nil)
        #expect(keys.bindings.count == KeyMap.default.bindings.count)
        #expect(keys.helpRows.contains(KeyMap.HelpRow(keys: "Alt+Enter", help: "Send")))
    }

    @Test func helpMergesChordsOfACommand() {
        let rows = KeyMap.default.helpRows
        #expect(rows.first == KeyMap.HelpRow(keys: "Enter", help: "Submit (a newline after \\)"))
        #expect(
            rows.contains(KeyMap.HelpRow(keys: "Alt+Enter, Shift+Enter, Ctrl+Enter, Ctrl+J", help: "Insert a newline")))
        #expect(rows.contains(KeyMap.HelpRow(keys: "Ctrl+_", help: "Undo")))
        #expect(rows.contains(KeyMap.HelpRow(keys: "Alt+/, Ctrl+Shift+Z", help: "Redo")))
        #expect(rows.contains(KeyMap.HelpRow(keys: "Ctrl+Z", help: "Suspend (resume with fg)")))
        #expect(rows.count == EditorCommand.allCases.count - 2, "one row a command but cancel and Ctrl+D's submit")
    }

    @Test func helpTextIsAnAlignedTableThatFitsEightyColumns() {
        let lines = KeyMap.default.helpText.split(separator: "\n")
        #expect(lines.count == KeyMap.default.helpRows.count)
        #expect(lines.allSatisfy { $0.count <= 80 })
        let helpColumns = Set(
            zip(lines, KeyMap.default.helpRows).map { line, row in
                line.count - row.help.count
            })
        #expect(helpColumns.count == 1)
        #expect(KeyMap.default.helpText.hasPrefix("  Enter "))
        #expect(KeyMap.default.helpText.hasSuffix("Suspend (resume with fg)\n"))
    }

    @Test(arguments: [
        (KeyChord("a"), "A"),
        (.control("a"), "Ctrl+A"),
        (.alt(.enter), "Alt+Enter"),
        (.shift(.enter), "Shift+Enter"),
        (KeyChord("z", modifiers: [.control, .shift]), "Ctrl+Shift+Z"),
        (.alt("B"), "Alt+Shift+B"),
        (.alt("<"), "Alt+<"),
        (.control("_"), "Ctrl+_"),
        (.control(" "), "Ctrl+Space"),
        (KeyChord(.function(5)), "F5"),
        (KeyChord(.pageDown, modifiers: [.control, .alt, .shift, .meta]), "Ctrl+Alt+Shift+Meta+PageDown"),
        (KeyChord(.escape), "Esc"),
        (KeyChord("é"), "é"),
    ])
    func chordDisplayNames(_ chord: KeyChord, _ name: String) {
        #expect(chord.displayName == name)
    }

    @Test func chordText() {
        #expect(KeyChord("a").text == "a")
        #expect(KeyChord("A", modifiers: .shift).text == "A")
        #expect(KeyChord(" ", modifiers: .shift).text == " ")
        #expect(KeyChord.control("a").text == nil)
        #expect(KeyChord.alt("a").text == nil)
        #expect(KeyChord(.enter).text == nil)
        #expect(KeyEvent.paste("x").chord == nil)
    }
}
