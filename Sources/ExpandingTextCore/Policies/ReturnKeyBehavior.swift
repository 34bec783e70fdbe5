/// What the Return key does in a growing text input: insert a line break, or submit the text.
///
/// A pure decision for one press of Return and the modifiers held with it:
///
/// | behaviour | Return | ⇧/⌥/⌃ + Return | ⌘ + Return |
/// |---|---|---|---|
/// | ``newline`` (default) | newline | newline | newline |
/// | ``submit`` | submit | newline | submit |
///
/// With ``submit``, Shift, Option (Alt) or Control held with Return insert a line break — the convention of chat
/// composers, and what terminals can report (Alt+Enter always, Shift+Enter where the terminal reports it). When
/// one of them is held, the press inserts a line break even if Command is held too: the modifier the user added
/// "to get a new line" wins. Command alone with Return submits, as ⌘-Return sends in Mac apps.
///
/// ```swift
/// let behavior = ReturnKeyBehavior.submit
/// behavior.action(modifiers: [])        // .submit
/// behavior.action(modifiers: .shift)    // .insertNewline
/// behavior.action(modifiers: .command)  // .submit
/// ```
public enum ReturnKeyBehavior: Hashable, Sendable, CaseIterable {
    /// Return inserts a line break, whatever the modifiers. The default: a multi-line input types lines.
    case newline
    /// Return submits; Return with Shift, Option or Control inserts a line break.
    case submit

    /// The default behaviour, ``newline``.
    public static let `default` = ReturnKeyBehavior.newline

    /// What a press of Return does.
    public enum Action: Hashable, Sendable {
        /// Insert a line break at the caret (through the editing model, so it is undoable).
        case insertNewline
        /// Submit the text (the app's `onSubmit`); the text is not changed.
        case submit
    }

    /// What a press of Return with `modifiers` held does.
    ///
    /// - Parameter modifiers: The modifier keys held with Return.
    /// - Returns: ``Action/insertNewline`` or ``Action/submit``, following the table in the type's description.
    public func action(modifiers: Modifiers) -> Action {
        switch self {
        case .newline:
            return .insertNewline
        case .submit:
            return modifiers.isDisjoint(with: [.shift, .option, .control]) ? .submit : .insertNewline
        }
    }
}
