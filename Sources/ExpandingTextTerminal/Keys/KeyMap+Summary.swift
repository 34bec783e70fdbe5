// MARK: - The key summary and the hint

extension KeyMap {
    /// The commands the key summary (`?` on an empty box) lists, in its order: what a composer's user looks for first.
    static let summaryCommands: [EditorCommand] = [
        .submit, .insertNewline, .clearOrCancel, .clear, .deleteForwardOrCancelIfEmpty, .moveUp, .searchHistory,
        .undo, .redo, .deleteWordBackward, .deleteToLineStart, .yank, .editInExternalEditor, .expandElement, .redraw,
        .suspend,
    ]

    /// The rows of the key summary: for each of ``summaryCommands`` that a key runs, the first two keys this
    /// terminal sends for it, and what they do.
    ///
    /// - Parameter disambiguatesKeys: Whether the terminal speaks kitty's keyboard protocol, so that Shift+Enter and
    ///   Ctrl+Enter are keys of their own; elsewhere they are left out.
    package func summaryRows(disambiguatesKeys: Bool) -> [HelpRow] {
        Self.summaryCommands.compactMap { command in
            let sent = bindings.filter { $0.command == command && (disambiguatesKeys || !$0.chord.needsDisambiguation) }
            guard let first = sent.first else { return nil }
            // Two keys at most: a summary that fits the screen, --help has them all.
            return HelpRow(keys: sent.prefix(2).map(\.displayName).joined(separator: ", "), help: first.help)
        }
    }

    /// The one-line hint under an empty box, in parts to join with " · ": `?` for the key summary, and the key that
    /// breaks a line where Enter submits (or the one that submits where Enter breaks a line), as this terminal sends
    /// it.
    ///
    /// - Parameter disambiguatesKeys: Whether the terminal speaks kitty's keyboard protocol (Shift+Enter is then
    ///   the newline key named).
    package func hintParts(disambiguatesKeys: Bool) -> [String] {
        let enterSubmits = command(for: KeyChord(.enter)) == .submit
        let wanted: [EditorCommand] = enterSubmits ? [.insertNewline] : [.submit, .submitOrCancelIfEmpty]
        let sent = wanted.flatMap(chords(for:)).filter { disambiguatesKeys || !$0.needsDisambiguation }
        // Shift+Enter is what composers teach; without kitty's protocol Ctrl+J is the key every terminal sends.
        let preferred = sent.first { $0 == .shift(.enter) } ?? sent.first { $0 == .control("j") } ?? sent.first
        guard let key = preferred else { return ["? for shortcuts"] }
        return ["? for shortcuts", "\(key.displayName) \(enterSubmits ? "for a newline" : "to send")"]
    }
}

extension KeyChord {
    /// Whether terminals send the chord as a key of its own only with kitty's keyboard protocol (or xterm's
    /// modifyOtherKeys, which a program cannot tell is on): Enter with Shift or Control, and a letter with both.
    var needsDisambiguation: Bool {
        switch key {
        case .enter: !modifiers.intersection([.shift, .control]).isEmpty
        case .character: modifiers.isSuperset(of: [.shift, .control])
        default: false
        }
    }
}
