extension KeyMap {
    /// The key map of the command-line tool (the tool's contract): Enter submits; Alt+Enter, Shift+Enter, Ctrl+Enter
    /// and Ctrl+J insert a newline; Ctrl+C empties the box (Up brings the text back, so does undo) and, on an empty
    /// box, cancels; Esc Esc empties the box the same way; Ctrl+D deletes the character after the caret and, on an
    /// empty box, cancels; Emacs and readline-style motions, deletions into a kill ring (Ctrl+Y yanks, Alt+Y cycles),
    /// Ctrl+T transposes, Ctrl+L clears the screen and draws the box at its top; Ctrl+X Ctrl+E and Ctrl+G open the text in `$VISUAL` or `$EDITOR`; Ctrl+_ (also sent by Ctrl+/ and
    /// Ctrl+7) undoes, Alt+/ and Ctrl+Shift+Z redo; Ctrl+Z suspends, as in every readline program.
    ///
    /// Ctrl+J works everywhere. Shift+Enter and Ctrl+Enter arrive only from terminals that report modified keys
    /// (xterm's modifyOtherKeys, kitty's protocol), and Alt+Enter only from those that pass it on: stock xterm keeps
    /// Alt+Enter for its full-screen toggle.
    ///
    /// During a history search (Ctrl+R) Enter submits the entry found, Escape or an arrow key takes it into the box
    /// for editing, and Ctrl+G goes back to the text before the search, as in readline.
    public static let `default` = KeyMap(returnKey: .submit)

    /// The standard key map with the Return key's meaning decided by Core's `ReturnKeyBehavior`, the same decision
    /// every front end uses: with `.submit`, Enter submits and Enter with Alt, Shift or Control inserts a newline;
    /// with `.newline`, every Enter inserts a newline and Ctrl+D submits (on an empty box it cancels either way).
    /// Ctrl+J is a key of its own and always inserts a newline.
    ///
    /// ```swift
    /// let keys = KeyMap(returnKey: .newline)
    /// keys.command(for: .press(.enter))  // .insertNewline
    /// ```
    /// - Parameter behavior: What Return does.
    public init(returnKey behavior: ReturnKeyBehavior) {
        self.init(Self.returnBindings(behavior) + Self.standardBindings)
        bind(.control("d"), to: Self.endOfInputCommand(behavior))
    }

    /// What Return does: binds Return, alone and with Alt, Shift or Control, as `behavior` decides, in place of
    /// the map's Return bindings.
    ///
    /// ```swift
    /// var keys = KeyMap.default
    /// keys.bindReturnKey(.newline)
    /// keys.command(for: KeyChord(.enter))  // .insertNewline
    /// ```
    /// - Parameter behavior: What Return does.
    public mutating func bindReturnKey(_ behavior: ReturnKeyBehavior) {
        for binding in Self.returnBindings(behavior) {
            bind(binding.chord, to: binding.command)
        }
        bind(.control("d"), to: Self.endOfInputCommand(behavior))
    }

    /// The Return key's meaning in this map: ``ReturnKeyBehavior/newline`` when plain Return inserts a newline.
    public var returnKeyBehavior: ReturnKeyBehavior {
        command(for: KeyChord(.enter)) == .insertNewline ? .newline : .submit
    }

    private static func returnBindings(_ behavior: ReturnKeyBehavior) -> [KeyBinding] {
        returnKeyModifiers.map { modifiers in
            let action = behavior.action(modifiers: modifiers)
            let command: EditorCommand = action == .submit ? .submit : .insertNewline
            return KeyBinding(KeyChord(.enter, modifiers: modifiers), command)
        }
    }

    /// Ctrl+D's command: it deletes as in readline, and submits where no plain Return does.
    private static func endOfInputCommand(_ behavior: ReturnKeyBehavior) -> EditorCommand {
        behavior == .newline ? .submitOrCancelIfEmpty : .deleteForwardOrCancelIfEmpty
    }

    /// The modifiers with which terminals report Return: plain and ESC-prefixed everywhere, Shift and Control with
    /// modifyOtherKeys or kitty's protocol.
    private static let returnKeyModifiers: [KeyModifiers] = [[], .alt, .shift, .control]

