import ExpandingTextTerminal

/// What the tool is and does, in the words `--help` and the man page share: the summary, the commands, how pastes
/// are told from keys, and the exit statuses. Each text is one paragraph (a line break starts a new line); the help
/// and the man page lay it out.
enum ToolDescription {
    /// One line: what the tool is.
    static let summary = "a multi-line prompt that grows with its text, like a chat composer"

    /// The subcommands: what each does in a few words (for completions), and in full.
    static let commands: [(name: String, brief: String, description: String)] = [
        (
            "write", "edit a text in a box and print it",
            "(the default) edit a text in a box drawn on the terminal (/dev/tty, never standard output, so "
                + "msg=$(expanding-text) works). The box starts at --min-lines, grows one line per wrapped line up to "
                + "--max-lines, then scrolls. Submit prints the text and a newline to standard output."
        ),
        (
            "chat", "a chat log above the box",
            "a chat log: each message sent is printed above the box, which starts empty again. Ctrl+C or Ctrl+D "
                + "on an empty box ends it (exit status 0)."
        ),
        (
            "layout", "print how standard input wraps",
            "read UTF-8 text from standard input and print its visual lines at --width, one per line, as a terminal "
                + "shows them: a tab becomes the spaces up to the next tab stop (a multiple of --tab-width columns "
                + "from the start of its visual line, but never past --width), control characters are shown as ^X. "
                + "Or with --json one object, with each line's text exactly as in the input:\n"
                + #"{"width":W,"contentLines":N,"visibleLines":M,"scrollable":B,"lines":[{"text":"…","width":w},…]}"#
                + "\nInvalid UTF-8 is read as U+FFFD with a warning on standard error."
        ),
    ]

    /// How pastes are told from keys.
    static let pastes =
        "a paste is text; its line breaks never submit and never reach the shell. What follows a paste until the "
        + "input has been quiet for \(InputDecoder.pasteQuietMilliseconds) ms is pasted too (over a slow link a paste "
        + "comes in pieces, and a clipboard can hold a forged end marker, a CR and a command), and so is a read that "
        + "holds an end marker with no paste begun. An Enter pressed sooner after a paste submits once the input has "
        + "been quiet that long after it. A terminal that does not say it brackets pastes (it answers no DECRQM for "
        + "mode 2004, as tmux 3.3a) may paste without brackets: there a read holding a line break and more text after "
        + "it, or 16 bytes or more with a line break, is taken as a paste too, until the input pauses."

    /// What the keys do in chat, beside the key map.
    static let keysInChat = "in chat, Enter sends the message; Ctrl+C or Ctrl+D on an empty box ends the chat"

    /// The exit statuses.
    static let exitStatus =
        "0 submitted (or chat ended), 1 error (no terminal, or TERM dumb, empty or not set; unusable draft file, or "
        + "one another run edits; standard output that cannot be written: the error says where the text is kept, in "
        + "the draft, else in ${XDG_STATE_HOME:-~/.local/state}/expanding-text/rescued-DATE-PID.txt, else shown on the "
        + "terminal), 2 bad arguments, 130 cancelled."
}
