import ExpandingTextTerminal

/// The texts `--help`, `--version` and usage errors print.
enum HelpText {
    /// The synopsis, printed after a usage error and at the top of `--help`.
    static let usage = """
        usage: expanding-text [write] [--placeholder TEXT] [--min-lines N] [--max-lines N] [--width N]
                              [--char-limit N] [--value TEXT] [--draft FILE] [--history FILE] [--mouse]
                              [--allow-empty]
               expanding-text chat    [same options as write but --allow-empty]
               expanding-text layout  [--width N] [--min-lines N] [--max-lines N] [--tab-width N] [--json]
               expanding-text --help | --version

        """

    /// What `--version` prints.
    static var version: String { "expanding-text \(ExpandingText.version)\n" }

    /// The full `--help` text.
    static var help: String {
        """
        expanding-text \(ExpandingText.version): a multi-line prompt that grows with its text, like a chat composer.

        \(usage)
        commands:
          write    (the default) edit a text in a box drawn on the terminal (/dev/tty, never standard output, so
                   msg=$(expanding-text) works). The box starts at --min-lines, grows one line per wrapped line up
                   to --max-lines, then scrolls. Submit prints the text and a newline to standard output.
          chat     a chat log: each message sent is printed above the box, which starts empty again.
                   Ctrl+D on an empty box or Ctrl+C ends it (exit status 0).
          layout   read UTF-8 text from standard input and print its visual lines at --width, one per line, as a
                   terminal shows them: a tab becomes the spaces up to the next tab stop (a multiple of --tab-width
                   columns from the start of its visual line, but never past --width), control characters are shown
                   as ^X. Or with --json one object, with each line's text exactly as in the input:
                   {"width":W,"contentLines":N,"visibleLines":M,"scrollable":B,"lines":[{"text":"…","width":w},…]}
                   Invalid UTF-8 is read as U+FFFD with a warning on standard error.

        options of write and chat:
          --placeholder TEXT  shown dimmed while the text is empty
          --min-lines N       the box's height when empty (default \(PromptOptions.defaultMinLines))
          --max-lines N       the height at which the box stops growing and scrolls (default \
        \(PromptOptions.defaultMaxLines))
          --width N           columns of the box (default and at most: the terminal's width)
          --char-limit N      at most N characters (grapheme clusters); typing or pasting beyond it is cut off
          --value TEXT        the initial text
          --draft FILE        keep the text being edited in FILE: saved \(DraftAutosaver.defaultDelay) ms after a \
        change at the latest
                              (atomically, mode 0600), restored at the next start instead of --value, deleted after
                              a submit; kept after a cancel. A FILE that cannot be read, is not UTF-8 or holds more
                              than \(DraftStore.maximumSize / 1024 / 1024) MiB is reported and left alone (exit status 1). \
        A symbolic link is
                              followed, so a linked dotfile stays linked: the file it points to is saved (atomically,
                              in its own folder), restored and deleted, and the link kept; a relative link is read
                              from the link's folder, a missing target is created, a loop of links is reported.
                              One run edits a FILE at a time (a lock on FILE.lock): a second one refuses, naming
                              the first one's process (exit status 1); a killed run's lock is taken over. A failed
                              save shows "draft not saved" in the box until a save succeeds.
          --history FILE      keep the texts submitted in FILE (the newest \(InputHistory.defaultCapacity), multi-line ones
                              intact, saved atomically with mode 0600 after each submit): Up on the first line and
                              Down on the last recall them, Ctrl+R searches them. A FILE that cannot be read or is
                              not such a history is reported and left alone (exit status 1). Runs sharing a FILE
                              keep each other's entries: each submit merges with the file under a lock on FILE.lock.
                              In chat without it, the messages of the run are kept.
          --mouse             a click places the caret on the clicked character, the wheel scrolls the box; the
                              terminal's own selection then needs Shift
          --allow-empty       (write only) let Enter submit an empty or blank text; without it Enter rings the bell,
                              so msg=$(expanding-text) never hands a script an empty message by accident

        options of layout:
          --width N           the wrapping width in columns (default \(LayoutOptions.defaultWidth))
          --min-lines N       the box's minimum height, for visibleLines (default 1)
          --max-lines N       the box's maximum height, for visibleLines and scrollable (default: unlimited)
          --tab-width N       tab stops every N columns (default \(LayoutOptions.defaultTabWidth))
          --json              print one JSON object instead of the lines

        pastes: a paste is text; its line breaks never submit and never reach the shell. What follows a paste until
          the input has been quiet for \(InputDecoder.pasteQuietMilliseconds) ms is pasted too (over a slow link a paste comes in pieces, \
        and a
          clipboard can hold a forged end marker, a CR and a command), and so is a read that holds an end marker with
          no paste begun. An Enter pressed sooner after a paste submits once the input has been quiet that long
          after it. A terminal that does not say it brackets pastes (it answers no DECRQM for mode 2004, as tmux
          3.3a) may paste without brackets: there a read holding a line break and more text after it, or 16 bytes
          or more with a line break, is taken as a paste too, until the input pauses.

        keys (in chat, Enter sends the message; Ctrl+C, and Ctrl+D on an empty box, end the chat):
        \(KeyMap.default.helpText)
        exit status: 0 submitted (or chat ended), 1 error (no terminal, or TERM dumb, empty or not set; unusable draft
        file, or one another run edits; standard output that cannot be written: the error says where the text is
        kept, in the draft, else in ${XDG_STATE_HOME:-~/.local/state}/expanding-text/rescued-DATE-PID.txt, else shown
        on the terminal), 2 bad arguments, 130 cancelled.

        """
    }
}