    /// Every binding but Return's.
    private static let standardBindings = [
        KeyBinding(.control("j"), .insertNewline),
        KeyBinding(.control("c"), .clearOrCancel),
        KeyBinding(.control("d"), .deleteForwardOrCancelIfEmpty),
        KeyBinding(KeyChord(.escape), then: KeyChord(.escape), .clear),
        KeyBinding(KeyChord(.tab), .insertTab),

        KeyBinding(KeyChord(.left), .moveLeft),
        KeyBinding(.control("b"), .moveLeft),
        KeyBinding(KeyChord(.right), .moveRight),
        KeyBinding(.control("f"), .moveRight),
        KeyBinding(KeyChord(.up), .moveUp),
        KeyBinding(.control("p"), .moveUp),
        KeyBinding(KeyChord(.down), .moveDown),
        KeyBinding(.control("n"), .moveDown),
        KeyBinding(KeyChord(.home), .lineStart),
        KeyBinding(.control("a"), .lineStart),
        KeyBinding(KeyChord(.end), .lineEnd),
        KeyBinding(.control("e"), .lineEnd),
        KeyBinding(.control(.left), .wordLeft),
        KeyBinding(.alt(.left), .wordLeft),
        KeyBinding(.alt("b"), .wordLeft),
        KeyBinding(.control(.right), .wordRight),
        KeyBinding(.alt(.right), .wordRight),
        KeyBinding(.alt("f"), .wordRight),
        KeyBinding(.control(.home), .documentStart),
        KeyBinding(.alt("<"), .documentStart),
        KeyBinding(.control(.end), .documentEnd),
        KeyBinding(.alt(">"), .documentEnd),
        KeyBinding(.shift(.left), .selectLeft),
        KeyBinding(.shift(.right), .selectRight),
        KeyBinding(.shift(.up), .selectUp),
        KeyBinding(.shift(.down), .selectDown),
        KeyBinding(.shift(.home), .selectToLineStart),
        KeyBinding(.shift(.end), .selectToLineEnd),
        KeyBinding(KeyChord(.left, modifiers: [.control, .shift]), .selectWordLeft),
        KeyBinding(KeyChord(.left, modifiers: [.alt, .shift]), .selectWordLeft),
        KeyBinding(KeyChord(.right, modifiers: [.control, .shift]), .selectWordRight),
        KeyBinding(KeyChord(.right, modifiers: [.alt, .shift]), .selectWordRight),
        KeyBinding(KeyChord(.home, modifiers: [.control, .shift]), .selectToDocumentStart),
        KeyBinding(KeyChord(.end, modifiers: [.control, .shift]), .selectToDocumentEnd),
        KeyBinding(.alt("w"), .copySelection),
        KeyBinding(KeyChord(.pageUp), .pageUp),
        KeyBinding(KeyChord(.pageDown), .pageDown),

        KeyBinding(KeyChord(.backspace), .deleteBackward),
        KeyBinding(.shift(.backspace), .deleteBackward),
        KeyBinding(.control("h"), .deleteBackward),
        KeyBinding(KeyChord(.delete), .deleteForward),
        KeyBinding(.control("w"), .deleteWordBackward),
        KeyBinding(.alt(.backspace), .deleteWordBackward),
        KeyBinding(.control(.backspace), .deleteWordBackward),
        KeyBinding(.alt("d"), .deleteWordForward),
        KeyBinding(.control(.delete), .deleteWordForward),
        KeyBinding(.alt(.delete), .deleteWordForward),
        KeyBinding(.control("u"), .deleteToLineStart),
        KeyBinding(.control("k"), .deleteToLineEnd),

        KeyBinding(.control("y"), .yank),
        KeyBinding(.alt("y"), .yankPop),
        KeyBinding(.control("t"), .transposeCharacters),

        KeyBinding(.control("_"), .undo),
        KeyBinding(.alt("/"), .redo),
        KeyBinding(KeyChord("z", modifiers: [.control, .shift]), .redo),

        KeyBinding(.control("r"), .searchHistory),
        KeyBinding(.control("x"), then: .control("e"), .editInExternalEditor),
        KeyBinding(.control("g"), .editInExternalEditor),
        KeyBinding(.control("x"), then: .control("o"), .expandElement),
        KeyBinding(.control("l"), .redraw),
        KeyBinding(.control("z"), .suspend),
    ]
}
